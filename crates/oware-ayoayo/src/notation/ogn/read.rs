//! Reading a record from OGN text.

use std::collections::BTreeSet;
use std::fmt;

use super::result::GameResult;
use super::{Record, RecordMove, KNOWN_TAGS};
use crate::notation::quoted;
use crate::Pit;

impl std::str::FromStr for Record {
    type Err = ParseRecordError;

    /// Reads a record (see the module docs), in time linear in its length.
    fn from_str(text: &str) -> Result<Record, ParseRecordError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut reader = Reader::new(text);
        let record = reader.record()?;
        reader.skip_space();
        match reader.peek() {
            None => Ok(record),
            Some('[') => {
                Err(reader.error("end of text after the result (this is one game, not a match)"))
            }
            Some(_) => Err(reader.error("end of text after the result")),
        }
    }
}

/// Reads the records of a text holding several, one after another as in
/// PGN: each game's tags, then its moves ending with a result (which only
/// the last game may leave out). Lines and columns of errors count from the
/// start of `text`.
pub fn parse_records(text: &str) -> Result<Vec<Record>, ParseRecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader::new(text);
    let mut records = vec![reader.record()?];
    loop {
        reader.skip_space();
        match reader.peek() {
            None => return Ok(records),
            Some('[') => records.push(reader.record()?),
            Some(_) => {
                return Err(reader.error("end of text or the next game's tags after the result"))
            }
        }
    }
}

/// Why a record's text could not be read: where, and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRecordError {
    /// Line, counting from 1.
    pub line: usize,
    /// Column (character), counting from 1.
    pub column: usize,
    /// What is wrong.
    pub problem: ParseProblem,
}

/// What is wrong where a record's text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseProblem {
    /// Text the format does not allow there.
    Unexpected {
        /// What the reader expected there.
        expected: String,
        /// What it found, quoted on one line and shortened, or `end of
        /// text`.
        found: String,
    },
    /// A result after the moves that is not the `Result` tag's.
    ResultsDisagree {
        /// The result after the moves.
        movetext: String,
        /// The `Result` tag's value.
        tag: String,
    },
}

impl fmt::Display for ParseRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match &self.problem {
            ParseProblem::Unexpected { expected, found } => {
                write!(f, "expected {expected}, found {found}")
            }
            ParseProblem::ResultsDisagree { movetext, tag } => write!(
                f,
                "the result after the moves, {}, and the Result tag, {}, disagree",
                quoted(movetext),
                quoted(tag)
            ),
        }
    }
}

impl std::error::Error for ParseRecordError {}

/// Where a character is: line and column, counting from 1.
#[derive(Clone, Copy)]
struct Place {
    line: usize,
    column: usize,
}

/// A character reader that knows its line and column.
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    place: Place,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader {
            chars: text.chars().peekable(),
            place: Place { line: 1, column: 1 },
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.place.line += 1;
            self.place.column = 1;
        } else {
            self.place.column += 1;
        }
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// An error at the next character, which is what was found.
    fn error(&mut self, expected: impl Into<String>) -> ParseRecordError {
        let found = match self.peek() {
            Some(c) => quoted(c.encode_utf8(&mut [0; 4])),
            None => "end of text".to_owned(),
        };
        error_at(self.place, expected, found)
    }

    fn expect(&mut self, wanted: char, expected: &str) -> Result<(), ParseRecordError> {
        if self.peek() == Some(wanted) {
            self.bump();
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }

    /// The decimal digits that follow.
    fn digits(&mut self) -> String {
        let mut digits = String::new();
        while let Some(digit) = self.peek().filter(char::is_ascii_digit) {
            digits.push(digit);
            self.bump();
        }
        digits
    }

    /// A whole record: the tags, then the move text up to its result (or
    /// the end of the text).
    fn record(&mut self) -> Result<Record, ParseRecordError> {
        let mut record = Record::default();
        let mut names = BTreeSet::new();
        self.skip_space();
        while self.peek() == Some('[') {
            let (place, name, value) = self.tag()?;
            if !names.insert(name.clone()) {
                let found = format!("a second {} tag", quoted(&name));
                return Err(error_at(place, "each tag once", found));
            }
            record.tags.push((name, value));
            self.skip_space();
        }
        let result = self.moves(&mut record)?;
        if result.is_none() && record == Record::default() {
            return Err(self.error("a tag, a move or a result"));
        }
        // `*` says nothing; any other result must be the tag's, or is it.
        if let Some((place, result)) = result.filter(|(_, result)| result != "*") {
            match record.tag("Result") {
                Some(tag) if tag != result => {
                    return Err(ParseRecordError {
                        line: place.line,
                        column: place.column,
                        problem: ParseProblem::ResultsDisagree {
                            movetext: result,
                            tag: tag.to_owned(),
                        },
                    });
                }
                Some(_) => {}
                None => record.tags.push(("Result".to_owned(), result)),
            }
        }
        Ok(record)
    }

    /// Reads the move text into `record`, returning its result and where
    /// it was, if it ends with one.
    fn moves(&mut self, record: &mut Record) -> Result<Option<(Place, String)>, ParseRecordError> {
        let mut result = None;
        let mut pairing = None;
        loop {
            self.skip_space();
            let Some(c) = self.peek() else { break };
            if result.is_some() {
                // What may follow a result is up to the caller.
                break;
            }
            let place = self.place;
            match c {
                'A'..='F' | 'a'..='f' => {
                    let played = self.played(c)?;
                    record.moves.push(played);
                }
                '{' => {
                    let comment = Some(self.comment()?);
                    match record.moves.last_mut() {
                        Some(last) => last.comment = comment,
                        None => record.comment = comment,
                    }
                }
                '*' => {
                    self.bump();
                    result = Some((place, "*".to_owned()));
                }
                '0'..='9' => {
                    let digits = self.digits();
                    match self.peek() {
                        Some('.') => self.move_number(place, &digits, record, &mut pairing)?,
                        Some('-' | '/') => result = Some((place, self.result(place, digits)?)),
                        _ => return Err(self.error("'.' after a move number or '-' in a result")),
                    }
                }
                _ => {
                    return Err(self
                        .error("a move letter A-F or a-f, a move number, a comment or a result"))
                }
            }
        }
        Ok(result)
    }

    /// The dots of a move number whose `digits`, at `place`, are read:
    /// `n.` before the first ply of a pair, `n...` before the second. The
    /// first number before the first ply sets the `pairing` (see
    /// [`Pairing`]); the number must be its pair's, counting the plies of
    /// `record` so far.
    fn move_number(
        &mut self,
        place: Place,
        digits: &str,
        record: &Record,
        pairing: &mut Option<Pairing>,
    ) -> Result<(), ParseRecordError> {
        let mut dots = String::new();
        while self.peek() == Some('.') {
            dots.push('.');
            self.bump();
        }
        let second_of_pair = match dots.as_str() {
            "." => false,
            "..." => true,
            _ => {
                let found = quoted(&format!("{digits}{dots}"));
                return Err(error_at(place, "a move number such as 2. or 2...", found));
            }
        };
        let plies = record.moves.len();
        let pairing = *pairing.get_or_insert(if plies == 0 && second_of_pair {
            Pairing::SecondFirst
        } else {
            Pairing::FromFirst
        });
        let (number, expected_second) = pairing.slot(plies);
        if second_of_pair != expected_second || digits.parse() != Ok(number) {
            let found = quoted(&format!("{digits}{dots}"));
            return Err(error_at(place, "a move number matching the moves", found));
        }
        Ok(())
    }

    /// A move: its pit `letter`, next in the text, and any `+n`.
    fn played(&mut self, letter: char) -> Result<RecordMove, ParseRecordError> {
        self.bump();
        let pit = Pit::from_letter(letter).expect("the caller matched a pit letter");
        let captured = if self.peek() == Some('+') {
            self.bump();
            let digits = self.digits();
            if digits.is_empty() {
                return Err(self.error("the seeds captured after '+'"));
            }
            // More seeds than a u32 holds are as wrong as any other count.
            Some(digits.parse().unwrap_or(u32::MAX))
        } else {
            None
        };
        Ok(RecordMove {
            pit,
            captured,
            comment: None,
        })
    }

    /// The rest of a result after its first number, `digits`: `-23` in
    /// `25-23`, or `/2-1/2` in PGN's `1/2-1/2`, which other programs write
    /// for a draw. Returns the whole result, which starts at `place`.
    fn result(&mut self, place: Place, digits: String) -> Result<String, ParseRecordError> {
        let mut result = digits;
        while let Some(c) = self
            .peek()
            .filter(|c| c.is_ascii_digit() || matches!(c, '-' | '/'))
        {
            result.push(c);
            self.bump();
        }
        match GameResult::parse(&result) {
            Some(_) => Ok(result),
            None => Err(error_at(
                place,
                "a result such as 25-23 or 1/2-1/2",
                quoted(&result),
            )),
        }
    }

    /// A tag: where it starts, its name and its value.
    fn tag(&mut self) -> Result<(Place, String, String), ParseRecordError> {
        let place = self.place;
        self.expect('[', "'['")?;
        self.skip_space();
        let name_place = self.place;
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.bump();
        }
        if name.is_empty() {
            return Err(self.error("a tag name"));
        }
        if let Some(known) = KNOWN_TAGS
            .iter()
            .find(|known| known.eq_ignore_ascii_case(&name) && **known != name)
        {
            let expected = format!("the tag name '{known}' (tag names are case-sensitive)");
            return Err(error_at(name_place, expected, quoted(&name)));
        }
        self.skip_space();
        self.expect('"', "'\"' before the tag value")?;
        let value = self.escaped_text(Escaped::TagValue)?;
        self.skip_space();
        self.expect(']', "']' closing the tag")?;
        Ok((place, name, value))
    }

    /// A comment's text, after its padding is removed.
    fn comment(&mut self) -> Result<String, ParseRecordError> {
        self.expect('{', "'{'")?;
        let text = self.escaped_text(Escaped::Comment)?;
        let text = text.strip_prefix(' ').unwrap_or(&text);
        Ok(text.strip_suffix(' ').unwrap_or(text).to_owned())
    }

    /// The text of a tag value or a comment up to its unescaped closing
    /// character, which is consumed, with its escapes decoded.
    fn escaped_text(&mut self, kind: Escaped) -> Result<String, ParseRecordError> {
        let closing = kind.closing();
        let mut text = String::new();
        loop {
            let place = self.place;
            match self.bump() {
                Some(c) if c == closing => return Ok(text),
                Some('\\') => match self.peek() {
                    Some('n') => {
                        self.bump();
                        text.push('\n');
                    }
                    Some('r') => {
                        self.bump();
                        text.push('\r');
                    }
                    Some(c) if c == '\\' || c == closing => {
                        self.bump();
                        text.push(c);
                    }
                    // It stays, and what follows is read as if it were not there.
                    _ if kind == Escaped::Comment => text.push('\\'),
                    other => {
                        let found = match other {
                            Some(c) => quoted(&format!("\\{c}")),
                            None => "end of text".to_owned(),
                        };
                        let expected = format!("an escape \\\\, \\{closing}, \\n or \\r in {kind}");
                        return Err(error_at(place, expected, found));
                    }
                },
                Some(c @ ('\n' | '\r')) => match kind {
                    Escaped::TagValue => {
                        let expected = format!("'\"' closing {kind} (a line break is written \\n)");
                        return Err(error_at(
                            place,
                            expected,
                            quoted(c.encode_utf8(&mut [0; 4])),
                        ));
                    }
                    Escaped::Comment => {
                        if c == '\r' && self.peek() == Some('\n') {
                            self.bump();
                        }
                        text.push(' ');
                    }
                },
                Some(c) => text.push(c),
                None => return Err(self.error(format!("'{closing}' closing {kind}"))),
            }
        }
    }
}

/// How a move text pairs its plies under move numbers.
#[derive(Clone, Copy)]
enum Pairing {
    /// From the first ply, whoever makes it: `1. C f 2. B`, or `1. f C 2.
    /// e` from a start with North to move, as Aualé writes.
    FromFirst,
    /// As PGN numbers a game that Black starts: the first ply is the
    /// second of pair 1, `1... f 2. C b 3. A`.
    SecondFirst,
}

impl Pairing {
    /// The number of the pair of the ply after `plies` plies, and whether
    /// that ply is the second of its pair.
    fn slot(self, plies: usize) -> (usize, bool) {
        let slot = match self {
            Pairing::FromFirst => plies,
            Pairing::SecondFirst => plies + 1,
        };
        (slot / 2 + 1, slot % 2 == 1)
    }
}

/// The two kinds of text with escapes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Escaped {
    /// A tag value: a raw line break is an error, and so is a backslash
    /// that starts no escape.
    TagValue,
    /// A comment: a raw line break is a space, and a backslash that starts
    /// no escape is itself.
    Comment,
}

impl Escaped {
    fn closing(self) -> char {
        match self {
            Escaped::TagValue => '"',
            Escaped::Comment => '}',
        }
    }
}

impl fmt::Display for Escaped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Escaped::TagValue => "the tag value",
            Escaped::Comment => "the comment",
        })
    }
}

fn error_at(place: Place, expected: impl Into<String>, found: String) -> ParseRecordError {
    ParseRecordError {
        line: place.line,
        column: place.column,
        problem: ParseProblem::Unexpected {
            expected: expected.into(),
            found,
        },
    }
}
