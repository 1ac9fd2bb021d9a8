//! Every worked example of docs/rules.md (kept in a terse form as
//! `fixtures/rules-examples.md`), replayed through `Game` and checked line
//! by line: positions, legal moves, laps, sown pits, captures, grand slams
//! and the end of the game.

use oware_ayoayo::{EndReason, Game, GrandSlam, Pit, Position, Rules, Setup, Variant};

const EXAMPLES: &str = include_str!("fixtures/rules-examples.md");

/// Text between the first `open` after `from` and the next `close`.
fn between<'a>(text: &'a str, open: &str, close: &str) -> &'a str {
    let start = text.find(open).expect(open) + open.len();
    let end = text[start..].find(close).expect(close) + start;
    &text[start..end]
}

fn letters(list: &str) -> String {
    let list = list.trim();
    if list == "none" {
        return String::new();
    }
    list.split(',').map(str::trim).collect()
}

fn pits(list: &str) -> Vec<usize> {
    list.split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

#[test]
fn every_worked_example_replays_exactly() {
    let mut checked = 0;
    for section in EXAMPLES.split("\n## ").skip(1) {
        let (title, body) = section.split_once('\n').unwrap();
        let variant: Variant = between(title, "(", ")").parse().unwrap();
        let name = title.split_whitespace().next().unwrap();
        let mut lines = body.lines().filter(|l| l.trim_start().starts_with("- "));

        let start_line = lines.next().unwrap();
        let setup: Setup = between(start_line, "`", "`").parse().unwrap();
        let mut game =
            Game::from_position(Position::from_setup(setup, Rules::from(variant)).unwrap());
        let start_legal = letters(start_line.split("legal: ").nth(1).unwrap());
        assert_eq!(
            game.legal_moves().to_string(),
            start_legal,
            "{name}: start legal"
        );

        let mut laps_seen = 0;
        for line in lines {
            if let Some(lap) = line.trim_start().strip_prefix("- lap ") {
                // "- lap 2: lift pit 2 (2 seeds), sow 3 4, end 4"
                let ply = game.plies().last().unwrap();
                let n: usize = lap.split(':').next().unwrap().parse().unwrap();
                let traced = &ply.trace.laps[n - 1];
                assert_eq!(n, laps_seen + 1, "{name}: lap numbering");
                laps_seen = n;
                let origin: usize = between(lap, "lift pit ", " (").parse().unwrap();
                let seeds: u8 = between(lap, "(", " seeds").parse().unwrap();
                let sown = pits(between(lap, "sow ", ","));
                let end: usize = lap.rsplit("end ").next().unwrap().trim().parse().unwrap();
                assert_eq!(traced.origin.index(), origin, "{name}: lap {n} origin");
                assert_eq!(traced.seeds, seeds, "{name}: lap {n} seeds");
                assert_eq!(
                    traced.sown.iter().map(|p| p.index()).collect::<Vec<_>>(),
                    sown
                );
                assert_eq!(traced.end.index(), end, "{name}: lap {n} end");
                continue;
            }
            // "- `B` → `0-0-...-N`; laps 1; captured 0 (none); grand slam -; over false (-); legal next: a, c"
            laps_seen = 0;
            let pit: Pit = between(line, "`", "`").parse().unwrap();
            let ply = game
                .play(pit)
                .unwrap_or_else(|e| panic!("{name}: {pit} refused: {e}"));
            let fields: Vec<&str> = line.split("; ").collect();
            let expected_position = between(fields[0], "→ `", "`");
            assert_eq!(
                ply.position.to_string(),
                expected_position,
                "{name}: after {pit}"
            );
            let laps: usize = fields[1].trim_start_matches("laps ").parse().unwrap();
            assert_eq!(ply.trace.laps.len(), laps, "{name}: laps of {pit}");
            let captured: u32 = between(fields[2], "captured ", " (").parse().unwrap();
            assert_eq!(ply.trace.captured(), captured, "{name}: captured by {pit}");
            let captures = between(fields[2], "(", ")");
            let traced: Vec<String> = ply
                .trace
                .captures
                .iter()
                .map(|c| format!("pit {}: {}", c.pit.index(), c.seeds))
                .collect();
            let expected: Vec<String> = if captures == "none" {
                vec![]
            } else {
                captures.split(", ").map(String::from).collect()
            };
            assert_eq!(traced, expected, "{name}: captures of {pit}");
            let grand_slam = match fields[3].trim_start_matches("grand slam ") {
                "-" => GrandSlam::None,
                "forfeited" => GrandSlam::Forfeited,
                other => panic!("unknown grand slam {other}"),
            };
            assert_eq!(
                ply.trace.grand_slam, grand_slam,
                "{name}: grand slam of {pit}"
            );
            let over = between(fields[4], "over ", " (") == "true";
            let reason = between(fields[4], "(", ")");
            let end = ply.trace.end;
            assert_eq!(end.is_some(), over, "{name}: over after {pit}");
            assert_eq!(
                end.map_or("-", |o| o.reason.name()),
                reason,
                "{name}: reason"
            );
            assert_eq!(game.outcome(), end, "{name}: game outcome");
            let legal_next = letters(fields[5].trim_start_matches("legal next: "));
            assert_eq!(
                game.legal_moves().to_string(),
                legal_next,
                "{name}: legal after {pit}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 16, "only {checked} plies checked");
}

#[test]
fn majority_example_keeps_board_and_reports_majority() {
    let setup: Setup = "0-0-8-0-0-1-1-1-1-1-2-3-20-10-S".parse().unwrap();
    let position = Position::from_setup(setup, Rules::OWARE).unwrap();
    let (after, trace) = position
        .play_traced(Pit::from_letter('C').unwrap())
        .unwrap();
    assert_eq!(trace.end.unwrap().reason, EndReason::Majority);
    assert_eq!(after.outcome().unwrap().reason, EndReason::Majority);
}
