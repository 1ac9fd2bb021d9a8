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
            writeln!(f, "[{name} \"{}\"]", escaped_tag_value(value))?;
        }
        writeln!(f)?;
        let mut lines = Lines::new(f);
        if let Some(comment) = &self.comment {
            lines.comment(comment)?;
        }
        for (index, played) in self.moves.iter().enumerate() {
            if index % 2 == 0 {
                lines.word(&format!("{}.", Record::move_number(index)))?;
            }
            lines.word(&played.to_string())?;
            if let Some(comment) = &played.comment {
                lines.comment(comment)?;
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

/// A tag value with `\`, `"` and the line breaks escaped.
fn escaped_tag_value(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        push_escaped(&mut escaped, c, '"');
    }
    escaped
}

/// A comment with `}` and the line breaks escaped, and a backslash only
/// where it would otherwise start an escape: before `\`, `}`, `n`, `r` or a
/// line break (written `\n` or `\r`). Elsewhere it is written as it is, so
/// that `C:\games` reads the same in PGN readers and Aualé.
fn escaped_comment(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let starts_escape = matches!(chars.peek(), Some('\\' | '}' | 'n' | 'r' | '\n' | '\r'));
        if c == '\\' && !starts_escape {
            escaped.push(c);
        } else {
            push_escaped(&mut escaped, c, '}');
        }
    }
    escaped
}

/// Pushes `c`, escaped if it is a backslash, `closing` or a line break.
fn push_escaped(escaped: &mut String, c: char, closing: char) {
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

    /// A comment in braces, padded with a space inside each, and broken
    /// between its words where a line is full.
    fn comment(&mut self, text: &str) -> fmt::Result {
        self.word("{")?;
        for word in escaped_comment(text).split(' ') {
            self.word(word)?;
        }
        self.word("}")
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
