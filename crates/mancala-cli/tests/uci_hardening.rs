//! `mancala uci` under input a GUI or a tester may send: bad bytes, option
//! changes in a row, long searches and the end of the input.

mod common;

use common::Uci;

/// A finished Oware game: North to move has no seeds and South cannot
/// feed them.
const FINISHED: &str = "0-0-0-0-0-0-1-0-0-0-0-0-23-24-N";

#[test]
fn a_line_that_is_not_utf8_is_answered_and_the_session_goes_on() {
    let mut uci = Uci::start();
    uci.send(b"uci\n\xff\xfe\nisready\n");
    uci.read_until("uciok");
    let lines = uci.read_until("readyok");
    assert!(
        lines.contains(
            &r"info string error: a line that is not UTF-8 text is skipped: '\xff\xfe'".to_owned()
        ),
        "{lines:?}"
    );
    uci.send(b"position startpos moves C\ngo depth 2\n");
    let search = uci.read_until("bestmove");
    assert!(search.last().unwrap().starts_with("bestmove "));
    uci.send(b"quit\n");
    assert!(uci.finish().1.success());
}

#[test]
fn a_long_command_is_refused_without_being_echoed() {
    let mut uci = Uci::start();
    let mut long = b"x".repeat(10 << 20);
    long.push(b'\n');
    long.extend_from_slice(&b"frobnicate".repeat(2_000));
    long.extend_from_slice(b"\nisready\n");
    uci.send(&long);
    let lines = uci.read_until("readyok");
    assert!(lines.contains(&"info string error: a line of more than 64 KiB is skipped".into()));
    let unknown = lines
        .iter()
        .find(|line| line.contains("unknown command"))
        .expect("the last line is answered");
    assert!(
        unknown.ends_with("unknown command 'frobnicatefrobnicatefrobnicatefrobnicatefrobnicatefrobnicate…' (20000 bytes)"),
        "{unknown}"
    );
    assert!(lines.iter().all(|line| line.len() < 400), "{lines:?}");
}

#[test]
fn the_hash_table_is_allocated_by_setoption_before_readyok() {
    let mut uci = Uci::start();
    uci.send(b"setoption name Hash value 100\nisready\n");
    let lines = uci.read_until("readyok");
    let allocated = lines
        .iter()
        .position(|line| line == "info string hash table allocated: 64 MiB")
        .unwrap_or_else(|| panic!("no allocation reported: {lines:?}"));
    assert_eq!(lines[allocated + 1], "readyok", "{lines:?}");
    uci.send(b"go depth 2\n");
    let search = uci.read_until("bestmove");
    assert!(
        search.iter().all(|line| !line.contains("hash table")),
        "the search allocates nothing: {search:?}"
    );
}

#[test]
fn setoption_names_a_missing_value() {
    let mut uci = Uci::start();
    uci.send(b"setoption name Hash value\nsetoption name EndgameSeeds value 17\nisready\n");
    let lines = uci.read_until("readyok");
    assert!(lines.contains(&"info string error: Hash is missing its value ('value ...')".into()));
    assert!(
        lines.contains(
            &"info string error: tables of up to 17 seeds need 99.0 MiB (51895935 boards, two \
              bytes each), more than the limit of 64 MiB for tables built at start: at most 16 \
              seeds (larger ones are mapped from the file `mancala tables --out` writes)"
                .into()
        ),
        "{lines:?}"
    );
}

/// The lines up to `readyok` after the engine had a second to answer a
/// search of a position solved at once: time for a `bestmove` that
/// wrongly came early. (A busy machine may hide that fault, never fail a
/// right engine.)
fn give_time_then_sync(uci: &mut Uci) -> Vec<String> {
    std::thread::sleep(std::time::Duration::from_secs(1));
    uci.send(b"isready\n");
    uci.read_until("readyok")
}

#[test]
fn go_with_a_game_clock_answers() {
    let mut uci = Uci::start();
    uci.send(b"position startpos moves C\ngo wtime 1000 btime 1000\n");
    let search = uci.read_until("bestmove");
    assert!(
        search.last().unwrap().starts_with("bestmove "),
        "{search:?}"
    );
    uci.send(b"go wtime 1000 btime 1000 winc 10 binc 10 movestogo 5\n");
    assert!(uci
        .read_until("bestmove")
        .last()
        .unwrap()
        .starts_with("bestmove "));
}

#[test]
fn go_infinite_waits_for_stop_even_when_the_game_is_over() {
    let mut uci = Uci::start();
    uci.send(format!("position fen {FINISHED}\ngo infinite\n").as_bytes());
    let lines = give_time_then_sync(&mut uci);
    assert!(
        lines.iter().all(|line| !line.starts_with("bestmove")),
        "bestmove before stop: {lines:?}"
    );
    uci.send(b"stop\n");
    assert_eq!(uci.read_until("bestmove").last().unwrap(), "bestmove 0000");
}

#[test]
fn go_infinite_waits_for_stop_in_a_proven_position() {
    let mut uci = Uci::start();
    // South's one move, F, captures 2 seeds and wins 25-18: proven at once.
    uci.send(b"position fen 0-0-0-0-0-1-1-5-0-0-0-0-23-18-S\ngo infinite\n");
    let lines = give_time_then_sync(&mut uci);
    assert!(
        lines.iter().all(|line| !line.starts_with("bestmove")),
        "bestmove before stop: {lines:?}"
    );
    uci.send(b"stop\n");
    let search = uci.read_until("bestmove");
    assert!(
        search.last().unwrap().starts_with("bestmove F"),
        "{search:?}"
    );
}

#[test]
fn the_end_of_the_input_stops_a_search_and_says_so() {
    let mut uci = Uci::start();
    uci.send(b"go infinite\nisready\n");
    uci.read_until("readyok");
    let (lines, status) = uci.finish();
    let said = lines
        .iter()
        .position(|line| line == "info string end of input: the search stops")
        .unwrap_or_else(|| panic!("{lines:?}"));
    let best = lines
        .iter()
        .position(|line| line.starts_with("bestmove "))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(said < best, "{lines:?}");
    assert_eq!(lines.len(), best + 1, "{lines:?}");
    assert!(status.success());
}

/// Endgame table builds announce themselves with `info string endgame
/// building|cancelled:|ready:`, within a search; at most one is under way
/// at any moment, and only the tables last asked for are finished.
#[test]
fn option_changes_cancel_the_endgame_build_instead_of_adding_one() {
    let mut uci = Uci::start();
    let mut commands = String::new();
    for variant in ["ayoayo", "oware", "ayoayo", "oware", "ayoayo", "oware"] {
        commands += &format!("setoption name Variant value {variant}\n");
    }
    commands += "setoption name EndgameSeeds value 6\nisready\n";
    uci.send(commands.as_bytes());
    let mut lines = uci.read_until("readyok");
    #[cfg(target_os = "linux")]
    {
        // The reading thread and the one building thread; no search runs.
        let status = std::fs::read_to_string(format!("/proc/{}/status", uci.child.id())).unwrap();
        assert!(status.contains("\nThreads:\t2\n"), "{status}");
    }
    // A search of a finished game has nothing to do but wait for `stop`.
    uci.send(format!("position fen {FINISHED}\ngo infinite\n").as_bytes());
    let last = "info string endgame ready: tables of oware up to 6 seeds";
    lines.extend(uci.read_until(last));
    uci.send(b"stop\nquit\n");
    let (rest, status) = uci.finish();
    assert!(status.success());
    let builds: Vec<&String> = lines
        .iter()
        .chain(&rest)
        .filter(|line| line.starts_with("info string endgame"))
        .collect();
    let mut running = false;
    for line in &builds {
        let starts = line.starts_with("info string endgame building");
        assert_ne!(starts, running, "one build at a time: {builds:#?}");
        running = starts;
    }
    assert!(!running, "{builds:#?}");
    assert!(builds.last().unwrap().starts_with(last), "{builds:#?}");
}
