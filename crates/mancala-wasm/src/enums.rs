//! Enums shared with JavaScript, exported so JS imports them instead of
//! redefining numbers.

use wasm_bindgen::prelude::*;

use crate::arguments::{small_number, OutOfRange};

/// The game played.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Variant {
    /// Oware (Abapa).
    Oware = 0,
    /// Ayoayo.
    Ayoayo = 1,
}

impl Variant {
    /// The variant a JS number names (wasm-bindgen's own check of an enum
    /// argument throws a vague message).
    pub(crate) fn from_number(value: f64) -> Result<Variant, OutOfRange> {
        match small_number(value, "variant", 0, 1)? {
            0 => Ok(Variant::Oware),
            _ => Ok(Variant::Ayoayo),
        }
    }

    pub(crate) fn rules(self, grand_slam_wins: bool) -> Result<mancala::Rules, JsError> {
        match (self, grand_slam_wins) {
            (Variant::Oware, wins) => Ok(mancala::Rules::Oware {
                grand_slam_wins: wins,
            }),
            (Variant::Ayoayo, false) => Ok(mancala::Rules::AYOAYO),
            (Variant::Ayoayo, true) => Err(JsError::new("grand slam wins is an Oware option")),
        }
    }
}

impl From<mancala::Variant> for Variant {
    fn from(variant: mancala::Variant) -> Variant {
        match variant {
            mancala::Variant::Oware => Variant::Oware,
            mancala::Variant::Ayoayo => Variant::Ayoayo,
        }
    }
}

impl From<Variant> for mancala::Variant {
    fn from(variant: Variant) -> mancala::Variant {
        match variant {
            Variant::Oware => mancala::Variant::Oware,
            Variant::Ayoayo => mancala::Variant::Ayoayo,
        }
    }
}

/// A player.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Side {
    /// The player at the bottom, pits A–F (0–5); moves first.
    South = 0,
    /// The player at the top, pits a–f (6–11).
    North = 1,
}

impl From<mancala::Player> for Side {
    fn from(player: mancala::Player) -> Side {
        match player {
            mancala::Player::South => Side::South,
            mancala::Player::North => Side::North,
        }
    }
}
