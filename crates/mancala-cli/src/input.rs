//! Command lines read from standard input by `uci` and `play`. A line that
//! is not UTF-8 or is too long is reported to the caller and skipped, so
//! that one bad line never ends a session.

use std::io::{self, BufRead, Read};

use crate::quote::quote_input;

/// The longest line read, in bytes: far more than any command needs (a
/// `position ... moves` line of a 1000-ply game is about 2 KB).
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// One line of input, without its line ending.
pub enum Line {
    /// A line of text.
    Text(String),
    /// A line that was skipped, with the reason for a message.
    Skipped(String),
}

/// The next line of `reader`, or `None` at the end of the input.
pub fn next_line(reader: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let limit = MAX_LINE_BYTES as u64 + 1;
    if reader.by_ref().take(limit).read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    if bytes.last() != Some(&b'\n') && bytes.len() > MAX_LINE_BYTES {
        skip_line(reader)?;
        return Ok(Some(Line::Skipped(format!(
            "a line of more than {} KiB is skipped",
            MAX_LINE_BYTES / 1024
        ))));
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text),
        Err(error) => Line::Skipped(format!(
            "a line that is not UTF-8 text is skipped: {}",
            quote_input(&error.as_bytes().escape_ascii().to_string())
        )),
    }))
}

/// Reads up to and including the next line ending (or to the end of the
/// input), keeping nothing.
fn skip_line(reader: &mut impl BufRead) -> io::Result<()> {
    loop {
        let buffer = reader.fill_buf()?;
        if buffer.is_empty() {
            return Ok(());
        }
        let (length, found) = match buffer.iter().position(|&b| b == b'\n') {
            Some(end) => (end + 1, true),
            None => (buffer.len(), false),
        };
        reader.consume(length);
        if found {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<String> {
        let mut reader = io::BufReader::with_capacity(16, input);
        std::iter::from_fn(|| next_line(&mut reader).unwrap())
            .map(|line| match line {
                Line::Text(text) => text,
                Line::Skipped(why) => format!("skipped: {why}"),
            })
            .collect()
    }

    #[test]
    fn lines_lose_their_endings() {
        assert_eq!(
            lines(b"uci\r\nisready\n\nquit"),
            ["uci", "isready", "", "quit"]
        );
    }

    #[test]
    fn a_line_that_is_not_utf8_is_skipped_and_reading_goes_on() {
        let read = lines(b"\xff\nisready\n");
        assert_eq!(
            read[0],
            r"skipped: a line that is not UTF-8 text is skipped: '\xff'"
        );
        assert_eq!(read[1], "isready");
    }

    #[test]
    fn a_long_line_is_skipped_whole() {
        let mut input = vec![b'x'; 3 * MAX_LINE_BYTES];
        input.extend_from_slice(b"\nquit\n");
        let read = lines(&input);
        assert_eq!(read.len(), 2, "{read:?}");
        assert_eq!(read[0], "skipped: a line of more than 64 KiB is skipped");
        assert_eq!(read[1], "quit");
    }
}
