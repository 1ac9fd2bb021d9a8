//! Lines the engine has to say unasked (how its endgame tables' building
//! goes), said only where a GUI expects output.
//!
//! A GUI expects output within a search, from `go` to its `bestmove`;
//! Aualé's client reads an `info` line at any other time as a search's
//! report, with no search to give it to, and logs it as an unknown
//! response. So a notice that comes during a search is printed at once,
//! among the search's lines, and one that comes between searches waits
//! for the next `go` and leads its output.

use std::sync::{Mutex, MutexGuard};

/// The notices, shared by the command thread, the search and the tables'
/// building thread.
#[derive(Default)]
pub struct Notices {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    /// From `go` until its `bestmove` is printed.
    searching: bool,
    /// The notices that came between searches, oldest first.
    waiting: Vec<String>,
}

impl Notices {
    /// Prints `line` now if a search is under way, or with the next `go`.
    pub fn post(&self, line: String) {
        let mut state = self.lock();
        if state.searching {
            println!("{line}");
        } else {
            state.waiting.push(line);
        }
    }

    /// A `go` begins: prints the notices that waited for it.
    pub fn start_search(&self) {
        let mut state = self.lock();
        for line in state.waiting.drain(..) {
            println!("{line}");
        }
        state.searching = true;
    }

    /// A `go` ends with `bestmove`: prints it, and keeps later notices for
    /// the next `go`.
    pub fn end_search(&self, bestmove: &str) {
        let mut state = self.lock();
        println!("{bestmove}");
        state.searching = false;
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // Only plain fields are written under the lock: a panic while it
        // is held (a failed print) leaves them consistent.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
