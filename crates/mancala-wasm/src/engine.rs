//! The computer player and hints. Both search synchronously: call them in a
//! Web Worker, never on the page's main thread.

use std::cell::RefCell;

use oware_ayoayo_engine::{Clock, SearchResult, Searcher};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::arguments::{small_number, whole_number, OutOfRange};
use crate::book;
use crate::endgame;
use crate::trace::to_js;
use crate::{GameHandle, Level};

/// Transposition table of a search: 2^20 entries of 16 bytes (16 MiB).
const TABLE_BITS: u32 = 20;

thread_local! {
    /// The module's one searcher, cleared before every search (see
    /// `with_searcher`): a new one for each would allocate and fill its
    /// 16 MiB table each time, milliseconds of every move.
    static SEARCHER: RefCell<Searcher> = RefCell::new(Searcher::new(TABLE_BITS));
}

/// The longest search asked for, in milliseconds (ten minutes).
const MAX_TIME_MS: u32 = 600_000;

/// The largest seed: the largest integer a JS number holds exactly.
const MAX_SEED: u64 = (1 << 53) - 1;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** The computer's move and what its search saw. */
export interface SearchReport {
  /** The pit to play (0-11). */
  pit: number;
  /** Hundredths of a seed for the player to move; beyond ±1000000 when the search sees the end. */
  score: number;
  /** Plies searched. */
  depth: number;
  nodes: number;
  /** The expected line, starting with `pit`. */
  pv: number[];
  /** Whether the move is the opening book's (then `nodes` is 0 and `depth` the book's). */
  book: boolean;
}

/** The best move for the player to move, explained. */
export interface HintReport {
  pit: number;
  /** One English sentence, e.g. "Play C: it captures 4 seeds." */
  text: string;
  /** Why, in parts a page can put in words in any language. */
  reasons: HintReasons;
}

/** What makes a hinted move good (see oware_ayoayo_engine::Hint). */
export interface HintReasons {
  /** Seeds it captures at once. */
  captures: number;
  /** Seeds it could capture next turn. */
  threatens: number;
  /** Seeds the opponent could capture now and no longer can after it. */
  defends: number;
  /** The opponent has no seeds and it gives them some. */
  feeds: boolean;
  /** It leaves the opponent without seeds. */
  starves: boolean;
  onlyMove: boolean;
  /** Every other move scores at least a seed worse. */
  othersLoseSeeds: boolean;
  /** The search sees a won game. */
  wins: boolean;
}

/** Every legal move of a position scored (see `analyzeMoves`). */
export interface MovesReport {
  /** The legal moves, best first (ties in pit order). */
  moves: MoveScoreReport[];
  /** Why the best move (`moves[0]`) is good. */
  reasons: HintReasons;
}

/** One legal move and what a search of it saw. */
export interface MoveScoreReport {
  pit: number;
  /** Hundredths of a seed for the player who makes it; beyond ±1000000 when the search sees the end. */
  score: number;
  /** The expected line, starting with `pit`. */
  line: number[];
}
"#;

impl From<Level> for oware_ayoayo_engine::Level {
    fn from(level: Level) -> oware_ayoayo_engine::Level {
        match level {
            Level::Beginner => oware_ayoayo_engine::Level::Beginner,
            Level::Casual => oware_ayoayo_engine::Level::Casual,
            Level::Intermediate => oware_ayoayo_engine::Level::Intermediate,
            Level::Strong => oware_ayoayo_engine::Level::Strong,
            Level::Maximum => oware_ayoayo_engine::Level::Maximum,
        }
    }
}

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds since the page or worker started,
    /// monotonic (unlike `Date.now()`, which follows the system clock).
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// The browser's monotonic clock, in milliseconds, on the page and in workers.
struct PerformanceClock;

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        performance_now()
    }
}

/// A JS number of milliseconds to search.
fn time_ms(value: f64) -> Result<u64, OutOfRange> {
    small_number(value, "time in milliseconds", 0, MAX_TIME_MS).map(u64::from)
}

#[derive(Serialize)]
struct SearchReport {
    pit: u8,
    score: i32,
    depth: u32,
    nodes: f64,
    pv: Vec<u8>,
    book: bool,
}

#[derive(Serialize)]
struct HintReport {
    pit: u8,
    text: String,
    reasons: HintReasons,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HintReasons {
    captures: u32,
    threatens: u32,
    defends: u32,
    feeds: bool,
    starves: bool,
    only_move: bool,
    others_lose_seeds: bool,
    wins: bool,
}

#[derive(Serialize)]
struct MovesReport {
    moves: Vec<MoveScoreReport>,
    reasons: HintReasons,
}

#[derive(Serialize)]
struct MoveScoreReport {
    pit: u8,
    score: i32,
    line: Vec<u8>,
}

impl From<&oware_ayoayo_engine::Hint> for HintReasons {
    fn from(hint: &oware_ayoayo_engine::Hint) -> HintReasons {
        HintReasons {
            captures: hint.captures,
            threatens: hint.threatens,
            defends: hint.defends,
            feeds: hint.feeds,
            starves: hint.starves,
            only_move: hint.only_move,
            others_lose_seeds: hint.others_lose_seeds,
            wins: hint.wins,
        }
    }
}

/// The move the computer plays at `level` (a `SearchReport`). `Strong`
/// and `Maximum` play the opening book's move in a position of the book
/// given to `useOpeningBook`, at once; otherwise they search for `timeMs`
/// (0 to 600000; `Strong` for at most 500 ms), finishing the first ply
/// whatever the time; the weaker levels
/// search to their fixed depth and ignore it. `seed` (a whole number from
/// 0 to 2^53 - 1) makes their choices reproducible. Throws if the game is
/// over or an argument is out of range.
#[wasm_bindgen]
pub fn think(
    game: &GameHandle,
    #[wasm_bindgen(unchecked_param_type = "Level")] level: f64,
    time_ms: f64,
    seed: f64,
) -> Result<JsValue, JsError> {
    let level = Level::from_number(level)?;
    let time_ms = self::time_ms(time_ms)?;
    let seed = whole_number(seed, "seed", 0, MAX_SEED)?;
    if matches!(level, Level::Strong | Level::Maximum) {
        if let Some((book_move, depth)) = book::probe(game.game().position()) {
            return to_js(&SearchReport {
                pit: book_move.pit.index() as u8,
                score: book_move.score,
                depth: u32::from(depth),
                nodes: 0.0,
                pv: vec![book_move.pit.index() as u8],
                book: true,
            });
        }
    }
    let result = with_searcher(game, |searcher| {
        oware_ayoayo_engine::choose_move(
            searcher,
            game.game(),
            level.into(),
            time_ms,
            seed,
            &PerformanceClock,
        )
    });
    report(&result)
}

/// Runs `search` with the module's searcher, cleared (a search's result
/// depends on its position and limits only) and given the endgame tables
/// of `game`'s variant if this instance has them.
fn with_searcher<T>(game: &GameHandle, search: impl FnOnce(&mut Searcher) -> T) -> T {
    SEARCHER.with_borrow_mut(|searcher| {
        searcher.clear();
        searcher.set_endgame_tables(endgame::loaded(game.game().rules().variant()));
        search(searcher)
    })
}

/// A search result as a `SearchReport`, or an error if there was no move.
fn report(result: &SearchResult) -> Result<JsValue, JsError> {
    let pit = result
        .best
        .ok_or_else(|| JsError::new("the game is over"))?;
    to_js(&SearchReport {
        pit: pit.index() as u8,
        score: result.score,
        depth: result.depth,
        nodes: result.nodes as f64,
        pv: result.pv.iter().map(|p| p.index() as u8).collect(),
        book: false,
    })
}

/// A full search of the current position to `depth` plies (1 to 100; a
/// `SearchReport`), for analysis and for measuring the engine's speed in the
/// browser. Throws if the game is over.
#[wasm_bindgen]
pub fn analyze(game: &GameHandle, depth: f64) -> Result<JsValue, JsError> {
    let depth = small_number(depth, "depth", 1, oware_ayoayo_engine::Limits::MAX_DEPTH)?;
    let limits = oware_ayoayo_engine::Limits::depth(depth);
    let result = with_searcher(game, |searcher| {
        searcher.search(game.game(), limits, &PerformanceClock, None)
    });
    report(&result)
}

/// The best move for the player to move, with a sentence explaining it (a
/// `HintReport`), from a search of `timeMs` (0 to 600000). Throws if the
/// game is over.
#[wasm_bindgen]
pub fn hint(game: &GameHandle, time_ms: f64) -> Result<JsValue, JsError> {
    let time_ms = self::time_ms(time_ms)?;
    let hint = with_searcher(game, |searcher| {
        oware_ayoayo_engine::hint(searcher, game.game(), time_ms, &PerformanceClock)
    })
    .ok_or_else(|| JsError::new("the game is over"))?;
    to_js(&HintReport {
        pit: hint.pit.index() as u8,
        text: hint.to_string(),
        reasons: HintReasons::from(&hint),
    })
}

/// Every legal move of the current position scored by a search of `depth`
/// plies (1 to 100), best first, with why the best is good (a
/// `MovesReport`): what a game review and the analysis panel show. Each
/// move gets a search of its own (`oware_ayoayo_engine::score_moves`), so the scores
/// compare exactly. Throws if the game is over.
#[wasm_bindgen(js_name = analyzeMoves, unchecked_return_type = "MovesReport")]
pub fn analyze_moves(game: &GameHandle, depth: f64) -> Result<JsValue, JsError> {
    let depth = small_number(depth, "depth", 1, oware_ayoayo_engine::Limits::MAX_DEPTH)?;
    let mut scores = with_searcher(game, |searcher| {
        oware_ayoayo_engine::score_moves(searcher, game.game(), depth, &PerformanceClock)
    });
    // The best first, equal scores in pit order (the order they come in).
    // Unstable with the pit as a key: the stable sort's code would be in the
    // module for this alone.
    scores.sort_unstable_by_key(|scored| (std::cmp::Reverse(scored.score), scored.pit));
    let best = scores
        .first()
        .ok_or_else(|| JsError::new("the game is over"))?;
    let hint = oware_ayoayo_engine::explain(game.game(), best.pit, &scores)
        .ok_or_else(|| JsError::new("the best move is not legal"))?;
    to_js(&MovesReport {
        moves: scores
            .iter()
            .map(|scored| MoveScoreReport {
                pit: scored.pit.index() as u8,
                score: scored.score,
                line: scored.line.iter().map(|p| p.index() as u8).collect(),
            })
            .collect(),
        reasons: HintReasons::from(&hint),
    })
}
