//! `mancala replay`: plays a list of moves and prints every ply.

use lexopt::{Arg, Parser, ValueExt};
use mancala::notation::{parse_moves, Record};
use mancala::{Game, Pit, Ply, Position};
use serde::Serialize;

use crate::failure::Failure;
use crate::game_options::GameOptions;

const HELP: &str = "\
usage: mancala replay [--variant oware|ayoayo] [--grand-slam-wins] [--from POSITION] [--json] MOVES...
       mancala replay --record FILE [--json]
       ... [--ogn]

MOVES are pit letters (A-F South, a-f North), as separate words or run together (CfDa).
--record reads an OGN game record (- for standard input) instead; its tags give the rules
and start. Prints one line per ply; with --json one JSON object per line; with --ogn the
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
    let (start, pits) = match record_path {
        Some(path) if options.is_default() && moves.trim().is_empty() => read_record(&path)?,
        Some(_) => {
            return Err(Failure::usage(
                "--record takes the rules, start and moves from the file",
            ))
        }
        None => (
            options.start()?,
            parse_moves(&moves).map_err(|e| Failure::new(format_args!("bad move list: {e}")))?,
        ),
    };
    let mut game = Game::from_position(start);
    if output == Output::Text {
        println!("start {}", game.position());
    }
    for (index, &pit) in pits.iter().enumerate() {
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

/// The start and moves of the OGN record in `path` (`-`: standard input).
/// Its moves are checked again by the replay, ply by ply.
fn read_record(path: &str) -> Result<(Position, Vec<Pit>), Failure> {
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin())?
    } else {
        std::fs::read_to_string(path).map_err(|e| Failure::new(format_args!("{path}: {e}")))?
    };
    let record: Record = text
        .parse()
        .map_err(|e| Failure::new(format_args!("{path}: {e}")))?;
    let game = record
        .replay()
        .map_err(|e| Failure::new(format_args!("{path}: {e}")))?;
    Ok((*game.start(), record.moves.iter().map(|m| m.pit).collect()))
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
