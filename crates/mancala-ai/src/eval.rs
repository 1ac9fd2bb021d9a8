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

#[cfg(test)]
mod tests {
    use super::*;
    use mancala::Setup;

    /// `position` with the rows, the stores and the side to move swapped.
    fn mirrored(position: &Position) -> Position {
        let setup = position.setup();
        let mut pits = setup.pits;
        pits.rotate_left(6);
        let mirror = Setup {
            pits,
            stores: mancala::ByPlayer::new(setup.stores.north, setup.stores.south),
            turn: setup.turn.opponent(),
        };
        Position::from_setup(mirror, position.rules()).unwrap()
    }

    /// The positions of a game of pseudo-random moves under `rules`.
    fn random_game(rules: Rules, seed: u64) -> Vec<Position> {
        let mut state = seed;
        let mut position = Position::new(rules);
        let mut positions = vec![position];
        while !position.is_over() && positions.len() < 200 {
            let moves = position.legal_moves();
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let pick = (state >> 33) as usize % moves.len();
            position = position.play(moves.iter().nth(pick).unwrap()).unwrap();
            positions.push(position);
        }
        positions
    }

    #[test]
    fn both_sides_are_valued_alike() {
        for rules in [Rules::OWARE, Rules::AYOAYO] {
            for seed in 0..20 {
                for position in random_game(rules, seed) {
                    let mirror = mirrored(&position);
                    assert_eq!(features(&mirror), features(&position), "{position}");
                    assert_eq!(evaluate(&mirror), evaluate(&position), "{position}");
                }
            }
        }
    }

    #[test]
    fn the_evaluation_weighs_the_features() {
        for rules in [Rules::OWARE, Rules::AYOAYO] {
            for position in random_game(rules, 7) {
                let value = weigh(&features(&position), weights(rules));
                assert_eq!(evaluate(&position), value);
            }
        }
        let mut features = [0; FEATURE_COUNT];
        features[0] = 3;
        features[1] = -2;
        assert_eq!(weigh(&features, &OWARE_WEIGHTS), 300 - 2 * OWARE_WEIGHTS[1]);
    }
}
