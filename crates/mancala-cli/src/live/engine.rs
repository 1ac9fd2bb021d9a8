//! The engine's seat (`mancala live --engine`): its move in a live game,
//! thought on a thread of its own (the socket is served meanwhile) within
//! what the clock allows, as `mancala play` plays it: the level's search,
//! the opening book at strong and maximum, endgame tables built in the
//! background.

use std::sync::Arc;

use oware_ayoayo::{Game, Pit, Rules};
use oware_ayoayo_engine::{
    choose_move, move_time_from_clock, GameClock, Level, OpeningBook, Searcher, StdClock,
};
use tokio::sync::oneshot;

use crate::background::Background;
use crate::book;
use crate::endgame::{self, TablesChoice};
use crate::failure::Failure;

/// Kept back from the clock for the move's way to the server and the
/// news of the last move's way here: the server times a move from sending
/// the opponent's to receiving this one.
const NETWORK_MS: u64 = 150;

/// Transposition table size: 2^20 entries (16 MiB), as `match` players'.
const TABLE_BITS: u32 = 20;

/// The engine, its level and time per move.
pub struct Engine {
    level: Level,
    movetime_ms: u64,
    /// None while it thinks: the search has it.
    searcher: Option<Box<Searcher>>,
    /// The book and the tables of the rules last played.
    prepared: Option<(Rules, Option<Arc<OpeningBook>>, Background)>,
    /// Varies the weaker levels' choices from one run to the next.
    seed: u64,
}

/// A move thought, with the searcher back.
pub type Thought = (Box<Searcher>, Option<Pit>);

impl Engine {
    /// The engine at `level`, thinking up to `movetime_ms` a move.
    pub fn new(level: Level, movetime_ms: u64) -> Engine {
        Engine {
            level,
            movetime_ms,
            searcher: Some(Box::new(Searcher::new(TABLE_BITS))),
            prepared: None,
            seed: fastrand::u64(..),
        }
    }

    /// The level, for the seat's name.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The time this move may take, in milliseconds: the time per move,
    /// but never more than the clock can spare (`left` ms, `increment` ms
    /// added after the move), the network's allowance kept back.
    pub fn budget(&self, left: Option<u64>, increment: u64) -> u64 {
        left.map_or(self.movetime_ms, |left| {
            let clock = GameClock {
                remaining_ms: left.saturating_sub(NETWORK_MS),
                increment_ms: increment,
                moves_to_go: None,
            };
            self.movetime_ms.min(move_time_from_clock(clock))
        })
    }

    /// Starts thinking about `game`'s move for up to `budget_ms`; the
    /// answer comes on the receiver. The book answers at once.
    pub fn think(
        &mut self,
        game: Game,
        budget_ms: u64,
    ) -> Result<oneshot::Receiver<Thought>, Failure> {
        self.prepare(game.rules())?;
        let (_, book, tables) = self.prepared.as_ref().expect("prepared above");
        let (book, tables) = (book.clone(), tables.get(false));
        let mut searcher = self
            .searcher
            .take()
            .expect("one thought at a time: the searcher is back");
        if let Some(tables) = tables {
            searcher.use_endgame_tables(tables);
        }
        let level = self.level;
        let seed = self.seed.wrapping_add(game.plies().len() as u64);
        let (answer, thought) = oneshot::channel();
        std::thread::spawn(move || {
            let pit = match book.and_then(|book| book.probe(game.position())) {
                Some(book_move) => Some(book_move.pit),
                None => {
                    choose_move(
                        &mut searcher,
                        &game,
                        level,
                        budget_ms,
                        seed,
                        &StdClock::new(),
                    )
                    .best
                }
            };
            // The receiver is gone only when the session ended meanwhile.
            let _ = answer.send((searcher, pit));
        });
        Ok(thought)
    }

    /// Takes the searcher back after a thought.
    pub fn done(&mut self, searcher: Box<Searcher>) {
        self.searcher = Some(searcher);
    }

    /// Loads the book (at strong and maximum) of `rules` and starts
    /// building their tables, unless done already.
    fn prepare(&mut self, rules: Rules) -> Result<(), Failure> {
        if self
            .prepared
            .as_ref()
            .is_none_or(|(prepared, _, _)| *prepared != rules)
        {
            let book = if self.level >= Level::Strong {
                book::load(rules, None)?
            } else {
                None
            };
            let tables = Background::start(rules, &TablesChoice::built(endgame::DEFAULT_SEEDS));
            self.prepared = Some((rules, book, tables));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_bounds_the_time_per_move() {
        let engine = Engine::new(Level::Maximum, 1000);
        assert_eq!(engine.budget(None, 0), 1000);
        // Plenty of time: the time per move.
        assert_eq!(engine.budget(Some(300_000), 3_000), 1000);
        // 3 s left, none added: a share of what is left after the network's.
        assert_eq!(engine.budget(Some(3_000), 0), (3_000 - NETWORK_MS) / 30);
        // Nothing left: no time, the search's first iteration only.
        assert_eq!(engine.budget(Some(100), 0), 0);
    }
}
