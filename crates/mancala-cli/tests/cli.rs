//! The `mancala` binary as scripts use it: output, exit status, messages.

use std::process::{Command, Output};

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs `mancala` with `input` on its standard input.
fn mancala_with_input(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn replay_json_prints_one_object_per_ply() {
    let output = mancala(&["replay", "--variant", "ayoayo", "--json", "C", "f"]);
    assert!(output.status.success());
    let lines: Vec<serde_json::Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    let first = &lines[0];
    assert_eq!(first["ply"], 1);
    assert_eq!(first["move"], "C");
    assert_eq!(first["position"], "6-6-2-7-0-6-1-0-6-6-0-1-7-0-N");
    assert_eq!(first["laps"], 5);
    assert_eq!(first["captured"], 7);
    assert_eq!(first["over"], false);
    assert_eq!(first["reason"], serde_json::Value::Null);
    assert_eq!(first["stores"], serde_json::json!([7, 0]));
    assert!(first["legal"]
        .as_array()
        .unwrap()
        .iter()
        .all(|l| l.as_str().unwrap().len() == 1));
}

#[test]
fn replay_accepts_moves_run_together() {
    let together = mancala(&["replay", "--json", "CfDa"]);
    let apart = mancala(&["replay", "--json", "C", "f", "D", "a"]);
    assert_eq!(stdout(&together), stdout(&apart));
    assert_eq!(stdout(&together).lines().count(), 4);
}

#[test]
fn replay_reports_the_end_of_the_game() {
    let output = mancala(&[
        "replay",
        "--variant",
        "ayoayo",
        "--from",
        "1-0-0-0-0-0-0-0-0-0-3-0-20-24-S",
        "--json",
        "A",
    ]);
    let line: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(line["over"], true);
    assert_eq!(line["reason"], "no-moves");
    assert_eq!(line["legal"], serde_json::json!([]));
    assert_eq!(line["stores"], serde_json::json!([24, 24]));
}

#[test]
fn an_illegal_move_prints_the_plies_before_it_and_exits_2() {
    let output = mancala(&["replay", "--json", "C", "c", "C"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output).lines().count(), 2);
    assert_eq!(
        stderr(&output).trim(),
        "mancala: ply 3: move C is illegal: pit C is empty"
    );
}

#[test]
fn malformed_input_is_refused_with_a_clear_message() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["replay", "--from", "4-4-4", "A"],
            "malformed position '4-4-4'",
        ),
        (
            &["replay", "--from", "4-4-4-4-4-4-4-4-4-4-4-4-0-1-S", "A"],
            "expected 48",
        ),
        (
            &["replay", "--variant", "kalah", "A"],
            "unknown variant 'kalah'",
        ),
        (&["replay", "Cx"], "'x' at column 2 is not a move"),
        (&["perft"], "perft needs a DEPTH"),
    ];
    for (args, message) in cases {
        let output = mancala(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&output).contains(message),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(!stderr(&output).contains("panicked"));
    }
}

#[test]
fn perft_prints_every_depth() {
    let output = mancala(&["perft", "--variant", "oware", "4"]);
    assert!(output.status.success());
    assert_eq!(
        stdout(&output),
        "depth 1 nodes 6\ndepth 2 nodes 36\ndepth 3 nodes 190\ndepth 4 nodes 1014\n"
    );
    assert!(stderr(&output).contains("nodes per second"));
}

#[test]
fn ogn_output_replays_through_record() {
    let record = mancala(&["replay", "--variant", "ayoayo", "--ogn", "CfDa"]);
    let path = std::env::temp_dir().join(format!("mancala-cli-test-{}.ogn", std::process::id()));
    std::fs::write(&path, &record.stdout).unwrap();
    let from_record = mancala(&["replay", "--json", "--record", path.to_str().unwrap()]);
    let from_moves = mancala(&["replay", "--json", "--variant", "ayoayo", "CfDa"]);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(stdout(&from_record), stdout(&from_moves));
}

#[test]
fn play_takes_moves_undo_and_quit_from_standard_input() {
    let output = mancala_with_input(&["play", "--variant", "oware"], "C\nx\nd\nundo\nquit\n");
    let text = stdout(&output);
    assert!(output.status.success());
    assert!(text.contains("south played C"));
    assert!(text.contains("'x' is not a move"));
    assert!(text.contains("north played d"));
    assert!(text.contains("north to move"));
}

#[test]
fn play_against_the_computer() {
    let args = [
        "play",
        "--variant",
        "ayoayo",
        "--computer",
        "north",
        "--level",
        "casual",
    ];
    let output = mancala_with_input(&args, "C\nundo\nquit\n");
    let text = stdout(&output);
    assert!(output.status.success());
    assert!(text.contains("north (computer, casual) played"), "{text}");
    assert_eq!(
        text.matches("south to move, legal: ABCDEF").count(),
        2,
        "undo takes back both moves"
    );
}

#[test]
fn uci_answers_and_survives_bad_commands() {
    use std::io::{BufRead, BufReader, Write};
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .arg("uci")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap()).lines();
    // Sends `commands` and reads up to the line starting with `until`.
    let mut exchange = |commands: &str, until: &str| -> Vec<String> {
        input.write_all(commands.as_bytes()).unwrap();
        input.flush().unwrap();
        let mut lines = Vec::new();
        for line in output.by_ref() {
            let line = line.unwrap();
            let done = line.starts_with(until);
            lines.push(line);
            if done {
                return lines;
            }
        }
        panic!("no '{until}' in {lines:?}");
    };
    assert!(exchange("uci\n", "uciok")
        .iter()
        .any(|l| l.starts_with("option name Variant")));
    let errors = exchange(
        "frobnicate\nposition startpos moves CfZ\nposition fen 1-2-3\nisready\n",
        "readyok",
    );
    assert_eq!(errors[0], "info string error: unknown command 'frobnicate'");
    assert!(
        errors[1].starts_with("info string error: 'Z' at column 3 is not a move"),
        "{errors:?}"
    );
    assert!(
        errors[2].starts_with("info string error: bad fen '1-2-3'"),
        "{errors:?}"
    );
    // Without the book, which holds the position: the search is tested.
    let search = exchange(
        "setoption name OwnBook value false\nposition startpos moves Cf\ngo depth 4\n",
        "bestmove",
    );
    assert!(
        search
            .iter()
            .any(|l| l.starts_with("info depth 4 score cp")),
        "{search:?}"
    );
    let best = search
        .last()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_owned();
    assert!("ABCDEF".contains(&best), "{search:?}");
    let over = exchange(
        "position fen 0-0-0-0-0-0-1-0-0-0-0-0-23-24-N\ngo depth 3\n",
        "bestmove",
    );
    assert_eq!(over.last().unwrap(), "bestmove 0000");
    input.write_all(b"quit\n").unwrap();
    drop(input);
    assert!(child.wait().unwrap().success());
}

#[test]
fn tables_reports_every_layer_and_refuses_bad_counts() {
    let output = mancala(&["tables", "--variant", "ayoayo", "--seeds", "4"]);
    assert!(output.status.success());
    let text = stdout(&output);
    // Layer 4: C(15, 11) boards; 1 + 12 + 78 + 364 + 1365 in all.
    assert!(
        text.lines()
            .any(|line| line.trim_start().starts_with("4        1365")),
        "{text}"
    );
    assert!(text.contains("1820 boards"), "{text}");
    let refused = mancala(&["tables", "--seeds", "21"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("the tables cover at most 20 seeds, not 21"));
}

#[test]
fn uci_offers_the_endgame_tables_option() {
    let output = mancala_with_input(
        &["uci"],
        "uci\nsetoption name EndgameSeeds value 99\nsetoption name EndgameSeeds value 6\nquit\n",
    );
    let text = stdout(&output);
    assert!(text.contains("option name EndgameSeeds type spin default 12 min 0 max 16"));
    assert!(text.contains("info string error: the tables cover at most 16 seeds (64 MiB), not 99"));
}

/// A best-of-3 match (docs/rules.md O10) the first player won 2-0: South
/// wins game 1 and North (the first player then) game 2, each in one move.
const MATCH_RECORD: &str = r#"[Round "1"]
[Match "best-of-3"]
[FEN "0-0-8-0-0-1-1-1-1-1-2-3-20-10-S"]
[Result "31-10"]

1. C+11 31-10

[Round "2"]
[Match "best-of-3"]
[FEN "1-1-1-1-2-3-0-0-8-0-0-1-10-20-N"]
[Result "10-31"]

1. c+11 10-31
"#;

#[test]
fn replay_of_a_match_record_prints_each_game_and_the_score() {
    let output = mancala_with_input(&["replay", "--record", "-"], MATCH_RECORD);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("game 1\nstart 0-0-8-0-0-1-1-1-1-1-2-3-20-10-S\n"));
    assert!(text.contains("\ngame 2\nstart 1-1-1-1-2-3-0-0-8-0-0-1-10-20-N\n"));
    assert!(text.ends_with(
        "game over (majority): south 10 north 31\n\
         match best-of-3: first 2, second 0, draws 0: won by the first player\n"
    ));

    let renumbered = MATCH_RECORD.replace("[Round \"2\"]", "[Round \"3\"]");
    let path = std::env::temp_dir().join(format!("mancala-match-{}.ogn", std::process::id()));
    std::fs::write(&path, renumbered).unwrap();
    let output = mancala(&["replay", "--record", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).ends_with(": game 2: its Round tag should be 2, found '3'\n"),
        "{}",
        stderr(&output)
    );
}
