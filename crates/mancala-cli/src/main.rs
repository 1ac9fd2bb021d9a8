//! `mancala`: the command-line face of the rules engine, and the project's
//! scriptable test interface.
//!
//! Every failure is a message on stderr and exit status 2; nothing panics on
//! bad input. Rule ids (O4, Y7, …) refer to `docs/rules.md` in the
//! repository.

mod background;
mod bench;
mod bench_endgames;
mod bench_live;
mod book;
mod command_line;
mod duels;
mod endgame;
mod failure;
mod game_options;
mod input;
mod live;
mod perft;
mod perft_yardstick;
mod play;
mod player;
mod puzzles;
mod quote;
mod random_play;
mod replay;
mod serve;
mod sprt;
mod time_use;
mod tune;
mod uci;

use std::io::Write;
use std::process::ExitCode;

use failure::Failure;
use quote::{printable, quote_input};

const USAGE: &str = "\
usage: mancala <command> [options]

commands:
  replay   replay moves and print every position (--json for JSON lines)
  perft    count the game tree to a depth
  play     play a game in the terminal, two people or one against the engine
  bench    measure the rules' and engine's speed, time use and endgame moves
  match    play engines against each other and report the score
  tables   build the endgame tables and report what they hold
  puzzles  find puzzles in engine self-play games (JSON)
  tune     tune the evaluation on positions from self-play
  book     build, show or probe an opening book
  uci      speak the engine protocol of the Aualé GUI on standard input/output
  serve    serve the site and live play (WebSockets, games kept in SQLite)
  live     play live through a server, at the terminal or with the engine

options shared by replay, perft and play:
  --variant oware|ayoayo   the game (default oware)
  --grand-slam-wins        Oware: a grand slam that reaches a majority wins (O4)
  --from POSITION          start from a position text, e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S

run 'mancala <command> --help' for the command's own options";

fn main() -> ExitCode {
    quiet_panics();
    let mut args = lexopt::Parser::from_env();
    let result = match args.next() {
        Ok(Some(lexopt::Arg::Value(command))) => match command.to_string_lossy().as_ref() {
            "replay" => replay::run(args),
            "perft" => perft::run(args),
            "play" => play::run(args),
            "bench" => bench::run(args),
            "uci" => uci::run(args),
            "match" => duels::run(args),
            "tables" => endgame::run(args),
            "puzzles" => puzzles::run(args),
            "tune" => tune::run(args),
            "book" => book::run(args),
            "serve" => serve::run(args),
            "live" => live::run(args),
            other => Err(Failure::usage(format_args!(
                "unknown command {}",
                quote_input(other)
            ))),
        },
        Ok(Some(lexopt::Arg::Long("help") | lexopt::Arg::Short('h'))) => Err(Failure::help(USAGE)),
        Ok(_) => Err(Failure::usage("expected a command")),
        Err(error) => Err(error.into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(),
    }
}

/// Replaces Rust's panic report (a message and maybe a backtrace) with one
/// line. Output that cannot be written (`println!` panics) is the user's
/// failure, not ours: if the reader closed the pipe (`mancala perft 12 |
/// head`), the process just ends, as other command-line tools do; on any
/// other error (a full disk, `> /dev/full`) it says why and exits with
/// status 2.
fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("unknown");
        // Written, not `eprintln!`ed: a panic here, with stderr unwritable
        // too, would abort the process.
        let mut stderr = std::io::stderr();
        if let Some(reason) = message.strip_prefix("failed printing to stdout: ") {
            if reason.contains("Broken pipe") {
                std::process::exit(0);
            }
            let _ = writeln!(stderr, "mancala: cannot write the output: {reason}");
            std::process::exit(2);
        }
        let _ = writeln!(stderr, "mancala: internal error: {}", printable(message));
    }));
}
