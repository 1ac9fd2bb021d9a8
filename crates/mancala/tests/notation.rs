//! OGN game records: reading, writing, round trips and error reports.

use mancala::notation::{Record, RecordError};
use mancala::{Game, Pit, Rules};
use proptest::prelude::*;

/// A game in the layout Aualé writes: roster tags, a comment, captures and
/// the final stores as the result (docs/rules.md, example oware-majority).
const AUALE_STYLE: &str = r#"[Variant "Oware Abapa"]
[Event "Casual \"friendly\" game"]
[Site "?"]
[Date "?"]
[Round "?"]
[South "Ama"]
[North "Kofi"]
[Result "31-10"]
[FEN "0-0-8-0-0-1-1-1-1-1-2-3-20-10-S"]

1. C+11 { takes five pits and the game } 31-10
"#;

#[test]
fn reads_an_auale_style_record() {
    let record: Record = AUALE_STYLE.parse().unwrap();
    assert_eq!(record.tag("Event"), Some("Casual \"friendly\" game"));
    assert_eq!(record.moves.len(), 1);
    assert_eq!(record.moves[0].captured, Some(11));
    assert_eq!(
        record.moves[0].comment.as_deref(),
        Some("takes five pits and the game")
    );
    let game = record.replay().unwrap();
    assert_eq!(
        game.position().to_string(),
        "0-0-0-1-1-2-0-0-0-0-0-3-31-10-N"
    );
    assert_eq!(record.rules().unwrap(), Rules::OWARE);
}

#[test]
fn writes_roster_tags_first_and_rules_tags() {
    let mut game = Game::new(Rules::OWARE);
    for letter in "CfBa".chars() {
        game.play(Pit::from_letter(letter).unwrap()).unwrap();
    }
    let text = Record::from_game(&game).to_string();
    let expected = "[Variant \"Oware Abapa\"]\n[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n[South \"?\"]\n[North \"?\"]\n[Result \"*\"]\n[GrandSlam \"forfeit\"]\n[Rules \"abapa\"]\n\n1. C f 2. B a *\n";
    assert_eq!(text, expected);
}

#[test]
fn a_wrong_capture_count_is_an_error() {
    let record: Record = "[Rules \"abapa\"]\n1. C f 2. B+3 a".parse().unwrap();
    let error = record.replay().unwrap_err();
    assert_eq!(
        error,
        RecordError::Capture {
            ply: 3,
            pit: Pit::from_letter('B').unwrap(),
            claimed: 3,
            captured: 0
        }
    );
    assert_eq!(
        error.to_string(),
        "ply 3: move B is written as capturing 3 but captures 0"
    );
}

#[test]
fn pgn_style_results_are_read() {
    for result in ["1-0", "0-1", "1/2-1/2", "*", "25-23"] {
        let record: Record = format!("1. C f {result}").parse().unwrap();
        assert_eq!(record.moves.len(), 2, "{result}");
    }
    let error = "1. C f 1/2-".parse::<Record>().unwrap_err();
    assert_eq!(error.expected, "a result such as 25-23 or 1/2-1/2");
}

#[test]
fn an_illegal_move_is_an_error() {
    let record: Record = "1. C c 2. C".parse().unwrap();
    assert_eq!(
        record.replay().unwrap_err().to_string(),
        "ply 3: move C is illegal: pit C is empty"
    );
}

#[test]
fn syntax_errors_say_line_column_and_what_was_expected() {
    let error = "[Event \"x\"]\n1. C g".parse::<Record>().unwrap_err();
    assert_eq!((error.line, error.column), (2, 6));
    assert_eq!(
        error.to_string(),
        "line 2, column 6: expected a move letter A-F or a-f, a move number, a comment or a result, found 'g'"
    );
    let error = "[Event \"x\n\"]".parse::<Record>().unwrap_err();
    assert_eq!(error.expected, "'\"' closing the tag value");
    let error = "1. C f 3. B".parse::<Record>().unwrap_err();
    assert_eq!(error.expected, "a move number matching the moves");
    let error = "1. C { unclosed".parse::<Record>().unwrap_err();
    assert_eq!(error.found, "end of text");
}

#[test]
fn rules_tags_are_checked() {
    let record: Record = "[Rules \"kalah\"]\n1. C".parse().unwrap();
    assert_eq!(
        record.replay().unwrap_err(),
        RecordError::UnknownRules("kalah".into())
    );
    let record: Record = "[Variant \"Ayoayo\"]\n1. C+7".parse().unwrap();
    assert_eq!(record.rules().unwrap(), Rules::AYOAYO);
    let record: Record = "[Rules \"ayoayo\"]\n[GrandSlam \"wins\"]".parse().unwrap();
    assert!(matches!(
        record.rules(),
        Err(RecordError::UnknownGrandSlam(_))
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn records_round_trip(
        ayoayo in any::<bool>(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 0..300),
        comment_every in 1..20usize,
    ) {
        let rules = if ayoayo { Rules::AYOAYO } else { Rules::OWARE };
        let mut game = Game::new(rules);
        for choice in &choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(legal.iter().nth(choice.index(legal.len())).unwrap()).unwrap();
        }
        let mut record = Record::from_game(&game);
        for (i, played) in record.moves.iter_mut().enumerate() {
            if i % comment_every == 0 {
                played.comment = Some(format!("note {i} [with] \"quotes\""));
            }
        }
        record.set_tag("South", "A \"quoted\" \\ name");
        let text = record.to_string();
        prop_assert!(text.lines().all(|line| line.chars().count() <= 79 || line.starts_with('[')));
        let read: Record = text.parse().unwrap();
        prop_assert_eq!(&read, &record);
        let replayed = read.replay().unwrap();
        prop_assert_eq!(replayed.plies(), game.plies());
        prop_assert_eq!(replayed.outcome(), game.outcome());
    }
}
