//! Errors as JavaScript sees them: a JS `Error` whose `message` is the
//! domain's English text (for the console and developers) and which also
//! carries a stable `kind` (`"empty-pit"`, `"ogn-syntax"`, …) and the
//! parameters of the sentence (`params`: pit letters, sides, line and
//! column, …), so that the page says it in the player's language without
//! reading the English text.
//!
//! The kinds name the variants of the rules crate's error enums; see
//! [`Describe`] for the list and the parameters of each.

use oware_ayoayo::notation::{ParseProblem, ParseRecordError, RecordError};
use oware_ayoayo::{IllegalMove, ParsePitError, ParseSetupError, Player, PositionError};
use wasm_bindgen::prelude::*;

use crate::arguments::OutOfRange;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/**
 * Why something was refused: a stable `kind` (e.g. "empty-pit",
 * "not-your-pit", "must-feed", "endless-relay", "game-over", "ogn-syntax",
 * "ogn-illegal-move", "record-too-large", "bad-argument"), the parameters of
 * its sentence (pits as letters, sides as "south"/"north", numbers), and the
 * English `message`. Errors the module throws carry `kind` and `params` too.
 */
export interface Refusal {
  kind: string;
  params: Record<string, string | number>;
  message: string;
}
"#;

/// A parameter of an error's sentence.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Param {
    Text(String),
    Number(f64),
}

impl From<&str> for Param {
    fn from(text: &str) -> Param {
        Param::Text(text.to_owned())
    }
}

impl From<String> for Param {
    fn from(text: String) -> Param {
        Param::Text(text)
    }
}

impl From<usize> for Param {
    fn from(n: usize) -> Param {
        Param::Number(n as f64)
    }
}

impl From<u32> for Param {
    fn from(n: u32) -> Param {
        Param::Number(f64::from(n))
    }
}

/// An error's kind and parameters, the part of it a translation needs.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Description {
    pub(crate) kind: &'static str,
    pub(crate) params: Vec<(&'static str, Param)>,
}

impl Description {
    pub(crate) fn new(kind: &'static str) -> Description {
        Description {
            kind,
            params: Vec::new(),
        }
    }

    pub(crate) fn with(mut self, name: &'static str, value: impl Into<Param>) -> Description {
        self.params.push((name, value.into()));
        self
    }

    /// A description of `kind` whose sentence says `inner`'s too: its kind
    /// as the `problem` parameter, then its parameters. Only matches' errors
    /// (a match's record, a game's record within it) are built so.
    #[cfg(feature = "matches")]
    pub(crate) fn with_problem(kind: &'static str, inner: Description) -> Description {
        let mut description = Description::new(kind).with("problem", inner.kind);
        description.params.extend(inner.params);
        description
    }
}

/// The kind and parameters of a domain error. Sides are `"south"` or
/// `"north"`; pits are letters (`"C"`, `"c"`).
pub(crate) trait Describe {
    fn describe(&self) -> Description;
}

fn side(player: Player) -> &'static str {
    match player {
        Player::South => "south",
        Player::North => "north",
    }
}

impl Describe for IllegalMove {
    fn describe(&self) -> Description {
        let pit =
            |kind, pit: &oware_ayoayo::Pit| Description::new(kind).with("pit", pit.to_string());
        match self {
            IllegalMove::NotYourPit { pit: p, mover } => pit("not-your-pit", p)
                .with("owner", side(p.owner()))
                .with("mover", side(*mover)),
            IllegalMove::EmptyPit(p) => pit("empty-pit", p),
            IllegalMove::MustFeed(p) => pit("must-feed", p),
            IllegalMove::EndlessRelay(p) => pit("endless-relay", p),
            IllegalMove::GameOver => Description::new("game-over"),
        }
    }
}

impl Describe for RecordError {
    fn describe(&self) -> Description {
        match self {
            RecordError::UnknownRules(value) => {
                Description::new("ogn-unknown-rules").with("value", value.as_str())
            }
            RecordError::UnknownGrandSlam(value) => {
                Description::new("ogn-unknown-grand-slam").with("value", value.as_str())
            }
            RecordError::Fen(reason) => {
                Description::new("ogn-bad-fen").with("detail", reason.as_str())
            }
            RecordError::Position(error) => {
                let mut description = error.describe();
                description.kind = "ogn-bad-position";
                description
            }
            RecordError::Illegal { ply, pit, reason } => {
                let reason = reason.describe();
                let mut description = Description::new("ogn-illegal-move")
                    .with("ply", *ply)
                    .with("reason", reason.kind);
                // The reason's own parameters (its pit, sides) follow, so
                // the page can say the reason too.
                description.params.extend(reason.params);
                description.params.retain(|(name, _)| *name != "pit");
                description.with("pit", pit.to_string())
            }
            RecordError::Capture {
                ply,
                pit,
                claimed,
                captured,
            } => Description::new("ogn-wrong-capture")
                .with("ply", *ply)
                .with("pit", pit.to_string())
                .with("claimed", *claimed)
                .with("captured", *captured),
            RecordError::MalformedResult(value) => {
                Description::new("ogn-malformed-result").with("value", value.as_str())
            }
            RecordError::ContradictedResult { written, stores } => match stores {
                Some(stores) => Description::new("ogn-contradicted-result")
                    .with("value", written.as_str())
                    .with("south", u32::from(stores.south))
                    .with("north", u32::from(stores.north)),
                None => Description::new("ogn-result-unfinished").with("value", written.as_str()),
            },
        }
    }
}

impl Describe for ParseRecordError {
    fn describe(&self) -> Description {
        let place = |kind| {
            Description::new(kind)
                .with("line", self.line)
                .with("column", self.column)
        };
        match &self.problem {
            ParseProblem::Unexpected { found, .. } => {
                place("ogn-syntax").with("found", found.as_str())
            }
            ParseProblem::ResultsDisagree { movetext, tag } => place("ogn-results-disagree")
                .with("movetext", movetext.as_str())
                .with("tag", tag.as_str()),
        }
    }
}

impl Describe for PositionError {
    fn describe(&self) -> Description {
        match self {
            PositionError::WrongTotal { found } => {
                Description::new("position-wrong-total").with("found", *found)
            }
            PositionError::TooManySeeds { found } => {
                Description::new("position-too-many-seeds").with("found", *found)
            }
        }
    }
}

impl Describe for ParseSetupError {
    fn describe(&self) -> Description {
        match self {
            ParseSetupError::FieldCount(found) => {
                Description::new("position-field-count").with("found", *found)
            }
            ParseSetupError::NotACount { field, .. } => {
                Description::new("position-not-a-count").with("field", *field)
            }
            ParseSetupError::TooLarge { field } => {
                Description::new("position-count-too-large").with("field", *field)
            }
            ParseSetupError::Side(_) => Description::new("position-side"),
        }
    }
}

impl Describe for ParsePitError {
    fn describe(&self) -> Description {
        Description::new("pit-letter")
    }
}

/// An error thrown to JavaScript: a JS `Error` with `kind` and `params`.
/// The game's bindings that can fail return one.
#[derive(Debug)]
pub struct Failure(JsValue);

impl Failure {
    /// A failure of `kind` with the English `message`.
    pub(crate) fn new(description: Description, message: &str) -> Failure {
        let error = js_sys::Error::new(message);
        let params = js_sys::Object::new();
        for (name, value) in description.params {
            let value = match value {
                Param::Text(text) => JsValue::from(text),
                Param::Number(n) => JsValue::from(n),
            };
            // Setting a property of a fresh plain object cannot fail.
            let _ = js_sys::Reflect::set(&params, &name.into(), &value);
        }
        let _ = js_sys::Reflect::set(&error, &"kind".into(), &description.kind.into());
        let _ = js_sys::Reflect::set(&error, &"params".into(), &params);
        Failure(error.into())
    }

    /// A record longer than the most a record may be.
    pub(crate) fn record_too_large(bytes: usize, most: usize) -> Failure {
        Failure::new(
            Description::new("record-too-large")
                .with("bytes", bytes)
                .with("most", most),
            &format!("the record is {bytes} bytes long, more than the {most} a game record may be"),
        )
    }
}

impl<E: Describe + std::fmt::Display> From<E> for Failure {
    fn from(error: E) -> Failure {
        Failure::new(error.describe(), &error.to_string())
    }
}

/// An argument of the wrong type (a bug of the calling page, not the player's doing).
impl From<JsError> for Failure {
    fn from(error: JsError) -> Failure {
        let error = JsValue::from(error);
        let _ = js_sys::Reflect::set(&error, &"kind".into(), &"bad-argument".into());
        let _ = js_sys::Reflect::set(&error, &"params".into(), &js_sys::Object::new());
        Failure(error)
    }
}

impl From<OutOfRange> for Failure {
    fn from(error: OutOfRange) -> Failure {
        Failure::from(JsError::from(error))
    }
}

impl From<Failure> for JsValue {
    fn from(failure: Failure) -> JsValue {
        failure.0
    }
}

/// The plain-object form of a refusal (`{kind, params, message}`), the
/// `refusal` of `Game.tryPlay`.
pub(crate) fn refusal_object(error: &IllegalMove) -> JsValue {
    let failure = Failure::from(*error);
    let object = js_sys::Object::new();
    for name in ["kind", "params", "message"] {
        let value = js_sys::Reflect::get(&failure.0, &name.into()).unwrap_or_default();
        let _ = js_sys::Reflect::set(&object, &name.into(), &value);
    }
    object.into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_ayoayo::{Game, Pit, Rules};

    fn pit(letter: char) -> Pit {
        Pit::from_letter(letter).unwrap()
    }

    fn params(description: &Description) -> Vec<(&'static str, String)> {
        description
            .params
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Param::Text(text) => text.clone(),
                    Param::Number(n) => n.to_string(),
                };
                (*name, value)
            })
            .collect()
    }

    #[test]
    fn each_refusal_has_its_kind_and_pit() {
        let mut game = Game::new(Rules::AYOAYO);
        let not_yours = game.play(pit('c')).unwrap_err().describe();
        assert_eq!(not_yours.kind, "not-your-pit");
        assert_eq!(
            params(&not_yours),
            [
                ("pit", "c".into()),
                ("owner", "north".into()),
                ("mover", "south".into())
            ]
        );
        assert_eq!(IllegalMove::EmptyPit(pit('B')).describe().kind, "empty-pit");
        assert_eq!(IllegalMove::MustFeed(pit('F')).describe().kind, "must-feed");
        assert_eq!(
            IllegalMove::EndlessRelay(pit('A')).describe().kind,
            "endless-relay"
        );
        assert_eq!(IllegalMove::GameOver.describe().kind, "game-over");
    }

    #[test]
    fn a_record_that_does_not_replay_says_which_move_and_why() {
        let record: oware_ayoayo::notation::Record =
            "[Rules \"abapa\"]\n1. C c 2. C".parse().unwrap();
        let error = record.replay().unwrap_err().describe();
        assert_eq!(error.kind, "ogn-illegal-move");
        assert_eq!(
            params(&error),
            [
                ("ply", "3".into()),
                ("reason", "empty-pit".into()),
                ("pit", "C".into())
            ]
        );
    }

    #[test]
    fn unreadable_records_give_line_and_column() {
        let error = "[Rules \"abapa\"]\n1. C x"
            .parse::<oware_ayoayo::notation::Record>()
            .unwrap_err()
            .describe();
        assert_eq!(error.kind, "ogn-syntax");
        assert_eq!(
            params(&error)[..2],
            [("line", "2".into()), ("column", "6".into())]
        );
        let unknown = "[Rules \"kalah\"]\n"
            .parse::<oware_ayoayo::notation::Record>()
            .unwrap()
            .replay()
            .unwrap_err()
            .describe();
        assert_eq!(unknown.kind, "ogn-unknown-rules");
        assert_eq!(params(&unknown), [("value", "kalah".into())]);
        let disagreeing = "[Result \"13-25\"]\n1. C f 6-28"
            .parse::<oware_ayoayo::notation::Record>()
            .unwrap_err()
            .describe();
        assert_eq!(disagreeing.kind, "ogn-results-disagree");
        assert_eq!(
            params(&disagreeing),
            [
                ("line", "2".into()),
                ("column", "8".into()),
                ("movetext", "6-28".into()),
                ("tag", "13-25".into())
            ]
        );
    }
}
