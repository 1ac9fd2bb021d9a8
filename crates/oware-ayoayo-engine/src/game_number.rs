//! The one byte that names the game in the engine's file formats (opening
//! books, endgame tables): 0 Oware, 1 Ayoayo.

use oware_ayoayo::Variant;

/// The byte of `variant`.
pub(crate) fn game_number(variant: Variant) -> u8 {
    match variant {
        Variant::Oware => 0,
        Variant::Ayoayo => 1,
    }
}

/// The game a byte names, if any.
pub(crate) fn game_of_number(number: u8) -> Option<Variant> {
    match number {
        0 => Some(Variant::Oware),
        1 => Some(Variant::Ayoayo),
        _ => None,
    }
}
