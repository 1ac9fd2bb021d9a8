//! `mancala bench endgames`: the engine on the repetition endgames of
//! `crates/oware-ayoayo-engine/tests/data/repetition-endgames.txt`, whose moves'
//! values are known exactly (see `crates/oware-ayoayo-engine/tests/repetition_endgames.rs`).

use std::sync::Arc;

use lexopt::{Arg, Parser};
use oware_ayoayo::notation::parse_moves;
use oware_ayoayo::{Game, Pit, Position, Rules, Setup, Variant};
use oware_ayoayo_engine::{EndgameTables, Limits, Searcher, StdClock};

use crate::command_line::{self, Taken};
use crate::endgame;
use crate::failure::Failure;

const SUITE: &str = include_str!("../../oware-ayoayo-engine/tests/data/repetition-endgames.txt");

const HELP: &str = "\
usage: mancala bench endgames [--table-seeds N]

Searches each position of the repetition-endgame suite (Oware positions with
few seeds, every move's final margin known exactly) at 100 ms a move and at
1,000, 10,000, 100,000 and 1,000,000 nodes, with endgame tables of up to N seeds
(default 12; 0 for none), and reports how often the engine plays a best move,
the seeds of final margin its moves lose against the best (at least: some
moves' values are only bounded), and how many wins or draws they give away.";

/// One position of the suite: the game since its last capture, the value
/// of its best moves and the most each move is worth.
struct Entry {
    game: Game,
    best: i32,
    values: Vec<(Pit, i32)>,
}

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut table_seeds = endgame::DEFAULT_SEEDS;
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long("table-seeds") => table_seeds = endgame::seeds_value(args)?,
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let suite = parse_suite()?;
    let tables =
        (table_seeds > 0).then(|| Arc::new(EndgameTables::build(Variant::Oware, table_seeds)));
    let limits = [
        ("100 ms", Limits::time_ms(100)),
        ("1k nodes", Limits::nodes(1_000)),
        ("10k nodes", Limits::nodes(10_000)),
        ("100k nodes", Limits::nodes(100_000)),
        ("1M nodes", Limits::nodes(1_000_000)),
    ];
    for (name, limits) in limits {
        let (mut solved, mut seeds_lost, mut results_lost) = (0, 0, 0);
        for entry in &suite {
            let mut searcher = Searcher::new(20);
            if let Some(tables) = &tables {
                searcher.use_endgame_tables(Arc::clone(tables));
            }
            let result = searcher.search(&entry.game, limits, &StdClock::new(), None);
            let played = result
                .best
                .and_then(|pit| entry.values.iter().find(|&&(move_pit, _)| move_pit == pit))
                .map_or(i32::MIN / 2, |&(_, value)| value);
            solved += usize::from(played == entry.best);
            seeds_lost += entry.best - played;
            results_lost += usize::from(played.signum() < entry.best.signum());
        }
        println!(
            "endgames at {name}, tables of {table_seeds} seeds: best move in {solved} of {}, {seeds_lost} seeds lost at least, {results_lost} wins or draws given away",
            suite.len()
        );
    }
    Ok(())
}

fn parse_suite() -> Result<Vec<Entry>, Failure> {
    SUITE
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(index, line)| {
            parse_entry(line).map_err(|why| {
                Failure::usage(format_args!(
                    "repetition-endgames.txt line {}: {why}",
                    index + 1
                ))
            })
        })
        .collect()
}

/// `START MOVES A+3 B<=-1 ...`: a position text, the moves since (`-` for
/// none), and each legal move's value (exact, or at most).
fn parse_entry(line: &str) -> Result<Entry, String> {
    let mut words = line.split_whitespace();
    let (Some(start), Some(moves)) = (words.next(), words.next()) else {
        return Err("expected START MOVES VALUES".into());
    };
    let setup: Setup = start.parse().map_err(|e| format!("{e}"))?;
    let start = Position::from_setup(setup, Rules::OWARE).map_err(|e| format!("{e}"))?;
    let mut game = Game::from_position(start);
    let pits = parse_moves(moves.trim_start_matches('-')).map_err(|e| e.to_string())?;
    for pit in pits {
        game.play(pit).map_err(|e| e.to_string())?;
    }
    let values = words
        .map(|word| {
            let mut letters = word.chars();
            let pit = letters.next().and_then(Pit::from_letter);
            let text = letters.as_str();
            let value = text.strip_prefix("<=").unwrap_or(text).parse().ok();
            pit.zip(value)
                .ok_or_else(|| format!("bad move value '{word}'"))
        })
        .collect::<Result<Vec<(Pit, i32)>, String>>()?;
    let best = values
        .iter()
        .map(|&(_, value)| value)
        .max()
        .ok_or("no move values")?;
    Ok(Entry { game, best, values })
}
