//! Endgame tables for the commands that search: `mancala tables` builds
//! them and reports what they hold, and every command keeps them within
//! [`MAX_TABLE_MIB`] ([`crate::background`] builds them for `uci`, `play`
//! and `match`).

use std::time::Instant;

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo::Variant;
use oware_ayoayo_engine::EndgameTables;

use crate::command_line::{self, Taken};
use crate::failure::Failure;
use crate::quote::quote_input;

/// Seeds on the board the tables cover unless told otherwise.
pub const DEFAULT_SEEDS: usize = 12;

/// The most memory the tables may take, in MiB (see
/// [`EndgameTables::MEMORY_LIMIT_MIB`]).
const MAX_TABLE_MIB: usize = EndgameTables::MEMORY_LIMIT_MIB;

const HELP: &str = "\
usage: mancala tables [--variant oware|ayoayo] [--seeds N]

Builds the endgame tables of the game (default Oware) for every board of up to
N seeds (default 12) by retrograde analysis. First states the memory they will
take (two bytes a board); tables of more than 64 MiB (above 16 seeds) are
refused. Then reports, layer by layer, the boards, how many have a proven exact
value, the mean gap between the proven bounds of the others, and the time
taken; then the total time and memory.";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut seeds = DEFAULT_SEEDS;
    let mut variant = Variant::Oware;
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long("variant") => {
                variant = args.value()?.string()?.parse().map_err(Failure::usage)?
            }
            Arg::Long("seeds") => seeds = seeds_value(args)?,
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    println!("building {}", describe_tables(variant, seeds));
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

/// The tables of up to `seeds` seeds in words: "tables of oware up to 12
/// seeds (2704156 boards, 5.2 MiB)".
pub fn describe_tables(variant: Variant, seeds: usize) -> String {
    format!(
        "tables of {variant} up to {seeds} seeds ({} boards, {:.1} MiB)",
        EndgameTables::boards_up_to(seeds),
        EndgameTables::bytes_up_to(seeds) as f64 / f64::from(1 << 20)
    )
}

/// The value of a seed-count option (`--seeds`, `--table-seeds`), read
/// by [`parse_seeds`].
pub fn seeds_value(args: &mut Parser) -> Result<usize, Failure> {
    parse_seeds(&args.value()?.string()?).map_err(Failure::usage)
}

/// A seed count for the tables: from 0 (none) to [`EndgameTables::max_seeds_within_limit`], whose
/// tables fit in [`MAX_TABLE_MIB`]. A larger count is refused with the
/// memory it would take.
pub fn parse_seeds(text: &str) -> Result<usize, String> {
    let max = EndgameTables::max_seeds_within_limit();
    let seeds: usize = text.parse().map_err(|_| {
        format!(
            "the tables' seed count is a number from 0 to {max}, not {}",
            quote_input(text)
        )
    })?;
    if seeds > EndgameTables::MAX_SEEDS {
        return Err(format!(
            "the tables cover at most {max} seeds ({MAX_TABLE_MIB} MiB), not {seeds}"
        ));
    }
    if seeds > max {
        return Err(format!(
            "tables of up to {seeds} seeds need {:.1} MiB ({} boards, two bytes each), \
             more than the limit of {MAX_TABLE_MIB} MiB: at most {max} seeds",
            EndgameTables::bytes_up_to(seeds) as f64 / f64::from(1 << 20),
            EndgameTables::boards_up_to(seeds),
        ));
    }
    Ok(seeds)
}
