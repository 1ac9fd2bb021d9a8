//! Endgames decided by the repetition rule (docs/rules.md O8), each with
//! every move's exact value under the real rules, and the engine on them.
//!
//! `tests/data/repetition-endgames.txt` holds positions met in self-play
//! with few seeds on the board. Each line is a game since its last capture
//! (a start position and the moves played from it, `-` for none) and, for
//! every legal move of its last position, what best play by both sides
//! after that move gives the mover: the final margin (their store less the
//! opponent's when the game ends), as `A+3`, or for a move worse than the
//! best whose exact value the search did not reach within its budget, a
//! bound on it, as `B<=-1`. The values come from [`solve`], an exhaustive
//! alpha-beta search of the real rules: every line followed to the end of
//! the game, a position that comes round again ending it with each side
//! taking its own row, and no table or evaluation involved.
//!
//! Few positions are solved within the search's budget (about 1 in 50 of
//! those with 4 to 8 seeds on the board; lone seeds chasing each other make
//! lines that run long before a position repeats), so making the file takes
//! an hour or more on a busy machine. To make it again, run by hand:
//! `cargo test --release -p oware-ayoayo-engine --test repetition_endgames -- --ignored --nocapture`
//! and keep the lines it prints.

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use oware_ayoayo::notation::parse_moves;
use oware_ayoayo::{game_tree, EndReason, Game, Pit, Player, Position, Rules, Setup, Variant};
use oware_ayoayo_engine::{is_final_score, EndgameTables, Limits, Searcher, StdClock};

const SUITE: &str = include_str!("data/repetition-endgames.txt");

/// What a move is worth to the player making it: a final margin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MoveValue {
    Exact(i32),
    AtMost(i32),
}

impl MoveValue {
    /// The value, or the most it can be.
    fn at_most(self) -> i32 {
        match self {
            MoveValue::Exact(value) | MoveValue::AtMost(value) => value,
        }
    }
}

impl fmt::Display for MoveValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveValue::Exact(value) => write!(f, "{value:+}"),
            MoveValue::AtMost(value) => write!(f, "<={value:+}"),
        }
    }
}

/// One position of the suite and the value of each of its moves.
struct Entry {
    game: Game,
    values: Vec<(Pit, MoveValue)>,
}

impl Entry {
    /// The best move's value: always exact.
    fn best(&self) -> i32 {
        self.values
            .iter()
            .map(|&(_, value)| value.at_most())
            .max()
            .unwrap()
    }

    fn value_of(&self, pit: Pit) -> MoveValue {
        self.values
            .iter()
            .find(|&&(played, _)| played == pit)
            .map(|&(_, value)| value)
            .unwrap_or_else(|| panic!("{pit} is not a move of {}", self.game.position()))
    }
}

fn suite() -> Vec<Entry> {
    SUITE
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(parse_entry)
        .collect()
}

/// `START MOVES A+3 B<=-1 ...`: see the module docs.
fn parse_entry(line: &str) -> Entry {
    let mut words = line.split_whitespace();
    let setup: Setup = words.next().unwrap().parse().unwrap();
    let mut game = Game::from_position(Position::from_setup(setup, Rules::OWARE).unwrap());
    let moves = words.next().unwrap();
    for pit in parse_moves(moves.trim_start_matches('-')).unwrap() {
        game.play(pit).unwrap();
    }
    let values = words
        .map(|word| {
            let (letter, value) = word.split_at(1);
            let pit = Pit::from_letter(letter.chars().next().unwrap()).unwrap();
            let value = match value.strip_prefix("<=") {
                Some(bound) => MoveValue::AtMost(bound.parse().unwrap()),
                None => MoveValue::Exact(value.parse().unwrap()),
            };
            (pit, value)
        })
        .collect();
    Entry { game, values }
}

/// The final margin of a finished game for `mover`.
fn margin(game_end: &Position, reason: EndReason, mover: Player) -> i32 {
    let stores = game_end.outcome_for(reason).stores;
    i32::from(*stores.get(mover)) - i32::from(*stores.get(mover.opponent()))
}

/// The exhaustive search's memory: bounds on the value of positions just
/// after a capture, which nothing earlier can repeat, so that their value
/// does not depend on the line that led to them; and the move that was
/// best or refuted the window when each position was last searched, tried
/// first the next time, on any line (it orders moves, it decides nothing).
#[derive(Default)]
struct Memory {
    after_capture: HashMap<Position, (i32, i32)>,
    best_moves: HashMap<Position, Pit>,
}

/// The value of `position`, just after a capture, searched within
/// (`alpha`, `beta`) as [`solve`] does, with what earlier searches of it
/// proved.
fn after_capture(
    position: Position,
    alpha: i32,
    beta: i32,
    known: &mut Memory,
    budget: &mut u64,
) -> Option<i32> {
    let (lower, upper) = known
        .after_capture
        .get(&position)
        .copied()
        .unwrap_or((-99, 99));
    if lower == upper || lower >= beta {
        return Some(lower);
    }
    if upper <= alpha {
        return Some(upper);
    }
    let value = solve(
        &mut vec![position],
        alpha.max(lower - 1),
        beta.min(upper + 1),
        known,
        budget,
    )?;
    // Fail-soft: a value at or below alpha is an upper bound, at or above
    // beta a lower one, in between exact.
    let mut bounds = (lower, upper);
    if value > alpha.max(lower - 1) {
        bounds.0 = bounds.0.max(value);
    }
    if value < beta.min(upper + 1) {
        bounds.1 = bounds.1.min(value);
    }
    known.after_capture.insert(position, bounds);
    Some(value)
}

/// The value for the player to move of the last position of `line` (the
/// positions since the last capture, none of them finished): the final
/// margin best play gives, by alpha-beta within (`alpha`, `beta`) over every
/// line of the real rules. `None` once `budget` nodes are spent.
fn solve(
    line: &mut Vec<Position>,
    mut alpha: i32,
    beta: i32,
    known: &mut Memory,
    budget: &mut u64,
) -> Option<i32> {
    *budget = budget.checked_sub(1)?;
    let position = *line.last().unwrap();
    let mut best = i32::MIN;
    let mut best_move = None;
    for (pit, child) in ordered_moves(&position, known.best_moves.get(&position).copied()) {
        let value = child_value(line, &child, -beta, -alpha, known, budget)?;
        if value > best {
            best = value;
            best_move = Some(pit);
        }
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    if let Some(pit) = best_move {
        known.best_moves.insert(position, pit);
    }
    Some(best)
}

/// The value for the player to move in `line`'s last position of moving to
/// `child` (sown, not yet judged), searched within the negated window.
fn child_value(
    line: &mut Vec<Position>,
    child: &Position,
    alpha: i32,
    beta: i32,
    known: &mut Memory,
    budget: &mut u64,
) -> Option<i32> {
    use EndReason::{Majority, NoMoves, Repetition};
    let position = *line.last().unwrap();
    let mover = position.turn();
    // The order of Game::play: majority (O7), repetition (O8), no move (O6).
    if child.has_majority() {
        return Some(margin(child, Majority, mover));
    }
    let captured = child.stores() != position.stores();
    if !captured && line.contains(child) {
        return Some(margin(child, Repetition, mover));
    }
    if child.legal_moves().is_empty() {
        return Some(margin(child, NoMoves, mover));
    }
    if captured {
        return Some(-after_capture(*child, alpha, beta, known, budget)?);
    }
    line.push(*child);
    let value = solve(line, alpha, beta, known, budget);
    line.pop();
    Some(-value?)
}

/// The moves of `position` with the positions they sow, `first` first,
/// then captures: the order only speeds the search up.
fn ordered_moves(position: &Position, first: Option<Pit>) -> Vec<(Pit, Position)> {
    let mover = position.turn();
    let mut moves: Vec<(Pit, Position)> = position
        .legal_moves()
        .into_iter()
        .map(|pit| (pit, game_tree::sow(position, pit).unwrap()))
        .collect();
    moves.sort_by_key(|&(pit, child)| {
        (
            Some(pit) != first,
            std::cmp::Reverse(*child.stores().get(mover)),
        )
    });
    moves
}

/// The nodes [`solve_moves`] searched for each position of the suite.
const SOLVE_BUDGET: u64 = 1_000_000;

/// Every legal move of `game`'s position with its value: exact for the
/// best moves, and for the others when a search of `budget` nodes more
/// finds it. `None` when the best value is not found within `budget`.
fn solve_moves(game: &Game, budget: u64) -> Option<Vec<(Pit, MoveValue)>> {
    let mut line: Vec<Position> = game.since_capture().copied().collect();
    line.reverse();
    let mut known = Memory::default();
    let mut left = budget;
    let best = solve(&mut line, -99, 99, &mut known, &mut left)?;
    let position = *game.position();
    let mut values = Vec::new();
    for pit in position.legal_moves() {
        let child = game_tree::sow(&position, pit).unwrap();
        // Whether the move reaches `best`: a null window around it.
        let bound = child_value(&mut line, &child, -best, 1 - best, &mut known, &mut left)?;
        let value = if bound >= best {
            MoveValue::Exact(best)
        } else {
            let mut more = budget;
            match child_value(&mut line, &child, -99, 99, &mut known, &mut more) {
                Some(value) => MoveValue::Exact(value),
                None => MoveValue::AtMost(bound),
            }
        };
        values.push((pit, value));
    }
    Some(values)
}

#[test]
fn the_suite_is_well_formed() {
    let suite = suite();
    assert!(suite.len() >= 20, "{} positions", suite.len());
    for entry in &suite {
        let position = entry.game.position();
        assert!(entry.game.outcome().is_none(), "{position} is finished");
        let listed: Vec<Pit> = entry.values.iter().map(|&(pit, _)| pit).collect();
        let legal: Vec<Pit> = entry.game.legal_moves().into_iter().collect();
        assert_eq!(listed, legal, "{position}");
        // Not every move is best: the position asks something of the engine.
        let best = entry.best();
        assert!(entry
            .values
            .iter()
            .any(|&(_, value)| value.at_most() < best));
        // The best value is exact.
        assert!(entry
            .values
            .contains(&(best_move(entry), MoveValue::Exact(best))));
    }
}

#[test]
fn a_sample_of_the_values_is_exact() {
    // Every third position, searched again from nothing: the same exact
    // values, and each bound still holds (a bound may now be exact).
    for entry in suite().iter().step_by(3) {
        let position = entry.game.position();
        let values = solve_moves(&entry.game, SOLVE_BUDGET)
            .unwrap_or_else(|| panic!("{position} is not solved"));
        for (&(pit, stored), &(solved_pit, solved)) in entry.values.iter().zip(&values) {
            assert_eq!(pit, solved_pit, "{position}");
            match stored {
                MoveValue::Exact(_) => assert_eq!(solved, stored, "{position} {pit}"),
                MoveValue::AtMost(bound) => assert!(solved.at_most() <= bound, "{position} {pit}"),
            }
        }
    }
}

/// A move of `entry` with the best value.
fn best_move(entry: &Entry) -> Pit {
    let best = entry.best();
    entry
        .values
        .iter()
        .find(|&&(_, value)| value.at_most() == best)
        .unwrap()
        .0
}

/// How the engine's moves compare with the best over the suite.
struct Score {
    /// Positions where the engine played a best move.
    solved: usize,
    /// Seeds of final margin lost by the engine's moves, at least.
    seeds_lost: i32,
    /// Positions where the engine's move loses a win or a draw.
    results_lost: usize,
}

fn engine_score(limits: Limits, tables: Option<&Arc<EndgameTables>>) -> Score {
    let mut score = Score {
        solved: 0,
        seeds_lost: 0,
        results_lost: 0,
    };
    for entry in suite() {
        let mut searcher = Searcher::new(18);
        if let Some(tables) = tables {
            searcher.use_endgame_tables(Arc::clone(tables));
        }
        let result = searcher.search(&entry.game, limits, &StdClock::new(), None);
        let played = entry.value_of(result.best.unwrap()).at_most();
        let best = entry.best();
        score.solved += usize::from(played == best);
        score.seeds_lost += best - played;
        score.results_lost += usize::from(played.signum() < best.signum());
    }
    score
}

#[test]
fn a_proven_result_is_the_true_result() {
    // A search that sees a forced end of the game must have the true
    // result, whatever it learned on other lines: a score found on a line
    // that repeated an earlier position must not stand for the same
    // position reached without it. (Only the result: a search stops at the
    // first forced win it proves, where a longer line may win by more.)
    let mut proven = 0;
    for entry in suite() {
        let result =
            Searcher::new(18).search(&entry.game, Limits::depth(30), &StdClock::new(), None);
        if is_final_score(result.score) {
            proven += 1;
            let played = entry.value_of(result.best.unwrap()).at_most();
            let position = entry.game.position();
            assert_eq!(result.score.signum(), entry.best().signum(), "{position}");
            assert_eq!(played.signum(), entry.best().signum(), "{position}");
        }
    }
    println!("{proven} proven");
}

#[test]
fn the_engine_finds_the_best_move_of_most_positions() {
    let total = suite().len();
    let tables = Arc::new(EndgameTables::build(Variant::Oware, 8));
    for (nodes, tables) in [(20_000, None), (20_000, Some(&tables))] {
        let score = engine_score(Limits::nodes(nodes), tables);
        println!(
            "{nodes} nodes, tables {}: best move in {} of {total}, {} seeds lost at least, {} results lost",
            if tables.is_some() { "up to 8 seeds" } else { "none" },
            score.solved,
            score.seeds_lost,
            score.results_lost
        );
        assert!(score.solved * 2 > total, "{} of {total}", score.solved);
    }
}

/// A small deterministic generator (xorshift), for the games below.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// `game`'s line since its last capture in the suite's format, with the
/// values of its moves.
fn entry_line(game: &Game, values: &[(Pit, MoveValue)]) -> String {
    let since = game.since_capture().count() - 1;
    let start = game.since_capture().last().unwrap();
    let plies = game.plies();
    let moves: String = plies[plies.len() - since..]
        .iter()
        .map(|ply| ply.pit.letter())
        .collect();
    let values: Vec<String> = values
        .iter()
        .map(|(pit, value)| format!("{}{value}", pit.letter()))
        .collect();
    let moves = if moves.is_empty() { "-".into() } else { moves };
    format!("{start} {moves} {}", values.join(" "))
}

/// Makes the suite: self-play games from random openings, the engine's
/// moves mixed with random ones, and from each game up to three positions
/// with 4 to `MAX_BOARD_SEEDS` seeds on the board whose moves do not
/// all have the same value and that the exhaustive search solves within
/// its budget.
#[test]
#[ignore = "makes the suite's data file; minutes in release"]
fn make_the_suite() {
    const MAX_BOARD_SEEDS: u32 = 8;
    const WANTED: usize = 100;
    let mut attempts = 0;
    let mut rng = Rng(0x05ee_de4d_9a40);
    let mut kept = std::collections::HashSet::new();
    let mut searcher = Searcher::new(18);
    println!("# START MOVES VALUES: see tests/repetition_endgames.rs");
    while kept.len() < WANTED {
        let mut game = Game::new(Rules::OWARE);
        let opening = 6 + rng.below(12);
        let mut from_this_game = 0;
        while game.outcome().is_none() && from_this_game < 3 {
            let position = *game.position();
            let on_board = position.total_seeds()
                - u32::from(position.stores().south + position.stores().north);
            if (4..=MAX_BOARD_SEEDS).contains(&on_board) && rng.below(2) == 0 {
                attempts += 1;
                if let Some(values) = solve_moves(&game, SOLVE_BUDGET) {
                    let best = values.iter().map(|&(_, value)| value.at_most()).max();
                    let line = entry_line(&game, &values);
                    let worse = values
                        .iter()
                        .any(|&(_, value)| Some(value.at_most()) < best);
                    if worse && kept.insert(line.clone()) {
                        println!("{line}");
                        eprintln!("{} of {attempts} kept", kept.len());
                        from_this_game += 1;
                    }
                }
            }
            let moves: Vec<Pit> = game.legal_moves().into_iter().collect();
            let pit = if game.plies().len() < opening || rng.below(7) == 0 {
                moves[rng.below(moves.len())]
            } else {
                searcher.clear();
                let limits = Limits::nodes(5_000);
                searcher
                    .search(&game, limits, &StdClock::new(), None)
                    .best
                    .unwrap()
            };
            game.play(pit).unwrap();
        }
    }
}
