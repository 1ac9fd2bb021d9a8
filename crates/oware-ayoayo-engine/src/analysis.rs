//! Every legal move scored: what game reviews, puzzles, hints and the
//! weaker levels compare moves by.

use oware_ayoayo::{Game, Pit};

use crate::search::{Clock, Limits, Searcher};
use crate::Score;

/// One legal move, searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveScore {
    /// The move.
    pub pit: Pit,
    /// Its score for the player who makes it, in hundredths of a seed;
    /// beyond ±[`WIN`](crate::WIN) when the search sees the game's end.
    pub score: Score,
    /// The line the search expects, starting with `pit`.
    pub line: Vec<Pit>,
}

/// Every legal move of `game`, in pit order, with its score from a search
/// of `depth` plies (the move itself included, so the reply is searched to
/// `depth - 1`, and at least 1). Empty when the game is over.
///
/// Each move gets a search of its own, so the scores are exact to the
/// depth, not just bounds as in a search for the best move alone; a
/// finished game after the move is scored as finished.
///
/// ```
/// use oware_ayoayo::{Game, Rules};
/// use oware_ayoayo_engine::{score_moves, Searcher, StdClock};
///
/// let game = Game::new(Rules::OWARE);
/// let scores = score_moves(&mut Searcher::new(16), &game, 4, &StdClock::new());
/// assert_eq!(scores.len(), 6);
/// assert!(scores.iter().all(|scored| scored.line[0] == scored.pit));
/// ```
pub fn score_moves(
    searcher: &mut Searcher,
    game: &Game,
    depth: u32,
    clock: &dyn Clock,
) -> Vec<MoveScore> {
    game.legal_moves()
        .iter()
        .map(|pit| {
            let mut after = game.clone();
            after.play(pit).expect("a legal move plays");
            let reply = searcher.search(
                &after,
                Limits::depth(depth.saturating_sub(1).max(1)),
                clock,
                None,
            );
            let mut line = vec![pit];
            line.extend(reply.pv);
            MoveScore {
                pit,
                score: -reply.score,
                line,
            }
        })
        .collect()
}
