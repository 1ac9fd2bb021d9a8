//! A bounded fuzz harness (the stable-toolchain stand-in for `cargo fuzz`):
//! arbitrary and near-valid text into every parser, and arbitrary boards of
//! any seed total into every move. Nothing may panic, and whatever parses
//! must print back to the same value. `MANCALA_FUZZ_CASES` sets the number
//! of cases per target (default 3000); CI runs the default.

use oware_ayoayo::notation::{parse_moves, Record, RecordMove, KNOWN_TAGS};
use oware_ayoayo::{Game, Pit, Position, Setup, Variant};
use proptest::prelude::*;

mod common;
use common::{any_extra_tag_name, any_rules, any_text, lines_fit, setup};

fn config() -> ProptestConfig {
    let cases = std::env::var("MANCALA_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok());
    ProptestConfig {
        cases: cases.unwrap_or(3000),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Text shaped like a record, with deliberate mistakes mixed in.
const RECORDISH: &str = r#"\u{feff}?(\[[A-Za-z]{0,6} ?"([^"\\\n]|\\.){0,8}"?\]?\n){0,3}\n?([0-9]{1,2}\.{0,3} |[A-Fa-g](\+[0-9]{0,2})? |\{([^}\\]|\\.|\r?\n){0,6}\}? |\*|[0-9]{1,2}-[0-9]{0,2}|1/2-1/2|\(|\n){0,30}"#;

/// Records of any moves, any comments and any text in any tag.
fn any_record() -> impl Strategy<Value = Record> {
    let name = prop_oneof![
        prop::sample::select(&KNOWN_TAGS[..]).prop_map(String::from),
        any_extra_tag_name()
    ];
    let played = (
        0..12usize,
        prop::option::of(0..100u32),
        prop::option::of(any_text()),
    )
        .prop_map(|(pit, captured, comment)| RecordMove {
            pit: Pit::ALL[pit],
            captured,
            comment,
        });
    (
        prop::collection::vec((name, any_text()), 0..12),
        prop::option::of(any_text()),
        prop::collection::vec(played, 0..40),
    )
        .prop_map(|(tags, comment, moves)| {
            let mut record = Record {
                tags: Vec::new(),
                comment,
                moves,
            };
            for (name, value) in &tags {
                record.set_tag(name, value);
            }
            record
        })
}

/// Text shaped like position text.
const POSITIONISH: &str = r"([0-9]{0,3}-){10,15}[SNX]?";

/// Boards with any counts, most of them small, in any seed total.
fn any_setup() -> impl Strategy<Value = Setup> {
    let count = prop_oneof![8 => 0u8..6, 2 => 0u8..30, 1 => any::<u8>()];
    (
        prop::array::uniform12(count.clone()),
        count.clone(),
        count,
        any::<bool>(),
    )
        .prop_map(|(pits, south, north, north_to_move)| setup(pits, south, north, north_to_move))
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn fuzz_position_text(text in prop_oneof![POSITIONISH, ".{0,40}"]) {
        if let Ok(setup) = text.parse::<Setup>() {
            prop_assert_eq!(setup.to_string().parse::<Setup>(), Ok(setup));
        }
    }

    #[test]
    fn fuzz_small_parsers(text in ".{0,12}") {
        let _ = text.parse::<Pit>();
        let _ = text.parse::<Variant>();
        if let Ok(moves) = parse_moves(&text) {
            let letters: String = moves.iter().map(|p| p.letter()).collect();
            prop_assert_eq!(parse_moves(&letters), Ok(moves));
        }
    }

    #[test]
    fn fuzz_records(text in prop_oneof![RECORDISH, ".{0,80}"]) {
        if let Ok(record) = text.parse::<Record>() {
            prop_assert_eq!(record.to_string().parse::<Record>(), Ok(record.clone()));
            if let Ok(game) = record.replay() {
                let again: Record = Record::from_game(&game).to_string().parse().unwrap();
                let replayed = again.replay().unwrap();
                prop_assert_eq!(replayed.plies(), game.plies());
            }
        }
    }

    #[test]
    fn fuzz_any_record_reads_back_as_written(record in any_record()) {
        let text = record.to_string();
        prop_assert!(lines_fit(&text), "{}", text);
        prop_assert_eq!(text.parse::<Record>(), Ok(record.clone()));
        // Replaying checks the tags: nothing may panic, whatever they say.
        let _ = record.replay().map_err(|error| error.to_string());
    }

    #[test]
    fn fuzz_playing_arbitrary_boards(
        setup in any_setup(),
        rules in any_rules(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 0..60),
    ) {
        let Ok(position) = Position::from_custom_setup(setup, rules) else {
            prop_assert!(setup.total_seeds() > oware_ayoayo::MAX_SEEDS);
            return Ok(());
        };
        let legal = position.legal_moves();
        for pit in Pit::ALL {
            prop_assert_eq!(position.check(pit).is_ok(), legal.contains(pit));
            if let Ok((after, _)) = position.play_traced(pit) {
                prop_assert_eq!(after.setup().total_seeds(), setup.total_seeds());
            }
        }
        let mut game = Game::from_position(position);
        for choice in choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                prop_assert!(game.outcome().is_some());
                break;
            }
            game.play(legal.iter().nth(choice.index(legal.len())).unwrap()).unwrap();
        }
    }
}
