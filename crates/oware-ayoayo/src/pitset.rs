//! A small set of pits, used for legal moves.

use std::fmt;

use crate::Pit;

/// A set of pits, such as the legal moves of a position. `Copy`, no heap.
///
/// ```
/// use oware_ayoayo::{Pit, PitSet, Position, Rules};
///
/// let moves: PitSet = Position::new(Rules::OWARE).legal_moves();
/// assert_eq!(moves.len(), 6);
/// assert!(moves.contains(Pit::from_letter('A').unwrap()));
/// assert_eq!(moves.to_string(), "ABCDEF");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct PitSet(u16);

impl PitSet {
    /// The empty set.
    pub const EMPTY: PitSet = PitSet(0);

    /// The set whose pits are the set bits of `bits` (bit `i` for the pit
    /// of index `i`; bits above the twelfth are ignored).
    #[must_use]
    pub const fn from_bits(bits: u16) -> PitSet {
        PitSet(bits & 0xFFF)
    }

    /// Adds `pit`.
    pub fn insert(&mut self, pit: Pit) {
        self.0 |= 1 << pit.index();
    }

    /// Takes `pit` out of the set, if it is in.
    pub fn remove(&mut self, pit: Pit) {
        self.0 &= !(1 << pit.index());
    }

    /// Whether `pit` is in the set.
    #[must_use]
    pub const fn contains(self, pit: Pit) -> bool {
        self.0 & (1 << pit.index()) != 0
    }

    /// How many pits the set holds.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The pits in sowing order.
    #[must_use]
    pub const fn iter(self) -> PitSetIter {
        PitSetIter(self.0)
    }
}

impl FromIterator<Pit> for PitSet {
    fn from_iter<I: IntoIterator<Item = Pit>>(iter: I) -> PitSet {
        let mut set = PitSet::EMPTY;
        for pit in iter {
            set.insert(pit);
        }
        set
    }
}

impl IntoIterator for PitSet {
    type Item = Pit;
    type IntoIter = PitSetIter;

    fn into_iter(self) -> PitSetIter {
        self.iter()
    }
}

/// The pits of a [`PitSet`] in sowing order.
#[derive(Clone, Debug)]
pub struct PitSetIter(u16);

impl Iterator for PitSetIter {
    type Item = Pit;

    fn next(&mut self) -> Option<Pit> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Pit::new(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for PitSetIter {}

/// The pit letters run together, e.g. `ACf`.
impl fmt::Display for PitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.iter().try_for_each(|pit| write!(f, "{pit}"))
    }
}

impl fmt::Debug for PitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PitSet({self})")
    }
}
