//! A computer opponent for Oware (Abapa) and Ayoayo.
//!
//! [`Searcher`] runs a negamax alpha-beta search with iterative deepening,
//! principal variation search, a transposition table, move ordering
//! (previous best move, captures, history) and a quiescence search of
//! captures. The repetition rule (O8, Y10) is applied exactly along every
//! line, with the game's own history. Searches are limited by depth, nodes
//! or time, can be stopped from another thread, and are deterministic for a
//! given node budget.
//!
//! [`EndgameTables`] solve every board of up to a dozen seeds or so by
//! retrograde analysis; a searcher given them scores positions just after
//! a capture from them.
//!
//! An [`OpeningBook`] holds the moves of deep searches for the first
//! plies of each game; [`build_book`] grows one.
//!
//! [`Level`] turns the search into players from beginner to maximum,
//! [`hint`] explains the best move, [`score_moves`] scores every move
//! (for reviews and puzzles), and [`find_puzzle`] tells whether a position
//! has one clearly best line.
//!
//! The crate is `std`-only and runs in WebAssembly: time is read through
//! the [`Clock`] the caller passes in.
//!
//! Rule ids (O8, Y10, …) refer to `docs/rules.md` in the repository.

/// The README's examples, compiled and run as doc tests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

mod analysis;
mod book;
mod endgame;
mod eval;
mod game_number;
mod hint;
mod level;
mod moves;
mod puzzle;
mod score;
mod search;
mod table;
mod time;

pub use analysis::{score_moves, MoveScore};
pub use book::{
    book_key, build as build_book, BookChoice, BookEntry, BookError, BookMove, BookSettings,
    OpeningBook, BOOK_TABLE_BITS,
};
pub use endgame::{Bounds, EndgameTables, MoveValue, TableValue, TablesError};
pub use eval::features::{features, Features, FEATURE_COUNT, FEATURE_NAMES};
pub use eval::{evaluate, weigh, weights, Weights};
pub use hint::{explain, hint, Hint};
pub use level::{choose_move, Level, ParseLevelError};
pub use puzzle::{find_puzzle, unique_best, Puzzle, PuzzleSearch, Refutation, PUZZLE_TABLE_BITS};
pub use score::{is_final as is_final_score, Score, WIN};
pub use search::{Clock, Limits, SearchResult, Searcher, StdClock};
pub use time::{move_time_from_clock, GameClock};
