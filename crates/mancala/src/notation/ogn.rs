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
//! - Tags are `[Name "value"]`, with `\\` and `\"` escapes. The seven roster
//!   tags come first, as Aualé writes them; others follow sorted by name.
//! - `[Rules "abapa"|"ayoayo"]` and, for Oware, `[GrandSlam "forfeit"|"wins"]`
//!   (O4) make the rules machine-readable. Without `Rules`, a `Variant` that
//!   names Ayoayo selects Ayoayo, anything else Oware (as in Aualé's files).
//! - `[FEN "..."]` holds a custom start as position text.
//! - The move text numbers every other ply (`1.`, `2.`, ...), gives each
//!   move as a pit letter with `+n` when it captured `n` seeds, may follow a
//!   move with a `{comment}`, and ends with the result: the final stores
//!   `south-north` (as Aualé writes them) or `*` while the game goes on.
//!   PGN-style results (`1-0`, `0-1`, `1/2-1/2`) are read too.
//! - On reading, a `+n` that does not match the replay is an error. Aualé
//!   counts the seeds a player takes from their own row at the end into the
//!   last move's `+n`; that count is accepted too.

use std::fmt;

use crate::{Game, IllegalMove, Pit, Ply, Position, PositionError, Rules, Setup, Variant};

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

/// Longest line the writer produces, as Aualé does.
const LINE_WIDTH: usize = 79;

/// A game record: tags and moves, read or written as OGN text.
///
/// ```
/// use mancala::notation::Record;
/// use mancala::{Game, Pit, Rules};
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
    /// The comment following the move. Runs of white space are written as
    /// one space, and a `}` as `)`.
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
        let mut extra = vec![("Rules", rules_name(rules))];
        if let Rules::Oware { grand_slam_wins } = rules {
            extra.push((
                "GrandSlam",
                if grand_slam_wins { "wins" } else { "forfeit" },
            ));
        }
        let start = game.start().setup();
        let fen = start.to_string();
        if start != Setup::START {
            extra.push(("FEN", &fen));
        }
        extra.sort();
        for (name, value) in extra {
            record.set_tag(name, value);
        }
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

    /// Replays the record from its start (the `FEN` tag, or the standard
    /// start), checking every move and every `+n`.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let rules = self.rules()?;
        let start = match self.tag("FEN") {
            Some(text) => {
                let setup = text
                    .parse::<Setup>()
                    .map_err(|e| RecordError::Fen(e.to_string()))?;
                Position::from_setup(setup, rules).map_err(RecordError::Position)?
            }
            None => Position::new(rules),
        };
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
        Ok(game)
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

/// The record as OGN text, lines of at most 79 characters.
impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            writeln!(
                f,
                "[{name} \"{}\"]",
                value.replace('\\', "\\\\").replace('"', "\\\"")
            )?;
        }
        let mut tokens = Vec::new();
        for (index, played) in self.moves.iter().enumerate() {
            if index % 2 == 0 {
                tokens.push(format!("{}.", Record::move_number(index)));
            }
            tokens.push(played.to_string());
            if let Some(comment) = &played.comment {
                tokens.push(format!(
                    "{{ {} }}",
                    comment.split_whitespace().collect::<Vec<_>>().join(" ")
                ));
            }
        }
        tokens.push(self.tag("Result").unwrap_or("*").to_owned());
        writeln!(f)?;
        let mut line = String::new();
        for token in tokens {
            if !line.is_empty() && line.len() + 1 + token.len() > LINE_WIDTH {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&token);
        }
        writeln!(f, "{line}")
    }
}

impl std::str::FromStr for Record {
    type Err = ParseRecordError;

    fn from_str(text: &str) -> Result<Record, ParseRecordError> {
        Reader::new(text).record()
    }
}

/// Why a record's text could not be read: where, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRecordError {
    /// Line, counting from 1.
    pub line: usize,
    /// Column (character), counting from 1.
    pub column: usize,
    /// What the reader expected there.
    pub expected: &'static str,
    /// What it found, or `end of text`.
    pub found: String,
}

impl fmt::Display for ParseRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: expected {}, found {}",
            self.line, self.column, self.expected, self.found
        )
    }
}

impl std::error::Error for ParseRecordError {}

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
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::UnknownRules(name) => {
                write!(f, "unknown Rules tag '{name}': expected abapa or ayoayo")
            }
            RecordError::UnknownGrandSlam(value) => write!(
                f,
                "unknown GrandSlam tag '{value}': expected forfeit or wins, and only for Oware"
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
        }
    }
}

impl std::error::Error for RecordError {}

/// A character reader that knows its line and column.
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader {
            chars: text.chars().peekable(),
            line: 1,
            column: 1,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn error(&mut self, expected: &'static str) -> ParseRecordError {
        let found = match self.peek() {
            Some(c) => format!("'{c}'"),
            None => "end of text".to_owned(),
        };
        ParseRecordError {
            line: self.line,
            column: self.column,
            expected,
            found,
        }
    }

    fn expect(&mut self, wanted: char, expected: &'static str) -> Result<(), ParseRecordError> {
        if self.peek() == Some(wanted) {
            self.bump();
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }

    fn number(&mut self) -> u32 {
        let mut n: u32 = 0;
        while let Some(digit) = self.peek().and_then(|c| c.to_digit(10)) {
            n = n.saturating_mul(10).saturating_add(digit);
            self.bump();
        }
        n
    }

    fn record(mut self) -> Result<Record, ParseRecordError> {
        let mut record = Record::default();
        self.skip_space();
        while self.peek() == Some('[') {
            let (name, value) = self.tag()?;
            record.set_tag(&name, &value);
            self.skip_space();
        }
        let mut result_seen = false;
        loop {
            self.skip_space();
            let Some(c) = self.peek() else { break };
            if result_seen {
                return Err(self.error("end of text after the result"));
            }
            match c {
                'A'..='F' | 'a'..='f' => {
                    self.bump();
                    let pit = Pit::from_letter(c).expect("matched a pit letter");
                    let captured = if self.peek() == Some('+') {
                        self.bump();
                        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                            return Err(self.error("the seeds captured after '+'"));
                        }
                        Some(self.number())
                    } else {
                        None
                    };
                    record.moves.push(RecordMove {
                        pit,
                        captured,
                        comment: None,
                    });
                }
                '{' => {
                    if record.moves.is_empty() {
                        return Err(self.error("a move before the first comment"));
                    }
                    let comment = self.comment()?;
                    record.moves.last_mut().expect("checked above").comment = Some(comment);
                }
                '*' => {
                    self.bump();
                    result_seen = true;
                }
                '0'..='9' => {
                    let first = self.number();
                    match self.peek() {
                        Some('.') => {
                            let expected_number = record.moves.len() / 2 + 1;
                            if record.moves.len() % 2 != 0 || first as usize != expected_number {
                                return Err(self.error("a move number matching the moves"));
                            }
                            self.bump();
                        }
                        Some('-' | '/') => {
                            self.result_tail()?;
                            result_seen = true;
                        }
                        _ => return Err(self.error("'.' after a move number or '-' in a result")),
                    }
                }
                _ => {
                    return Err(self
                        .error("a move letter A-F or a-f, a move number, a comment or a result"))
                }
            }
        }
        Ok(record)
    }

    /// The rest of a result after its first number: `-23` in `25-23`, or
    /// `/2-1/2` in PGN's `1/2-1/2`, which other programs write for a draw.
    fn result_tail(&mut self) -> Result<(), ParseRecordError> {
        let half = self.peek() == Some('/');
        let parts: &[char] = if half { &['/', '-', '/'] } else { &['-'] };
        for &separator in parts {
            self.expect(separator, "a result such as 25-23 or 1/2-1/2")?;
            if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                return Err(self.error("a result such as 25-23 or 1/2-1/2"));
            }
            self.number();
        }
        Ok(())
    }

    fn tag(&mut self) -> Result<(String, String), ParseRecordError> {
        self.expect('[', "'['")?;
        self.skip_space();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.bump();
        }
        if name.is_empty() {
            return Err(self.error("a tag name"));
        }
        self.skip_space();
        self.expect('"', "'\"' before the tag value")?;
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('"') => break,
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    _ => return Err(self.error("'\\\"' or '\\\\' in a tag value")),
                },
                Some('\n') | None => return Err(self.error("'\"' closing the tag value")),
                Some(c) => value.push(c),
            }
        }
        self.skip_space();
        self.expect(']', "']' closing the tag")?;
        Ok((name, value))
    }

    fn comment(&mut self) -> Result<String, ParseRecordError> {
        self.expect('{', "'{'")?;
        let mut text = String::new();
        loop {
            match self.bump() {
                Some('}') => break,
                Some(c) => text.push(c),
                None => return Err(self.error("'}' closing the comment")),
            }
        }
        Ok(text.split_whitespace().collect::<Vec<_>>().join(" "))
    }
}
