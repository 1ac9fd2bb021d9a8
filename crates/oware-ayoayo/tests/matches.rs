//! Match formats of docs/rules.md O10: when each is decided, what a draw
//! counts for, and the sides alternating.
//!
//! Results are written by player, `1` for the first player, `2` for the
//! second and `=` for a draw, and turned into the side that won each game.

use oware_ayoayo::{Contender, Match, MatchDecided, MatchFormat, Player};

/// The match after `results`, fed by side as a page or a record does.
fn played(format: MatchFormat, results: &str) -> Match {
    let mut played = Match::new(format);
    for result in results.chars() {
        let winner = match result {
            '1' => Some(Contender::First),
            '2' => Some(Contender::Second),
            '=' => None,
            other => panic!("not a result: {other}"),
        };
        let side = winner.map(|player| played.side_of(player));
        played.add_game(side).expect("the match goes on");
    }
    played
}

fn winner(format: MatchFormat, results: &str) -> Option<Contender> {
    played(format, results).winner()
}

#[test]
fn o10_sides_alternate_with_the_first_player_south_in_odd_games() {
    let mut played = Match::new(MatchFormat::FirstTo5);
    assert_eq!(played.side_of(Contender::First), Player::South);
    assert_eq!(played.side_of(Contender::Second), Player::North);
    played.add_game(Some(Player::North)).unwrap();
    assert_eq!(played.round(), 2);
    assert_eq!(played.side_of(Contender::First), Player::North);
    // North won game 1, where the second player was North.
    assert_eq!(played.wins(Contender::Second), 1);
    played.add_game(None).unwrap();
    // A drawn game swaps sides too.
    assert_eq!(played.side_of(Contender::First), Player::South);
    assert_eq!(Match::player_on(Player::North, 4), Contender::First);
}

#[test]
fn o10_antigua_is_first_to_6_wins() {
    let format = MatchFormat::Antigua;
    assert_eq!(winner(format, "1212121212"), None);
    assert_eq!(winner(format, "12121212121"), Some(Contender::First));
    assert_eq!(winner(format, "2121212121=2"), Some(Contender::Second));
}

#[test]
fn o10_antigua_or_first_to_be_3_ahead() {
    let format = MatchFormat::Antigua;
    assert_eq!(winner(format, "11"), None);
    assert_eq!(winner(format, "111"), Some(Contender::First));
    assert_eq!(winner(format, "1212222"), Some(Contender::Second));
    // Draws count for nothing: still only 2 ahead.
    assert_eq!(winner(format, "1=1=="), None);
}

#[test]
fn o10_best_of_3_is_first_to_2_wins_with_draws_replayed() {
    let format = MatchFormat::BestOf3;
    assert_eq!(winner(format, "11"), Some(Contender::First));
    assert_eq!(winner(format, "12"), None);
    assert_eq!(winner(format, "122"), Some(Contender::Second));
    // Three games with a draw decide nothing: the draw is replayed.
    assert_eq!(winner(format, "1=2"), None);
    assert_eq!(winner(format, "1=21"), Some(Contender::First));
}

#[test]
fn o10_best_of_5_is_first_to_3_wins() {
    let format = MatchFormat::BestOf5;
    assert_eq!(winner(format, "1122"), None);
    assert_eq!(winner(format, "11222"), Some(Contender::Second));
    assert_eq!(winner(format, "111"), Some(Contender::First));
    assert_eq!(winner(format, "1=1=2=2"), None);
}

#[test]
fn o10_three_in_a_row_counts_consecutive_wins_and_a_draw_breaks_them() {
    let format = MatchFormat::ThreeInARow;
    assert_eq!(winner(format, "111"), Some(Contender::First));
    assert_eq!(winner(format, "1121122"), None);
    assert_eq!(winner(format, "11211222"), Some(Contender::Second));
    assert_eq!(winner(format, "11=1"), None);
    let match_ = played(format, "11=1");
    assert_eq!(match_.streak(Contender::First), 1);
    assert_eq!(match_.streak(Contender::Second), 0);
    assert_eq!(match_.wins(Contender::First), 3);
}

#[test]
fn o10_kumasi_is_first_to_5_wins() {
    let format = MatchFormat::FirstTo5;
    assert_eq!(winner(format, "11122221"), None);
    assert_eq!(winner(format, "11122221=1"), Some(Contender::First));
    assert_eq!(winner(format, "22222"), Some(Contender::Second));
}

#[test]
fn o10_a_decided_match_takes_no_more_games() {
    let mut decided = played(MatchFormat::BestOf3, "22");
    assert_eq!(
        decided.add_game(Some(Player::South)),
        Err(MatchDecided {
            winner: Contender::Second
        })
    );
    assert_eq!(decided.games(), 2);
    assert_eq!(decided.draws(), 0);
}

#[test]
fn o10_a_draw_counts_as_a_game_played_but_never_decides() {
    let match_ = played(MatchFormat::BestOf3, "=====");
    assert_eq!(match_.games(), 5);
    assert_eq!(match_.draws(), 5);
    assert_eq!(match_.round(), 6);
    assert_eq!(match_.winner(), None);
}

#[test]
fn formats_read_back_from_their_names() {
    for format in MatchFormat::ALL {
        assert_eq!(format.name().parse::<MatchFormat>(), Ok(format));
    }
    let error = "best-of-7".parse::<MatchFormat>().unwrap_err();
    assert!(error
        .to_string()
        .starts_with("unknown match format 'best-of-7'"));
}
