//! Input shown in messages, made safe to print. Every message the command
//! line prints about its input goes through here: control characters are
//! escaped as Rust writes them (`\n`, `\u{1b}`), so input can never move
//! the cursor or clear the terminal, and long input is cut short.

/// The most characters of one piece of input a message shows.
const QUOTED_CHARS: usize = 60;

/// The most characters of a whole message printed (it may quote input
/// through an error of the rules crate, which does not cut it short).
const MESSAGE_CHARS: usize = 300;

/// `text`, a piece of input, as a message quotes it: in single quotes,
/// escaped, and cut after 60 characters with its length in bytes, as in
/// `'CCCC…' (130000 bytes)`.
pub fn quote_input(text: &str) -> String {
    let (shown, cut) = escape_and_cut(text, QUOTED_CHARS);
    if cut {
        format!("'{shown}…' ({} bytes)", text.len())
    } else {
        format!("'{shown}'")
    }
}

/// A whole message made safe to print on one line: escaped like
/// [`quote_input`] (quotes and backslashes kept as they are) and cut after
/// 300 characters.
pub fn printable(message: &str) -> String {
    let (shown, cut) = escape_and_cut(message, MESSAGE_CHARS);
    if cut {
        format!("{shown}… ({} bytes)", message.len())
    } else {
        shown
    }
}

/// The first `max_chars` characters of `text` with every character that
/// does not print as itself (control, format and combining characters)
/// escaped, and whether any were left out.
fn escape_and_cut(text: &str, max_chars: usize) -> (String, bool) {
    let mut shown = String::new();
    for (count, c) in text.chars().enumerate() {
        if count == max_chars {
            return (shown, true);
        }
        match c {
            '\'' | '"' | '\\' => shown.push(c),
            _ => shown.extend(c.escape_debug()),
        }
    }
    (shown, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(quote_input("\u{1b}[2Jx\n"), r"'\u{1b}[2Jx\n'");
        assert_eq!(printable("a 'b'\r\tc\\"), "a 'b'\\r\\tc\\");
    }

    #[test]
    fn long_input_is_cut_with_its_length() {
        let long = "C".repeat(130_000);
        assert_eq!(
            quote_input(&long),
            format!("'{}…' (130000 bytes)", "C".repeat(60))
        );
        assert_eq!(
            quote_input(&"C".repeat(60)),
            format!("'{}'", "C".repeat(60))
        );
        assert!(printable(&long).ends_with("… (130000 bytes)"));
    }

    #[test]
    fn text_that_prints_as_itself_is_kept() {
        assert_eq!(quote_input("Awalé 4-4"), "'Awalé 4-4'");
    }
}
