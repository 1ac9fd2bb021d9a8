//! An opening book: the move a deep fixed-depth search chose in each
//! position of the first plies of a game, found by position (whatever
//! moves led there).
//!
//! [`build`] grows a book; [`OpeningBook::to_bytes`] and
//! [`OpeningBook::from_bytes`] store it (see `bytes.rs` for the format);
//! [`OpeningBook::probe`] answers a position.

mod build;
mod bytes;

use oware_ayoayo::{Pit, Position, Rules, Variant};

use crate::table::mix;
use crate::Score;

pub use build::{build, BookSettings, BOOK_TABLE_BITS};
pub use bytes::BookError;

/// One book position: its key (see [`book_key`]), the move to play and
/// the move's score from the book's search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookEntry {
    /// The position's [`book_key`].
    pub key: u64,
    /// The move the book plays.
    pub pit: Pit,
    /// Its score for the side to move, in hundredths of a seed.
    pub score: Score,
}

/// A book move found by [`OpeningBook::probe`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The move to play.
    pub pit: Pit,
    /// Its score for the side to move, in hundredths of a seed, from a
    /// search of the book's depth.
    pub score: Score,
}

/// A move of a booked position and what the book knows of it (see
/// [`OpeningBook::moves`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookChoice {
    /// The move.
    pub pit: Pit,
    /// Its score for the side to move, in hundredths of a seed.
    pub score: Score,
    /// Whether it is the book's own move (scored by the position's
    /// search); otherwise a move into a booked position, scored by that
    /// position's search, negated.
    pub chosen: bool,
}

/// Moves for the opening positions of one game (standard rules: Oware's
/// grand slam option off), sorted by position key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningBook {
    variant: Variant,
    settings: BookSettings,
    entries: Vec<BookEntry>,
}

impl OpeningBook {
    /// A book of `entries` (in any order; keys must be distinct) built with
    /// `settings` for `variant`.
    fn new(variant: Variant, settings: BookSettings, mut entries: Vec<BookEntry>) -> OpeningBook {
        entries.sort_unstable_by_key(|entry| entry.key);
        OpeningBook {
            variant,
            settings,
            entries,
        }
    }

    /// The game the book is for.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// How the book was built.
    #[must_use]
    pub fn settings(&self) -> BookSettings {
        self.settings
    }

    /// The positions held, sorted by key.
    #[must_use]
    pub fn entries(&self) -> &[BookEntry] {
        &self.entries
    }

    /// The book's move in `position`, if the book holds it: `None` for a
    /// position of other rules (Oware with grand slams winning included),
    /// one not in the book, or (only on a key collision) one where the
    /// book's move is not legal.
    #[must_use]
    pub fn probe(&self, position: &Position) -> Option<BookMove> {
        if position.rules() != Rules::from(self.variant) {
            return None;
        }
        let key = book_key(position);
        let index = self
            .entries
            .binary_search_by_key(&key, |entry| entry.key)
            .ok()?;
        let entry = self.entries[index];
        position.check(entry.pit).is_ok().then_some(BookMove {
            pit: entry.pit,
            score: entry.score,
        })
    }

    /// What the book knows of `position`'s moves, for studying an
    /// opening: nothing if it does not hold the position; otherwise its
    /// own move first, then every other legal move that leads to a booked
    /// position, best first (equal scores in pit order). An other move's
    /// score is its position's, seen from the mover: that search looked one
    /// ply further than the book's own move's, so the two compare only
    /// roughly.
    #[must_use]
    pub fn moves(&self, position: &Position) -> Vec<BookChoice> {
        let Some(own) = self.probe(position) else {
            return Vec::new();
        };
        let mut others: Vec<BookChoice> = position
            .legal_moves()
            .into_iter()
            .filter(|&pit| pit != own.pit)
            .filter_map(|pit| {
                let next = position.play(pit).ok()?;
                let booked = self.probe(&next)?;
                Some(BookChoice {
                    pit,
                    score: -booked.score,
                    chosen: false,
                })
            })
            .collect();
        others.sort_by_key(|choice| (std::cmp::Reverse(choice.score), choice.pit.index()));
        let chosen = BookChoice {
            pit: own.pit,
            score: own.score,
            chosen: true,
        };
        std::iter::once(chosen).chain(others).collect()
    }
}

/// A position's key in a book: its pits, stores and side to move mixed
/// into 64 bits. Stable across builds and platforms (the book files depend
/// on it); two book positions share a key with odds of about one in 10^12.
#[must_use]
pub fn book_key(position: &Position) -> u64 {
    let key = position.key();
    mix(key as u64 ^ mix((key >> 64) as u64))
}
