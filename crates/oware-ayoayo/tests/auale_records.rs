//! Records in the layout the Aualé program writes (`fixtures/auale/`, see
//! its `expected.txt`) read and replay to the moves, final position and
//! result worked out for them, and our writer gives a finished one back
//! character for character.

use std::path::PathBuf;

use oware_ayoayo::notation::Record;
use oware_ayoayo::{Game, Pit, Player, Rules, Setup};

/// Aualé's tag roster, in the order it writes it.
const ROSTER: [&str; 8] = [
    "Variant", "Event", "Site", "Date", "Round", "South", "North", "Result",
];

/// One line of `fixtures/auale/expected.txt`.
struct Expected {
    file: String,
    moves: String,
    position: String,
    result: String,
    end: String,
}

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/auale")
}

fn expected() -> Vec<Expected> {
    let table = std::fs::read_to_string(fixtures().join("expected.txt")).unwrap();
    table
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let [file, moves, position, result, end] = fields[..] else {
                panic!("five fields expected: {line}");
            };
            Expected {
                file: file.to_owned(),
                moves: moves.replace('-', ""),
                position: position.to_owned(),
                result: result.to_owned(),
                end: end.to_owned(),
            }
        })
        .collect()
}

fn read(file: &str) -> String {
    std::fs::read_to_string(fixtures().join(file)).unwrap()
}

#[test]
fn every_record_in_auales_layout_replays_to_its_end() {
    let table = expected();
    assert_eq!(table.len(), 7);
    for expected in table {
        let name = &expected.file;
        let text = read(name);
        let record: Record = text.parse().unwrap_or_else(|e| panic!("{name}: {e}"));
        let names: Vec<&str> = record.tags.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names[..8], ROSTER, "{name}");
        assert_eq!(
            record.tag("FEN").is_some(),
            name.starts_with("fen-"),
            "{name}"
        );
        assert_eq!(record.rules().unwrap(), Rules::OWARE, "{name}");

        let game = record.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
        let moves: String = game.plies().iter().map(|ply| ply.pit.letter()).collect();
        assert_eq!(moves, expected.moves, "{name}");
        assert_eq!(game.position().to_string(), expected.position, "{name}");
        let (result, end) = match game.outcome() {
            Some(outcome) => (
                format!("{}-{}", outcome.stores.south, outcome.stores.north),
                outcome.reason.name(),
            ),
            None => ("*".to_owned(), "-"),
        };
        assert_eq!((result.as_str(), end), (&*expected.result, &*expected.end));
        assert_eq!(record.tag("Result"), Some(&*expected.result), "{name}");

        // Written again, a finished game is the file itself; an unfinished
        // one gains the `*` Aualé leaves out.
        let written = record.to_string();
        if game.outcome().is_some() {
            assert_eq!(written, text, "{name}");
        }
        assert_eq!(written.parse::<Record>().unwrap(), record, "{name}");
    }
}

#[test]
fn comments_between_moves_and_capture_marks_are_kept() {
    let record: Record = read("standard-majority.ogn").parse().unwrap();
    let commented: Vec<(usize, &str)> = record
        .moves
        .iter()
        .enumerate()
        .filter_map(|(index, played)| Some((index + 1, played.comment.as_deref()?)))
        .collect();
    assert_eq!(
        commented,
        [
            (1, "a quiet opening"),
            (4, "f sows round to E and takes nothing"),
            (
                11,
                "South builds a large house on the left while North keeps every pit small"
            ),
            (26, "forced"),
            (61, "the last chance to feed"),
            (88, "North reaches twenty-five"),
        ]
    );
    assert_eq!(record.tag("Event"), Some("Club night \"blitz\""));
    // 4. D+2: D's six seeds end in d, which then holds 2 (O3).
    assert_eq!(record.moves[6].to_string(), "D+2");

    let record: Record = read("standard-unfinished.ogn").parse().unwrap();
    assert_eq!(
        record.moves[1].comment.as_deref(),
        Some(r"saved under C:\oware\games")
    );
}

/// fen-repetition.ogn worked through by hand from docs/rules.md: one seed
/// a move, North first, until the start comes round again (O8).
#[test]
fn the_fen_repetition_record_by_hand() {
    let record: Record = read("fen-repetition.ogn").parse().unwrap();
    let mut game = Game::from_position(record.start().unwrap());
    assert_eq!(game.position().turn(), Player::North);
    let plies = [
        ('b', "0-1-0-1-0-0-0-0-1-0-0-0-23-22-S"),
        ('D', "0-1-0-0-1-0-0-0-1-0-0-0-23-22-N"),
        ('c', "0-1-0-0-1-0-0-0-0-1-0-0-23-22-S"),
        ('B', "0-0-1-0-1-0-0-0-0-1-0-0-23-22-N"),
        ('d', "0-0-1-0-1-0-0-0-0-0-1-0-23-22-S"),
        ('E', "0-0-1-0-0-1-0-0-0-0-1-0-23-22-N"),
        ('e', "0-0-1-0-0-1-0-0-0-0-0-1-23-22-S"),
        ('C', "0-0-0-1-0-1-0-0-0-0-0-1-23-22-N"),
        // f's seed falls in A, one seed: no capture (O3).
        ('f', "1-0-0-1-0-1-0-0-0-0-0-0-23-22-S"),
        // North's row is empty: only F feeds it (O5).
        ('F', "1-0-0-1-0-0-1-0-0-0-0-0-23-22-N"),
        ('a', "1-0-0-1-0-0-0-1-0-0-0-0-23-22-S"),
        // B, D and b hold a seed each, North to move, stores 23-22: the
        // start again (O8). Each side takes its own row: South 2, North 1.
        ('A', "0-0-0-0-0-0-0-0-0-0-0-0-25-23-N"),
    ];
    for (index, (letter, position)) in plies.into_iter().enumerate() {
        if letter == 'F' {
            let legal: String = game.legal_moves().iter().map(|p| p.letter()).collect();
            assert_eq!(legal, "F");
        }
        game.play(Pit::from_letter(letter).unwrap()).unwrap();
        assert_eq!(game.position().to_string(), position, "ply {}", index + 1);
    }
    assert_eq!(game.plies(), record.replay().unwrap().plies());
    // Aualé writes the last move as A+2: the two seeds of South's own row.
    assert_eq!(record.moves[11].captured, Some(2));
    assert_eq!(game.plies()[11].trace.captured(), 0);
}

#[test]
fn a_game_with_no_move_is_its_tags_alone() {
    let record: Record = read("no-moves-yet.ogn").parse().unwrap();
    assert!(record.moves.is_empty());
    assert_eq!(record.tags.len(), 8);
    assert_eq!(record.start().unwrap().setup(), Setup::START);
}
