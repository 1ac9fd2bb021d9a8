//! Computer players for `match`: our engine at a level or budget, or any
//! engine that speaks `mancala uci`'s protocol.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;

use mancala::{Game, Pit, Rules, Variant};
use mancala_ai::{choose_move, EndgameTables, Level, Limits, Searcher, StdClock};

use crate::failure::Failure;

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

impl Player {
    pub fn parse(spec: &str, rules: Rules) -> Result<Player, Failure> {
        let bad = |why: &str| Failure::usage(format!("bad player '{spec}': {why}"));
        let (kind, value) = spec
            .split_once(':')
            .ok_or_else(|| bad("expected KIND:VALUE"))?;
        let number = |text: &str| text.parse::<u64>().map_err(|_| bad("expected a number"));
        let searcher = || Box::new(Searcher::new(TABLE_BITS));
        Ok(match kind {
            "level" => {
                let (name, ms) = value.split_once(':').unwrap_or((value, "1000"));
                let level = name.parse::<Level>().map_err(|e| bad(&e.to_string()))?;
                Player::Level(level, number(ms)?, searcher())
            }
            "time" => Player::Search(Limits::time_ms(number(value)?), searcher()),
            "depth" => Player::Search(Limits::depth(number(value)? as u32), searcher()),
            "nodes" => Player::Search(Limits::nodes(number(value)?), searcher()),
            "uci" => Player::Uci(UciEngine::start(value, rules)?),
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

/// An engine process driven over UCI.
pub struct UciEngine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    go: String,
}

impl UciEngine {
    /// Starts `command` (split on spaces; `;go ARGS` at the end sets the
    /// search command, default `go movetime 1000`) and sets the variant.
    fn start(command: &str, rules: Rules) -> Result<UciEngine, Failure> {
        let (command, go) = match command.split_once(";go ") {
            Some((command, args)) => (command, format!("go {args}")),
            None => (command, "go movetime 1000".to_owned()),
        };
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| Failure::usage("uci: needs a command"))?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| Failure::new(format!("cannot start '{program}': {e}")))?;
        let input = child.stdin.take().expect("stdin is piped");
        let output = BufReader::new(child.stdout.take().expect("stdout is piped"));
        let mut engine = UciEngine {
            child,
            input,
            output,
            go,
        };
        engine.send("uci")?;
        engine.wait_for("uciok")?;
        if rules.variant() == Variant::Ayoayo {
            engine.send("setoption name Variant value ayoayo")?;
        }
        if rules.grand_slam_wins() {
            engine.send("setoption name GrandSlamWins value true")?;
        }
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(Failure::new)
    }

    /// Reads lines until one starts with `prefix`, and returns it.
    fn wait_for(&mut self, prefix: &str) -> Result<String, Failure> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).map_err(Failure::new)? == 0 {
                return Err(Failure::new(format!("the engine quit before '{prefix}'")));
            }
            if line.starts_with(prefix) {
                return Ok(line.trim().to_owned());
            }
        }
    }

    fn best_move(&mut self, game: &Game) -> Result<Pit, Failure> {
        let start = game.start();
        let moves: String = game.moves().map(|p| p.letter()).collect();
        let position = if *start == mancala::Position::new(game.rules()) {
            "startpos".to_owned()
        } else {
            format!("fen {start}")
        };
        self.send(&format!("position {position} moves {moves}"))?;
        let go = self.go.clone();
        self.send(&go)?;
        let line = self.wait_for("bestmove")?;
        let word = line.split_whitespace().nth(1).unwrap_or_default();
        word.parse()
            .map_err(|_| Failure::new(format!("the engine answered '{line}'")))
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}
