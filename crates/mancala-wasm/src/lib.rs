//! The browser's view of the mancala rules: an opaque game handle that
//! JavaScript drives with small, copied results.
//!
//! Domain values cross the boundary once, here: JS numbers arrive as `f64`
//! and become [`Pit`]s, levels, times and sizes only if they are whole
//! numbers in range, and strings, booleans and bytes arrive as `JsValue`s
//! checked for their type (`arguments.rs`); domain errors become JS `Error`s with
//! the domain's English message and a stable `kind` with its parameters for
//! the page to translate (`error.rs`), and traces become plain objects (see `trace.rs`
//! and the TypeScript definitions it adds). Nothing panics across the
//! boundary; the panic hook is installed once, when the module starts, to
//! report a bug if one ever does.
//!
//! The `engine` feature (on by default) adds the computer player, hints,
//! analysis and endgame tables, and `matches` (on by default) matches of
//! several games; without them the module has only the rules.
//!
//! Rule ids (O4, Y7, …) refer to `docs/rules.md` in the repository.

mod arguments;
#[cfg(feature = "engine")]
mod book;
#[cfg(feature = "engine")]
mod endgame;
#[cfg(feature = "engine")]
mod engine;
mod enums;
mod error;
mod game;
#[cfg(feature = "matches")]
mod matches;
mod trace;

use oware_ayoayo::notation::MAX_RECORD_BYTES;
use oware_ayoayo::{Pit, PIT_COUNT};
use wasm_bindgen::prelude::*;

#[cfg(feature = "engine")]
pub use book::{book_moves, use_opening_book};
#[cfg(feature = "engine")]
pub use endgame::{build_endgame_tables, tables_moves, use_endgame_tables};
#[cfg(feature = "engine")]
pub use engine::{analyze, analyze_moves, hint, think};
pub use enums::{Level, Side, Variant};
pub use error::Failure;
pub use game::GameHandle;
#[cfg(feature = "matches")]
pub use matches::{MatchFormat, MatchHandle};

/// Talc rather than the standard library's dlmalloc: 2.3 KB gzip less in
/// every module (each is downloaded before a board can take a move).
#[cfg(target_family = "wasm")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The letter of pit `pit` (0–11): `A`–`F` for South, `a`–`f` for North.
#[wasm_bindgen(js_name = pitLetter)]
pub fn pit_letter(pit: f64) -> Result<String, JsError> {
    Ok(to_pit(pit)?.letter().to_string())
}

/// The pit (0–11) named by a letter `A`–`F` or `a`–`f`.
#[wasm_bindgen(js_name = parsePit)]
pub fn parse_pit(
    #[wasm_bindgen(unchecked_param_type = "string")] letter: JsValue,
) -> Result<u8, Failure> {
    let pit: Pit = arguments::string(&letter, "a pit letter")?.parse()?;
    Ok(pit.index() as u8)
}

/// The longest OGN record text `Game.fromRecord` reads, in bytes (1 MiB):
/// check a link or a file against it before reading it.
#[wasm_bindgen(js_name = maxRecordBytes)]
pub fn max_record_bytes() -> u32 {
    MAX_RECORD_BYTES as u32
}

/// A JS pit number as a [`Pit`], or an error naming the bad number.
pub(crate) fn to_pit(pit: f64) -> Result<Pit, JsError> {
    let index = arguments::small_number(pit, "pit", 0, PIT_COUNT as u32 - 1)?;
    Ok(Pit::ALL[index as usize])
}
