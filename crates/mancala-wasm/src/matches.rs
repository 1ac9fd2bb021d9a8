//! Matches (docs/rules.md O10) for the page: the score by a format, who
//! plays which side next, and the whole match as one OGN text.
//!
//! The page hands each finished game over as its OGN record (with the
//! players' names) and gets back the score; it never counts wins itself.
//! Errors thrown here are `Error`s with a stable `kind` string besides the
//! message (see [`MatchHandle`]).

use oware_ayoayo::notation::{
    GameProblem, MatchRecord, MatchRecordError, Record, MAX_RECORD_BYTES,
};
use oware_ayoayo::{Contender, Match, MatchDecided, Player};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::arguments::string;
use crate::error::{Describe, Description, Failure};
use crate::game::GameHandle;
use crate::trace::to_js;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A match's score; "first" is the player who was South in game 1. */
export interface MatchScoreObject {
  /** The format's name, as the Match tag writes it, e.g. "best-of-3". */
  format: string;
  /** The number of the next game (from 1). */
  round: number;
  /** Games won: [first, second]. */
  wins: [number, number];
  draws: number;
  /** Wins in a row up to the last game: [first, second]. */
  streaks: [number, number];
  /** Who won the match, once it is decided. */
  winner?: "first" | "second";
  /** The side the first player takes in the next game. */
  firstPlays: SideName;
}
"#;

/// A match format of docs/rules.md O10.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum MatchFormat {
    /// First to 6 wins, or first to be 3 wins ahead (Antigua).
    Antigua = 0,
    /// First to 2 wins; draws replayed.
    BestOf3 = 1,
    /// First to 3 wins; draws replayed.
    BestOf5 = 2,
    /// Three wins in a row (Yoruba); a draw ends a streak.
    ThreeInARow = 3,
    /// First to 5 wins (Kumasi).
    FirstTo5 = 4,
}

impl From<MatchFormat> for oware_ayoayo::MatchFormat {
    fn from(format: MatchFormat) -> oware_ayoayo::MatchFormat {
        match format {
            MatchFormat::Antigua => oware_ayoayo::MatchFormat::Antigua,
            MatchFormat::BestOf3 => oware_ayoayo::MatchFormat::BestOf3,
            MatchFormat::BestOf5 => oware_ayoayo::MatchFormat::BestOf5,
            MatchFormat::ThreeInARow => oware_ayoayo::MatchFormat::ThreeInARow,
            MatchFormat::FirstTo5 => oware_ayoayo::MatchFormat::FirstTo5,
        }
    }
}

impl MatchFormat {
    fn from_number(value: f64) -> Result<MatchFormat, JsValue> {
        let formats = [
            MatchFormat::Antigua,
            MatchFormat::BestOf3,
            MatchFormat::BestOf5,
            MatchFormat::ThreeInARow,
            MatchFormat::FirstTo5,
        ];
        let index = crate::arguments::small_number(value, "match format", 0, 4)
            .map_err(|e| JsValue::from(JsError::from(e)))?;
        Ok(formats[index as usize])
    }
}

#[derive(Serialize)]
struct MatchScoreObject {
    format: &'static str,
    round: usize,
    wins: [u32; 2],
    draws: u32,
    streaks: [u32; 2],
    winner: Option<&'static str>,
    #[serde(rename = "firstPlays")]
    first_plays: &'static str,
}

/// A match: the finished games' records and their score.
///
/// Error kinds: `match-record` (a match text that does not read or replay:
/// params `game`, its number, when one game is wrong, and `problem`, the
/// kind of what is wrong, with that kind's own params), `record-too-large`,
/// `game-record` (a game's text that does not read or replay: `problem`
/// and its params), `game-unfinished`, `match-decided` (`winner`, "first"
/// or "second") and `match-other-rules` (a game added that the match
/// cannot take).
#[wasm_bindgen(js_name = Match)]
pub struct MatchHandle {
    record: MatchRecord,
    score: Match,
    /// The last game of a match text read back, if it was not over.
    unfinished: Option<oware_ayoayo::Game>,
    /// The rules of its games, once one is known.
    rules: Option<oware_ayoayo::Rules>,
}

#[wasm_bindgen(js_class = Match)]
impl MatchHandle {
    /// A match of `format` with no game played.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "MatchFormat")] format: f64,
    ) -> Result<MatchHandle, JsValue> {
        let format = MatchFormat::from_number(format)?.into();
        Ok(MatchHandle {
            record: MatchRecord::new(format),
            score: Match::new(format),
            unfinished: None,
            rules: None,
        })
    }

    /// A match read back from its OGN text (every game's record), checked
    /// game by game. Its last game, if not over, is `takeUnfinished()`'s.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<MatchHandle, JsValue> {
        let text = checked_text(&text, "the match record")?;
        let mut read: MatchRecord = text.parse().map_err(failure)?;
        let replayed = read.replay().map_err(failure)?;
        let mut games = replayed.games;
        let rules = games.first().map(oware_ayoayo::Game::rules);
        let unfinished = games
            .last()
            .is_some_and(|game| game.outcome().is_none())
            .then(|| games.pop())
            .flatten();
        if unfinished.is_some() {
            let finished = read.games().len() - 1;
            let mut kept = MatchRecord::new(read.format());
            for game in &read.games()[..finished] {
                kept.push(game.clone());
            }
            read = kept;
        }
        Ok(MatchHandle {
            record: read,
            score: replayed.score,
            unfinished,
            rules,
        })
    }

    /// The unfinished last game of a match read back, once (then
    /// `undefined`): the game to play on.
    #[wasm_bindgen(js_name = takeUnfinished)]
    pub fn take_unfinished(&mut self) -> Option<GameHandle> {
        self.unfinished.take().map(GameHandle::from)
    }

    /// The format.
    #[wasm_bindgen(getter)]
    pub fn format(&self) -> MatchFormat {
        match self.record.format() {
            oware_ayoayo::MatchFormat::Antigua => MatchFormat::Antigua,
            oware_ayoayo::MatchFormat::BestOf3 => MatchFormat::BestOf3,
            oware_ayoayo::MatchFormat::BestOf5 => MatchFormat::BestOf5,
            oware_ayoayo::MatchFormat::ThreeInARow => MatchFormat::ThreeInARow,
            oware_ayoayo::MatchFormat::FirstTo5 => MatchFormat::FirstTo5,
        }
    }

    /// The game the match plays, once a game is known (a finished game or
    /// the unfinished one read back).
    #[wasm_bindgen(getter)]
    pub fn variant(&self) -> Option<crate::Variant> {
        self.rules.map(|rules| rules.variant().into())
    }

    /// Whether the match plays with O4's "grand slam wins" option.
    #[wasm_bindgen(getter, js_name = grandSlamWins)]
    pub fn grand_slam_wins(&self) -> bool {
        self.rules.is_some_and(oware_ayoayo::Rules::grand_slam_wins)
    }

    /// The score (a `MatchScoreObject`).
    #[wasm_bindgen(unchecked_return_type = "MatchScoreObject")]
    pub fn score(&self) -> Result<JsValue, JsError> {
        let score = &self.score;
        let both = |of: &dyn Fn(Contender) -> u32| [of(Contender::First), of(Contender::Second)];
        to_js(&MatchScoreObject {
            format: score.format().name(),
            round: score.round(),
            wins: both(&|player| score.wins(player)),
            draws: score.draws(),
            streaks: both(&|player| score.streak(player)),
            winner: score.winner().map(contender_name),
            first_plays: match score.side_of(Contender::First) {
                Player::South => "south",
                Player::North => "north",
            },
        })
    }

    /// Adds the next game, finished, as its OGN record (with the players'
    /// names in its `South` and `North` tags), and scores it.
    #[wasm_bindgen(js_name = addGame)]
    pub fn add_game(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
    ) -> Result<(), JsValue> {
        let record: Record = checked_text(&record, "the game record")?
            .parse()
            .map_err(game_record)?;
        let game = record.replay().map_err(game_record)?;
        let Some(outcome) = game.outcome() else {
            return Err(plain(
                "game-unfinished",
                "the game is not over, so it cannot count in the match yet",
            ));
        };
        if self.rules.is_some_and(|rules| rules != game.rules()) {
            return Err(plain(
                "match-other-rules",
                "the game is played under other rules than the match",
            ));
        }
        self.score.add_game(outcome.winner()).map_err(failure)?;
        self.record.push(record);
        self.rules = Some(game.rules());
        Ok(())
    }

    /// The whole match as one OGN text: the finished games and, if given,
    /// the record of the game in progress as the next round.
    pub fn record(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] current: JsValue,
    ) -> Result<String, JsValue> {
        let mut record = self.record.clone();
        if !current.is_undefined() && !current.is_null() {
            let game: Record = checked_text(&current, "the game record")?
                .parse()
                .map_err(game_record)?;
            record.push(game);
        }
        Ok(record.to_string())
    }
}

/// A text argument no longer than a record may be.
fn checked_text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    let text = string(value, what)?;
    if text.len() > MAX_RECORD_BYTES {
        return Err(Failure::record_too_large(text.len(), MAX_RECORD_BYTES).into());
    }
    Ok(text)
}

fn contender_name(player: Contender) -> &'static str {
    match player {
        Contender::First => "first",
        Contender::Second => "second",
    }
}

impl Describe for MatchRecordError {
    fn describe(&self) -> Description {
        let (number, problem) = match self {
            MatchRecordError::Parse(error) => {
                return Description::with_problem("match-record", error.describe())
            }
            MatchRecordError::Game { number, problem } => (*number, problem),
        };
        let problem = match problem {
            GameProblem::NoMatchTag => Description::new("match-no-tag"),
            GameProblem::Format(error) => {
                Description::new("match-unknown-format").with("value", error.0.as_str())
            }
            GameProblem::OtherFormat(format) => {
                Description::new("match-other-format").with("value", format.name())
            }
            GameProblem::Round(Some(found)) => {
                Description::new("match-wrong-round").with("found", found.as_str())
            }
            GameProblem::Round(None) => Description::new("match-no-round"),
            GameProblem::OtherRules => Description::new("match-game-other-rules"),
            GameProblem::Replay(error) => error.describe(),
            GameProblem::Unfinished => Description::new("match-game-unfinished"),
            GameProblem::AfterDecided(winner) => {
                Description::new("match-after-decided").with("winner", contender_name(*winner))
            }
        };
        Description::with_problem("match-record", problem).with("game", number)
    }
}

impl Describe for MatchDecided {
    fn describe(&self) -> Description {
        Description::new("match-decided").with("winner", contender_name(self.winner))
    }
}

/// A domain error as the JS `Error` thrown, with its kind and params.
fn failure(error: impl Describe + std::fmt::Display) -> JsValue {
    Failure::from(error).into()
}

/// A game's record that does not read or replay, as a `game-record` error
/// whose `problem` is the kind of what is wrong.
fn game_record(error: impl Describe + std::fmt::Display) -> JsValue {
    Failure::new(
        Description::with_problem("game-record", error.describe()),
        &error.to_string(),
    )
    .into()
}

/// An error of `kind` with no params.
fn plain(kind: &'static str, message: &str) -> JsValue {
    Failure::new(Description::new(kind), message).into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Param;

    fn text(description: &Description, name: &str) -> Option<String> {
        description
            .params
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| match value {
                Param::Text(text) => text.clone(),
                Param::Number(n) => n.to_string(),
            })
    }

    #[test]
    fn a_wrong_game_of_a_match_says_which_and_why_as_params() {
        let read: MatchRecord = "[Match \"best-of-5\"]\n[Round \"1\"]\n\n1. C C *\n"
            .parse()
            .unwrap();
        let error = read.replay().unwrap_err().describe();
        assert_eq!(error.kind, "match-record");
        assert_eq!(text(&error, "game").as_deref(), Some("1"));
        assert_eq!(text(&error, "problem").as_deref(), Some("ogn-illegal-move"));
        assert_eq!(text(&error, "ply").as_deref(), Some("2"));
        assert_eq!(text(&error, "reason").as_deref(), Some("not-your-pit"));
        assert_eq!(text(&error, "pit").as_deref(), Some("C"));
    }

    #[test]
    fn a_decided_match_names_its_winner() {
        let error = MatchDecided {
            winner: Contender::Second,
        }
        .describe();
        assert_eq!(error.kind, "match-decided");
        assert_eq!(text(&error, "winner").as_deref(), Some("second"));
    }
}
