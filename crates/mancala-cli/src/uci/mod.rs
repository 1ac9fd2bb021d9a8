//! `mancala uci`: the engine protocol of the Aualé Oware GUI, so that
//! existing tools can drive our engine.
//!
//! Commands: `uci`, `isready`, `setoption name NAME value VALUE`,
//! `ucinewgame`, `position startpos|fen TEXT [moves LETTERS]`, `go [depth
//! N] [movetime MS] [nodes N] [infinite|ponder]`, `ponderhit`, `stop`,
//! `quit`; `debug` is accepted and does nothing. With `OwnBook` on (the
//! default), `go` in a position of the built-in opening book answers at
//! once with the book's move, after `info string book move ...`, and names
//! the reply to ponder on: the book's, or a quick search's.
//!
//! Commands are carried out one at a time, in order, by the thread that
//! reads them; only a search and the building of endgame tables run on
//! threads of their own. So `isready` is answered at once while a search
//! thinks, and its `readyok` comes after every command before it is done
//! (a new hash table allocated, for one). Every `go` gets exactly one
//! `bestmove`. An option set while a search runs applies from the next
//! `go`: the search goes on. A malformed command gets `info string error:
//! ...` and leaves everything as it was, a running search included; so
//! does an input line that is not UTF-8 text or is longer than 64 KiB.
//! Only a refused `position` leaves a mark: until a position is accepted,
//! `go` searches nothing and answers `bestmove 0000`, saying why, rather
//! than search a position the GUI did not send. How the endgame tables'
//! building goes is said within a search (see [`notices`]). The end of the
//! input ends the session as `quit` does, first stopping a running search
//! with an `info string` that says so.

mod notices;
mod search;
mod setting;

use std::io;
use std::sync::Arc;

use lexopt::{Arg, ValueExt};
use oware_ayoayo::notation::parse_moves;
use oware_ayoayo::{ByPlayer, Game, Pit, Player, Position, Rules, Setup, Variant};
use oware_ayoayo_engine::{
    move_time_from_clock, GameClock, Limits, OpeningBook, Searcher, StdClock,
};

use crate::background::Background;
use crate::book;
use crate::command_line::{self, Taken};
use crate::endgame::{self, TablesChoice};
use crate::failure::Failure;
use crate::input::{next_line, Line};
use crate::quote::{printable, quote_input};
use notices::Notices;
use search::Running;
use setting::Setting;

/// Transposition table size by default: 2^22 entries of 16 bytes (64 MiB).
const DEFAULT_TABLE_BITS: u32 = 22;

/// The depth of the search that finds the reply to a book move when the
/// book has none: a few milliseconds.
const REPLY_DEPTH: u32 = 10;

const HELP: &str = "\
usage: mancala uci [--option NAME=VALUE]...

Speaks the engine protocol of the Aualé Oware GUI on standard input and output:
uci, isready, setoption name NAME value V, ucinewgame, position startpos|fen
TEXT [moves LETTERS], go [depth N] [movetime MS] [nodes N] [wtime MS btime MS
[winc MS] [binc MS] [movestogo N]] [infinite|ponder], ponderhit, stop, quit.
wtime and winc are South's clock, btime and binc North's; the player to move's
clock gives the move a share of its time. Options set during a search apply
from the next go.

Options: Variant (oware|ayoayo), GrandSlamWins, Hash (MiB), EndgameSeeds,
EndgamePath, OwnBook and ProvenScoresAsCp. EndgamePath names a folder of
tables that `mancala tables --out` wrote: when it holds the game's, they are
mapped into memory and used instead of EndgameSeeds' (built at start, at most
16 seeds; searches use the layers built so far meanwhile). With OwnBook true
(the default), go answers a position of the built-in opening book (books/ in
the repository; Oware's standard rules) at once with the book's move, saying
so in an 'info string book move' line; go infinite and go ponder always
search. With
ProvenScoresAsCp true, a proven result is reported as 'score cp' of 100 seeds
more than the game's final seed margin (+107.00 seeds in Aualé for a win by 7)
rather than as 'score mate' (moves to the end), which Aualé does not read.

--option NAME=VALUE sets an option at start-up, as setoption would: for GUIs
that send no options, e.g. 'mancala uci --option ProvenScoresAsCp=true' as
Aualé's engine command.";

pub fn run(mut args: lexopt::Parser) -> Result<(), Failure> {
    let mut settings = Vec::new();
    command_line::read(&mut args, Some(HELP), |arg, args| {
        match arg {
            Arg::Long("option") => {
                let text = args.value()?.string()?;
                settings.push(startup_setting(&text).map_err(Failure::usage)?);
            }
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let mut engine =
        Engine::new(settings).map_err(|e| Failure::usage(format_args!("--option: {e}")))?;
    let mut input = io::stdin().lock();
    loop {
        match next_line(&mut input)? {
            Some(Line::Text(line)) => {
                if !engine.command(line.trim()) {
                    break;
                }
            }
            Some(Line::Skipped(why)) => println!("info string error: {}", printable(&why)),
            None => {
                if engine.thinking.is_some() {
                    println!("info string end of input: the search stops");
                }
                break;
            }
        }
    }
    engine.stop();
    Ok(())
}

/// The setting of `--option NAME=VALUE`: that of `setoption name NAME
/// value VALUE`.
fn startup_setting(text: &str) -> Result<Setting, String> {
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| format!("--option takes NAME=VALUE, not {}", quote_input(text)))?;
    let mut words = vec!["name"];
    words.extend(name.split_whitespace());
    words.push("value");
    words.extend(value.split_whitespace());
    setting::parse(&words).map_err(|e| format!("--option {}: {e}", quote_input(text)))
}

struct Engine {
    rules: Rules,
    game: Game,
    /// Why the last `position` was refused, until one is accepted: `go`
    /// searches nothing meanwhile.
    refused: Option<String>,
    table_bits: u32,
    /// The searcher, whenever no search is using it.
    searcher: Option<Searcher>,
    /// A new searcher asked for by an option set while a search used the
    /// current one: made before the next search.
    renewal: Option<Renewal>,
    /// What answers the last `go`, until its `bestmove`.
    thinking: Option<Thinking>,
    /// Endgame tables for `rules`, built in the background from the start
    /// and again when the rules or seed count change; a search uses them
    /// once ready.
    endgame: Background,
    /// The rules and tables `endgame` is providing or has provided.
    endgame_for: Option<(Rules, TablesChoice)>,
    /// The tables asked for (`EndgameSeeds`, `EndgamePath`).
    endgame_choice: TablesChoice,
    /// Whether `go` answers from the book (`OwnBook`).
    own_book: bool,
    /// The opening book of `rules`, if they have one.
    book: Option<Arc<OpeningBook>>,
    /// Whether proven results are reported as `cp` (`ProvenScoresAsCp`).
    proven_as_cp: bool,
    /// What the engine says unasked, kept for where a GUI expects it.
    notices: Arc<Notices>,
}

/// What answers a `go`.
enum Thinking {
    Search(Running),
    /// A held `go` (`infinite`, `ponder`) after a refused `position`:
    /// `bestmove 0000` once stopped or released.
    NothingToSearch,
}

/// Why the searcher is replaced (see [`Engine::renewal`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Renewal {
    /// New rules or endgame tables: the searcher holds the old ones.
    Quiet,
    /// A new hash size, which is reported.
    NewSize,
}

impl Engine {
    /// An engine with `settings` (the command line's) applied, its table
    /// allocated and its endgame tables building.
    fn new(settings: Vec<Setting>) -> Result<Engine, String> {
        let notices = Arc::new(Notices::default());
        let sink = Arc::clone(&notices);
        let mut engine = Engine {
            rules: Rules::OWARE,
            game: Game::new(Rules::OWARE),
            refused: None,
            table_bits: DEFAULT_TABLE_BITS,
            searcher: None,
            renewal: None,
            thinking: None,
            endgame: Background::new(move |message| {
                sink.post(format!("info string endgame {message}"));
            }),
            endgame_for: None,
            endgame_choice: TablesChoice::built(endgame::DEFAULT_SEEDS),
            own_book: true,
            book: built_in_book(Rules::OWARE),
            proven_as_cp: false,
            notices,
        };
        for setting in settings {
            engine.apply(setting)?;
        }
        engine.request_tables();
        engine.searcher = Some(Searcher::new(engine.table_bits));
        Ok(engine)
    }

    /// Carries out one command line; `false` on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        let Some(verb) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        let result = match verb {
            "uci" => {
                println!("id name Mancala {}", env!("CARGO_PKG_VERSION"));
                println!("id author the Mancala project");
                println!("option name Variant type combo default oware var oware var ayoayo");
                println!("option name GrandSlamWins type check default false");
                println!("option name OwnBook type check default true");
                println!(
                    "option name Hash type spin default 64 min 1 max {}",
                    setting::MAX_HASH_MIB
                );
                println!(
                    "option name EndgameSeeds type spin default {} min 0 max {}",
                    endgame::DEFAULT_SEEDS,
                    oware_ayoayo_engine::EndgameTables::max_seeds_within_limit()
                );
                println!(
                    "option name EndgamePath type string default {}",
                    setting::EMPTY
                );
                println!("option name ProvenScoresAsCp type check default false");
                println!("uciok");
                Ok(())
            }
            "isready" => {
                println!("readyok");
                Ok(())
            }
            "setoption" => self.set_option(&rest),
            "ucinewgame" => {
                self.stop();
                self.game = Game::new(self.rules);
                if let Some(searcher) = &mut self.searcher {
                    searcher.clear();
                }
                Ok(())
            }
            "position" => self.position(&rest),
            "go" => self.go(&rest),
            "ponderhit" => {
                match &self.thinking {
                    Some(Thinking::Search(running)) => running.release(),
                    Some(Thinking::NothingToSearch) => self.stop(),
                    None => {}
                }
                Ok(())
            }
            "stop" => {
                self.stop();
                Ok(())
            }
            "debug" => Ok(()),
            "quit" => return false,
            other => Err(format!("unknown command {}", quote_input(other))),
        };
        if let Err(message) = result {
            println!("info string error: {}", printable(&message));
        }
        true
    }

    /// `setoption`: changes the option, for the next `go` if a search is
    /// running, which goes on. A new variant or grand slam rule starts a
    /// new game and new endgame tables (so does a new seed count); a new
    /// hash size allocates the new table now, and says so, rather than in
    /// the next `go` (unless a search uses the old one).
    fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        let setting = setting::parse(words)?;
        let new_size = matches!(setting, Setting::HashMib(_));
        self.apply(setting)?;
        let new_tables = self.request_tables();
        let renewal = if new_size {
            Renewal::NewSize
        } else if new_tables {
            Renewal::Quiet
        } else {
            return Ok(());
        };
        self.renewal = self.renewal.max(Some(renewal));
        if !self.search_under_way() {
            self.renew_searcher();
        }
        Ok(())
    }

    /// Sets `setting`'s option; the searcher and the endgame tables are
    /// left to the caller.
    fn apply(&mut self, setting: Setting) -> Result<(), String> {
        let rules = match setting {
            Setting::Variant(Variant::Oware) => Rules::Oware {
                grand_slam_wins: self.rules.grand_slam_wins(),
            },
            Setting::Variant(Variant::Ayoayo) => Rules::AYOAYO,
            Setting::GrandSlamWins(wins) if self.rules.variant() == Variant::Oware => {
                Rules::Oware {
                    grand_slam_wins: wins,
                }
            }
            Setting::GrandSlamWins(true) => return Err("GrandSlamWins is an Oware option".into()),
            _ => self.rules,
        };
        match setting {
            // Entries are 16 bytes: 2^16 of them per MiB.
            Setting::HashMib(mib) => self.table_bits = 16 + mib.ilog2(),
            Setting::EndgameSeeds(seeds) => self.endgame_choice.seeds = seeds,
            Setting::EndgamePath(folder) => self.endgame_choice.folder = folder,
            Setting::OwnBook(own_book) => self.own_book = own_book,
            Setting::ProvenScoresAsCp(as_cp) => self.proven_as_cp = as_cp,
            Setting::Variant(_) | Setting::GrandSlamWins(_) => {}
        }
        if rules != self.rules {
            self.rules = rules;
            self.game = Game::new(rules);
            self.book = built_in_book(rules);
        }
        Ok(())
    }

    /// Asks for the endgame tables of the rules and seed count, unless
    /// they are those asked for last; `true` if it did.
    fn request_tables(&mut self) -> bool {
        let wanted = (self.rules, self.endgame_choice.clone());
        if self.endgame_for.as_ref() == Some(&wanted) {
            return false;
        }
        self.endgame.build(wanted.0, &wanted.1);
        self.endgame_for = Some(wanted);
        true
    }

    /// Makes the searcher an option asked for, if any. The old table is
    /// freed first: the two never take memory together.
    fn renew_searcher(&mut self) {
        let Some(renewal) = self.renewal.take() else {
            return;
        };
        self.searcher = None;
        self.searcher = Some(Searcher::new(self.table_bits));
        if renewal == Renewal::NewSize {
            println!(
                "info string hash table allocated: {} MiB",
                1u64 << (self.table_bits - 16)
            );
        }
    }

    /// The searcher, for `go`'s search or a book move's reply.
    fn take_searcher(&mut self) -> Searcher {
        // None only after a failed search: allocate a new one.
        self.searcher
            .take()
            .unwrap_or_else(|| Searcher::new(self.table_bits))
    }

    /// Whether a search is using the searcher; one that has ended, its
    /// `bestmove` printed, gives it back first.
    fn search_under_way(&mut self) -> bool {
        if matches!(&self.thinking, Some(Thinking::Search(running)) if running.is_finished()) {
            self.stop();
        }
        matches!(self.thinking, Some(Thinking::Search(_)))
    }

    /// `position startpos|fen TEXT [moves LETTERS...]`: stops a running
    /// search and sets the game, if the whole command is valid; if not,
    /// keeps why for `go`.
    fn position(&mut self, words: &[&str]) -> Result<(), String> {
        match read_position(words, self.rules) {
            Ok(game) => {
                self.stop();
                self.game = game;
                self.refused = None;
                Ok(())
            }
            Err(message) => {
                self.refused = Some(message.clone());
                Err(message)
            }
        }
    }

    /// `go`: stops a running search and starts one of the current game, if
    /// the whole command is valid and the last `position` was accepted.
    fn go(&mut self, words: &[&str]) -> Result<(), String> {
        let (limits, hold) = parse_go(words, self.game.position().turn())?;
        self.stop();
        self.notices.start_search();
        self.renew_searcher();
        if let Some(reason) = &self.refused {
            println!(
                "info string error: nothing searched: the last position was refused ({})",
                printable(reason)
            );
            if hold {
                self.thinking = Some(Thinking::NothingToSearch);
            } else {
                self.notices.end_search("bestmove 0000");
            }
            return Ok(());
        }
        let book = self.book.clone().filter(|_| self.own_book && !hold);
        if let Some(book) = book {
            if let Some(book_move) = book.probe(self.game.position()) {
                println!(
                    "info string book move {} score cp {} (a search of {} plies)",
                    book_move.pit,
                    book_move.score,
                    book.settings().depth
                );
                let answer = match self.expected_reply(&book, book_move.pit) {
                    Some(reply) => format!("bestmove {} ponder {reply}", book_move.pit),
                    None => format!("bestmove {}", book_move.pit),
                };
                self.notices.end_search(&answer);
                return Ok(());
            }
        }
        let mut searcher = self.take_searcher();
        if let Some(tables) = self.endgame.get(false) {
            searcher.use_endgame_tables(tables);
        }
        self.thinking = Some(Thinking::Search(Running::start(
            searcher,
            self.game.clone(),
            limits,
            hold,
            Arc::clone(&self.notices),
            self.proven_as_cp,
        )));
        Ok(())
    }

    /// The reply to expect to book move `pit`, for the GUI to ponder on:
    /// the book's move in the position it leads to, or else the move of a
    /// search of [`REPLY_DEPTH`] plies; `None` if the game ends there.
    fn expected_reply(&mut self, book: &OpeningBook, pit: Pit) -> Option<Pit> {
        let mut next = self.game.clone();
        next.play(pit).ok()?;
        if let Some(reply) = book.probe(next.position()) {
            return Some(reply.pit);
        }
        let mut searcher = self.take_searcher();
        let limits = Limits::depth(REPLY_DEPTH);
        let result = searcher.search(&next, limits, &StdClock::new(), None);
        self.searcher = Some(searcher);
        result.best
    }

    /// Ends what answers the last `go`, which prints its `bestmove`, and
    /// waits for it.
    fn stop(&mut self) {
        match self.thinking.take() {
            Some(Thinking::Search(running)) => {
                self.searcher = running.stop();
                if self.searcher.is_none() {
                    println!("info string error: the search failed");
                    self.notices.end_search("bestmove 0000");
                }
            }
            Some(Thinking::NothingToSearch) => self.notices.end_search("bestmove 0000"),
            None => {}
        }
    }
}

/// The game `position`'s words set up, or why they cannot.
fn read_position(words: &[&str], rules: Rules) -> Result<Game, String> {
    let (start, rest) = match words {
        ["startpos", rest @ ..] => (Position::new(rules), rest),
        ["fen", text, rest @ ..] => {
            let bad = |e: &dyn std::fmt::Display| format!("bad fen {}: {e}", quote_input(text));
            let setup: Setup = text.parse().map_err(|e| bad(&e))?;
            let position = Position::from_setup(setup, rules).map_err(|e| bad(&e))?;
            (position, rest)
        }
        _ => return Err("expected 'position startpos|fen TEXT [moves LETTERS]'".into()),
    };
    let moves = match rest {
        [] => String::new(),
        ["moves", letters @ ..] => letters.concat(),
        _ => return Err("expected 'moves' after the position".into()),
    };
    let pits = parse_moves(&moves).map_err(|e| e.to_string())?;
    replay(start, &pits)
}

/// `start` and `pits` played from it, or the first illegal move.
fn replay(start: Position, pits: &[Pit]) -> Result<Game, String> {
    let mut game = Game::from_position(start);
    for (index, &pit) in pits.iter().enumerate() {
        game.play(pit)
            .map_err(|e| format!("move {} ({pit}) is illegal: {e}", index + 1))?;
    }
    Ok(game)
}

/// The limits of `go`'s words for a search with `mover` to move, and
/// whether the search holds its `bestmove` until stopped (`infinite`, or
/// `ponder` until `ponderhit`). A game clock (`wtime`, `btime`, `winc`,
/// `binc`, `movestogo`) gives the move a share of the mover's remaining
/// time ([`move_time_from_clock`]); with `movetime` as well, the shorter
/// of the two.
fn parse_go(words: &[&str], mover: Player) -> Result<(Limits, bool), String> {
    let mut limits = Limits::default();
    let mut hold = false;
    let mut remaining = ByPlayer::new(None, None);
    let mut increment = ByPlayer::new(0, 0);
    let mut moves_to_go = None;
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        let mut number = || -> Result<u64, String> {
            let text = words
                .next()
                .ok_or_else(|| format!("'{word}' needs a number"))?;
            text.parse()
                .map_err(|_| format!("'{word}' needs a number, not {}", quote_input(text)))
        };
        match word {
            "depth" => {
                let depth = number()?;
                limits.depth = Some(u32::try_from(depth).map_err(|_| {
                    format!("'depth' needs a number up to {}, not {depth}", u32::MAX)
                })?);
            }
            "movetime" => limits.time_ms = Some(number()?),
            "nodes" => limits.nodes = Some(number()?),
            "infinite" | "ponder" => hold = true,
            "wtime" => remaining.south = Some(number()?),
            "btime" => remaining.north = Some(number()?),
            "winc" => increment.south = number()?,
            "binc" => increment.north = number()?,
            "movestogo" => moves_to_go = Some(number()?),
            other => return Err(format!("unknown go parameter {}", quote_input(other))),
        }
    }
    if let Some(remaining_ms) = *remaining.get(mover) {
        let clock = GameClock {
            remaining_ms,
            increment_ms: *increment.get(mover),
            moves_to_go,
        };
        let share = move_time_from_clock(clock);
        // What the move leaves stays on the clock, unless movetime is the shorter.
        limits.unused_time_kept = limits.time_ms.is_none_or(|ms| share < ms);
        limits.time_ms = Some(limits.time_ms.map_or(share, |ms| ms.min(share)));
    }
    Ok((limits, hold))
}

/// The built-in opening book of `rules`' game, if they have one. The
/// built-in books are checked by the tests: one that did not load would
/// leave the engine without a book, and searching.
fn built_in_book(rules: Rules) -> Option<Arc<OpeningBook>> {
    book::load(rules, None).ok().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(line: &str, mover: Player) -> Limits {
        let words: Vec<&str> = line.split_whitespace().collect();
        parse_go(&words, mover).unwrap().0
    }

    fn time_ms(line: &str, mover: Player) -> Option<u64> {
        limits(line, mover).time_ms
    }

    #[test]
    fn the_clock_of_the_player_to_move_gives_the_move_its_time() {
        let clocks = "wtime 60000 btime 3000 winc 100 binc 200";
        assert_eq!(time_ms(clocks, Player::South), Some(2_100));
        assert_eq!(time_ms(clocks, Player::North), Some(300));
        let control = "wtime 60000 btime 60000 movestogo 10";
        assert_eq!(time_ms(control, Player::North), Some(6_000));
        // Only the other side's clock: no time limit.
        assert_eq!(time_ms("btime 1000", Player::South), None);
        // With movetime too, the shorter.
        assert_eq!(
            time_ms("movetime 500 wtime 60000", Player::South),
            Some(500)
        );
        assert_eq!(time_ms("wtime 3000 movetime 500", Player::South), Some(100));
    }

    #[test]
    fn a_clock_keeps_what_a_move_leaves_and_a_move_time_uses_all_of_it() {
        let kept = |line| limits(line, Player::South).unused_time_kept;
        assert!(kept("wtime 60000 btime 60000"));
        assert!(!kept("movetime 500"));
        assert!(!kept("movetime 500 wtime 60000"));
        assert!(kept("wtime 3000 movetime 500"));
    }

    #[test]
    fn a_bad_clock_is_refused_with_its_name() {
        let words = ["wtime", "soon"];
        assert_eq!(
            parse_go(&words, Player::South).unwrap_err(),
            "'wtime' needs a number, not 'soon'"
        );
        assert_eq!(
            parse_go(&["btime"], Player::South).unwrap_err(),
            "'btime' needs a number"
        );
    }
}
