//! A `go` search on a thread of its own, and how it ends.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

use oware_ayoayo::Game;
use oware_ayoayo_engine::{is_final_score, Limits, SearchResult, Searcher, StdClock};

use super::notices::Notices;

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
    /// The `bestmove` ends the search for `notices`.
    pub fn start(
        mut searcher: Searcher,
        game: Game,
        limits: Limits,
        hold: bool,
        notices: Arc<Notices>,
    ) -> Running {
        let stop = Arc::new(AtomicBool::new(false));
        let hold = Arc::new(AtomicBool::new(hold));
        let (stop_flag, hold_flag) = (Arc::clone(&stop), Arc::clone(&hold));
        // The time counts from `go`, not from when the thread gets to run.
        let clock = StdClock::new();
        let thread = std::thread::spawn(move || {
            let result =
                searcher.search_with(&game, limits, &clock, Some(&stop_flag), |iteration| {
                    print_info(iteration, clock.elapsed_ms());
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

/// `info depth D score cp S nodes N nps R time T pv LETTERS`; a finished
/// game is scored `mate M`, M moves (of both players) to its end.
fn print_info(result: &SearchResult, elapsed_ms: f64) {
    let score = if is_final_score(result.score) {
        let moves = (result.pv.len() as i32 + 1) / 2;
        format!("mate {}", if result.score > 0 { moves } else { -moves })
    } else {
        format!("cp {}", result.score)
    };
    let nps = (result.nodes as f64 / (elapsed_ms / 1000.0).max(1e-3)) as u64;
    let pv: String = result.pv.iter().map(|p| p.letter()).collect();
    println!(
        "info depth {} score {score} nodes {} nps {nps} time {} pv {pv}",
        result.depth, result.nodes, elapsed_ms as u64
    );
}
