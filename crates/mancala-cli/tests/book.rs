//! `mancala book` and the book in `uci` and `match`.

mod common;

use common::{mancala, stderr, stdout, Uci};

/// A temporary file path for this test run.
fn temp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("mancala-book-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

fn built_in(variant: &str) -> String {
    format!("{}/../../books/{variant}.book", env!("CARGO_MANIFEST_DIR"))
}

fn build_tiny(out: &str) -> String {
    let output = mancala(&[
        "book",
        "build",
        "--depth",
        "4",
        "--plies",
        "5",
        "--all-plies",
        "1",
        "--margin",
        "50",
        "--out",
        out,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
}

#[test]
fn a_build_is_reproducible_byte_for_byte_and_shown() {
    let (first, second) = (temp("first.book"), temp("second.book"));
    let report = build_tiny(&first);
    assert!(
        report.starts_with("oware book, depth 4 plies 5 all-plies 1 margin 50: "),
        "{report}"
    );
    build_tiny(&second);
    assert_eq!(
        std::fs::read(&first).unwrap(),
        std::fs::read(&second).unwrap()
    );

    let shown = stdout(&mancala(&["book", "show", &first]));
    let mut lines = shown.lines();
    assert!(lines
        .next()
        .unwrap()
        .starts_with("oware book, depth 4 plies 5"));
    let start = lines.next().unwrap();
    assert!(
        start.starts_with("- 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S "),
        "{start}"
    );
    // `probe` answers the start as `show` does.
    let probed = stdout(&mancala(&["book", "probe", &first]));
    assert!(start.ends_with(probed.trim()), "{start} / {probed}");
    assert_eq!(
        stdout(&mancala(&["book", "probe", &first, "--moves", "AaBbCc"])).trim(),
        "not in book"
    );
}

#[test]
fn bad_book_files_are_refused_in_one_line() {
    let file = temp("truncated.book");
    build_tiny(&file);
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() - 1]).unwrap();
    let output = mancala(&["book", "show", &file]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr(&output),
        format!(
            "mancala: '{file}': opening book of {} bytes, expected {} (truncated or corrupt)\n",
            bytes.len() - 1,
            bytes.len()
        )
    );
    let output = mancala(&["book", "probe", &built_in("missing")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("cannot read"),
        "{}",
        stderr(&output)
    );

    // Oware's book for an Ayoayo match.
    let output = mancala(&[
        "match",
        "--variant",
        "ayoayo",
        "--a",
        "depth:1",
        "--b",
        "depth:1",
        "--book",
        "a",
        "--book-file",
        &built_in("oware"),
        "--tables",
        "none",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).ends_with("the opening book is for oware, not ayoayo\n"),
        "{}",
        stderr(&output)
    );
    let output = mancala(&[
        "book", "build", "--depth", "0", "--plies", "4", "--out", &file,
    ]);
    assert!(stderr(&output).starts_with("mancala: --depth is a number from 1 to 40, not '0'"));
}

#[test]
fn uci_answers_from_its_book_unless_told_not_to() {
    let probe = |moves: &str| {
        let output = mancala(&["book", "probe", &built_in("oware"), "--moves", moves]);
        stdout(&output)
            .split_whitespace()
            .next()
            .unwrap()
            .to_owned()
    };
    let (pit, reply) = (probe(""), probe(&probe("")));
    let mut uci = Uci::start();
    uci.send(b"uci\n");
    let options = uci.read_until("uciok");
    assert!(options.contains(&"option name OwnBook type check default true".to_owned()));
    uci.send(b"position startpos\ngo movetime 60000\n");
    let lines = uci.read_until("bestmove");
    assert!(
        lines.iter().all(|line| !line.starts_with("info depth")),
        "answered at once: {lines:?}"
    );
    assert!(
        lines[lines.len() - 2].starts_with(&format!("info string book move {pit} score cp ")),
        "{lines:?}"
    );
    // With the book's reply to ponder on.
    assert_eq!(
        lines[lines.len() - 1],
        format!("bestmove {pit} ponder {reply}")
    );

    uci.send(b"setoption name OwnBook value false\ngo depth 3\n");
    let lines = uci.read_until("bestmove");
    assert!(
        lines.iter().any(|line| line.starts_with("info depth 3 ")),
        "{lines:?}"
    );
    uci.send(b"setoption name OwnBook value yes\nisready\n");
    let lines = uci.read_until("readyok");
    assert!(lines.contains(&"info string error: OwnBook is true or false, not 'yes'".to_owned()));
    uci.send(b"quit\n");
    assert!(uci.finish().1.success());
}

#[test]
fn a_match_counts_the_book_moves() {
    let output = mancala(&[
        "match", "--a", "depth:2", "--b", "depth:2", "--book", "a", "--games", "2", "--tables",
        "none", "--quiet",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let summary = text
        .lines()
        .find(|line| line.starts_with("book moves per game: A "))
        .unwrap_or_else(|| panic!("{text}"));
    // Every opening of two plies is in the book, so A plays a book move in
    // the game where it moves first after the opening: at least half a book
    // move a game. (In the other, B's reply may leave the book at once.)
    let a_moves: f64 = summary["book moves per game: A ".len()..]
        .split(',')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(a_moves >= 0.5, "{summary}");
    assert!(summary.contains(", B 0.0; plies in book "), "{summary}");
}
