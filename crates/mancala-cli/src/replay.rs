//! `mancala replay`: plays a list of moves and prints every ply.

use lexopt::{Arg, Parser, ValueExt};
use std::io::Read;

use oware_ayoayo::notation::{parse_moves, parse_records, MatchRecord, Record, RecordError};
use oware_ayoayo::{Contender, Game, Match, Pit, Ply, Position};
use serde::Serialize;

use crate::command_line::{self, Taken};
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
before it. A record of a whole match (games with Match and Round tags, one after
another) prints each game, then the match's score; --json takes one game only.";

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
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long(name) if GameOptions::takes(name) => options.parse(name, args)?,
            Arg::Long("json") => output = Output::Json,
            Arg::Long("ogn") => output = Output::Ogn,
            Arg::Long("record") => record_path = Some(args.value()?.string()?),
            Arg::Value(word) => {
                moves.push_str(&word.clone().string()?);
                moves.push(' ');
            }
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let replay = match record_path {
        Some(path) if options.is_default() && moves.trim().is_empty() => {
            let (name, text) = read_text(&path)?;
            if is_match(&text) {
                return replay_match(&name, &text, output);
            }
            read_record(&name, &text)?
        }
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
const MAX_RECORD_BYTES: u64 = oware_ayoayo::notation::MAX_RECORD_BYTES as u64;

/// What to replay: a start, moves, and for a record whose move is
/// illegal (or whose `+n` is wrong), the ply at which to fail and how.
struct Replay {
    start: Position,
    pits: Vec<Pit>,
    fails_at: Option<(usize, Failure)>,
}

/// The text in `path` (`-`: standard input), read up to
/// [`MAX_RECORD_BYTES`], and the path quoted for messages.
fn read_text(path: &str) -> Result<(String, String), Failure> {
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
    Ok((name, text))
}

/// Whether `text` is a match's record: its games (if it reads) carry a
/// `Match` tag. Anything else is read as one game, with that reader's errors.
fn is_match(text: &str) -> bool {
    parse_records(text).is_ok_and(|games| games.iter().any(|game| game.tag("Match").is_some()))
}

/// The game of the OGN record `text` (from `name`). A record that does not
/// replay to its end fails at its bad ply, after the plies before it are
/// printed.
fn read_record(name: &str, text: &str) -> Result<Replay, Failure> {
    let fail = |e: &dyn std::fmt::Display| Failure::new(format_args!("{name}: {e}"));
    let record: Record = text.parse().map_err(|e| fail(&e))?;
    let start = record.start().map_err(|e| fail(&e))?;
    let fails_at = match record.replay() {
        Ok(_) => None,
        Err(error @ (RecordError::Illegal { ply, .. } | RecordError::Capture { ply, .. })) => {
            Some((ply, fail(&error)))
        }
        Err(error) => return Err(fail(&error)),
    };
    Ok(Replay {
        start,
        pits: record.moves.iter().map(|m| m.pit).collect(),
        fails_at,
    })
}

/// Replays a match's record (docs/rules.md O10): each game as `replay`
/// prints one, then the score; with `--ogn`, the match's record.
fn replay_match(name: &str, text: &str, output: Output) -> Result<(), Failure> {
    let fail = |e: &dyn std::fmt::Display| Failure::new(format_args!("{name}: {e}"));
    if output == Output::Json {
        return Err(Failure::usage(
            "--json takes one game, and this record holds a match",
        ));
    }
    let record: MatchRecord = text.parse().map_err(|e| fail(&e))?;
    let replayed = record.replay().map_err(|e| fail(&e))?;
    if output == Output::Ogn {
        print!("{record}");
        return Ok(());
    }
    for (index, played) in replayed.games.iter().enumerate() {
        println!("game {}", index + 1);
        let mut game = Game::from_position(*played.start());
        println!("start {}", game.position());
        for (ply_index, ply) in played.plies().iter().enumerate() {
            game.play(ply.pit).map_err(|e| fail(&e))?;
            print_text(ply_index + 1, ply, &game);
        }
        if let Some(outcome) = game.outcome() {
            println!(
                "game over ({}): south {} north {}",
                outcome.reason, outcome.stores.south, outcome.stores.north
            );
        }
    }
    println!("{}", match_summary(&replayed.score));
    Ok(())
}

/// The match's score in one line, e.g. `match best-of-3: first 2, second 1,
/// draws 0: won by the first player`.
fn match_summary(score: &Match) -> String {
    let mut line = format!(
        "match {}: first {}, second {}, draws {}",
        score.format(),
        score.wins(Contender::First),
        score.wins(Contender::Second),
        score.draws()
    );
    match score.winner() {
        Some(Contender::First) => line.push_str(": won by the first player"),
        Some(Contender::Second) => line.push_str(": won by the second player"),
        None => line.push_str(&format!(
            ": game {} next, the first player {}",
            score.round(),
            score.side_of(Contender::First)
        )),
    }
    line
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
            oware_ayoayo::GrandSlam::None => "none",
            oware_ayoayo::GrandSlam::Forfeited => "forfeited",
            oware_ayoayo::GrandSlam::Captured => "captured",
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
    if trace.grand_slam == oware_ayoayo::GrandSlam::Forfeited {
        print!(" (grand slam forfeited)");
    }
    println!(" legal {}", game.legal_moves());
}
