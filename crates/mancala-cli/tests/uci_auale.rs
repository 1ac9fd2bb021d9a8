//! `mancala uci` as Aualé's client drives it: pondering on the reply the
//! engine names after every move, book moves included; the strength
//! changed by `setoption` while the engine thinks; a position it refuses;
//! proven results in the `cp` it reads; and no line it does not expect.

mod common;

use common::Uci;

/// A position of 60 seeds: refused by Oware's rules.
const SIXTY_SEEDS: &str = "5-5-5-5-5-5-5-5-5-5-5-5-0-0-S";

/// South's one move, F, captures 2 seeds and wins 25-18: a proven win by
/// 7 seeds in one move.
const WON_IN_ONE: &str = "0-0-0-0-0-1-1-5-0-0-0-0-23-18-S";

/// A finished Oware game: North to move has no seeds and South cannot
/// feed them.
const FINISHED: &str = "0-0-0-0-0-0-1-0-0-0-0-0-23-24-N";

/// The built-in Oware book's move after `moves`.
fn book_move(moves: &str) -> String {
    let book = format!("{}/../../books/oware.book", env!("CARGO_MANIFEST_DIR"));
    let output = common::mancala(&["book", "probe", &book, "--moves", moves]);
    assert!(output.status.success(), "{}", common::stderr(&output));
    let text = common::stdout(&output);
    text.split_whitespace().next().unwrap().to_owned()
}

/// The engine's lines up to its `bestmove`, which must say it came from
/// the book.
fn read_book_answer(uci: &mut Uci) -> Vec<String> {
    let lines = uci.read_until("bestmove");
    assert!(
        lines
            .iter()
            .any(|line| line.starts_with("info string book move")),
        "{lines:?}"
    );
    lines
}

/// The lines up to `readyok` after the engine had a second to print
/// what it should not.
fn give_time_then_sync(uci: &mut Uci) -> Vec<String> {
    std::thread::sleep(std::time::Duration::from_secs(1));
    uci.send(b"isready\n");
    uci.read_until("readyok")
}

#[test]
fn a_book_move_names_the_books_reply_to_ponder_on() {
    let (ours, reply) = (book_move(""), book_move(&book_move("")));
    let mut uci = Uci::start();
    uci.send(b"position startpos\ngo movetime 60000\n");
    let lines = read_book_answer(&mut uci);
    assert_eq!(
        lines.last().unwrap(),
        &format!("bestmove {ours} ponder {reply}")
    );
}

#[test]
fn a_book_move_the_book_has_no_reply_to_names_a_searched_one() {
    // The book answers North's a after AaFaBaC, but not South's reply.
    let moves = "AaFaBaC";
    let ours = book_move(moves);
    let mut uci = Uci::start();
    uci.send(format!("position startpos moves {moves}\ngo movetime 60000\n").as_bytes());
    let lines = read_book_answer(&mut uci);
    let words: Vec<&str> = lines.last().unwrap().split_whitespace().collect();
    let ["bestmove", best, "ponder", reply] = words[..] else {
        panic!("no ponder move: {lines:?}");
    };
    assert_eq!(best, ours);
    // The reply is legal: the engine takes the line with it.
    uci.send(format!("position startpos moves {moves}{best}{reply}\nisready\n").as_bytes());
    let lines = uci.read_until("readyok");
    assert!(
        lines
            .iter()
            .all(|line| !line.starts_with("info string error")),
        "{reply} is not legal: {lines:?}"
    );
}

#[test]
fn an_option_set_during_a_search_applies_from_the_next_go() {
    let mut uci = Uci::start();
    uci.send(b"setoption name OwnBook value false\nposition startpos\ngo infinite\n");
    // Aualé changes the strength while the engine thinks.
    uci.send(b"setoption name OwnBook value true\nsetoption name Hash value 2\n");
    let lines = give_time_then_sync(&mut uci);
    assert!(
        lines.iter().all(|line| !line.starts_with("bestmove")),
        "the search ended: {lines:?}"
    );
    assert!(
        lines.iter().all(|line| !line.contains("hash table")),
        "a table allocated under the search: {lines:?}"
    );
    uci.send(b"stop\n");
    let search = uci.read_until("bestmove");
    assert!(
        lines.iter().any(|line| line.starts_with("info depth")),
        "{lines:?}"
    );
    assert!(
        search.last().unwrap().starts_with("bestmove "),
        "{search:?}"
    );
    // Now the book answers, and the new table is allocated first.
    uci.send(b"go movetime 60000\n");
    let lines = uci.read_until("bestmove");
    let allocated = lines
        .iter()
        .position(|line| line == "info string hash table allocated: 2 MiB")
        .unwrap_or_else(|| panic!("{lines:?}"));
    let book = lines
        .iter()
        .position(|line| line.starts_with("info string book move"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(allocated < book, "{lines:?}");
}

#[test]
fn go_after_a_refused_position_answers_0000_and_says_why() {
    let mut uci = Uci::start();
    uci.send(
        format!("position startpos moves C\nposition fen {SIXTY_SEEDS}\ngo depth 3\n").as_bytes(),
    );
    let lines = uci.read_until("bestmove");
    assert!(
        lines[0].starts_with("info string error: bad fen") && lines[0].contains("60 seeds"),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|line| line.starts_with(
            "info string error: nothing searched: the last position was refused (bad fen"
        )),
        "{lines:?}"
    );
    assert!(
        lines.iter().all(|line| !line.starts_with("info depth")),
        "{lines:?}"
    );
    assert_eq!(lines.last().unwrap(), "bestmove 0000");
    // A held search keeps its answer until stopped, as any other does.
    uci.send(b"go ponder\n");
    let lines = give_time_then_sync(&mut uci);
    assert!(
        lines.iter().all(|line| !line.starts_with("bestmove")),
        "{lines:?}"
    );
    uci.send(b"ponderhit\n");
    assert_eq!(uci.read_until("bestmove").last().unwrap(), "bestmove 0000");
    // A valid position is answered again.
    uci.send(b"position startpos moves Cf\ngo depth 2\n");
    let lines = uci.read_until("bestmove");
    assert!(
        lines.iter().all(|line| !line.contains("nothing searched")),
        "{lines:?}"
    );
    assert_ne!(lines.last().unwrap(), "bestmove 0000");
}

#[test]
fn proven_scores_are_mate_unless_asked_as_cp() {
    let mut uci = Uci::start();
    uci.send(b"uci\n");
    let options = uci.read_until("uciok");
    assert!(
        options.contains(&"option name ProvenScoresAsCp type check default false".to_owned()),
        "{options:?}"
    );
    let search = format!("position fen {WON_IN_ONE}\ngo depth 3\n");
    uci.send(search.as_bytes());
    let lines = uci.read_until("bestmove");
    assert!(
        lines.iter().any(|line| line.contains(" score mate 1 ")),
        "{lines:?}"
    );
    // 100 seeds more than the margin: Aualé shows "+107.00 seeds".
    uci.send(format!("setoption name ProvenScoresAsCp value true\n{search}").as_bytes());
    let lines = uci.read_until("bestmove");
    assert!(
        lines.iter().any(|line| line.contains(" score cp 10700 ")),
        "{lines:?}"
    );
}

#[test]
fn proven_scores_as_cp_can_be_asked_for_on_the_command_line() {
    // Aualé runs the engine command it is given, but sends no options.
    let mut uci = Uci::start_with(&["--option", "ProvenScoresAsCp=true"]);
    uci.send(format!("position fen {WON_IN_ONE}\ngo depth 3\n").as_bytes());
    let lines = uci.read_until("bestmove");
    assert!(
        lines.iter().any(|line| line.contains(" score cp 10700 ")),
        "{lines:?}"
    );
    let refused = common::mancala(&["uci", "--option", "ProvenScoresAsCp"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        common::stderr(&refused).contains("--option takes NAME=VALUE, not 'ProvenScoresAsCp'"),
        "{}",
        common::stderr(&refused)
    );
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
