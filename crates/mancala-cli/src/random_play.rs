//! Random legal moves, for openings and benchmarks.

use oware_ayoayo::{Game, Pit};

/// A legal move of `game` chosen uniformly, or `None` if the game is over.
pub fn random_move(game: &Game, rng: &mut fastrand::Rng) -> Option<Pit> {
    let legal = game.legal_moves();
    legal.iter().nth(rng.usize(..legal.len().max(1)))
}

/// `game` after `plies` random legal moves (fewer if it ends).
pub fn random_opening(mut game: Game, plies: usize, rng: &mut fastrand::Rng) -> Game {
    for _ in 0..plies {
        let Some(pit) = random_move(&game, rng) else {
            break;
        };
        game.play(pit).expect("a legal move plays");
    }
    game
}
