//! `mancala match` refuses what it cannot honour and never hangs on an
//! engine that does not answer.

mod common;

use common::{mancala, stderr, stdout};

#[test]
fn an_engine_that_never_answers_times_out_with_a_clear_error() {
    let output = mancala(&[
        "match",
        "--a",
        "uci:sleep 600",
        "--b",
        "depth:1",
        "--tables",
        "none",
        "--engine-timeout",
        "1",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr(&output),
        "mancala: 'sleep 600' sent no 'uciok' within 1 s (see --engine-timeout)\n"
    );
}

#[test]
fn counts_out_of_range_are_refused_not_cut_to_fit() {
    let cases: [(&[&str], &str); 3] = [
        (&["--games", "0"], "mancala: --games needs at least 1 game"),
        (
            &["--a", "depth:4294967297"],
            "mancala: bad player 'depth:4294967297': expected a number from 1 to 100",
        ),
        (
            &["--a", "time:0"],
            "mancala: bad player 'time:0': expected a number from 1 to 86400000",
        ),
    ];
    for (extra, message) in cases {
        let mut args = vec![
            "match", "--a", "depth:1", "--b", "depth:1", "--tables", "none",
        ];
        args.extend_from_slice(extra);
        let output = mancala(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).starts_with(message), "{}", stderr(&output));
    }
}

#[test]
fn a_game_that_ends_in_the_random_opening_is_not_counted() {
    // Ayoayo, South to move: A's one seed is South's only move and ends
    // the game, so every one-ply opening finishes it.
    let output = mancala(&[
        "match",
        "--variant",
        "ayoayo",
        "--from",
        "1-0-0-0-0-0-0-0-0-0-3-0-20-24-S",
        "--opening-plies",
        "1",
        "--a",
        "depth:1",
        "--b",
        "depth:1",
        "--games",
        "2",
        "--tables",
        "none",
    ]);
    assert_eq!(output.status.code(), Some(2), "{}", stdout(&output));
    assert!(
        stderr(&output).contains("random openings of 1 plies each ended the game"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn every_game_counted_is_played_past_its_opening() {
    // Random Ayoayo games often end within 40 plies: the two openings
    // first drawn with seed 1 both do.
    let output = mancala(&[
        "match",
        "--variant",
        "ayoayo",
        "--a",
        "depth:1",
        "--b",
        "depth:1",
        "--games",
        "4",
        "--opening-plies",
        "40",
        "--seed",
        "1",
        "--tables",
        "none",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4);
    for line in games {
        let plies: usize = line
            .split_whitespace()
            .skip_while(|&word| word != "plies")
            .nth(1)
            .unwrap()
            .parse()
            .unwrap();
        assert!(plies > 40, "{line}");
    }
}

#[test]
fn an_engine_gets_the_options_its_player_names() {
    let engine = format!(
        "uci:{} uci;setoption name OwnBook value false;setoption name Hash value 2;go depth 2",
        env!("CARGO_BIN_EXE_mancala")
    );
    let output = mancala(&[
        "match", "--a", &engine, "--b", "depth:1", "--games", "2", "--tables", "none",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("games 2"), "{}", stdout(&output));

    let misspelt = format!(
        "uci:{} uci;setopton name Hash value 2",
        env!("CARGO_BIN_EXE_mancala")
    );
    let output = mancala(&[
        "match", "--a", &misspelt, "--b", "depth:1", "--tables", "none",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr(&output),
        "mancala: uci: expected ';go ARGS' or ';setoption ...' after the command, not 'setopton name Hash value 2' (run 'mancala --help' for usage)\n"
    );
}
