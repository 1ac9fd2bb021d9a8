//! `mancala play`: a game at one terminal, between two people or a person
//! and the engine (`--computer`).

use std::io::{self, Write};

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo::{Game, Pit, Player, Ply, Position};
use oware_ayoayo_engine::{choose_move, Level, Searcher, StdClock};

use crate::background::Background;
use crate::book;
use crate::command_line::{self, Taken};
use crate::endgame::{self, TablesChoice};
use crate::failure::Failure;
use crate::game_options::GameOptions;
use crate::input::{next_line, Line};
use crate::quote::{printable, quote_input};

const HELP: &str = "\
usage: mancala play [--variant oware|ayoayo] [--grand-slam-wins] [--from POSITION]
                    [--computer south|north] [--level NAME] [--time MS]
                    [--book FILE|none]

Type a pit letter to move (A-F South, a-f North; either case), 'undo', 'redo',
'moves' for the moves so far, or 'quit'. With --computer, the engine plays that
side at --level (beginner, casual, intermediate, strong, maximum; default strong)
thinking up to --time milliseconds (default 1000); 'undo' then takes back a
move of each side. At strong and maximum it plays the opening book's move when
the book holds the position: the game's built-in book (books/ in the
repository; Oware only), FILE's, or none.";

/// What the session says first, under the game's name.
const PROMPT: &str =
    "a pit letter moves (A-F South, a-f North); also 'undo', 'redo', 'moves', 'quit'.";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut options = GameOptions::default();
    let mut computer = None;
    let mut level = Level::Strong;
    let mut time_ms = 1000;
    let mut book_file = None;
    let mut use_book = true;
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long("computer") => {
                computer = Some(match args.value()?.string()?.as_str() {
                    "south" => Player::South,
                    "north" => Player::North,
                    other => {
                        return Err(Failure::usage(format!(
                            "--computer is south or north, not {}",
                            quote_input(other)
                        )))
                    }
                });
            }
            Arg::Long("level") => {
                level = args.value()?.string()?.parse().map_err(Failure::usage)?;
            }
            Arg::Long("time") => time_ms = args.value()?.parse()?,
            Arg::Long("book") => match args.value()?.string()?.as_str() {
                "none" => use_book = false,
                file => book_file = Some(file.to_owned()),
            },
            Arg::Long(name) if GameOptions::takes(name) => options.parse(name, args)?,
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let mut game = Game::from_position(options.start()?);
    let book = if computer.is_some() && use_book && level >= Level::Strong {
        book::load(game.rules(), book_file.as_deref())?
    } else {
        None
    };
    let mut searcher = Searcher::new(20);
    let seeds = if computer.is_some() {
        endgame::DEFAULT_SEEDS
    } else {
        0
    };
    let endgame = Background::start(game.rules(), &TablesChoice::built(seeds));
    let mut input = io::stdin().lock();
    println!("{}: {PROMPT}", game.rules().variant());
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
        } else if Some(game.position().turn()) == computer {
            let seed = game.plies().len() as u64;
            let clock = StdClock::new();
            if let Some(tables) = endgame.get(false) {
                searcher.use_endgame_tables(tables);
            }
            let book_move = book.as_ref().and_then(|book| book.probe(game.position()));
            let pit = match book_move {
                Some(book_move) => book_move.pit,
                None => choose_move(&mut searcher, &game, level, time_ms, seed, &clock)
                    .best
                    .expect("the game is not over"),
            };
            let ply = game.play(pit).expect("the engine plays legal moves");
            let from_book = if book_move.is_some() {
                ", from the book"
            } else {
                ""
            };
            println!(
                "{} (computer, {level}{from_book}) played {}",
                ply.trace.mover,
                describe(ply)
            );
            continue;
        } else {
            println!(
                "{} to move, legal: {}",
                game.position().turn(),
                game.legal_moves()
            );
        }
        print!("> ");
        io::stdout()
            .flush()
            .map_err(|e| Failure::new(format_args!("cannot write the output: {e}")))?;
        let line = match next_line(&mut input)? {
            Some(Line::Text(line)) => line,
            Some(Line::Skipped(why)) => {
                println!("{}", printable(&why));
                continue;
            }
            None => return Ok(()),
        };
        match line.trim() {
            "" => {}
            "quit" | "q" => return Ok(()),
            "undo" | "u" => {
                if game.undo().is_none() {
                    println!("nothing to undo");
                }
                // Against the computer, take back its reply too.
                while computer.is_some() && Some(game.position().turn()) == computer {
                    if game.undo().is_none() {
                        break;
                    }
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
                    Ok(ply) => println!("{} played {}", ply.trace.mover, describe(ply)),
                    Err(reason) => println!("illegal: {reason}"),
                },
                None => println!(
                    "{} is not a move; type a letter A-F or a-f, or 'quit'",
                    quote_input(word)
                ),
            },
        }
    }
}

/// A move in a few words: "C: 5 laps, captured 7".
pub fn describe(ply: &Ply) -> String {
    format!(
        "{}: {} lap(s), captured {}",
        ply.pit,
        ply.trace.laps.len(),
        ply.trace.captured()
    )
}

/// A pit letter in either case, read as a pit of the player to move.
pub fn parse_move(word: &str, mover: Player) -> Option<Pit> {
    let pit = word.parse::<Pit>().ok()?;
    let index = pit.index() % 6;
    Pit::of(mover, index).filter(|_| word.len() == 1)
}

/// The board as South sees it: North's row reversed on top, North's store
/// on the left, South's on the right.
pub fn board(position: &Position) -> String {
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
