//! Match records: a whole match (docs/rules.md O10) in one OGN text, read,
//! written, replayed and refused with the game and place that is wrong.

use oware_ayoayo::notation::{
    GameProblem, MatchRecord, MatchRecordError, ParseProblem, Record, RecordError,
};
use oware_ayoayo::{Contender, Game, MatchFormat, Pit, Player, Position, Rules, Setup};
use proptest::prelude::*;

/// One move from here ends the game 31-10 for the side to move.
const SOUTH_WINS_AT_ONCE: &str = "0-0-8-0-0-1-1-1-1-1-2-3-20-10-S";
const NORTH_WINS_AT_ONCE: &str = "1-1-1-1-2-3-0-0-8-0-0-1-10-20-N";

/// The record of a game the `winner` side wins in one move.
fn won_by(winner: Player) -> Record {
    let (start, pit) = match winner {
        Player::South => (SOUTH_WINS_AT_ONCE, 'C'),
        Player::North => (NORTH_WINS_AT_ONCE, 'c'),
    };
    let setup: Setup = start.parse().unwrap();
    let mut game = Game::from_position(Position::from_setup(setup, Rules::OWARE).unwrap());
    game.play(Pit::from_letter(pit).unwrap()).unwrap();
    assert_eq!(game.outcome().unwrap().winner(), Some(winner));
    Record::from_game(&game)
}

/// A game going on after one move.
fn going_on() -> Record {
    let mut game = Game::new(Rules::OWARE);
    game.play(Pit::from_letter('C').unwrap()).unwrap();
    Record::from_game(&game)
}

fn match_of(format: MatchFormat, games: Vec<Record>) -> MatchRecord {
    let mut record = MatchRecord::new(format);
    for game in games {
        record.push(game);
    }
    record
}

fn error_of(text: &str) -> MatchRecordError {
    text.parse::<MatchRecord>()
        .and_then(|record| record.replay().map(|_| ()))
        .unwrap_err()
}

#[test]
fn o10_a_match_round_trips_and_replays_its_score() {
    // The first player wins game 1 as South and game 2 as North.
    let record = match_of(
        MatchFormat::BestOf3,
        vec![won_by(Player::South), won_by(Player::North)],
    );
    let text = record.to_string();
    assert!(text.contains("[Match \"best-of-3\"]"));
    assert!(text.contains("[Round \"2\"]"));
    let read: MatchRecord = text.parse().unwrap();
    assert_eq!(read, record);
    let replayed = read.replay().unwrap();
    assert_eq!(replayed.games.len(), 2);
    assert_eq!(replayed.score.wins(Contender::First), 2);
    assert_eq!(replayed.score.winner(), Some(Contender::First));
}

#[test]
fn o10_the_last_game_may_go_on() {
    let text = match_of(
        MatchFormat::FirstTo5,
        vec![won_by(Player::North), going_on()],
    )
    .to_string();
    let replayed = text.parse::<MatchRecord>().unwrap().replay().unwrap();
    assert_eq!(replayed.score.games(), 1);
    assert_eq!(replayed.score.wins(Contender::Second), 1);
    assert_eq!(replayed.games[1].plies().len(), 1);
    assert_eq!(replayed.score.side_of(Contender::First), Player::North);
}

#[test]
fn o10_an_unfinished_game_before_another_is_refused() {
    let text = match_of(
        MatchFormat::BestOf5,
        vec![going_on(), won_by(Player::South)],
    )
    .to_string();
    assert_eq!(
        error_of(&text).to_string(),
        "game 1: the game is not over, but another game follows it"
    );
}

#[test]
fn o10_a_game_after_the_deciding_one_is_refused() {
    let text = match_of(
        MatchFormat::ThreeInARow,
        vec![
            won_by(Player::South),
            won_by(Player::North),
            won_by(Player::South),
            going_on(),
        ],
    )
    .to_string();
    assert!(matches!(
        error_of(&text),
        MatchRecordError::Game {
            number: 4,
            problem: GameProblem::AfterDecided(Contender::First)
        }
    ));
}

#[test]
fn tags_must_name_one_format_and_number_the_rounds() {
    let good = match_of(
        MatchFormat::BestOf3,
        vec![won_by(Player::South), going_on()],
    )
    .to_string();
    let other = good.replacen("best-of-3", "best-of-5", 1);
    assert_eq!(
        error_of(&other).to_string(),
        "game 2: its Match tag 'best-of-3' differs from the first game's"
    );
    let unknown = good.replace("best-of-3", "best-of-7");
    assert!(error_of(&unknown)
        .to_string()
        .starts_with("game 1: unknown match format 'best-of-7'"));
    let renumbered = good.replace("[Round \"2\"]", "[Round \"3\"]");
    assert_eq!(
        error_of(&renumbered).to_string(),
        "game 2: its Round tag should be 2, found '3'"
    );
    let untagged = good.replacen("[Match \"best-of-3\"]\n", "", 1);
    assert_eq!(
        error_of(&untagged).to_string(),
        "game 1: no Match tag naming the match format"
    );
}

#[test]
fn an_illegal_move_names_its_game() {
    let good = match_of(
        MatchFormat::BestOf3,
        vec![won_by(Player::South), going_on()],
    )
    .to_string();
    // Game 2's only move, C, becomes c: North's pit on South's turn.
    let tampered = format!("{}1. c *\n", good.strip_suffix("1. C *\n").unwrap());
    assert!(matches!(
        error_of(&tampered),
        MatchRecordError::Game {
            number: 2,
            problem: GameProblem::Replay(RecordError::Illegal { ply: 1, .. })
        }
    ));
}

#[test]
fn malformed_text_gives_the_line_and_column_from_the_start_of_the_file() {
    let good = match_of(
        MatchFormat::BestOf3,
        vec![won_by(Player::South), going_on()],
    )
    .to_string();
    let line = good.lines().count();
    let broken = good.replace("1. C *", "1. C ? *");
    let MatchRecordError::Parse(error) = error_of(&broken) else {
        panic!("a syntax error")
    };
    assert_eq!((error.line, error.column), (line, 6));
    let stray = format!("{good}junk\n");
    assert_eq!(
        error_of(&stray).to_string(),
        format!(
            "line {}, column 1: expected end of text or the next game's tags after the result, \
             found 'j'",
            line + 1
        )
    );
}

#[test]
fn a_match_is_not_read_as_one_game() {
    let text = match_of(
        MatchFormat::BestOf3,
        vec![won_by(Player::South), going_on()],
    )
    .to_string();
    let error = text.parse::<Record>().unwrap_err();
    let ParseProblem::Unexpected { expected, .. } = error.problem else {
        panic!("{error}");
    };
    assert_eq!(
        expected,
        "end of text after the result (this is one game, not a match)"
    );
}

proptest! {
    /// Any run of results, up to the deciding game, writes and reads back
    /// as the same match with the same score.
    #[test]
    fn matches_round_trip(
        format in prop::sample::select(&MatchFormat::ALL[..]),
        south_wins in prop::collection::vec(any::<bool>(), 1..12),
    ) {
        let mut record = MatchRecord::new(format);
        let mut score = oware_ayoayo::Match::new(format);
        for south in south_wins {
            if score.winner().is_some() {
                break;
            }
            let winner = if south { Player::South } else { Player::North };
            record.push(won_by(winner));
            score.add_game(Some(winner)).unwrap();
        }
        let read: MatchRecord = record.to_string().parse().unwrap();
        prop_assert_eq!(&read, &record);
        prop_assert_eq!(read.replay().unwrap().score, score);
    }
}
