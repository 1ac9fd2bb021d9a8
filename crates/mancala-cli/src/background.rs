//! Endgame tables built, or mapped from a file, in the background for
//! `uci`, `play` and `match`.

use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use oware_ayoayo::{Rules, Variant};
use oware_ayoayo_engine::EndgameTables;

use crate::endgame::{describe_tables, map_tables, TablesChoice};

/// Endgame tables built on one thread of their own, one set at a time. A
/// new request cancels the build in progress, which stops before its next
/// layer, and replaces any request not yet started; dropping the
/// `Background` cancels it too. So there is never more than one build, and
/// only the tables last asked for are kept. While a build goes on, the
/// layers solved so far are handed out: the largest tables that may be
/// built (16 seeds) take a minute or more, those of 12 seeds a few
/// seconds, and a search uses what there is.
pub struct Background {
    shared: Arc<Shared>,
}

/// What the caller and the building thread share.
struct Shared {
    work: Mutex<Work>,
    /// Signalled when a request comes, a build ends or the caller leaves.
    changed: Condvar,
}

#[derive(Default)]
struct Work {
    /// The number of the latest request (0: none yet).
    request: u64,
    /// The tables the latest request asks for, if any.
    wanted: Option<(Variant, TablesChoice)>,
    /// The latest request the thread has finished with.
    done: u64,
    /// The tables built for request `done`, or, while request `request`
    /// is being built, its layers solved so far.
    ready: Option<Arc<EndgameTables>>,
    /// Set when the `Background` is dropped: the thread ends.
    closed: bool,
}

impl Background {
    /// A building thread with nothing to build yet; `report` is told in
    /// words when a build starts and when it ends, ready or cancelled.
    pub fn new(report: impl Fn(String) + Send + 'static) -> Background {
        let shared = Arc::new(Shared {
            work: Mutex::new(Work::default()),
            changed: Condvar::new(),
        });
        let worker = Arc::clone(&shared);
        std::thread::spawn(move || worker.serve(report));
        Background { shared }
    }

    /// Provides the tables `choice` names for `rules`, silently.
    pub fn start(rules: Rules, choice: &TablesChoice) -> Background {
        let background = Background::new(|_| {});
        background.build(rules, choice);
        background
    }

    /// Asks for the tables `choice` names for `rules` (none for rules other
    /// than a game's standard ones), in place of the tables asked for
    /// before. A folder's file that cannot be used is reported, and tables
    /// of the choice's seeds built instead.
    pub fn build(&self, rules: Rules, choice: &TablesChoice) {
        let variant = rules.variant();
        let wanted = (choice.seeds > 0 || choice.folder.is_some()) && rules == Rules::from(variant);
        let mut work = self.shared.lock();
        work.request += 1;
        work.wanted = wanted.then(|| (variant, choice.clone()));
        work.ready = None;
        self.shared.changed.notify_all();
    }

    /// The tables last asked for, as far as they are built (the first
    /// layers of a build in progress, or none yet); with `wait`, waits until
    /// they are all built (or turn out to be none).
    pub fn get(&self, wait: bool) -> Option<Arc<EndgameTables>> {
        let mut work = self.shared.lock();
        while wait && work.done != work.request {
            work = self
                .shared
                .changed
                .wait(work)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        work.ready.clone()
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.changed.notify_all();
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Work> {
        // The lock is held only to read and write plain fields: a panic
        // while holding it leaves them as consistent as before.
        self.work
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The building thread: takes the latest request, builds its tables,
    /// and keeps them if no newer request came meanwhile.
    fn serve(&self, report: impl Fn(String)) {
        loop {
            let (request, wanted) = {
                let mut work = self.lock();
                while work.done == work.request && !work.closed {
                    work = self
                        .changed
                        .wait(work)
                        .unwrap_or_else(|poisoned| poisoned.into_inner());
                }
                if work.closed {
                    return;
                }
                (work.request, work.wanted.clone())
            };
            let tables = match wanted {
                Some((variant, choice)) => self.provide(request, variant, &choice, &report),
                None => None,
            };
            let mut work = self.lock();
            if work.request == request {
                work.done = request;
                work.ready = tables.map(Arc::new);
                self.changed.notify_all();
            }
        }
    }

    /// The tables `choice` names: its folder's file when it can be used,
    /// else tables built.
    fn provide(
        &self,
        request: u64,
        variant: Variant,
        choice: &TablesChoice,
        report: &impl Fn(String),
    ) -> Option<EndgameTables> {
        if let Some(folder) = &choice.folder {
            match map_tables(folder, variant) {
                Ok(tables) => {
                    let seeds = tables.max_seeds().unwrap_or(0);
                    report(format!("mapped: {}", describe_tables(variant, seeds)));
                    return Some(tables);
                }
                Err(why) => report(why),
            }
        }
        (choice.seeds > 0)
            .then(|| self.build_layers(request, variant, choice.seeds, report))
            .flatten()
    }

    /// Builds the tables layer by layer, as long as `request` is the latest
    /// and the caller is still there.
    fn build_layers(
        &self,
        request: u64,
        variant: Variant,
        seeds: usize,
        report: &impl Fn(String),
    ) -> Option<EndgameTables> {
        let what = describe_tables(variant, seeds);
        report(format!("building {what}"));
        let mut tables = EndgameTables::new(variant);
        for layer in 0..=seeds {
            if self.superseded(request) {
                report(format!("cancelled: {what}"));
                return None;
            }
            tables.add_layer();
            if layer < seeds {
                self.hand_out(request, &tables);
            }
        }
        report(format!("ready: {what}"));
        Some(tables)
    }

    /// Whether a newer request came after `request`, or the caller left.
    fn superseded(&self, request: u64) -> bool {
        let work = self.lock();
        work.request != request || work.closed
    }

    /// Hands out the layers of `request` solved so far, while it is the
    /// latest (a clone of tables shares their entries).
    fn hand_out(&self, request: u64, tables: &EndgameTables) {
        let mut work = self.lock();
        if work.request == request {
            work.ready = Some(Arc::new(tables.clone()));
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_build_hands_out_its_first_layers_then_the_whole_tables() {
        // 12 seeds take seconds; the first 11 layers, about a third of that.
        let background = Background::start(Rules::OWARE, &TablesChoice::built(12));
        let first = loop {
            if let Some(tables) = background.get(false) {
                break tables;
            }
            std::thread::sleep(Duration::from_millis(1));
        };
        assert!(first.max_seeds() < Some(12), "{:?}", first.max_seeds());
        let whole = background.get(true).expect("tables of 12 seeds");
        assert_eq!(whole.max_seeds(), Some(12));
        for seeds in 0..=first.max_seeds().expect("at least one layer") {
            let (early, later) = (first.layer(seeds).unwrap(), whole.layer(seeds).unwrap());
            assert!(early.iter().eq(later.iter()), "layer {seeds}");
        }
    }

    #[test]
    fn a_new_request_drops_the_layers_of_the_last() {
        let background = Background::start(Rules::OWARE, &TablesChoice::built(12));
        background.build(Rules::OWARE, &TablesChoice::built(0));
        assert!(background.get(true).is_none());
    }
}
