//! Computer players for the duels of `match`: our engine at a level or
//! budget, or any engine that speaks `mancala uci`'s protocol.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::time::{Duration, Instant};

use oware_ayoayo::{Game, Pit, Rules, Variant};
use oware_ayoayo_engine::{choose_move, EndgameTables, Level, Limits, Searcher, StdClock};

use crate::failure::Failure;
use crate::quote::quote_input;

/// A player as given on the command line:
/// `level:NAME[:MS]`, `time:MS`, `depth:N`, `nodes:N` or `uci:COMMAND`.
pub enum Player {
    /// Our engine at one of its levels, with its time per move.
    Level(Level, u64, Box<Searcher>),
    /// Our engine's full search within fixed limits.
    Search(Limits, Box<Searcher>),
    /// An external engine over the UCI protocol.
    Uci(UciEngine),
}

/// Transposition table size of match players: 2^20 entries (16 MiB).
const TABLE_BITS: u32 = 20;

/// The longest time per move a player may be given: a day, in ms.
const MAX_MS: u64 = 24 * 60 * 60 * 1000;

impl Player {
    /// The player `spec` describes; an engine over UCI is started now and
    /// must answer each command within `timeout`.
    pub fn parse(spec: &str, rules: Rules, timeout: Duration) -> Result<Player, Failure> {
        let bad = |why: &str| Failure::usage(format!("bad player {}: {why}", quote_input(spec)));
        let (kind, value) = spec
            .split_once(':')
            .ok_or_else(|| bad("expected KIND:VALUE"))?;
        // A count from 1 to `max`: out of range is refused, never cut to fit.
        let number = |text: &str, max: u64| {
            text.parse::<u64>()
                .ok()
                .filter(|n| (1..=max).contains(n))
                .ok_or_else(|| bad(&format!("expected a number from 1 to {max}")))
        };
        let searcher = || Box::new(Searcher::new(TABLE_BITS));
        Ok(match kind {
            "level" => {
                let (name, ms) = value.split_once(':').unwrap_or((value, "1000"));
                let level = name.parse::<Level>().map_err(|e| bad(&e.to_string()))?;
                Player::Level(level, number(ms, MAX_MS)?, searcher())
            }
            "time" => Player::Search(Limits::time_ms(number(value, MAX_MS)?), searcher()),
            "depth" => {
                let depth = number(value, Limits::MAX_DEPTH.into())?;
                Player::Search(Limits::depth(depth as u32), searcher())
            }
            "nodes" => Player::Search(Limits::nodes(number(value, u64::MAX)?), searcher()),
            "uci" => Player::Uci(UciEngine::start(value, rules, timeout)?),
            _ => return Err(bad("the kind is level, time, depth, nodes or uci")),
        })
    }

    /// Lets our engine use endgame tables; an external engine has its own.
    pub fn use_endgame_tables(&mut self, tables: &Arc<EndgameTables>) {
        match self {
            Player::Level(_, _, searcher) | Player::Search(_, searcher) => {
                searcher.use_endgame_tables(Arc::clone(tables));
            }
            Player::Uci(_) => {}
        }
    }

    /// Prepares for a new game.
    pub fn new_game(&mut self) -> Result<(), Failure> {
        match self {
            Player::Level(_, _, searcher) | Player::Search(_, searcher) => {
                searcher.clear();
                Ok(())
            }
            Player::Uci(engine) => engine.send("ucinewgame"),
        }
    }

    /// The move this player makes in `game` (which is not over).
    pub fn choose(&mut self, game: &Game, seed: u64) -> Result<Pit, Failure> {
        let clock = StdClock::new();
        let best = match self {
            Player::Level(level, ms, searcher) => {
                choose_move(searcher, game, *level, *ms, seed, &clock).best
            }
            Player::Search(limits, searcher) => searcher.search(game, *limits, &clock, None).best,
            Player::Uci(engine) => Some(engine.best_move(game)?),
        };
        best.ok_or_else(|| Failure::new("a player found no move in a game that is not over"))
    }
}

/// An engine process driven over UCI. Its output is read on a thread of
/// its own, so that an engine that does not answer is given up on after
/// `timeout` rather than waited for forever.
pub struct UciEngine {
    /// The command, as quoted in messages.
    name: String,
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<io::Result<String>>,
    go: String,
    timeout: Duration,
}

impl UciEngine {
    /// Starts `spec`'s command (split on spaces) and sets the variant.
    /// After the command, `;`-separated parts may follow: `setoption ...`
    /// lines, sent in order after `uciok`, and `go ARGS`, the search command
    /// (default `go movetime 1000`).
    pub fn start(spec: &str, rules: Rules, timeout: Duration) -> Result<UciEngine, Failure> {
        let mut parts = spec.split(';');
        let command = parts.next().unwrap_or_default();
        let (mut go, mut options) = ("go movetime 1000".to_owned(), Vec::new());
        for part in parts {
            let part = part.trim();
            if part.starts_with("go ") {
                go = part.to_owned();
            } else if part.starts_with("setoption ") {
                options.push(part);
            } else {
                return Err(Failure::usage(format!(
                    "uci: expected ';go ARGS' or ';setoption ...' after the command, not {}",
                    quote_input(part)
                )));
            }
        }
        let name = quote_input(command);
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| Failure::usage("uci: needs a command"))?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| Failure::new(format!("cannot start {name}: {e}")))?;
        let input = child.stdin.take().expect("stdin is piped");
        let output = BufReader::new(child.stdout.take().expect("stdout is piped"));
        let (sender, lines) = mpsc::channel();
        // Ends when the engine's output closes, or no one listens.
        std::thread::spawn(move || {
            for line in output.lines() {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = UciEngine {
            name,
            child,
            input: Some(input),
            lines,
            go,
            timeout,
        };
        engine.send("uci")?;
        engine.wait_for("uciok")?;
        if rules.variant() == Variant::Ayoayo {
            engine.send("setoption name Variant value ayoayo")?;
        }
        if rules.grand_slam_wins() {
            engine.send("setoption name GrandSlamWins value true")?;
        }
        for option in options {
            engine.send(option)?;
        }
        Ok(engine)
    }

    pub fn send(&mut self, line: &str) -> Result<(), Failure> {
        let input = self
            .input
            .as_mut()
            .expect("the input stays open until drop");
        writeln!(input, "{line}")
            .and_then(|()| input.flush())
            .map_err(|e| Failure::new(format!("cannot write to {}: {e}", self.name)))
    }

    /// Reads lines until one starts with `prefix`, and returns it; fails
    /// if the engine quits or sends no such line within `timeout`.
    pub fn wait_for(&mut self, prefix: &str) -> Result<String, Failure> {
        let name = &self.name;
        let deadline = Instant::now() + self.timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line.map_err(|e| Failure::new(format!("cannot read {name}: {e}")))?,
                Err(RecvTimeoutError::Timeout) => {
                    return Err(Failure::new(format!(
                        "{name} sent no '{prefix}' within {} s (see --engine-timeout)",
                        self.timeout.as_secs_f64()
                    )))
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(Failure::new(format!("{name} quit before '{prefix}'")))
                }
            };
            if line.starts_with(prefix) {
                return Ok(line.trim().to_owned());
            }
        }
    }

    fn best_move(&mut self, game: &Game) -> Result<Pit, Failure> {
        let go = self.go.clone();
        self.best_move_with(game, &go)
    }

    /// The engine's move in `game` after the search command `go`.
    pub fn best_move_with(&mut self, game: &Game, go: &str) -> Result<Pit, Failure> {
        let start = game.start();
        let moves: String = game.moves().map(|p| p.letter()).collect();
        let position = if *start == oware_ayoayo::Position::new(game.rules()) {
            "startpos".to_owned()
        } else {
            format!("fen {start}")
        };
        self.send(&format!("position {position} moves {moves}"))?;
        self.send(go)?;
        let line = self.wait_for("bestmove")?;
        let word = line.split_whitespace().nth(1).unwrap_or_default();
        word.parse()
            .map_err(|_| Failure::new(format!("{} answered {}", self.name, quote_input(&line))))
    }
}

impl Drop for UciEngine {
    /// Asks the engine to quit and closes its input; one that has not
    /// ended a second later is killed.
    fn drop(&mut self) {
        let _ = self.send("quit");
        self.input = None;
        for _ in 0..100 {
            if !matches!(self.child.try_wait(), Ok(None)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
