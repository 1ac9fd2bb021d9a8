//! Sowing and capturing on a bare array of pit counts.
//!
//! These functions carry out the mechanics of a move; legality and the end
//! of the game are decided by [`Position`](crate::Position). Each reports
//! what it does to a [`Recorder`]: the no-op recorder `()` compiles away in
//! perft and search, [`TraceRecorder`] builds a [`Trace`](crate::Trace).

use crate::{Capture, Lap, Pit, Player, MAX_SEEDS, PIT_COUNT};

/// Pit counts in sowing order.
pub(crate) type Pits = [u8; PIT_COUNT];

/// Receives each step of a move as it happens.
pub(crate) trait Recorder {
    /// Whether the recorder wants each seed; if not, laps are sown in bulk.
    const WANTS_SEEDS: bool = true;

    /// `seeds` seeds are lifted from `pit` to start a lap.
    fn lift(&mut self, pit: usize, seeds: u8);
    /// One seed is dropped into `pit`.
    fn sow(&mut self, pit: usize);
    /// `seeds` seeds are taken from `pit` into the mover's store.
    fn capture(&mut self, pit: usize, seeds: u8);
}

impl Recorder for () {
    const WANTS_SEEDS: bool = false;

    #[inline(always)]
    fn lift(&mut self, _: usize, _: u8) {}
    #[inline(always)]
    fn sow(&mut self, _: usize) {}
    #[inline(always)]
    fn capture(&mut self, _: usize, _: u8) {}
}

/// Collects the laps and captures of a move for its [`Trace`](crate::Trace).
#[derive(Default)]
pub(crate) struct TraceRecorder {
    pub laps: Vec<Lap>,
    pub captures: Vec<Capture>,
}

impl Recorder for TraceRecorder {
    fn lift(&mut self, pit: usize, seeds: u8) {
        let origin = Pit::ALL[pit];
        self.laps.push(Lap {
            origin,
            seeds,
            sown: Vec::with_capacity(seeds.into()),
            end: origin,
        });
    }

    fn sow(&mut self, pit: usize) {
        let lap = self
            .laps
            .last_mut()
            .expect("a seed is sown only after a lift");
        lap.sown.push(Pit::ALL[pit]);
        lap.end = Pit::ALL[pit];
    }

    fn capture(&mut self, pit: usize, seeds: u8) {
        self.captures.push(Capture {
            pit: Pit::ALL[pit],
            seeds,
        });
    }
}

#[inline(always)]
const fn next_pit(pit: usize) -> usize {
    if pit == PIT_COUNT - 1 {
        0
    } else {
        pit + 1
    }
}

/// Lifts `origin` and sows its seeds one by one into the following pits,
/// skipping `origin` itself (O2, Y3). Returns the pit of the last seed.
/// `origin` must hold at least one seed.
#[inline(always)]
fn sow_lap<R: Recorder>(pits: &mut Pits, origin: usize, recorder: &mut R) -> usize {
    if !R::WANTS_SEEDS {
        return sow_lap_in_bulk(pits, origin);
    }
    let seeds = pits[origin];
    pits[origin] = 0;
    recorder.lift(origin, seeds);
    let mut pit = origin;
    for _ in 0..seeds {
        pit = next_pit(pit);
        if pit == origin {
            pit = next_pit(pit);
        }
        pits[pit] += 1;
        recorder.sow(pit);
    }
    pit
}

/// [`sow_lap`] without the seed-by-seed report: the pits are packed into
/// one `u128`, a byte each; the lap takes the origin's seeds out and adds
/// one precomputed mask (see [`lap_mask`]). No byte can carry into the
/// next: no count exceeds the total of [`MAX_SEEDS`](crate::MAX_SEEDS),
/// which fits a byte. Nothing shifts the `u128` by a variable amount: wasm
/// has no such instruction, and calls a function for each.
#[inline(always)]
fn sow_lap_in_bulk(pits: &mut Pits, origin: usize) -> usize {
    let origin_seeds = pits[origin];
    let seeds = usize::from(origin_seeds);
    // The pits are read and written as one u64 and one u32, the widths
    // they were last copied with, so that the processor can forward the
    // pending stores to these loads instead of waiting for them.
    let (low, high) = pits.split_at_mut(8);
    let low: &mut [u8; 8] = low.try_into().expect("8 of 12 pits");
    let high: &mut [u8; 4] = high.try_into().expect("4 of 12 pits");
    let packed = u128::from(u64::from_le_bytes(*low)) | u128::from(u32::from_le_bytes(*high)) << 64;
    // The origin's seeds in its byte: a multiple of its unit, half by half.
    let (low_unit, high_unit) = ORIGIN_UNITS[origin];
    let taken = u128::from(high_unit * u64::from(origin_seeds)) << 64
        | u128::from(low_unit * u64::from(origin_seeds));
    let mask = LAPS[origin]
        .get(seeds)
        .copied()
        .unwrap_or_else(|| lap_mask(origin, seeds));
    let sown = packed - taken + mask;
    *low = (sown as u64).to_le_bytes();
    *high = ((sown >> 64) as u32).to_le_bytes();
    landing(origin, seeds).0
}

/// Where a lap of `seeds` seeds from `origin` ends, and how many seeds
/// that pit receives (one per 11 sown, the origin being skipped), from
/// [`LANDINGS`]; for no seeds, `origin` and none.
#[inline]
pub(crate) fn landing(origin: usize, seeds: usize) -> (usize, u8) {
    let (last, received) = LANDINGS[origin][seeds];
    (usize::from(last), received)
}

/// `LANDINGS[pit][seeds]`: [`landing`] worked out in advance, as the
/// search asks it at every node. An empty pit "lands" on itself and
/// receives nothing, so that callers need not branch on it.
const LANDINGS: [[(u8, u8); MAX_SEEDS as usize + 1]; PIT_COUNT] = {
    let mut table = [[(0, 0); MAX_SEEDS as usize + 1]; PIT_COUNT];
    let mut pit = 0;
    while pit < PIT_COUNT {
        table[pit][0] = (pit as u8, 0);
        let mut seeds = 1;
        while seeds <= MAX_SEEDS as usize {
            let steps = (seeds - 1) % (PIT_COUNT - 1) + 1;
            let received = (seeds + PIT_COUNT - 2) / (PIT_COUNT - 1);
            table[pit][seeds] = (((pit + steps) % PIT_COUNT) as u8, received as u8);
            seeds += 1;
        }
        pit += 1;
    }
    table
};

/// `ORIGIN_UNITS[pit]`: 1 in `pit`'s byte of the packed pits, as the low
/// and the high 64 bits.
const ORIGIN_UNITS: [(u64, u64); PIT_COUNT] = {
    let mut units = [(0, 0); PIT_COUNT];
    let mut pit = 0;
    while pit < PIT_COUNT {
        units[pit] = if pit < 8 {
            (1 << (8 * pit), 0)
        } else {
            (0, 1 << (8 * (pit - 8)))
        };
        pit += 1;
    }
    units
};

/// Laps of fewer seeds than this (every lap of a standard game) take their
/// mask from [`LAPS`].
const TABLED_SEEDS: usize = 49;

/// `LAPS[origin][seeds]`: [`lap_mask`] worked out in advance.
static LAPS: [[u128; TABLED_SEEDS]; PIT_COUNT] = {
    let mut table = [[0; TABLED_SEEDS]; PIT_COUNT];
    let mut origin = 0;
    while origin < PIT_COUNT {
        let mut seeds = 0;
        while seeds < TABLED_SEEDS {
            table[origin][seeds] = lap_mask(origin, seeds);
            seeds += 1;
        }
        origin += 1;
    }
    table
};

/// What a lap of `seeds` seeds from `origin` adds to the packed pits: a
/// byte of `seeds / 11` for every pit but the origin and 1 more for the
/// `seeds % 11` pits after it.
const fn lap_mask(origin: usize, seeds: usize) -> u128 {
    let (rounds, rest) = (seeds / (PIT_COUNT - 1), seeds % (PIT_COUNT - 1));
    ALL_BUT[origin] * rounds as u128 + NEXT[origin][rest]
}

/// A byte of 1 for every pit but the origin.
const ALL_BUT: [u128; PIT_COUNT] = {
    let mut masks = [0; PIT_COUNT];
    let mut origin = 0;
    while origin < PIT_COUNT {
        masks[origin] = NEXT[origin][PIT_COUNT - 1];
        origin += 1;
    }
    masks
};

/// `NEXT[origin][k]`: a byte of 1 for each of the `k` pits after the origin.
const NEXT: [[u128; PIT_COUNT]; PIT_COUNT] = {
    let mut masks = [[0; PIT_COUNT]; PIT_COUNT];
    let mut origin = 0;
    while origin < PIT_COUNT {
        let mut k = 1;
        while k < PIT_COUNT {
            let pit = (origin + k) % PIT_COUNT;
            masks[origin][k] = masks[origin][k - 1] | (1 << (8 * pit));
            k += 1;
        }
        origin += 1;
    }
    masks
};

/// Oware's single lap (O2). Returns the pit of the last seed.
#[inline]
pub(crate) fn sow_oware(pits: &mut Pits, origin: usize, recorder: &mut impl Recorder) -> usize {
    sow_lap(pits, origin, recorder)
}

/// Where an Ayoayo sowing came to rest.
pub(crate) struct Relay {
    /// The empty pit the last lap ended in (Y5).
    pub last: usize,
    /// How many laps were sown.
    pub laps: u32,
}

/// A relay sowing that would never end (Y7).
pub(crate) struct Endless {
    /// The laps sown before the repeat was found.
    pub laps: u32,
}

/// Ayoayo's relay sowing (Y2–Y5), or [`Endless`] if it would never end (Y7).
///
/// A relay is a deterministic function of the state at the start of a lap:
/// the twelve pit counts and the pit about to be lifted. The sowing is
/// endless exactly when that state repeats, and finite exactly when a lap
/// ends in an empty pit. Brent's cycle detection finds a repeat with one
/// saved state (compared as a packed `u128`), no allocation and no lap cap,
/// within at most about twice the laps of the tail plus the cycle; a finite
/// relay is never misjudged, however long.
pub(crate) fn sow_ayoayo(
    pits: &mut Pits,
    origin: usize,
    recorder: &mut impl Recorder,
) -> Result<Relay, Endless> {
    let mut origin = origin;
    let mut laps = 1;
    let mut last = sow_lap(pits, origin, recorder);
    // Brent: compare each lap start with a saved one, re-saved at powers of two.
    let mut saved = 0;
    let mut power = 0;
    let mut since_saved = 0;
    while pits[last] > 1 {
        // Y4: the last seed fell into an occupied pit; its seeds are the next lap.
        origin = last;
        let state = lap_state(pits, origin);
        if state == saved && power > 0 {
            return Err(Endless { laps });
        }
        if since_saved == power {
            saved = state;
            power = (power * 2).max(1);
            since_saved = 0;
        }
        since_saved += 1;
        last = sow_lap(pits, origin, recorder);
        laps += 1;
    }
    Ok(Relay { last, laps })
}

/// The state at the start of a relay lap, packed for a fast comparison.
#[inline(always)]
fn lap_state(pits: &Pits, origin: usize) -> u128 {
    let mut bytes = [0; 16];
    bytes[..PIT_COUNT].copy_from_slice(pits);
    bytes[PIT_COUNT] = origin as u8;
    u128::from_le_bytes(bytes)
}

/// O3's capture chain: from `last` backwards while the pit is the opponent's
/// and holds 2 or 3. Returns the seeds the chain would take, without taking
/// them; the pits are `chain_start(last)..=last` for [`take_oware_chain`].
#[inline]
pub(crate) fn oware_chain(pits: &Pits, last: usize, mover: Player) -> (u8, usize) {
    let victim = mover.opponent();
    let first = victim.first_pit();
    if !victim.row().contains(&last) {
        return (0, last + 1);
    }
    let mut seeds = 0;
    let mut pit = last + 1;
    while pit > first && matches!(pits[pit - 1], 2 | 3) {
        pit -= 1;
        seeds += pits[pit];
    }
    (seeds, pit)
}

/// Takes the pits `from..=last` found by [`oware_chain`], last pit first.
#[inline]
pub(crate) fn take_oware_chain(
    pits: &mut Pits,
    from: usize,
    last: usize,
    recorder: &mut impl Recorder,
) {
    for pit in (from..=last).rev() {
        recorder.capture(pit, pits[pit]);
        pits[pit] = 0;
    }
}

/// Y6: a relay that ends in an empty pit of the mover's row captures the
/// opposite pit's seeds and the capturing seed, if the opposite pit holds
/// any. Returns the seeds captured.
#[inline]
pub(crate) fn ayoayo_capture(
    pits: &mut Pits,
    last: usize,
    mover: Player,
    recorder: &mut impl Recorder,
) -> u8 {
    let opposite = PIT_COUNT - 1 - last;
    if !mover.row().contains(&last) || pits[opposite] == 0 {
        return 0;
    }
    let seeds = pits[opposite] + pits[last];
    recorder.capture(opposite, pits[opposite]);
    recorder.capture(last, pits[last]);
    pits[opposite] = 0;
    pits[last] = 0;
    seeds
}

/// Seeds in `player`'s row.
#[inline(always)]
pub(crate) fn row_seeds(pits: &Pits, player: Player) -> u8 {
    pits[player.row()].iter().sum()
}
