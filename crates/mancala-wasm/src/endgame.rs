//! Endgame tables in the browser: built in one worker, handed as bytes to
//! the workers that search.

use std::cell::RefCell;
use std::sync::Arc;

use oware_ayoayo_engine::EndgameTables;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::arguments::{bytes, small_number};
use crate::trace::to_js;
use crate::{GameHandle, Variant};

thread_local! {
    /// The tables this instance's searches use, once given: Oware's, Ayoayo's.
    static LOADED: RefCell<[Option<Arc<EndgameTables>>; 2]> = const { RefCell::new([None, None]) };
}

/// The slot of `variant`'s tables in [`LOADED`].
fn slot(variant: oware_ayoayo::Variant) -> usize {
    Variant::from(variant) as usize
}

/// Builds the tables of `variant` for every board of up to `maxSeeds`
/// seeds (0–16: the tables' memory limit, `EndgameTables::MEMORY_LIMIT_MIB`,
/// 58 MiB) and returns them as bytes for `useEndgameTables`. Takes
/// seconds for 12 seeds: call it in a worker. `onLayer(seeds)` is called
/// after each layer, for progress.
#[wasm_bindgen(js_name = buildEndgameTables)]
pub fn build_endgame_tables(
    #[wasm_bindgen(unchecked_param_type = "Variant")] variant: f64,
    max_seeds: f64,
    on_layer: Option<js_sys::Function>,
) -> Result<Vec<u8>, JsError> {
    let variant = Variant::from_number(variant)?;
    let most = u32::try_from(EndgameTables::max_seeds_within_limit()).unwrap_or(u32::MAX);
    let max_seeds = small_number(max_seeds, "maxSeeds", 0, most)?;
    if on_layer.as_ref().is_some_and(|f| !f.is_function()) {
        return Err(JsError::new("onLayer must be a function"));
    }
    let mut tables = EndgameTables::new(variant.into());
    for seeds in 0..=max_seeds {
        tables.add_layer();
        if let Some(on_layer) = &on_layer {
            on_layer
                .call1(&JsValue::NULL, &JsValue::from(seeds))
                .map_err(|_| JsError::new("onLayer threw"))?;
        }
    }
    Ok(tables.to_bytes())
}

/// Makes this instance's searches of the tables' game use the tables in
/// `bytes` (from `buildEndgameTables`). Throws, keeping the tables it had,
/// if the bytes are not valid tables. Returns the most seeds they cover.
#[wasm_bindgen(js_name = useEndgameTables)]
pub fn use_endgame_tables(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: JsValue,
) -> Result<u32, JsError> {
    let tables = EndgameTables::from_bytes(&self::bytes(&bytes, "the tables")?)?;
    let max_seeds = tables.max_seeds().unwrap_or(0) as u32;
    let slot = slot(tables.variant());
    LOADED.with(|loaded| loaded.borrow_mut()[slot] = Some(Arc::new(tables)));
    Ok(max_seeds)
}

/// The tables of `variant` given to `useEndgameTables`, if any.
pub(crate) fn loaded(variant: oware_ayoayo::Variant) -> Option<Arc<EndgameTables>> {
    LOADED.with(|loaded| loaded.borrow()[slot(variant)].clone())
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** What the endgame tables say of a position (see `tablesMoves`). */
export interface TablesReport {
  /** The position's value: net seeds for the player to move, to the end of play. */
  net: number;
  /** Whether `net` is proven rather than the own-row split held within the tables' bounds. */
  exact: boolean;
  /** Every legal move, in pit order, valued the same way for the player who makes it. */
  moves: TablesMoveReport[];
}

/** A legal move valued by the tables. */
export interface TablesMoveReport {
  pit: number;
  /** Net seeds for the player who makes it, from before it to the end of play. */
  net: number;
  exact: boolean;
}
"#;

#[derive(Serialize)]
struct TablesReport {
    net: i8,
    exact: bool,
    moves: Vec<TablesMoveReport>,
}

#[derive(Serialize)]
struct TablesMoveReport {
    pit: u8,
    net: i8,
    exact: bool,
}

/// What the tables given to `useEndgameTables` say of the game's current
/// position and each of its legal moves (a `TablesReport`), or `undefined`
/// when no tables of its game were given, they do not cover it (too many
/// seeds, Oware with grand slams winning) or the game is over: the endgame
/// trainer's judge and its perfect defence. Values leave Oware's majority
/// rule out, which names the same winner.
#[wasm_bindgen(js_name = tablesMoves, unchecked_return_type = "TablesReport | undefined")]
pub fn tables_moves(game: &GameHandle) -> Result<JsValue, JsError> {
    let report = (|| {
        if game.game().outcome().is_some() {
            return None;
        }
        let position = game.game().position();
        let tables = loaded(position.rules().variant())?;
        let value = tables.value(position)?;
        let moves = tables.move_values(position)?;
        Some(TablesReport {
            net: value.net,
            exact: value.exact,
            moves: moves
                .iter()
                .map(|m| TablesMoveReport {
                    pit: m.pit.index() as u8,
                    net: m.value.net,
                    exact: m.value.exact,
                })
                .collect(),
        })
    })();
    match report {
        Some(report) => to_js(&report),
        None => Ok(JsValue::UNDEFINED),
    }
}
