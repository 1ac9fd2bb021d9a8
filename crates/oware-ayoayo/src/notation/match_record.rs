//! A whole match in one OGN text: its games one after another, as PGN
//! writes a tournament, each with `[Match "<format>"]` and `[Round "<n>"]`.
//!
//! ```text
//! [Variant "Oware Abapa"]
//! ...
//! [Round "1"]
//! [South "Ama"]
//! [North "Kofi"]
//! [Result "25-20"]
//! [Match "best-of-3"]
//! ...
//!
//! 1. C f 2. ... 25-20
//!
//! [Variant "Oware Abapa"]
//! ...
//! [Round "2"]
//! [South "Kofi"]
//! [North "Ama"]
//! ...
//! ```
//!
//! Players swap sides every game (docs/rules.md O10), so the `South` and
//! `North` tags swap names too; they are not checked. On reading, every
//! game must carry the same `Match` tag and its own number as `Round`, be
//! played under the same rules, replay legally, and be over unless it is
//! the last; no game may follow the one that decided the match.

use std::fmt;
use std::str::FromStr;

use super::ogn::parse_records;
use super::{ParseRecordError, Record, RecordError};
use crate::{Game, Match, MatchFormat, ParseMatchFormatError};

/// The records of a match's games, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchRecord {
    format: MatchFormat,
    games: Vec<Record>,
}

/// A match record replayed: the score of its finished games and every game.
#[derive(Clone, Debug)]
pub struct ReplayedMatch {
    /// The score of the finished games.
    pub score: Match,
    /// Every game, the last one possibly unfinished.
    pub games: Vec<Game>,
}

impl MatchRecord {
    /// A match of `format` with no game recorded.
    #[must_use]
    pub const fn new(format: MatchFormat) -> MatchRecord {
        MatchRecord {
            format,
            games: Vec::new(),
        }
    }

    /// The format.
    #[must_use]
    pub const fn format(&self) -> MatchFormat {
        self.format
    }

    /// The games' records, in order.
    #[must_use]
    pub fn games(&self) -> &[Record] {
        &self.games
    }

    /// Adds the next game's record, setting its `Match` and `Round` tags.
    pub fn push(&mut self, mut game: Record) {
        game.set_tag("Match", self.format.name());
        game.set_tag("Round", &(self.games.len() + 1).to_string());
        self.games.push(game);
    }

    /// Replays every game and scores the finished ones (see the module
    /// docs for what is checked).
    pub fn replay(&self) -> Result<ReplayedMatch, MatchRecordError> {
        let mut score = Match::new(self.format);
        let mut games: Vec<Game> = Vec::with_capacity(self.games.len());
        for (index, record) in self.games.iter().enumerate() {
            let number = index + 1;
            let fail = |problem| MatchRecordError::Game { number, problem };
            if let Some(winner) = score.winner() {
                return Err(fail(GameProblem::AfterDecided(winner)));
            }
            let game = record.replay().map_err(|e| fail(GameProblem::Replay(e)))?;
            if let Some(first) = games.first() {
                if first.rules() != game.rules() {
                    return Err(fail(GameProblem::OtherRules));
                }
            }
            match game.outcome() {
                Some(outcome) => score
                    .add_game(outcome.winner())
                    .expect("a match is checked undecided before each game"),
                None if number < self.games.len() => {
                    return Err(fail(GameProblem::Unfinished));
                }
                None => {}
            }
            games.push(game);
        }
        Ok(ReplayedMatch { score, games })
    }
}

impl FromStr for MatchRecord {
    type Err = MatchRecordError;

    /// Reads the games and checks their `Match` and `Round` tags.
    fn from_str(text: &str) -> Result<MatchRecord, MatchRecordError> {
        let games = parse_records(text).map_err(MatchRecordError::Parse)?;
        let mut format = None;
        for (index, game) in games.iter().enumerate() {
            let number = index + 1;
            let fail = |problem| MatchRecordError::Game { number, problem };
            let tag = game.tag("Match").ok_or(fail(GameProblem::NoMatchTag))?;
            let read: MatchFormat = tag.parse().map_err(|e| fail(GameProblem::Format(e)))?;
            if *format.get_or_insert(read) != read {
                return Err(fail(GameProblem::OtherFormat(read)));
            }
            if game.tag("Round") != Some(number.to_string().as_str()) {
                let found = game.tag("Round").map(str::to_owned);
                return Err(fail(GameProblem::Round(found)));
            }
        }
        Ok(MatchRecord {
            format: format.expect("a text holds at least one record"),
            games,
        })
    }
}

/// The games' records one after another, a blank line between.
impl fmt::Display for MatchRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, game) in self.games.iter().enumerate() {
            if index > 0 {
                writeln!(f)?;
            }
            write!(f, "{game}")?;
        }
        Ok(())
    }
}

/// Why a text is not a match record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchRecordError {
    /// The text is not OGN.
    Parse(ParseRecordError),
    /// One game is wrong.
    Game {
        /// The game, counting from 1.
        number: usize,
        /// What is wrong with it.
        problem: GameProblem,
    },
}

/// What is wrong with one game of a match record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameProblem {
    /// It has no `Match` tag.
    NoMatchTag,
    /// Its `Match` tag names no format.
    Format(ParseMatchFormatError),
    /// Its `Match` tag names another format than the first game's.
    OtherFormat(MatchFormat),
    /// Its `Round` tag (shown, if any) is not its number.
    Round(Option<String>),
    /// It is played under other rules than the first game.
    OtherRules,
    /// It does not replay.
    Replay(RecordError),
    /// It is not over, but another game follows it.
    Unfinished,
    /// It follows the game that decided the match for this player.
    AfterDecided(crate::Contender),
}

impl fmt::Display for MatchRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchRecordError::Parse(error) => error.fmt(f),
            MatchRecordError::Game { number, problem } => {
                write!(f, "game {number}: ")?;
                match problem {
                    GameProblem::NoMatchTag => f.write_str("no Match tag naming the match format"),
                    GameProblem::Format(error) => error.fmt(f),
                    GameProblem::OtherFormat(format) => {
                        write!(f, "its Match tag '{format}' differs from the first game's")
                    }
                    GameProblem::Round(found) => write!(
                        f,
                        "its Round tag should be {number}, found {}",
                        found.as_deref().map_or("none".to_owned(), super::quoted)
                    ),
                    GameProblem::OtherRules => {
                        f.write_str("played under other rules than the first game")
                    }
                    GameProblem::Replay(error) => error.fmt(f),
                    GameProblem::Unfinished => {
                        f.write_str("the game is not over, but another game follows it")
                    }
                    GameProblem::AfterDecided(_) => {
                        f.write_str("the match was already decided before this game")
                    }
                }
            }
        }
    }
}

impl std::error::Error for MatchRecordError {}
