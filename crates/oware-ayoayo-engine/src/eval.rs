//! Static evaluation of positions that are not finished: a weighted sum of
//! the [features](features::features) of the position.
//!
//! The weights are fitted to self-play games by `mancala tune` (Texel
//! tuning: the least squared error between each game's result and
//! sigmoid(K × evaluation) over its quiet positions), then kept only if
//! `mancala match --sprt elo0=0,elo1=10` shows them stronger than the
//! weights before (pairs of games with sides swapped from the same 4-ply
//! random opening, endgame tables of 12 seeds on both sides; Elo with its
//! 95% interval, LLR with its bounds):
//!
//! | change against main 43847d9 | a move | games: +won =drawn −lost | Elo | LLR |
//! | --------------------------- | ------ | ------------------------ | --- | --- |
//! | Oware, fitted weights (1)   | 30,000 nodes | 162: +116 =14 −32 | +199.5 [+139.9, +272.3] | 3.00 (−2.94, 2.94): H1 |
//! | Oware, the same             | 100 ms | 254: +156 =23 −75 (2) | +114.8 [+74.8, +157.9] | 2.95: H1 |
//! | Ayoayo, fitted weights (3)  | 30,000 nodes | 172: +82 =9 −81 | +2.0 [−1.9, +6.0] | −7.38: H0, rejected |
//! | Ayoayo, the same            | 3,000 nodes | 600: +291 =26 −283 | +4.6 [−2.2, +11.4] | −0.31: undecided, rejected |
//! | Ayoayo, the same            | 100 ms | 208: +96 =18 −94 | +3.3 [−1.2, +7.9] | −3.03: H0, rejected |
//!
//! (1) Fitted on 98,979 quiet positions of 1,094 games at 5,000 nodes a
//! move (`mancala tune generate --games 3000 --nodes 5000 --seed 11`, cut
//! short): the held-out error fell from 0.1279 to 0.1234.
//! (2) Pairs [10, 5, 52, 14, 46] by A's points 0, ½, 1, 1½, 2; the fitted
//! evaluation searches about 11% fewer nodes a second and its trees are
//! bigger (depth 12 from `bench search`'s Oware positions: 461,995 nodes,
//! 326,948 before).
//! (3) Fitted on 60,677 positions of 6,000 games (`--variant ayoayo --games
//! 6000 --seed 12`): [100, −2, 84, 40, −20, 20, 0, −21], held-out error
//! 0.0479 → 0.0432, but nearly every pair of games splits 1–1 (the side
//! decides, not the evaluation). Also tried: the row weight scaled by the
//! seeds captured (the row counts fully at the end, docs/rules.md O6, O8):
//! the fit keeps it at 0. A second fit, with 64,166 more positions from
//! games of the fitted Oware weights, moved them little (held-out error
//! −0.0001) and lost to them at 30,000 nodes: 600 games +242 =77 −281,
//! −22.6 Elo [−48.2, +2.7], LLR −1.65. Without a match, the held-out error
//! of each new feature added alone to the refitted old ones (0.12753):
//! empty 0.12740, kroos 0.12735, reach 0.12539, threats 0.12671, tempo
//! 0.12688; all together 0.12344.
//!
//! Also refused: the value of each pit's seed count at its place (12
//! places, mover's and opponent's, counts 0 to 12 or more: 156 terms more),
//! fitted with the 8 weights on 559,999 positions of 6,400 games at 5,000
//! nodes a move. The held-out error fell from 0.11724 to 0.11376, yet
//! against the same search with the weights above it lost at 100 ms: 46
//! games +14 =5 −27, −100.9 Elo [−190.1, −23.2].
//!
//! Before, the terms were hand-tuned by fixed matches of 100 games at
//! 30,000 nodes a move (score against the kept weights): Oware row weight
//! 20 vs 0 81.5%, small pits 60 vs none 80.0%; for Ayoayo, no term beat
//! the bare stores (row weight 25 vs 0 49.0%, capture targets 15 or 40 vs
//! none 49.5% / 49.0%).

pub mod features;

use oware_ayoayo::{Position, Rules};

use crate::Score;
use features::{
    pit_features, threats, Features, FEATURE_COUNT, KROO_SEEDS, PIT_FEATURES, ROW, STORES, TEMPO,
    THREATS,
};

/// Hundredths of a seed per unit of each feature, in the order of
/// [`FEATURE_NAMES`](features::FEATURE_NAMES).
pub type Weights = [Score; FEATURE_COUNT];

/// Oware, as fitted: a seed in the store is worth 100; a quarter of that
/// for each seed in the row (at the end of a game by repetition or lack of
/// moves each player takes their own row: docs/rules.md O6, O8); an empty
/// pit costs more than a seed (fewer moves, and no waiting moves); a kroo
/// is worth most of a seed (docs/rules.md O2, O3), seeds about to be sown
/// into the opponent's row are half a seed given away, each capture the
/// opponent threatens costs three quarters of a seed, and having to move
/// in a quiet position costs a third of one.
const OWARE_WEIGHTS: Weights = [100, 25, -9, -118, 63, -50, 76, -33];

/// Ayoayo: the stores, and a share of each row's seeds (docs/rules.md Y9, Y10).
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
    match position.rules() {
        Rules::Oware { .. } => evaluate_oware(position),
        // Only the stores and the rows have a weight in Ayoayo: the other
        // features are not worked out.
        Rules::Ayoayo => {
            let mover = position.turn();
            let opponent = mover.opponent();
            let stores = position.stores();
            let stores = Score::from(*stores.get(mover)) - Score::from(*stores.get(opponent));
            let rows =
                Score::from(position.row_seeds(mover)) - Score::from(position.row_seeds(opponent));
            AYOAYO_WEIGHTS[STORES] * stores + AYOAYO_WEIGHTS[ROW] * rows
        }
    }
}

/// [`weigh`] of the Oware features, without working out the features one
/// by one: each pit's terms come from [`OWARE_PIT_TERMS`]. The search
/// evaluates most of its nodes; this way its wasm build searches about 5%
/// faster (natively, no difference measured).
fn evaluate_oware(position: &Position) -> Score {
    let w = &OWARE_WEIGHTS;
    let mover = position.turn();
    let opponent = mover.opponent();
    let stores = position.stores();
    let stores = Score::from(*stores.get(mover)) - Score::from(*stores.get(opponent));
    let row = |player: oware_ayoayo::Player| {
        let mut seeds = 0;
        let mut terms = 0;
        for (terms_by_seeds, &pit) in OWARE_PIT_TERMS.iter().zip(player.pits()) {
            let here = position.seeds(pit);
            seeds += Score::from(here);
            terms += terms_by_seeds[usize::from(here.min(KROO_SEEDS))];
        }
        w[ROW] * seeds + terms
    };
    w[STORES] * stores + row(mover) - row(opponent) - w[THREATS] * threats(position) + w[TEMPO]
}

/// `OWARE_PIT_TERMS[place][seeds]`: the [`pit_features`] of a pit at
/// `place` holding `seeds` (`KROO_SEEDS` or more counted as `KROO_SEEDS`),
/// weighed.
const OWARE_PIT_TERMS: [[Score; KROO_SEEDS as usize + 1]; 6] = {
    let mut table = [[0; KROO_SEEDS as usize + 1]; 6];
    let mut place = 0;
    while place < 6 {
        let mut seeds = 0;
        while seeds <= KROO_SEEDS {
            let counts = pit_features(place, seeds);
            let mut term = 0;
            let mut n = 0;
            while n < PIT_FEATURES.len() {
                term += OWARE_WEIGHTS[PIT_FEATURES[n]] * counts[n];
                n += 1;
            }
            table[place][seeds as usize] = term;
            seeds += 1;
        }
        place += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::features::features;
    use super::*;
    use oware_ayoayo::Setup;

    /// `position` with the rows, the stores and the side to move swapped.
    fn mirrored(position: &Position) -> Position {
        let setup = position.setup();
        let mut pits = setup.pits;
        pits.rotate_left(6);
        let mirror = Setup {
            pits,
            stores: oware_ayoayo::ByPlayer::new(setup.stores.north, setup.stores.south),
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
            for seed in 0..20 {
                for position in random_game(rules, seed) {
                    let value = weigh(&features(&position), weights(rules));
                    assert_eq!(evaluate(&position), value, "{position}");
                }
            }
        }
        // Pits from empty to past a kroo, at every place.
        for text in [
            "0-1-2-3-4-5-6-7-8-0-12-0-0-0-N",
            "13-0-1-2-0-0-0-12-1-2-3-14-0-0-S",
            "0-0-30-0-0-0-0-0-0-0-18-0-0-0-N",
        ] {
            let setup: Setup = text.parse().unwrap();
            let position = Position::from_setup(setup, Rules::OWARE).unwrap();
            assert_eq!(
                evaluate(&position),
                weigh(&features(&position), &OWARE_WEIGHTS),
                "{text}"
            );
        }
        let mut features = [0; FEATURE_COUNT];
        features[0] = 3;
        features[1] = -2;
        assert_eq!(weigh(&features, &OWARE_WEIGHTS), 300 - 2 * OWARE_WEIGHTS[1]);
    }
}
