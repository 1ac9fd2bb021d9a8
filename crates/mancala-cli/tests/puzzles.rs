//! The shipped puzzles (www/puzzles/data/*.js, made by `mancala puzzles`):
//! every solution replays, gains what it says, its first move is still the
//! unique best by the margin at the puzzle's stated depth and no shallower,
//! and each later move of the solver at the finding depth; and the command
//! itself, reproducible and careful with input.

use std::path::PathBuf;
use std::process::Command;

use oware_ayoayo::{Game, Pit, Player, Position, Rules, Setup};
use oware_ayoayo_engine::{unique_best, PuzzleSearch, Searcher, StdClock, PUZZLE_TABLE_BITS};
use serde_json::Value;

/// The puzzles of `www/puzzles/data/<variant>.js`: the JSON the module exports.
fn shipped(variant: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../www/puzzles/data")
        .join(format!("{variant}.js"));
    let text = std::fs::read_to_string(&path).expect("the puzzle file is there");
    let json = text
        .split_once("export default ")
        .and_then(|(_, rest)| rest.trim_end().strip_suffix(';'))
        .expect("the module is `export default {...};`");
    serde_json::from_str(json).expect("the puzzles are JSON")
}

fn material(position: &Position, solver: Player) -> i64 {
    let stores = position.stores();
    i64::from(*stores.get(solver)) - i64::from(*stores.get(solver.opponent()))
}

fn pits(letters: &str) -> Vec<Pit> {
    letters
        .chars()
        .map(|letter| Pit::from_letter(letter).expect("a pit letter"))
        .collect()
}

fn check_shipped(variant: &str, rules: Rules) {
    let file = shipped(variant);
    assert_eq!(file["variant"], variant);
    let settings = PuzzleSearch::SHIPPED;
    assert_eq!(file["marginSeeds"], i64::from(settings.margin / 100));
    let puzzles = file["puzzles"].as_array().expect("a list of puzzles");
    assert!(puzzles.len() >= 300, "{} puzzles", puzzles.len());
    let mut searcher = Searcher::new(PUZZLE_TABLE_BITS);
    let clock = StdClock::new();
    let mut depths = std::collections::BTreeSet::new();
    for (index, puzzle) in puzzles.iter().enumerate() {
        let text = puzzle["position"].as_str().expect("a position text");
        let context = format!("{variant} puzzle {index} ({text})");
        let setup: Setup = text.parse().expect(&context);
        let start = Position::from_setup(setup, rules).expect(&context);
        let line = pits(puzzle["line"].as_str().expect(&context));
        let depth = u32::try_from(puzzle["depth"].as_u64().expect(&context)).unwrap();
        depths.insert(depth);

        // The line replays and gains what it says.
        let mut game = Game::from_position(start);
        for &pit in &line {
            game.play(pit).unwrap_or_else(|e| panic!("{context}: {e}"));
        }
        let gain = material(game.position(), start.turn()) - material(&start, start.turn());
        assert_eq!(puzzle["gain"].as_i64(), Some(gain), "{context}");
        assert!(gain >= i64::from(settings.min_gain), "{context}");

        // One list of refutations per move of the solver, none of them the solution.
        let refutations = puzzle["refutations"].as_array().expect(&context);
        assert_eq!(refutations.len(), line.len().div_ceil(2), "{context}");
        for (step, wrong) in refutations.iter().enumerate() {
            let solution = line[2 * step].letter();
            for token in wrong.as_str().expect(&context).split(' ') {
                assert!(!token.starts_with(solution), "{context}: {token}");
            }
        }

        // The first move is the unique best at the stated depth, not before.
        let at_start = Game::from_position(start);
        let found = unique_best(&mut searcher, &at_start, depth, settings.margin, &clock);
        assert_eq!(found.map(|(best, _)| best.pit), Some(line[0]), "{context}");
        // Each later move of the solver is the unique best where it is played.
        for next in (2..line.len()).step_by(2) {
            let mut game = Game::from_position(start);
            for &pit in &line[..next] {
                game.play(pit).unwrap();
            }
            let found = unique_best(
                &mut searcher,
                &game,
                settings.find_depth,
                settings.margin,
                &clock,
            );
            assert_eq!(
                found.map(|(best, _)| best.pit),
                Some(line[next]),
                "{context}: move {next}"
            );
        }
        if depth > 1 {
            let shallower =
                unique_best(&mut searcher, &at_start, depth - 1, settings.margin, &clock);
            assert_ne!(
                shallower.map(|(best, _)| best.pit),
                Some(line[0]),
                "{context}"
            );
        }
    }
    assert!(depths.len() >= 4, "{variant}: difficulties {depths:?}");
}

#[test]
fn shipped_oware_puzzles_hold() {
    check_shipped("oware", Rules::OWARE);
}

#[test]
fn shipped_ayoayo_puzzles_hold() {
    check_shipped("ayoayo", Rules::AYOAYO);
}

#[test]
fn the_same_seed_gives_the_same_puzzles() {
    let run = || {
        Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args([
                "puzzles",
                "--variant",
                "ayoayo",
                "--count",
                "2",
                "--seed",
                "7",
            ])
            .output()
            .expect("the binary runs")
    };
    let (first, second) = (run(), run());
    assert!(first.status.success());
    assert_eq!(first.stdout, second.stdout);
    let file: Value = serde_json::from_slice(&first.stdout).expect("JSON");
    assert_eq!(file["puzzles"].as_array().map(Vec::len), Some(2));
}

#[test]
fn the_module_is_written_whole_for_the_page() {
    let dir = std::env::temp_dir().join(format!("mancala-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ayoayo.js");
    let output = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args([
            "puzzles",
            "--variant",
            "ayoayo",
            "--count",
            "1",
            "--seed",
            "7",
            "--out",
        ])
        .arg(&path)
        .output()
        .expect("the binary runs");
    assert!(output.status.success());
    let text = std::fs::read_to_string(&path).expect("the file is written");
    assert!(
        text.contains("\nexport default {\"variant\":\"ayoayo\""),
        "{text}"
    );
    assert!(text.ends_with("]};\n"), "{text}");
    assert!(!dir.join("ayoayo.js.partial").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_arguments_are_one_line_errors() {
    for (args, expected) in [
        (vec!["puzzles", "--seed", "1"], "puzzles needs --count N"),
        (vec!["puzzles", "--count", "5"], "puzzles needs --seed S"),
        (
            vec!["puzzles", "--count", "0", "--seed", "1"],
            "--count must be at least 1",
        ),
        (
            vec!["puzzles", "--count", "x", "--seed", "1"],
            "--count expects a whole number, not 'x'",
        ),
        (
            vec!["puzzles", "--count", "2", "--seed", "-1"],
            "--seed expects a whole number, not '-1'",
        ),
        (
            vec![
                "puzzles",
                "--variant",
                "chess",
                "--count",
                "1",
                "--seed",
                "1",
            ],
            "chess",
        ),
        (
            vec![
                "puzzles",
                "--count",
                "1",
                "--seed",
                "1",
                "--out",
                "/nonexistent/p.json",
            ],
            "cannot write /nonexistent/p.json",
        ),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(&args)
            .output()
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}
