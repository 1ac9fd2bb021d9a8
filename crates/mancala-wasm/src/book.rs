//! Opening books in the browser: the page fetches a game's book file
//! (`books/` of the site) when a strong or maximum search of that game is
//! first asked for, and hands its bytes to each search worker.

use std::cell::RefCell;

use oware_ayoayo::Position;
use oware_ayoayo_engine::{BookMove, OpeningBook};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::arguments::bytes;
use crate::trace::to_js;
use crate::{GameHandle, Variant};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** What the opening book knows of a position (see `bookMoves`). */
export interface BookReport {
  /** The depth of the book's searches, in plies. */
  depth: number;
  /** The book's own move first, then every other move into a booked position, best first. */
  moves: BookMoveReport[];
}

/** A move of a booked position. */
export interface BookMoveReport {
  pit: number;
  /** Hundredths of a seed for the player who makes it. */
  score: number;
  /** Whether it is the book's own move; otherwise its score is that of the booked position it leads to, seen from the mover. */
  chosen: boolean;
}
"#;

#[derive(Serialize)]
struct BookReport {
    depth: u8,
    moves: Vec<BookMoveReport>,
}

#[derive(Serialize)]
struct BookMoveReport {
    pit: u8,
    score: i32,
    chosen: bool,
}

thread_local! {
    /// The books this instance's strong and maximum levels play from, once
    /// given: Oware's, Ayoayo's.
    static LOADED: RefCell<[Option<OpeningBook>; 2]> = const { RefCell::new([None, None]) };
}

/// Makes this instance's `think` at the strong and maximum levels play the
/// move of the opening book in `bytes` (a file of `books/`) in the
/// positions it holds. Throws, keeping the book it had, if the bytes are
/// not a book of `variant`'s game. Returns the number of positions booked.
#[wasm_bindgen(js_name = useOpeningBook)]
pub fn use_opening_book(
    #[wasm_bindgen(unchecked_param_type = "Variant")] variant: f64,
    #[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: JsValue,
) -> Result<u32, JsError> {
    let variant = Variant::from_number(variant)?;
    let book = OpeningBook::from_bytes(&self::bytes(&bytes, "the opening book")?)?
        .for_variant(variant.into())?;
    let entries = u32::try_from(book.entries().len()).unwrap_or(u32::MAX);
    LOADED.with(|loaded| loaded.borrow_mut()[variant as usize] = Some(book));
    Ok(entries)
}

/// The move of the book given for `position`'s game, if it holds the
/// position, and the depth of the book's searches.
pub(crate) fn probe(position: &Position) -> Option<(BookMove, u8)> {
    with_book(position, |book| {
        Some((book.probe(position)?, book.settings().depth))
    })
}

/// `read` of the book given for `position`'s game, if one was given.
fn with_book<T>(position: &Position, read: impl FnOnce(&OpeningBook) -> Option<T>) -> Option<T> {
    let slot = Variant::from(position.rules().variant()) as usize;
    LOADED.with(|loaded| read(loaded.borrow()[slot].as_ref()?))
}

/// What the book given to `useOpeningBook` for the game's variant knows of
/// its current position (a `BookReport`: the book's move, then the other
/// moves into booked positions, with their scores), or `undefined` when no
/// book was given or the book does not hold the position. For studying an
/// opening in the review and the analysis.
#[wasm_bindgen(js_name = bookMoves, unchecked_return_type = "BookReport | undefined")]
pub fn book_moves(game: &GameHandle) -> Result<JsValue, JsError> {
    let position = game.game().position();
    let report = with_book(position, |book| {
        let moves = book.moves(position);
        (!moves.is_empty()).then(|| BookReport {
            depth: book.settings().depth,
            moves: moves
                .iter()
                .map(|choice| BookMoveReport {
                    pit: choice.pit.index() as u8,
                    score: choice.score,
                    chosen: choice.chosen,
                })
                .collect(),
        })
    });
    match report {
        Some(report) => to_js(&report),
        None => Ok(JsValue::UNDEFINED),
    }
}
