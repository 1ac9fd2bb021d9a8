//! Endgame tables against an exhaustive search of the real rules, which
//! follows every line and ends it when a position repeats (O8), with no
//! table involved.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use oware_ayoayo::{game_tree, ByPlayer, Game, Player, Position, Rules, Setup, Variant, PIT_COUNT};
use oware_ayoayo_engine::{
    is_final_score, EndgameTables, Limits, Searcher, StdClock, TablesError, WIN,
};

/// Every board of `seeds` seeds.
fn boards(seeds: u8) -> Vec<[u8; PIT_COUNT]> {
    fn fill(pit: usize, left: u8, pits: &mut [u8; PIT_COUNT], out: &mut Vec<[u8; PIT_COUNT]>) {
        if pit == PIT_COUNT - 1 {
            pits[pit] = left;
            out.push(*pits);
            return;
        }
        for seeds in 0..=left {
            pits[pit] = seeds;
            fill(pit + 1, left - seeds, pits, out);
        }
    }
    let mut out = Vec::new();
    fill(0, seeds, &mut [0; PIT_COUNT], &mut out);
    out
}

/// A position of `variant` with empty stores, so that no capture reaches
/// an Oware majority (O7 is outside the tables' values).
fn position(variant: Variant, pits: [u8; PIT_COUNT], turn: Player) -> Position {
    let setup = Setup {
        pits,
        stores: ByPlayer::new(0, 0),
        turn,
    };
    Position::from_custom_setup(setup, Rules::from(variant)).unwrap()
}

/// Own row less the opponent's, for the player to move.
fn split(position: &Position) -> i32 {
    let mover = position.turn();
    i32::from(position.row_seeds(mover)) - i32::from(position.row_seeds(mover.opponent()))
}

/// An exhaustive search's memory: the value of each position just after a
/// capture, which no earlier position can repeat.
type AfterCapture = HashMap<Position, i32>;

/// The real rules' value for the player to move of the last position of
/// `line` (the positions since the last capture), by alpha-beta over every
/// line; `None` past `budget` nodes.
fn exhaustive(
    line: &mut Vec<Position>,
    alpha: i32,
    beta: i32,
    known: &mut AfterCapture,
    budget: &mut u64,
) -> Option<i32> {
    *budget = budget.checked_sub(1)?;
    let position = *line.last().unwrap();
    let moves = position.legal_moves();
    if moves.is_empty() {
        return Some(split(&position)); // O6
    }
    let mut best = i32::MIN;
    let mut alpha = alpha;
    for (captured, child) in ordered_moves(&position) {
        let value = if captured > 0 {
            captured - fresh_value(child, known, budget)?
        } else if line.contains(&child) {
            -split(&child) // O8: the repetition ends the game.
        } else {
            line.push(child);
            let value = exhaustive(line, -beta, -alpha, known, budget);
            line.pop();
            -value?
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}

/// The moves of `position` as (seeds captured, position after), the most
/// promising first by the tables' estimate. The order only speeds the
/// search up: every move is still searched unless alpha-beta proves it
/// cannot matter.
fn ordered_moves(position: &Position) -> Vec<(i32, Position)> {
    let mover = position.turn();
    let variant = position.rules().variant();
    let mut moves: Vec<(i32, Position)> = position
        .legal_moves()
        .into_iter()
        .map(|pit| {
            let sown = game_tree::sow(position, pit).unwrap();
            let captured = i32::from(*sown.stores().get(mover));
            (captured, self::position(variant, *sown.pits(), sown.turn()))
        })
        .collect();
    let estimate = |(captured, child): &(i32, Position)| {
        captured
            - tables(variant)
                .value(child)
                .map_or(0, |value| i32::from(value.net))
    };
    moves.sort_by_key(|item| -estimate(item));
    moves
}

/// The real rules' value of a position with no history.
fn fresh_value(position: Position, known: &mut AfterCapture, budget: &mut u64) -> Option<i32> {
    if let Some(&value) = known.get(&position) {
        return Some(value);
    }
    let value = exhaustive(&mut vec![position], -99, 99, known, budget)?;
    known.insert(position, value);
    Some(value)
}

/// Tables of `variant` of up to 6 seeds, built once for all the tests.
fn tables(variant: Variant) -> &'static EndgameTables {
    static TABLES: [OnceLock<EndgameTables>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[variant as usize].get_or_init(|| EndgameTables::build(variant, 6))
}

/// Checks `pits` (South to move) against the real rules: its value is at
/// least the lower bound and at most the upper (so exactly the value when
/// they meet), each proven by a null-window search; and North to move on
/// the mirrored board reads the same entry. Returns whether both searches
/// finished within `budget` nodes.
fn check_board(
    variant: Variant,
    pits: [u8; PIT_COUNT],
    budget: u64,
    known: &mut AfterCapture,
) -> bool {
    let south = position(variant, pits, Player::South);
    let bounds = tables(variant).probe(&south).unwrap();
    let mut mirrored = [0; PIT_COUNT];
    for (k, seeds) in mirrored.iter_mut().enumerate() {
        *seeds = pits[(k + PIT_COUNT / 2) % PIT_COUNT];
    }
    assert_eq!(
        tables(variant).probe(&position(variant, mirrored, Player::North)),
        Some(bounds)
    );
    let (lower, upper) = (i32::from(bounds.lower), i32::from(bounds.upper));
    let mut budget = budget;
    let Some(at_least) = exhaustive(&mut vec![south], lower - 1, lower, known, &mut budget) else {
        return false;
    };
    let Some(at_most) = exhaustive(&mut vec![south], upper, upper + 1, known, &mut budget) else {
        return false;
    };
    assert!(
        at_least >= lower,
        "{south}: the value is below the lower bound of {bounds:?}"
    );
    assert!(
        at_most <= upper,
        "{south}: the value is above the upper bound of {bounds:?}"
    );
    true
}

#[test]
fn bounds_hold_the_true_value_of_every_board_up_to_three_seeds() {
    let mut known = AfterCapture::new();
    for (variant, seeds) in [Variant::Oware, Variant::Ayoayo]
        .into_iter()
        .flat_map(|v| (0..=3).map(move |s| (v, s)))
    {
        for pits in boards(seeds) {
            assert!(check_board(variant, pits, u64::MAX, &mut known));
        }
    }
}

/// Checks `samples` pseudo-random boards of each seed count in `seeds`
/// and returns how many of each were searched to the end.
fn check_sample(
    variant: Variant,
    seeds: std::ops::RangeInclusive<u8>,
    samples: usize,
    budget: u64,
) -> Vec<usize> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut known = AfterCapture::new();
    seeds
        .map(|seeds| {
            let all = boards(seeds);
            (0..samples)
                .filter(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    let pits = all[(state % all.len() as u64) as usize];
                    check_board(variant, pits, budget, &mut known)
                })
                .count()
        })
        .collect()
}

#[test]
fn bounds_hold_the_true_value_of_sampled_boards_of_four_to_six_seeds() {
    // Lines that never capture can run long before a position repeats, so
    // some boards take the exhaustive search too long; most finish.
    let finished = check_sample(Variant::Oware, 4..=5, 40, 2_000_000);
    println!("oware: boards of 4 and 5 seeds searched to the end, of 40 each: {finished:?}");
    assert!(
        finished.iter().all(|&count| count >= 8),
        "finished: {finished:?} of 40"
    );
    // Ayoayo's endgames end in forced captures: every search finishes.
    assert_eq!(
        check_sample(Variant::Ayoayo, 4..=6, 40, 2_000_000),
        [40, 40, 40]
    );
}

/// The long version, for a run by hand:
/// `cargo test --release -p oware-ayoayo-engine --test endgame -- --ignored --nocapture`.
#[test]
#[ignore = "takes minutes"]
fn bounds_hold_the_true_value_of_many_sampled_boards() {
    for variant in [Variant::Oware, Variant::Ayoayo] {
        let finished = check_sample(variant, 4..=6, 100, 20_000_000);
        println!(
            "{variant}: boards of 4, 5, 6 seeds searched to the end, of 100 each: {finished:?}"
        );
    }
}

#[test]
fn small_boards_have_exact_values() {
    let tables = tables(Variant::Oware);
    assert_eq!(tables.len(), (0..=6).map(|seeds| boards(seeds).len()).sum());
    // One seed: whoever holds it sows it across or keeps it (O6).
    let lone = position(
        Variant::Oware,
        [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0],
        Player::South,
    );
    let value = tables.value(&lone).unwrap();
    assert!(value.exact);
    // F's seed goes to North, who has no move back (O6 ends it): North keeps 1.
    assert_eq!(value.net, -1);
}

#[test]
fn bytes_round_trip_and_corrupt_bytes_are_refused() {
    let tables = EndgameTables::build(Variant::Oware, 4);
    let bytes = tables.to_bytes();
    let copy = EndgameTables::from_bytes(&bytes).unwrap();
    assert_eq!(copy.to_bytes(), bytes);
    // Read in place (as from a mapped file), the tables answer as built.
    let in_place = EndgameTables::read_in_place(bytes.clone()).unwrap();
    assert_eq!(in_place.len(), tables.len());
    for seeds in 0..=4 {
        let built = tables.layer(seeds).unwrap();
        assert!(built.iter().eq(in_place.layer(seeds).unwrap().iter()));
    }
    let board = position(
        Variant::Oware,
        [0, 1, 0, 0, 0, 1, 0, 0, 2, 0, 0, 0],
        Player::North,
    );
    assert_eq!(in_place.probe(&board), tables.probe(&board));
    assert!(in_place.probe(&board).is_some());
    // Tables read in place grow like built ones.
    let mut grown = EndgameTables::read_in_place(bytes.clone()).unwrap();
    grown.add_layer();
    assert_eq!(
        grown.to_bytes(),
        EndgameTables::build(Variant::Oware, 5).to_bytes()
    );

    assert_eq!(
        EndgameTables::from_bytes(b"MEGT").err(),
        Some(TablesError::NotTables)
    );
    let mut wrong_magic = bytes.clone();
    wrong_magic[0] = b'X';
    assert_eq!(
        EndgameTables::from_bytes(&wrong_magic).err(),
        Some(TablesError::NotTables)
    );
    let short = &bytes[..bytes.len() - 1];
    assert!(matches!(
        EndgameTables::from_bytes(short),
        Err(TablesError::WrongLength { .. })
    ));
    let mut impossible = bytes.clone();
    let last = impossible.len() - 2;
    impossible[last] = 5; // lower bound 5 with 4 seeds on the board
    assert_eq!(
        EndgameTables::from_bytes(&impossible).err(),
        Some(TablesError::BadEntry {
            seeds: 4,
            index: 1364
        })
    );
    assert_eq!(
        EndgameTables::read_in_place(impossible).err(),
        Some(TablesError::BadEntry {
            seeds: 4,
            index: 1364
        })
    );
}

#[test]
fn the_search_scores_positions_after_a_capture_from_the_tables() {
    // 8 seeds left, 20 each in the stores. The tables prove that South
    // takes all 8 (F captures at once and the rest follows), so a search
    // with them proves the win at once; without them, 16 plies see only
    // an advantage.
    let setup: Setup = "2-1-0-0-1-1-1-0-1-1-0-0-20-20-S".parse().unwrap();
    let start = Position::from_setup(setup, Rules::OWARE).unwrap();
    let tables = Arc::new(EndgameTables::build(Variant::Oware, 8));
    assert_eq!(
        tables.value(&start).map(|value| (value.net, value.exact)),
        Some((8, true))
    );
    let game = Game::from_position(start);
    let mut with_tables = Searcher::new(16);
    with_tables.use_endgame_tables(tables);
    let clock = StdClock::new();
    let proven = with_tables.search(&game, Limits::depth(16), &clock, None);
    let plain = Searcher::new(16).search(&game, Limits::depth(16), &clock, None);
    assert!(
        is_final_score(proven.score) && proven.score > WIN + 700,
        "{}",
        proven.score
    );
    assert_eq!(proven.best, plain.best);
    assert!(
        proven.nodes * 10 < plain.nodes,
        "{} vs {}",
        proven.nodes,
        plain.nodes
    );
}

#[test]
fn a_boards_exact_value_is_its_best_moves_value() {
    for variant in [Variant::Oware, Variant::Ayoayo] {
        let tables = tables(variant);
        let mut compared = 0;
        for seeds in 1..=5 {
            for pits in boards(seeds) {
                let board = position(variant, pits, Player::South);
                let Some(value) = tables.value(&board) else {
                    continue;
                };
                let Some(moves) = tables.move_values(&board) else {
                    assert!(
                        board.is_over(),
                        "{board}: a board the tables cover has moves valued"
                    );
                    continue;
                };
                assert_eq!(moves.len(), board.legal_moves().len(), "{board}");
                if value.exact && moves.iter().all(|m| m.value.exact) {
                    let best = moves.iter().map(|m| m.value.net).max();
                    assert_eq!(best, Some(value.net), "{board}");
                    compared += 1;
                }
            }
        }
        assert!(compared > 1000, "{variant:?}: {compared} boards compared");
    }
}

#[test]
fn a_move_that_ends_the_game_is_valued_by_the_final_sweep() {
    let tables = tables(Variant::Oware);
    // F's seed goes to North, who has no move back (O6): South's row is empty, North keeps 1.
    let lone = position(
        Variant::Oware,
        [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0],
        Player::South,
    );
    let moves = tables.move_values(&lone).unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].value.net, -1);
    assert!(moves[0].value.exact);
}
