//! Endgame tables for the commands that search: `mancala tables` builds
//! them and reports what they hold, and [`Background`] builds them on a
//! thread of its own for `uci`, `play` and `match`.

use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Instant;

use lexopt::{Arg, Parser, ValueExt};
use mancala::{Rules, Variant};
use mancala_ai::EndgameTables;

use crate::failure::Failure;

/// Seeds on the board the tables cover unless told otherwise.
pub const DEFAULT_SEEDS: usize = 12;

const HELP: &str = "\
usage: mancala tables [--variant oware|ayoayo] [--seeds N]

Builds the endgame tables of the game (default Oware) for every board of up to
N seeds (default 12, at most 20) by retrograde analysis and reports, layer by
layer, the boards,
how many have a proven exact value, the mean gap between the proven bounds
of the others, and the time taken; then the total time and memory.";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut seeds = DEFAULT_SEEDS;
    let mut variant = Variant::Oware;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("variant") => {
                variant = args.value()?.string()?.parse().map_err(Failure::usage)?
            }
            Arg::Long("seeds") => {
                seeds = parse_seeds(&args.value()?.string()?).map_err(Failure::usage)?
            }
            Arg::Long("help") | Arg::Short('h') => {
                println!("{HELP}");
                return Ok(());
            }
            _ => return Err(arg.unexpected().into()),
        }
    }
    let mut tables = EndgameTables::new(variant);
    let started = Instant::now();
    println!("seeds  boards      exact    mean gap  seconds");
    for layer in 0..=seeds {
        let clock = Instant::now();
        tables.add_layer();
        let entries = tables.layer(layer).expect("the layer was just built");
        let exact = entries
            .iter()
            .filter(|bounds| bounds.exact().is_some())
            .count();
        let gaps: usize = entries.iter().map(|b| (b.upper - b.lower) as usize).sum();
        println!(
            "{layer:>5}  {:>10}  {:>6.2}%  {:>8.2}  {:>7.2}",
            entries.len(),
            100.0 * exact as f64 / entries.len() as f64,
            gaps as f64 / entries.len() as f64,
            clock.elapsed().as_secs_f64()
        );
    }
    println!(
        "{} boards in {:.2} s, {:.1} MiB (two bytes a board)",
        tables.len(),
        started.elapsed().as_secs_f64(),
        (2 * tables.len()) as f64 / (1024.0 * 1024.0)
    );
    Ok(())
}

/// A seed count for the tables: 0 (none) to [`EndgameTables::MAX_SEEDS`].
pub fn parse_seeds(text: &str) -> Result<usize, String> {
    text.parse()
        .ok()
        .filter(|&seeds| seeds <= EndgameTables::MAX_SEEDS)
        .ok_or_else(|| {
            format!(
                "the tables cover 0 to {} seeds, not '{text}'",
                EndgameTables::MAX_SEEDS
            )
        })
}

/// Tables being built on their own thread, then ready.
pub enum Background {
    None,
    Building(JoinHandle<EndgameTables>),
    Ready(Arc<EndgameTables>),
}

impl Background {
    /// Starts building tables of up to `seeds` seeds for `rules` (none
    /// for 0 seeds, or for rules other than a game's standard ones).
    pub fn start(rules: Rules, seeds: usize) -> Background {
        let variant = rules.variant();
        if seeds == 0 || rules != Rules::from(variant) {
            return Background::None;
        }
        Background::Building(std::thread::spawn(move || {
            EndgameTables::build(variant, seeds)
        }))
    }

    /// The tables if they are built; with `wait`, waits for them.
    pub fn get(&mut self, wait: bool) -> Option<Arc<EndgameTables>> {
        if let Background::Building(thread) = self {
            if !wait && !thread.is_finished() {
                return None;
            }
            let Background::Building(thread) = std::mem::replace(self, Background::None) else {
                unreachable!("matched just above");
            };
            // A build that panicked leaves no tables; searches go on without.
            if let Ok(tables) = thread.join() {
                *self = Background::Ready(Arc::new(tables));
            }
        }
        match self {
            Background::Ready(tables) => Some(Arc::clone(tables)),
            _ => None,
        }
    }
}
