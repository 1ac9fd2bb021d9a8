//! `mancala bench time`: how much of `go movetime T` engines use, measured
//! side by side in one run, as a GUI sees it: the wall time from sending
//! `go` to receiving `bestmove`.

use std::time::{Duration, Instant};

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo::{Game, Rules};

use crate::command_line::{self, Taken};
use crate::failure::Failure;
use crate::player::UciEngine;
use crate::quote::quote_input;
use crate::random_play::random_opening;

const HELP: &str = "\
usage: mancala bench time [--movetime MS[,MS...]] [--positions N] [--seed S]
                          [--engine COMMAND]...

Sends each engine `go movetime MS` in N Oware positions after random openings
of 0 to 40 plies (default 40 positions, movetimes 100,500,1000, seed 1), the
engines taking turns position by position so that they share the machine's
load alike, and reports the time used as a share of the time given: mean and
maximum, and how many answers came late. The engines (default: this program's
own `mancala uci`) build their endgame tables before the first search.";

/// An engine's answers must come within this, tables built included.
const ENGINE_TIMEOUT: Duration = Duration::from_secs(600);

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let (mut movetimes, mut positions, mut seed) = (vec![100, 500, 1000], 40usize, 1u64);
    let mut commands = Vec::new();
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long("movetime") => movetimes = parse_movetimes(&args.value()?.string()?)?,
            Arg::Long("positions") => positions = args.value()?.parse()?,
            Arg::Long("seed") => seed = args.value()?.parse()?,
            Arg::Long("engine") => commands.push(args.value()?.string()?),
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    if commands.is_empty() {
        let me = std::env::current_exe()
            .map_err(|e| Failure::new(format!("cannot find this program: {e}")))?;
        commands.push(format!("{} uci", me.display()));
    }
    let mut engines = commands
        .iter()
        .map(|command| start_with_tables(command))
        .collect::<Result<Vec<_>, _>>()?;
    let games = varied_positions(positions, seed);
    println!(
        "time used / time given over {} positions (wall time from go to bestmove)",
        games.len()
    );
    for &movetime in &movetimes {
        let go = format!("go movetime {movetime}");
        let mut used = vec![Vec::new(); engines.len()];
        for game in &games {
            for (engine, used) in engines.iter_mut().zip(&mut used) {
                // A new game clears the engine's table: done before timing.
                engine.send("ucinewgame")?;
                engine.send("isready")?;
                engine.wait_for("readyok")?;
                let clock = Instant::now();
                engine.best_move_with(game, &go)?;
                used.push(clock.elapsed().as_secs_f64() * 1000.0 / movetime as f64);
            }
        }
        for (command, used) in commands.iter().zip(&used) {
            let mean = used.iter().sum::<f64>() / used.len().max(1) as f64;
            let max = used.iter().copied().fold(0.0, f64::max);
            let late = used.iter().filter(|share| **share > 1.0).count();
            println!(
                "movetime {movetime:>5} ms  mean {mean:.3}  max {max:.3}  late {late:>3}/{}  {}",
                used.len(),
                quote_input(command)
            );
        }
    }
    Ok(())
}

/// Milliseconds per move, comma-separated, each from 1 to 600000.
fn parse_movetimes(text: &str) -> Result<Vec<u64>, Failure> {
    text.split(',')
        .map(|part| {
            let wanted = "--movetime takes milliseconds from 1 to 600000";
            command_line::number(part, |ms| (1..=600_000).contains(ms), wanted)
        })
        .collect()
}

/// The engine `command` over UCI, once its endgame tables are built. The
/// engine reports them within a search: one of a finished game, which has
/// nothing to search, waits for the report and is stopped.
fn start_with_tables(command: &str) -> Result<UciEngine, Failure> {
    let mut engine = UciEngine::start(command, Rules::OWARE, ENGINE_TIMEOUT)?;
    engine.send("position fen 0-0-0-0-0-0-1-0-0-0-0-0-23-24-N")?;
    engine.send("go infinite")?;
    engine.wait_for("info string endgame ready")?;
    engine.send("stop")?;
    engine.wait_for("bestmove")?;
    Ok(engine)
}

/// `count` unfinished Oware games after random openings of 0 to 40 plies.
fn varied_positions(count: usize, seed: u64) -> Vec<Game> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut games = Vec::with_capacity(count);
    while games.len() < count {
        let plies = rng.usize(0..=40);
        let game = random_opening(Game::new(Rules::OWARE), plies, &mut rng);
        if game.outcome().is_none() {
            games.push(game);
        }
    }
    games
}
