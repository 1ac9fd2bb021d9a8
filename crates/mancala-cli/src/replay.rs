//! `mancala replay`: plays a list of moves and prints every ply.

use lexopt::{Arg, Parser, ValueExt};
use std::io::Read;

use mancala::notation::{parse_moves, Record, RecordError};
use mancala::{Game, Pit, Ply, Position};
use serde::Serialize;

use crate::failure::Failure;
use crate::game_options::GameOptions;
use crate::quote::quote_input;

const HELP: &str = "\
usage: mancala replay [--variant oware|ayoayo] [--grand-slam-wins] [--from POSITION] [--json] MOVES...
       mancala replay --record FILE [--json]
       ... [--ogn]

MOVES are pit letters (A-F South, a-f North), as separate words or run together (CfDa).
--record reads an OGN game record of at most 1 MiB (- for standard input) instead; its
tags give the rules and start. Prints one line per ply; with --json one JSON object per line; with --ogn the
game's OGN record. An illegal move stops the replay with exit status 2 after the plies
before it.";

/// One ply as printed by `--json`.
#[derive(Serialize)]
struct PlyLine<'a> {
    ply: usize,
    #[serde(rename = "move")]
    pit: String,
    position: String,
    legal: Vec<String>,
    over: bool,
    stores: [u8; 2],
    reason: Option<&'a str>,
    laps: usize,
    captured: u32,
    grand_slam: &'a str,
}

/// How `replay` prints the game.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Output {
    /// A line per ply.
    Text,
    /// A JSON object per ply.
    Json,
    /// The OGN record of the whole game.
    Ogn,
}

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut options = GameOptions::default();
    let mut output = Output::Text;
    let mut record_path = None;
    let mut moves = String::new();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long(name) if GameOptions::takes(name) => {
                let name = name.to_owned();
                options.parse(&name, &mut args)?;
            }
            Arg::Long("json") => output = Output::Json,
            Arg::Long("ogn") => output = Output::Ogn,
            Arg::Long("record") => record_path = Some(args.value()?.string()?),
            Arg::Long("help") | Arg::Short('h') => {
                println!("{HELP}");
                return Ok(());
            }
            Arg::Value(word) => {
                moves.push_str(&word.string()?);
                moves.push(' ');
            }
            _ => return Err(arg.unexpected().into()),
        }
    }
    let replay = match record_path {
        Some(path) if options.is_default() && moves.trim().is_empty() => read_record(&path)?,
        Some(_) => {
            return Err(Failure::usage(
                "--record takes the rules, start and moves from the file",
            ))
        }
        None => Replay {
            start: options.start()?,
            pits: parse_moves(&moves)
                .map_err(|e| Failure::new(format_args!("bad move list: {e}")))?,
            fails_at: None,
        },
    };
    let mut game = Game::from_position(replay.start);
    if output == Output::Text {
        println!("start {}", game.position());
    }
    let playable = match &replay.fails_at {
        Some((ply, _)) => ply - 1,
        None => replay.pits.len(),
    };
    for (index, &pit) in replay.pits[..playable].iter().enumerate() {
        game.play(pit).map_err(|reason| {
            Failure::new(format_args!(
                "ply {}: move {pit} is illegal: {reason}",
                index + 1
            ))
        })?;
        let ply = game.plies().last().expect("a move was just played");
        match output {
            Output::Text => print_text(index + 1, ply, &game),
            Output::Json => print_json(index + 1, ply, &game),
            Output::Ogn => {}
        }
    }
    if let Some((_, failure)) = replay.fails_at {
        return Err(failure);
    }
    match (output, game.outcome()) {
        (Output::Ogn, _) => print!("{}", Record::from_game(&game)),
        (Output::Text, Some(outcome)) => println!(
            "game over ({}): south {} north {}",
            outcome.reason, outcome.stores.south, outcome.stores.north
        ),
        _ => {}
    }
    Ok(())
}

/// The most bytes of a record `--record` reads (the page's cap too): far
/// more than any game needs (a record of 1000 plies with comments is some
/// 20 KB).
const MAX_RECORD_BYTES: u64 = mancala::notation::MAX_RECORD_BYTES as u64;

/// What to replay: a start, moves, and for a record whose move is
/// illegal (or whose `+n` is wrong), the ply at which to fail and how.
struct Replay {
    start: Position,
    pits: Vec<Pit>,
    fails_at: Option<(usize, Failure)>,
}

/// The game of the OGN record in `path` (`-`: standard input), read up to
/// [`MAX_RECORD_BYTES`]. A record that does not replay to its end fails at
/// its bad ply, after the plies before it are printed.
fn read_record(path: &str) -> Result<Replay, Failure> {
    let name = quote_input(path);
    let fail = |e: &dyn std::fmt::Display| Failure::new(format_args!("{name}: {e}"));
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin()
            .take(MAX_RECORD_BYTES + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path)
            .and_then(|file| file.take(MAX_RECORD_BYTES + 1).read_to_end(&mut bytes))
    };
    read.map_err(|e| fail(&e))?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(fail(&"longer than a record may be (1 MiB)"));
    }
    let text = String::from_utf8(bytes).map_err(|_| fail(&"not UTF-8 text"))?;
    let record: Record = text.parse().map_err(|e| fail(&e))?;
    let fails_at = match record.replay() {
        Ok(_) => None,
        Err(error @ (RecordError::Illegal { ply, .. } | RecordError::Capture { ply, .. })) => {
            Some((ply, fail(&error)))
        }
        Err(error) => return Err(fail(&error)),
    };
    // The start, from the record's tags alone.
    let start = Record {
        tags: record.tags.clone(),
        ..Record::default()
    }
    .replay()
    .map_err(|e| fail(&e))?;
    Ok(Replay {
        start: *start.start(),
        pits: record.moves.iter().map(|m| m.pit).collect(),
        fails_at,
    })
}

fn print_json(number: usize, ply: &Ply, game: &Game) {
    let stores = ply.position.stores();
    let line = PlyLine {
        ply: number,
        pit: ply.pit.to_string(),
        position: ply.position.to_string(),
        legal: game.legal_moves().iter().map(|p| p.to_string()).collect(),
        over: ply.trace.end.is_some(),
        stores: [stores.south, stores.north],
        reason: ply.trace.end.map(|o| o.reason.name()),
        laps: ply.trace.laps.len(),
        captured: ply.trace.captured(),
        grand_slam: match ply.trace.grand_slam {
            mancala::GrandSlam::None => "none",
            mancala::GrandSlam::Forfeited => "forfeited",
            mancala::GrandSlam::Captured => "captured",
        },
    };
    println!(
        "{}",
        serde_json::to_string(&line).expect("a ply line always serializes")
    );
}

fn print_text(number: usize, ply: &Ply, game: &Game) {
    let trace = &ply.trace;
    print!(
        "{number}. {} {} laps {}",
        ply.pit,
        ply.position,
        trace.laps.len()
    );
    if trace.captured() > 0 {
        print!(" captured {}", trace.captured());
    }
    if trace.grand_slam == mancala::GrandSlam::Forfeited {
        print!(" (grand slam forfeited)");
    }
    println!(" legal {}", game.legal_moves());
}
