//! `mancala uci`: the engine protocol of the Aualé Oware GUI, so that
//! existing tools can drive our engine.
//!
//! Commands: `uci`, `isready`, `setoption name N value V`, `ucinewgame`,
//! `position startpos|fen TEXT [moves LETTERS]`, `go [depth N] [movetime
//! MS] [nodes N] [infinite|ponder]`, `stop`, `quit`. The search runs on its
//! own thread, so `isready` and `stop` are answered while it thinks. Every
//! `go` gets exactly one `bestmove` (`0000` when the game is over). A
//! malformed command gets `info string error: ...` and changes nothing.

use std::io::{self, BufRead};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

use mancala::notation::parse_moves;
use mancala::{Game, Position, Rules, Setup, Variant};
use mancala_ai::{is_final_score, Limits, SearchResult, Searcher, StdClock};

use crate::endgame::{self, Background};
use crate::failure::Failure;

/// Transposition table size by default: 2^22 entries of 16 bytes (64 MiB).
const DEFAULT_TABLE_BITS: u32 = 22;

pub fn run(mut args: lexopt::Parser) -> Result<(), Failure> {
    if let Some(arg) = args.next()? {
        return Err(arg.unexpected().into());
    }
    let mut engine = Engine::new();
    for line in io::stdin().lock().lines() {
        let line = line?;
        if !engine.command(line.trim()) {
            break;
        }
    }
    engine.stop();
    Ok(())
}

/// A search running on its own thread.
struct Running {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Searcher>,
}

struct Engine {
    rules: Rules,
    game: Game,
    table_bits: u32,
    searcher: Option<Searcher>,
    running: Option<Running>,
    /// Endgame tables for `rules`, built in the background from the start
    /// and again when the game changes; a search uses them once ready.
    endgame: Background,
    /// The rules and seed count `endgame` is built for.
    endgame_for: (Rules, usize),
    /// The seed count asked for (`EndgameSeeds`).
    endgame_seeds: usize,
}

impl Engine {
    fn new() -> Engine {
        Engine {
            rules: Rules::OWARE,
            game: Game::new(Rules::OWARE),
            table_bits: DEFAULT_TABLE_BITS,
            searcher: None,
            running: None,
            endgame: Background::start(Rules::OWARE, endgame::DEFAULT_SEEDS),
            endgame_for: (Rules::OWARE, endgame::DEFAULT_SEEDS),
            endgame_seeds: endgame::DEFAULT_SEEDS,
        }
    }

    /// Carries out one command line; `false` on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        let Some(verb) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        let result = match verb {
            "uci" => {
                println!("id name Mancala {}", env!("CARGO_PKG_VERSION"));
                println!("id author the Mancala project");
                println!("option name Variant type combo default oware var oware var ayoayo");
                println!("option name GrandSlamWins type check default false");
                println!("option name Hash type spin default 64 min 1 max 4096");
                println!(
                    "option name EndgameSeeds type spin default {} min 0 max {}",
                    endgame::DEFAULT_SEEDS,
                    mancala_ai::EndgameTables::MAX_SEEDS
                );
                println!("uciok");
                Ok(())
            }
            "isready" => {
                println!("readyok");
                Ok(())
            }
            "setoption" => self.set_option(&rest),
            "ucinewgame" => {
                self.stop();
                self.game = Game::new(self.rules);
                if let Some(searcher) = &mut self.searcher {
                    searcher.clear();
                }
                Ok(())
            }
            "position" => self.position(&rest),
            "go" => self.go(&rest),
            "stop" => {
                self.stop();
                Ok(())
            }
            "ponderhit" | "debug" => Ok(()),
            "quit" => return false,
            other => Err(format!("unknown command '{other}'")),
        };
        if let Err(message) = result {
            println!("info string error: {message}");
        }
        true
    }

    fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        let text = words.join(" ");
        let Some(spec) = text.strip_prefix("name ") else {
            return Err("expected 'setoption name NAME [value VALUE]'".into());
        };
        let (name, value) = match spec.split_once(" value ") {
            Some((name, value)) => (name.trim(), value.trim()),
            None => (spec.trim(), ""),
        };
        self.stop();
        match name.to_ascii_lowercase().as_str() {
            "variant" => {
                let variant: Variant = value.parse().map_err(|e| format!("{e}"))?;
                self.rules = match variant {
                    Variant::Oware => Rules::Oware {
                        grand_slam_wins: self.rules.grand_slam_wins(),
                    },
                    Variant::Ayoayo => Rules::AYOAYO,
                };
            }
            "grandslamwins" => {
                let wins = match value {
                    "true" => true,
                    "false" => false,
                    _ => return Err(format!("GrandSlamWins is true or false, not '{value}'")),
                };
                if self.rules.variant() == Variant::Ayoayo && wins {
                    return Err("GrandSlamWins is an Oware option".into());
                }
                if self.rules.variant() == Variant::Oware {
                    self.rules = Rules::Oware {
                        grand_slam_wins: wins,
                    };
                }
            }
            "hash" => {
                let megabytes: u32 = value
                    .parse()
                    .ok()
                    .filter(|mb| (1..=4096).contains(mb))
                    .ok_or_else(|| {
                        format!("Hash is a number of MiB from 1 to 4096, not '{value}'")
                    })?;
                // Entries are 16 bytes: 2^16 of them per MiB.
                self.table_bits = 16 + megabytes.ilog2();
                self.searcher = None;
            }
            "endgameseeds" => {
                self.endgame_seeds = endgame::parse_seeds(value)?;
            }
            _ => return Err(format!("unknown option '{name}'")),
        }
        self.game = Game::new(self.rules);
        let wanted = (self.rules, self.endgame_seeds);
        if self.endgame_for != wanted {
            self.endgame = Background::start(wanted.0, wanted.1);
            self.endgame_for = wanted;
            self.searcher = None;
        }
        Ok(())
    }

    /// `position startpos|fen TEXT [moves LETTERS...]`. The position is
    /// changed only if the whole command is valid.
    fn position(&mut self, words: &[&str]) -> Result<(), String> {
        self.stop();
        let (start, rest) = match words {
            ["startpos", rest @ ..] => (Position::new(self.rules), rest),
            ["fen", text, rest @ ..] => {
                let setup: Setup = text.parse().map_err(|e| format!("bad fen '{text}': {e}"))?;
                let position = Position::from_setup(setup, self.rules)
                    .map_err(|e| format!("bad fen '{text}': {e}"))?;
                (position, rest)
            }
            _ => return Err("expected 'position startpos|fen TEXT [moves LETTERS]'".into()),
        };
        let moves = match rest {
            [] => String::new(),
            ["moves", letters @ ..] => letters.concat(),
            _ => return Err("expected 'moves' after the position".into()),
        };
        let pits = parse_moves(&moves).map_err(|e| e.to_string())?;
        let mut game = Game::from_position(start);
        for (index, pit) in pits.into_iter().enumerate() {
            game.play(pit)
                .map_err(|e| format!("move {} ({pit}) is illegal: {e}", index + 1))?;
        }
        self.game = game;
        Ok(())
    }

    fn go(&mut self, words: &[&str]) -> Result<(), String> {
        self.stop();
        let mut limits = Limits::default();
        let mut words = words.iter();
        while let Some(&word) = words.next() {
            let mut number = || -> Result<u64, String> {
                let text = words
                    .next()
                    .ok_or_else(|| format!("'{word}' needs a number"))?;
                text.parse()
                    .map_err(|_| format!("'{word}' needs a number, not '{text}'"))
            };
            match word {
                "depth" => limits.depth = Some(u32::try_from(number()?).unwrap_or(u32::MAX)),
                "movetime" => limits.time_ms = Some(number()?),
                "nodes" => limits.nodes = Some(number()?),
                "infinite" | "ponder" => {}
                "wtime" | "btime" | "winc" | "binc" | "movestogo" => {
                    number()?;
                }
                other => return Err(format!("unknown go parameter '{other}'")),
            }
        }
        let game = self.game.clone();
        let table_bits = self.table_bits;
        let mut searcher = self
            .searcher
            .take()
            .unwrap_or_else(|| Searcher::new(table_bits));
        if let Some(tables) = self.endgame.get(false) {
            searcher.use_endgame_tables(tables);
        }
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let thread = std::thread::spawn(move || {
            let clock = StdClock::new();
            let result = searcher.search_with(&game, limits, &clock, Some(&flag), |iteration| {
                print_info(iteration, clock.elapsed_ms());
            });
            match result.best {
                Some(pit) => match result.pv.get(1) {
                    Some(reply) => println!("bestmove {pit} ponder {reply}"),
                    None => println!("bestmove {pit}"),
                },
                None => println!("bestmove 0000"),
            }
            searcher
        });
        self.running = Some(Running { stop, thread });
        Ok(())
    }

    /// Stops a running search, which prints its `bestmove`, and waits for it.
    fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
            match running.thread.join() {
                Ok(searcher) => self.searcher = Some(searcher),
                Err(_) => println!("info string error: the search failed"),
            }
        }
    }
}

/// `info depth D score cp S nodes N nps R time T pv LETTERS`; a finished
/// game is scored `mate M`, M moves (of both players) to its end.
fn print_info(result: &SearchResult, elapsed_ms: f64) {
    let score = if is_final_score(result.score) {
        let moves = (result.pv.len() as i32 + 1) / 2;
        format!("mate {}", if result.score > 0 { moves } else { -moves })
    } else {
        format!("cp {}", result.score)
    };
    let nps = (result.nodes as f64 / (elapsed_ms / 1000.0).max(1e-3)) as u64;
    let pv: String = result.pv.iter().map(|p| p.letter()).collect();
    println!(
        "info depth {} score {score} nodes {} nps {nps} time {} pv {pv}",
        result.depth, result.nodes, elapsed_ms as u64
    );
}
