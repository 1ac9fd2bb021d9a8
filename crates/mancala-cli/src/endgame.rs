//! Endgame tables for the commands that search: `mancala tables` builds
//! them, reports what they hold and can write them to a folder; the
//! commands that play build small ones at start, within [`MAX_TABLE_MIB`]
//! ([`crate::background`] does it for `uci`, `play` and `match`), or map a
//! folder's larger ones into memory (`uci`'s `EndgamePath`, `match
//! --table-path`).

use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
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
usage: mancala tables [--variant oware|ayoayo] [--seeds N] [--out FOLDER]

Builds the endgame tables of the game (default Oware) for every board of up to
N seeds (default 12, at most 20) by retrograde analysis. First states the
memory they will take (two bytes a board; building the largest layer takes
about 25 bytes a board of it more: 585 MiB at the peak for 17 seeds, about
2.4 GB for 20). Then reports, layer by layer, the boards, how many have a
proven exact value, the mean gap between the proven bounds of the others, and
the time taken; then the total time and memory.
--out writes the tables to FOLDER/GAME.megt (oware.megt, ayoayo.megt), created
if missing: a header (the format's name and version, the game, the layers),
then two bytes a board. `mancala uci` (option EndgamePath) and `mancala match`
(--table-path) map such a file into memory instead of building tables.";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut seeds = DEFAULT_SEEDS;
    let mut variant = Variant::Oware;
    let mut out = None;
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long("variant") => {
                variant = args.value()?.string()?.parse().map_err(Failure::usage)?
            }
            Arg::Long("seeds") => {
                seeds = parse_tables_seeds(&args.value()?.string()?).map_err(Failure::usage)?
            }
            Arg::Long("out") => out = Some(PathBuf::from(args.value()?)),
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
    if let Some(folder) = out {
        let clock = Instant::now();
        let file = write_tables(&tables, &folder)?;
        println!(
            "wrote {} in {:.2} s",
            file.display(),
            clock.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// The endgame tables a command plays with: built at start, up to `seeds`
/// seeds (none for 0), or, when `folder` holds the game's file, mapped
/// from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablesChoice {
    pub seeds: usize,
    pub folder: Option<PathBuf>,
}

impl TablesChoice {
    /// Tables built at start, of up to `seeds` seeds.
    pub fn built(seeds: usize) -> TablesChoice {
        TablesChoice {
            seeds,
            folder: None,
        }
    }
}

/// The file of `variant`'s tables in `folder`.
pub fn tables_file(folder: &Path, variant: Variant) -> PathBuf {
    folder.join(format!("{variant}.megt"))
}

/// Writes `tables` to their file in `folder` (created if missing) by way of
/// a temporary file, so that a file of that name is always whole.
fn write_tables(tables: &EndgameTables, folder: &Path) -> Result<PathBuf, Failure> {
    let file = tables_file(folder, tables.variant());
    let partial = file.with_extension("megt.partial");
    let write_partial = || {
        let mut out = BufWriter::new(File::create(&partial)?);
        tables.write_to(&mut out)?;
        out.into_inner()?.sync_all()
    };
    std::fs::create_dir_all(folder)
        .and_then(|()| write_partial())
        .and_then(|()| std::fs::rename(&partial, &file))
        .map_err(|e| Failure::new(format_args!("cannot write {}: {e}", file.display())))?;
    Ok(file)
}

/// Maps `variant`'s tables file in `folder` into memory and checks every
/// entry, which reads the file once; its pages are then shared by every
/// process that maps it and stay in the page cache as the system allows.
pub fn map_tables(folder: &Path, variant: Variant) -> Result<EndgameTables, String> {
    let path = tables_file(folder, variant);
    let cannot = |why: &dyn std::fmt::Display| format!("cannot use {}: {why}", path.display());
    let file = File::open(&path).map_err(|e| cannot(&e))?;
    // SAFETY: the map is only read. A file changed or cut short while
    // mapped is the one thing Rust cannot check here: its bytes would change
    // under the tables (or a read past its new end would stop the process).
    // Files written by `mancala tables --out` are replaced whole, by rename,
    // which leaves a mapped file as it was.
    #[allow(unsafe_code)]
    let map = unsafe { memmap2::Mmap::map(&file) }.map_err(|e| cannot(&e))?;
    let tables = EndgameTables::read_in_place(map).map_err(|e| cannot(&e))?;
    if tables.variant() != variant {
        return Err(cannot(&format_args!(
            "the tables are {}'s",
            tables.variant()
        )));
    }
    Ok(tables)
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
    let seeds = parse_count(text, max)?;
    if seeds > EndgameTables::MAX_SEEDS {
        return Err(format!(
            "the tables cover at most {max} seeds ({MAX_TABLE_MIB} MiB), not {seeds}"
        ));
    }
    if seeds > max {
        return Err(format!(
            "tables of up to {seeds} seeds need {:.1} MiB ({} boards, two bytes each), \
             more than the limit of {MAX_TABLE_MIB} MiB for tables built at start: at most \
             {max} seeds (larger ones are mapped from the file `mancala tables --out` writes)",
            EndgameTables::bytes_up_to(seeds) as f64 / f64::from(1 << 20),
            EndgameTables::boards_up_to(seeds),
        ));
    }
    Ok(seeds)
}

/// The seed count `mancala tables` builds: up to [`EndgameTables::MAX_SEEDS`].
fn parse_tables_seeds(text: &str) -> Result<usize, String> {
    let max = EndgameTables::MAX_SEEDS;
    let seeds = parse_count(text, max)?;
    if seeds > max {
        return Err(format!("the tables cover at most {max} seeds, not {seeds}"));
    }
    Ok(seeds)
}

/// A number of seeds; `max` is named in the error.
fn parse_count(text: &str, max: usize) -> Result<usize, String> {
    text.parse().map_err(|_| {
        format!(
            "the tables' seed count is a number from 0 to {max}, not {}",
            quote_input(text)
        )
    })
}
