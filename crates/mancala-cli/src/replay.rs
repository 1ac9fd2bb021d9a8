//! `mancala replay`: plays a list of moves and prints every ply.

use lexopt::{Arg, Parser, ValueExt};
use mancala::notation::parse_moves;
use mancala::{Game, Ply};
use serde::Serialize;

use crate::failure::Failure;
use crate::game_options::GameOptions;

const HELP: &str = "\
usage: mancala replay [--variant oware|ayoayo] [--grand-slam-wins] [--from POSITION] [--json] MOVES...

MOVES are pit letters (A-F South, a-f North), as separate words or run together (CfDa).
Prints one line per ply; with --json one JSON object per line. An illegal move stops
the replay with exit status 2 after the plies before it.";

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

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut options = GameOptions::default();
    let mut json = false;
    let mut moves = String::new();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long(name) if GameOptions::takes(name) => {
                let name = name.to_owned();
                options.parse(&name, &mut args)?;
            }
            Arg::Long("json") => json = true,
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
    let pits = parse_moves(&moves).map_err(|e| Failure::new(format_args!("bad move list: {e}")))?;
    let mut game = Game::from_position(options.start()?);
    if !json {
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
        if json {
            print_json(index + 1, ply, &game);
        } else {
            print_text(index + 1, ply, &game);
        }
    }
    if let (false, Some(outcome)) = (json, game.outcome()) {
        let stores = outcome.stores;
        println!(
            "game over ({}): south {} north {}",
            outcome.reason, stores.south, stores.north
        );
    }
    Ok(())
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
