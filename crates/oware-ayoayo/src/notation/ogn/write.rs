//! Writing a record as OGN text.

use std::fmt::{self, Write};

use super::result::GameResult;
use super::Record;

/// Longest line the writer produces, as Aualé does; only a tag, or a word
/// longer than this, makes a longer line.
const LINE_WIDTH: usize = 79;

/// The record as OGN text, with the escapes the module docs describe.
impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            writeln!(f, "[{name} \"{}\"]", escaped(value, '"'))?;
        }
        writeln!(f)?;
        let mut lines = Lines::new(f);
        for (index, played) in self.moves.iter().enumerate() {
            if index % 2 == 0 {
                lines.word(&format!("{}.", Record::move_number(index)))?;
            }
            lines.word(&played.to_string())?;
            if let Some(comment) = &played.comment {
                lines.word("{")?;
                for word in escaped(comment, '}').split(' ') {
                    lines.word(word)?;
                }
                lines.word("}")?;
            }
        }
        // A tag that is not a result cannot end the moves: `*` does.
        let result = self
            .tag("Result")
            .filter(|r| GameResult::parse(r).is_some());
        lines.word(result.unwrap_or("*"))?;
        writeln!(f)
    }
}

/// `text` with `\`, `closing` and the line breaks escaped.
fn escaped(text: &str, closing: char) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => escaped.push_str("\\n"),
            '\r' => escaped.push_str("\\r"),
            '\\' => escaped.push_str("\\\\"),
            c if c == closing => {
                escaped.push('\\');
                escaped.push(c);
            }
            c => escaped.push(c),
        }
    }
    escaped
}

/// Words, each pair separated by one space or one line break, in lines of
/// at most [`LINE_WIDTH`] characters. Words may be empty: a comment's runs
/// of spaces are kept as empty words between single separators.
struct Lines<'a, 'f> {
    out: &'a mut fmt::Formatter<'f>,
    /// Characters on the current line.
    width: usize,
    /// Whether a word was written.
    started: bool,
}

impl<'a, 'f> Lines<'a, 'f> {
    fn new(out: &'a mut fmt::Formatter<'f>) -> Lines<'a, 'f> {
        Lines {
            out,
            width: 0,
            started: false,
        }
    }

    fn word(&mut self, word: &str) -> fmt::Result {
        let length = word.chars().count();
        if self.started {
            if self.width > 0 && self.width + 1 + length > LINE_WIDTH {
                self.out.write_char('\n')?;
                self.width = 0;
            } else {
                self.out.write_char(' ')?;
                self.width += 1;
            }
        }
        self.started = true;
        self.width += length;
        self.out.write_str(word)
    }
}
