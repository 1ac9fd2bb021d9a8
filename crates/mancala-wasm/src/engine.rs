//! The computer player and hints. Both search synchronously: call them in a
//! Web Worker, never on the page's main thread.

use mancala_ai::{Clock, SearchResult, Searcher};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::endgame;
use crate::trace::to_js;
use crate::GameHandle;

/// Transposition table of a search: 2^20 entries of 16 bytes (16 MiB).
const TABLE_BITS: u32 = 20;

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
}

/** The best move for the player to move, explained. */
export interface HintReport {
  pit: number;
  /** One English sentence, e.g. "Play C: it captures 4 seeds." */
  text: string;
}
"#;

/// The computer's strength.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Level {
    /// Looks two plies ahead and makes believable mistakes.
    Beginner = 0,
    /// Looks four plies ahead, with some carelessness.
    Casual = 1,
    /// Looks eight plies ahead and rarely errs.
    Intermediate = 2,
    /// Full search for up to half a second.
    Strong = 3,
    /// Full search within the time given, never over it; it answers early
    /// only when it sees the result or has a single move, or when another
    /// iteration is unlikely to be worth starting.
    Maximum = 4,
}

impl From<Level> for mancala_ai::Level {
    fn from(level: Level) -> mancala_ai::Level {
        match level {
            Level::Beginner => mancala_ai::Level::Beginner,
            Level::Casual => mancala_ai::Level::Casual,
            Level::Intermediate => mancala_ai::Level::Intermediate,
            Level::Strong => mancala_ai::Level::Strong,
            Level::Maximum => mancala_ai::Level::Maximum,
        }
    }
}

/// The browser's clock, in milliseconds.
struct DateClock;

impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

#[derive(Serialize)]
struct SearchReport {
    pit: u8,
    score: i32,
    depth: u32,
    nodes: f64,
    pv: Vec<u8>,
}

#[derive(Serialize)]
struct HintReport {
    pit: u8,
    text: String,
}

/// The move the computer plays at `level`, thinking at most `timeMs`
/// (a `SearchReport`). `seed` makes the weaker levels' choices
/// reproducible. Throws if the game is over.
#[wasm_bindgen]
pub fn think(game: &GameHandle, level: Level, time_ms: u32, seed: f64) -> Result<JsValue, JsError> {
    let mut searcher = searcher(game);
    let result = mancala_ai::choose_move(
        &mut searcher,
        game.game(),
        level.into(),
        time_ms.into(),
        seed as u64,
        &DateClock,
    );
    report(&result)
}

/// A searcher for `game`, with the endgame tables of its game given to
/// this instance, if any.
fn searcher(game: &GameHandle) -> Searcher {
    let mut searcher = Searcher::new(TABLE_BITS);
    if let Some(tables) = endgame::loaded(game.game().rules().variant()) {
        searcher.use_endgame_tables(tables);
    }
    searcher
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
    })
}

/// A full search of the current position to `depth` plies (a
/// `SearchReport`), for analysis and for measuring the engine's speed in the
/// browser. Throws if the game is over.
#[wasm_bindgen]
pub fn analyze(game: &GameHandle, depth: u32) -> Result<JsValue, JsError> {
    let limits = mancala_ai::Limits::depth(depth.clamp(1, mancala_ai::Limits::MAX_DEPTH));
    let result = searcher(game).search(game.game(), limits, &DateClock, None);
    report(&result)
}

/// The best move for the player to move, with a sentence explaining it (a
/// `HintReport`), from a search of `timeMs`. Throws if the game is over.
#[wasm_bindgen]
pub fn hint(game: &GameHandle, time_ms: u32) -> Result<JsValue, JsError> {
    let mut searcher = searcher(game);
    let hint = mancala_ai::hint(&mut searcher, game.game(), time_ms.into(), &DateClock)
        .ok_or_else(|| JsError::new("the game is over"))?;
    to_js(&HintReport {
        pit: hint.pit.index() as u8,
        text: hint.to_string(),
    })
}
