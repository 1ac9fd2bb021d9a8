//! Static evaluation of positions that are not finished: a weighted sum of
//! the [features](features::features) of the position.
//!
//! Every term was kept or dropped by engine-against-engine matches, 100
//! games with sides swapped and 4-ply random openings, 30,000 nodes a move
//! (so the result does not depend on the machine's load):
//!
//! | change (against the kept weights)            | score |
//! | -------------------------------------------- | ----- |
//! | Oware row weight 20 vs 0                     | 81.5% |
//! | Oware row weight 20 vs 40 / 10 vs 20 / 30 vs 20 | 68.5% / 49.5% / 32.5% |
//! | Oware small pits −60 vs none                 | 80.0% |
//! | … −15 / −30 / −100 / +30 vs none             | 60.5% / 71.5% / 76.0% / 29.0% |
//! | Ayoayo row weight 25 vs 0 / vs 50            | 49.0% / 51.0% |
//! | Ayoayo capture targets 15 / 40 vs none       | 49.5% / 49.0% |
//!
//! Ayoayo's relays are too chaotic for any static term tried to matter;
//! its row weight is kept for the reason below, at no measured cost.

pub mod features;

use mancala::{Position, Rules};

use crate::Score;
use features::{features, Features, FEATURE_COUNT};

/// Hundredths of a seed per unit of each feature, in the order of
/// [`FEATURE_NAMES`](features::FEATURE_NAMES).
pub type Weights = [Score; FEATURE_COUNT];

/// Oware: a seed in the store is worth 100; a share of each row's seeds
/// (at the end of a game by repetition or lack of moves each player takes
/// their own row: O6, O8), and small pits, waiting moves that keep the big
/// pits intact, worth more to their owner than the capture targets they
/// offer.
const OWARE_WEIGHTS: Weights = [100, 20, 60, 0, 0, 0, 0, 0];

/// Ayoayo: the stores, and a share of each row's seeds (Y9, Y10).
const AYOAYO_WEIGHTS: Weights = [100, 25, 0, 0, 0, 0, 0, 0];

/// The weights of the evaluation under `rules`.
#[must_use]
pub fn weights(rules: Rules) -> &'static Weights {
    match rules {
        Rules::Oware { .. } => &OWARE_WEIGHTS,
        Rules::Ayoayo => &AYOAYO_WEIGHTS,
    }
}

/// The value of `features` under `weights`, in hundredths of a seed.
#[must_use]
pub fn weigh(features: &Features, weights: &Weights) -> Score {
    features.iter().zip(weights).map(|(f, w)| f * w).sum()
}

/// The value of `position` for the player to move, in hundredths of a seed.
#[must_use]
pub fn evaluate(position: &Position) -> Score {
    weigh(&features(position), weights(position.rules()))
}
