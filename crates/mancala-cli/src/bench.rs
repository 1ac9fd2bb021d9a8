//! `mancala bench`: the speed of the rules and of the engine's search,
//! measured side by side in one run; `bench time` and `bench endgames`
//! (their own modules) measure the engine's use of its time and its
//! endgame moves.

use std::time::{Duration, Instant};

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo::{perft_counts, Game, Position, Rules, Sowing, Variant};
use oware_ayoayo_engine::{Limits, Searcher, StdClock};

use crate::bench_endgames;
use crate::bench_live;
use crate::command_line::{self, Taken};
use crate::failure::Failure;
use crate::perft::parse_depth;
use crate::perft_yardstick;
use crate::random_play::{random_move, random_opening};
use crate::time_use;

const HELP: &str = "\
usage: mancala bench [rules|search] [--seconds S] [--oware-depth D] [--ayoayo-depth D]
                    [--perft-rounds N] [--max-perft-ratio R] [--variant oware|ayoayo]
       mancala bench time [--movetime MS[,MS...]] [--positions N] [--engine COMMAND]...
       mancala bench endgames [--table-seeds N]
       mancala bench live [--games N] [--seconds S] [--ramp GAMES_PER_SECOND]

rules: perft from the start against its yardstick, the plainest copy-make
perft on the rules' public API, which counts the last ply's moves without
playing them (the counts must agree): N rounds of each (default 7),
alternating, their median times and the ratio of perft's to the yardstick's;
with --max-perft-ratio, a ratio above R fails the run once every section has
run. Then random games per second through Game (traces and history included),
and Ayoayo's relay lengths and endless-relay (Y7) detection cost over those
random games. Defaults: 2 seconds of playouts per game, perft depth 10 for
Oware and 9 for Ayoayo.
search: the engine's nodes per second and the depth it reaches in S seconds
(default 1) from the start and from eight positions after random openings;
with --depth D, a search of D plies of each instead, and with --json one JSON
line per position (variant, position, moves, depth, nodes, ms), for comparing
with the same searches in the browser.
Without a section name, both run; with --variant, only that game's searches.
time: the share of `go movetime` engines use (see mancala bench time --help).
endgames: the engine's moves against the exact values of repetition endgames
(see mancala bench endgames --help).
live: many live games at once against one server on 127.0.0.1, the time a
move takes to reach the opponent and the server's memory (see mancala bench
live --help).";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut seconds = None;
    let mut oware_depth = 10;
    let mut ayoayo_depth = 9;
    let mut perft_rounds = 7;
    let mut max_perft_ratio = None;
    let (mut rules_section, mut search_section) = (true, true);
    let (mut search_depth, mut json) = (None, false);
    let mut variants = vec![Variant::Oware, Variant::Ayoayo];
    // `bench time` and `bench endgames`: the command that reads the rest.
    let mut section_command: Option<fn(Parser) -> Result<(), Failure>> = None;
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Value(section) if section == "rules" => search_section = false,
            Arg::Value(section) if section == "search" => rules_section = false,
            Arg::Value(section) if section == "time" => {
                section_command = Some(time_use::run);
                return Ok(Taken::Rest);
            }
            Arg::Value(section) if section == "endgames" => {
                section_command = Some(bench_endgames::run);
                return Ok(Taken::Rest);
            }
            Arg::Value(section) if section == "live" => {
                section_command = Some(bench_live::run);
                return Ok(Taken::Rest);
            }
            Arg::Long("seconds") => seconds = Some(parse_seconds(&args.value()?.string()?)?),
            Arg::Long("oware-depth") => oware_depth = parse_depth(&args.value()?.string()?)?,
            Arg::Long("ayoayo-depth") => ayoayo_depth = parse_depth(&args.value()?.string()?)?,
            Arg::Long("perft-rounds") => perft_rounds = parse_rounds(&args.value()?.string()?)?,
            Arg::Long("max-perft-ratio") => {
                max_perft_ratio = Some(parse_ratio(&args.value()?.string()?)?)
            }
            Arg::Long("depth") => search_depth = Some(args.value()?.parse::<u32>()?),
            Arg::Long("json") => json = true,
            Arg::Long("variant") => {
                variants = vec![args.value()?.string()?.parse().map_err(Failure::usage)?]
            }
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    if let Some(section_command) = section_command {
        return section_command(args);
    }
    let mut perft_ratios = Vec::new();
    if rules_section {
        perft_ratios = bench_rules(
            Duration::from_secs_f64(seconds.unwrap_or(2.0)),
            [(Rules::OWARE, oware_depth), (Rules::AYOAYO, ayoayo_depth)],
            perft_rounds,
        )?;
    }
    if search_section {
        let limits = match search_depth {
            Some(depth) => Limits::depth(depth),
            None => Limits::time_ms((seconds.unwrap_or(1.0) * 1000.0) as u64),
        };
        bench_search(limits, json, &variants);
    }
    if let Some(max) = max_perft_ratio {
        let too_slow: Vec<String> = perft_ratios
            .iter()
            .filter(|(_, ratio)| *ratio > max)
            .map(|(variant, ratio)| format!("{variant} {ratio:.2}"))
            .collect();
        if !too_slow.is_empty() {
            return Err(Failure::new(format_args!(
                "perft took more than {max} times as long as its yardstick: {}",
                too_slow.join(", ")
            )));
        }
    }
    Ok(())
}

/// A time budget: a positive number of seconds, up to a day.
fn parse_seconds(text: &str) -> Result<f64, Failure> {
    let wanted = "--seconds is a number of seconds above 0 and up to 86400";
    command_line::number(
        text,
        |&seconds| seconds > 0.0 && seconds <= 86_400.0,
        wanted,
    )
}

/// How many times each perft is timed: 1 to 1000.
fn parse_rounds(text: &str) -> Result<usize, Failure> {
    let wanted = "--perft-rounds is a number from 1 to 1000";
    command_line::number(text, |rounds| (1..=1000).contains(rounds), wanted)
}

/// The most perft may take, as a multiple of its yardstick's time: a
/// number of 1 or more.
fn parse_ratio(text: &str) -> Result<f64, Failure> {
    let wanted = "--max-perft-ratio is a number of 1 or more";
    command_line::number(
        text,
        |ratio: &f64| *ratio >= 1.0 && ratio.is_finite(),
        wanted,
    )
}

/// Perft against its yardstick, random games and relay statistics. Returns
/// each game's ratio of perft's time to the yardstick's.
fn bench_rules(
    budget: Duration,
    perfts: [(Rules, usize); 2],
    rounds: usize,
) -> Result<Vec<(Variant, f64)>, Failure> {
    let mut ratios = Vec::new();
    for (rules, depth) in perfts {
        let variant = rules.variant();
        let (nodes, [perft, yardstick]) = time_perft(&Position::new(rules), depth, rounds)?;
        let ratio = perft / yardstick;
        println!(
            "perft {variant} depth {depth}: {nodes} nodes in {perft:.3} s, {:.1} M nodes/s; \
             yardstick {yardstick:.3} s; ratio {ratio:.2} (medians of {rounds} rounds each, alternating)",
            nodes as f64 / perft / 1e6,
        );
        ratios.push((variant, ratio));
    }
    for rules in [Rules::OWARE, Rules::AYOAYO] {
        let stats = random_games(rules, budget);
        println!(
            "random games {}: {:.0} games/s, {:.1} plies/game",
            rules.variant(),
            stats.games as f64 / stats.elapsed.as_secs_f64(),
            stats.plies as f64 / stats.games as f64
        );
        if rules == Rules::AYOAYO {
            println!(
                "ayoayo relays: longest finite {} laps; {} endless moves met, detected after at most {} laps, {:.2} µs each on average",
                stats.longest_relay,
                stats.endless,
                stats.longest_detection,
                stats.detection_time.as_secs_f64() * 1e6 / stats.endless.max(1) as f64
            );
        }
    }
    Ok(ratios)
}

/// Perft and its yardstick from `start` to `depth`, `rounds` times each,
/// alternating (which goes first alternates too), so that both meet the
/// same load on the machine. Returns the nodes counted and the median
/// times in seconds, perft's first; fails if the counts differ.
fn time_perft(start: &Position, depth: usize, rounds: usize) -> Result<(u64, [f64; 2]), Failure> {
    let walks: [fn(&Position, usize) -> Vec<u64>; 2] =
        [perft_counts, perft_yardstick::perft_counts];
    let mut times = [Vec::new(), Vec::new()];
    let mut counts = [Vec::new(), Vec::new()];
    for round in 0..rounds {
        for turn in 0..2 {
            let walk = (round + turn) % 2;
            let clock = Instant::now();
            counts[walk] = walks[walk](start, depth);
            times[walk].push(clock.elapsed().as_secs_f64());
        }
    }
    if counts[0] != counts[1] {
        return Err(Failure::new(format_args!(
            "perft counts {:?} from {start}, its yardstick {:?}",
            counts[0], counts[1]
        )));
    }
    Ok((
        counts[0].iter().sum(),
        times.map(|mut times| median(&mut times)),
    ))
}

/// The middle of `values` (the mean of the two middle ones for an even
/// count); `values` must not be empty.
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    if values.len().is_multiple_of(2) {
        (values[middle - 1] + values[middle]) / 2.0
    } else {
        values[middle]
    }
}

/// Games to search: the start and eight random openings of 6 to 29 plies,
/// the same on every run.
fn bench_games(rules: Rules) -> Vec<Game> {
    let mut rng = fastrand::Rng::with_seed(7);
    let mut games = vec![Game::new(rules)];
    while games.len() < 9 {
        let plies = rng.usize(6..30);
        let game = random_opening(Game::new(rules), plies, &mut rng);
        if game.outcome().is_none() {
            games.push(game);
        }
    }
    games
}

/// The engine's speed and depth within `limits` on each bench game.
fn bench_search(limits: Limits, json: bool, variants: &[Variant]) {
    for rules in variants.iter().map(|&variant| Rules::from(variant)) {
        let (mut nodes, mut seconds, mut depths) = (0, 0.0, Vec::new());
        for game in bench_games(rules) {
            let mut searcher = Searcher::new(20);
            let clock = StdClock::new();
            let result = searcher.search(&game, limits, &clock, None);
            let ms = clock.elapsed_ms();
            if json {
                let line = serde_json::json!({
                    "variant": rules.variant().name(),
                    "position": game.position().to_string(),
                    "moves": game.moves().map(|p| p.letter()).collect::<String>(),
                    "depth": result.depth,
                    "nodes": result.nodes,
                    "ms": ms,
                });
                println!("{line}");
            }
            nodes += result.nodes;
            seconds += ms / 1000.0;
            depths.push(result.depth);
        }
        if !json {
            println!(
                "search {}: {:.1} M nodes/s over 9 positions; depths {depths:?} (the first from the start)",
                rules.variant(),
                nodes as f64 / seconds / 1e6,
            );
        }
    }
}

#[derive(Default)]
struct PlayoutStats {
    games: u64,
    plies: u64,
    elapsed: Duration,
    longest_relay: u32,
    endless: u64,
    longest_detection: u32,
    detection_time: Duration,
}

/// Plays random games through [`Game`] for `budget`; for Ayoayo, also
/// measures the sowing of every pit the mover could lift.
fn random_games(rules: Rules, budget: Duration) -> PlayoutStats {
    let mut rng = fastrand::Rng::with_seed(0x5eed);
    let mut stats = PlayoutStats::default();
    let mut relay_time = Duration::ZERO;
    let clock = Instant::now();
    while clock.elapsed() < budget + relay_time {
        let mut game = Game::new(rules);
        while game.outcome().is_none() {
            if rules == Rules::AYOAYO {
                let probe = Instant::now();
                measure_relays(game.position(), &mut stats);
                relay_time += probe.elapsed();
            }
            let pit = random_move(&game, &mut rng).expect("the game is not over");
            game.play(pit).expect("a legal move plays");
            stats.plies += 1;
        }
        stats.games += 1;
    }
    stats.elapsed = clock.elapsed() - relay_time;
    stats
}

fn measure_relays(position: &Position, stats: &mut PlayoutStats) {
    for &pit in position.turn().pits() {
        let clock = Instant::now();
        match position.sowing(pit) {
            Some(Sowing::Ends { laps }) => stats.longest_relay = stats.longest_relay.max(laps),
            Some(Sowing::Endless { laps_to_detect }) => {
                stats.detection_time += clock.elapsed();
                stats.endless += 1;
                stats.longest_detection = stats.longest_detection.max(laps_to_detect);
            }
            None => {}
        }
    }
}
