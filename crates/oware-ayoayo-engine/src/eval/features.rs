//! What the evaluation counts on a board, each term as the player to move's
//! count less the opponent's, so that the weights are the same for both
//! sides.

use oware_ayoayo::Position;

use crate::Score;

/// How many features the evaluation weighs.
pub const FEATURE_COUNT: usize = 8;

/// A position's features, in the order of [`FEATURE_NAMES`].
pub type Features = [Score; FEATURE_COUNT];

/// The features' names, for the tuning tool's reports.
pub const FEATURE_NAMES: [&str; FEATURE_COUNT] = [
    "stores", "row", "small", "empty", "kroos", "reach", "threats", "tempo",
];

/// Seeds in the stores.
pub const STORES: usize = 0;
/// Seeds in the row.
pub const ROW: usize = 1;
/// Pits of 1 or 2 seeds: Oware's waiting moves, and capture targets.
pub const SMALL: usize = 2;
/// Empty pits.
pub const EMPTY: usize = 3;
/// Pits of 12 seeds or more ("kroo"): in Oware such a pit sows round the
/// whole board and can end in a big multiple capture (docs/rules.md O2, O3).
pub const KROOS: usize = 4;
/// Seeds the first lap of each pit would sow into the other row: pressure
/// on the opponent, and seeds given away.
pub const REACH: usize = 5;
/// Oware only, and only against the player to move: the opponent's moves
/// whose last seed makes a pit of the player to move hold 2 or 3 (a
/// capture, docs/rules.md O3), counted negative. The player to move has the
/// first chance to defend; their own captures are searched, not counted.
pub const THREATS: usize = 6;
/// 1 for every position: the value of being the one to move.
pub const TEMPO: usize = 7;

/// The fewest seeds of a kroo ([`KROOS`]).
pub(crate) const KROO_SEEDS: u8 = 12;

/// The features one pit counts for its owner, in the order of
/// [`PIT_FEATURES`]: a pit at `place` in its owner's row (0 to 5 in sowing
/// order) holding `seeds`. From [`KROO_SEEDS`] on they no longer change
/// (the reach is already 6).
#[must_use]
pub(crate) const fn pit_features(place: usize, seeds: u8) -> [Score; 4] {
    let small = matches!(seeds, 1 | 2) as Score;
    let empty = (seeds == 0) as Score;
    let kroo = (seeds >= KROO_SEEDS) as Score;
    // (seeds - (5 - place)).clamp(0, 6), in a const fn.
    let past_the_row = seeds as Score - (5 - place as Score);
    let reach = if past_the_row < 0 {
        0
    } else if past_the_row > 6 {
        6
    } else {
        past_the_row
    };
    [small, empty, kroo, reach]
}

/// The features [`pit_features`] counts, in its order.
pub(crate) const PIT_FEATURES: [usize; 4] = [SMALL, EMPTY, KROOS, REACH];

/// The features of `position` from the point of view of the player to move:
/// one pass over the pits, then, in Oware, where the opponent's six moves
/// would end.
#[must_use]
pub fn features(position: &Position) -> Features {
    let mover = position.turn();
    let stores = position.stores();
    let mut features = [0; FEATURE_COUNT];
    features[STORES] = Score::from(*stores.get(mover)) - Score::from(*stores.get(mover.opponent()));
    features[TEMPO] = 1;
    for (side, sign) in [(mover, 1), (mover.opponent(), -1)] {
        for (place, &pit) in side.pits().iter().enumerate() {
            let seeds = position.seeds(pit);
            features[ROW] += sign * Score::from(seeds);
            for (feature, count) in PIT_FEATURES.into_iter().zip(pit_features(place, seeds)) {
                features[feature] += sign * count;
            }
        }
    }
    features[THREATS] = -threats(position);
    features
}

/// In Oware, how many of the opponent's moves would end in a pit of the
/// player to move holding 2 or 3 (the [`THREATS`] feature, as a count);
/// 0 in Ayoayo, whose relays only sowing can follow.
#[must_use]
pub fn threats(position: &Position) -> Score {
    let captures = position.oware_capturing_moves(position.turn().opponent());
    Score::try_from(captures).expect("at most six moves")
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_ayoayo::{Rules, Setup};

    fn oware(text: &str) -> Position {
        let setup: Setup = text.parse().unwrap();
        Position::from_setup(setup, Rules::OWARE).unwrap()
    }

    #[test]
    fn the_start_is_level_but_for_the_tempo() {
        let mut expected = [0; FEATURE_COUNT];
        expected[TEMPO] = 1;
        assert_eq!(features(&Position::new(Rules::OWARE)), expected);
        assert_eq!(features(&Position::new(Rules::AYOAYO)), expected);
    }

    #[test]
    fn a_kroo_is_a_pit_of_twelve_or_more() {
        let kroo = oware("12-4-4-4-4-0-4-4-4-4-4-0-0-0-S");
        assert_eq!(features(&kroo)[KROOS], 1);
        // The same board with North to move: the kroo is the opponent's.
        let theirs = oware("12-4-4-4-4-0-4-4-4-4-4-0-0-0-N");
        assert_eq!(features(&theirs)[KROOS], -1);
        let eleven = oware("11-4-4-4-4-1-4-4-4-4-4-0-0-0-S");
        assert_eq!(features(&eleven)[KROOS], 0);
    }

    #[test]
    fn threats_are_the_opponents_moves_that_would_capture() {
        // North's f (1 seed) and c (4 seeds: d, e, f, A) both end in A,
        // which would hold 2: two threats against South, to move.
        let threatened = oware("1-4-4-4-4-4-4-4-4-4-4-1-3-3-S");
        assert_eq!(features(&threatened)[THREATS], -2);
        // With North to move, South's moves threaten nothing: its
        // captures are searched, not counted.
        let mover_threatens = oware("1-4-4-4-4-4-4-4-4-4-4-1-3-3-N");
        assert_eq!(features(&mover_threatens)[THREATS], 0);
        // Ayoayo's relays are not followed: no threats counted.
        let setup: Setup = "1-4-4-4-4-4-4-4-4-4-4-1-3-3-S".parse().unwrap();
        let ayoayo = Position::from_setup(setup, Rules::AYOAYO).unwrap();
        assert_eq!(features(&ayoayo)[THREATS], 0);
    }

    #[test]
    fn row_pits_and_reach_are_counted_for_each_side() {
        // South: 1-4-4-4-4-4 (21 seeds, one small pit, reach 0+0+1+2+3+4);
        // North: 4-4-4-4-4-1 (21 seeds, one small pit, reach 0+0+1+2+3+1).
        let features = features(&oware("1-4-4-4-4-4-4-4-4-4-4-1-3-3-S"));
        assert_eq!(features[STORES], 0);
        assert_eq!(features[ROW], 0);
        assert_eq!(features[SMALL], 0);
        assert_eq!(features[REACH], 10 - 7);
        let features = super::features(&oware("0-2-0-9-4-6-4-4-4-4-0-0-6-5-S"));
        // South: 21 seeds, one small (B), two empty; North: 16 seeds, two empty.
        assert_eq!(features[STORES], 1);
        assert_eq!(features[ROW], 5);
        assert_eq!(features[SMALL], 1);
        assert_eq!(features[EMPTY], 0);
        // South: B 0, D 9-2 = 7 capped at 6, E 4-1 = 3, F 6; North: c 1, d 2.
        assert_eq!(features[REACH], 15 - 3);
    }
}
