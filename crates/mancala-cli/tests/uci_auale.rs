//! `mancala uci` as Aualé's client drives it: no line it does not expect.

mod common;

use common::Uci;

/// A finished Oware game: North to move has no seeds and South cannot
/// feed them.
const FINISHED: &str = "0-0-0-0-0-0-1-0-0-0-0-0-23-24-N";

/// The lines up to `readyok` after the engine had a second to print
/// what it should not.
fn give_time_then_sync(uci: &mut Uci) -> Vec<String> {
    std::thread::sleep(std::time::Duration::from_secs(1));
    uci.send(b"isready\n");
    uci.read_until("readyok")
}

#[test]
fn endgame_reports_wait_for_a_search_and_lead_it() {
    let mut uci = Uci::start();
    uci.send(b"uci\nsetoption name EndgameSeeds value 2\n");
    let mut quiet = uci.read_until("uciok");
    quiet.extend(give_time_then_sync(&mut uci));
    assert!(
        quiet
            .iter()
            .all(|line| !line.starts_with("info string endgame")),
        "unasked: {quiet:?}"
    );
    // A search of a finished game has nothing to do but wait for `stop`.
    uci.send(format!("position fen {FINISHED}\ngo infinite\n").as_bytes());
    let lines = uci.read_until("info string endgame ready: tables of oware up to 2 seeds");
    // The 12-seed build may have been replaced before it began.
    assert!(
        lines[0].starts_with("info string endgame building tables of oware up to "),
        "the reports held since before the go lead: {lines:?}"
    );
    uci.send(b"stop\n");
    assert_eq!(uci.read_until("bestmove"), ["bestmove 0000"]);
}
