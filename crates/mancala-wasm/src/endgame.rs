//! Oware endgame tables in the browser: built in one worker, handed as
//! bytes to the workers that search.

use std::cell::RefCell;
use std::sync::Arc;

use mancala_ai::EndgameTables;
use wasm_bindgen::prelude::*;

thread_local! {
    /// The tables this instance's searches use, once given.
    static LOADED: RefCell<Option<Arc<EndgameTables>>> = const { RefCell::new(None) };
}

/// Builds the tables for every Oware board of up to `maxSeeds` seeds
/// (0–20) and returns them as bytes for `useEndgameTables`. Takes seconds
/// for 12 seeds: call it in a worker. `onLayer(seeds)` is called after
/// each layer, for progress.
#[wasm_bindgen(js_name = buildEndgameTables)]
pub fn build_endgame_tables(
    max_seeds: u32,
    on_layer: Option<js_sys::Function>,
) -> Result<Vec<u8>, JsError> {
    let max_seeds = usize::try_from(max_seeds)
        .ok()
        .filter(|&seeds| seeds <= EndgameTables::MAX_SEEDS)
        .ok_or_else(|| {
            JsError::new(&format!(
                "endgame tables cover 0 to {} seeds, not {max_seeds}",
                EndgameTables::MAX_SEEDS
            ))
        })?;
    let mut tables = EndgameTables::default();
    for seeds in 0..=max_seeds {
        tables.add_layer();
        if let Some(on_layer) = &on_layer {
            on_layer
                .call1(&JsValue::NULL, &JsValue::from(seeds as u32))
                .map_err(|_| JsError::new("onLayer threw"))?;
        }
    }
    Ok(tables.to_bytes())
}

/// Makes this instance's searches use the tables in `bytes` (from
/// `buildEndgameTables`). Throws, keeping the tables it had, if the bytes
/// are not valid tables. Returns the most seeds they cover.
#[wasm_bindgen(js_name = useEndgameTables)]
pub fn use_endgame_tables(bytes: &[u8]) -> Result<u32, JsError> {
    let tables = EndgameTables::from_bytes(bytes)?;
    let max_seeds = tables.max_seeds().unwrap_or(0) as u32;
    LOADED.with(|loaded| *loaded.borrow_mut() = Some(Arc::new(tables)));
    Ok(max_seeds)
}

/// The tables given to `useEndgameTables`, if any.
pub(crate) fn loaded() -> Option<Arc<EndgameTables>> {
    LOADED.with(|loaded| loaded.borrow().clone())
}
