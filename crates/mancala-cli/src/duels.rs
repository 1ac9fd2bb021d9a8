//! `mancala match` runs duels: engine against engine over many games,
//! with sides swapped and varied openings, reported with a confidence
//! interval, or played until a sequential probability ratio test decides.
//! (A duel is not a match of the rules crate, a best-of-N scored by O10:
//! it only measures how two players compare.)

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo::{Game, Player as Side};
use oware_ayoayo_engine::OpeningBook;

use crate::background::Background;
use crate::book;
use crate::command_line::{self, Taken};
use crate::endgame::{self, TablesChoice};
use crate::failure::Failure;
use crate::game_options::GameOptions;
use crate::player::Player;
use crate::quote::quote_input;
use crate::random_play::random_opening;
use crate::sprt::{Pentanomial, Sprt, Verdict};

const HELP: &str = "\
usage: mancala match [--variant oware|ayoayo] [--grand-slam-wins] --a PLAYER --b PLAYER
                     [--games N] [--opening-plies K] [--seed S] [--quiet]
                     [--tables both|a|b|none] [--table-seeds N] [--table-path FOLDER]
                     [--engine-timeout S]
                     [--book both|a|b|none] [--book-file FILE]
                     [--sprt elo0=E0,elo1=E1,alpha=A,beta=B]

PLAYER is level:NAME[:MS] (beginner, casual, intermediate, strong, maximum;
MS per move), time:MS, depth:N (1 to 100), nodes:N, or uci:COMMAND (an engine
speaking `mancala uci`'s protocol; append ';setoption name N value V' parts to
set its options and ';go ARGS' to set its search command), which must send each
answer awaited (uciok, bestmove) within S seconds (default 60). Games come in pairs with the same random opening of K
plies (default 2) and the sides swapped; an opening that ends the game is
drawn again, so every game counted is played by the players. Results are from
A's point of view. Our engine's players use endgame tables of up to N seeds
(default 12) unless --tables leaves them out for one or both; with
--table-path, they use the game's tables that `mancala tables --out FOLDER`
wrote, mapped into memory. (For a uci player, set its EndgamePath option.)
--book lets our engine's players answer from an opening book when it holds the
position (default none: the players search every move): the game's built-in
book (books/ in the repository; Oware only), or FILE's. An external engine uses its own
(`mancala uci`: OwnBook). The summary then gives the book moves per game and
the plies the games stay in book (up to the last book move).
--sprt plays pairs until a sequential probability ratio test accepts H0 (A is
not E1 Elo stronger than B; rather E0) or H1, with error rates A and B
(defaults 0, 10, 0.05, 0.05; pentanomial model), or --games are played (no
limit by default). After each pair it prints the pairs by A's points (0, 1/2,
1, 3/2, 2), the log-likelihood ratio with its bounds and A's Elo with a 95%
interval. The test decides only once the pairs differ in score: cap a match
that may be one-sided with --games. For a fair match at equal time give both
players the same time.";

/// Runs the duel the command line asks for (`mancala match`).
pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut options = GameOptions::default();
    let (mut a, mut b) = (None, None);
    let (mut games, mut opening_plies, mut seed, mut quiet) = (None, 2usize, 1u64, false);
    let mut sprt = None;
    let (mut tables_for, mut table_seeds) = ([true, true], endgame::DEFAULT_SEEDS);
    let mut table_path = None;
    let mut engine_timeout = Duration::from_secs(60);
    let (mut book_for, mut book_file) = ([false, false], None);
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long(name) if GameOptions::takes(name) => options.parse(name, args)?,
            Arg::Long("a") => a = Some(args.value()?.string()?),
            Arg::Long("b") => b = Some(args.value()?.string()?),
            Arg::Long("games") => {
                let count: u32 = args.value()?.parse()?;
                if count == 0 {
                    return Err(Failure::usage("--games needs at least 1 game"));
                }
                games = Some(count);
            }
            Arg::Long("engine-timeout") => {
                let seconds: f64 = args.value()?.parse()?;
                engine_timeout = Duration::try_from_secs_f64(seconds)
                    .ok()
                    .filter(|timeout| !timeout.is_zero() && timeout.as_secs() < 86_400)
                    .ok_or_else(|| {
                        Failure::usage(
                            "--engine-timeout is a number of seconds above 0 and below 86400",
                        )
                    })?;
            }
            Arg::Long("opening-plies") => opening_plies = args.value()?.parse()?,
            Arg::Long("seed") => seed = args.value()?.parse()?,
            Arg::Long("quiet") => quiet = true,
            Arg::Long("sprt") => {
                sprt = Some(Sprt::parse(&args.value()?.string()?).map_err(Failure::usage)?)
            }
            Arg::Long("tables") => tables_for = parse_sides(&args.value()?.string()?, "--tables")?,
            Arg::Long("book") => book_for = parse_sides(&args.value()?.string()?, "--book")?,
            Arg::Long("book-file") => book_file = Some(args.value()?.string()?),
            Arg::Long("table-seeds") => table_seeds = endgame::seeds_value(args)?,
            Arg::Long("table-path") => table_path = Some(PathBuf::from(args.value()?)),
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let rules = options.rules()?;
    let start = options.start()?;
    let spec_a = a.ok_or_else(|| Failure::usage("match needs --a PLAYER"))?;
    let spec_b = b.ok_or_else(|| Failure::usage("match needs --b PLAYER"))?;
    let mut players = [
        Player::parse(&spec_a, rules, engine_timeout)?,
        Player::parse(&spec_b, rules, engine_timeout)?,
    ];
    if tables_for.contains(&true) {
        let tables = match &table_path {
            Some(folder) => Some(Arc::new(
                endgame::map_tables(folder, rules.variant()).map_err(Failure::new)?,
            )),
            None => Background::start(rules, &TablesChoice::built(table_seeds)).get(true),
        };
        if let Some(tables) = tables {
            for (player, uses) in players.iter_mut().zip(tables_for) {
                if uses {
                    player.use_endgame_tables(&tables);
                }
            }
        }
    }
    let book = if book_for.contains(&true) {
        book::load(rules, book_file.as_deref())?
    } else {
        None
    };
    let books = book_for.map(|uses| book.clone().filter(|_| uses));
    let games = games.unwrap_or(if sprt.is_some() { u32::MAX } else { 20 });
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut tally = Tally::default();
    let mut pairs = Pentanomial::default();
    let mut pair_half_points = 0;
    let mut verdict = Verdict::Continue;
    let mut opening = Game::from_position(start);
    for number in 0..games {
        if number % 2 == 0 {
            opening = unfinished_opening(Game::from_position(start), opening_plies, &mut rng)?;
        }
        // Even games: A plays South; odd games: A plays North.
        let a_side = if number % 2 == 0 {
            Side::South
        } else {
            Side::North
        };
        let clock = Instant::now();
        let game = play_game(
            &mut players,
            &books,
            opening.clone(),
            a_side,
            &mut rng,
            &mut tally,
        )?;
        let outcome = game.outcome().expect("play_game plays to the end");
        let margin = i32::from(*outcome.stores.get(a_side))
            - i32::from(*outcome.stores.get(a_side.opponent()));
        tally.add(margin);
        pair_half_points += (1 + margin.signum()) as usize;
        if number % 2 == 1 {
            pairs.add(std::mem::take(&mut pair_half_points));
        }
        if !quiet {
            let letters: String = game.moves().map(|p| p.letter()).collect();
            println!(
                "game {} A={a_side} {} {}-{} ({}) margin {margin:+} plies {} {:.1}s moves {letters}",
                number + 1,
                match outcome.winner() {
                    Some(w) if w == a_side => "A wins",
                    Some(_) => "B wins",
                    None => "draw",
                },
                outcome.stores.south,
                outcome.stores.north,
                outcome.reason,
                game.plies().len(),
                clock.elapsed().as_secs_f64(),
            );
        }
        if let (Some(sprt), 1) = (&sprt, number % 2) {
            verdict = sprt.verdict(&pairs);
            if !quiet {
                println!("{}", sprt_status(sprt, &pairs, &tally));
            }
            if verdict != Verdict::Continue {
                break;
            }
        }
    }
    println!(
        "A = {spec_a}, B = {spec_b}, {} {}",
        rules.variant(),
        tally.summary()
    );
    if books.iter().any(Option::is_some) {
        println!("{}", tally.book_summary());
    }
    if let Some(sprt) = sprt {
        if quiet {
            println!("{}", sprt_status(&sprt, &pairs, &tally));
        }
        let conclusion = match verdict {
            Verdict::H1 => "H1 accepted: A is stronger",
            Verdict::H0 => "H0 accepted: A is not stronger by elo1",
            Verdict::Continue => "no decision yet",
        };
        println!("sprt {sprt}: {conclusion}");
    }
    Ok(())
}

/// Which players an option applies to: `both`, `a`, `b` or `none`.
fn parse_sides(text: &str, option: &str) -> Result<[bool; 2], Failure> {
    match text {
        "both" => Ok([true, true]),
        "a" => Ok([true, false]),
        "b" => Ok([false, true]),
        "none" => Ok([false, false]),
        other => Err(Failure::usage(format!(
            "{option} is both, a, b or none, not {}",
            quote_input(other)
        ))),
    }
}

/// `sprt games G +W =D -L pairs [..] LLR x (lower, upper) elo E [low, high]`.
fn sprt_status(sprt: &Sprt, pairs: &Pentanomial, tally: &Tally) -> String {
    let (lower, upper) = sprt.bounds();
    let (elo, low, high) = pairs.elo_estimate();
    format!(
        "sprt games {} +{} ={} -{} pairs {pairs} LLR {:.2} ({lower:.2}, {upper:.2}) \
         elo {elo:+.1} [{low:+.1}, {high:+.1}]",
        tally.margins.len(),
        tally.wins,
        tally.draws,
        tally.losses,
        sprt.llr(pairs),
    )
}

/// Random openings drawn for a pair of games before giving up if each one
/// ends the game.
const OPENING_TRIES: usize = 100;

/// A random opening of `plies` plies from `start` that does not end the
/// game (which would credit a result to players that never moved).
fn unfinished_opening(start: Game, plies: usize, rng: &mut fastrand::Rng) -> Result<Game, Failure> {
    if start.outcome().is_some() {
        return Err(Failure::new("the game is over at the start position"));
    }
    (0..OPENING_TRIES)
        .map(|_| random_opening(start.clone(), plies, rng))
        .find(|opening| opening.outcome().is_none())
        .ok_or_else(|| {
            Failure::new(format_args!(
                "{OPENING_TRIES} random openings of {plies} plies each ended the game: \
                 give fewer --opening-plies"
            ))
        })
}

/// Plays one game of the duel, `game`, to its end, `players[0]` (A) on
/// `a_side`, each answering from its book (`books`) when it holds the
/// position; counts the book moves in `tally`.
fn play_game(
    players: &mut [Player; 2],
    books: &[Option<Arc<OpeningBook>>; 2],
    mut game: Game,
    a_side: Side,
    rng: &mut fastrand::Rng,
    tally: &mut Tally,
) -> Result<Game, Failure> {
    for player in players.iter_mut() {
        player.new_game()?;
    }
    let mut plies_in_book = 0;
    while game.outcome().is_none() {
        let index = usize::from(game.position().turn() != a_side);
        let book_move = books[index]
            .as_ref()
            .and_then(|book| book.probe(game.position()));
        let pit = match book_move {
            Some(book_move) => {
                tally.book_moves[index] += 1;
                plies_in_book = game.plies().len() + 1;
                book_move.pit
            }
            None => players[index].choose(&game, rng.u64(..))?,
        };
        game.play(pit).map_err(|e| {
            Failure::new(format!(
                "player {} chose an illegal move {pit}: {e}",
                ["A", "B"][index]
            ))
        })?;
    }
    tally.plies_in_book += plies_in_book as u64;
    Ok(game)
}

/// The duel's results so far, from A's point of view.
#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    margins: Vec<f64>,
    /// Moves A and B played from their books.
    book_moves: [u64; 2],
    /// Over all games, the plies up to the last book move.
    plies_in_book: u64,
}

impl Tally {
    fn add(&mut self, margin: i32) {
        match margin.signum() {
            1 => self.wins += 1,
            -1 => self.losses += 1,
            _ => self.draws += 1,
        }
        self.margins.push(f64::from(margin));
    }

    /// Wins, draws, losses, the score and the mean margin, each with a 95%
    /// confidence interval (normal approximation).
    fn summary(&self) -> String {
        let n = self.margins.len().max(1) as f64;
        let points: Vec<f64> = self
            .margins
            .iter()
            .map(|m| match m.partial_cmp(&0.0) {
                Some(std::cmp::Ordering::Greater) => 1.0,
                Some(std::cmp::Ordering::Less) => 0.0,
                _ => 0.5,
            })
            .collect();
        let (score, score_ci) = mean_and_interval(&points);
        let (margin, margin_ci) = mean_and_interval(&self.margins);
        format!(
            "games {}: A +{} ={} -{}, score {:.1}% ± {:.1}%, mean margin {margin:+.2} ± {margin_ci:.2} seeds",
            n, self.wins, self.draws, self.losses, score * 100.0, score_ci * 100.0
        )
    }
}

impl Tally {
    /// `book moves per game: A 5.1, B 0.0; plies in book 9.8` (means).
    fn book_summary(&self) -> String {
        let games = self.margins.len().max(1) as f64;
        format!(
            "book moves per game: A {:.1}, B {:.1}; plies in book {:.1} (to the last book move)",
            self.book_moves[0] as f64 / games,
            self.book_moves[1] as f64 / games,
            self.plies_in_book as f64 / games
        )
    }
}

/// The mean of `values` and the half-width of its 95% confidence interval.
fn mean_and_interval(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    if n < 2.0 {
        return (values.first().copied().unwrap_or(0.0), f64::NAN);
    }
    let mean = values.iter().sum::<f64>() / n;
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (variance / n).sqrt())
}
