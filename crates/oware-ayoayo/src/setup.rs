//! Unvalidated board setups and their position text.

use std::fmt;
use std::str::FromStr;

use crate::notation::quoted;
use crate::{ByPlayer, Player, PIT_COUNT};

/// A board as written down: pit counts, stores and the side to move.
///
/// A setup is not checked against any rules; turn it into a
/// [`Position`](crate::Position) to play. Its text form is the Aualé position
/// text: the twelve pit counts in sowing order, South's store, North's store
/// and the side to move, joined by `-`.
///
/// ```
/// use oware_ayoayo::{Player, Setup};
///
/// let setup: Setup = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S".parse()?;
/// assert_eq!(setup, Setup::START);
/// assert_eq!(setup.turn, Player::South);
/// assert_eq!(setup.to_string(), "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
/// # Ok::<(), oware_ayoayo::ParseSetupError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Seeds in each pit, in sowing order (`A`–`F`, then `a`–`f`).
    pub pits: [u8; PIT_COUNT],
    /// Seeds in each player's store.
    pub stores: ByPlayer<u8>,
    /// The player to move (for a finished game: who would move next).
    pub turn: Player,
}

impl Setup {
    /// The start of both games (O1, Y1): four seeds in every pit, South to move.
    pub const START: Setup = Setup {
        pits: [4; PIT_COUNT],
        stores: ByPlayer::new(0, 0),
        turn: Player::South,
    };

    /// All seeds on the board and in the stores.
    #[must_use]
    pub fn total_seeds(&self) -> u32 {
        self.pits.iter().map(|&n| u32::from(n)).sum::<u32>()
            + u32::from(self.stores.south)
            + u32::from(self.stores.north)
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::START
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for n in self.pits {
            write!(f, "{n}-")?;
        }
        write!(
            f,
            "{}-{}-{}",
            self.stores.south,
            self.stores.north,
            self.turn.letter()
        )
    }
}

impl FromStr for Setup {
    type Err = ParseSetupError;

    fn from_str(text: &str) -> Result<Setup, ParseSetupError> {
        let fields: Vec<&str> = text.trim().split('-').collect();
        if fields.len() != PIT_COUNT + 3 {
            return Err(ParseSetupError::FieldCount(fields.len()));
        }
        let count = |i: usize| -> Result<u8, ParseSetupError> {
            let field = fields[i];
            if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ParseSetupError::NotACount {
                    field: i + 1,
                    text: field.to_owned(),
                });
            }
            field
                .parse()
                .map_err(|_| ParseSetupError::TooLarge { field: i + 1 })
        };
        let mut pits = [0; PIT_COUNT];
        for (i, pit) in pits.iter_mut().enumerate() {
            *pit = count(i)?;
        }
        let stores = ByPlayer::new(count(PIT_COUNT)?, count(PIT_COUNT + 1)?);
        let side = fields[PIT_COUNT + 2];
        let turn = match side {
            "S" => Player::South,
            "N" => Player::North,
            _ => return Err(ParseSetupError::Side(side.to_owned())),
        };
        Ok(Setup { pits, stores, turn })
    }
}

/// Why text is not a position text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseSetupError {
    /// Not 15 fields separated by `-`.
    FieldCount(usize),
    /// A pit or store field that is not a whole number (1-based field).
    NotACount {
        /// The field's place, counting from 1.
        field: usize,
        /// The field as written.
        text: String,
    },
    /// A count above 255.
    TooLarge {
        /// The field's place, counting from 1.
        field: usize,
    },
    /// A side to move other than `S` or `N`.
    Side(String),
}

impl fmt::Display for ParseSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSetupError::FieldCount(n) => write!(
                f,
                "expected 15 fields separated by '-' (12 pits, 2 stores, side to move), found {n}"
            ),
            ParseSetupError::NotACount { field, text } => {
                write!(
                    f,
                    "field {field} is {}, expected a seed count",
                    quoted(text)
                )
            }
            ParseSetupError::TooLarge { field } => {
                write!(f, "field {field} holds more than 255 seeds")
            }
            ParseSetupError::Side(side) => {
                write!(f, "side to move is {}, expected S or N", quoted(side))
            }
        }
    }
}

impl std::error::Error for ParseSetupError {}
