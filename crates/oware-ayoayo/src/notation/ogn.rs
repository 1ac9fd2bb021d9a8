//! Game records in OGN, the PGN-like format of the Aualé Oware program.
//!
//! ```text
//! [Variant "Oware Abapa"]
//! [Event "?"]
//! [Site "?"]
//! [Date "?"]
//! [Round "?"]
//! [South "Ama"]
//! [North "Kofi"]
//! [Result "*"]
//! [GrandSlam "forfeit"]
//! [Rules "abapa"]
//!
//! 1. C f 2. B { a quiet move } a 3. F+2 *
//! ```
//!
//! - Tags are `[Name "value"]`, each name at most once. The seven roster
//!   tags come first, as Aualé writes them; others follow sorted by name.
//!   Tag names are case-sensitive, as in PGN: a known tag spelt otherwise
//!   (`[rules "ayoayo"]`) is an error rather than an unknown tag silently
//!   ignored, which would replay the game under the wrong rules.
//! - `[Rules "abapa"|"ayoayo"]` and, for Oware, `[GrandSlam "forfeit"|"wins"]`
//!   (docs/rules.md O4) make the rules machine-readable. Without `Rules`, a
//!   `Variant` that names Ayoayo selects Ayoayo, anything else Oware (as in
//!   Aualé's files).
//! - `[FEN "..."]` holds a custom start as position text.
//! - `[Match "best-of-3"]` names the match format (docs/rules.md O10) of a
//!   game played in a match, `[Round "2"]` its number in the match (see
//!   [`MatchRecord`](super::MatchRecord)).
//! - The move text numbers every other ply (`1.`, `2.`, ...) from the
//!   first, whoever moves first, as Aualé does; PGN's `1...` before the
//!   second ply of a pair is read too, and a text that starts with it
//!   (`1... f 2. C b`) pairs its plies as PGN does a game Black starts. Each
//!   move is a pit letter with `+n` when it captured `n` seeds, and may be
//!   followed by a `{comment}`. A comment before the first move is the
//!   record's own [`comment`](Record::comment) (Aualé reads one there but
//!   neither shows nor writes it). The move text ends with the result: the
//!   final stores `south-north` (as Aualé writes them) or `*` while the game
//!   goes on; Aualé writes nothing there while it goes on. PGN-style
//!   results (`1-0`, `0-1`, `1/2-1/2`) are read too. A result other than
//!   `*` must be the `Result` tag's, and stands for it when the tag is
//!   missing.
//! - On reading, a `+n` that does not match the replay is an error, and so
//!   is a `Result` the moves contradict (`*`, "not known", contradicts
//!   nothing). Aualé counts the seeds a player
//!   takes from their own row at the end into the last move's `+n`; that
//!   count is accepted too. A UTF-8 byte order mark before the text is
//!   skipped; an empty text is not a record.
//!
//! # Escapes: records read back exactly as written
//!
//! Inside a tag value `\\` is a backslash and `\"` a quote, as in PGN, and
//! `\n` and `\r` are the line breaks, which PGN cannot hold in a tag; any
//! other backslash there is an error (Aualé escapes backslashes in tags
//! too).
//!
//! PGN has no way to put `}` in a comment. Dropping or replacing it (as
//! some PGN writers do) would change what the player wrote, and splitting
//! the comment in two would change the record's structure, so comments
//! take escapes too: `\\`, `\}`, `\n` and `\r`. A backslash that starts
//! none of them is itself, as PGN and Aualé, which escape nothing in a
//! comment, read it: `{C:\games}` is the comment `C:\games`. So the writer
//! escapes a backslash only where it would start an escape. The price is
//! that a reader knowing only PGN ends a comment with `\}` early, at the
//! escaped brace. The writer puts one space inside each brace and breaks
//! long comments between words; so on reading, one space after `{` and one
//! before `}` are padding, and a line break (the writer's, or one in another
//! program's file) is a space.

mod read;
mod result;
mod write;

use std::fmt;

pub use read::{parse_records, ParseProblem, ParseRecordError};

use super::quoted;
use crate::{
    ByPlayer, Game, IllegalMove, Pit, Ply, Position, PositionError, Rules, Setup, Variant,
};
use result::GameResult;

/// The tags every record starts with, in Aualé's order, with their defaults.
const ROSTER: [(&str, &str); 8] = [
    ("Variant", "Oware Abapa"),
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "?"),
    ("Round", "?"),
    ("South", "?"),
    ("North", "?"),
    ("Result", "*"),
];

/// The tags a record's reader knows, spelt as it matches them
/// (case-sensitive). Other tags are kept as they are.
pub const KNOWN_TAGS: [&str; 12] = [
    "Variant",
    "Event",
    "Site",
    "Date",
    "Round",
    "South",
    "North",
    "Result",
    "Rules",
    "GrandSlam",
    "FEN",
    "Match",
];

/// A game record: tags and moves, read or written as OGN text.
///
/// ```
/// use oware_ayoayo::notation::Record;
/// use oware_ayoayo::{Game, Pit, Rules};
///
/// let mut game = Game::new(Rules::AYOAYO);
/// game.play(Pit::from_letter('C').unwrap())?;
/// let text = Record::from_game(&game).to_string();
/// assert!(text.contains("[Rules \"ayoayo\"]"));
/// assert!(text.contains("1. C+7"));
///
/// let replayed = text.parse::<Record>()?.replay()?;
/// assert_eq!(replayed.position(), game.position());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The tags, in the order read or to be written.
    pub tags: Vec<(String, String)>,
    /// The comment before the first move, on the game as a whole or its
    /// start (see the module docs on escapes).
    pub comment: Option<String>,
    /// The moves in order.
    pub moves: Vec<RecordMove>,
}

/// One move of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordMove {
    /// The pit played.
    pub pit: Pit,
    /// The `+n` written after the move, if any.
    pub captured: Option<u32>,
    /// The comment following the move, any text (see the module docs on
    /// escapes).
    pub comment: Option<String>,
}

impl Record {
    /// The record of `game`: roster tags with their defaults, the result,
    /// the rules tags, a `FEN` tag for a custom start, and every move with
    /// its capture.
    #[must_use]
    pub fn from_game(game: &Game) -> Record {
        let mut record = Record::default();
        for (name, value) in ROSTER {
            record.set_tag(name, value);
        }
        let rules = game.rules();
        if rules.variant() == Variant::Ayoayo {
            record.set_tag("Variant", "Ayoayo");
        }
        if let Some(outcome) = game.outcome() {
            record.set_tag(
                "Result",
                &format!("{}-{}", outcome.stores.south, outcome.stores.north),
            );
        }
        // In the order of their names, as the other tags beyond the roster.
        let start = game.start().setup();
        if start != Setup::START {
            record.set_tag("FEN", &start.to_string());
        }
        if let Rules::Oware { grand_slam_wins } = rules {
            let value = if grand_slam_wins { "wins" } else { "forfeit" };
            record.set_tag("GrandSlam", value);
        }
        record.set_tag("Rules", rules_name(rules));
        record.moves = game.plies().iter().map(RecordMove::from).collect();
        record
    }

    /// The number written before the move at `index` (from 0): the move
    /// text numbers each pair of plies from the first, whoever moves first.
    #[must_use]
    pub const fn move_number(index: usize) -> usize {
        index / 2 + 1
    }

    /// The value of tag `name`, if present.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name`, replacing its value or adding it at the end.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, old)) => *old = value.to_owned(),
            None => self.tags.push((name.to_owned(), value.to_owned())),
        }
    }

    /// The rules the record is played under (see the module docs).
    pub fn rules(&self) -> Result<Rules, RecordError> {
        let variant = match self.tag("Rules") {
            Some(name) => match name.to_ascii_lowercase().as_str() {
                "abapa" | "oware" => Variant::Oware,
                "ayoayo" => Variant::Ayoayo,
                _ => return Err(RecordError::UnknownRules(name.to_owned())),
            },
            None if self
                .tag("Variant")
                .is_some_and(|v| v.to_ascii_lowercase().contains("ayo")) =>
            {
                Variant::Ayoayo
            }
            None => Variant::Oware,
        };
        match (variant, self.tag("GrandSlam")) {
            (Variant::Ayoayo, None) => Ok(Rules::AYOAYO),
            (Variant::Oware, None | Some("forfeit")) => Ok(Rules::OWARE),
            (Variant::Oware, Some("wins")) => Ok(Rules::Oware {
                grand_slam_wins: true,
            }),
            (_, Some(other)) => Err(RecordError::UnknownGrandSlam(other.to_owned())),
        }
    }

    /// The position the record starts from, under its rules: the `FEN`
    /// tag's, or the standard start.
    pub fn start(&self) -> Result<Position, RecordError> {
        let rules = self.rules()?;
        match self.tag("FEN") {
            Some(text) => {
                let setup = text
                    .parse::<Setup>()
                    .map_err(|e| RecordError::Fen(e.to_string()))?;
                Position::from_setup(setup, rules).map_err(RecordError::Position)
            }
            None => Ok(Position::new(rules)),
        }
    }

    /// Replays the record from its [`start`](Record::start), checking every
    /// move, every `+n` and the `Result` tag.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let start = self.start()?;
        let mut game = Game::from_position(start);
        for (index, written) in self.moves.iter().enumerate() {
            let ply_number = index + 1;
            let ply = game
                .play(written.pit)
                .map_err(|reason| RecordError::Illegal {
                    ply: ply_number,
                    pit: written.pit,
                    reason,
                })?;
            let captured = ply.trace.captured();
            let with_sweep = ply.trace.end.map_or(captured, |end| {
                captured + u32::from(*end.swept.get(ply.trace.mover))
            });
            if let Some(claimed) = written.captured {
                if claimed != captured && claimed != with_sweep {
                    return Err(RecordError::Capture {
                        ply: ply_number,
                        pit: written.pit,
                        claimed,
                        captured,
                    });
                }
            }
        }
        self.check_result(&game)?;
        Ok(game)
    }

    /// Whether the `Result` tag, if any, agrees with the end of `game`.
    fn check_result(&self, game: &Game) -> Result<(), RecordError> {
        let Some(written) = self.tag("Result") else {
            return Ok(());
        };
        let result = GameResult::parse(written)
            .ok_or_else(|| RecordError::MalformedResult(written.to_owned()))?;
        let outcome = game.outcome();
        if result.agrees_with(outcome.as_ref()) {
            Ok(())
        } else {
            Err(RecordError::ContradictedResult {
                written: written.to_owned(),
                stores: outcome.map(|outcome| outcome.stores),
            })
        }
    }
}

impl From<&Ply> for RecordMove {
    /// The move as a record writes it: its pit and, if it captured, `+n`.
    fn from(ply: &Ply) -> RecordMove {
        let captured = ply.trace.captured();
        RecordMove {
            pit: ply.pit,
            captured: (captured > 0).then_some(captured),
            comment: None,
        }
    }
}

/// The move in record notation without its comment, e.g. `C` or `F+13`.
impl fmt::Display for RecordMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.captured {
            Some(n) => write!(f, "{}+{n}", self.pit),
            None => write!(f, "{}", self.pit),
        }
    }
}

fn rules_name(rules: Rules) -> &'static str {
    match rules.variant() {
        Variant::Oware => "abapa",
        Variant::Ayoayo => "ayoayo",
    }
}

/// Why a well-formed record does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A `Rules` tag naming no known rules.
    UnknownRules(String),
    /// A `GrandSlam` tag other than `forfeit` or `wins` (Oware only).
    UnknownGrandSlam(String),
    /// A `FEN` tag that is not position text.
    Fen(String),
    /// A `FEN` position that is not playable.
    Position(PositionError),
    /// An illegal move.
    Illegal {
        /// The ply, counting from 1.
        ply: usize,
        /// The pit played.
        pit: Pit,
        /// Why it is illegal.
        reason: IllegalMove,
    },
    /// A `+n` that differs from the seeds the move captures.
    Capture {
        /// The ply, counting from 1.
        ply: usize,
        /// The pit played.
        pit: Pit,
        /// The `n` written.
        claimed: u32,
        /// The seeds the move captures.
        captured: u32,
    },
    /// A `Result` tag that is not a result.
    MalformedResult(String),
    /// A `Result` tag that differs from how the moves end the game.
    ContradictedResult {
        /// The result written.
        written: String,
        /// The final stores, or `None` when the moves leave the game going on.
        stores: Option<ByPlayer<u8>>,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::UnknownRules(name) => {
                write!(
                    f,
                    "unknown Rules tag {}: expected abapa or ayoayo",
                    quoted(name)
                )
            }
            RecordError::UnknownGrandSlam(value) => write!(
                f,
                "unknown GrandSlam tag {}: expected forfeit or wins, and only for Oware",
                quoted(value)
            ),
            RecordError::Fen(reason) => write!(f, "malformed FEN tag: {reason}"),
            RecordError::Position(reason) => write!(f, "invalid FEN tag: {reason}"),
            RecordError::Illegal { ply, pit, reason } => {
                write!(f, "ply {ply}: move {pit} is illegal: {reason}")
            }
            RecordError::Capture {
                ply,
                pit,
                claimed,
                captured,
            } => write!(
                f,
                "ply {ply}: move {pit} is written as capturing {claimed} but captures {captured}"
            ),
            RecordError::MalformedResult(written) => write!(
                f,
                "Result tag {} is not a result: expected *, 1-0, 0-1, 1/2-1/2 \
                 or the final stores such as 25-23",
                quoted(written)
            ),
            RecordError::ContradictedResult { written, stores } => {
                write!(f, "Result tag {} contradicts the moves, ", quoted(written))?;
                match stores {
                    Some(stores) => {
                        write!(f, "which end the game {}-{}", stores.south, stores.north)
                    }
                    None => write!(f, "which leave the game going on"),
                }
            }
        }
    }
}

impl std::error::Error for RecordError {}
