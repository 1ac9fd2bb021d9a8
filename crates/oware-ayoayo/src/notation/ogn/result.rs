//! Results as records write them: `*`, PGN's `1-0`, `0-1` and `1/2-1/2`,
//! or Aualé's final stores such as `25-23`.

use crate::{Outcome, Player};

/// A written result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum GameResult {
    /// `*`: the game goes on, or its result is not known.
    Unknown,
    /// `1-0`, or final stores south won.
    Won(Player),
    /// `1/2-1/2`.
    Draw,
    /// The final stores, south's then north's.
    Stores(u32, u32),
}

impl GameResult {
    /// The result `text` writes, if it is one.
    pub fn parse(text: &str) -> Option<GameResult> {
        match text {
            "*" => Some(GameResult::Unknown),
            "1-0" => Some(GameResult::Won(Player::South)),
            "0-1" => Some(GameResult::Won(Player::North)),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => {
                let (south, north) = text.split_once('-')?;
                Some(GameResult::Stores(count(south)?, count(north)?))
            }
        }
    }

    /// Whether the result agrees with the end of a game, `None` if the
    /// game is not over. `*` agrees with anything: PGN writes it for a
    /// result not known as well as for a game that goes on. `1-0` and `0-1`
    /// (which are also the final stores of a one-seed game) say who won.
    pub fn agrees_with(self, outcome: Option<&Outcome>) -> bool {
        match (self, outcome) {
            (GameResult::Unknown, _) => true,
            (_, None) => false,
            (GameResult::Won(player), Some(outcome)) => outcome.winner() == Some(player),
            (GameResult::Draw, Some(outcome)) => outcome.winner().is_none(),
            (GameResult::Stores(south, north), Some(outcome)) => {
                (south, north)
                    == (
                        u32::from(outcome.stores.south),
                        u32::from(outcome.stores.north),
                    )
            }
        }
    }
}

/// A store count: decimal digits only, no sign.
fn count(text: &str) -> Option<u32> {
    if text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse().ok()
    } else {
        None
    }
}
