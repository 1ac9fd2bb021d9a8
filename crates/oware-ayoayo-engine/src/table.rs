//! The transposition table: search results by position, replaced by depth.

use oware_ayoayo::Pit;

use crate::score::{is_final, Score};

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// One slot, packed into 16 bytes so that four share a cache line.
#[derive(Clone, Copy)]
struct Entry {
    /// The full hash, to tell positions sharing a slot apart.
    hash: u64,
    score: Score,
    /// Remaining depth searched; [`EMPTY`]'s is below any real one.
    depth: i16,
    bound: Bound,
    /// The best move's pit index, or [`NO_MOVE`].
    best: u8,
}

const NO_MOVE: u8 = u8::MAX;
const EMPTY: Entry = Entry {
    hash: 0,
    score: 0,
    depth: i16::MIN,
    bound: Bound::Upper,
    best: NO_MOVE,
};
const _: () = assert!(std::mem::size_of::<Entry>() == 16);

/// What the table knows of a position.
pub(crate) struct Probe {
    pub score: Score,
    pub depth: i16,
    pub bound: Bound,
    pub best: Option<Pit>,
}

/// A fixed-size table of `2^bits` entries, one per slot.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        Table {
            entries: vec![EMPTY; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    /// Starts loading the slot of `hash` into the processor's cache, so that
    /// a [`probe`](Table::probe) soon after does not wait for memory.
    #[inline(always)]
    pub fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot: *const Entry = &self.entries[hash as usize & self.mask];
            // SAFETY: a prefetch is a hint to the processor: it changes no
            // memory the program can see and cannot fault, whatever the
            // address; this one is a valid slot of the table besides.
            #[allow(unsafe_code)]
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                _mm_prefetch::<_MM_HINT_T0>(slot.cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = hash;
    }

    /// Finished-game scores are stored relative to the node (`ply` is the
    /// node's distance from the root) so that they stay right when the same
    /// position is met at another distance.
    pub fn probe(&self, hash: u64, ply: usize) -> Option<Probe> {
        let entry = self.entries[hash as usize & self.mask];
        if entry.hash != hash || entry.depth == EMPTY.depth {
            return None;
        }
        Some(Probe {
            score: from_table(entry.score, ply),
            depth: entry.depth,
            bound: entry.bound,
            best: Pit::new(usize::from(entry.best)),
        })
    }

    /// Stores a result, keeping a deeper one of the same position.
    pub fn store(
        &mut self,
        hash: u64,
        ply: usize,
        depth: i16,
        score: Score,
        bound: Bound,
        best: Option<Pit>,
    ) {
        let slot = &mut self.entries[hash as usize & self.mask];
        if slot.hash == hash && slot.depth > depth && bound != Bound::Exact {
            return;
        }
        *slot = Entry {
            hash,
            score: to_table(score, ply),
            depth,
            bound,
            best: best.map_or(NO_MOVE, |pit| pit.index() as u8),
        };
    }
}

fn to_table(score: Score, ply: usize) -> Score {
    if is_final(score) {
        score + score.signum() * ply as Score
    } else {
        score
    }
}

fn from_table(score: Score, ply: usize) -> Score {
    if is_final(score) {
        score - score.signum() * ply as Score
    } else {
        score
    }
}

/// A well-mixed 64-bit hash of a packed position key.
pub(crate) fn hash(key: u128) -> u64 {
    mix((key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// SplitMix64's finaliser: every input bit affects every output bit.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
