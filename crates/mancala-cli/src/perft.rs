//! `mancala perft`: node counts of the game tree, with their speed.

use std::time::Instant;

use lexopt::{Arg, Parser, ValueExt};

use crate::command_line::{self, Taken};
use crate::failure::Failure;
use crate::game_options::GameOptions;
use crate::quote::quote_input;

/// The deepest perft run. The tree grows about five times a ply (Oware's
/// start: 460 million games at depth 12, counted in 4.2 s and depth 13 in
/// 21 s on a busy 2-core machine), so depth 14 takes minutes and depth 15
/// ten minutes or more.
const MAX_DEPTH: usize = 14;

const HELP: &str = "\
usage: mancala perft [--variant oware|ayoayo] [--grand-slam-wins] [--from POSITION] DEPTH

Counts the games of exactly 1, 2, ... DEPTH plies (DEPTH from 0 to 14: each
ply more takes about five times as long, and depth 15 ten minutes or more). A
finished game (majority, no legal move, repeated position) is a leaf and is not
expanded. The last ply's moves are counted without being played (the nodes per
second count them too).";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut options = GameOptions::default();
    let mut depth = None;
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long(name) if GameOptions::takes(name) => options.parse(name, args)?,
            Arg::Value(value) if depth.is_none() => {
                depth = Some(parse_depth(&value.clone().string()?)?)
            }
            // `perft -1`: a number, not an option.
            Arg::Short(digit) if digit.is_ascii_digit() => {
                return Err(Failure::usage(format_args!(
                    "a negative depth: DEPTH is 0 to {MAX_DEPTH}"
                )))
            }
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let depth = depth.ok_or_else(|| Failure::usage("perft needs a DEPTH"))?;
    let start = options.start()?;
    let clock = Instant::now();
    let counts = oware_ayoayo::perft_counts(&start, depth);
    let seconds = clock.elapsed().as_secs_f64();
    for (ply, nodes) in counts.iter().enumerate() {
        println!("depth {} nodes {nodes}", ply + 1);
    }
    let total: u64 = counts.iter().sum();
    eprintln!(
        "{total} nodes in {seconds:.3} s: {:.1} million nodes per second",
        total as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(())
}

/// A perft depth from 0 to [`MAX_DEPTH`], with a message that says what
/// is wrong with any other.
pub fn parse_depth(text: &str) -> Result<usize, Failure> {
    let depth: i128 = text.parse().map_err(|_| {
        Failure::usage(format_args!(
            "DEPTH is a number from 0 to {MAX_DEPTH}, not {}",
            quote_input(text)
        ))
    })?;
    match usize::try_from(depth) {
        Err(_) if depth < 0 => Err(Failure::usage(format_args!(
            "a negative depth: DEPTH is 0 to {MAX_DEPTH}"
        ))),
        Ok(depth) if depth <= MAX_DEPTH => Ok(depth),
        _ => Err(Failure::usage(format_args!(
            "depth {depth} would run for ten minutes or more: DEPTH is 0 to {MAX_DEPTH}"
        ))),
    }
}
