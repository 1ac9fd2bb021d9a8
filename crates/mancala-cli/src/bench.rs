//! `mancala bench`: the speed of the rules and of the engine's search,
//! measured side by side in one run; `bench time` and `bench endgames`
//! (their own modules) measure the engine's use of its time and its
//! endgame moves.

use std::time::{Duration, Instant};

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo::{perft_counts, Game, Position, Rules, Sowing, Variant};
use oware_ayoayo_engine::{Limits, Searcher, StdClock};

use crate::bench_endgames;
use crate::failure::Failure;
use crate::perft::parse_depth;
use crate::quote::quote_input;
use crate::random_play::{random_move, random_opening};
use crate::time_use;

const HELP: &str = "\
usage: mancala bench [rules|search] [--seconds S] [--oware-depth D] [--ayoayo-depth D]
                    [--variant oware|ayoayo]
       mancala bench time [--movetime MS[,MS...]] [--positions N] [--engine COMMAND]...
       mancala bench endgames [--table-seeds N]

rules: perft from the start (nodes per second, every node played with the
repetition rule honoured), random games per second through Game (traces and
history included), and Ayoayo's relay lengths and endless-relay (Y7) detection
cost over those random games. Defaults: 2 seconds of playouts per game, perft
depth 10 for Oware and 9 for Ayoayo.
search: the engine's nodes per second and the depth it reaches in S seconds
(default 1) from the start and from eight positions after random openings;
with --depth D, a search of D plies of each instead, and with --json one JSON
line per position (variant, position, moves, depth, nodes, ms), for comparing
with the same searches in the browser.
Without a section name, both run; with --variant, only that game's searches.
time: the share of `go movetime` engines use (see mancala bench time --help).
endgames: the engine's moves against the exact values of repetition endgames
(see mancala bench endgames --help).";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut seconds = None;
    let mut oware_depth = 10;
    let mut ayoayo_depth = 9;
    let (mut rules_section, mut search_section) = (true, true);
    let (mut search_depth, mut json) = (None, false);
    let mut variants = vec![Variant::Oware, Variant::Ayoayo];
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Value(section) if section == "rules" => search_section = false,
            Arg::Value(section) if section == "search" => rules_section = false,
            Arg::Value(section) if section == "time" => return time_use::run(args),
            Arg::Value(section) if section == "endgames" => return bench_endgames::run(args),
            Arg::Long("seconds") => seconds = Some(parse_seconds(&args.value()?.string()?)?),
            Arg::Long("oware-depth") => oware_depth = parse_depth(&args.value()?.string()?)?,
            Arg::Long("ayoayo-depth") => ayoayo_depth = parse_depth(&args.value()?.string()?)?,
            Arg::Long("depth") => search_depth = Some(args.value()?.parse::<u32>()?),
            Arg::Long("json") => json = true,
            Arg::Long("variant") => {
                variants = vec![args.value()?.string()?.parse().map_err(Failure::usage)?]
            }
            Arg::Long("help") | Arg::Short('h') => {
                println!("{HELP}");
                return Ok(());
            }
            _ => return Err(arg.unexpected().into()),
        }
    }
    if rules_section {
        bench_rules(
            Duration::from_secs_f64(seconds.unwrap_or(2.0)),
            oware_depth,
            ayoayo_depth,
        );
    }
    if search_section {
        let limits = match search_depth {
            Some(depth) => Limits::depth(depth),
            None => Limits::time_ms((seconds.unwrap_or(1.0) * 1000.0) as u64),
        };
        bench_search(limits, json, &variants);
    }
    Ok(())
}

/// A time budget: a positive number of seconds, up to a day.
fn parse_seconds(text: &str) -> Result<f64, Failure> {
    text.parse::<f64>()
        .ok()
        .filter(|seconds| *seconds > 0.0 && *seconds <= 86_400.0)
        .ok_or_else(|| {
            Failure::usage(format_args!(
                "--seconds is a number of seconds above 0 and up to 86400, not {}",
                quote_input(text)
            ))
        })
}

/// Perft, random games and relay statistics.
fn bench_rules(budget: Duration, oware_depth: usize, ayoayo_depth: usize) {
    for (rules, depth) in [(Rules::OWARE, oware_depth), (Rules::AYOAYO, ayoayo_depth)] {
        let variant = rules.variant();
        let clock = Instant::now();
        let nodes: u64 = perft_counts(&Position::new(rules), depth).iter().sum();
        let elapsed = clock.elapsed().as_secs_f64();
        println!(
            "perft {variant} depth {depth}: {nodes} nodes in {elapsed:.2} s, {:.1} M nodes/s",
            nodes as f64 / elapsed / 1e6
        );
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
