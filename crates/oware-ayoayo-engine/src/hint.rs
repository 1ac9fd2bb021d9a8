//! Hints: the best move and why, in words a player understands.

use std::fmt;

use oware_ayoayo::{game_tree, Game, Pit, Player, Position, Setup};

use crate::analysis::{score_moves, MoveScore};
use crate::score::is_final;
use crate::search::{Clock, Limits, Searcher};
use crate::Score;

/// The best move for the player to move and what makes it good.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The move to play.
    pub pit: Pit,
    /// Its score, hundredths of a seed for the player to move.
    pub score: Score,
    /// Seeds it captures at once.
    pub captures: u32,
    /// Seeds it could capture next turn if the opponent did nothing about it.
    pub threatens: u32,
    /// Seeds the opponent could capture now and no longer can after it.
    pub defends: u32,
    /// The opponent has no seeds and this move gives them some (O5, Y8).
    pub feeds: bool,
    /// After it, the opponent's row is empty.
    pub starves: bool,
    /// It is the only legal move.
    pub only_move: bool,
    /// Every other move scores at least a seed worse.
    pub others_lose_seeds: bool,
    /// The search sees a won game.
    pub wins: bool,
}

/// The hint for the player to move in `game`, from a search of at most
/// `time_ms`, or `None` when the game is over. The player waits for it: it
/// stops, as on a game clock, once another iteration is unlikely to change
/// the move.
pub fn hint(searcher: &mut Searcher, game: &Game, time_ms: u64, clock: &dyn Clock) -> Option<Hint> {
    let limits = Limits {
        unused_time_kept: true,
        ..Limits::time_ms(time_ms)
    };
    let best = searcher.search(game, limits, clock, None);
    let pit = best.best?;
    let scores = score_moves(searcher, game, best.depth.min(8), clock);
    let mut hint = explain(game, pit, &scores)?;
    hint.score = best.score;
    hint.wins = is_final(best.score) && best.score > 0;
    Some(hint)
}

/// What makes `pit` good in `game`, given every legal move's score (from
/// [`score_moves`]): the hint for a move chosen elsewhere, e.g. the better
/// move a game review shows. `None` if `pit` is not legal.
pub fn explain(game: &Game, pit: Pit, scores: &[MoveScore]) -> Option<Hint> {
    let position = game.position();
    let mover = position.turn();
    let after = game_tree::sow(position, pit).ok()?;
    let score = scores.iter().find(|scored| scored.pit == pit)?.score;
    let others: Vec<Score> = scores
        .iter()
        .filter(|scored| scored.pit != pit)
        .map(|scored| scored.score)
        .collect();
    Some(Hint {
        pit,
        score,
        captures: u32::from(after.stores().get(mover) - position.stores().get(mover)),
        threatens: biggest_capture(&after, mover),
        defends: biggest_capture(position, mover.opponent())
            .saturating_sub(biggest_capture(&after, mover.opponent())),
        feeds: position.row_seeds(mover.opponent()) == 0,
        starves: after.row_seeds(mover.opponent()) == 0,
        only_move: others.is_empty(),
        others_lose_seeds: !others.is_empty() && others.iter().all(|&s| s <= score - 100),
        wins: is_final(score) && score > 0,
    })
}

/// The most seeds `player` could capture with one move from `position`'s
/// board if it were their turn.
fn biggest_capture(position: &Position, player: Player) -> u32 {
    let setup = Setup {
        turn: player,
        ..position.setup()
    };
    let Ok(board) = Position::from_custom_setup(setup, position.rules()) else {
        return 0;
    };
    player
        .pits()
        .iter()
        .filter_map(|&pit| game_tree::sow(&board, pit).ok())
        .map(|after| u32::from(after.stores().get(player) - board.stores().get(player)))
        .max()
        .unwrap_or(0)
}

/// One or two sentences, e.g. "Play C: it captures 4 seeds, and every
/// other move loses seeds."
impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seeds = |n: u32| {
            if n == 1 {
                "1 seed".to_owned()
            } else {
                format!("{n} seeds")
            }
        };
        let mut reasons = Vec::new();
        if self.wins {
            reasons.push("it leads to a won game".to_owned());
        }
        if self.captures > 0 {
            reasons.push(format!("it captures {}", seeds(self.captures)));
        }
        if self.feeds {
            reasons
                .push("your opponent has no seeds and it gives them some, as you must".to_owned());
        }
        if self.defends > 0 {
            reasons.push(format!(
                "it stops your opponent capturing {}",
                seeds(self.defends)
            ));
        }
        if self.threatens > 0 {
            reasons.push(format!(
                "it threatens to capture {} next turn",
                seeds(self.threatens)
            ));
        }
        if self.starves {
            reasons.push("it leaves your opponent without seeds".to_owned());
        }
        if self.only_move {
            reasons.push("it is your only legal move".to_owned());
        } else if self.others_lose_seeds {
            reasons.push("every other move loses seeds".to_owned());
        }
        if reasons.is_empty() {
            return write!(f, "Play {}: it keeps the position balanced.", self.pit);
        }
        let last = reasons.pop().expect("not empty");
        match reasons.is_empty() {
            true => write!(f, "Play {}: {last}.", self.pit),
            false => write!(f, "Play {}: {}, and {last}.", self.pit, reasons.join(", ")),
        }
    }
}
