//! The bindings as JavaScript sees them, run in headless Chromium by
//! `wasm-pack test --headless --chrome`.

use mancala_wasm::{
    build_endgame_tables, hint, parse_pit, pit_letter, think, use_endgame_tables, GameHandle,
    Level, Side, Variant,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn field(object: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(object, &name.into()).expect("the field exists")
}

#[wasm_bindgen_test]
fn a_move_returns_its_trace_as_a_plain_object() {
    let mut game = GameHandle::new(Variant::Ayoayo, false).unwrap();
    let trace = game.play(2).unwrap();
    assert_eq!(field(&trace, "mover"), "south");
    assert_eq!(field(&trace, "notation"), "C+7");
    let laps = js_sys::Array::from(&field(&trace, "laps"));
    assert_eq!(laps.length(), 5);
    assert_eq!(field(&laps.get(0), "origin"), 2);
    assert_eq!(field(&trace, "position"), "6-6-2-7-0-6-1-0-6-6-0-1-7-0-N");
    assert_eq!(game.turn(), Side::North);
    assert_eq!(game.stores(), vec![7, 0]);
}

#[wasm_bindgen_test]
fn an_illegal_move_throws_an_error_with_the_reason() {
    let mut game = GameHandle::new(Variant::Oware, false).unwrap();
    let error = game.play(8).unwrap_err();
    let error = JsValue::from(error);
    assert!(error.is_instance_of::<js_sys::Error>());
    let message: String = js_sys::Error::from(error).message().into();
    assert_eq!(message, "pit c belongs to north, and south is to move");
    assert_eq!(
        game.why_illegal(8).unwrap(),
        "pit c belongs to north, and south is to move"
    );
    assert!(game.play(12).is_err(), "there is no pit 12");
    assert_eq!(
        game.position(),
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
        "nothing changed"
    );
}

#[wasm_bindgen_test]
fn undo_redo_and_history() {
    let mut game = GameHandle::new(Variant::Oware, false).unwrap();
    game.play(2).unwrap();
    game.play(11).unwrap();
    assert!(game.undo());
    assert!(game.can_redo());
    assert!(!game.redo().unwrap().is_undefined());
    assert_eq!(game.ply_count(), 2);
    assert_eq!(
        game.position_at(1).unwrap(),
        "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N"
    );
    assert!(game.position_at(3).is_err());
}

#[wasm_bindgen_test]
fn records_round_trip_and_bad_records_throw() {
    let mut game = GameHandle::new(Variant::Ayoayo, false).unwrap();
    game.play(2).unwrap();
    let record = game.record(Some("Ada".into()), None);
    assert!(record.contains("[South \"Ada\"]"));
    let again = GameHandle::from_record(&record).unwrap();
    assert_eq!(again.position(), game.position());
    assert_eq!(again.variant(), Variant::Ayoayo);
    let error = GameHandle::from_record("1. C g").err().unwrap();
    let message: String = js_sys::Error::from(JsValue::from(error)).message().into();
    assert!(message.starts_with("line 1, column 6"), "{message}");
    assert!(GameHandle::from_position(Variant::Oware, false, "4-4-4").is_err());
    assert!(GameHandle::new(Variant::Ayoayo, true).is_err());
}

#[wasm_bindgen_test]
fn the_computer_plays_a_legal_move_and_gives_hints() {
    let game = GameHandle::new(Variant::Oware, false).unwrap();
    let report = think(&game, Level::Maximum, 200, 1.0).unwrap();
    let pit = field(&report, "pit").as_f64().unwrap() as u8;
    assert!(game.legal_moves().contains(&pit));
    assert!(field(&report, "depth").as_f64().unwrap() >= 6.0);
    let beginner = think(&game, Level::Beginner, 200, 7.0).unwrap();
    assert!(game
        .legal_moves()
        .contains(&(field(&beginner, "pit").as_f64().unwrap() as u8)));
    let advice = hint(&game, 100).unwrap();
    assert!(field(&advice, "text")
        .as_string()
        .unwrap()
        .starts_with("Play "));
}

#[wasm_bindgen_test]
fn pit_letters() {
    assert_eq!(pit_letter(0).unwrap(), "A");
    assert_eq!(pit_letter(11).unwrap(), "f");
    assert!(pit_letter(12).is_err());
    assert_eq!(parse_pit("d").unwrap(), 9);
    assert!(parse_pit("x").is_err());
}

#[wasm_bindgen_test]
fn endgame_tables_are_built_handed_over_and_used() {
    let count_layer = js_sys::Function::new_with_args("seeds", "globalThis.lastLayer = seeds;");
    let bytes = build_endgame_tables(Variant::Oware, 8, Some(count_layer)).unwrap();
    assert_eq!(field(&js_sys::global(), "lastLayer"), 8);
    assert!(bytes.starts_with(b"MEGT"));
    assert!(build_endgame_tables(Variant::Ayoayo, 21, None).is_err());
    assert!(use_endgame_tables(&bytes[..bytes.len() - 1]).is_err());
    assert_eq!(use_endgame_tables(&bytes).unwrap(), 8);
    // South takes all 8 remaining seeds (see mancala-ai's tests/endgame.rs):
    // with the tables the search proves the win at once.
    let position = "2-1-0-0-1-1-1-0-1-1-0-0-20-20-S";
    let game = GameHandle::from_position(Variant::Oware, false, position).unwrap();
    let report = think(&game, Level::Maximum, 200, 1.0).unwrap();
    assert_eq!(field(&report, "pit"), 5);
    assert!(field(&report, "score").as_f64().unwrap() > 1_000_700.0);
}
