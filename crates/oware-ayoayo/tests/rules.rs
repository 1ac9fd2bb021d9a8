//! One test per rule of docs/rules.md, named after its id, each asserting the
//! whole position after the move. The expected positions were worked out by
//! hand from the rules, not by running the engine.

use oware_ayoayo::{EndReason, Game, GrandSlam, IllegalMove, Pit, Position, Rules, Setup};

fn position(rules: Rules, text: &str) -> Position {
    let setup: Setup = text.parse().expect("test positions are well formed");
    Position::from_setup(setup, rules).expect("test positions hold 48 seeds")
}

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).expect("test moves are pit letters")
}

/// Plays `moves` from `start` and returns the game.
fn replay(rules: Rules, start: &str, moves: &str) -> Game {
    let mut game = Game::from_position(position(rules, start));
    for letter in moves.chars() {
        game.play(pit(letter))
            .unwrap_or_else(|e| panic!("{letter} refused: {e}"));
    }
    game
}

fn after(rules: Rules, start: &str, moves: &str) -> String {
    replay(rules, start, moves).position().to_string()
}

#[test]
fn o1_setup() {
    let start = Position::new(Rules::OWARE);
    assert_eq!(start.to_string(), "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
    assert_eq!(start.legal_moves().to_string(), "ABCDEF");
    assert_eq!(start.total_seeds(), 48);
}

#[test]
fn o2_sowing_one_seed_per_following_pit() {
    assert_eq!(
        after(Rules::OWARE, "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "C"),
        "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N"
    );
}

#[test]
fn o2_sowing_twelve_seeds_skips_the_emptied_pit() {
    let game = replay(Rules::OWARE, "12-0-0-0-0-0-0-0-0-0-0-0-18-18-S", "A");
    assert_eq!(
        game.position().to_string(),
        "0-2-1-1-1-1-1-1-1-1-1-1-18-18-N"
    );
    let lap = &game.plies()[0].trace.laps[0];
    assert!(!lap.sown.contains(&pit('A')));
    assert_eq!(lap.end, pit('B'));
}

#[test]
fn o3_capture_chain_of_twos_and_threes() {
    let game = replay(Rules::OWARE, "0-0-0-0-0-2-1-2-1-5-5-5-10-17-S", "F");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-0-0-1-5-5-5-15-17-N"
    );
    let captures: Vec<(char, u8)> = game.plies()[0]
        .trace
        .captures
        .iter()
        .map(|c| (c.pit.letter(), c.seeds))
        .collect();
    assert_eq!(captures, [('b', 3), ('a', 2)]);
}

#[test]
fn o3_capture_chain_stops_at_other_counts() {
    assert_eq!(
        after(Rules::OWARE, "0-0-0-0-0-3-1-5-2-4-5-5-10-13-S", "F"),
        "0-0-0-0-0-0-2-6-0-4-5-5-13-13-N"
    );
}

#[test]
fn o3_no_capture_on_own_side() {
    let game = replay(Rules::OWARE, "0-1-0-0-0-0-4-4-4-4-4-4-11-12-S", "B");
    assert_eq!(
        game.position().to_string(),
        "0-0-1-0-0-0-4-4-4-4-4-4-11-12-N"
    );
    assert!(game.plies()[0].trace.captures.is_empty());
}

#[test]
fn o4_grand_slam_is_forfeited() {
    let game = replay(Rules::OWARE, "0-0-0-0-0-6-1-1-1-1-1-1-20-16-S", "F");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-2-2-2-2-2-2-20-16-N"
    );
    assert_eq!(game.plies()[0].trace.grand_slam, GrandSlam::Forfeited);
    assert!(game.plies()[0].trace.captures.is_empty());
}

#[test]
fn o4_grand_slam_wins_option_captures_and_ends_by_majority() {
    let rules = Rules::Oware {
        grand_slam_wins: true,
    };
    let game = replay(rules, "0-0-0-0-0-6-1-1-1-1-1-1-20-16-S", "F");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-0-0-0-0-0-0-32-16-N"
    );
    assert_eq!(game.plies()[0].trace.grand_slam, GrandSlam::Captured);
    assert_eq!(game.outcome().unwrap().reason, EndReason::Majority);
}

#[test]
fn o4_grand_slam_wins_option_still_forfeits_below_majority() {
    let rules = Rules::Oware {
        grand_slam_wins: true,
    };
    let game = replay(rules, "0-0-0-0-0-6-1-1-1-1-1-1-12-24-S", "F");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-2-2-2-2-2-2-12-24-N"
    );
    assert_eq!(game.plies()[0].trace.grand_slam, GrandSlam::Forfeited);
    assert_eq!(game.outcome(), None);
}

#[test]
fn o5_feeding_is_compulsory() {
    let start = position(Rules::OWARE, "1-0-0-0-0-1-0-0-0-0-0-0-23-23-S");
    assert_eq!(start.legal_moves().to_string(), "F");
    assert_eq!(start.check(pit('A')), Err(IllegalMove::MustFeed(pit('A'))));
    assert_eq!(
        start.play(pit('F')).unwrap().to_string(),
        "1-0-0-0-0-0-1-0-0-0-0-0-23-23-N"
    );
}

#[test]
fn o6_no_legal_move_each_takes_own_row() {
    // F's capture of a would take all North's seeds (O4: forfeited); then
    // North's only seeds cannot reach South's empty row.
    let game = replay(Rules::OWARE, "0-0-0-0-0-1-2-0-0-0-0-0-22-23-S", "F");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-0-0-0-0-0-0-22-26-N"
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::NoMoves);
    assert_eq!((outcome.swept.south, outcome.swept.north), (0, 3));
    assert_eq!(outcome.winner(), Some(oware_ayoayo::Player::North));
}

#[test]
fn o6_position_without_moves_is_over() {
    let start = position(Rules::OWARE, "0-0-0-0-0-0-1-0-0-0-0-0-23-24-N");
    let outcome = start.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::NoMoves);
    assert_eq!((outcome.stores.south, outcome.stores.north), (23, 25));
    assert_eq!(start.check(pit('a')), Err(IllegalMove::GameOver));
}

#[test]
fn o7_majority_ends_the_game_and_leaves_the_board() {
    let game = replay(Rules::OWARE, "0-0-8-0-0-1-1-1-1-1-2-3-20-10-S", "C");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-1-1-2-0-0-0-0-0-3-31-10-N"
    );
    assert_eq!(game.outcome().unwrap().reason, EndReason::Majority);
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.position().check(pit('f')), Err(IllegalMove::GameOver));
}

#[test]
fn o8_repetition_ends_the_game() {
    // Two single seeds walk round the board; after 12 plies the start is back.
    let game = replay(
        Rules::OWARE,
        "0-0-0-0-1-0-0-0-0-0-1-0-23-23-S",
        "EeFfAaBbCcDd",
    );
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-0-0-0-0-0-0-24-24-S"
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Repetition);
    assert_eq!(outcome.winner(), None);
}

#[test]
fn o9_more_seeds_wins() {
    let game = replay(Rules::OWARE, "0-0-8-0-0-1-1-1-1-1-2-3-20-10-S", "C");
    assert_eq!(
        game.outcome().unwrap().winner(),
        Some(oware_ayoayo::Player::South)
    );
}

#[test]
fn y1_setup() {
    let start = Position::new(Rules::AYOAYO);
    assert_eq!(start.to_string(), "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
    assert_eq!(start.legal_moves().to_string(), "ABCDEF");
}

#[test]
fn y2_y4_y5_y6_relay_from_the_start() {
    // C relays through a, f, E and e, ends in empty E and takes b (6) + 1.
    let game = replay(Rules::AYOAYO, "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "C");
    assert_eq!(game.position().to_string(), "6-6-2-7-0-6-1-0-6-6-0-1-7-0-N");
    let trace = &game.plies()[0].trace;
    let origins: String = trace.laps.iter().map(|lap| lap.origin.letter()).collect();
    assert_eq!(origins, "CafEe");
    let captures: Vec<(char, u8)> = trace
        .captures
        .iter()
        .map(|c| (c.pit.letter(), c.seeds))
        .collect();
    assert_eq!(captures, [('b', 6), ('E', 1)]);
}

#[test]
fn y3_each_lap_skips_its_own_origin() {
    let game = replay(Rules::AYOAYO, "1-12-0-0-0-0-0-0-0-0-0-0-20-15-S", "A");
    assert_eq!(
        game.position().to_string(),
        "2-0-2-0-2-0-2-0-2-0-0-0-23-15-N"
    );
    let second = &game.plies()[0].trace.laps[1];
    assert_eq!(second.origin, pit('B'));
    assert!(!second.sown.contains(&pit('B')));
    assert_eq!(game.plies()[0].trace.laps.last().unwrap().end, pit('B'));
}

#[test]
fn y6_no_capture_when_opposite_is_empty() {
    assert_eq!(
        after(Rules::AYOAYO, "1-0-0-0-0-0-0-0-0-0-0-3-20-24-S", "A"),
        "0-1-0-0-0-0-0-0-0-0-0-3-20-24-N"
    );
}

#[test]
fn y6_no_capture_on_the_opponents_side() {
    let game = replay(Rules::AYOAYO, "1-0-0-0-0-1-0-3-0-0-0-0-20-23-S", "F");
    assert_eq!(
        game.position().to_string(),
        "1-0-0-0-0-0-1-3-0-0-0-0-20-23-N"
    );
    assert!(game.plies()[0].trace.captures.is_empty());
}

#[test]
fn y7_endless_relay_is_illegal() {
    let start = position(Rules::AYOAYO, "0-1-0-1-2-0-1-0-1-0-2-1-39-0-S");
    assert_eq!(start.legal_moves().to_string(), "BD");
    assert_eq!(
        start.check(pit('E')),
        Err(IllegalMove::EndlessRelay(pit('E')))
    );
}

#[test]
fn y7_long_finite_relay_is_legal() {
    let game = replay(Rules::AYOAYO, "0-2-3-2-3-2-3-2-1-3-2-1-20-4-S", "D");
    assert_eq!(
        game.position().to_string(),
        "4-3-0-4-0-1-4-1-3-0-4-0-20-4-N"
    );
    assert_eq!(game.plies()[0].trace.laps.len(), 197);
}

#[test]
fn y8_feeding_is_compulsory() {
    let start = position(Rules::AYOAYO, "1-0-0-0-0-1-0-0-0-0-0-0-23-23-S");
    assert_eq!(start.legal_moves().to_string(), "F");
    assert_eq!(start.check(pit('A')), Err(IllegalMove::MustFeed(pit('A'))));
    assert_eq!(
        start.play(pit('F')).unwrap().to_string(),
        "1-0-0-0-0-0-1-0-0-0-0-0-23-23-N"
    );
}

#[test]
fn y9_no_legal_move_each_takes_own_row() {
    let game = replay(Rules::AYOAYO, "1-0-0-0-0-0-0-0-0-0-3-0-20-24-S", "A");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-0-0-0-0-0-0-24-24-N"
    );
    assert_eq!(game.outcome().unwrap().reason, EndReason::NoMoves);
}

#[test]
fn y10_repetition_ends_the_game() {
    let game = replay(Rules::AYOAYO, "0-1-1-0-0-0-0-0-0-1-0-1-22-22-S", "BfDdFb");
    assert_eq!(
        game.position().to_string(),
        "0-0-0-0-0-0-0-0-0-0-0-0-24-24-S"
    );
    assert_eq!(game.outcome().unwrap().reason, EndReason::Repetition);
}

#[test]
fn y11_no_early_end_at_a_majority() {
    let game = replay(Rules::AYOAYO, "1-0-0-0-0-0-0-0-0-0-0-1-30-16-S", "A");
    assert_eq!(
        game.position().to_string(),
        "0-1-0-0-0-0-0-0-0-0-0-1-30-16-N"
    );
    assert_eq!(game.outcome(), None);
    assert_eq!(game.legal_moves().to_string(), "f");
}

#[test]
fn illegal_moves_say_why() {
    let start = Position::new(Rules::OWARE);
    assert_eq!(
        start.check(pit('a')),
        Err(IllegalMove::NotYourPit {
            pit: pit('a'),
            mover: oware_ayoayo::Player::South
        })
    );
    let after_c = start.play(pit('C')).unwrap().play(pit('c')).unwrap();
    assert_eq!(
        after_c.check(pit('C')),
        Err(IllegalMove::EmptyPit(pit('C')))
    );
    assert_eq!(
        IllegalMove::EmptyPit(pit('C')).to_string(),
        "pit C is empty"
    );
}

#[test]
fn game_undo_and_redo() {
    let mut game = Game::new(Rules::OWARE);
    game.play(pit('C')).unwrap();
    game.play(pit('f')).unwrap();
    assert_eq!(game.undo(), Some(pit('f')));
    assert_eq!(game.position().to_string(), "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N");
    assert_eq!(game.redo().map(|ply| ply.pit), Some(pit('f')));
    assert!(!game.can_redo());
    game.undo();
    game.play(pit('a')).unwrap();
    assert!(!game.can_redo(), "a new move clears the redo list");
}
