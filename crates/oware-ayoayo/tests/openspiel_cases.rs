//! OpenSpiel's own Oware tests (`oware_test.cc`), translated into our
//! notation in `fixtures/openspiel-oware-cases.txt` and run here.

use oware_ayoayo::notation::parse_moves;
use oware_ayoayo::{Game, Position, Rules, Setup};

#[derive(Default)]
struct Case {
    name: String,
    position: String,
    moves: String,
    expect: Option<String>,
    ours: Option<String>,
    over: Option<bool>,
    legal: Option<String>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("fixtures/openspiel-oware-cases.txt");
    let mut cases: Vec<Case> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (key, value) = line.split_once(' ').unwrap();
        let value = value.trim().to_owned();
        if key == "case" {
            cases.push(Case {
                name: value,
                ..Case::default()
            });
            continue;
        }
        let case = cases.last_mut().expect("a case line first");
        match key {
            "position" => case.position = value,
            "move" | "moves" => case.moves = value,
            "expect" => case.expect = Some(value),
            "ours" => case.ours = Some(value),
            "over" => case.over = Some(value == "true"),
            "legal" => case.legal = Some(value),
            _ => panic!("unknown key {key}"),
        }
    }
    cases
}

#[test]
fn openspiel_oware_test_cases() {
    let cases = cases();
    assert!(cases.len() >= 9);
    for case in cases {
        let setup: Setup = case.position.parse().unwrap();
        // OpenSpiel's test boards hold fewer than 48 seeds.
        let start = Position::from_custom_setup(setup, Rules::OWARE).unwrap();
        let mut game = Game::from_position(start);
        for pit in parse_moves(&case.moves).unwrap() {
            game.play(pit)
                .unwrap_or_else(|e| panic!("{}: {pit}: {e}", case.name));
        }
        if let Some(expected) = case.ours.or(case.expect) {
            assert_eq!(game.position().to_string(), expected, "{}", case.name);
        }
        if let Some(over) = case.over {
            assert_eq!(game.outcome().is_some(), over, "{}: over", case.name);
        }
        if let Some(legal) = case.legal {
            assert_eq!(
                game.legal_moves().to_string(),
                legal,
                "{}: legal",
                case.name
            );
        }
    }
}
