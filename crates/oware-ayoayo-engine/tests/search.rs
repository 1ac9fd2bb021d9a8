//! The engine on hand-made positions whose right answer is known.

use std::sync::atomic::AtomicBool;

use oware_ayoayo::{Game, Pit, Position, Rules, Setup};
use oware_ayoayo_engine::{
    choose_move, hint, is_final_score, Level, Limits, Searcher, StdClock, WIN,
};

fn game(rules: Rules, text: &str) -> Game {
    let setup: Setup = text.parse().unwrap();
    Game::from_position(Position::from_setup(setup, rules).unwrap())
}

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).unwrap()
}

fn search(game: &Game, limits: Limits) -> oware_ayoayo_engine::SearchResult {
    Searcher::new(16).search(game, limits, &StdClock::new(), None)
}

#[test]
fn takes_the_best_capture() {
    // F takes a (2) and b (3); A captures nothing (O3).
    let game = game(Rules::OWARE, "1-0-0-0-0-2-1-2-1-5-5-5-9-17-S");
    let result = search(&game, Limits::depth(1));
    assert_eq!(result.best, Some(pit('F')));
}

#[test]
fn wins_at_once_when_it_can() {
    // F captures 3 and brings South to 25: a majority (O7).
    let game = game(Rules::OWARE, "0-0-0-0-1-1-2-0-0-0-0-4-22-18-S");
    let result = search(&game, Limits::depth(6));
    assert_eq!(result.best, Some(pit('F')));
    assert!(
        is_final_score(result.score) && result.score > WIN,
        "{}",
        result.score
    );
    assert_eq!(result.pv, [pit('F')]);
}

#[test]
fn sees_a_forced_win_twelve_plies_ahead() {
    // Every move is forced; after 12 plies the start repeats (O8) and each
    // side takes its own row: South wins 25-23.
    let game = game(Rules::OWARE, "0-0-0-0-1-0-0-0-0-0-1-0-24-22-S");
    let result = search(&game, Limits::depth(14));
    assert!(
        is_final_score(result.score) && result.score > 0,
        "{}",
        result.score
    );
    assert_eq!(result.pv.len(), 12);
}

#[test]
fn knows_the_repetition_rule() {
    // O8: two seeds walk round the board; North's d repeats the start and
    // ends the game with each side taking its own row: North wins 25-23.
    let mut game = game(Rules::OWARE, "0-0-0-0-1-0-0-0-0-0-1-0-22-24-S");
    for letter in "EeFfAaBbCcD".chars() {
        game.play(pit(letter)).unwrap();
    }
    let result = search(&game, Limits::depth(3));
    assert_eq!(result.best, Some(pit('d')));
    assert!(
        is_final_score(result.score) && result.score > 0,
        "{}",
        result.score
    );
}

#[test]
fn node_limited_searches_are_deterministic() {
    let game = Game::new(Rules::OWARE);
    let first = search(&game, Limits::nodes(50_000));
    let second = search(&game, Limits::nodes(50_000));
    assert_eq!(first, second);
    assert!(first.nodes <= 50_000 + 100, "{}", first.nodes);
}

#[test]
fn a_stopped_search_still_answers() {
    let game = Game::new(Rules::AYOAYO);
    let stop = AtomicBool::new(true);
    let result = Searcher::new(16).search(&game, Limits::default(), &StdClock::new(), Some(&stop));
    assert!(game.legal_moves().contains(result.best.unwrap()));
    assert_eq!(result.depth, 1);
}

#[test]
fn a_timed_search_keeps_to_its_time() {
    let game = Game::new(Rules::OWARE);
    let clock = StdClock::new();
    let result = Searcher::new(16).search(&game, Limits::time_ms(100), &clock, None);
    // A hang guard, loose enough for a loaded machine and a debug build: how
    // closely the time is kept, and the depth reached in it, are measured by
    // `mancala bench search` (npm run bench), not asserted here.
    assert!(
        clock.elapsed_ms() < 5_000.0,
        "took {} ms",
        clock.elapsed_ms()
    );
    assert!(result.depth >= 1);
    assert!(game
        .position()
        .check(result.best.expect("a move from the start"))
        .is_ok());
}

#[test]
fn a_finished_game_has_no_move() {
    let game = game(Rules::OWARE, "0-0-0-0-0-0-1-0-0-0-0-0-23-24-N");
    let result = search(&game, Limits::depth(3));
    assert_eq!(result.best, None);
    assert!(is_final_score(result.score));
}

#[test]
fn every_level_plays_legal_moves_reproducibly() {
    let game = Game::new(Rules::AYOAYO);
    for level in Level::ALL {
        let clock = StdClock::new();
        let mut searcher = Searcher::new(16);
        let first = choose_move(&mut searcher, &game, level, 50, 42, &clock)
            .best
            .unwrap();
        assert!(game.legal_moves().contains(first), "{level}");
        if level < Level::Strong {
            let again = choose_move(&mut Searcher::new(16), &game, level, 50, 42, &clock);
            assert_eq!(again.best, Some(first), "{level} with the same seed");
        }
    }
}

#[test]
fn beginners_make_plausible_mistakes() {
    // Over many seeds, the beginner mostly but not always finds the big capture.
    let game = game(Rules::OWARE, "1-0-0-0-0-2-1-2-1-5-5-5-9-17-S");
    let clock = StdClock::new();
    let captures = (0..100)
        .filter(|&seed| {
            let result = choose_move(
                &mut Searcher::new(12),
                &game,
                Level::Beginner,
                50,
                seed,
                &clock,
            );
            result.best == Some(pit('F'))
        })
        .count();
    assert!((60..100).contains(&captures), "{captures} of 100");
}

#[test]
fn hints_explain_the_best_move() {
    let game = game(Rules::OWARE, "1-0-0-0-0-2-1-2-1-5-5-5-9-17-S");
    let advice = hint(&mut Searcher::new(16), &game, 100, &StdClock::new()).unwrap();
    assert_eq!(advice.pit, pit('F'));
    assert_eq!(advice.captures, 5);
    let text = advice.to_string();
    assert!(text.starts_with("Play F: "), "{text}");
    assert!(text.contains("captures 5 seeds"), "{text}");
    let starving = game_with_empty_north();
    let advice = hint(&mut Searcher::new(16), &starving, 50, &StdClock::new()).unwrap();
    assert!(advice.feeds && advice.only_move, "{advice:?}");
}

fn game_with_empty_north() -> Game {
    game(Rules::OWARE, "1-0-0-0-0-1-0-0-0-0-0-0-23-23-S")
}

/// Games the engine plays against itself, searching every position, under
/// each rule set, from the start and from boards with pits of 48 seeds or
/// more. Debug builds check every move the search generates, and the
/// position after it, against the rules crate's `legal_moves` and `play`.
#[test]
fn the_search_plays_only_what_the_rules_allow() {
    let oware_wins = Rules::Oware {
        grand_slam_wins: true,
    };
    let starts = [
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
        "60-1-0-2-0-3-1-1-0-2-0-0-0-0-S",
        "0-1-2-0-3-1-2-0-1-0-0-90-0-0-N",
    ];
    for rules in [Rules::OWARE, oware_wins, Rules::AYOAYO] {
        for start in starts {
            let setup: Setup = start.parse().unwrap();
            let position = Position::from_custom_setup(setup, rules).unwrap();
            let mut game = Game::from_position(position);
            while game.outcome().is_none() && game.plies().len() < 150 {
                let best = search(&game, Limits::depth(4)).best;
                let best = best.expect("a game that goes on has a move");
                assert!(game.legal_moves().contains(best), "{start} {rules:?}");
                game.play(best).unwrap();
            }
        }
    }
}
