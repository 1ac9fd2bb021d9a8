//! Enums shared with JavaScript, exported so JS imports them instead of
//! redefining numbers.

use wasm_bindgen::prelude::*;

use crate::arguments::{small_number, OutOfRange};
use crate::error::{Description, Failure};

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

    pub(crate) fn rules(self, grand_slam_wins: bool) -> Result<oware_ayoayo::Rules, Failure> {
        match (self, grand_slam_wins) {
            (Variant::Oware, wins) => Ok(oware_ayoayo::Rules::Oware {
                grand_slam_wins: wins,
            }),
            (Variant::Ayoayo, false) => Ok(oware_ayoayo::Rules::AYOAYO),
            (Variant::Ayoayo, true) => Err(Failure::new(
                Description::new("grand-slam-oware-only"),
                "grand slam wins is an Oware option",
            )),
        }
    }
}

impl From<oware_ayoayo::Variant> for Variant {
    fn from(variant: oware_ayoayo::Variant) -> Variant {
        match variant {
            oware_ayoayo::Variant::Oware => Variant::Oware,
            oware_ayoayo::Variant::Ayoayo => Variant::Ayoayo,
        }
    }
}

impl From<Variant> for oware_ayoayo::Variant {
    fn from(variant: Variant) -> oware_ayoayo::Variant {
        match variant {
            Variant::Oware => oware_ayoayo::Variant::Oware,
            Variant::Ayoayo => oware_ayoayo::Variant::Ayoayo,
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

impl From<oware_ayoayo::Player> for Side {
    fn from(player: oware_ayoayo::Player) -> Side {
        match player {
            oware_ayoayo::Player::South => Side::South,
            oware_ayoayo::Player::North => Side::North,
        }
    }
}

/// The computer's strength (exported without the `engine` feature too, so a
/// rules-only page can check a level it will hand to the engine's worker).
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Level {
    /// Looks two plies ahead and makes believable mistakes.
    Beginner = 0,
    /// Looks four plies ahead, with some carelessness.
    Casual = 1,
    /// Looks eight plies ahead and rarely errs.
    Intermediate = 2,
    /// Full search of the time given, but at most half a second.
    Strong = 3,
    /// Full search within the time given, never over it; it answers early
    /// only when it sees the result or has a single move, or when another
    /// iteration is unlikely to be worth starting.
    Maximum = 4,
}

impl Level {
    /// The level a JS number names (wasm-bindgen's own check of an enum
    /// argument throws a vague message).
    #[cfg(feature = "engine")]
    pub(crate) fn from_number(value: f64) -> Result<Level, OutOfRange> {
        Ok(
            match small_number(value, "level", 0, Level::Maximum as u32)? {
                0 => Level::Beginner,
                1 => Level::Casual,
                2 => Level::Intermediate,
                3 => Level::Strong,
                _ => Level::Maximum,
            },
        )
    }
}
