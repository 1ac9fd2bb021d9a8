//! Property tests over random positions and random games of both variants.

use oware_ayoayo::notation::Record;
use oware_ayoayo::{
    game_tree, perft_counts, ByPlayer, EndReason, Game, Pit, Player, Position, Rules, Setup,
    Sowing, Trace, MAX_SEEDS,
};
use proptest::prelude::*;

mod common;
use common::{any_extra_tag_name, any_rules, any_text, lines_fit, setup};

/// Any 48-seed setup: each seed lands in one of the 12 pits or 2 stores.
fn setups() -> impl Strategy<Value = Setup> {
    (prop::collection::vec(0..14usize, 48), any::<bool>()).prop_map(|(slots, north)| {
        let mut setup = setup([0; 12], 0, 0, north);
        for slot in slots {
            match slot {
                12 => setup.stores.south += 1,
                13 => setup.stores.north += 1,
                pit => setup.pits[pit] += 1,
            }
        }
        setup
    })
}

fn positions() -> impl Strategy<Value = Position> {
    (setups(), any_rules()).prop_map(|(setup, rules)| Position::from_setup(setup, rules).unwrap())
}

/// Replays `trace` on `before` with no knowledge of the rules, as a front
/// end would, and returns the position text it arrives at.
fn replay_trace(before: &Position, trace: &Trace) -> String {
    let mut pits = *before.pits();
    let mut stores = before.stores();
    for lap in &trace.laps {
        assert_eq!(
            pits[lap.origin.index()],
            lap.seeds,
            "a lap lifts the whole pit"
        );
        assert_eq!(lap.sown.len(), usize::from(lap.seeds), "every seed is sown");
        assert_eq!(lap.sown.last(), Some(&lap.end));
        pits[lap.origin.index()] = 0;
        for pit in &lap.sown {
            assert_ne!(*pit, lap.origin, "a lap never sows into its origin");
            pits[pit.index()] += 1;
        }
    }
    for capture in &trace.captures {
        assert_eq!(pits[capture.pit.index()], capture.seeds);
        pits[capture.pit.index()] = 0;
        *stores.get_mut(trace.mover) += capture.seeds;
    }
    if let Some(outcome) = trace.end {
        if outcome.reason != EndReason::Majority {
            for player in Player::ALL {
                let row: u8 = player.pits().iter().map(|p| pits[p.index()]).sum();
                assert_eq!(*outcome.swept.get(player), row);
                *stores.get_mut(player) += row;
            }
            pits = [0; 12];
        }
        assert_eq!(outcome.stores, stores);
    }
    Setup {
        pits,
        stores,
        turn: trace.mover.opponent(),
    }
    .to_string()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn legal_moves_agree_with_check(position in positions()) {
        let legal = position.legal_moves();
        for pit in Pit::ALL {
            prop_assert_eq!(legal.contains(pit), position.check(pit).is_ok(), "{} {}", position, pit);
            prop_assert_eq!(legal.contains(pit), position.play(pit).is_ok(), "{} {}", position, pit);
        }
        prop_assert_eq!(legal.is_empty(), position.is_over());
        prop_assert_eq!(legal.is_empty(), position.outcome().is_some());
    }

    #[test]
    fn every_move_conserves_seeds_and_its_trace_replays(position in positions()) {
        for pit in position.legal_moves() {
            let (after, trace) = position.play_traced(pit).unwrap();
            prop_assert_eq!(after.total_seeds(), 48);
            prop_assert_eq!(after.setup().total_seeds(), 48);
            prop_assert_eq!(replay_trace(&position, &trace), after.to_string());
            prop_assert_eq!(position.play(pit).unwrap(), after);
        }
    }

    #[test]
    fn position_text_round_trips(setup in setups()) {
        let text = setup.to_string();
        prop_assert_eq!(text.parse::<Setup>().unwrap(), setup);
    }

    #[test]
    fn random_games_end_and_conserve_seeds(
        rules in any_rules(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 2000),
    ) {
        let mut game = Game::new(rules);
        let mut plies = 0;
        for choice in choices.iter().cycle() {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let pit = legal.iter().nth(choice.index(legal.len())).unwrap();
            let before = *game.position();
            let ply = game.play(pit).unwrap();
            prop_assert_eq!(replay_trace(&before, &ply.trace), ply.position.to_string());
            prop_assert_eq!(ply.position.total_seeds(), 48);
            plies += 1;
            prop_assert!(plies < 10_000, "a game of {} plies", plies);
        }
        let outcome = game.outcome().expect("a game without legal moves is over");
        let stores = u32::from(outcome.stores.south) + u32::from(outcome.stores.north);
        match outcome.reason {
            // O7: the seeds left on the board are not counted.
            EndReason::Majority => prop_assert!(stores < 48 || game.position().pits() == &[0; 12]),
            _ => prop_assert_eq!(stores, 48),
        }
    }
}

/// Custom boards with one to three pits of 48 to 200 seeds, laps that the
/// bulk sowing works out rather than looks up, a few seeds elsewhere, and
/// at most [`MAX_SEEDS`] in all.
fn big_pit_setups() -> impl Strategy<Value = Setup> {
    (
        prop::collection::vec((0..12usize, 48u32..=200), 1..=3),
        prop::array::uniform12(0u8..6),
        (0u8..10, 0u8..10),
        any::<bool>(),
    )
        .prop_map(|(big, pits, (south, north), north_to_move)| {
            let mut setup = setup(pits, south, north, north_to_move);
            for (pit, seeds) in big {
                let room = MAX_SEEDS - setup.total_seeds() + u32::from(setup.pits[pit]);
                if let Ok(seeds @ 48..) = u8::try_from(seeds.min(room)) {
                    setup.pits[pit] = seeds;
                }
            }
            setup
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn oware_landing_agrees_with_sowing(setup in setups()) {
        let position = Position::from_setup(setup, Rules::OWARE).unwrap();
        for &pit in position.turn().pits() {
            let Some((last, seeds)) = position.oware_landing(pit) else {
                prop_assert_eq!(position.seeds(pit), 0);
                continue;
            };
            let mut board = setup;
            board.stores = ByPlayer::new(0, 0);
            board.pits = *position.pits();
            let custom = Position::from_custom_setup(board, Rules::OWARE).unwrap();
            if let Ok((_, trace)) = custom.play_traced(pit) {
                let lap = &trace.laps[0];
                prop_assert_eq!(lap.end, last);
                let sown_into_last = lap.sown.iter().filter(|&&p| p == last).count() as u8;
                prop_assert_eq!(position.seeds(last) + sown_into_last, seeds);
            }
        }
    }

    #[test]
    fn oware_capturing_moves_are_the_landings_on_two_or_three(setup in setups()) {
        for rules in [Rules::OWARE, Rules::AYOAYO] {
            let position = Position::from_setup(setup, rules).unwrap();
            for player in [Player::South, Player::North] {
                let landings = player.pits().iter().filter_map(|&pit| position.oware_landing(pit));
                let captures = landings
                    .filter(|&(last, seeds)| last.owner() != player && matches!(seeds, 2 | 3))
                    .count();
                prop_assert_eq!(position.oware_capturing_moves(player) as usize, captures);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A random game's record, from the standard start or any other (a
    /// `FEN` tag), finished or not, with any text in its comments (the one
    /// before the first move too) and in every tag that does not decide the
    /// rules, reads back as written and replays.
    #[test]
    fn records_round_trip(
        rules in any_rules(),
        start in prop::option::of(setups()),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 0..300),
        comment in prop::option::of(any_text()),
        comments in prop::collection::vec(prop::option::of(any_text()), 300),
        roster in prop::collection::vec(any_text(), 7),
        extra in prop::collection::vec((any_extra_tag_name(), any_text()), 0..4),
    ) {
        let mut game = match start {
            Some(setup) => Game::from_position(Position::from_setup(setup, rules).unwrap()),
            None => Game::new(rules),
        };
        for choice in &choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(legal.iter().nth(choice.index(legal.len())).unwrap()).unwrap();
        }
        let mut record = Record::from_game(&game);
        prop_assert_eq!(record.tag("FEN").is_some(), game.start().setup() != Setup::START);
        record.comment = comment;
        for (played, comment) in record.moves.iter_mut().zip(comments) {
            played.comment = comment;
        }
        let roster_tags = ["Variant", "Event", "Site", "Date", "Round", "South", "North"];
        for (name, value) in roster_tags.iter().zip(&roster) {
            record.set_tag(name, value);
        }
        for (name, value) in &extra {
            record.set_tag(name, value);
        }
        let text = record.to_string();
        prop_assert!(lines_fit(&text), "{}", text);
        let read: Record = text.parse().unwrap();
        prop_assert_eq!(&read, &record);
        let replayed = read.replay().unwrap();
        prop_assert_eq!(replayed.start(), game.start());
        prop_assert_eq!(replayed.plies(), game.plies());
        prop_assert_eq!(replayed.outcome(), game.outcome());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Sowing in bulk (`play`, `game_tree::sow`, `sowing`, `oware_landing`:
    /// no trace) gives what sowing seed by seed (`play_traced`) does, and the
    /// trace replays, on boards with laps of 48 to 200 seeds in both games.
    #[test]
    fn big_laps_sown_in_bulk_agree_with_seed_by_seed(
        setup in big_pit_setups(),
        rules in any_rules(),
    ) {
        prop_assert!(setup.pits.iter().any(|&seeds| seeds >= 48));
        let position = Position::from_custom_setup(setup, rules).unwrap();
        for pit in Pit::ALL {
            let traced = position.play_traced(pit);
            prop_assert_eq!(
                position.play(pit),
                traced.clone().map(|(after, _)| after),
                "{} {}", position, pit
            );
            prop_assert_eq!(game_tree::sow(&position, pit).is_ok(), traced.is_ok(), "{} {}", position, pit);
            let Ok((after, trace)) = traced else { continue };
            prop_assert_eq!(replay_trace(&position, &trace), after.to_string());
            prop_assert_eq!(after.setup().total_seeds(), setup.total_seeds());
            let laps = u32::try_from(trace.laps.len()).unwrap();
            prop_assert_eq!(position.sowing(pit), Some(Sowing::Ends { laps }));
            if let Some((last, seeds)) = position.oware_landing(pit) {
                let lap = &trace.laps[0];
                let sown_into_last = lap.sown.iter().filter(|&&p| p == last).count();
                let held_before = usize::from(position.seeds(last));
                prop_assert_eq!(lap.end, last);
                prop_assert_eq!(usize::from(seeds), held_before + sown_into_last);
            }
        }
    }
}

/// Perft the long way, as a reference for [`perft_counts`], which counts
/// the last ply's moves without playing them: at every ply, the last
/// included, each pit of the player to move is tried through
/// [`Game::play`] (its own legality, end of game and repetition rule), and
/// each move it accepts counts and is walked on from unless it ended the
/// game. Returns the counts at depths `1..=depth`.
fn perft_by_playing(start: Position, depth: usize) -> Vec<u64> {
    fn walk(game: &mut Game, counts: &mut [u64], ply: usize) {
        for &pit in game.position().turn().pits() {
            let Ok(played) = game.play(pit) else {
                continue;
            };
            let over = played.trace.end.is_some();
            counts[ply] += 1;
            if ply + 1 < counts.len() && !over {
                walk(game, counts, ply + 1);
            }
            game.undo();
        }
    }
    let mut counts = vec![0; depth];
    if depth > 0 {
        walk(&mut Game::from_position(start), &mut counts, 0);
    }
    counts
}

/// 48-seed setups with 1 to 9 seeds on the board and the rest in the
/// stores, neither store above 24: endgames, where lines repeat (O8, Y10),
/// players run out of moves (O6, Y9) or must feed (O5, Y8), and one capture
/// can reach a majority (O7).
fn sparse_setups() -> impl Strategy<Value = Setup> {
    (1..10u8).prop_flat_map(|on_board| {
        let stored = 48 - on_board;
        (
            prop::collection::vec(0..12usize, usize::from(on_board)),
            stored.saturating_sub(24)..=stored.min(24),
            any::<bool>(),
        )
            .prop_map(move |(pits, south, north)| {
                let mut setup = setup([0; 12], south, stored - south, north);
                for pit in pits {
                    setup.pits[pit] += 1;
                }
                setup
            })
    })
}

/// Whether [`perft_counts`] to each depth from 1 to `depth`, counting
/// that depth's moves without playing them, gives the counts of
/// [`perft_by_playing`].
fn bulk_counts_agree(position: Position, depth: usize) -> Result<(), TestCaseError> {
    let played = perft_by_playing(position, depth);
    for depth in 1..=depth {
        prop_assert_eq!(
            perft_counts(&position, depth),
            &played[..depth],
            "{} to depth {}",
            position,
            depth
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Perft's count of the last ply's moves is, at every depth, what
    /// playing each move counts.
    #[test]
    fn perft_counts_what_playing_every_move_counts(position in positions()) {
        bulk_counts_agree(position, 4)?;
    }

    /// The same on endgame boards, deeper: there lines end by repetition,
    /// by majority and with a player left without moves.
    #[test]
    fn perft_counts_what_playing_every_move_counts_in_endgames(
        setup in sparse_setups(),
        rules in any_rules(),
    ) {
        bulk_counts_agree(Position::from_setup(setup, rules).unwrap(), 8)?;
    }
}
