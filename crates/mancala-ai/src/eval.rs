//! Static evaluation of positions that are not finished.

use mancala::{Player, Position, Rules};

use crate::Score;

/// The value of `position` for the player to move, in hundredths of a seed.
///
/// The store difference, plus a share of the seeds on each side: at the end
/// of a game by repetition or lack of moves each player takes their own row
/// (O6, O8, Y9, Y10), so seeds at home are worth part of a seed. The share
/// was chosen by engine-against-engine matches (see the crate's README
/// section on tuning).
#[must_use]
pub fn evaluate(position: &Position) -> Score {
    let mover = position.turn();
    let stores = position.stores();
    let store_difference =
        Score::from(*stores.get(mover)) - Score::from(*stores.get(mover.opponent()));
    let home = |player: Player| Score::from(position.row_seeds(player));
    let row_difference = home(mover) - home(mover.opponent());
    let row_weight = match position.rules() {
        Rules::Oware { .. } => OWARE_ROW_WEIGHT,
        Rules::Ayoayo => AYOAYO_ROW_WEIGHT,
    };
    store_difference * 100 + row_difference * row_weight
}

/// Hundredths of a seed per seed of row difference, Oware.
const OWARE_ROW_WEIGHT: Score = 20;
/// Hundredths of a seed per seed of row difference, Ayoayo.
const AYOAYO_ROW_WEIGHT: Score = 25;
