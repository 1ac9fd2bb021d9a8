//! The options that choose a game: variant, rule options, start position.

use lexopt::{Parser, ValueExt};
use oware_ayoayo::{Position, Rules, Setup, Variant};

use crate::failure::Failure;
use crate::quote::quote_input;

/// `--variant`, `--grand-slam-wins` and `--from`, as given.
#[derive(Default)]
pub struct GameOptions {
    variant: Option<Variant>,
    grand_slam_wins: bool,
    from: Option<String>,
}

impl GameOptions {
    /// Whether `--name` is one of the game options.
    pub fn takes(name: &str) -> bool {
        matches!(name, "variant" | "grand-slam-wins" | "from")
    }

    /// Takes the option `--name` (one that [`takes`](GameOptions::takes)) and its value.
    pub fn parse(&mut self, name: &str, args: &mut Parser) -> Result<(), Failure> {
        match name {
            "variant" => {
                let name = args.value()?.string()?;
                self.variant = Some(name.parse().map_err(Failure::new)?);
            }
            "grand-slam-wins" => self.grand_slam_wins = true,
            _ => self.from = Some(args.value()?.string()?),
        }
        Ok(())
    }

    /// Whether no game option was given.
    pub fn is_default(&self) -> bool {
        self.variant.is_none() && !self.grand_slam_wins && self.from.is_none()
    }

    /// The rules chosen (Oware unless `--variant` says otherwise).
    pub fn rules(&self) -> Result<Rules, Failure> {
        match self.variant.unwrap_or(Variant::Oware) {
            Variant::Oware => Ok(Rules::Oware {
                grand_slam_wins: self.grand_slam_wins,
            }),
            Variant::Ayoayo if self.grand_slam_wins => {
                Err(Failure::usage("--grand-slam-wins is an Oware option"))
            }
            Variant::Ayoayo => Ok(Rules::AYOAYO),
        }
    }

    /// The start position: `--from`, or the standard start.
    pub fn start(&self) -> Result<Position, Failure> {
        let rules = self.rules()?;
        let Some(text) = &self.from else {
            return Ok(Position::new(rules));
        };
        let quoted = quote_input(text);
        let setup: Setup = text
            .parse()
            .map_err(|e| Failure::new(format_args!("malformed position {quoted}: {e}")))?;
        Position::from_setup(setup, rules)
            .map_err(|e| Failure::new(format_args!("invalid position {quoted}: {e}")))
    }
}
