//! Every `mancala` example of the repository's README.md runs as written.
//!
//! Each line of a `sh` block that runs `target/release/mancala` (or copies
//! it) is run by `sh`, in README order, in a scratch folder laid out as the
//! repository root: `target/release/mancala` is the binary under test, and
//! the files the examples read (`docs/best-of-3.ogn`, `books/oware.book`)
//! are copies, so that an example that writes (`--out books/oware.book`)
//! changes nothing of the repository. Most examples run to the end and must
//! exit with status 0. Those that run for seconds to hours (benchmarks,
//! engine matches, building a book or puzzles) must start, side by side
//! after the others: still running after a few seconds, or ended with
//! status 0; a wrong option, a missing file or an engine that does not
//! start fails at once.
#![cfg(unix)]

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

mod common;
use common::HANG_GUARD;

/// How long an example that runs for minutes must keep running.
const STARTED: Duration = Duration::from_secs(3);

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The lines of README.md's `sh` blocks that use the `mancala` binary.
fn examples(readme: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut in_sh = false;
    for line in readme.lines() {
        let line = line.trim();
        if line.starts_with("```") {
            in_sh = !in_sh && line == "```sh";
            continue;
        }
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or_default();
        // `cargo build` makes the binary; the Python tools are npm test's.
        if in_sh
            && line.contains("target/release/mancala")
            && !matches!(first, "cargo" | "python3" | ".venv/bin/python")
        {
            lines.push(line.to_owned());
        }
    }
    lines
}

/// Whether an example runs for minutes: checked only to start.
fn runs_long(line: &str) -> bool {
    let command = line.split(" #").next().unwrap_or_default();
    let words: Vec<&str> = command.split_whitespace().collect();
    let Some(at) = words
        .iter()
        .position(|word| *word == "target/release/mancala")
    else {
        return false;
    };
    matches!(
        (words.get(at + 1).copied(), words.get(at + 2).copied()),
        (Some("bench" | "match" | "puzzles"), _) | (Some("book"), Some("build"))
    )
}

/// A scratch folder laid out as the repository root, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Scratch {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        let root =
            std::env::temp_dir().join(format!("mancala-readme-{}-{nanos}", std::process::id()));
        let repository = repository();
        for dir in ["target/release", "docs", "books", "www/puzzles/data"] {
            std::fs::create_dir_all(root.join(dir)).unwrap();
        }
        std::os::unix::fs::symlink(
            env!("CARGO_BIN_EXE_mancala"),
            root.join("target/release/mancala"),
        )
        .unwrap();
        for file in ["docs/best-of-3.ogn", "books/oware.book"] {
            std::fs::copy(repository.join(file), root.join(file)).unwrap();
        }
        Scratch(root)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Reads a pipe to its end on a thread of its own.
fn collect(mut pipe: impl Read + Send + 'static) -> JoinHandle<String> {
    std::thread::spawn(move || {
        let mut text = String::new();
        let _ = pipe.read_to_string(&mut text);
        text
    })
}

/// Ends an example and everything it started (its own process group).
fn end(child: &mut Child) {
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{}", child.id())])
        .status();
    let _ = child.wait();
}

/// An example running: `sh -c LINE` in its own process group.
struct Running {
    line: String,
    child: Child,
    stdout: JoinHandle<String>,
    stderr: JoinHandle<String>,
}

impl Running {
    fn start(line: &str, folder: &Path) -> Running {
        let mut child = Command::new("sh")
            .args(["-c", line])
            .current_dir(folder)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .expect("sh runs");
        let stdout = collect(child.stdout.take().unwrap());
        let stderr = collect(child.stderr.take().unwrap());
        Running {
            line: line.to_owned(),
            child,
            stdout,
            stderr,
        }
    }

    /// Waits until `deadline` at most. Its failure, if it failed: it ended
    /// with another status than 0, or it was still running and `must_end`.
    fn finish(mut self, deadline: Instant, must_end: bool) -> Option<String> {
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break Some(status);
            }
            if Instant::now() > deadline {
                end(&mut self.child);
                break None;
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        let (stdout, stderr) = (self.stdout.join().unwrap(), self.stderr.join().unwrap());
        let failed = match status {
            Some(status) => !status.success(),
            None => must_end,
        };
        failed.then(|| {
            let status = status.map_or("still running".to_owned(), |s| s.to_string());
            format!(
                "{}\n  {status}\n  stdout: {}\n  stderr: {}",
                self.line,
                stdout.trim(),
                stderr.trim()
            )
        })
    }
}

#[test]
fn every_mancala_example_of_the_readme_runs_as_written() {
    let readme = std::fs::read_to_string(repository().join("README.md")).unwrap();
    let examples = examples(&readme);
    assert!(
        examples.len() >= 20,
        "found only {} examples in README.md: {examples:#?}",
        examples.len()
    );
    let scratch = Scratch::new();
    let (long, short): (Vec<&String>, Vec<&String>) =
        examples.iter().partition(|line| runs_long(line));
    // In README order (one example reads what another wrote), each to its end.
    let mut failures: Vec<String> = short
        .iter()
        .filter_map(|line| {
            Running::start(line, &scratch.0).finish(Instant::now() + HANG_GUARD, true)
        })
        .collect();
    // Then the long ones side by side, each given STARTED.
    let running: Vec<Running> = long
        .iter()
        .map(|line| Running::start(line, &scratch.0))
        .collect();
    let deadline = Instant::now() + STARTED;
    failures.extend(
        running
            .into_iter()
            .filter_map(|example| example.finish(deadline, false)),
    );
    assert!(
        failures.is_empty(),
        "README examples that failed:\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_long_examples_are_the_benchmarks_matches_and_builds() {
    assert!(runs_long("target/release/mancala bench   # speed"));
    assert!(runs_long(
        "target/release/mancala bench time --engine 'x uci'"
    ));
    assert!(runs_long("target/release/mancala bench endgames"));
    assert!(runs_long(
        "target/release/mancala match --a time:100 --b level:casual --games 4"
    ));
    assert!(runs_long("nice target/release/mancala puzzles --count 400"));
    assert!(runs_long("target/release/mancala book build --depth 18"));
    assert!(!runs_long(
        "target/release/mancala book show books/oware.book"
    ));
    assert!(!runs_long("target/release/mancala tables --seeds 12"));
    assert!(!runs_long(
        "printf 'uci\\nquit\\n' | target/release/mancala uci"
    ));
    assert!(!runs_long(
        "cp target/release/mancala target/mancala-old   # match"
    ));
}
