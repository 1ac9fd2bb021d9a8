//! Matches: games played one after another until one player has won by a
//! format of docs/rules.md O10.
//!
//! The two players of a match are [`Contender::First`], who plays South
//! (and so moves first) in the first game, and [`Contender::Second`]. They
//! swap sides every game, so the first player is South in the odd rounds.
//! A [`Match`] is fed each game's result, by side, and says the score,
//! whether the match is decided and who plays which side next.
//!
//! What a draw counts for, per format (docs/rules.md O10 gives the reasons):
//! nothing in "first to" and "best of" formats (the game is replayed, with
//! sides swapped as after any game), and in "three wins in a row" it ends
//! both players' streaks. A match is never drawn and has no cap on its games.

use std::fmt;
use std::str::FromStr;

use crate::Player;

/// A match format of docs/rules.md O10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchFormat {
    /// First to 6 wins, or first to be 3 wins ahead (Antigua).
    Antigua,
    /// First to 2 wins: the best of 3 decisive games.
    BestOf3,
    /// First to 3 wins: the best of 5 decisive games.
    BestOf5,
    /// Three wins in a row (Yoruba).
    ThreeInARow,
    /// First to 5 wins (Kumasi).
    FirstTo5,
}

impl MatchFormat {
    /// Every format, in the order docs/rules.md O10 names them.
    pub const ALL: [MatchFormat; 5] = [
        MatchFormat::Antigua,
        MatchFormat::BestOf5,
        MatchFormat::BestOf3,
        MatchFormat::ThreeInARow,
        MatchFormat::FirstTo5,
    ];

    /// The name records use in their `Match` tag, e.g. `best-of-3`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            MatchFormat::Antigua => "first-to-6-or-3-ahead",
            MatchFormat::BestOf3 => "best-of-3",
            MatchFormat::BestOf5 => "best-of-5",
            MatchFormat::ThreeInARow => "three-in-a-row",
            MatchFormat::FirstTo5 => "first-to-5",
        }
    }

    /// Whether a player with `wins` games won, `streak` of them in a row up
    /// to the last game, against `other_wins` of the opponent's, has won.
    const fn won(self, wins: u32, other_wins: u32, streak: u32) -> bool {
        match self {
            MatchFormat::Antigua => wins >= 6 || wins >= other_wins + 3,
            MatchFormat::BestOf3 => wins >= 2,
            MatchFormat::BestOf5 => wins >= 3,
            MatchFormat::ThreeInARow => streak >= 3,
            MatchFormat::FirstTo5 => wins >= 5,
        }
    }
}

impl fmt::Display for MatchFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for MatchFormat {
    type Err = ParseMatchFormatError;

    /// Reads a format's [`name`](MatchFormat::name).
    fn from_str(text: &str) -> Result<MatchFormat, ParseMatchFormatError> {
        MatchFormat::ALL
            .into_iter()
            .find(|format| format.name() == text)
            .ok_or_else(|| ParseMatchFormatError(text.to_owned()))
    }
}

/// A text that names no match format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMatchFormatError(pub String);

impl fmt::Display for ParseMatchFormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown match format {}: expected one of {}",
            crate::notation::quoted(&self.0),
            MatchFormat::ALL.map(MatchFormat::name).join(", ")
        )
    }
}

impl std::error::Error for ParseMatchFormatError {}

/// One of the two players of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Contender {
    /// Plays South in the first game.
    First,
    /// Plays North in the first game.
    Second,
}

impl Contender {
    /// The other player.
    #[must_use]
    pub const fn other(self) -> Contender {
        match self {
            Contender::First => Contender::Second,
            Contender::Second => Contender::First,
        }
    }
}

/// A match under way or decided: its format and the results of its games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    format: MatchFormat,
    /// Each game's winner, `None` for a draw, in the order played.
    results: Vec<Option<Contender>>,
}

/// Adding a game to a match already decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchDecided {
    /// Who won the match.
    pub winner: Contender,
}

impl fmt::Display for MatchDecided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let winner = match self.winner {
            Contender::First => "first",
            Contender::Second => "second",
        };
        write!(
            f,
            "the match is already decided: the {winner} player won it"
        )
    }
}

impl std::error::Error for MatchDecided {}

impl Match {
    /// A match of `format` with no game played.
    #[must_use]
    pub const fn new(format: MatchFormat) -> Match {
        Match {
            format,
            results: Vec::new(),
        }
    }

    /// The format.
    #[must_use]
    pub const fn format(&self) -> MatchFormat {
        self.format
    }

    /// The number of the next game, counting from 1 (after the match is
    /// decided: the number one past its last game).
    #[must_use]
    pub fn round(&self) -> usize {
        self.results.len() + 1
    }

    /// The games played.
    #[must_use]
    pub fn games(&self) -> usize {
        self.results.len()
    }

    /// Who plays `side` in game `round` (counting from 1): the players swap
    /// sides every game, the first player taking South in game 1.
    #[must_use]
    pub const fn player_on(side: Player, round: usize) -> Contender {
        match (side, round % 2 == 1) {
            (Player::South, true) | (Player::North, false) => Contender::First,
            _ => Contender::Second,
        }
    }

    /// The side `player` takes in the next game.
    #[must_use]
    pub fn side_of(&self, player: Contender) -> Player {
        if Match::player_on(Player::South, self.round()) == player {
            Player::South
        } else {
            Player::North
        }
    }

    /// Adds the result of the next game: the side that won it, `None` for a
    /// draw. The players' sides in that game are [`Match::side_of`]'s.
    pub fn add_game(&mut self, winning_side: Option<Player>) -> Result<(), MatchDecided> {
        if let Some(winner) = self.winner() {
            return Err(MatchDecided { winner });
        }
        let round = self.round();
        self.results
            .push(winning_side.map(|side| Match::player_on(side, round)));
        Ok(())
    }

    /// The games `player` won.
    #[must_use]
    pub fn wins(&self, player: Contender) -> u32 {
        count(self.results.iter().filter(|r| **r == Some(player)))
    }

    /// The games drawn.
    #[must_use]
    pub fn draws(&self) -> u32 {
        count(self.results.iter().filter(|r| r.is_none()))
    }

    /// The wins `player` has in a row up to the last game (0 if the last
    /// game was not theirs). A draw ends a streak.
    #[must_use]
    pub fn streak(&self, player: Contender) -> u32 {
        count(
            self.results
                .iter()
                .rev()
                .take_while(|r| **r == Some(player)),
        )
    }

    /// The winner of the match, once it is decided.
    #[must_use]
    pub fn winner(&self) -> Option<Contender> {
        [Contender::First, Contender::Second]
            .into_iter()
            .find(|&player| {
                self.format.won(
                    self.wins(player),
                    self.wins(player.other()),
                    self.streak(player),
                )
            })
    }
}

fn count<T>(items: impl Iterator<Item = T>) -> u32 {
    u32::try_from(items.count()).unwrap_or(u32::MAX)
}
