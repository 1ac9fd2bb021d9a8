//! How long a timed search thinks: a hard limit it never passes and a soft
//! limit that decides whether another iteration is worth starting.
//!
//! A move's own time (`go movetime`, a level's) is lost if unused: the
//! search starts iterations until the hard limit. An iteration the limit
//! cuts short still counts when its first move was searched to the end
//! (see [`Searcher`](crate::Searcher)).
//!
//! A game clock (`go wtime ... btime ...`) is turned into a move's time by
//! [`move_time_from_clock`], and what the move leaves stays on the clock:
//! another iteration starts while less than [`SOFT_SHARE`] of the time is
//! gone, or [`UNSTABLE_SHARE`] when the last iteration changed its mind (a
//! new best move) or saw its score drop, since more depth is then most
//! likely to change the move played.

use crate::score::Score;

/// The share of the hard limit after which no new iteration starts...
const SOFT_SHARE: f64 = 0.55;
/// ...and the larger share when the last iteration was unstable.
const UNSTABLE_SHARE: f64 = 0.85;
/// A score drop from one iteration to the next that counts as unstable, in
/// hundredths of a seed.
const SCORE_DROP: Score = 30;
/// The share of the time kept back for answering, between...
///
/// At 5% a 100 ms move came up to 27 ms late on a loaded 2-core machine
/// (11 of 40 answers): a process waiting for a core at its deadline answers
/// only once it gets one. 10% (at most 25 ms, so longer moves lose no more
/// than 2.5%) absorbs most of that wait.
const MARGIN_SHARE: f64 = 0.10;
/// ...one millisecond and this many.
const MAX_MARGIN_MS: f64 = 25.0;

/// The moves a game clock is assumed to have to last for, when the GUI does
/// not say (`movestogo`): most Oware games take 30 to 60 moves a side.
const DEFAULT_MOVES_TO_GO: u64 = 30;
/// The most of the remaining time one move may take...
const MAX_CLOCK_SHARE: f64 = 0.8;
/// ...keeping back at least this many milliseconds for the moves after it.
const MIN_CLOCK_RESERVE_MS: u64 = 20;

/// What a game clock allows the player to move: `remaining_ms` left,
/// `increment_ms` added after each move, and `moves_to_go` moves before the
/// next time control (`None`: the rest of the game).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameClock {
    /// Time left on the player's clock.
    pub remaining_ms: u64,
    /// Time added after each of the player's moves.
    pub increment_ms: u64,
    /// Moves to make before the clock is next filled, if it ever is.
    pub moves_to_go: Option<u64>,
}

/// The time to give this move (as `go movetime`) from a game clock: an
/// equal share of the remaining time over the moves to go (or 30) plus the
/// increment, but never more than 80% of the remaining time, nor so much
/// that less than 20 ms is left: with less than that on the clock the move
/// gets no time, and the search only completes its first iteration.
#[must_use]
pub fn move_time_from_clock(clock: GameClock) -> u64 {
    let moves = clock.moves_to_go.unwrap_or(DEFAULT_MOVES_TO_GO).max(1);
    let share = (clock.remaining_ms / moves).saturating_add(clock.increment_ms);
    let by_share = (clock.remaining_ms as f64 * MAX_CLOCK_SHARE) as u64;
    let by_reserve = clock.remaining_ms.saturating_sub(MIN_CLOCK_RESERVE_MS);
    share.min(by_share).min(by_reserve)
}

/// The limits of a search given `movetime_ms`, in milliseconds from its start.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct TimeBudget {
    /// The search stops here, finished or not.
    pub hard_ms: f64,
    /// No iteration starts after this...
    soft_ms: f64,
    /// ...or after this when the last one was unstable.
    unstable_ms: f64,
}

/// What the last two completed iterations found, for the soft limit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Progress {
    /// The best move changed from the iteration before.
    pub best_changed: bool,
    /// How much the score fell since the iteration before (negative: rose).
    pub score_drop: Score,
}

impl TimeBudget {
    /// The budget of a move given `movetime_ms`: the hard limit keeps back a
    /// small margin (10%, from 1 to 25 ms) so that the answer arrives in
    /// time. With `unused_time_kept` (a game clock's), the soft limits stop
    /// early; otherwise they are the hard limit.
    pub fn new(movetime_ms: u64, unused_time_kept: bool) -> TimeBudget {
        let given = movetime_ms as f64;
        let margin = (given * MARGIN_SHARE).clamp(1.0, MAX_MARGIN_MS);
        let hard_ms = (given - margin).max(0.0);
        let (soft, unstable) = if unused_time_kept {
            (SOFT_SHARE, UNSTABLE_SHARE)
        } else {
            (1.0, 1.0)
        };
        TimeBudget {
            hard_ms,
            soft_ms: hard_ms * soft,
            unstable_ms: hard_ms * unstable,
        }
    }

    /// Whether to start another iteration `elapsed_ms` into the search.
    pub fn starts_iteration(&self, elapsed_ms: f64, progress: Progress) -> bool {
        let unstable = progress.best_changed || progress.score_drop >= SCORE_DROP;
        elapsed_ms
            < if unstable {
                self.unstable_ms
            } else {
                self.soft_ms
            }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STABLE: Progress = Progress {
        best_changed: false,
        score_drop: 0,
    };

    #[test]
    fn the_hard_limit_keeps_back_a_small_margin() {
        for kept in [false, true] {
            let hard = |ms| TimeBudget::new(ms, kept).hard_ms;
            assert_eq!(hard(100), 90.0);
            assert_eq!(hard(200), 180.0);
            assert_eq!(hard(500), 475.0);
            assert_eq!(hard(1000), 975.0);
            assert_eq!(hard(10), 9.0);
            assert_eq!(hard(5), 4.0);
            assert_eq!(hard(0), 0.0);
        }
    }

    #[test]
    fn a_move_time_starts_iterations_until_the_hard_limit() {
        let budget = TimeBudget::new(1000, false);
        assert!(budget.starts_iteration(900.0, STABLE));
        assert!(budget.starts_iteration(974.0, STABLE));
        assert!(!budget.starts_iteration(975.0, STABLE));
    }

    fn clock(remaining_ms: u64, increment_ms: u64, moves_to_go: Option<u64>) -> u64 {
        move_time_from_clock(GameClock {
            remaining_ms,
            increment_ms,
            moves_to_go,
        })
    }

    #[test]
    fn a_clock_is_shared_over_the_moves_to_go_plus_the_increment() {
        assert_eq!(clock(60_000, 0, None), 2_000);
        assert_eq!(clock(60_000, 500, None), 2_500);
        assert_eq!(clock(60_000, 0, Some(10)), 6_000);
        assert_eq!(clock(60_000, 1_000, Some(20)), 4_000);
        assert_eq!(clock(1_000, 0, None), 33);
    }

    #[test]
    fn a_move_never_takes_most_of_what_is_left() {
        // The last move before the control may take 80%, not all of it.
        assert_eq!(clock(10_000, 0, Some(1)), 8_000);
        // A large increment on a nearly empty clock is not spent ahead.
        assert_eq!(clock(1_000, 5_000, None), 800);
        // 20 ms are kept back once 80% would leave less.
        assert_eq!(clock(50, 1_000, None), 30);
        assert_eq!(clock(10, 0, Some(1)), 0);
        assert_eq!(clock(0, 0, None), 0);
        // Zero moves to go is read as one; no overflow at the extremes.
        assert_eq!(clock(10_000, 0, Some(0)), 8_000);
        assert_eq!(
            clock(u64::MAX, u64::MAX, None),
            (u64::MAX as f64 * 0.8) as u64
        );
    }

    #[test]
    fn on_a_clock_a_stable_search_starts_iterations_until_the_soft_limit() {
        let budget = TimeBudget::new(1000, true);
        assert!(budget.starts_iteration(0.0, STABLE));
        assert!(budget.starts_iteration(536.0, STABLE));
        assert!(!budget.starts_iteration(537.0, STABLE));
        assert!(!budget.starts_iteration(900.0, STABLE));
    }

    #[test]
    fn on_a_clock_a_new_best_move_or_a_falling_score_extends_the_soft_limit() {
        let budget = TimeBudget::new(1000, true);
        let changed = Progress {
            best_changed: true,
            ..STABLE
        };
        let dropped = Progress {
            score_drop: SCORE_DROP,
            ..STABLE
        };
        let small_drop = Progress {
            score_drop: SCORE_DROP - 1,
            ..STABLE
        };
        let rose = Progress {
            score_drop: -500,
            ..STABLE
        };
        for unstable in [changed, dropped] {
            assert!(budget.starts_iteration(700.0, unstable));
            assert!(budget.starts_iteration(828.0, unstable));
            assert!(!budget.starts_iteration(829.0, unstable));
        }
        for stable in [small_drop, rose] {
            assert!(!budget.starts_iteration(700.0, stable));
        }
    }
}
