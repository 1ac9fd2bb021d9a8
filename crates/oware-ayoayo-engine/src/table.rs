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
    /// Remaining depth searched (stored depths are 1 to
    /// [`Limits::MAX_DEPTH`](crate::Limits::MAX_DEPTH)).
    depth: i8,
    /// The [`Table::clear`] count when it was stored: an entry of an
    /// earlier one is empty.
    generation: u8,
    bound: Bound,
    /// The best move's pit index, or [`NO_MOVE`].
    best: u8,
}

const NO_MOVE: u8 = u8::MAX;
/// No table's generation is 0: a slot never stored to is empty.
const EMPTY: Entry = Entry {
    hash: 0,
    score: 0,
    depth: 0,
    generation: 0,
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
    /// Only entries of this generation are in the table.
    generation: u8,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        Table {
            entries: vec![EMPTY; 1 << bits],
            mask: (1 << bits) - 1,
            generation: 1,
        }
    }

    /// Empties the table. It starts a new generation rather than writing
    /// every slot (16 MB at 2^20 entries, milliseconds a search in wasm);
    /// once in 255 clears the generations wrap and every slot is emptied.
    pub fn clear(&mut self) {
        if self.generation == u8::MAX {
            self.entries.fill(EMPTY);
            self.generation = 1;
        } else {
            self.generation += 1;
        }
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
        // Elsewhere (wasm has no prefetch instruction) a load of the slot
        // whose value nobody waits for does the same.
        #[cfg(not(target_arch = "x86_64"))]
        std::hint::black_box(self.entries[hash as usize & self.mask].hash);
    }

    /// Finished-game scores are stored relative to the node (`ply` is the
    /// node's distance from the root) so that they stay right when the same
    /// position is met at another distance.
    pub fn probe(&self, hash: u64, ply: usize) -> Option<Probe> {
        let entry = self.entries[hash as usize & self.mask];
        if entry.hash != hash || entry.generation != self.generation {
            return None;
        }
        Some(Probe {
            score: from_table(entry.score, ply),
            depth: i16::from(entry.depth),
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
        debug_assert!(
            (1..=i64::from(crate::Limits::MAX_DEPTH)).contains(&i64::from(depth)),
            "a stored depth is 1 to Limits::MAX_DEPTH"
        );
        let depth = i8::try_from(depth).unwrap_or(i8::MAX);
        let generation = self.generation;
        let slot = &mut self.entries[hash as usize & self.mask];
        if slot.generation == generation
            && slot.hash == hash
            && slot.depth > depth
            && bound != Bound::Exact
        {
            return;
        }
        *slot = Entry {
            hash,
            score: to_table(score, ply),
            depth,
            generation,
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

#[cfg(test)]
mod tests {
    use super::*;

    const HASH: u64 = 0x1234_5678_9ABC_DEF0;

    fn stored(table: &Table) -> Option<(Score, i16)> {
        table.probe(HASH, 0).map(|probe| (probe.score, probe.depth))
    }

    #[test]
    fn a_stored_result_is_found_until_the_table_is_cleared() {
        let mut table = Table::new(4);
        assert_eq!(stored(&table), None);
        table.store(HASH, 0, 7, 250, Bound::Exact, Pit::new(3));
        assert_eq!(stored(&table), Some((250, 7)));
        assert_eq!(table.probe(HASH, 0).unwrap().best, Pit::new(3));
        table.clear();
        assert_eq!(stored(&table), None);
    }

    #[test]
    fn a_deeper_bound_is_kept_over_a_shallower_one_but_not_across_a_clear() {
        let mut table = Table::new(4);
        table.store(HASH, 0, 9, 100, Bound::Lower, None);
        table.store(HASH, 0, 4, -50, Bound::Upper, None);
        assert_eq!(stored(&table), Some((100, 9)));
        table.clear();
        table.store(HASH, 0, 4, -50, Bound::Upper, None);
        assert_eq!(stored(&table), Some((-50, 4)));
    }

    #[test]
    fn every_clear_empties_the_table_even_when_the_generations_wrap() {
        let mut table = Table::new(4);
        for clears in 0..600 {
            table.store(HASH, 0, 5, clears, Bound::Exact, None);
            assert_eq!(stored(&table), Some((clears, 5)));
            table.clear();
            assert_eq!(stored(&table), None, "after clear {clears}");
        }
    }
}
