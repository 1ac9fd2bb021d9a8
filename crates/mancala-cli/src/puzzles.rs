//! `mancala puzzles`: puzzles from the engine's self-play games.

use std::collections::HashSet;
use std::io::Write;
use std::time::Instant;

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo::{Game, Pit, Position, Rules, Variant};
use oware_ayoayo_engine::{
    find_puzzle, Limits, Puzzle, PuzzleSearch, Searcher, StdClock, PUZZLE_TABLE_BITS,
};
use serde::Serialize;

use crate::command_line::{self, Taken};
use crate::failure::Failure;
use crate::random_play::random_opening;

const HELP: &str = "\
usage: mancala puzzles --count N --seed S [--variant oware|ayoayo] [--out FILE]

Plays engine games from random openings (the seed chooses them; each move a
search of 20,000 nodes) and keeps the positions where the side to move has one
first move at least 2 seeds better than any other, found at depth 6 and still
so at depth 10, on a line that gains at least 2 seeds (every move of the
solver on it being such a move), in games not yet decided with at least 8
seeds on the board, a puzzle at most every 4 plies. Each puzzle's difficulty is the smallest
depth at which its first move is the unique best by that margin; no
difficulty fills more than a third of the puzzles. The same seed gives the
same puzzles.

Writes JSON to standard output, or to FILE; a FILE ending in .js gets it as
the default export of an ES module (the form the page imports).";

/// The nodes of each self-play move: quick, and the same on any machine.
const PLAY_NODES: u64 = 20_000;
/// Random plies before the engine takes over, at least and at most.
const OPENING_PLIES: std::ops::RangeInclusive<usize> = 2..=10;
/// Plies after which a self-play game is abandoned.
const LONGEST_GAME: usize = 300;
/// Plies of a game passed over after one of its positions made a puzzle,
/// so that the next puzzle is not the same one a move later.
const PLIES_BETWEEN_PUZZLES: usize = 4;
/// The fewest seeds on the board of a puzzle: fewer make trivial endings.
const FEWEST_SEEDS_ON_BOARD: u32 = 8;
/// Self-play games per puzzle asked for after which the search gives up
/// (the shipped files needed under 2).
const MOST_GAMES_PER_PUZZLE: usize = 100;

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let (mut variant, mut count, mut seed, mut out) = (Variant::Oware, None, None, None);
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long("variant") => {
                variant = args.value()?.string()?.parse().map_err(Failure::usage)?
            }
            Arg::Long("count") => count = Some(whole_number("--count", &args.value()?.string()?)?),
            Arg::Long("seed") => seed = Some(whole_number("--seed", &args.value()?.string()?)?),
            Arg::Long("out") => out = Some(args.value()?.string()?),
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let count = count.ok_or_else(|| Failure::usage("puzzles needs --count N"))?;
    let seed = seed.ok_or_else(|| Failure::usage("puzzles needs --seed S"))?;
    if count == 0 {
        return Err(Failure::usage("--count must be at least 1"));
    }
    let rules = match variant {
        Variant::Oware => Rules::OWARE,
        Variant::Ayoayo => Rules::AYOAYO,
    };
    // The puzzles are written to FILE.partial, opened first (so that a
    // wrong path fails at once rather than after the minutes of the
    // search), and renamed to FILE once complete: a run that fails or is
    // cut short leaves FILE as it was (and FILE.partial behind it).
    let file = match &out {
        Some(path) => Some(
            std::fs::File::create(partial(path))
                .map_err(|e| Failure::new(format_args!("cannot write {path}: {e}")))?,
        ),
        None => None,
    };
    let settings = PuzzleSearch::SHIPPED;
    let puzzles = generate(rules, count, seed, &settings)?;
    let json = puzzle_file(variant, seed, &settings, &puzzles);
    match (file, out) {
        (Some(mut file), Some(path)) => {
            let text = if path.ends_with(".js") {
                format!("// mancala puzzles --variant {variant} --count {count} --seed {seed} (see README.md, \"Puzzles\")\nexport default {json};\n")
            } else {
                format!("{json}\n")
            };
            file.write_all(text.as_bytes())
                .and_then(|()| std::fs::rename(partial(&path), &path))
                .map_err(|e| Failure::new(format_args!("cannot write {path}: {e}")))?;
        }
        _ => println!("{json}"),
    }
    Ok(())
}

/// Where the puzzles for `path` are written until they are complete.
fn partial(path: &str) -> String {
    format!("{path}.partial")
}

/// The value of option `name`, a whole number.
fn whole_number<T: std::str::FromStr>(name: &str, text: &str) -> Result<T, Failure> {
    command_line::number(
        text,
        |_| true,
        format_args!("{name} expects a whole number"),
    )
}

/// `count` puzzles from self-play games seeded by `seed`, in the order found.
fn generate(
    rules: Rules,
    count: usize,
    seed: u64,
    settings: &PuzzleSearch,
) -> Result<Vec<Puzzle>, Failure> {
    let started = Instant::now();
    let clock = StdClock::new();
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut player = Searcher::new(18);
    let mut solver = Searcher::new(PUZZLE_TABLE_BITS);
    let most_at_one_depth = count.div_ceil(3);
    let mut per_depth = vec![0; settings.find_depth as usize + 1];
    let mut seen = HashSet::new();
    let mut puzzles = Vec::new();
    let mut games = 0;
    while puzzles.len() < count {
        if games == count.saturating_mul(MOST_GAMES_PER_PUZZLE) {
            return Err(Failure::new(format_args!(
                "found only {} of {count} puzzles in {games} games",
                puzzles.len()
            )));
        }
        games += 1;
        player.clear();
        let plies = rng.usize(OPENING_PLIES);
        let mut game = random_opening(Game::new(rules), plies, &mut rng);
        let mut next_candidate = 0;
        while game.outcome().is_none() && game.plies().len() < LONGEST_GAME {
            let position = *game.position();
            if game.plies().len() >= next_candidate
                && worth_a_puzzle(&position)
                && seen.insert(position.key())
            {
                if let Some(puzzle) = find_puzzle(&mut solver, &position, settings, &clock) {
                    let depth = puzzle.depth as usize;
                    if per_depth[depth] < most_at_one_depth && puzzles.len() < count {
                        per_depth[depth] += 1;
                        next_candidate = game.plies().len() + PLIES_BETWEEN_PUZZLES;
                        puzzles.push(puzzle);
                        eprintln!(
                            "puzzle {}/{count}: depth {depth}, after {games} games, {:.0} s",
                            puzzles.len(),
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
            }
            let result = player.search(&game, Limits::nodes(PLAY_NODES), &clock, None);
            let Some(pit) = result.best else { break };
            game.play(pit).expect("the engine plays a legal move");
        }
    }
    Ok(puzzles)
}

/// Whether `position` may make a puzzle: the game is not decided yet (no
/// store holds a majority) and enough seeds are left to play with.
fn worth_a_puzzle(position: &Position) -> bool {
    let on_board: u32 = position.pits().iter().map(|&seeds| u32::from(seeds)).sum();
    position.majority_holder().is_none() && on_board >= FEWEST_SEEDS_ON_BOARD
}

/// The file of puzzles: its settings, then one puzzle a line.
fn puzzle_file(variant: Variant, seed: u64, settings: &PuzzleSearch, puzzles: &[Puzzle]) -> String {
    let lines: Vec<String> = puzzles
        .iter()
        .map(|puzzle| {
            serde_json::to_string(&PuzzleEntry::from(puzzle)).expect("a puzzle always serializes")
        })
        .collect();
    format!(
        "{{\"variant\":\"{variant}\",\"seed\":{seed},\"marginSeeds\":{},\"findDepth\":{},\"verifyDepth\":{},\"puzzles\":[\n{}\n]}}",
        settings.margin / 100,
        settings.find_depth,
        settings.verify_depth,
        lines.join(",\n")
    )
}

/// One puzzle as the page reads it.
#[derive(Serialize)]
struct PuzzleEntry {
    /// The position text.
    position: String,
    /// The solution's moves, pit letters run together.
    line: String,
    gain: i32,
    depth: u32,
    /// For each move of the solver, its wrong moves: the pit, the reply (or
    /// `-` when the game ends) and the seeds lost, e.g. `Ab3 Cd2`.
    refutations: Vec<String>,
}

impl From<&Puzzle> for PuzzleEntry {
    fn from(puzzle: &Puzzle) -> PuzzleEntry {
        PuzzleEntry {
            position: position_text(&puzzle.start),
            line: puzzle.line.iter().map(|pit| pit.letter()).collect(),
            gain: puzzle.gain,
            depth: puzzle.depth,
            refutations: puzzle
                .refutations
                .iter()
                .map(|step| {
                    step.iter()
                        .map(|wrong| {
                            let reply = wrong.reply.map_or('-', Pit::letter);
                            format!("{}{reply}{}", wrong.pit.letter(), wrong.loss)
                        })
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect(),
        }
    }
}

fn position_text(position: &Position) -> String {
    position.setup().to_string()
}
