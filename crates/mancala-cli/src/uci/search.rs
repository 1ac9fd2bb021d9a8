//! A `go` search on a thread of its own, and how it ends.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

use oware_ayoayo::Game;
use oware_ayoayo_engine::{is_final_score, Limits, Score, SearchResult, Searcher, StdClock, WIN};

use super::notices::Notices;

/// What `ProvenScoresAsCp` adds to a proven result's final seed margin,
/// in hundredths of a seed: 100 seeds, beyond any estimate (a board holds
/// 48). A GUI that shows `cp` as seeds, as Aualé does, shows a proven win
/// by 7 seeds as +107.00 and a proven loss by 7 as -107.00.
const PROVEN_CP_OFFSET: i32 = 10_000;

/// A search running on its own thread. It prints an `info` line after
/// every iteration and, when it ends, one `bestmove` (`0000` if the game
/// is over). A held search (`go infinite`, `go ponder`) prints its
/// `bestmove` only once stopped or released, however soon the search
/// itself ends (in a finished or proven position, at once).
pub struct Running {
    stop: Arc<AtomicBool>,
    hold: Arc<AtomicBool>,
    thread: JoinHandle<Searcher>,
}

impl Running {
    /// Searches `game` within `limits`; with `hold`, keeps the `bestmove`
    /// until [`release`](Running::release) or [`stop`](Running::stop).
    /// The `bestmove` ends the search for `notices`; with `proven_as_cp`,
    /// `info` lines give a proven result as a `cp` beyond any estimate
    /// rather than as `mate`.
    pub fn start(
        mut searcher: Searcher,
        game: Game,
        limits: Limits,
        hold: bool,
        notices: Arc<Notices>,
        proven_as_cp: bool,
    ) -> Running {
        let stop = Arc::new(AtomicBool::new(false));
        let hold = Arc::new(AtomicBool::new(hold));
        let (stop_flag, hold_flag) = (Arc::clone(&stop), Arc::clone(&hold));
        // The time counts from `go`, not from when the thread gets to run.
        let clock = StdClock::new();
        let thread = std::thread::spawn(move || {
            let result =
                searcher.search_with(&game, limits, &clock, Some(&stop_flag), |iteration| {
                    print_info(iteration, clock.elapsed_ms(), proven_as_cp);
                });
            // `release` and `stop` clear the flag or set `stop`, then unpark.
            while hold_flag.load(Ordering::Acquire) && !stop_flag.load(Ordering::Acquire) {
                std::thread::park();
            }
            notices.end_search(&match result.best {
                Some(pit) => match result.pv.get(1) {
                    Some(reply) => format!("bestmove {pit} ponder {reply}"),
                    None => format!("bestmove {pit}"),
                },
                None => "bestmove 0000".to_owned(),
            });
            searcher
        });
        Running { stop, hold, thread }
    }

    /// Whether the search has ended and printed its `bestmove`.
    pub fn is_finished(&self) -> bool {
        self.thread.is_finished()
    }

    /// Lets a held search print its `bestmove` as soon as it ends.
    pub fn release(&self) {
        self.hold.store(false, Ordering::Release);
        self.thread.thread().unpark();
    }

    /// Stops the search, waits for its `bestmove` and gives its searcher
    /// back (`None` if the search failed).
    pub fn stop(self) -> Option<Searcher> {
        self.stop.store(true, Ordering::Release);
        self.thread.thread().unpark();
        self.thread.join().ok()
    }
}

/// `info depth D score cp S nodes N nps R time T pv LETTERS`. A finished
/// game is scored `mate M`, M moves (of both players) to its end, or with
/// `proven_as_cp` as [`proven_cp`].
fn print_info(result: &SearchResult, elapsed_ms: f64, proven_as_cp: bool) {
    let score = if !is_final_score(result.score) {
        format!("cp {}", result.score)
    } else if proven_as_cp {
        format!("cp {}", proven_cp(result.score))
    } else {
        let moves = (result.pv.len() as i32 + 1) / 2;
        format!("mate {}", if result.score > 0 { moves } else { -moves })
    };
    let nps = (result.nodes as f64 / (elapsed_ms / 1000.0).max(1e-3)) as u64;
    let pv: String = result.pv.iter().map(|p| p.letter()).collect();
    println!(
        "info depth {} score {score} nodes {} nps {nps} time {} pv {pv}",
        result.depth, result.nodes, elapsed_ms as u64
    );
}

/// A finished game's score as `cp`: its final seed margin (stores at the
/// end, in hundredths) plus [`PROVEN_CP_OFFSET`], with the score's sign.
fn proven_cp(score: Score) -> i32 {
    // A finished game scores WIN + 100 × margin − the plies to its end
    // (see `Score`): exact while the end is fewer than 100 plies away.
    let margin = ((score.abs() - WIN + 99) / 100).max(1);
    score.signum() * (PROVEN_CP_OFFSET + 100 * margin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proven_result_as_cp_is_its_seed_margin_beyond_100_seeds() {
        // Won by 7 seeds 1 ply away; lost by 3 seeds 12 plies away.
        assert_eq!(proven_cp(WIN + 700 - 1), 10_700);
        assert_eq!(proven_cp(-(WIN + 300 - 12)), -10_300);
        assert_eq!(proven_cp(WIN + 100 - 99), 10_100);
    }
}
