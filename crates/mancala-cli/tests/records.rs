//! `mancala replay --record` on game records: those in the layout the
//! Aualé program writes (the rules crate's `tests/fixtures/auale`), and
//! every game the engine plays, written by `mancala replay --ogn`.

use std::path::PathBuf;

use oware_ayoayo::notation::Record;
use oware_ayoayo::{Game, Rules};
use oware_ayoayo_engine::{choose_move, Level, Searcher, StdClock};

mod common;
use common::{mancala, mancala_with_input, stderr, stdout};

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../oware-ayoayo/tests/fixtures/auale")
}

/// The lines of the fixtures' `expected.txt`: file, moves (`-` for none),
/// final position, result (`*` while the game goes on), how it ended.
fn expected() -> Vec<[String; 5]> {
    let table = std::fs::read_to_string(fixtures().join("expected.txt")).unwrap();
    table
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<String> = line.split_whitespace().map(String::from).collect();
            fields.try_into().expect("five fields")
        })
        .collect()
}

/// What `replay` prints for a game that ends: its last line.
fn game_over(reason: &str, result: &str) -> String {
    let (south, north) = result.split_once('-').unwrap();
    format!("game over ({reason}): south {south} north {north}")
}

/// Every finished record used to be refused: "Result tag '13-25'
/// contradicts the moves, which leave the game going on".
#[test]
fn replay_reads_every_record_in_auales_layout_finished_or_not() {
    let table = expected();
    assert_eq!(table.len(), 7);
    for [file, moves, position, result, end] in table {
        let path = fixtures().join(&file);
        let output = mancala(&["replay", "--record", path.to_str().unwrap()]);
        assert!(output.status.success(), "{file}: {}", stderr(&output));
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        let moves = moves.replace('-', "");
        let plies = &lines[1..=moves.len()];
        let played: String = plies.iter().map(|l| l.split(' ').nth(1).unwrap()).collect();
        assert_eq!(played, moves, "{file}");
        // A ply's line is `n. pit position laps ...`.
        let final_position = match plies.last() {
            Some(line) => line.split(' ').nth(2),
            None => lines[0].strip_prefix("start "),
        };
        assert_eq!(final_position, Some(&*position), "{file}");
        if end == "-" {
            assert_eq!(lines.len(), moves.len() + 1, "{file}: no end line");
        } else {
            assert_eq!(lines[moves.len() + 1], game_over(&end, &result), "{file}");
        }
    }
}

#[test]
fn a_record_from_a_fen_starts_there() {
    let path = fixtures().join("fen-repetition.ogn");
    let output = mancala(&["replay", "--record", path.to_str().unwrap()]);
    let text = stdout(&output);
    assert_eq!(
        text.lines().next(),
        Some("start 0-1-0-1-0-0-0-1-0-0-0-0-23-22-N")
    );
    let output = mancala(&[
        "replay",
        "--record",
        fixtures().join("no-moves-yet.ogn").to_str().unwrap(),
    ]);
    assert_eq!(stdout(&output), "start 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\n");
}

#[test]
fn a_result_the_moves_contradict_is_still_refused() {
    let text = std::fs::read_to_string(fixtures().join("fen-repetition.ogn")).unwrap();
    let output = mancala_with_input(
        &["replay", "--record", "-"],
        text.replace("25-23", "13-25").as_bytes(),
    );
    assert!(!output.status.success());
    assert_eq!(
        stderr(&output),
        "mancala: '-': Result tag '13-25' contradicts the moves, which end the game 25-23\n"
    );
}

/// Games per rule set in the round trip below.
const GAMES_PER_RULES: u64 = 16;

/// A game the engine plays with itself at its quickest level, from `seed`:
/// from the standard start or a position a few random plies in (a `FEN`
/// tag), to its end or, one game in four, stopped early.
fn engine_game(rules: Rules, seed: u64) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new(rules);
    if rng.bool() {
        for _ in 0..rng.usize(1..12) {
            let legal = game.legal_moves();
            if let Some(pit) = legal.iter().nth(rng.usize(..legal.len().max(1))) {
                game.play(pit).unwrap();
            }
        }
        if game.outcome().is_none() {
            game = Game::from_position(*game.position());
        }
    }
    let plies = if rng.u8(..4) == 0 {
        rng.usize(..40)
    } else {
        usize::MAX
    };
    let mut searcher = Searcher::new(12);
    let clock = StdClock::new();
    while game.outcome().is_none() && game.plies().len() < plies {
        let chosen = choose_move(
            &mut searcher,
            &game,
            Level::Beginner,
            0,
            rng.u64(..),
            &clock,
        );
        let Some(pit) = chosen.best else { break };
        game.play(pit).unwrap();
    }
    game
}

/// Every game the engine plays, written with `replay --ogn`, replays with
/// `replay --record` ply by ply to the same final position and result.
#[test]
fn engine_games_written_with_ogn_replay_with_record() {
    let rule_sets = [
        (Rules::OWARE, &["--variant", "oware"][..]),
        (
            Rules::Oware {
                grand_slam_wins: true,
            },
            &["--variant", "oware", "--grand-slam-wins"][..],
        ),
        (Rules::AYOAYO, &["--variant", "ayoayo"][..]),
    ];
    let mut finished = 0;
    for (number, (rules, options)) in (0..).zip(rule_sets) {
        for seed in 0..GAMES_PER_RULES {
            let game = engine_game(rules, number * GAMES_PER_RULES + seed);
            let start = game.start().to_string();
            let moves: String = game.plies().iter().map(|ply| ply.pit.letter()).collect();
            let mut args = vec!["replay"];
            args.extend(options);
            args.extend(["--from", &start, "--ogn", &moves]);
            let written = mancala(&args);
            assert!(written.status.success(), "{}", stderr(&written));
            assert_eq!(stdout(&written), Record::from_game(&game).to_string());

            let replayed = mancala_with_input(&["replay", "--record", "-"], &written.stdout);
            assert!(replayed.status.success(), "{}", stderr(&replayed));
            let text = stdout(&replayed);
            let mut lines = text.lines();
            assert_eq!(lines.next(), Some(&*format!("start {start}")));
            for (index, ply) in game.plies().iter().enumerate() {
                let line = lines.next().unwrap();
                let shown = format!("{}. {} {} ", index + 1, ply.pit, ply.position);
                assert!(line.starts_with(&shown), "{line}, expected {shown}");
            }
            match game.outcome() {
                Some(outcome) => {
                    let result = format!("{}-{}", outcome.stores.south, outcome.stores.north);
                    assert_eq!(
                        lines.next(),
                        Some(&*game_over(outcome.reason.name(), &result))
                    );
                    finished += 1;
                }
                None => assert_eq!(lines.next(), None),
            }
        }
    }
    // Both kinds of game came up.
    assert!(
        0 < finished && finished < 3 * GAMES_PER_RULES,
        "{finished} finished"
    );
}
