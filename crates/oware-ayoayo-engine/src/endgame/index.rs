//! Numbering the boards that hold a given number of seeds.
//!
//! A board of `n` seeds in 12 pits is a row of `n` seeds and 11 bars
//! between pits ("stars and bars"), so the boards of a layer are the
//! `C(n + 11, 11)` ways to place the bars. A board's index is the
//! combinatorial number of its bar places: dense, from 0, with no gaps.

use oware_ayoayo::PIT_COUNT;

/// Bars between the 12 pits.
const BARS: usize = PIT_COUNT - 1;

/// The largest layer numbered: `C(MAX_LAYER + 11, 11)` fits in a `u32`.
pub(crate) const MAX_LAYER: usize = 20;

/// Slots a board of the largest layer spreads over: seeds and bars.
const SLOTS: usize = MAX_LAYER + BARS + 1;

/// `BINOMIAL[n][k]` = C(n, k) for the sizes numbering needs.
static BINOMIAL: [[u32; BARS + 2]; SLOTS] = binomials();

const fn binomials() -> [[u32; BARS + 2]; SLOTS] {
    let mut table = [[0; BARS + 2]; SLOTS];
    let mut n = 0;
    while n < SLOTS {
        table[n][0] = 1;
        let mut k = 1;
        while k <= BARS + 1 && k <= n {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    table
}

/// How many boards hold exactly `seeds` seeds.
pub(crate) fn layer_size(seeds: usize) -> usize {
    BINOMIAL[seeds + BARS][BARS] as usize
}

/// The index of `pits` within its layer (the seeds it holds).
#[inline]
pub(crate) fn index(pits: &[u8; PIT_COUNT]) -> usize {
    let mut index = 0;
    let mut bar = 0;
    for (k, &seeds) in pits[..BARS].iter().enumerate() {
        bar += usize::from(seeds);
        index += BINOMIAL[bar + k][k + 1];
    }
    index as usize
}

/// The board of `seeds` seeds numbered `index`: the inverse of [`index`].
pub(crate) fn board(seeds: usize, mut index: usize) -> [u8; PIT_COUNT] {
    let mut places = [0; BARS];
    let mut place = seeds + BARS;
    for k in (0..BARS).rev() {
        place -= 1;
        while BINOMIAL[place][k + 1] as usize > index {
            place -= 1;
        }
        index -= BINOMIAL[place][k + 1] as usize;
        places[k] = place;
    }
    let mut pits = [0; PIT_COUNT];
    let mut previous_end = 0;
    for (k, &place) in places.iter().enumerate() {
        pits[k] = (place - previous_end) as u8;
        previous_end = place + 1;
    }
    pits[BARS] = (seeds + BARS - previous_end) as u8;
    pits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_is_dense_and_inverts() {
        for seeds in 0..=6 {
            for i in 0..layer_size(seeds) {
                let pits = board(seeds, i);
                assert_eq!(pits.iter().map(|&s| usize::from(s)).sum::<usize>(), seeds);
                assert_eq!(index(&pits), i, "{pits:?}");
            }
        }
    }

    #[test]
    fn layer_sizes_are_stars_and_bars() {
        assert_eq!(layer_size(0), 1);
        assert_eq!(layer_size(1), 12);
        assert_eq!(layer_size(2), 78);
        assert_eq!(layer_size(12), 1_352_078);
        assert_eq!(layer_size(MAX_LAYER), 84_672_315);
    }

    #[test]
    fn extreme_boards_of_a_large_layer() {
        let mut last_pit = [0; PIT_COUNT];
        last_pit[BARS] = MAX_LAYER as u8;
        let mut first_pit = [0; PIT_COUNT];
        first_pit[0] = MAX_LAYER as u8;
        for pits in [last_pit, first_pit] {
            let i = index(&pits);
            assert!(i < layer_size(MAX_LAYER));
            assert_eq!(board(MAX_LAYER, i), pits);
        }
    }
}
