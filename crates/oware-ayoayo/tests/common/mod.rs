//! Strategies shared by the property tests and the fuzz harness.

use oware_ayoayo::{ByPlayer, Player, Rules, Setup};
use proptest::prelude::*;

/// The setup with these pits and stores, North to move or South.
pub fn setup(pits: [u8; 12], south: u8, north: u8, north_to_move: bool) -> Setup {
    Setup {
        pits,
        stores: ByPlayer::new(south, north),
        turn: if north_to_move {
            Player::North
        } else {
            Player::South
        },
    }
}

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

/// Any text, rich in what a record's escapes and layout must survive:
/// braces, quotes, backslashes, line breaks, runs of spaces, controls.
pub fn any_text() -> impl Strategy<Value = String> {
    let special = prop::sample::select(vec![
        '}', '{', ']', '"', '\\', '\n', '\r', ' ', '\t', '\0', '\u{feff}', '\u{2028}',
    ]);
    prop::collection::vec(prop_oneof![any::<char>(), special], 0..30)
        .prop_map(|chars| chars.into_iter().collect())
}

/// A tag name a record may hold: letters, digits and `_`, spelt unlike
/// any known tag.
pub fn any_extra_tag_name() -> impl Strategy<Value = String> {
    "X[A-Za-z0-9_]{0,8}"
}

/// Whether each line of a written record is at most 79 characters, unless
/// it is a tag or a single word too long to share a line.
pub fn lines_fit(text: &str) -> bool {
    text.lines().all(|line| {
        line.chars().count() <= 79
            || line.starts_with('[')
            || !line.trim_start_matches(' ').contains(' ')
    })
}
