//! Rules of Oware (Abapa) and Ayoayo, the Yoruba relay-sowing game.
//!
//! The rules are those of `docs/rules.md` in the repository; rule ids
//! (O1–O10, Y1–Y11) are cited where they apply.
//!
//! - A [`Setup`] is a board as written down; a [`Position`] is a validated
//!   board under some [`Rules`] and is what plays.
//! - [`Position::check`] tells whether a move is legal, [`Position::play`]
//!   plays it, and [`Position::play_traced`] also returns a [`Trace`] of
//!   every lap, seed and capture, for front ends to animate.
//!   [`game_tree`] has the bare sowing that searches walk the tree with.
//! - A [`Game`] keeps the history the repetition rule (O8, Y10) needs,
//!   with undo and redo.
//! - A [`Match`] keeps the score of games played by a format of O10.
//! - [`notation`] reads and writes game records; [`perft`] counts the game
//!   tree.
//!
//! ```
//! use oware_ayoayo::{Game, Pit, Rules};
//!
//! let mut game = Game::new(Rules::AYOAYO);
//! for letter in "Cf".chars() {
//!     game.play(Pit::from_letter(letter).unwrap())?;
//! }
//! assert_eq!(game.plies().len(), 2);
//! assert!(game.outcome().is_none());
//! # Ok::<(), oware_ayoayo::IllegalMove>(())
//! ```

/// The README's examples, compiled and run as doc tests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

mod game;
pub mod game_tree;
mod matches;
pub mod notation;
mod perft;
mod pit;
mod pitset;
mod player;
mod position;
mod rules;
mod setup;
mod sow;
mod trace;

pub use game::{Game, Ply};
pub use matches::{Contender, Match, MatchDecided, MatchFormat, ParseMatchFormatError};
pub use perft::{perft, perft_counts};
pub use pit::{ParsePitError, Pit, PitIndexError, PIT_COUNT};
pub use pitset::{PitSet, PitSetIter};
pub use player::{ByPlayer, Player};
pub use position::{IllegalMove, Position, PositionError, Sowing, MAX_SEEDS, STANDARD_SEEDS};
pub use rules::{ParseVariantError, Rules, Variant};
pub use setup::{ParseSetupError, Setup};
pub use trace::{Capture, EndReason, GrandSlam, Lap, Outcome, Trace};
