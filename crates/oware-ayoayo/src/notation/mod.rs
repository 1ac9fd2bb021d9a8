//! Text forms of moves and games.
//!
//! Position text is [`Setup`](crate::Setup)'s `Display` and `FromStr`.
//! Moves are pit letters (`A`–`F`, `a`–`f`); [`parse_moves`] reads a list
//! of them, run together or separated by spaces. Whole games are
//! [`Record`]s in Aualé's OGN format; a whole match is a [`MatchRecord`],
//! its games' records one after another.

mod match_record;
mod ogn;

use std::fmt;

pub use match_record::{GameProblem, MatchRecord, MatchRecordError, ReplayedMatch};
pub use ogn::{
    parse_records, ParseProblem, ParseRecordError, Record, RecordError, RecordMove, KNOWN_TAGS,
};

use crate::Pit;

/// The longest record text, in bytes, that the front ends read (1 MiB):
/// hundreds of times a long game, and little enough to refuse unread.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// Reads moves written as pit letters: `CfDa`, `C f D a` or `C,f`.
///
/// ```
/// use oware_ayoayo::notation::parse_moves;
///
/// let moves = parse_moves("Cf Da")?;
/// assert_eq!(moves.iter().map(|p| p.letter()).collect::<String>(), "CfDa");
/// assert!(parse_moves("Cg").is_err());
/// # Ok::<(), oware_ayoayo::notation::ParseMovesError>(())
/// ```
pub fn parse_moves(text: &str) -> Result<Vec<Pit>, ParseMovesError> {
    text.chars()
        .enumerate()
        .filter(|(_, c)| !c.is_whitespace() && *c != ',')
        .map(|(column, c)| {
            Pit::from_letter(c).ok_or(ParseMovesError {
                column: column + 1,
                found: c,
            })
        })
        .collect()
}

/// A character in a move list that is not a pit letter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMovesError {
    /// Where, counting characters from 1.
    pub column: usize,
    /// The character found.
    pub found: char,
}

impl fmt::Display for ParseMovesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at column {} is not a move: expected a pit letter A-F or a-f",
            quoted(self.found.encode_utf8(&mut [0; 4])),
            self.column
        )
    }
}

impl std::error::Error for ParseMovesError {}

/// `text` quoted for a one-line error message: line breaks and other
/// control characters escaped, and cut after 40 characters, marked `…`.
pub(crate) fn quoted(text: &str) -> String {
    const LONGEST: usize = 40;
    let mut shown = String::from("'");
    for c in text.chars().take(LONGEST) {
        if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') {
            shown.extend(c.escape_debug());
        } else {
            shown.push(c);
        }
    }
    if text.chars().nth(LONGEST).is_some() {
        shown.push('…');
    }
    shown.push('\'');
    shown
}
