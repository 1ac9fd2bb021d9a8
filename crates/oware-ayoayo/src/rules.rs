//! Which game is played, and its options.

use std::fmt;
use std::str::FromStr;

/// The two games this crate plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Oware (Abapa): one lap per move, captures of 2 or 3 (O1–O9).
    Oware,
    /// Ayoayo: relay sowing, captures opposite an empty pit (Y1–Y11).
    Ayoayo,
}

impl Variant {
    /// The variant's name in position files, records and the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Oware => "oware",
            Variant::Ayoayo => "ayoayo",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = ParseVariantError;

    /// Accepts `oware` (also `abapa`) and `ayoayo` (also `ayo`), in any case.
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        match s.to_ascii_lowercase().as_str() {
            "oware" | "abapa" => Ok(Variant::Oware),
            "ayoayo" | "ayo" => Ok(Variant::Ayoayo),
            _ => Err(ParseVariantError(s.to_owned())),
        }
    }
}

/// Text that names no variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseVariantError(pub String);

impl fmt::Display for ParseVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown variant '{}': expected oware or ayoayo", self.0)
    }
}

impl std::error::Error for ParseVariantError {}

/// The rules a position is played under: a variant and its options.
///
/// ```
/// use oware_ayoayo::{Rules, Variant};
///
/// assert_eq!(Rules::OWARE.variant(), Variant::Oware);
/// assert_eq!(Rules::from(Variant::Ayoayo), Rules::AYOAYO);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// Oware (Abapa).
    Oware {
        /// O4's optional variant: a grand slam that brings the mover to a
        /// majority is captured and wins at once. Off in standard Abapa,
        /// where every grand slam is forfeited.
        grand_slam_wins: bool,
    },
    /// Ayoayo.
    Ayoayo,
}

impl Rules {
    /// Standard Oware (Abapa): grand slams are forfeited.
    pub const OWARE: Rules = Rules::Oware {
        grand_slam_wins: false,
    };
    /// Ayoayo.
    pub const AYOAYO: Rules = Rules::Ayoayo;

    /// The game these rules belong to.
    #[must_use]
    pub const fn variant(self) -> Variant {
        match self {
            Rules::Oware { .. } => Variant::Oware,
            Rules::Ayoayo => Variant::Ayoayo,
        }
    }

    /// Whether O4's "grand slam wins" option is on.
    #[must_use]
    pub const fn grand_slam_wins(self) -> bool {
        matches!(
            self,
            Rules::Oware {
                grand_slam_wins: true
            }
        )
    }
}

impl From<Variant> for Rules {
    /// The variant's default rules.
    fn from(variant: Variant) -> Rules {
        match variant {
            Variant::Oware => Rules::OWARE,
            Variant::Ayoayo => Rules::AYOAYO,
        }
    }
}
