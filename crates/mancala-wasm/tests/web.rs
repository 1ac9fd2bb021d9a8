//! The bindings as JavaScript sees them, run in headless Chromium by
//! `wasm-pack test --headless --chrome`.

use mancala_wasm::{
    analyze, analyze_moves, book_moves, build_endgame_tables, hint, parse_pit, pit_letter,
    tables_moves, think, use_endgame_tables, use_opening_book, Failure, GameHandle, Level, Side,
    Variant,
};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

// Enums arrive from JavaScript as numbers.
const OWARE: f64 = Variant::Oware as u8 as f64;
const AYOAYO: f64 = Variant::Ayoayo as u8 as f64;
const BEGINNER: f64 = Level::Beginner as u8 as f64;
const MAXIMUM: f64 = Level::Maximum as u8 as f64;

fn field(object: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(object, &name.into()).expect("the field exists")
}

/// The message of an error thrown to JavaScript.
fn message(error: impl Into<JsValue>) -> String {
    js_sys::Error::from(error.into()).message().into()
}

/// The `kind` of an error thrown to JavaScript, and its parameter `name`.
fn kind_and_param(error: impl Into<JsValue>, name: &str) -> (JsValue, JsValue) {
    let error = error.into();
    (field(&error, "kind"), field(&field(&error, "params"), name))
}

/// Plays `pit`, which must be legal, and returns its trace.
fn play(game: &mut GameHandle, pit: f64) -> JsValue {
    let result = game.try_play(pit).unwrap();
    assert!(
        field(&result, "refusal").is_undefined(),
        "pit {pit} is refused"
    );
    field(&result, "trace")
}

#[wasm_bindgen_test]
fn a_move_returns_its_trace_as_a_plain_object() {
    let mut game = GameHandle::new(AYOAYO, JsValue::FALSE).unwrap();
    let trace = play(&mut game, 2.0);
    assert_eq!(field(&trace, "mover"), "south");
    assert_eq!(field(&trace, "notation"), "C+7");
    let laps = js_sys::Array::from(&field(&trace, "laps"));
    assert_eq!(laps.length(), 5);
    assert_eq!(field(&laps.get(0), "origin"), 2);
    assert_eq!(field(&trace, "position"), "6-6-2-7-0-6-1-0-6-6-0-1-7-0-N");
    assert_eq!(game.turn(), Side::North);
    assert_eq!(game.counts()[12..], [7, 0]);
}

#[wasm_bindgen_test]
fn an_illegal_move_is_refused_with_the_reason_and_changes_nothing() {
    let mut game = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    let refusal = field(&game.try_play(8.0).unwrap(), "refusal");
    assert_eq!(
        field(&refusal, "message"),
        "pit c belongs to north, and south is to move"
    );
    assert_eq!(field(&refusal, "kind"), "not-your-pit");
    assert_eq!(field(&field(&refusal, "params"), "owner"), "north");
    assert!(game.try_play(12.0).is_err(), "there is no pit 12");
    assert_eq!(
        game.position(),
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
        "nothing changed"
    );
}

/// A JS array of numbers as bytes.
fn bytes(array: &JsValue) -> Vec<u8> {
    js_sys::Array::from(array)
        .iter()
        .map(|n| n.as_f64().expect("a number") as u8)
        .collect()
}

#[wasm_bindgen_test]
fn try_play_plays_once_and_carries_the_counts_or_refuses_with_the_reason() {
    let mut game = GameHandle::new(AYOAYO, JsValue::FALSE).unwrap();
    let played = game.try_play(2.0).unwrap();
    assert!(field(&played, "refusal").is_undefined());
    let trace = field(&played, "trace");
    assert_eq!(field(&trace, "notation"), "C+7");
    assert_eq!(
        bytes(&field(&trace, "before")),
        [4; 12].iter().chain(&[0, 0]).copied().collect::<Vec<_>>()
    );
    assert_eq!(
        bytes(&field(&trace, "after")),
        [6, 6, 2, 7, 0, 6, 1, 0, 6, 6, 0, 1, 7, 0],
        "the counts of the position text '6-6-2-7-0-6-1-0-6-6-0-1-7-0-N'"
    );
    assert_eq!(field(&trace, "turn"), Side::North as u8);
    assert_eq!(game.counts(), bytes(&field(&trace, "after")));
    assert_eq!(game.ply_count(), 1, "sown once, played once");

    let refused = game.try_play(2.0).unwrap();
    assert!(field(&refused, "trace").is_undefined());
    let refusal = field(&refused, "refusal");
    assert_eq!(field(&refusal, "kind"), "not-your-pit");
    assert_eq!(game.ply_count(), 1, "a refused move changes nothing");
    assert!(game.try_play(12.0).is_err(), "there is no pit 12");
}

#[wasm_bindgen_test]
fn counts_and_turn_after_any_ply_and_traces_from_the_counts_before() {
    let mut game = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    play(&mut game, 2.0);
    play(&mut game, 11.0);
    assert_eq!(
        game.counts_at(0.0).unwrap(),
        [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0]
    );
    assert_eq!(
        game.counts_at(1.0).unwrap(),
        [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 0, 0]
    );
    assert_eq!(game.counts_at(2.0).unwrap(), game.counts());
    assert_eq!(game.turn_at(0.0).unwrap(), Side::South);
    assert_eq!(game.turn_at(1.0).unwrap(), Side::North);
    assert!(game.counts_at(3.0).is_err() && game.turn_at(-1.0).is_err());
    let second = game.trace_at(2.0).unwrap();
    assert_eq!(
        bytes(&field(&second, "before")),
        game.counts_at(1.0).unwrap()
    );
    assert_eq!(
        bytes(&field(&second, "after")),
        game.counts_at(2.0).unwrap()
    );
    assert!(game.undo());
    let redone = game.redo().unwrap();
    assert_eq!(
        bytes(&field(&redone, "before")),
        game.counts_at(1.0).unwrap()
    );
}

#[wasm_bindgen_test]
fn undo_redo_and_history() {
    let mut game = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    play(&mut game, 2.0);
    play(&mut game, 11.0);
    assert!(game.undo());
    assert!(game.can_redo());
    assert!(!game.redo().unwrap().is_undefined());
    assert_eq!(game.ply_count(), 2);
    assert_eq!(
        game.position_at(1.0).unwrap(),
        "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N"
    );
    assert!(game.position_at(3.0).is_err());
}

#[wasm_bindgen_test]
fn records_round_trip_and_bad_records_throw() {
    let mut game = GameHandle::new(AYOAYO, JsValue::FALSE).unwrap();
    play(&mut game, 2.0);
    let record = game.record("Ada".into(), JsValue::UNDEFINED).unwrap();
    assert!(record.contains("[South \"Ada\"]"));
    let again = GameHandle::from_record(record.clone().into()).unwrap();
    assert_eq!(again.position(), game.position());
    assert_eq!(again.variant(), Variant::Ayoayo);
    let error = GameHandle::from_record("1. C g".into()).err().unwrap();
    let error = JsValue::from(error);
    let message: String = js_sys::Error::from(error.clone()).message().into();
    assert!(message.starts_with("line 1, column 6"), "{message}");
    assert_eq!(
        kind_and_param(error, "column"),
        ("ogn-syntax".into(), 6.into())
    );
    let illegal = GameHandle::from_record("1. C c 2. C".into()).err().unwrap();
    assert_eq!(
        kind_and_param(illegal, "reason"),
        ("ogn-illegal-move".into(), "empty-pit".into())
    );
    let short = GameHandle::from_position(OWARE, JsValue::FALSE, "4-4-4".into())
        .err()
        .unwrap();
    assert_eq!(
        kind_and_param(short, "found"),
        ("position-field-count".into(), 3.into())
    );
    let side = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-E";
    let side = GameHandle::from_position(OWARE, JsValue::FALSE, side.into())
        .err()
        .unwrap();
    assert_eq!(
        field(&JsValue::from(side), "kind"),
        JsValue::from("position-side")
    );
    assert!(GameHandle::new(AYOAYO, JsValue::TRUE).is_err());
}

#[wasm_bindgen_test]
fn a_record_opened_and_written_again_keeps_its_tags() {
    let text = "[Event \"Accra open\"]\n[Site \"Accra\"]\n[Date \"2026.11.30\"]\n[Round \"3\"]\n\
                [South \"Ama\"]\n[North \"?\"]\n[Result \"*\"]\n[Annotator \"Kofi\"]\n\n1. C f *\n";
    let mut game = GameHandle::from_record(text.into()).unwrap();
    play(&mut game, 3.0);
    let written = game
        .record("Computer (Casual)".into(), "Computer (Casual)".into())
        .unwrap();
    for tag in [
        "[Event \"Accra open\"]",
        "[Site \"Accra\"]",
        "[Date \"2026.11.30\"]",
        "[Round \"3\"]",
        "[South \"Ama\"]",
        "[North \"Computer (Casual)\"]",
        "[Annotator \"Kofi\"]",
        "[Result \"*\"]",
    ] {
        assert!(written.contains(tag), "{tag} in {written}");
    }
    assert!(written.contains("1. C f 2. D"), "{written}");
}

#[wasm_bindgen_test]
fn the_computer_plays_a_legal_move_and_gives_hints() {
    let game = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    let report = think(&game, MAXIMUM, 200.0, 1.0).unwrap();
    let pit = field(&report, "pit").as_f64().unwrap() as u8;
    assert!(game.legal_moves().contains(&pit));
    assert!(field(&report, "depth").as_f64().unwrap() >= 6.0);
    let beginner = think(&game, BEGINNER, 200.0, 7.0).unwrap();
    assert!(game
        .legal_moves()
        .contains(&(field(&beginner, "pit").as_f64().unwrap() as u8)));
    let advice = hint(&game, 100.0).unwrap();
    assert!(field(&advice, "text")
        .as_string()
        .unwrap()
        .starts_with("Play "));
    let reasons = field(&advice, "reasons");
    assert!(field(&reasons, "captures").as_f64().is_some());
    assert!(field(&reasons, "onlyMove").as_bool().is_some());
}

#[wasm_bindgen_test]
fn pit_letters() {
    assert_eq!(pit_letter(0.0).unwrap(), "A");
    assert_eq!(pit_letter(11.0).unwrap(), "f");
    assert!(pit_letter(12.0).is_err());
    assert_eq!(parse_pit("d".into()).unwrap(), 9);
    assert!(parse_pit("x".into()).is_err());
}

#[wasm_bindgen_test]
fn endgame_tables_are_built_handed_over_and_used() {
    let count_layer = js_sys::Function::new_with_args("seeds", "globalThis.lastLayer = seeds;");
    let bytes = build_endgame_tables(OWARE, 8.0, Some(count_layer)).unwrap();
    assert_eq!(field(&js_sys::global(), "lastLayer"), 8);
    assert!(bytes.starts_with(b"MEGT"));
    assert!(build_endgame_tables(AYOAYO, 21.0, None).is_err());
    assert!(
        use_endgame_tables(js_sys::Uint8Array::from(&bytes[..bytes.len() - 1]).into()).is_err()
    );
    assert_eq!(
        use_endgame_tables(js_sys::Uint8Array::from(&bytes[..]).into()).unwrap(),
        8
    );
    // South takes all 8 remaining seeds (see oware-ayoayo-engine's tests/endgame.rs):
    // with the tables the search proves the win at once.
    let position = "2-1-0-0-1-1-1-0-1-1-0-0-20-20-S";
    let game = GameHandle::from_position(OWARE, JsValue::FALSE, position.into()).unwrap();
    let report = think(&game, MAXIMUM, 200.0, 1.0).unwrap();
    assert_eq!(field(&report, "pit"), 5);
    assert!(field(&report, "score").as_f64().unwrap() > 1_000_700.0);
}

#[wasm_bindgen_test]
fn the_tables_value_a_position_and_each_move_or_say_nothing_beyond_them() {
    let bytes = build_endgame_tables(OWARE, 8.0, None).unwrap();
    use_endgame_tables(js_sys::Uint8Array::from(&bytes[..]).into()).unwrap();
    // South takes all 8 remaining seeds with F (see the test above).
    let position = "2-1-0-0-1-1-1-0-1-1-0-0-20-20-S";
    let game = GameHandle::from_position(OWARE, JsValue::FALSE, position.into()).unwrap();
    let report = tables_moves(&game).unwrap();
    assert_eq!(field(&report, "net"), 8);
    assert_eq!(field(&report, "exact"), JsValue::TRUE);
    let moves = js_sys::Array::from(&field(&report, "moves"));
    let pits: Vec<f64> = moves
        .iter()
        .map(|m| field(&m, "pit").as_f64().unwrap())
        .collect();
    assert_eq!(
        pits,
        vec![0.0, 1.0, 4.0, 5.0],
        "the legal moves, in pit order"
    );
    let best = moves.iter().find(|m| field(m, "pit") == 5).unwrap();
    assert_eq!(field(&best, "net"), 8);

    // Beyond the tables' seeds, and a game of the other rules: nothing.
    let start = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    assert!(tables_moves(&start).unwrap().is_undefined());
    let slams = GameHandle::from_position(OWARE, JsValue::TRUE, position.into()).unwrap();
    assert!(tables_moves(&slams).unwrap().is_undefined());
}

#[wasm_bindgen_test]
fn numbers_out_of_range_are_refused_not_wrapped() {
    let mut game = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    for pit in [
        256.0,
        -1.0,
        12.0,
        2.5,
        f64::NAN,
        f64::INFINITY,
        2f64.powi(53),
    ] {
        let refusal = message(game.try_play(pit).unwrap_err());
        assert!(
            refusal.starts_with("pit must be a whole number from 0 to 11, not "),
            "{refusal}"
        );
        assert!(pit_letter(pit).is_err());
    }
    assert_eq!(
        message(game.try_play(1e308).unwrap_err()),
        "pit must be a whole number from 0 to 11, not 1e+308"
    );
    assert_eq!(
        message(game.try_play(f64::NEG_INFINITY).unwrap_err()),
        "pit must be a whole number from 0 to 11, not -Infinity"
    );
    assert_eq!(game.ply_count(), 0, "nothing was played");
    assert_eq!(
        message(game.trace_at(1.0).unwrap_err()),
        "no move has been played yet"
    );
    play(&mut game, -0.0);
    assert_eq!(
        message(game.position_at(2.0).unwrap_err()),
        "ply must be a whole number from 0 to 1, not 2"
    );
    assert!(game.position_at(0.5).is_err());
    assert!(game.trace_at(0.0).is_err());
    assert!(GameHandle::new(2.0, JsValue::FALSE).is_err());
    assert!(GameHandle::from_position(f64::NAN, JsValue::FALSE, "4-4-4".into()).is_err());

    let refusal = |result: Result<JsValue, JsError>| message(result.unwrap_err());
    assert_eq!(
        refusal(think(&game, 5.0, 100.0, 1.0)),
        "level must be a whole number from 0 to 4, not 5"
    );
    assert_eq!(
        refusal(think(&game, BEGINNER, -1.0, 1.0)),
        "time in milliseconds must be a whole number from 0 to 600000, not -1"
    );
    assert_eq!(
        refusal(think(&game, BEGINNER, 100.0, 0.5)),
        "seed must be a whole number from 0 to 9007199254740991, not 0.5"
    );
    assert_eq!(
        refusal(analyze(&game, 0.0)),
        "depth must be a whole number from 1 to 100, not 0"
    );
    assert!(hint(&game, f64::INFINITY).is_err());
    let tables = build_endgame_tables(OWARE, 1.5, None).unwrap_err();
    assert!(message(tables).contains("not 1.5"));
    assert!(build_endgame_tables(2.0, 0.0, None).is_err());
    assert!(build_endgame_tables(
        OWARE,
        0.0,
        Some(js_sys::Function::unchecked_from_js(JsValue::from(3)))
    )
    .is_err());
    play(&mut game, 11.0); // the game still plays
}

#[wasm_bindgen_test]
fn moves_are_numbered_as_the_record_numbers_them() {
    // North moves first: the record writes "1. a B 2. c", and so does the list.
    let mut game = GameHandle::from_position(
        OWARE,
        JsValue::FALSE,
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N".into(),
    )
    .unwrap();
    for pit in [6.0, 1.0, 8.0] {
        play(&mut game, pit);
    }
    assert!(game
        .record(JsValue::UNDEFINED, JsValue::NULL)
        .unwrap()
        .contains("1. a B 2. c"));
    let moves = js_sys::Array::from(&game.record_moves().unwrap());
    let listed: Vec<(f64, String, String)> = moves
        .iter()
        .map(|m| {
            let text = |name| field(&m, name).as_string().unwrap();
            (
                field(&m, "number").as_f64().unwrap(),
                text("notation"),
                text("mover"),
            )
        })
        .collect();
    let expected = [
        (1.0, "a", "north"),
        (1.0, "B", "south"),
        (2.0, "c", "north"),
    ];
    let expected: Vec<_> = expected
        .iter()
        .map(|&(n, notation, mover)| (n, notation.to_owned(), mover.to_owned()))
        .collect();
    assert_eq!(listed, expected);
}

#[wasm_bindgen_test]
fn a_store_with_more_than_half_the_seeds_decides_the_game() {
    let ayoayo =
        |text| GameHandle::from_position(AYOAYO, JsValue::FALSE, JsValue::from_str(text)).unwrap();
    assert_eq!(
        ayoayo("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S").decided_winner(),
        None
    );
    assert_eq!(
        ayoayo("0-0-0-0-0-1-0-0-0-0-0-11-24-12-S").decided_winner(),
        None
    );
    let decided = ayoayo("0-0-0-0-0-1-0-0-0-0-0-9-13-25-S");
    assert_eq!(decided.decided_winner(), Some(Side::North));
    assert!(
        decided.outcome().unwrap().is_null(),
        "Ayoayo plays on (Y11)"
    );
}

#[wasm_bindgen_test]
fn records_larger_than_the_cap_are_refused_unread() {
    let mut game = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    play(&mut game, 2.0);
    let record = game.record(JsValue::UNDEFINED, JsValue::NULL).unwrap();
    let padded = format!(
        "{record}{}",
        " ".repeat(mancala_wasm::max_record_bytes() as usize)
    );
    let error = JsValue::from(GameHandle::from_record(padded.into()).err().unwrap());
    assert_eq!(field(&error, "kind"), "record-too-large");
    let refusal = message(error);
    assert!(
        refusal.contains("more than the 1048576 a game record may be"),
        "{refusal}"
    );
    assert!(GameHandle::from_record(record.clone().into()).is_ok());
}

#[wasm_bindgen_test]
fn strings_booleans_and_bytes_are_checked_for_their_type() {
    let refusal = |result: Result<GameHandle, Failure>| message(result.err().unwrap());
    assert_eq!(
        refusal(GameHandle::from_record(JsValue::from(5))),
        "the record must be a string, not number"
    );
    assert_eq!(
        refusal(GameHandle::from_position(
            OWARE,
            JsValue::FALSE,
            JsValue::NULL
        )),
        "the position must be a string, not null"
    );
    assert_eq!(
        refusal(GameHandle::new(OWARE, "yes".into())),
        "grandSlamWins must be true or false, not string"
    );
    assert!(parse_pit(JsValue::from(3)).is_err());
    let game = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    assert_eq!(
        message(
            game.record(JsValue::from(7), JsValue::UNDEFINED)
                .unwrap_err()
        ),
        "South's name must be a string, not number"
    );
    let tables = use_endgame_tables(js_sys::Array::new().into()).unwrap_err();
    assert_eq!(
        message(tables),
        "the tables must be a Uint8Array, not object"
    );
}

#[wasm_bindgen_test]
fn endgame_tables_beyond_the_memory_limit_are_refused_before_building() {
    // 17 seeds would take 99 MiB and far more while building: an allocation
    // failure would abort the whole instance, so the limit is checked first.
    let refusal = message(build_endgame_tables(OWARE, 17.0, None).unwrap_err());
    assert_eq!(
        refusal,
        "maxSeeds must be a whole number from 0 to 16, not 17"
    );
}

/// The `kind` of an error thrown to JavaScript with one.
fn kind(error: JsValue) -> JsValue {
    field(&error, "kind")
}

#[wasm_bindgen_test]
fn a_match_scores_finished_games_and_reads_back_as_one_record() {
    use mancala_wasm::{MatchFormat, MatchHandle};
    // South wins at once with C (docs/rules.md O7).
    let won = || {
        let mut game = GameHandle::from_position(
            OWARE,
            JsValue::FALSE,
            "0-0-8-0-0-1-1-1-1-1-2-3-20-10-S".into(),
        )
        .unwrap();
        play(&mut game, 2.0);
        game.record(JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap()
    };
    let mut played = MatchHandle::new(MatchFormat::BestOf3 as u8 as f64).unwrap();
    played.add_game(won().into()).unwrap();
    let score = played.score().unwrap();
    assert_eq!(field(&score, "round"), 2);
    assert_eq!(field(&score, "firstPlays"), "north");
    assert_eq!(js_sys::Array::from(&field(&score, "wins")).get(0), 1);

    let going_on = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    let unfinished = going_on
        .record(JsValue::UNDEFINED, JsValue::UNDEFINED)
        .unwrap();
    let refused = played.add_game(unfinished.clone().into()).unwrap_err();
    assert_eq!(kind(refused), "game-unfinished");

    let text = played.record(unfinished.into()).unwrap();
    let mut read = MatchHandle::from_record(text.into()).unwrap();
    assert_eq!(read.variant(), Some(Variant::Oware));
    assert!(read.take_unfinished().is_some());
    assert_eq!(field(&read.score().unwrap(), "round"), 2);
    // South (the second player now) wins game 2: one all.
    read.add_game(won().into()).unwrap();
    assert!(field(&read.score().unwrap(), "winner").is_undefined());
    let Err(error) = MatchHandle::from_record("[Round \"1\"]\n*".into()) else {
        panic!("a game without a Match tag is not a match");
    };
    assert_eq!(kind(error.clone()), "match-record");
    assert_eq!(
        js_sys::Error::from(error).message(),
        "game 1: no Match tag naming the match format"
    );
}

#[wasm_bindgen_test]
fn every_move_is_scored_best_first_with_why_the_best_is_good() {
    // South's F sows its one seed into a, which makes 3: a capture of 3
    // seeds, and no other move captures anything.
    let game = GameHandle::from_position(
        OWARE,
        JsValue::FALSE,
        "4-4-3-4-0-1-2-4-4-4-4-4-6-4-S".into(),
    )
    .unwrap();
    let report = analyze_moves(&game, 4.0).unwrap();
    let moves = js_sys::Array::from(&field(&report, "moves"));
    assert_eq!(moves.length(), 5, "every pit but the empty E");
    let best = moves.get(0);
    assert_eq!(field(&best, "pit"), 5);
    let score = |m: &JsValue| field(m, "score").as_f64().unwrap();
    for (better, worse) in moves.iter().zip(moves.iter().skip(1)) {
        assert!(score(&better) >= score(&worse), "best first");
    }
    assert!(
        score(&best) >= score(&moves.get(1)) + 100.0,
        "F is best by a seed or more"
    );
    for scored in moves.iter() {
        let line = js_sys::Array::from(&field(&scored, "line"));
        assert_eq!(
            line.get(0),
            field(&scored, "pit"),
            "a line starts with its move"
        );
    }
    let reasons = field(&report, "reasons");
    assert_eq!(field(&reasons, "captures"), 3);
    assert_eq!(field(&reasons, "othersLoseSeeds"), true);

    let over = GameHandle::from_position(
        OWARE,
        JsValue::FALSE,
        "0-0-0-0-0-0-0-0-0-0-0-0-25-23-S".into(),
    );
    if let Ok(over) = over {
        assert_eq!(
            message(analyze_moves(&over, 4.0).unwrap_err()),
            "the game is over"
        );
    }
    assert!(analyze_moves(&game, 0.0).is_err(), "depth 0 is refused");
}

#[wasm_bindgen_test]
fn move_comments_are_kept_from_a_record_and_written_back() {
    let mut game = GameHandle::from_record("1. C { a quiet start } c 2. D".into()).unwrap();
    assert_eq!(game.comments(), vec!["a quiet start", "", ""]);
    game.set_comment(3.0, "Mistake: B was better".into())
        .unwrap();
    game.set_comment(1.0, "".into()).unwrap();
    let record = game.record(JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap();
    assert!(
        record.contains("2. D { Mistake: B was better }"),
        "{record}"
    );
    assert!(
        !record.contains("quiet"),
        "an empty comment removes it: {record}"
    );
    let again = GameHandle::from_record(record.into()).unwrap();
    assert_eq!(again.comments(), vec!["", "", "Mistake: B was better"]);

    assert!(
        game.set_comment(4.0, "x".into()).is_err(),
        "there is no 4th move"
    );
    assert!(game.set_comment(1.0, JsValue::from(5)).is_err());
    // A move played after an undo ends the old line's comments.
    assert!(game.undo());
    assert_eq!(game.comments(), vec!["", ""]);
    play(&mut game, 4.0);
    assert_eq!(game.comments(), vec!["", "", ""]);
}

#[wasm_bindgen_test]
fn the_strong_levels_play_the_opening_book_given() {
    let bytes = include_bytes!("../../../books/oware.book");
    let refused = use_opening_book(OWARE, js_sys::Uint8Array::from(&bytes[..10]).into());
    assert_eq!(
        message(refused.unwrap_err()),
        "not an opening book (bad header)"
    );
    let other = use_opening_book(AYOAYO, js_sys::Uint8Array::from(&bytes[..]).into());
    assert_eq!(
        message(other.unwrap_err()),
        "the opening book is for oware, not ayoayo"
    );
    let entries = use_opening_book(OWARE, js_sys::Uint8Array::from(&bytes[..]).into()).unwrap();
    assert!(entries > 100, "{entries}");

    let game = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    let booked = think(&game, MAXIMUM, 200.0, 1.0).unwrap();
    assert_eq!(field(&booked, "book"), JsValue::TRUE);
    assert_eq!(field(&booked, "nodes").as_f64(), Some(0.0));
    assert_eq!(field(&booked, "depth").as_f64(), Some(18.0));
    let searched = think(&game, BEGINNER, 200.0, 1.0).unwrap();
    assert_eq!(field(&searched, "book"), JsValue::FALSE);
}

#[wasm_bindgen_test]
fn the_book_shows_its_moves_of_a_booked_position_and_nothing_elsewhere() {
    let bytes = include_bytes!("../../../books/oware.book");
    use_opening_book(OWARE, js_sys::Uint8Array::from(&bytes[..]).into()).unwrap();
    let mut game = GameHandle::new(OWARE, JsValue::FALSE).unwrap();
    let report = book_moves(&game).unwrap();
    assert_eq!(field(&report, "depth").as_f64(), Some(18.0));
    let moves = js_sys::Array::from(&field(&report, "moves"));
    // Every first move is booked: all six, the book's own first.
    assert_eq!(moves.length(), 6);
    assert_eq!(field(&moves.get(0), "chosen"), JsValue::TRUE);
    assert_eq!(field(&moves.get(1), "chosen"), JsValue::FALSE);
    assert!(field(&moves.get(1), "score").as_f64().is_some());

    // Ayoayo has no book given; a game far out of the book shows nothing either.
    let ayoayo = GameHandle::new(AYOAYO, JsValue::FALSE).unwrap();
    assert!(book_moves(&ayoayo).unwrap().is_undefined());
    for pit in [0.0, 6.0, 1.0, 7.0, 2.0, 8.0, 3.0, 9.0, 4.0, 10.0] {
        play(&mut game, pit);
    }
    assert!(book_moves(&game).unwrap().is_undefined());
}
