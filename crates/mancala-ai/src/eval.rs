//! Static evaluation of positions that are not finished.
//!
//! Every term was kept or dropped by engine-against-engine matches, 100
//! games with sides swapped and 4-ply random openings, 30,000 nodes a move
//! (so the result does not depend on the machine's load):
//!
//! | change (against the kept weights)            | score |
//! | -------------------------------------------- | ----- |
//! | Oware row weight 20 vs 0                     | 81.5% |
//! | Oware row weight 20 vs 40 / 10 vs 20 / 30 vs 20 | 68.5% / 49.5% / 32.5% |
//! | Oware small pits −60 vs none                 | 80.0% |
//! | … −15 / −30 / −100 / +30 vs none             | 60.5% / 71.5% / 76.0% / 29.0% |
//! | Ayoayo row weight 25 vs 0 / vs 50            | 49.0% / 51.0% |
//! | Ayoayo capture targets 15 / 40 vs none       | 49.5% / 49.0% |
//!
//! Ayoayo's relays are too chaotic for any static term tried to matter;
//! its row weight is kept for the reason below, at no measured cost.

use mancala::{Player, Position, Rules};

use crate::Score;

/// Hundredths of a seed per seed of row difference, Oware.
const OWARE_ROW_WEIGHT: Score = 20;
/// Hundredths of a seed per seed of row difference, Ayoayo.
const AYOAYO_ROW_WEIGHT: Score = 25;
/// Hundredths of a seed per small pit (1 or 2 seeds) the player to move has
/// more than the opponent, Oware.
const OWARE_SMALL_PIT_WEIGHT: Score = 60;

/// The value of `position` for the player to move, in hundredths of a seed.
///
/// The store difference, plus a share of the seeds on each side (at the end
/// of a game by repetition or lack of moves each player takes their own row:
/// O6, O8, Y9, Y10), plus, in Oware, the small pits each side holds: pits of
/// 1 or 2 seeds are waiting moves that keep the big pits intact, and are
/// worth more to their owner than the capture targets they offer.
#[must_use]
pub fn evaluate(position: &Position) -> Score {
    let mover = position.turn();
    let stores = position.stores();
    let store_difference =
        Score::from(*stores.get(mover)) - Score::from(*stores.get(mover.opponent()));
    // One pass over the board: seeds and small pits of each row, South's
    // row first.
    let (mut rows, mut small) = ([0; 2], [0; 2]);
    for (index, &seeds) in position.pits().iter().enumerate() {
        rows[index / 6] += Score::from(seeds);
        small[index / 6] += Score::from(matches!(seeds, 1 | 2));
    }
    let sign = match mover {
        Player::South => 1,
        Player::North => -1,
    };
    let row_difference = sign * (rows[0] - rows[1]);
    match position.rules() {
        Rules::Oware { .. } => {
            store_difference * 100
                + row_difference * OWARE_ROW_WEIGHT
                + sign * (small[0] - small[1]) * OWARE_SMALL_PIT_WEIGHT
        }
        Rules::Ayoayo => store_difference * 100 + row_difference * AYOAYO_ROW_WEIGHT,
    }
}
