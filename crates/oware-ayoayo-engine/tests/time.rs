//! Timed searches, with a clock the test controls: each look at it moves
//! it on by one millisecond. Since the search looks at the clock once per
//! fixed number of nodes, "time" here is a node count, and the tests do not
//! depend on the machine's speed.

use std::cell::Cell;

use oware_ayoayo::{Game, Position, Rules, Setup};
use oware_ayoayo_engine::{is_final_score, Clock, Limits, Searcher};

/// A clock that advances one millisecond every time it is read.
#[derive(Default)]
struct TickingClock {
    reads: Cell<u64>,
}

impl TickingClock {
    /// The time now, without moving the clock on.
    fn peek(&self) -> f64 {
        self.reads.get() as f64
    }
}

impl Clock for TickingClock {
    fn now_ms(&self) -> f64 {
        let now = self.reads.get();
        self.reads.set(now + 1);
        now as f64
    }
}

/// Positions after a few opening moves, where a search of a few hundred
/// clock reads runs out of time in the middle of an iteration.
fn games() -> Vec<Game> {
    ["", "C", "Fe", "AbB", "DaBd", "EeFb"]
        .iter()
        .map(|moves| {
            let mut game = Game::new(Rules::OWARE);
            for letter in moves.chars() {
                game.play(letter.to_string().parse().unwrap()).unwrap();
            }
            game
        })
        .collect()
}

#[test]
fn once_out_of_time_the_search_stops_looking_at_the_clock() {
    for (index, game) in games().iter().enumerate() {
        for budget in [20, 50, 90, 150, 200, 300, 450, 700, 1000, 1500] {
            let clock = TickingClock::default();
            let result = Searcher::new(16).search(game, Limits::time_ms(budget), &clock, None);
            // The read that finds the time up is the last one: an aborted
            // search must not carry on into another check interval.
            assert!(
                clock.peek() <= budget as f64 + 1.0,
                "game {index}, {budget} ms: the clock read {} at the end",
                clock.peek()
            );
            assert!(game.position().check(result.best.unwrap()).is_ok());
        }
    }
}

/// The hard limit of a search given `budget` ms: the time less 10% (1 to
/// 25 ms) kept back for answering.
fn hard_limit(budget: u64) -> f64 {
    budget as f64 - (budget as f64 * 0.10).clamp(1.0, 25.0)
}

#[test]
fn a_move_time_is_used_to_its_hard_limit_and_never_exceeded() {
    for (index, game) in games().iter().enumerate() {
        for budget in [100, 400, 1000] {
            let clock = TickingClock::default();
            let result = Searcher::new(16).search(game, Limits::time_ms(budget), &clock, None);
            let used = clock.peek();
            // The search passes the hard limit by at most one look at the
            // clock (one tick), and stops only there: time not used is lost.
            let hard = hard_limit(budget);
            assert!(
                (hard..=hard + 1.0).contains(&used),
                "game {index}: {used} of {budget} ms at depth {}",
                result.depth
            );
        }
    }
}

#[test]
fn time_kept_on_a_clock_is_used_at_least_half_and_never_exceeded() {
    for (index, game) in games().iter().enumerate() {
        for budget in [100, 400, 1000] {
            let clock = TickingClock::default();
            let limits = Limits {
                unused_time_kept: true,
                ..Limits::time_ms(budget)
            };
            let result = Searcher::new(16).search(game, limits, &clock, None);
            let used = clock.peek();
            assert!(
                used <= hard_limit(budget) + 1.0,
                "game {index}: {used} of {budget} ms"
            );
            assert!(
                used >= budget as f64 / 2.0,
                "game {index}: {used} of {budget} ms at depth {}",
                result.depth
            );
        }
    }
}

fn game(text: &str) -> Game {
    let setup: Setup = text.parse().unwrap();
    Game::from_position(Position::from_setup(setup, Rules::OWARE).unwrap())
}

#[test]
fn a_single_legal_move_is_played_at_once() {
    // South must feed North (O6), and only F reaches it.
    let game = game("1-0-0-0-0-1-0-0-0-0-0-0-23-23-S");
    assert_eq!(game.legal_moves().len(), 1);
    let clock = TickingClock::default();
    let result = Searcher::new(16).search(&game, Limits::time_ms(1000), &clock, None);
    assert_eq!(result.best, Some("F".parse().unwrap()));
    assert_eq!(result.depth, 1);
    assert!(clock.peek() <= 2.0, "{} clock reads", clock.peek());
}

#[test]
fn a_proven_result_is_played_at_once() {
    // F captures 3 and brings South to 25: a majority (O7).
    let game = game("0-0-0-0-1-1-2-0-0-0-0-4-22-18-S");
    let clock = TickingClock::default();
    let result = Searcher::new(16).search(&game, Limits::time_ms(1000), &clock, None);
    assert_eq!(result.best, Some("F".parse().unwrap()));
    assert!(is_final_score(result.score));
    assert!(clock.peek() <= 10.0, "{} clock reads", clock.peek());
}

#[test]
fn an_iteration_cut_short_changes_the_answer_only_with_a_better_move() {
    // With these positions and budgets, two answers come from an iteration
    // cut short (when written); the rest are those of a completed one.
    for game in games() {
        for budget in (30..=600).step_by(40) {
            let clock = TickingClock::default();
            let timed = Searcher::new(16).search(&game, Limits::time_ms(budget), &clock, None);
            // The same iterations, run to the end: no clock involved.
            let completed = Searcher::new(16).search(
                &game,
                Limits::depth(timed.depth),
                &TickingClock::default(),
                None,
            );
            assert_eq!(timed.depth, completed.depth);
            assert_eq!(timed.pv.first(), timed.best.as_ref());
            if timed.best == completed.best {
                // Nothing from the unfinished iteration is reported.
                assert_eq!((timed.score, &timed.pv), (completed.score, &completed.pv));
            } else {
                assert!(game.position().check(timed.best.unwrap()).is_ok());
            }
        }
    }
}
