//! `mancala book`: builds an opening book, shows it and probes it; and
//! the books the engine plays from (`books/` in the repository, built into
//! the program) for `uci`, `play` and `match`.

use std::collections::HashSet;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo::{Game, Pit, Rules, Variant};
use oware_ayoayo_engine::{book_key, build_book, BookSettings, OpeningBook, StdClock};

use crate::command_line::{self, Taken};
use crate::failure::Failure;
use crate::quote::quote_input;

const HELP: &str = "\
usage: mancala book build [--variant oware|ayoayo] --depth D --plies P [--all-plies A]
                          [--margin M] --out FILE
       mancala book show FILE
       mancala book probe FILE [--moves MOVES]

build: grows an opening book of the game (default Oware) from its start, for
either side: in the book's positions a search of D plies (1-40) chooses the
move; the opponent's replies within M hundredths of a seed (default 30) of
their best (each searched to D-1 plies) are followed, up to P plies (1-40) from
the start; every move of the first A plies (default 2, 0 for none) is followed,
so that every opening of A plies is in the book. Every search is single-threaded, from a cleared table and from the
position alone, so the same options give the same file byte for byte. Progress
goes to stderr.
show: the book's settings, then every position reached by its moves and the
opponent's booked replies: the moves from the start, the position, the book's
move and its score (hundredths of a seed).
probe: the book's move after MOVES (pit letters, e.g. CfAb) from the start.";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let command = match args.next()? {
        Some(Arg::Value(command)) => command.string()?,
        Some(Arg::Long("help") | Arg::Short('h')) => return Err(Failure::help(HELP)),
        _ => return Err(Failure::usage("book needs build, show or probe")),
    };
    match command.as_str() {
        "build" => run_build(args),
        "show" => run_show(args),
        "probe" => run_probe(args),
        other => Err(Failure::usage(format_args!(
            "unknown book command {}: expected build, show or probe",
            quote_input(other)
        ))),
    }
}

fn run_build(mut args: Parser) -> Result<(), Failure> {
    let mut variant = Variant::Oware;
    let (mut depth, mut plies, mut margin, mut out) = (None, None, 30, None);
    let mut all_plies = 2;
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long("variant") => {
                variant = args.value()?.string()?.parse().map_err(Failure::usage)?
            }
            Arg::Long("depth") => depth = Some(number(&args.value()?.string()?, "depth", 40)?),
            Arg::Long("plies") => plies = Some(number(&args.value()?.string()?, "plies", 40)?),
            Arg::Long("all-plies") => {
                let text = args.value()?.string()?;
                all_plies = if text == "0" {
                    0
                } else {
                    number(&text, "all-plies", 40)?
                };
            }
            Arg::Long("margin") => margin = number(&args.value()?.string()?, "margin", 10_000)?,
            Arg::Long("out") => out = Some(args.value()?.string()?),
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let missing = |name| Failure::usage(format_args!("book build needs --{name}"));
    let settings = BookSettings {
        depth: depth.ok_or_else(|| missing("depth"))? as u8,
        plies: plies.ok_or_else(|| missing("plies"))? as u8,
        all_plies: all_plies as u8,
        margin,
    };
    let out = out.ok_or_else(|| missing("out"))?;
    let started = Instant::now();
    let book = build_book(variant, settings, &StdClock::new(), |searches, entries| {
        if searches % 100 == 0 {
            eprintln!(
                "{searches} searches, {entries} entries, {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
    });
    let bytes = book.to_bytes();
    std::fs::write(&out, &bytes)
        .map_err(|e| Failure::new(format_args!("cannot write {}: {e}", quote_input(&out))))?;
    println!(
        "{variant} book, depth {} plies {} all-plies {} margin {}: {} entries, {} bytes, {:.0} s",
        settings.depth,
        settings.plies,
        settings.all_plies,
        settings.margin,
        book.entries().len(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn run_show(mut args: Parser) -> Result<(), Failure> {
    let mut file = None;
    // No --help: `book --help` tells of show.
    command_line::read(&mut args, None, |arg, _| {
        match arg {
            Arg::Value(value) if file.is_none() => file = Some(value.clone().string()?),
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let book = read_book(&file.ok_or_else(|| Failure::usage("book show needs a FILE"))?)?;
    let settings = book.settings();
    println!(
        "{} book, depth {} plies {} all-plies {} margin {}: {} entries",
        book.variant(),
        settings.depth,
        settings.plies,
        settings.all_plies,
        settings.margin,
        book.entries().len()
    );
    let mut shown = HashSet::new();
    show_from(&book, &Game::new(Rules::from(book.variant())), &mut shown);
    Ok(())
}

/// Prints `game`'s position if the book holds it, then the positions
/// after its book move and after the moves that reach book positions.
fn show_from(book: &OpeningBook, game: &Game, shown: &mut HashSet<u64>) {
    let position = game.position();
    if !shown.insert(book_key(position)) {
        return;
    }
    let book_move = book.probe(position);
    if let Some(book_move) = book_move {
        let moves: String = game.moves().map(Pit::letter).collect();
        let moves = if moves.is_empty() { "-" } else { &moves };
        println!(
            "{moves} {position} {} {}",
            book_move.pit.letter(),
            book_move.score
        );
    }
    for pit in game.legal_moves() {
        let mut next = game.clone();
        if next.play(pit).is_err() {
            continue;
        }
        let booked = book_move.is_some_and(|book_move| book_move.pit == pit);
        if booked || book.probe(next.position()).is_some() {
            show_from(book, &next, shown);
        }
    }
}

fn run_probe(mut args: Parser) -> Result<(), Failure> {
    let mut file = None;
    let mut moves = String::new();
    // No --help: `book --help` tells of probe.
    command_line::read(&mut args, None, |arg, args| {
        match arg {
            Arg::Long("moves") => moves = args.value()?.string()?,
            Arg::Value(value) if file.is_none() => file = Some(value.clone().string()?),
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let book = read_book(&file.ok_or_else(|| Failure::usage("book probe needs a FILE"))?)?;
    let mut game = Game::new(Rules::from(book.variant()));
    for letter in moves.chars() {
        let pit = Pit::from_letter(letter).ok_or_else(|| {
            Failure::new(format_args!(
                "bad move {}: expected a pit letter A-F or a-f",
                quote_input(&letter.to_string())
            ))
        })?;
        game.play(pit)
            .map_err(|e| Failure::new(format_args!("move {letter}: {e}")))?;
    }
    match book.probe(game.position()) {
        Some(book_move) => println!("{} {}", book_move.pit.letter(), book_move.score),
        None => println!("not in book"),
    }
    Ok(())
}

/// The book in file `path`, or why it cannot be read.
pub fn read_book(path: &str) -> Result<OpeningBook, Failure> {
    let quoted = quote_input(path);
    let bytes = std::fs::read(Path::new(path))
        .map_err(|e| Failure::new(format_args!("cannot read {quoted}: {e}")))?;
    OpeningBook::from_bytes(&bytes).map_err(|e| Failure::new(format_args!("{quoted}: {e}")))
}

/// A whole number from 1 to `max` for option `--name`.
fn number(text: &str, name: &str, max: u16) -> Result<u16, Failure> {
    let wanted = format!("--{name} is a number from 1 to {max}");
    command_line::number(text, |n| (1..=max).contains(n), wanted)
}

/// The books built into the program (`books/` in the repository), as bytes.
/// Ayoayo has none: its book, built as Oware's, did not play better than
/// the search alone at equal time (800 games at 100 ms a move, +4 Elo, with
/// every pair of games split by the side that moved first).
const BUILT_IN: [(Variant, &[u8]); 1] = [(
    Variant::Oware,
    include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../books/oware.book"
    )),
)];

/// The book the engine plays `rules`' game from: the file `path`, or the
/// built-in one when there is none. Ayoayo, and Oware with grand slams
/// winning (O4's option), have no built-in book (`None`): Oware's is of the
/// standard rules.
pub fn load(rules: Rules, path: Option<&str>) -> Result<Option<Arc<OpeningBook>>, Failure> {
    if rules != Rules::from(rules.variant()) {
        return Ok(None);
    }
    let book = match path {
        Some(path) => read_book(path)?,
        None => {
            let Some((_, bytes)) = BUILT_IN
                .iter()
                .find(|(variant, _)| *variant == rules.variant())
            else {
                return Ok(None);
            };
            OpeningBook::from_bytes(bytes)
                .map_err(|e| Failure::new(format_args!("the built-in book: {e}")))?
        }
    };
    let book = book.for_variant(rules.variant()).map_err(|e| {
        Failure::new(format_args!(
            "{}: {e}",
            path.map_or("the built-in book".into(), quote_input)
        ))
    })?;
    Ok(Some(Arc::new(book)))
}
