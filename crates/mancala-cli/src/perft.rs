//! `mancala perft`: node counts of the game tree, with their speed.

use std::time::Instant;

use lexopt::{Arg, Parser, ValueExt};

use crate::failure::Failure;
use crate::game_options::GameOptions;

const HELP: &str = "\
usage: mancala perft [--variant oware|ayoayo] [--grand-slam-wins] [--from POSITION] DEPTH

Counts the games of exactly 1, 2, ... DEPTH plies. A finished game (majority, no legal
move, repeated position) is a leaf and is not expanded.";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut options = GameOptions::default();
    let mut depth = None;
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
            Arg::Value(value) if depth.is_none() => depth = Some(value.parse::<usize>()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    let depth = depth.ok_or_else(|| Failure::usage("perft needs a DEPTH"))?;
    if depth > 40 {
        return Err(Failure::usage("DEPTH above 40 would not finish"));
    }
    let start = options.start()?;
    let clock = Instant::now();
    let counts = mancala::perft_counts(&start, depth);
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
