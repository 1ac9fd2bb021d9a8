//! `mancala serve`: the built site and live play from one process
//! (crates/mancala-server, docs/live-protocol.md).

use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

use lexopt::{Arg, Parser, ValueExt};
use mancala_server::{Config, Server};

use crate::command_line::{self, number, Taken};
use crate::failure::Failure;

const HELP: &str = "\
usage: mancala serve [--site DIR] [--db FILE] [--port N] [--host ADDRESS] [--base /PATH/]
                     [--allow-origin ORIGIN]... [--grace SECONDS]
                     [--max-sockets-per-address N] [--games-per-minute N] [--proxy]
                     [--parent PID]

Serves the built site (DIR, e.g. dist/ after npm start's build) and live play:
two players and their spectators on WebSockets at BASE/live/v1, the moves
refereed by the rules and kept, with the clocks, in the SQLite file FILE
(default mancala-live.db; made if missing). A server killed and started again
on the same FILE goes on with every game where it was.

  --site DIR          the site to serve; without it, live play alone
  --db FILE           the database (one server per file)
  --port N            the port (default 8080; 0 picks a free one)
  --host ADDRESS      the address to listen on (default 127.0.0.1; 0.0.0.0 for
                      every interface, behind a TLS proxy)
  --base /PATH/       serve under this path instead of /
  --allow-origin O    also accept sockets from pages of origin O (e.g.
                      https://example.org); a page's own origin always is
  --grace SECONDS     how long a player may be away before the opponent may
                      claim the game (default 60)
  --max-sockets-per-address N   sockets one address may hold (default 64)
  --games-per-minute N          games one address may create a minute (default 30)
  --proxy             a reverse proxy (TLS) forwards the requests: the limits
                      count the address its X-Forwarded-For names (only when
                      the proxy alone can reach the port)
  --parent PID        stop when process PID is no longer this one's parent

The first line on stdout says where it serves: Serving DIR at http://…/";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut config = Config::new(None, PathBuf::from("mancala-live.db"));
    let mut parent = None;
    command_line::read(&mut args, Some(HELP), |arg, args| {
        let Arg::Long(name) = arg else {
            return Ok(Taken::No);
        };
        let text = |args: &mut Parser| -> Result<String, Failure> { Ok(args.value()?.string()?) };
        match *name {
            "site" => config.site = Some(PathBuf::from(args.value()?)),
            "db" => config.db = PathBuf::from(args.value()?),
            "port" => {
                config.port = number(
                    &text(args)?,
                    |_| true,
                    "--port is a port number, 0 to 65535",
                )?
            }
            "host" => {
                config.host = number::<IpAddr>(&text(args)?, |_| true, "--host is an IP address")?
            }
            "base" => config.base = text(args)?,
            "allow-origin" => config.allow_origins.push(text(args)?),
            "grace" => {
                let seconds: u64 = number(
                    &text(args)?,
                    |s| *s <= 86_400,
                    "--grace is 0 to 86400 seconds",
                )?;
                config.grace = Duration::from_secs(seconds);
            }
            "max-sockets-per-address" => {
                config.max_sockets_per_address = number(
                    &text(args)?,
                    |n| *n > 0,
                    "--max-sockets-per-address is a number above 0",
                )?
            }
            "games-per-minute" => {
                config.games_per_minute = number(
                    &text(args)?,
                    |n| *n > 0,
                    "--games-per-minute is a number above 0",
                )?
            }
            "proxy" => config.behind_proxy = true,
            "parent" => {
                parent = Some(number::<u32>(
                    &text(args)?,
                    |p| *p > 0,
                    "--parent is a process id",
                )?)
            }
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|error| Failure::new(format_args!("cannot start: {error}")))?;
    runtime.block_on(serve(config, parent))
}

async fn serve(config: Config, parent: Option<u32>) -> Result<(), Failure> {
    if let Some(parent) = parent {
        if std::os::unix::process::parent_id() != parent {
            return Err(Failure::new(format_args!(
                "process {parent}, which started this server, has ended; not serving"
            )));
        }
        tokio::spawn(stop_without(parent));
    }
    tokio::spawn(stop_on_signals());
    let site = config.site.clone();
    let db = config.db.clone();
    let base = config.base.clone();
    let host = config.host;
    let server = Server::bind(config)
        .await
        .map_err(|error| Failure::new(format_args!("cannot serve: {error}")))?;
    let port = server.local_addr().map_err(Failure::new)?.port();
    let shown = if host.is_loopback() {
        "localhost".to_owned()
    } else {
        host.to_string()
    };
    let what = site.map_or("live play".into(), |site| site.display().to_string());
    println!(
        "Serving {what} at http://{shown}:{port}{base} (live play at {base}live/v1, games kept in {})",
        db.display()
    );
    // Whoever started the server reads this line to know it is up.
    let _ = std::io::Write::flush(&mut std::io::stdout());
    server
        .run()
        .await
        .map_err(|error| Failure::new(format_args!("the server failed: {error}")))
}

/// Ends the process once `parent` is no longer its parent (it ended, however).
async fn stop_without(parent: u32) {
    loop {
        tokio::time::sleep(Duration::from_millis(250)).await;
        if std::os::unix::process::parent_id() != parent {
            std::process::exit(0);
        }
    }
}

/// Ends the process on SIGINT or SIGTERM. Every move acknowledged is
/// already stored, so there is nothing to finish first.
async fn stop_on_signals() {
    use tokio::signal::unix::{signal, SignalKind};
    let (Ok(mut interrupt), Ok(mut terminate)) = (
        signal(SignalKind::interrupt()),
        signal(SignalKind::terminate()),
    ) else {
        return;
    };
    tokio::select! {
        _ = interrupt.recv() => {}
        _ = terminate.recv() => {}
    }
    std::process::exit(0);
}
