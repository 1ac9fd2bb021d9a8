//! `mancala bench live`: many live games at once against one server, over
//! real sockets on the loopback address, each side moving 1–3 s after the
//! opponent; reports how long a move takes to reach the opponent, and the
//! server's memory and processor time.
//!
//! The load comes from worker processes (this command run again with
//! `--worker`): a process may hold only so many open files, and a server
//! with N games holds 2N sockets, as do the workers between them. Every
//! worker stops by itself at the end of the run; nothing is sent anywhere
//! but 127.0.0.1.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use lexopt::{Arg, Parser, ValueExt};
use mancala_server::client::{Client, Frame};
use mancala_server::protocol::{
    ClientMessage, ClockSettings, RulesName, ServerMessage, SideChoice,
};
use oware_ayoayo::{Game, Rules};
use serde::{Deserialize, Serialize};

use crate::command_line::{self, number, Taken};
use crate::failure::Failure;

const HELP: &str = "\
usage: mancala bench live [--games N] [--seconds S] [--ramp GAMES_PER_SECOND] [--url WS_URL]
                          [--max-p99 MS] [--max-memory MB]

Starts a server (mancala serve, a database in a temporary folder) on
127.0.0.1, then N games at once (default: 10000, or as many as the open-file
limit lets the server hold: two sockets a game), started at GAMES_PER_SECOND
(default 500). In each, both players are sockets of worker processes, each
side playing a random legal move 1 to 3 s after the opponent's; a finished
game is followed by a new one. Once every game has started, and 5 s more, S
seconds (default 60) are measured: the moves relayed, the time from a move
sent to the opponent's socket receiving it (p50, p90, p99, max), and the
server's resident memory (peak and at the end), processor time and open
sockets. With --url, the games go to a server already running at WS_URL,
which must be on this machine's loopback address (whose per-address limits
must allow them), and its memory is not measured.
The run always ends by itself: ramp, 5 s, S seconds, then at most 30 s to
stop. With --max-p99 and --max-memory, a p99 above MS milliseconds, a server
peak above MB megabytes, or any error or broken socket fails the run (exit
status 1) once everything is reported.";

/// Time from the ramp's end before measuring starts.
const WARM_UP: Duration = Duration::from_secs(5);
/// Sockets a worker process holds at most.
const SOCKETS_PER_WORKER: usize = 8_000;
/// Width of a latency bucket, in microseconds.
const BUCKET_US: u64 = 100;
/// Number of buckets: up to 10 s.
const BUCKETS: usize = 100_000;

/// The timeline every worker follows, in milliseconds from its start.
#[derive(Clone, Copy, Serialize, Deserialize)]
struct Plan {
    games: usize,
    ramp_per_second: u32,
    measure_from_ms: u64,
    stop_at_ms: u64,
}

/// What a worker measured.
#[derive(Default, Serialize, Deserialize)]
struct Tally {
    /// Moves relayed inside the measured window.
    moves: u64,
    /// Latency counts by bucket: (bucket, count).
    latencies: Vec<(u32, u64)>,
    /// Error messages from the server.
    errors: u64,
    /// Sockets that could not connect or broke.
    broken: u64,
    /// Games played to their end.
    finished: u64,
    /// Games started.
    started: u64,
}

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut games = None;
    let mut seconds = 60;
    let mut ramp = 500;
    let mut url = None;
    let mut worker = None;
    let mut floors = Floors::default();
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long("games") => {
                games = Some(in_range(args, 1..=100_000, "--games is 1 to 100000")?)
            }
            Arg::Long("seconds") => seconds = in_range(args, 1..=3_600, "--seconds is 1 to 3600")?,
            Arg::Long("ramp") => {
                ramp = in_range(args, 1..=10_000, "--ramp is 1 to 10000 games a second")?
            }
            Arg::Long("url") => url = Some(loopback_url(args.value()?.string()?)?),
            Arg::Long("max-p99") => {
                floors.p99_ms = Some(above_zero(
                    args,
                    "--max-p99 is a number of milliseconds above 0",
                )?)
            }
            Arg::Long("max-memory") => {
                floors.memory_mb = Some(above_zero(
                    args,
                    "--max-memory is a number of megabytes above 0",
                )?)
            }
            Arg::Long("worker") => worker = Some(args.value()?.string()?),
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    if let Some(plan) = worker {
        let plan: Plan = serde_json::from_str(&plan)
            .map_err(|error| Failure::usage(format_args!("--worker takes a plan: {error}")))?;
        let url = url.ok_or_else(|| Failure::usage("--worker needs --url"))?;
        return run_worker(&url, plan);
    }
    let limit = open_file_limit();
    let most = limit.map_or(10_000, |limit| (limit.saturating_sub(64) / 2).min(10_000));
    let games = games.unwrap_or(most);
    if url.is_none() && games > most {
        return Err(Failure::new(format_args!(
            "a process here may hold {} open files, so one server holds at most {most} games (two sockets each)",
            limit.unwrap_or(0)
        )));
    }
    let ramp_ms = (games as u64 * 1000).div_ceil(u64::from(ramp));
    let measure_from_ms = ramp_ms + WARM_UP.as_millis() as u64;
    let stop_at_ms = measure_from_ms + seconds * 1000;
    let run = Run {
        games,
        ramp,
        measure_from_ms,
        stop_at_ms,
        seconds,
        limit,
    };
    let missed = orchestrate(&run, url, floors)?;
    if missed.is_empty() {
        Ok(())
    } else {
        Err(Failure::new(format_args!(
            "bench live missed: {}",
            missed.join("; ")
        )))
    }
}

/// The option's value, a number in `range`, or a failure that says `wanted`.
fn in_range<T: std::str::FromStr + PartialOrd>(
    args: &mut Parser,
    range: std::ops::RangeInclusive<T>,
    wanted: &str,
) -> Result<T, Failure> {
    number(&args.value()?.string()?, |n| range.contains(n), wanted)
}

/// The option's value, a number above 0, or a failure that says `wanted`.
fn above_zero(args: &mut Parser, wanted: &str) -> Result<f64, Failure> {
    number(&args.value()?.string()?, |n: &f64| *n > 0.0, wanted)
}

/// The most a run may show; none by default.
#[derive(Default)]
struct Floors {
    p99_ms: Option<f64>,
    memory_mb: Option<f64>,
}

/// One run's size and timeline.
struct Run {
    games: usize,
    ramp: u32,
    measure_from_ms: u64,
    stop_at_ms: u64,
    seconds: u64,
    limit: Option<usize>,
}

/// `url` if it is a WebSocket address on this machine's loopback interface
/// (127.0.0.0/8, ::1 or localhost): a load is sent nowhere else.
fn loopback_url(url: String) -> Result<String, Failure> {
    let host = url
        .strip_prefix("ws://")
        .or_else(|| url.strip_prefix("wss://"))
        .map(|rest| rest.split(['/', '?', '#']).next().unwrap_or_default());
    let host = host.map(|authority| match authority.strip_prefix('[') {
        Some(bracketed) => bracketed.split(']').next().unwrap_or_default(),
        None => authority.split(':').next().unwrap_or_default(),
    });
    let loopback = host.is_some_and(|host| {
        host.eq_ignore_ascii_case("localhost")
            || host
                .parse::<std::net::IpAddr>()
                .is_ok_and(|ip| ip.is_loopback())
    });
    if loopback {
        Ok(url)
    } else {
        Err(Failure::usage(format_args!(
            "--url {url:?}: the load goes only to this machine's loopback address (ws://127.0.0.1:PORT/live/v1)"
        )))
    }
}

/// The open-file limit of this process (and so of the server it starts).
fn open_file_limit() -> Option<usize> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|line| line.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

struct ServerProcess {
    child: Child,
    _dir: TempDir,
}

/// A temporary folder, removed when dropped.
struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn start_server() -> Result<(ServerProcess, String), Failure> {
    let dir = std::env::temp_dir().join(format!("mancala-bench-live-{}", std::process::id()));
    std::fs::create_dir_all(&dir)
        .map_err(|error| Failure::new(format_args!("cannot make {}: {error}", dir.display())))?;
    let dir = TempDir(dir);
    let exe = std::env::current_exe()
        .map_err(|error| Failure::new(format_args!("cannot find this program: {error}")))?;
    let mut child = Command::new(exe)
        .args(["serve", "--port", "0", "--db"])
        .arg(dir.0.join("games.db"))
        .args([
            "--max-sockets-per-address",
            "1000000",
            "--games-per-minute",
            "1000000",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|error| Failure::new(format_args!("cannot start the server: {error}")))?;
    let mut line = String::new();
    let _ = BufReader::new(child.stdout.take().expect("piped")).read_line(&mut line);
    let port = line
        .split("localhost:")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|port| port.parse::<u16>().ok())
        .ok_or_else(|| Failure::new(format_args!("the server did not start: {line:?}")))?;
    Ok((
        ServerProcess { child, _dir: dir },
        format!("ws://127.0.0.1:{port}/live/v1"),
    ))
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A process's resident memory now and at its peak (kB), its processor
/// time (clock ticks) and its open files.
struct Usage {
    resident_kb: u64,
    peak_kb: u64,
    ticks: u64,
    files: usize,
}

fn usage_of(pid: u32) -> Option<Usage> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = status.lines().find(|line| line.starts_with(name))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command's closing parenthesis: utime and stime are
    // the 12th and 13th of them.
    let after = stat.rsplit(')').next()?;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    let files = std::fs::read_dir(format!("/proc/{pid}/fd")).ok()?.count();
    Some(Usage {
        resident_kb: field("VmRSS:")?,
        peak_kb: field("VmHWM:")?,
        ticks,
        files,
    })
}

/// Runs the load and reports it; returns the floors missed.
fn orchestrate(run: &Run, url: Option<String>, floors: Floors) -> Result<Vec<String>, Failure> {
    let &Run {
        games,
        ramp,
        measure_from_ms,
        stop_at_ms,
        seconds,
        limit,
    } = run;
    let (server, url) = match url {
        Some(url) => (None, url),
        None => {
            let (server, url) = start_server()?;
            (Some(server), url)
        }
    };
    let workers = (games * 2).div_ceil(SOCKETS_PER_WORKER).max(1);
    println!(
        "live: {games} games ({} sockets) at {url}, {workers} worker processes, open-file limit {}",
        games * 2,
        limit.map_or("unknown".into(), |limit| limit.to_string())
    );
    let exe = std::env::current_exe()
        .map_err(|error| Failure::new(format_args!("cannot find this program: {error}")))?;
    let mut children = Vec::new();
    let mut reports = Vec::new();
    for index in 0..workers {
        let share = games / workers + usize::from(index < games % workers);
        let plan = Plan {
            games: share,
            ramp_per_second: (ramp / workers as u32).max(1),
            measure_from_ms,
            stop_at_ms,
        };
        let mut child = Command::new(&exe)
            .args(["bench", "live", "--url", &url, "--worker"])
            .arg(serde_json::to_string(&plan).expect("plans serialise"))
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|error| Failure::new(format_args!("cannot start a worker: {error}")))?;
        // Read as it comes: a report larger than the pipe's buffer would
        // otherwise hold its worker up until the deadline kills it.
        let mut stdout = child.stdout.take().expect("piped");
        reports.push(std::thread::spawn(move || {
            let mut text = String::new();
            let _ = std::io::Read::read_to_string(&mut stdout, &mut text);
            text
        }));
        children.push(child);
    }
    let pid = server.as_ref().map(|server| server.child.id());
    let started = Instant::now();
    let mut window_ticks = None;
    let mut most_files = 0;
    let deadline = Duration::from_millis(stop_at_ms) + Duration::from_secs(30);
    while children
        .iter_mut()
        .any(|child| matches!(child.try_wait(), Ok(None)))
    {
        if started.elapsed() > deadline {
            for child in &mut children {
                let _ = child.kill();
            }
            break;
        }
        std::thread::sleep(Duration::from_millis(500));
        if let Some(usage) = pid.and_then(usage_of) {
            let elapsed = started.elapsed().as_millis() as u64;
            most_files = most_files.max(usage.files);
            match window_ticks {
                None if elapsed >= measure_from_ms => window_ticks = Some((usage.ticks, None)),
                Some((from, None)) if elapsed >= stop_at_ms => {
                    window_ticks = Some((from, Some(usage.ticks)))
                }
                _ => {}
            }
        }
    }
    let end_usage = pid.and_then(usage_of);
    let mut total = Tally::default();
    let mut histogram = vec![0u64; BUCKETS];
    for (mut child, report) in children.into_iter().zip(reports) {
        child
            .wait()
            .map_err(|error| Failure::new(format_args!("a worker failed: {error}")))?;
        let text = report.join().unwrap_or_default();
        let tally: Tally = serde_json::from_str(text.trim()).map_err(|error| {
            Failure::new(format_args!(
                "a worker's report is unreadable ({error}): {text:?}"
            ))
        })?;
        total.moves += tally.moves;
        total.errors += tally.errors;
        total.broken += tally.broken;
        total.finished += tally.finished;
        total.started += tally.started;
        for (bucket, count) in tally.latencies {
            histogram[bucket as usize] += count;
        }
    }
    let percentile = |share: f64| -> f64 {
        let wanted = ((total.moves as f64) * share).ceil().max(1.0) as u64;
        let mut seen = 0;
        for (bucket, count) in histogram.iter().enumerate() {
            seen += count;
            if seen >= wanted {
                return (bucket as u64 + 1) as f64 * BUCKET_US as f64 / 1000.0;
            }
        }
        f64::INFINITY
    };
    println!(
        "live: {} games started, {} played to the end; measured for {seconds} s from {:.1} s",
        total.started,
        total.finished,
        measure_from_ms as f64 / 1000.0
    );
    println!(
        "live: {} moves relayed ({:.0} a second); time to the opponent: p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        total.moves,
        total.moves as f64 / seconds as f64,
        percentile(0.5),
        percentile(0.9),
        percentile(0.99),
        percentile(1.0)
    );
    println!(
        "live: {} error messages, {} sockets broken",
        total.errors, total.broken
    );
    let mut missed = Vec::new();
    let p99 = percentile(0.99);
    if floors.p99_ms.is_some_and(|most| p99 > most) {
        missed.push(format!(
            "p99 {p99:.1} ms is over {} ms",
            floors.p99_ms.unwrap_or(0.0)
        ));
    }
    if (floors.p99_ms.is_some() || floors.memory_mb.is_some()) && total.errors + total.broken > 0 {
        missed.push(format!(
            "{} errors and {} broken sockets",
            total.errors, total.broken
        ));
    }
    if total.moves == 0 {
        missed.push("no move was relayed in the measured window".into());
    }
    if let (Some(most), Some(usage)) = (floors.memory_mb, &end_usage) {
        let peak = usage.peak_kb as f64 / 1024.0;
        if peak > most {
            missed.push(format!("the server's peak {peak:.0} MB is over {most} MB"));
        }
    }
    if let Some(usage) = end_usage {
        let ticks_per_second = 100.0;
        let cpu = match window_ticks {
            Some((from, Some(to))) => format!(
                "{:.0}% of one core over the measured window",
                (to - from) as f64 / ticks_per_second / seconds as f64 * 100.0
            ),
            _ => "not measured".into(),
        };
        println!(
            "live: server memory {:.0} MB resident at the end, {:.0} MB at its peak; {most_files} open files at most; processor {cpu}",
            usage.resident_kb as f64 / 1024.0,
            usage.peak_kb as f64 / 1024.0
        );
    }
    drop(server);
    Ok(missed)
}

fn run_worker(url: &str, plan: Plan) -> Result<(), Failure> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|error| Failure::new(format_args!("cannot start: {error}")))?;
    let tally = runtime.block_on(load(url.to_owned(), plan));
    println!(
        "{}",
        serde_json::to_string(&tally).expect("tallies serialise")
    );
    Ok(())
}

/// What one game's task counted.
#[derive(Default)]
struct GameTally {
    latencies_us: Vec<u64>,
    errors: u64,
    broken: u64,
    finished: u64,
    started: u64,
}

async fn load(url: String, plan: Plan) -> Tally {
    let origin = tokio::time::Instant::now();
    let measure_from = origin + Duration::from_millis(plan.measure_from_ms);
    let stop_at = origin + Duration::from_millis(plan.stop_at_ms);
    let gap = Duration::from_secs_f64(1.0 / f64::from(plan.ramp_per_second));
    let mut tasks = tokio::task::JoinSet::new();
    for index in 0..plan.games {
        tokio::time::sleep_until(origin + gap * index as u32).await;
        let url = url.clone();
        tasks.spawn(play_games(url, measure_from, stop_at, index as u64));
    }
    let mut tally = Tally::default();
    let mut histogram = vec![0u64; BUCKETS];
    while let Some(result) = tasks.join_next().await {
        let Ok(game) = result else {
            tally.broken += 1;
            continue;
        };
        for latency in game.latencies_us {
            histogram[((latency / BUCKET_US) as usize).min(BUCKETS - 1)] += 1;
            tally.moves += 1;
        }
        tally.errors += game.errors;
        tally.broken += game.broken;
        tally.finished += game.finished;
        tally.started += game.started;
    }
    tally.latencies = histogram
        .into_iter()
        .enumerate()
        .filter(|(_, count)| *count > 0)
        .map(|(bucket, count)| (bucket as u32, count))
        .collect();
    tally
}

/// Plays games one after another on two sockets until `stop_at`.
async fn play_games(
    url: String,
    measure_from: tokio::time::Instant,
    stop_at: tokio::time::Instant,
    seed: u64,
) -> GameTally {
    let mut tally = GameTally::default();
    let mut random = fastrand::Rng::with_seed(seed);
    while tokio::time::Instant::now() < stop_at {
        match play_one(&url, measure_from, stop_at, &mut random, &mut tally).await {
            Ok(()) => {}
            Err(_) => {
                tally.broken += 1;
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
    tally
}

/// Reads `client` until `pick` takes a message; counts error messages.
async fn read_until<T>(
    client: &mut Client,
    tally: &mut GameTally,
    mut pick: impl FnMut(&ServerMessage) -> Option<T>,
) -> Result<T, ()> {
    loop {
        match client.recv_frame().await.map_err(|_| ())? {
            Frame::Message(ServerMessage::Error { .. }) => tally.errors += 1,
            Frame::Message(message) => {
                if let Some(value) = pick(&message) {
                    return Ok(value);
                }
            }
            Frame::Closed(_) => return Err(()),
        }
    }
}

async fn play_one(
    url: &str,
    measure_from: tokio::time::Instant,
    stop_at: tokio::time::Instant,
    random: &mut fastrand::Rng,
    tally: &mut GameTally,
) -> Result<(), ()> {
    let mut first = Client::connect(url).await.map_err(|_| ())?;
    let create = ClientMessage::Create {
        rules: RulesName::Oware,
        clock: Some(ClockSettings {
            initial: 30 * 60_000,
            increment: 10_000,
        }),
        side: SideChoice::South,
        name: String::new(),
    };
    first.send(&create).await.map_err(|_| ())?;
    let id = read_until(&mut first, tally, |message| match message {
        ServerMessage::Seated { game, .. } => Some(game.clone()),
        _ => None,
    })
    .await?;
    let mut second = Client::connect(url).await.map_err(|_| ())?;
    let join = ClientMessage::Join {
        game: id,
        token: None,
        name: String::new(),
    };
    second.send(&join).await.map_err(|_| ())?;
    read_until(&mut second, tally, |message| {
        matches!(message, ServerMessage::Seated { .. }).then_some(())
    })
    .await?;
    tally.started += 1;
    let mut game = Game::new(Rules::OWARE);
    let mut players = [first, second];
    while game.outcome().is_none() {
        let think = Duration::from_millis(random.u64(1_000..=3_000));
        if tokio::time::Instant::now() + think >= stop_at {
            tokio::time::sleep_until(stop_at).await;
            for player in players {
                player.close().await;
            }
            return Ok(());
        }
        tokio::time::sleep(think).await;
        let moves: Vec<_> = game.legal_moves().into_iter().collect();
        let pit = moves[random.usize(..moves.len())];
        let ply = u32::try_from(game.plies().len()).unwrap_or(u32::MAX);
        let mover = usize::from(game.position().turn() == oware_ayoayo::Player::North);
        let sent = tokio::time::Instant::now();
        let message = ClientMessage::Move {
            pit: pit.letter().to_string(),
            ply,
        };
        players[mover].send(&message).await.map_err(|_| ())?;
        let expected = ply + 1;
        let moved = |message: &ServerMessage| match message {
            ServerMessage::Moved { ply, .. } if *ply == expected => Some(()),
            _ => None,
        };
        read_until(&mut players[1 - mover], tally, moved).await?;
        if sent >= measure_from && sent < stop_at {
            tally
                .latencies_us
                .push(u64::try_from(sent.elapsed().as_micros()).unwrap_or(u64::MAX));
        }
        read_until(&mut players[mover], tally, moved).await?;
        game.play(pit).map_err(|_| ())?;
    }
    tally.finished += 1;
    for player in players {
        player.close().await;
    }
    Ok(())
}
