//! `setoption name NAME [value VALUE]`, read into the setting it asks for.

use std::path::PathBuf;

use oware_ayoayo::Variant;

use crate::endgame;
use crate::quote::quote_input;

/// A string option's value that stands for the empty string, as GUIs send it.
pub const EMPTY: &str = "<empty>";

/// The largest transposition table offered, in MiB.
pub const MAX_HASH_MIB: u32 = 4096;

/// One engine option and its new value.
#[derive(Clone)]
pub enum Setting {
    Variant(Variant),
    GrandSlamWins(bool),
    /// The transposition table's size in MiB (1 to [`MAX_HASH_MIB`]).
    HashMib(u32),
    /// The most seeds the endgame tables cover (see [`endgame::parse_seeds`]).
    EndgameSeeds(usize),
    /// A folder of tables written by `mancala tables --out`, used in
    /// place of `EndgameSeeds`' when it holds the game's; `None`
    /// (`<empty>`) for none.
    EndgamePath(Option<PathBuf>),
    /// Whether `go` answers from the built-in opening book.
    OwnBook(bool),
    /// Whether `info` lines give a proven result as a `cp` beyond any
    /// estimate rather than as `mate`.
    ProvenScoresAsCp(bool),
}

/// The setting of `setoption`'s words (those after `setoption`). The name
/// is any case and may be several words; so may the value.
pub fn parse(words: &[&str]) -> Result<Setting, String> {
    let ["name", spec @ ..] = words else {
        return Err("expected 'setoption name NAME value VALUE'".into());
    };
    let (name, value) = match spec.iter().position(|&word| word == "value") {
        Some(at) => (spec[..at].join(" "), Some(spec[at + 1..].join(" "))),
        None => (spec.join(" "), None),
    };
    let option = match name.to_ascii_lowercase().as_str() {
        "variant" => "Variant",
        "grandslamwins" => "GrandSlamWins",
        "hash" => "Hash",
        "endgameseeds" => "EndgameSeeds",
        "endgamepath" => "EndgamePath",
        "ownbook" => "OwnBook",
        "provenscoresascp" => "ProvenScoresAsCp",
        "" => return Err("setoption needs an option name".into()),
        _ => return Err(format!("unknown option {}", quote_input(&name))),
    };
    let value = match value {
        Some(value) if !value.is_empty() => value,
        _ => return Err(format!("{option} is missing its value ('value ...')")),
    };
    Ok(match option {
        "Variant" => Setting::Variant(
            value
                .parse()
                .map_err(|_| format!("Variant is oware or ayoayo, not {}", quote_input(&value)))?,
        ),
        "GrandSlamWins" => Setting::GrandSlamWins(check(option, &value)?),
        "OwnBook" => Setting::OwnBook(check(option, &value)?),
        "ProvenScoresAsCp" => Setting::ProvenScoresAsCp(check(option, &value)?),
        "EndgamePath" => Setting::EndgamePath((value != EMPTY).then(|| PathBuf::from(value))),
        "Hash" => Setting::HashMib(
            value
                .parse()
                .ok()
                .filter(|mib| (1..=MAX_HASH_MIB).contains(mib))
                .ok_or_else(|| {
                    format!(
                        "Hash is a number of MiB from 1 to {MAX_HASH_MIB}, not {}",
                        quote_input(&value)
                    )
                })?,
        ),
        _ => Setting::EndgameSeeds(endgame::parse_seeds(&value)?),
    })
}

/// The value of a check option: `true` or `false`.
fn check(option: &str, value: &str) -> Result<bool, String> {
    match value {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!(
            "{option} is true or false, not {}",
            quote_input(value)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(line: &str) -> String {
        let words: Vec<&str> = line.split_whitespace().collect();
        match parse(&words) {
            Ok(_) => panic!("'{line}' is accepted"),
            Err(message) => message,
        }
    }

    #[test]
    fn a_missing_value_is_named() {
        assert_eq!(
            error("name Hash value"),
            "Hash is missing its value ('value ...')"
        );
        assert_eq!(
            error("name Hash"),
            "Hash is missing its value ('value ...')"
        );
    }

    #[test]
    fn names_are_any_case_and_values_checked() {
        let words = ["name", "HASH", "value", "16"];
        assert!(matches!(parse(&words), Ok(Setting::HashMib(16))));
        assert_eq!(
            error("name Hash value 0"),
            "Hash is a number of MiB from 1 to 4096, not '0'"
        );
        assert_eq!(error("name Colour value red"), "unknown option 'Colour'");
        assert_eq!(
            error("Hash value 3"),
            "expected 'setoption name NAME value VALUE'"
        );
    }
}
