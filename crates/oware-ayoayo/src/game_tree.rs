//! Moves for walking the game tree at full speed: searches, perft and
//! analysis.
//!
//! [`Position::check`] and [`Position::play`] are the rules as a game
//! needs them: a refused move is explained, and a move that ends the game
//! returns the final position, its pits swept into the stores (O6, Y9).
//! A walker of the game tree needs neither: it scores the end of the game
//! itself (and knows its line, which the repetition rule needs: O8,
//! Y10), and it asks for millions of positions a second. The functions
//! here give it the position after a move's sowing and captures (O2–O4,
//! Y2–Y6), and nothing more: the position returned may hold a majority
//! (O7) or leave the next player without a move (O6, Y9), and its pits
//! are never swept.
//!
//! ```
//! use oware_ayoayo::{game_tree, Pit, Position, Rules};
//!
//! let start = Position::new(Rules::OWARE);
//! let children: Vec<Position> = start
//!     .legal_moves()
//!     .into_iter()
//!     .map(|pit| game_tree::sow_legal(&start, pit))
//!     .collect();
//! assert_eq!(children.len(), 6);
//! let a = Pit::from_letter('a').unwrap();
//! assert!(game_tree::sow(&start, a).is_err());
//! ```

use crate::{IllegalMove, Pit, Position};

/// The position after `pit`'s sowing and captures, with the end of the
/// game left to the caller (see the [module](self)), or the first rule
/// the move breaks. Unlike [`Position::check`], a move in a finished game
/// may be refused for another reason than
/// [`GameOver`](IllegalMove::GameOver) (an empty pit, say).
#[inline]
pub fn sow(position: &Position, pit: Pit) -> Result<Position, IllegalMove> {
    position
        .advance(pit, &mut ())
        .map(|advance| advance.position)
}

/// [`sow`] for a move known to be legal, one that
/// [`legal_moves`](Position::legal_moves) lists: the checks that need no
/// sowing are skipped (debug builds still make them). The search's fastest
/// path.
///
/// # Panics
///
/// If `pit` is an Ayoayo move that is not legal; an illegal Oware move
/// gives a meaningless position.
#[inline]
#[must_use]
pub fn sow_legal(position: &Position, pit: Pit) -> Position {
    debug_assert_eq!(position.precheck(pit), Ok(()));
    position
        .advance_prechecked(pit, &mut ())
        .map(|advance| advance.position)
        .expect("sow_legal is given a legal move")
}
