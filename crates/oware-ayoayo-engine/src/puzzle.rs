//! Puzzles: positions where one move wins clearly more than any other.
//!
//! A position is a puzzle when, for the side to move, one first move scores
//! at least [`PuzzleSearch::margin`] better than the second best, both at
//! the depth that finds it and at a deeper one that verifies it, and the
//! solution line gains real material (seeds in the solver's store against
//! the opponent's). Every search starts from a cleared [`Searcher`] of
//! [`PUZZLE_TABLE_BITS`], on a game that begins at the position (no
//! earlier history), so a puzzle is found, and checked again, the same way
//! on every machine.

use oware_ayoayo::{Game, Pit, Player, Position};

use crate::analysis::{score_moves, MoveScore};
use crate::score::{is_final, Score, WIN};
use crate::search::{Clock, Searcher};

/// The transposition table size of every puzzle search: results depend on
/// it (through table collisions), so finding and checking use the same.
pub const PUZZLE_TABLE_BITS: u32 = 18;

/// How deep puzzles are searched and how clearly the solution must win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleSearch {
    /// The depth (plies, see [`score_moves`]) at which a solution is found.
    pub find_depth: u32,
    /// The deeper depth at which it must still be the unique best.
    pub verify_depth: u32,
    /// How much better than every other move a solver's move must score,
    /// in hundredths of a seed.
    pub margin: Score,
    /// The fewest seeds the solution line must gain.
    pub min_gain: i32,
    /// The most moves the solver makes in one solution line.
    pub max_solver_moves: usize,
}

impl PuzzleSearch {
    /// The settings of the shipped puzzles (README.md, "Puzzles"): found at
    /// depth 6, verified at depth 10, by a margin of 2 seeds, gaining at
    /// least 2 seeds, in at most 3 moves of the solver.
    pub const SHIPPED: PuzzleSearch = PuzzleSearch {
        find_depth: 6,
        verify_depth: 10,
        margin: 200,
        min_gain: 2,
        max_solver_moves: 3,
    };
}

/// A wrong move at one step of a puzzle, and the engine's answer to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// The wrong move.
    pub pit: Pit,
    /// The engine's reply, `None` when the move ends the game.
    pub reply: Option<Pit>,
    /// How many seeds it loses against the solution, at least 1.
    pub loss: i32,
}

/// A position with one clearly best line for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position to solve.
    pub start: Position,
    /// The solution: the solver's moves and the replies, alternately, from
    /// the solver's first move to the reply to the last.
    pub line: Vec<Pit>,
    /// Seeds gained over the line: the solver's store minus the opponent's,
    /// at its end against at its start.
    pub gain: i32,
    /// The smallest depth at which the first move is the unique best by
    /// the margin: the puzzle's difficulty.
    pub depth: u32,
    /// For each of the solver's moves, the other legal moves refuted.
    pub refutations: Vec<Vec<Refutation>>,
}

/// The best move of `game` at `depth` from a cleared searcher, with every
/// move's score, when it beats every other move by at least `margin`.
pub fn unique_best(
    searcher: &mut Searcher,
    game: &Game,
    depth: u32,
    margin: Score,
    clock: &dyn Clock,
) -> Option<(MoveScore, Vec<MoveScore>)> {
    searcher.clear();
    let scores = score_moves(searcher, game, depth, clock);
    let best = scores.iter().max_by_key(|scored| scored.score)?.clone();
    let clear = scores
        .iter()
        .filter(|scored| scored.pit != best.pit)
        .all(|scored| i64::from(best.score) - i64::from(scored.score) >= i64::from(margin));
    (clear && scores.len() > 1).then_some((best, scores))
}

/// The puzzle at `start`, if it is one under `settings`.
pub fn find_puzzle(
    searcher: &mut Searcher,
    start: &Position,
    settings: &PuzzleSearch,
    clock: &dyn Clock,
) -> Option<Puzzle> {
    let solver = start.turn();
    let mut game = Game::from_position(*start);
    let first = solver_step(searcher, &game, settings, clock)?;
    let mut line = Vec::new();
    let mut refutations = Vec::new();
    let mut gain = 0;
    let mut step = Some(first);
    while let Some((best, scores)) = step.take() {
        let mut extended = game.clone();
        extended.play(best.pit).ok()?;
        let reply = best.line.get(1).copied();
        if let Some(reply) = reply {
            extended.play(reply).ok()?;
        }
        let extended_gain = material(extended.position(), solver) - material(start, solver);
        // A further move of the solver belongs to the line only if it wins more.
        if !line.is_empty() && extended_gain <= gain {
            break;
        }
        line.push(best.pit);
        line.extend(reply);
        refutations.push(refute(&best, &scores));
        gain = extended_gain;
        game = extended;
        if reply.is_some()
            && game.outcome().is_none()
            && refutations.len() < settings.max_solver_moves
        {
            step = solver_step(searcher, &game, settings, clock);
        }
    }
    if gain < settings.min_gain {
        return None;
    }
    let first_pit = line[0];
    let at_start = Game::from_position(*start);
    let depth = (1..=settings.find_depth).find(|&depth| {
        unique_best(searcher, &at_start, depth, settings.margin, clock)
            .is_some_and(|(best, _)| best.pit == first_pit)
    })?;
    Some(Puzzle {
        start: *start,
        line,
        gain,
        depth,
        refutations,
    })
}

/// The solver's move in `game` when it is the unique best by the margin at
/// both the finding and the verifying depth, with the verifying scores.
fn solver_step(
    searcher: &mut Searcher,
    game: &Game,
    settings: &PuzzleSearch,
    clock: &dyn Clock,
) -> Option<(MoveScore, Vec<MoveScore>)> {
    let (found, _) = unique_best(searcher, game, settings.find_depth, settings.margin, clock)?;
    let (verified, scores) = unique_best(
        searcher,
        game,
        settings.verify_depth,
        settings.margin,
        clock,
    )?;
    (verified.pit == found.pit).then_some((verified, scores))
}

/// Every move but `best`, with its refuting reply and its loss in seeds.
fn refute(best: &MoveScore, scores: &[MoveScore]) -> Vec<Refutation> {
    scores
        .iter()
        .filter(|scored| scored.pit != best.pit)
        .map(|scored| Refutation {
            pit: scored.pit,
            reply: scored.line.get(1).copied(),
            loss: ((in_seeds(best.score) - in_seeds(scored.score)) / 100).max(1),
        })
        .collect()
}

/// A score on the scale of seeds (hundredths): a finished game's score is
/// its final seed margin, rounded, without the win or loss bonus.
fn in_seeds(score: Score) -> Score {
    if !is_final(score) {
        return score;
    }
    let margin = score - WIN * score.signum();
    (margin + 50 * margin.signum()) / 100 * 100
}

/// The solver's store minus the opponent's.
fn material(position: &Position, solver: Player) -> i32 {
    let stores = position.stores();
    i32::from(*stores.get(solver)) - i32::from(*stores.get(solver.opponent()))
}

#[cfg(test)]
mod tests {
    use oware_ayoayo::{Rules, Setup};

    use super::*;
    use crate::search::StdClock;

    fn position(text: &str, rules: Rules) -> Position {
        let setup: Setup = text.parse().expect("a position text");
        Position::from_setup(setup, rules).expect("a legal position")
    }

    #[test]
    fn finished_scores_count_their_seed_margin() {
        assert_eq!(in_seeds(WIN + 600 - 7), 600);
        assert_eq!(in_seeds(-WIN - 400 + 9), -400);
        assert_eq!(in_seeds(-250), -250);
    }

    #[test]
    fn material_is_seen_from_the_solver() {
        let start = position("4-4-4-4-4-4-4-4-4-4-4-0-3-1-N", Rules::OWARE);
        assert_eq!(material(&start, Player::South), 2);
        assert_eq!(material(&start, Player::North), -2);
    }

    #[test]
    fn a_lone_capture_is_found_with_its_refutations() {
        // South's F (3 seeds) sows a, b and c into 2, 2 and 3 and takes all
        // seven; A only moves a seed along.
        let start = position("1-0-0-0-0-3-1-1-2-5-5-5-12-13-S", Rules::OWARE);
        let puzzle = find_puzzle(
            &mut Searcher::new(PUZZLE_TABLE_BITS),
            &start,
            &PuzzleSearch::SHIPPED,
            &StdClock::new(),
        )
        .expect("a puzzle");
        assert_eq!(puzzle.line[0], Pit::from_letter('F').unwrap());
        assert!(puzzle.gain >= 2, "gain {}", puzzle.gain);
        assert!((1..=PuzzleSearch::SHIPPED.find_depth).contains(&puzzle.depth));
        assert_eq!(puzzle.refutations.len(), puzzle.line.len().div_ceil(2));
        let wrong = &puzzle.refutations[0];
        assert_eq!(wrong.len(), 1);
        assert_eq!(wrong[0].pit, Pit::from_letter('A').unwrap());
        assert!(wrong[0].loss >= 2, "loss {}", wrong[0].loss);
    }

    #[test]
    fn the_opening_position_is_no_puzzle() {
        let start = Position::new(Rules::OWARE);
        let found = find_puzzle(
            &mut Searcher::new(PUZZLE_TABLE_BITS),
            &start,
            &PuzzleSearch::SHIPPED,
            &StdClock::new(),
        );
        assert_eq!(found, None);
    }
}
