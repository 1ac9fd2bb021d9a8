//! The tuning data file: a first line naming the rules (`# rules oware`),
//! then one labelled position a line, `GAME POSITION RESULT MARGIN`, e.g.
//! `17 4-0-3-...-12-9-S 0.5 +0`.

use std::fmt;

use oware_ayoayo::{Position, Rules, Setup};

/// A position from a self-play game and how the game ended for the player
/// to move in it.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The number of the game it comes from.
    pub game: u32,
    pub position: Position,
    /// 1 for a win, 0.5 for a draw, 0 for a loss.
    pub result: f64,
    /// Final store of the player to move less the opponent's.
    pub margin: i32,
}

impl fmt::Display for Sample {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {:+}",
            self.game, self.position, self.result, self.margin
        )
    }
}

/// The first line of a data file of positions played under `rules`.
pub fn header(rules: Rules) -> String {
    let option = if rules.grand_slam_wins() {
        " grand-slam-wins"
    } else {
        ""
    };
    format!("# rules {}{option}", rules.variant())
}

/// Checks that `line`, the first of a data file, says the positions were
/// played under `rules`: the same board can arise under other rules.
pub fn check_header(line: &str, rules: Rules) -> Result<(), String> {
    let expected = header(rules);
    match line.strip_prefix("# rules ") {
        Some(_) if line == expected => Ok(()),
        Some(found) => Err(format!(
            "the positions were played under {found}, not {}",
            &expected["# rules ".len()..]
        )),
        None => Err(format!("expected the line {expected:?} first")),
    }
}

impl Sample {
    /// Reads a line written by [`Display`](fmt::Display), for `rules`.
    pub fn parse(line: &str, rules: Rules) -> Result<Sample, String> {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [game, position, result, margin] = fields[..] else {
            return Err(format!(
                "expected 4 fields (game position result margin), found {}",
                fields.len()
            ));
        };
        let game = game
            .parse()
            .map_err(|_| format!("the game number {game:?} is not a number"))?;
        let setup: Setup = position
            .parse()
            .map_err(|e| format!("malformed position {position:?}: {e}"))?;
        let position = Position::from_setup(setup, rules)
            .map_err(|e| format!("invalid position {position:?}: {e}"))?;
        let result = match result {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            other => return Err(format!("the result {other:?} is not 1, 0.5 or 0")),
        };
        let margin = margin
            .parse()
            .map_err(|_| format!("the margin {margin:?} is not a number"))?;
        Ok(Sample {
            game,
            position,
            result,
            margin,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sample_reads_back_as_written() {
        let position = Position::new(Rules::OWARE)
            .play(oware_ayoayo::Pit::ALL[2])
            .unwrap();
        let sample = Sample {
            game: 7,
            position,
            result: 0.5,
            margin: 0,
        };
        let line = sample.to_string();
        assert_eq!(line, "7 4-4-0-5-5-5-5-4-4-4-4-4-0-0-N 0.5 +0");
        assert_eq!(Sample::parse(&line, Rules::OWARE), Ok(sample));
    }

    #[test]
    fn the_header_names_the_rules() {
        assert_eq!(header(Rules::OWARE), "# rules oware");
        assert_eq!(check_header("# rules oware", Rules::OWARE), Ok(()));
        let grand_slam_wins = Rules::Oware {
            grand_slam_wins: true,
        };
        assert_eq!(header(grand_slam_wins), "# rules oware grand-slam-wins");
        assert_eq!(
            check_header("# rules oware", Rules::AYOAYO).unwrap_err(),
            "the positions were played under oware, not ayoayo"
        );
        assert!(check_header("0 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S 1 +2", Rules::OWARE).is_err());
    }

    #[test]
    fn bad_lines_are_refused_with_the_reason() {
        let refused = |line| Sample::parse(line, Rules::OWARE).unwrap_err();
        assert!(refused("7 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S 1").contains("expected 4 fields"));
        assert!(refused("7 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S 2 +1").contains("not 1, 0.5 or 0"));
        assert!(refused("x 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S 1 +1").contains("game number"));
        assert!(refused("7 4-4-4 1 +1").contains("malformed position"));
    }
}
