//! `mancala tune generate`: labelled positions from self-play.

use std::fs::File;
use std::io::{BufWriter, Write};

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo::{game_tree, Game, Position};
use oware_ayoayo_engine::{Limits, Searcher, StdClock};

use super::data::{header, Sample};
use crate::background::Background;
use crate::command_line::{self, Taken};
use crate::endgame::{self, TablesChoice};
use crate::failure::Failure;
use crate::game_options::GameOptions;
use crate::random_play::random_opening;

/// Transposition table size of the self-play searcher: 2^20 entries.
const TABLE_BITS: u32 = 20;

/// Random openings drawn for a game before giving up if each one ends it.
const OPENING_TRIES: usize = 100;

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut options = GameOptions::default();
    let (mut games, mut nodes, mut opening_plies, mut seed) = (1000u32, 5000u64, 8usize, 1u64);
    let mut table_seeds = endgame::DEFAULT_SEEDS;
    let mut out = None;
    command_line::read(&mut args, Some(super::HELP), |arg, args| {
        match arg {
            Arg::Long(name) if GameOptions::takes(name) && *name != "from" => {
                options.parse(name, args)?
            }
            Arg::Long("games") => games = args.value()?.parse()?,
            Arg::Long("nodes") => nodes = args.value()?.parse()?,
            Arg::Long("opening-plies") => opening_plies = args.value()?.parse()?,
            Arg::Long("seed") => seed = args.value()?.parse()?,
            Arg::Long("table-seeds") => table_seeds = endgame::seeds_value(args)?,
            Arg::Long("out") => out = Some(args.value()?.string()?),
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let out = out.ok_or_else(|| Failure::usage("tune generate needs --out FILE"))?;
    if nodes == 0 {
        return Err(Failure::usage("--nodes needs at least 1 node"));
    }
    let rules = options.rules()?;
    let mut searcher = Searcher::new(TABLE_BITS);
    if let Some(tables) = Background::start(rules, &TablesChoice::built(table_seeds)).get(true) {
        searcher.use_endgame_tables(tables);
    }
    let file =
        File::create(&out).map_err(|e| Failure::new(format_args!("cannot create {out}: {e}")))?;
    let mut writer = BufWriter::new(file);
    writeln!(writer, "{}", header(rules))
        .map_err(|e| Failure::new(format_args!("cannot write {out}: {e}")))?;
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut written = 0usize;
    for number in 0..games {
        let opening = (0..OPENING_TRIES)
            .map(|_| random_opening(Game::new(rules), opening_plies, &mut rng))
            .find(|opening| opening.outcome().is_none())
            .ok_or_else(|| {
                Failure::usage("random openings end the game: give fewer --opening-plies")
            })?;
        searcher.clear();
        let game = self_play(&mut searcher, opening.clone(), Limits::nodes(nodes));
        for sample in samples(number, &game, opening.plies().len()) {
            writeln!(writer, "{sample}")
                .map_err(|e| Failure::new(format_args!("cannot write {out}: {e}")))?;
            written += 1;
        }
        if (number + 1) % 100 == 0 {
            eprintln!("{} games, {written} positions", number + 1);
        }
    }
    writer
        .flush()
        .map_err(|e| Failure::new(format_args!("cannot write {out}: {e}")))?;
    println!("{games} games, {written} positions written to {out}");
    Ok(())
}

/// `game` played to its end by `searcher` on both sides.
fn self_play(searcher: &mut Searcher, mut game: Game, limits: Limits) -> Game {
    while game.outcome().is_none() {
        let best = searcher.search(&game, limits, &StdClock::new(), None).best;
        let pit = best.expect("a search of a game that is not over finds a move");
        game.play(pit).expect("the search plays legal moves");
    }
    game
}

/// The quiet positions of the finished `game` from ply `first` on, each
/// labelled with the result for its player to move.
fn samples(number: u32, game: &Game, first: usize) -> Vec<Sample> {
    let outcome = game.outcome().expect("the game is over");
    // Every position the players moved from: the last ply's ended the game.
    let plies = game.plies();
    let moved_from = std::iter::once(game.start()).chain(
        plies[..plies.len().saturating_sub(1)]
            .iter()
            .map(|ply| &ply.position),
    );
    moved_from
        .skip(first)
        .filter(|position| is_quiet(position))
        .map(|position| {
            let mover = position.turn();
            let margin = i32::from(*outcome.stores.get(mover))
                - i32::from(*outcome.stores.get(mover.opponent()));
            Sample {
                game: number,
                position: *position,
                result: f64::from(margin.signum() + 1) / 2.0,
                margin,
            }
        })
        .collect()
}

/// Whether the player to move has no move that captures: the evaluation is
/// taken where quiescence stands pat, so that is what it must predict.
fn is_quiet(position: &Position) -> bool {
    // A pit is legal exactly when sowing it succeeds: each move is sown once.
    position
        .turn()
        .pits()
        .iter()
        .filter_map(|&pit| game_tree::sow(position, pit).ok())
        .all(|child| child.stores() == position.stores())
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_ayoayo::{Pit, Rules, Setup};

    fn position(text: &str) -> Position {
        let setup: Setup = text.parse().unwrap();
        Position::from_setup(setup, Rules::OWARE).unwrap()
    }

    #[test]
    fn a_position_with_a_capture_is_not_quiet() {
        // F's 2 seeds end in b, which then holds 2 (docs/rules.md O3).
        let capture = position("4-4-4-4-4-2-4-1-4-4-4-4-3-2-S");
        assert!(capture.oware_landing(Pit::ALL[5]) == Some((Pit::ALL[7], 2)));
        assert!(!is_quiet(&capture));
        assert!(is_quiet(&Position::new(Rules::OWARE)));
    }

    #[test]
    fn samples_are_labelled_for_the_player_to_move() {
        let opening = random_opening(Game::new(Rules::OWARE), 4, &mut fastrand::Rng::with_seed(3));
        let game = self_play(&mut Searcher::new(10), opening, Limits::depth(1));
        let outcome = game.outcome().unwrap();
        let samples = samples(5, &game, 4);
        assert!(!samples.is_empty());
        for sample in samples {
            let mover = sample.position.turn();
            let margin = i32::from(*outcome.stores.get(mover))
                - i32::from(*outcome.stores.get(mover.opponent()));
            assert_eq!((sample.game, sample.margin), (5, margin));
            assert_eq!(sample.result, f64::from(margin.signum() + 1) / 2.0);
            assert!(is_quiet(&sample.position));
        }
    }
}
