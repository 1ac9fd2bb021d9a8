//! Running the `mancala` binary from tests: whole runs, and UCI sessions
//! read line by line.
// Each test file uses some of these helpers.
#![allow(dead_code)]

pub mod live;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// How long a test waits for a line before failing: only a guard against
/// hanging, far beyond what any answer takes.
pub const HANG_GUARD: Duration = Duration::from_secs(300);

pub fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs `mancala` with `input` on its standard input.
pub fn mancala_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Written on a thread of its own, so that a large input cannot block
    // while the output fills up.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// `mancala uci` in a conversation: commands sent, lines read as they come.
pub struct Uci {
    pub child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Uci {
    pub fn start() -> Uci {
        Uci::start_with(&[])
    }

    /// `mancala uci` with `args` after `uci`.
    pub fn start_with(args: &[&str]) -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
            .arg("uci")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let input = child.stdin.take();
        let output = BufReader::new(child.stdout.take().unwrap());
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in output.lines() {
                if sender.send(line.unwrap()).is_err() {
                    break;
                }
            }
        });
        Uci {
            child,
            input,
            lines,
        }
    }

    /// Sends `bytes` (one or more command lines, or anything else).
    pub fn send(&mut self, bytes: &[u8]) {
        let input = self.input.as_mut().expect("the input is open");
        input.write_all(bytes).unwrap();
        input.flush().unwrap();
    }

    /// The lines up to and including the first that starts with `prefix`.
    pub fn read_until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            match self.lines.recv_timeout(HANG_GUARD) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    lines.push(line);
                    if done {
                        return lines;
                    }
                }
                Err(_) => panic!("no line starting '{prefix}' after {lines:?}"),
            }
        }
    }

    /// Closes the engine's input and gives every line it printed after
    /// that, and how it exited.
    pub fn finish(mut self) -> (Vec<String>, ExitStatus) {
        self.input = None;
        let mut lines = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(HANG_GUARD) {
            lines.push(line);
        }
        (lines, self.child.wait().unwrap())
    }
}
