//! `mancala live` against a real `mancala serve`: engines playing each
//! other through it, a person's script against an engine, an engine that
//! rides out its server's crash. Every process is killed at the end of its
//! test, failed or not, and every wait is bounded.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use common::live::LiveServer;

/// Far beyond what a step takes: only a guard against hanging.
const STEP: Duration = Duration::from_secs(60);
/// The most a whole game between engines at a fast movetime may take.
const GAME: Duration = Duration::from_secs(240);

/// `mancala live ARGS` with its seats kept in `tokens`.
fn live(args: &[&str], tokens: &Path, input: Option<&str>) -> Running {
    let tokens = tokens.to_str().unwrap();
    let mut all = vec!["live"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--tokens", tokens]);
    Running::start(&all, input)
}

/// The invitation a game's creator printed.
fn invitation(creator: &mut Running) -> String {
    let line = creator.wait_for(STEP, |line| line.starts_with("invitation: "));
    line["invitation: ".len()..].to_owned()
}

/// The result line of an output.
fn result(output: &str) -> &str {
    output
        .lines()
        .find(|line| line.starts_with("game over: "))
        .unwrap_or_else(|| panic!("no result in:\n{output}"))
}

#[test]
fn two_engines_play_a_whole_game_through_the_server() {
    let folder = Folder::new("live-engines");
    let server = LiveServer::start(&[]);
    let mut south = live(
        &[
            &server.http_url(),
            "--engine",
            "--level",
            "maximum",
            "--movetime",
            "20",
            "--side",
            "south",
            "--clock",
            "2+1",
        ],
        &folder.join("south.json"),
        None,
    );
    let link = invitation(&mut south);
    assert!(
        link.starts_with(&format!("{}#live=", server.http_url())),
        "{link}"
    );
    let north = live(
        &[&link, "--engine", "--level", "maximum", "--movetime", "20"],
        &folder.join("north.json"),
        None,
    );
    let (status, south_out, south_err) = south.finish(GAME);
    assert!(status.success(), "{south_err}");
    let (status, north_out, north_err) = north.finish(STEP);
    assert!(status.success(), "{north_err}");
    let (south_result, north_result) = (result(&south_out), result(&north_out));
    // The same end, seen from each side.
    let reasons = [
        "a majority of the seeds",
        "the position repeated",
        "no moves left",
    ];
    assert!(
        reasons.iter().any(|reason| south_result.contains(reason)),
        "{south_result}"
    );
    let seen_from_north = south_result
        .replace("you win (south)", "you lose (south wins)")
        .replace("you lose (north wins)", "you win (north)");
    assert_eq!(north_result, seen_from_north);
    assert!(
        south_out.contains("you play south as maximum engine"),
        "{south_out}"
    );
    assert!(
        north_out.contains("you play north as maximum engine"),
        "{north_out}"
    );
}

#[test]
fn engines_with_rematches_play_the_games_asked_for_sides_swapped() {
    let folder = Folder::new("live-rematch");
    let server = LiveServer::start(&[]);
    let fast = ["--engine", "--level", "casual", "--games", "2"];
    let mut first = live(
        &[&[server.http_url().as_str(), "--side", "south"], &fast[..]].concat(),
        &folder.join("first.json"),
        None,
    );
    let link = invitation(&mut first);
    let second = live(
        &[&[link.as_str()], &fast[..]].concat(),
        &folder.join("second.json"),
        None,
    );
    let (status, first_out, stderr) = first.finish(GAME);
    assert!(status.success(), "{stderr}");
    let (status, second_out, stderr) = second.finish(STEP);
    assert!(status.success(), "{stderr}");
    for (output, sides) in [
        (&first_out, ["south", "north"]),
        (&second_out, ["north", "south"]),
    ] {
        assert_eq!(output.matches("game over: ").count(), 2, "{output}");
        assert!(
            output.contains(&format!("you play {} as casual engine", sides[0])),
            "{output}"
        );
        assert!(output.contains("rematch: game "), "{output}");
        assert!(
            output.contains(&format!("you play {} as casual engine", sides[1])),
            "{output}"
        );
    }
    // The rematch's seat is kept too.
    let kept = std::fs::read_to_string(folder.join("first.json")).unwrap();
    assert_eq!(kept.matches("\"token\"").count(), 2, "{kept}");
}

#[test]
fn a_person_plays_a_script_against_the_engine_and_comes_back_to_resign() {
    let folder = Folder::new("live-person");
    let server = LiveServer::start(&[]);
    let mut engine = live(
        &[
            &server.http_url(),
            "--engine",
            "--level",
            "casual",
            "--side",
            "north",
        ],
        &folder.join("engine.json"),
        None,
    );
    let link = invitation(&mut engine);
    // A corrupt file of seats is set aside, not lost.
    let tokens = folder.join("person.json");
    std::fs::write(&tokens, "{not json").unwrap();
    // F's seeds go to North's row, and no reply of North's reaches F so soon.
    let script = "F\nF\nzz\nclaim\nquit\nD\n";
    let (status, first, stderr) =
        live(&[&link, "--name", "Ama"], &tokens, Some(script)).finish(STEP);
    assert!(status.success(), "{stderr}");
    assert!(stderr.contains("is kept as"), "{stderr}");
    let aside = std::fs::read_dir(&folder.path)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .find(|name| name.starts_with("person.json.corrupt-"))
        .expect("the corrupt file set aside");
    assert_eq!(
        std::fs::read_to_string(folder.join(&aside)).unwrap(),
        "{not json"
    );
    assert!(first.contains("you play south as Ama"), "{first}");
    assert!(
        first.contains("south (Ama, you) played F: 1 lap(s), captured 0"),
        "{first}"
    );
    // The second F waits for the engine's reply, then the rules refuse it.
    assert!(first.contains("north (casual engine) played "), "{first}");
    assert!(first.contains("illegal: pit F is empty"), "{first}");
    assert!(
        first.contains("'zz' is neither a pit letter nor a command"),
        "{first}"
    );
    // The server referees what the rules here cannot: the engine is here.
    assert!(first.contains("server: "), "{first}");
    assert!(first.contains("you leave game"), "{first}");
    assert!(!first.contains("played D"), "read after quit:\n{first}");

    // Run again on the invitation: the seat kept is taken back.
    let (status, second, stderr) = live(&[&link], &tokens, Some("D\nresign\n")).finish(STEP);
    assert!(status.success(), "{stderr}");
    assert!(second.contains("back in your seat"), "{second}");
    assert!(second.contains("south (Ama, you) played D"), "{second}");
    assert!(
        second.contains("game over: you lose (north wins): resigned"),
        "{second}"
    );
    let (status, engine_out, stderr) = engine.finish(STEP);
    assert!(status.success(), "{stderr}");
    assert!(
        engine_out.contains("game over: you win (north): resigned"),
        "{engine_out}"
    );
}

#[test]
fn a_third_comer_watches_and_a_bot_refuses_to() {
    let folder = Folder::new("live-watch");
    let server = LiveServer::start(&[]);
    let mut south = live(
        &[
            &server.http_url(),
            "--engine",
            "--level",
            "casual",
            "--side",
            "south",
            "--clock",
            "none",
        ],
        &folder.join("south.json"),
        None,
    );
    let link = invitation(&mut south);
    let mut north = live(
        &[&link, "--engine", "--level", "casual"],
        &folder.join("north.json"),
        None,
    );
    north.wait_for(STEP, |line| line.starts_with("game "));
    let (status, _, stderr) =
        live(&[&link, "--engine"], &folder.join("third.json"), None).finish(STEP);
    assert!(!status.success());
    assert!(stderr.contains("has no free seat"), "{stderr}");
    let (status, watched, stderr) =
        live(&[&link], &folder.join("fourth.json"), Some("")).finish(STEP);
    assert!(status.success(), "{stderr}");
    assert!(watched.contains("; you watch"), "{watched}");
}

#[test]
fn engines_ride_out_their_servers_crash() {
    let folder = Folder::new("live-crash");
    let mut server = LiveServer::start(&[]);
    // Ayoayo has no opening book: every move takes its movetime.
    let mut south = live(
        &[
            &server.http_url(),
            "--engine",
            "--level",
            "maximum",
            "--movetime",
            "100",
            "--side",
            "south",
            "--rules",
            "ayoayo",
        ],
        &folder.join("south.json"),
        None,
    );
    let link = invitation(&mut south);
    let north = live(
        &[&link, "--engine", "--level", "maximum", "--movetime", "100"],
        &folder.join("north.json"),
        None,
    );
    south.wait_for(STEP, |line| {
        line.starts_with("north (maximum engine) played")
    });
    server.kill();
    south.wait_for(STEP, |line| line.starts_with("connection lost"));
    south.wait_for(STEP, |line| line.starts_with("cannot reach the server"));
    server.restart();
    south.wait_for(STEP, |line| line == "reconnected");
    let (status, south_out, stderr) = south.finish(GAME);
    assert!(status.success(), "{stderr}");
    let (status, north_out, stderr) = north.finish(STEP);
    assert!(status.success(), "{stderr}");
    assert!(north_out.contains("reconnected"), "{north_out}");
    assert!(result(&south_out).starts_with("game over: "));
    assert!(result(&north_out).starts_with("game over: "));
}

#[test]
fn bad_command_lines_say_what_is_wrong() {
    for (args, message) in [
        (
            vec!["live"],
            "live needs a server's address or an invitation",
        ),
        (vec!["live", "localhost:8080"], "is not an address"),
        (
            vec![
                "live",
                "http://localhost:1/#live=k3Jd9QxT2m",
                "--side",
                "south",
            ],
            "an invitation's game has its own",
        ),
        (
            vec!["live", "http://localhost:1/", "--clock", "0+1"],
            "--clock is MINUTES+SECONDS",
        ),
        (
            vec!["live", "http://localhost:1/", "--level", "strong"],
            "are options of --engine",
        ),
        (
            vec!["live", "http://localhost:1/", "--name", &"x".repeat(25)],
            "at most 24",
        ),
    ] {
        let (status, _, stderr) = Running::start(&args, Some("")).finish(STEP);
        assert_eq!(status.code(), Some(2), "{args:?}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
    let folder = Folder::new("live-nowhere");
    let (status, _, stderr) =
        live(&["http://127.0.0.1:1/"], &folder.join("t.json"), Some("")).finish(STEP);
    assert_eq!(status.code(), Some(2));
    assert!(
        stderr.contains("cannot reach the live server at ws://127.0.0.1:1/live/v1"),
        "{stderr}"
    );
}

/// A folder of the test's own, removed when dropped.
struct Folder {
    path: PathBuf,
}

impl Folder {
    fn new(name: &str) -> Folder {
        static COUNT: AtomicU32 = AtomicU32::new(0);
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        let path = std::env::temp_dir().join(format!(
            "mancala-{name}-{}-{}-{nanos}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&path).unwrap();
        Folder { path }
    }

    fn join(&self, name: &str) -> PathBuf {
        self.path.join(name)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// A running `mancala` process, its stdout read line by line as it comes
/// and its stderr kept.
struct Running {
    child: Child,
    lines: Receiver<String>,
    seen: Vec<String>,
    stderr: Arc<Mutex<String>>,
}

impl Running {
    /// `mancala ARGS`, with `input` written to its stdin and then closed
    /// (or stdin left open for [`Running::send`] when `None`).
    fn start(args: &[&str], input: Option<&str>) -> Running {
        let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        if let Some(input) = input {
            let mut stdin = child.stdin.take().unwrap();
            let input = input.to_owned();
            std::thread::spawn(move || {
                let _ = stdin.write_all(input.as_bytes());
            });
        }
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let mut pipe = child.stderr.take().unwrap();
        let kept = Arc::clone(&stderr);
        std::thread::spawn(move || {
            let mut text = String::new();
            let _ = pipe.read_to_string(&mut text);
            kept.lock().unwrap().push_str(&text);
        });
        Running {
            child,
            lines,
            seen: Vec::new(),
            stderr,
        }
    }

    /// Waits up to `within` for a line that `wanted` accepts, and gives it.
    fn wait_for(&mut self, within: Duration, wanted: impl Fn(&str) -> bool) -> String {
        if let Some(line) = self.seen.iter().find(|line| wanted(line)) {
            return line.clone();
        }
        let deadline = Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if wanted(&line) {
                        return line;
                    }
                }
                Err(_) => panic!(
                    "no such line within {within:?}; the output so far:\n{}\nstderr:\n{}",
                    self.seen.join("\n"),
                    self.stderr.lock().unwrap()
                ),
            }
        }
    }

    /// Waits up to `within` for the process to end; its exit status, the
    /// whole stdout and the stderr. A process still running is killed and
    /// the test fails.
    fn finish(mut self, within: Duration) -> (ExitStatus, String, String) {
        let deadline = Instant::now() + within;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                while let Ok(line) = self.lines.try_recv() {
                    self.seen.push(line);
                }
                panic!(
                    "still running after {within:?}; the output:\n{}\nstderr:\n{}",
                    self.seen.join("\n"),
                    self.stderr.lock().unwrap()
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        // The readers end with the pipes.
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(5)) {
            self.seen.push(line);
        }
        std::thread::sleep(Duration::from_millis(50));
        let stderr = self.stderr.lock().unwrap().clone();
        (status, self.seen.join("\n"), stderr)
    }

    /// Kills the process (SIGKILL) and waits for it.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.kill();
    }
}
