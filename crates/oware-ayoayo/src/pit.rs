//! Pits, named by index in sowing order or by letter.

use std::fmt;
use std::str::FromStr;

use crate::Player;

/// The number of pits on the board (two rows of six).
pub const PIT_COUNT: usize = 12;

/// One of the twelve pits, numbered 0–11 in sowing (counter-clockwise) order.
///
/// South's pits `A`–`F` are 0–5, North's pits `a`–`f` are 6–11; the pit
/// opposite pit `i` is `11 - i`.
///
/// ```
/// use oware_ayoayo::{Pit, Player};
///
/// let c: Pit = "C".parse()?;
/// assert_eq!(c.index(), 2);
/// assert_eq!(c.owner(), Player::South);
/// assert_eq!(c.opposite().letter(), 'd');
/// # Ok::<(), oware_ayoayo::ParsePitError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pit(u8);

impl Pit {
    /// All pits in sowing order.
    pub const ALL: [Pit; PIT_COUNT] = [
        Pit(0),
        Pit(1),
        Pit(2),
        Pit(3),
        Pit(4),
        Pit(5),
        Pit(6),
        Pit(7),
        Pit(8),
        Pit(9),
        Pit(10),
        Pit(11),
    ];

    /// The pit with this index, if it is below 12.
    #[must_use]
    pub const fn new(index: usize) -> Option<Pit> {
        if index < PIT_COUNT {
            Some(Pit(index as u8))
        } else {
            None
        }
    }

    /// The pit's index in sowing order (0–11).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The player who owns the pit.
    #[must_use]
    pub const fn owner(self) -> Player {
        if self.0 < 6 {
            Player::South
        } else {
            Player::North
        }
    }

    /// The pit across the board (`11 - i`).
    #[must_use]
    pub const fn opposite(self) -> Pit {
        Pit(11 - self.0)
    }

    /// The pit's letter: `A`–`F` for South, `a`–`f` for North.
    #[must_use]
    pub const fn letter(self) -> char {
        if self.0 < 6 {
            (b'A' + self.0) as char
        } else {
            (b'a' + self.0 - 6) as char
        }
    }

    /// The pit named by a letter `A`–`F` or `a`–`f`.
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Pit> {
        match letter {
            'A'..='F' => Some(Pit(letter as u8 - b'A')),
            'a'..='f' => Some(Pit(letter as u8 - b'a' + 6)),
            _ => None,
        }
    }

    /// The pit `player` would call its `n`-th from the left (0–5).
    #[must_use]
    pub const fn of(player: Player, n: usize) -> Option<Pit> {
        if n < 6 {
            Some(Pit((player.first_pit() + n) as u8))
        } else {
            None
        }
    }
}

impl TryFrom<u8> for Pit {
    type Error = PitIndexError;

    fn try_from(index: u8) -> Result<Pit, PitIndexError> {
        Pit::new(index.into()).ok_or(PitIndexError(index))
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Pit {
    type Err = ParsePitError;

    fn from_str(s: &str) -> Result<Pit, ParsePitError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Pit::from_letter(c).ok_or_else(|| ParsePitError(s.to_owned())),
            _ => Err(ParsePitError(s.to_owned())),
        }
    }
}

/// A pit index outside 0–11.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PitIndexError(pub u8);

impl fmt::Display for PitIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pit index {} is out of range 0-11", self.0)
    }
}

impl std::error::Error for PitIndexError {}

/// Text that is not a pit letter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePitError(pub String);

impl fmt::Display for ParsePitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a pit: expected a letter A-F or a-f", self.0)
    }
}

impl std::error::Error for ParsePitError {}
