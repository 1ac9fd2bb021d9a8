//! The transposition table: search results by position, replaced by depth.

use std::sync::atomic::{AtomicU64, Ordering};

use mancala::Pit;

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

/// What one slot holds besides the position's hash.
#[derive(Clone, Copy)]
struct Entry {
    score: Score,
    /// Remaining depth searched; [`EMPTY`]'s is below any real one.
    depth: i16,
    bound: Bound,
    /// The best move's pit index, or [`NO_MOVE`].
    best: u8,
}

const NO_MOVE: u8 = u8::MAX;
const EMPTY: Entry = Entry {
    score: 0,
    depth: i16::MIN,
    bound: Bound::Upper,
    best: NO_MOVE,
};

impl Entry {
    /// The entry in one word: score, depth, bound and best move, 32, 16, 8
    /// and 8 bits from the lowest.
    const fn pack(self) -> u64 {
        (self.score as u32 as u64)
            | (self.depth as u16 as u64) << 32
            | (self.bound as u64) << 48
            | (self.best as u64) << 56
    }

    fn unpack(data: u64) -> Entry {
        Entry {
            score: data as u32 as Score,
            depth: (data >> 32) as u16 as i16,
            bound: match (data >> 48) as u8 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            best: (data >> 56) as u8,
        }
    }
}

/// One slot of 16 bytes, so that four share a cache line: the entry packed
/// in a word, and the position's hash XOR that word.
///
/// Searches on several threads share one table without locks. A slot
/// written by two threads at once may end up with one's key and the
/// other's data; the XOR then no longer gives the hash, and the probe sees
/// a miss rather than another position's entry. Relaxed loads and stores
/// are enough: a slot's two words are checked against each other, and
/// nothing else is ordered by them. On one thread they compile to the
/// plain loads and stores of an unshared table.
struct Slot {
    key: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    fn empty() -> Slot {
        Slot {
            key: AtomicU64::new(EMPTY.pack()),
            data: AtomicU64::new(EMPTY.pack()),
        }
    }
}

const _: () = assert!(std::mem::size_of::<Slot>() == 16);

/// What the table knows of a position.
pub(crate) struct Probe {
    pub score: Score,
    pub depth: i16,
    pub bound: Bound,
    pub best: Option<Pit>,
}

/// A fixed-size table of `2^bits` slots, one entry each, which searches on
/// several threads may share (see [`Slot`]).
pub(crate) struct Table {
    slots: Box<[Slot]>,
    mask: usize,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        Table {
            slots: (0..1usize << bits).map(|_| Slot::empty()).collect(),
            mask: (1 << bits) - 1,
        }
    }

    pub fn clear(&self) {
        for slot in &*self.slots {
            slot.key.store(EMPTY.pack(), Ordering::Relaxed);
            slot.data.store(EMPTY.pack(), Ordering::Relaxed);
        }
    }

    fn slot(&self, hash: u64) -> &Slot {
        &self.slots[hash as usize & self.mask]
    }

    /// Starts loading the slot of `hash` into the processor's cache, so that
    /// a [`probe`](Table::probe) soon after does not wait for memory.
    #[inline(always)]
    pub fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot: *const Slot = self.slot(hash);
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

    /// The entry stored for `hash`, if its slot holds one of that hash.
    fn entry(&self, hash: u64) -> Option<Entry> {
        let slot = self.slot(hash);
        let data = slot.data.load(Ordering::Relaxed);
        let key = slot.key.load(Ordering::Relaxed);
        let entry = Entry::unpack(data);
        (key ^ data == hash && entry.depth != EMPTY.depth).then_some(entry)
    }

    /// Finished-game scores are stored relative to the node (`ply` is the
    /// node's distance from the root) so that they stay right when the same
    /// position is met at another distance.
    pub fn probe(&self, hash: u64, ply: usize) -> Option<Probe> {
        let entry = self.entry(hash)?;
        Some(Probe {
            score: from_table(entry.score, ply),
            depth: entry.depth,
            bound: entry.bound,
            best: Pit::new(usize::from(entry.best)),
        })
    }

    /// Stores a result, keeping a deeper one of the same position.
    pub fn store(
        &self,
        hash: u64,
        ply: usize,
        depth: i16,
        score: Score,
        bound: Bound,
        best: Option<Pit>,
    ) {
        if self
            .entry(hash)
            .is_some_and(|kept| kept.depth > depth && bound != Bound::Exact)
        {
            return;
        }
        let data = Entry {
            score: to_table(score, ply),
            depth,
            bound,
            best: best.map_or(NO_MOVE, |pit| pit.index() as u8),
        }
        .pack();
        let slot = self.slot(hash);
        slot.data.store(data, Ordering::Relaxed);
        slot.key.store(hash ^ data, Ordering::Relaxed);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_survives_packing() {
        for entry in [
            EMPTY,
            Entry {
                score: -crate::score::WIN - 300,
                depth: 17,
                bound: Bound::Lower,
                best: 11,
            },
            Entry {
                score: 2 * crate::score::WIN,
                depth: -3,
                bound: Bound::Exact,
                best: NO_MOVE,
            },
        ] {
            let back = Entry::unpack(entry.pack());
            assert_eq!(
                (back.score, back.depth, back.bound, back.best),
                (entry.score, entry.depth, entry.bound, entry.best)
            );
        }
    }

    #[test]
    fn a_probe_finds_what_was_stored_and_only_for_its_hash() {
        let table = Table::new(4);
        let hash = 0x1234_5678_9abc_def0;
        assert!(table.probe(hash, 0).is_none());
        table.store(hash, 0, 5, -250, Bound::Upper, Pit::new(3));
        let probe = table.probe(hash, 0).unwrap();
        assert_eq!(
            (probe.score, probe.depth, probe.bound),
            (-250, 5, Bound::Upper)
        );
        assert_eq!(probe.best, Pit::new(3));
        // The same slot, another position: a miss.
        assert!(table.probe(hash ^ (1 << 40), 0).is_none());
        // A shallower bound does not replace a deeper result...
        table.store(hash, 0, 2, 100, Bound::Lower, None);
        assert_eq!(table.probe(hash, 0).unwrap().depth, 5);
        // ...and a cleared table holds nothing.
        table.clear();
        assert!(table.probe(hash, 0).is_none());
    }

    #[test]
    fn a_slot_mixing_two_writes_reads_as_a_miss() {
        // As if two threads stored at once: one's data, the other's key.
        let table = Table::new(4);
        let (first, second) = (0x10, 0x20);
        table.store(first, 0, 4, 10, Bound::Exact, None);
        let slot = table.slot(first);
        let first_key = slot.key.load(Ordering::Relaxed);
        table.store(second, 0, 6, 20, Bound::Exact, None);
        slot.key.store(first_key, Ordering::Relaxed);
        assert!(table.probe(first, 0).is_none());
        assert!(table.probe(second, 0).is_none());
    }
}
