//! `mancala live`: live play from the terminal, against a person or with
//! the engine in the seat, through a `mancala serve` server
//! (docs/live-protocol.md).

mod address;
mod command;
mod connection;
mod engine;
mod seats;
mod session;
mod show;
mod table;

use std::path::PathBuf;

use lexopt::{Arg, Parser, ValueExt};
use mancala_server::protocol::{check_name, ClientMessage, ClockSettings, RulesName, SideChoice};
use oware_ayoayo_engine::Level;

use crate::command_line::{self, number, Taken};
use crate::failure::Failure;
use crate::quote::quote_input;
use engine::Engine;
use seats::Seats;
use session::{Player, Settings};

const HELP: &str = "\
usage: mancala live URL [--name NAME] [--rules oware|oware-grand-slam|ayoayo]
                        [--clock MINUTES+SECONDS|none] [--side south|north|random]
                        [--tokens FILE|none]
       mancala live URL --engine [--level NAME] [--movetime MS] [--rematch] [--games N]

Plays a live game through a server (mancala serve). URL is either the server,
http://HOST:PORT/ (its page; a sub-path is kept) or ws://HOST:PORT/live/v1:
a game is created and its invitation printed (invitation: http://…/#live=ID),
for the opponent to open in a browser or give to 'mancala live'; or it is an
invitation, http://HOST:PORT/#live=ID: its free seat is taken, or, when both
are taken, the game is watched.

  --name NAME     the name the opponent sees (at most 24 characters)
  --rules R       the new game's rules (default oware; oware-grand-slam: a grand
                  slam that reaches a majority wins, O4)
  --clock M+S     the new game's clocks: M minutes each, S seconds added a move
                  (default 5+3; 0.5+0 is 30 seconds; none for no clock)
  --side S        the new game's side for you (default random; south moves first)
  --tokens FILE   where seats are kept between runs (default
                  $XDG_DATA_HOME/mancala/live-tokens.json, or under
                  ~/.local/share); none keeps them in memory only

The board is shown after every move, with both clocks, whose turn it is and
whether the opponent is there. Type a pit letter to move (A-F or a-f: your own
row either way), or resign; draw (offers a draw, or accepts the one offered);
decline; claim (wins a game the opponent left, once the grace period is over);
rematch (after the game: the same settings, sides swapped); board; quit. Lines
are taken in order, one at a time: a move typed before your turn is played
when it comes, and nothing after it is read before; the end of the input is
'quit'. So input may be a script: printf 'C\\nresign\\n' | mancala live URL.
The rules word a move they refuse at once; anything else the server referees,
and its refusals are shown as 'server: …'.

The seat's token is kept, so that a dropped connection is taken up again by
itself (after 0.5 s, then waits doubling to 10 s, until the server answers)
and running the command again on the invitation takes the seat back, even
after 'quit' (meanwhile your clock runs, and past the server's grace period
the opponent may claim the game).

With --engine the engine takes the seat and plays by itself until the game
ends, as 'mancala play' plays: --level beginner, casual, intermediate, strong
or maximum (default strong; the opening book at strong and maximum), thinking
up to --movetime milliseconds a move (default 1000; strong stops at 500) and
never more than its clock can spare. It claims a game its opponent left once
it may. --rematch asks for a rematch after each game, and plays it once the
opponent asks too; --games N stops after N games (implies --rematch).";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut url = None;
    let mut name = None;
    let mut rules = None;
    let mut clock = None;
    let mut side = None;
    let mut tokens = None;
    let mut with_engine = false;
    let mut level = None;
    let mut movetime = None;
    let mut rematches = false;
    let mut games = None;
    command_line::read(&mut args, Some(HELP), |arg, args| {
        let text = |args: &mut Parser| -> Result<String, Failure> { Ok(args.value()?.string()?) };
        match arg {
            Arg::Value(value) if url.is_none() => url = Some(value.clone().string()?),
            Arg::Long("name") => {
                name = Some(check_name(&text(args)?).map_err(|problem| {
                    Failure::usage(format_args!("--name: {}", problem.message))
                })?);
            }
            Arg::Long("rules") => {
                let given = text(args)?;
                rules = Some(RulesName::parse(&given).ok_or_else(|| {
                    Failure::usage(format_args!(
                        "--rules is oware, oware-grand-slam or ayoayo, not {}",
                        quote_input(&given)
                    ))
                })?);
            }
            Arg::Long("clock") => clock = Some(parse_clock(&text(args)?)?),
            Arg::Long("side") => {
                side = Some(match text(args)?.as_str() {
                    "south" => SideChoice::South,
                    "north" => SideChoice::North,
                    "random" => SideChoice::Random,
                    other => {
                        return Err(Failure::usage(format_args!(
                            "--side is south, north or random, not {}",
                            quote_input(other)
                        )))
                    }
                });
            }
            Arg::Long("tokens") => {
                tokens = Some(match text(args)?.as_str() {
                    "none" => None,
                    file => Some(PathBuf::from(file)),
                });
            }
            Arg::Long("engine") => with_engine = true,
            Arg::Long("level") => {
                level = Some(text(args)?.parse::<Level>().map_err(Failure::usage)?)
            }
            Arg::Long("movetime") => {
                movetime = Some(number(
                    &text(args)?,
                    |ms: &u64| (1..=600_000).contains(ms),
                    "--movetime is milliseconds from 1 to 600000",
                )?);
            }
            Arg::Long("rematch") => rematches = true,
            Arg::Long("games") => {
                games = Some(number(
                    &text(args)?,
                    |n: &u32| *n > 0,
                    "--games is a number above 0",
                )?);
            }
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let url =
        url.ok_or_else(|| Failure::usage("live needs a server's address or an invitation"))?;
    let target = address::parse(&url).map_err(Failure::usage)?;
    if target.game.is_some() && (rules.is_some() || clock.is_some() || side.is_some()) {
        return Err(Failure::usage(
            "--rules, --clock and --side choose a new game's settings; an invitation's game has its own",
        ));
    }
    let player = if with_engine {
        let level = level.unwrap_or(Level::Strong);
        Player::Engine {
            engine: Engine::new(level, movetime.unwrap_or(1000)),
            rematches: rematches || games.is_some(),
            games,
        }
    } else if level.is_some() || movetime.is_some() || rematches || games.is_some() {
        return Err(Failure::usage(
            "--level, --movetime, --rematch and --games are options of --engine",
        ));
    } else {
        Player::Person
    };
    let name = name.unwrap_or_else(|| match &player {
        Player::Engine { engine, .. } => format!("{} engine", engine.level()),
        Player::Person => String::new(),
    });
    let create = ClientMessage::Create {
        rules: rules.unwrap_or(RulesName::Oware),
        clock: clock.unwrap_or(Some(ClockSettings {
            initial: 300_000,
            increment: 3_000,
        })),
        side: side.unwrap_or(SideChoice::Random),
        name: name.clone(),
    };
    let settings = Settings {
        target,
        create,
        name,
        seats: Seats::new(tokens.unwrap_or_else(Seats::default_file)),
        player,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|error| Failure::new(format_args!("cannot start: {error}")))?;
    runtime.block_on(session::run(settings))
}

/// `--clock`'s value: `MINUTES+SECONDS` (`5+3`, `0.5+0`; `5` is `5+0`) or
/// `none`, within the protocol's bounds.
fn parse_clock(text: &str) -> Result<Option<ClockSettings>, Failure> {
    if text == "none" {
        return Ok(None);
    }
    let (minutes, seconds) = text.split_once('+').unwrap_or((text, "0"));
    let milliseconds = |part: &str, unit: f64| {
        part.trim()
            .parse::<f64>()
            .ok()
            .filter(|value| value.is_finite() && *value >= 0.0)
            .map(|value| (value * unit).round() as u64)
    };
    milliseconds(minutes, 60_000.0)
        .zip(milliseconds(seconds, 1_000.0))
        .map(|(initial, increment)| ClockSettings { initial, increment })
        .filter(|clock| clock.is_valid())
        .map(Some)
        .ok_or_else(|| {
            Failure::usage(format_args!(
                "--clock is MINUTES+SECONDS, 1 second to 3 hours each and up to 180 seconds added a move (e.g. 5+3), or none; not {}",
                quote_input(text)
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_are_minutes_and_seconds_within_the_bounds() {
        let clock = |initial, increment| Some(ClockSettings { initial, increment });
        assert_eq!(parse_clock("5+3").unwrap(), clock(300_000, 3_000));
        assert_eq!(parse_clock("0.5+0").unwrap(), clock(30_000, 0));
        assert_eq!(parse_clock("10").unwrap(), clock(600_000, 0));
        assert_eq!(parse_clock("none").unwrap(), None);
        for wrong in ["0+3", "181+0", "5+181", "-1+0", "five", "5+x", "inf+0"] {
            assert!(parse_clock(wrong).is_err(), "{wrong}");
        }
    }
}
