//! Growing a book by deep search from the start of the game.

use std::collections::{BTreeMap, HashMap};

use oware_ayoayo::{Game, Pit, Player, Position, Rules, Variant};

use super::{book_key, BookEntry, OpeningBook};
use crate::search::{Clock, Limits, Searcher};
use crate::Score;

/// Transposition table size of the book's searches: 2^20 entries (16
/// MiB). Part of what makes a build reproducible: a search's result can
/// depend on the table's size.
pub const BOOK_TABLE_BITS: u32 = 20;

/// How a book is grown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookSettings {
    /// The depth of every search, in plies.
    pub depth: u8,
    /// Positions are booked up to this many plies from the start.
    pub plies: u8,
    /// Every move of the first this many plies is followed, whatever its
    /// score, so that the book covers every short opening (a match's
    /// random openings, a person's first tries).
    pub all_plies: u8,
    /// The opponent's replies followed: those within this many hundredths
    /// of a seed of their best.
    pub margin: u16,
}

/// Grows the book of `variant` (standard rules) from its start: for each
/// side the book plays, its positions keep the move of a search of
/// `settings.depth` plies and the opponent's positions are followed into
/// every reply scored (the reply searched to `depth - 1` plies) within
/// `settings.margin` of the best, until `settings.plies` plies are played;
/// in the first `settings.all_plies` plies every move is followed.
///
/// Every search starts from a cleared table of [`BOOK_TABLE_BITS`], on one
/// thread, from the position alone (no history: a book move belongs to
/// the position), and positions are visited in a fixed order, so the same
/// settings give the same book byte for byte. `progress(searches, entries)`
/// is called after every search.
pub fn build(
    variant: Variant,
    settings: BookSettings,
    clock: &dyn Clock,
    mut progress: impl FnMut(usize, usize),
) -> OpeningBook {
    let mut builder = Builder {
        settings,
        searcher: Searcher::new(BOOK_TABLE_BITS),
        clock,
        entries: BTreeMap::new(),
        replies: HashMap::new(),
        grown: HashMap::new(),
        searches: 0,
        progress: &mut progress,
    };
    let start = Position::new(Rules::from(variant));
    for side in Player::ALL {
        builder.grow(&start, 0, side);
    }
    OpeningBook::new(variant, settings, builder.entries.into_values().collect())
}

struct Builder<'a> {
    settings: BookSettings,
    searcher: Searcher,
    clock: &'a dyn Clock,
    /// The book so far, by key.
    entries: BTreeMap<u64, BookEntry>,
    /// Every opponent position's replies with their scores, by key.
    replies: HashMap<u64, Vec<(Pit, Score)>>,
    /// The fewest plies at which each position was grown for each side.
    grown: HashMap<(u64, Player), u8>,
    searches: usize,
    progress: &'a mut dyn FnMut(usize, usize),
}

impl Builder<'_> {
    /// Books `position`, reached after `ply` plies, and what follows it,
    /// for the book playing `side`.
    fn grow(&mut self, position: &Position, ply: u8, side: Player) {
        if ply >= self.settings.plies || position.is_over() {
            return;
        }
        let key = book_key(position);
        if self
            .grown
            .get(&(key, side))
            .is_some_and(|&earlier| earlier <= ply)
        {
            return;
        }
        self.grown.insert((key, side), ply);
        let entry = if position.turn() == side {
            self.entry(position)
        } else {
            None
        };
        if ply < self.settings.all_plies {
            for pit in position.legal_moves() {
                self.grow_after(position, pit, ply, side);
            }
        } else if position.turn() == side {
            if let Some(entry) = entry {
                self.grow_after(position, entry.pit, ply, side);
            }
        } else {
            let replies = self.replies(position);
            let Some(best) = replies.iter().map(|&(_, score)| score).max() else {
                return;
            };
            let margin = Score::from(self.settings.margin);
            for (pit, score) in replies {
                if score >= best - margin {
                    self.grow_after(position, pit, ply, side);
                }
            }
        }
    }

    /// Grows the position after `pit` is played in `position` (reached
    /// after `ply` plies).
    fn grow_after(&mut self, position: &Position, pit: Pit, ply: u8, side: Player) {
        if let Ok(next) = position.play(pit) {
            self.grow(&next, ply + 1, side);
        }
    }

    /// The book's entry for `position`, searched now if it is new; `None`
    /// if the search finds no move (the game is over).
    fn entry(&mut self, position: &Position) -> Option<BookEntry> {
        let key = book_key(position);
        if let Some(&entry) = self.entries.get(&key) {
            return Some(entry);
        }
        let (pit, score) = self.search(position, self.settings.depth);
        let entry = BookEntry {
            key,
            pit: pit?,
            score,
        };
        self.entries.insert(key, entry);
        Some(entry)
    }

    /// Every legal move of `position` with its score: the position after
    /// it searched one ply less than the book's depth.
    fn replies(&mut self, position: &Position) -> Vec<(Pit, Score)> {
        let key = book_key(position);
        if let Some(replies) = self.replies.get(&key) {
            return replies.clone();
        }
        let depth = self.settings.depth.saturating_sub(1).max(1);
        let replies: Vec<(Pit, Score)> = position
            .legal_moves()
            .iter()
            .filter_map(|pit| {
                let next = position.play(pit).ok()?;
                Some((pit, -self.search(&next, depth).1))
            })
            .collect();
        self.replies.insert(key, replies.clone());
        replies
    }

    /// A reproducible search of `position` to `depth` plies: its best move
    /// and score.
    fn search(&mut self, position: &Position, depth: u8) -> (Option<Pit>, Score) {
        self.searcher.clear();
        let game = Game::from_position(*position);
        let result = self
            .searcher
            .search(&game, Limits::depth(u32::from(depth)), self.clock, None);
        self.searches += 1;
        (self.progress)(self.searches, self.entries.len());
        (result.best, result.score)
    }
}
