//! Strategies shared by the property tests and the fuzz harness.

use mancala::Rules;
use proptest::prelude::*;

/// Every rule set: both games and Oware's "grand slam wins" option.
pub fn any_rules() -> impl Strategy<Value = Rules> {
    prop_oneof![
        Just(Rules::OWARE),
        Just(Rules::Oware {
            grand_slam_wins: true
        }),
        Just(Rules::AYOAYO)
    ]
}
