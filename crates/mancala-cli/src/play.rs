//! `mancala play`: two people at one terminal.

use std::io::{self, BufRead, Write};

use lexopt::{Arg, Parser};
use mancala::{Game, Pit, Player, Position};

use crate::failure::Failure;
use crate::game_options::GameOptions;

const HELP: &str = "\
usage: mancala play [--variant oware|ayoayo] [--grand-slam-wins] [--from POSITION]

Type a pit letter to move (A-F South, a-f North; either case), 'undo', 'redo',
'moves' for the moves so far, or 'quit'.";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut options = GameOptions::default();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long(name) if GameOptions::takes(name) => {
                let name = name.to_owned();
                options.parse(&name, &mut args)?;
            }
            Arg::Long("help") | Arg::Short('h') => {
                println!("{HELP}");
                return Ok(());
            }
            _ => return Err(arg.unexpected().into()),
        }
    }
    let mut game = Game::from_position(options.start()?);
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    println!(
        "{} — {}",
        game.rules().variant(),
        HELP.lines().nth(2).unwrap_or_default()
    );
    loop {
        println!("\n{}", board(game.position()));
        if let Some(outcome) = game.outcome() {
            let result = match outcome.winner() {
                Some(winner) => format!("{winner} wins"),
                None => "draw".to_owned(),
            };
            println!(
                "game over ({}): {result}, south {} north {}",
                outcome.reason, outcome.stores.south, outcome.stores.north
            );
            println!("type 'undo' to take back the last move, or 'quit'");
        } else {
            println!(
                "{} to move, legal: {}",
                game.position().turn(),
                game.legal_moves()
            );
        }
        print!("> ");
        io::stdout().flush()?;
        let Some(line) = lines.next().transpose()? else {
            return Ok(());
        };
        match line.trim() {
            "" => {}
            "quit" | "q" => return Ok(()),
            "undo" | "u" => {
                if game.undo().is_none() {
                    println!("nothing to undo");
                }
            }
            "redo" | "r" => {
                if game.redo().is_none() {
                    println!("nothing to redo");
                }
            }
            "moves" => println!(
                "{}",
                game.moves().map(|p| p.to_string()).collect::<String>()
            ),
            word => match parse_move(word, game.position().turn()) {
                Some(pit) => match game.play(pit) {
                    Ok(ply) => println!(
                        "{} played {pit}: {} lap(s), captured {}",
                        ply.trace.mover,
                        ply.trace.laps.len(),
                        ply.trace.captured()
                    ),
                    Err(reason) => println!("illegal: {reason}"),
                },
                None => println!("'{word}' is not a move; type a letter A-F or a-f, or 'quit'"),
            },
        }
    }
}

/// A pit letter in either case, read as a pit of the player to move.
fn parse_move(word: &str, mover: Player) -> Option<Pit> {
    let pit = word.parse::<Pit>().ok()?;
    let index = pit.index() % 6;
    Pit::of(mover, index).filter(|_| word.len() == 1)
}

/// The board as South sees it: North's row reversed on top, North's store
/// on the left, South's on the right.
fn board(position: &Position) -> String {
    let row = |player: Player| -> Vec<String> {
        player
            .pits()
            .iter()
            .map(|&pit| format!("{:>3}", position.seeds(pit)))
            .collect()
    };
    let mut north = row(Player::North);
    north.reverse();
    let stores = position.stores();
    format!(
        "      f  e  d  c  b  a\n     {}\n {:>3}{:>20}{:>3}\n     {}\n      A  B  C  D  E  F",
        north.concat(),
        stores.north,
        "",
        stores.south,
        row(Player::South).concat()
    )
}
