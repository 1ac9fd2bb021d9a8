//! What the command line says when something is wrong: one line on stderr,
//! exit status 2, input shown escaped and shortened, and the reason given.

mod common;

use std::process::{Command, Stdio};

use common::{mancala, mancala_with_input, stderr, stdout};

/// Checks that `args` fail with one line on stderr that contains `message`.
fn fails_with(args: &[&str], message: &str) -> String {
    let output = mancala(args);
    let text = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {text}");
    assert_eq!(text.lines().count(), 1, "{args:?}: {text}");
    assert!(text.contains(message), "{args:?}: {text}");
    text
}

#[test]
fn usage_errors_are_one_line() {
    fails_with(
        &["frobnicate"],
        "mancala: unknown command 'frobnicate' (run 'mancala --help' for usage)",
    );
    fails_with(&["replay", "--bogus"], "invalid option '--bogus'");
    fails_with(&["perft"], "perft needs a DEPTH");
}

#[test]
fn control_characters_from_input_are_escaped() {
    let text = fails_with(&["replay", "--variant", "\x1b[2J"], r"'\u{1b}[2J'");
    assert!(!text.contains('\x1b'));
    // A record tag, quoted by the rules crate's own message.
    let output = mancala_with_input(
        &["replay", "--record", "-"],
        b"[Rules \"\x1b[2Jabapa\"]\n\n1. C\n",
    );
    let text = stderr(&output);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text.contains(r"unknown Rules tag '\u{1b}[2Jabapa'"),
        "{text}"
    );
    assert!(!text.contains('\x1b'));
}

#[test]
fn long_input_is_shortened_in_messages() {
    let position = "4-".repeat(65_000);
    let text = fails_with(&["replay", "--from", &position, "C"], "(130000 bytes)");
    assert!(text.len() < 500, "{} bytes", text.len());
}

#[test]
fn perft_says_what_is_wrong_with_a_depth() {
    fails_with(&["perft", "-1"], "a negative depth");
    fails_with(&["perft", "--", "-3"], "a negative depth");
    fails_with(
        &["perft", "15"],
        "depth 15 would run for ten minutes or more",
    );
    fails_with(&["perft", "x"], "DEPTH is a number from 0 to 14, not 'x'");
}

#[test]
fn tables_state_their_memory_and_refuse_more_than_the_limit() {
    let output = mancala(&["tables", "--variant", "ayoayo", "--seeds", "2"]);
    assert!(output.status.success());
    assert_eq!(
        stdout(&output).lines().next(),
        Some("building tables of ayoayo up to 2 seeds (91 boards, 0.0 MiB)")
    );
    fails_with(
        &[
            "match",
            "--a",
            "depth:1",
            "--b",
            "depth:1",
            "--table-seeds",
            "17",
        ],
        "tables of up to 17 seeds need 99.0 MiB (51895935 boards, two bytes each), \
         more than the limit of 64 MiB for tables built at start: at most 16 seeds \
         (larger ones are mapped from the file `mancala tables --out` writes)",
    );
}

#[test]
fn a_record_is_read_up_to_one_mebibyte() {
    fails_with(
        &["replay", "--record", "/dev/zero"],
        "'/dev/zero': longer than a record may be (1 MiB)",
    );
}

#[test]
fn replay_record_prints_the_plies_before_an_illegal_move() {
    let output = mancala_with_input(&["replay", "--record", "-"], b"1. C c 2. C\n");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stdout(&output),
        "start 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\n\
         1. C 4-4-0-5-5-5-5-4-4-4-4-4-0-0-N laps 1 legal abcdef\n\
         2. c 5-4-0-5-5-5-5-4-0-5-5-5-0-0-S laps 1 legal ABDEF\n"
    );
    assert_eq!(
        stderr(&output),
        "mancala: '-': ply 3: move C is illegal: pit C is empty\n"
    );
}

#[test]
fn play_answers_a_line_that_is_not_utf8_and_goes_on() {
    let output = mancala_with_input(&["play"], b"\xff\nC\nquit\n");
    let text = stdout(&output);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        text.contains(r"a line that is not UTF-8 text is skipped: '\xff'"),
        "{text}"
    );
    assert!(text.contains("south played C"), "{text}");
}

#[cfg(target_os = "linux")]
#[test]
fn output_that_cannot_be_written_is_status_2_with_a_message() {
    let run = |args: &[&str], input: &[u8], stderr_to_full: bool| {
        use std::io::Write;
        let full = || {
            std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap()
        };
        let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(full())
            .stderr(if stderr_to_full {
                Stdio::from(full())
            } else {
                Stdio::piped()
            })
            .spawn()
            .unwrap();
        // Commands that do not read their input may be gone already.
        let _ = child.stdin.take().unwrap().write_all(input);
        child.wait_with_output().unwrap()
    };
    for args in [&["replay", "C"][..], &["perft", "3"], &["uci"]] {
        let output = run(args, b"uci\nquit\n", false);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&output),
            "mancala: cannot write the output: No space left on device (os error 28)\n",
            "{args:?}"
        );
        let output = run(args, b"uci\nquit\n", true);
        assert_eq!(output.status.code(), Some(2), "{args:?}, stderr full too");
    }
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["replay", "CfDa"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    assert_eq!(stderr(&output), "");
}

#[test]
fn bench_refuses_times_and_depths_it_cannot_honour() {
    fails_with(
        &["bench", "--seconds=-1"],
        "--seconds is a number of seconds above 0 and up to 86400, not '-1'",
    );
    fails_with(&["bench", "--oware-depth", "30"], "depth 30 would run");
    fails_with(
        &["bench", "--perft-rounds", "0"],
        "--perft-rounds is a number from 1 to 1000, not '0'",
    );
    fails_with(
        &["bench", "--max-perft-ratio", "0.5"],
        "--max-perft-ratio is a number of 1 or more, not '0.5'",
    );
}

#[test]
fn bench_live_sends_its_load_to_the_loopback_address_alone() {
    for url in [
        "ws://192.0.2.1:8080/live/v1",
        "wss://example.com/live/v1",
        "ws://127.0.0.1.example.com/live/v1",
        "http://127.0.0.1:8080/live/v1",
    ] {
        fails_with(
            &["bench", "live", "--url", url, "--seconds", "1"],
            "the load goes only to this machine's loopback address",
        );
    }
}

#[test]
fn every_command_answers_help_with_its_usage() {
    for command in ["replay", "perft", "play", "bench", "uci", "match", "tables"] {
        let output = mancala(&[command, "--help"]);
        let text = stdout(&output);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{command} --help: {}",
            stderr(&output)
        );
        assert!(
            text.starts_with(&format!("usage: mancala {command}")),
            "{command} --help: {text}"
        );
    }
}

#[test]
fn play_opens_with_the_game_and_what_to_type() {
    let output = mancala_with_input(&["play", "--variant", "ayoayo"], b"quit\n");
    let first = stdout(&output)
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned();
    assert!(first.starts_with("ayoayo: a pit letter moves"), "{first}");
}
