//! OGN game records: reading, writing, round trips and error reports.

use oware_ayoayo::notation::{ParseProblem, Record, RecordError};
use oware_ayoayo::{Game, Pit, Position, Rules, Setup};

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

/// What the reader expected, and what it found, where `text` stops it.
fn unexpected(text: &str) -> (String, String) {
    match text.parse::<Record>().unwrap_err().problem {
        ParseProblem::Unexpected { expected, found } => (expected, found),
        other => panic!("{text:?}: {other:?}"),
    }
}

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
    let (expected, _) = unexpected("1. C f 1/2-");
    assert_eq!(expected, "a result such as 25-23 or 1/2-1/2");
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
    let (expected, _) = unexpected("[Event \"x\n\"]");
    assert_eq!(
        expected,
        "'\"' closing the tag value (a line break is written \\n)"
    );
    let error = "1. C f 3. B".parse::<Record>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 1, column 8: expected a move number matching the moves, found '3.'"
    );
    assert_eq!(unexpected("1. C { unclosed").1, "end of text");
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

/// Runs `work` on its own thread and fails if it has not finished within a
/// minute: a guard against a hang (or a quadratic blow-up), not a timing.
fn within_a_minute<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || sender.send(work()));
    receiver
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the work finishes within a minute")
}

#[test]
fn reading_is_linear_in_the_number_of_tags() {
    const TAGS: usize = 300_000;
    let mut text: String = (0..TAGS).map(|i| format!("[Tag{i} \"{i}\"]\n")).collect();
    text.push_str("\n1. C *\n");
    let record = within_a_minute(move || text.parse::<Record>().unwrap());
    assert_eq!(record.tags.len(), TAGS);
    assert_eq!(record.tag("Tag299999"), Some("299999"));
    assert_eq!(record.moves.len(), 1);
}

#[test]
fn a_comment_with_a_brace_and_tags_with_line_breaks_read_back_as_written() {
    let mut game = Game::new(Rules::OWARE);
    game.play(Pit::from_letter('C').unwrap()).unwrap();
    let mut record = Record::from_game(&game);
    record.moves[0].comment = Some("{ nested } braces \\} and\nlines  ".into());
    record.set_tag("Event", "two\nlines, a \"quote\" and a \\");
    let text = record.to_string();
    assert!(text.contains(r#"[Event "two\nlines, a \"quote\" and a \\"]"#));
    assert!(text.contains(r"1. C { { nested \} braces \\\} and\nlines   } *"));
    assert_eq!(text.parse::<Record>().unwrap(), record);
}

#[test]
fn comments_take_padding_and_line_breaks_as_spaces() {
    let record: Record = "1. C {  wrapped\r\nover\nlines} *".parse().unwrap();
    assert_eq!(
        record.moves[0].comment.as_deref(),
        Some(" wrapped over lines")
    );
}

#[test]
fn tag_names_are_case_sensitive() {
    let error = "[rules \"ayoayo\"]\n1. C".parse::<Record>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 1, column 2: expected the tag name 'Rules' (tag names are case-sensitive), found 'rules'"
    );
    let record: Record = "[Rulebook \"x\"]\n1. C".parse().unwrap();
    assert_eq!(record.tag("Rulebook"), Some("x"));
}

#[test]
fn a_tag_given_twice_is_an_error() {
    let error = "[Rules \"abapa\"]\n[Rules \"ayoayo\"]\n1. C"
        .parse::<Record>()
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2, column 1: expected each tag once, found a second 'Rules' tag"
    );
}

#[test]
fn an_empty_text_is_not_a_record() {
    for text in ["", " \n\t\n", "\u{feff}"] {
        let (expected, found) = unexpected(text);
        assert_eq!(expected, "a tag, a move or a result", "{text:?}");
        assert_eq!(found, "end of text");
    }
    assert!("*".parse::<Record>().unwrap().moves.is_empty());
}

#[test]
fn a_byte_order_mark_is_skipped() {
    let record: Record = format!("\u{feff}{AUALE_STYLE}").parse().unwrap();
    assert_eq!(record.tag("Variant"), Some("Oware Abapa"));
    assert_eq!(record.replay().unwrap().plies().len(), 1);
}

#[test]
fn a_result_the_moves_contradict_is_an_error() {
    let with_result = |result: &str| AUALE_STYLE.replace("31-10", result);
    // The single move ends the game 31-10 by majority (O7): South wins.
    for agreeing in ["31-10", "1-0", "*"] {
        let record: Record = with_result(agreeing).parse().unwrap();
        assert!(record.replay().is_ok(), "{agreeing}");
    }
    for (contradicting, reason) in [
        ("0-1", "which end the game 31-10"),
        ("1/2-1/2", "which end the game 31-10"),
        ("30-10", "which end the game 31-10"),
    ] {
        let record: Record = with_result(contradicting).parse().unwrap();
        assert_eq!(
            record.replay().unwrap_err().to_string(),
            format!("Result tag '{contradicting}' contradicts the moves, {reason}")
        );
    }
    let record: Record = "[Result \"24-24\"]\n1. C f 24-24".parse().unwrap();
    assert_eq!(
        record.replay().unwrap_err().to_string(),
        "Result tag '24-24' contradicts the moves, which leave the game going on"
    );
    let record: Record = "[Result \"won\"]\n1. C f *".parse().unwrap();
    assert_eq!(
        record.replay().unwrap_err().to_string(),
        "Result tag 'won' is not a result: expected *, 1-0, 0-1, 1/2-1/2 or the final stores such as 25-23"
    );
}

#[test]
fn the_result_after_the_moves_is_checked_too() {
    let record: Record = "1. C f 1-0".parse().unwrap();
    assert_eq!(record.tag("Result"), Some("1-0"));
    assert_eq!(
        record.replay().unwrap_err().to_string(),
        "Result tag '1-0' contradicts the moves, which leave the game going on"
    );
    let error = "[Result \"*\"]\n1. C f 0-1".parse::<Record>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2, column 8: the result after the moves, '0-1', and the Result tag, '*', disagree"
    );
}

#[test]
fn quoted_input_in_errors_stays_on_one_line_and_short() {
    assert_eq!(unexpected("1. C\n\u{7}").1, r"'\u{7}'");
    // A backslash, then the line break it was followed by, escaped.
    assert_eq!(unexpected("[Event \"x\\\n\"]").1, r"'\\n'");
    let long_name = "Z".repeat(1000);
    let (_, found) = unexpected(&format!("[{long_name} \"\"]\n[{long_name} \"\"]"));
    assert_eq!(found, format!("a second '{}…' tag", "Z".repeat(40)));
    let record: Record = format!("[Rules \"{}\\n\"]", "k".repeat(100))
        .parse()
        .unwrap();
    let message = record.replay().unwrap_err().to_string();
    assert_eq!(
        message,
        format!(
            "unknown Rules tag '{}…': expected abapa or ayoayo",
            "k".repeat(40)
        )
    );
    // A terminal escape sequence is shown, not sent to the terminal.
    let record: Record = "[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-0-0-\u{1b}[31m\"]"
        .parse()
        .unwrap();
    assert_eq!(
        record.replay().unwrap_err().to_string(),
        r"malformed FEN tag: side to move is '\u{1b}[31m', expected S or N"
    );
}

/// A comment before the first move (`{opening comment} 1. F f *`) is the
/// record's own comment, and is written back before the first move.
#[test]
fn a_comment_before_the_first_move_is_the_records_comment() {
    let record: Record = "{opening comment} 1. F f *".parse().unwrap();
    assert_eq!(record.comment.as_deref(), Some("opening comment"));
    assert_eq!(record.moves.len(), 2);
    assert!(record.moves.iter().all(|played| played.comment.is_none()));
    let text = record.to_string();
    assert_eq!(text, "\n{ opening comment } 1. F f *\n");
    assert_eq!(text.parse::<Record>().unwrap(), record);

    let record: Record = "[Event \"notes\"]\n{ before any move } *".parse().unwrap();
    assert_eq!(record.comment.as_deref(), Some("before any move"));
    assert!(record.moves.is_empty());
    assert_eq!(record.to_string().parse::<Record>().unwrap(), record);
}

/// PGN's `1...` numbers North's move (`1. F 1... f`), and a record that
/// starts with North's move after a FEN may number it so (`1... f 2. A`).
#[test]
fn a_move_number_with_three_dots_numbers_the_second_ply_of_a_pair() {
    let both: Record = "1. F 1... f 2. E 2... e *".parse().unwrap();
    let plain: Record = "1. F f 2. E e *".parse().unwrap();
    assert_eq!(both, plain);

    let fen = "[FEN \"4-4-4-4-4-0-5-5-5-5-4-4-0-0-N\"]\n";
    let north_first: Record = format!("{fen}1... f 2. A b 3. B *").parse().unwrap();
    let auale_numbers: Record = format!("{fen}1. f A 2. b B *").parse().unwrap();
    assert_eq!(north_first, auale_numbers);
    let game = north_first.replay().unwrap();
    assert_eq!(game.plies().len(), 4);
    // The writer numbers the plies from the first, as Aualé does.
    assert!(north_first.to_string().ends_with("\n1. f A 2. b B *\n"));

    for (text, found) in [
        ("1. F 2... f", "'2...'"),
        ("1... f 1... A", "'1...'"),
        ("1. F f 2... E", "'2...'"),
    ] {
        let error = text.parse::<Record>().unwrap_err();
        assert_eq!(
            unexpected(text),
            (
                "a move number matching the moves".to_owned(),
                found.to_owned()
            ),
            "{text}: {error}"
        );
    }
    assert_eq!(
        "1.. F".parse::<Record>().unwrap_err().to_string(),
        "line 1, column 1: expected a move number such as 2. or 2..., found '1..'"
    );
}

/// A backslash that starts no escape is read as itself (`{C:\games}`), and
/// the writer leaves it so, escaping a backslash only where it would start
/// one.
#[test]
fn a_backslash_in_a_comment_that_starts_no_escape_is_itself() {
    let record: Record = r"1. F {C:\games} f { a \ b } *".parse().unwrap();
    assert_eq!(record.moves[0].comment.as_deref(), Some(r"C:\games"));
    assert_eq!(record.moves[1].comment.as_deref(), Some(r"a \ b"));
    let text = record.to_string();
    assert!(text.contains(r"1. F { C:\games } f { a \ b } *"), "{text}");
    assert_eq!(text.parse::<Record>().unwrap(), record);

    // Before `n`, `r`, `\`, `}`, a line break or nothing, a backslash is
    // escaped, or it would read back as something else.
    let mut record: Record = "1. F *".parse().unwrap();
    for comment in [r"C:\new", r"C:\\share", r"a\}", "a\\\nb", r"ends with \"] {
        record.moves[0].comment = Some(comment.to_owned());
        let text = record.to_string();
        assert_eq!(
            text.parse::<Record>().unwrap(),
            record,
            "{comment:?}: {text}"
        );
    }
    record.moves[0].comment = Some(r"C:\new".to_owned());
    assert!(record.to_string().contains(r"{ C:\\new }"));

    // A tag value still takes only its escapes.
    assert_eq!(
        r#"[Site "C:\games"]"#.parse::<Record>().unwrap_err().to_string(),
        r#"line 1, column 10: expected an escape \\, \", \n or \r in the tag value, found '\g'"#
    );
}

/// A result after the moves that differs from the `Result` tag is refused
/// with both named (it used to say only "found '6-28'").
#[test]
fn a_result_after_the_moves_other_than_the_tags_names_both() {
    let text = "[Result \"13-25\"]\n\n1. C f 2. B a 6-28\n";
    let error = text.parse::<Record>().unwrap_err();
    assert_eq!(
        error.problem,
        ParseProblem::ResultsDisagree {
            movetext: "6-28".into(),
            tag: "13-25".into()
        }
    );
    assert_eq!(
        error.to_string(),
        "line 3, column 15: the result after the moves, '6-28', and the Result tag, '13-25', disagree"
    );
}

/// The start comes from the tags alone, whatever the moves and the result
/// say (`mancala replay --record` starts from it).
#[test]
fn the_start_is_the_fen_tags_whatever_the_moves() {
    let record: Record = AUALE_STYLE.parse().unwrap();
    assert_eq!(
        record.start().unwrap().to_string(),
        "0-0-8-0-0-1-1-1-1-1-2-3-20-10-S"
    );
    let record: Record = "[Rules \"ayoayo\"]\n[Result \"24-24\"]\n1. A A A"
        .parse()
        .unwrap();
    assert!(record.replay().is_err());
    assert_eq!(record.start().unwrap(), Position::new(Rules::AYOAYO));
}

/// Our writer's records, finished and unfinished, of both games, from the
/// standard start and from a `FEN` tag, read back as the same record and
/// replay to the same game.
#[test]
fn our_records_read_back_identically() {
    let fen: Setup = "5-5-5-0-4-4-4-4-4-4-5-4-0-0-N".parse().unwrap();
    let all_rules = [
        Rules::OWARE,
        Rules::Oware {
            grand_slam_wins: true,
        },
        Rules::AYOAYO,
    ];
    for rules in all_rules {
        for start in [None, Some(fen)] {
            for plies in [9, usize::MAX] {
                let mut game = match start {
                    Some(setup) => Game::from_position(Position::from_setup(setup, rules).unwrap()),
                    None => Game::new(rules),
                };
                while game.outcome().is_none() && game.plies().len() < plies {
                    let legal = game.legal_moves();
                    let pit = legal.iter().nth(game.plies().len() % legal.len()).unwrap();
                    game.play(pit).unwrap();
                }
                assert_eq!(game.outcome().is_some(), plies == usize::MAX);
                let mut record = Record::from_game(&game);
                record.comment = Some("from the club's book".into());
                record.moves[2].comment = Some(r"see C:\games\oware".into());
                let case = format!("{rules:?} {start:?} {plies}");
                let text = record.to_string();
                assert_eq!(text.contains("[FEN "), start.is_some(), "{case}");
                let read: Record = text.parse().unwrap();
                assert_eq!(read, record, "{case}");
                let replayed = read.replay().unwrap();
                assert_eq!(replayed.start(), game.start(), "{case}");
                assert_eq!(replayed.plies(), game.plies(), "{case}");
                assert_eq!(replayed.outcome(), game.outcome(), "{case}");
            }
        }
    }
}
