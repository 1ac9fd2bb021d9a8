//! Sowing traces: everything a front end needs to animate a move.

use std::fmt;

use crate::{ByPlayer, Pit, Player};

/// What one move did, step by step, so that it can be shown without knowing
/// the rules (docs/rules.md, "What a sowing trace carries").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    /// The player who moved; captures go to this player's store.
    pub mover: Player,
    /// The pit that was played.
    pub pit: Pit,
    /// The laps in order: one for Oware, one plus one per relay for Ayoayo.
    pub laps: Vec<Lap>,
    /// The pits captured from, in capture order.
    pub captures: Vec<Capture>,
    /// Whether O4's grand slam rule changed this move's capture.
    pub grand_slam: GrandSlam,
    /// How the game ended, if this move ended it.
    pub end: Option<Outcome>,
}

impl Trace {
    /// Seeds captured by the move, in total.
    #[must_use]
    pub fn captured(&self) -> u32 {
        self.captures.iter().map(|c| u32::from(c.seeds)).sum()
    }
}

/// One lift-and-sow: lifting a pit's seeds and sowing them all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lap {
    /// The pit whose seeds were lifted.
    pub origin: Pit,
    /// How many seeds it held.
    pub seeds: u8,
    /// The pits that received a seed, in order. The origin never appears: a
    /// lap of 12 or more seeds skips it (O2, Y3), which shows as a gap.
    pub sown: Vec<Pit>,
    /// Where the last seed fell (the last entry of `sown`).
    pub end: Pit,
}

/// Seeds taken from one pit into the mover's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capture {
    /// The pit emptied.
    pub pit: Pit,
    /// How many seeds it held.
    pub seeds: u8,
}

/// What happened to a capture that would take all the opponent's seeds (O4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GrandSlam {
    /// No grand slam.
    #[default]
    None,
    /// A grand slam was forfeited: nothing was captured.
    Forfeited,
    /// A grand slam was captured and won the game ("grand slam wins" option).
    Captured,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A store holds more than half of all seeds (O7; not in Ayoayo, Y11).
    Majority,
    /// A position occurred for the second time (O8, Y10).
    Repetition,
    /// The player to move has no legal move (O6, Y9).
    NoMoves,
}

impl EndReason {
    /// The reason's name in records and JSON: `majority`, `repetition`, `no-moves`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Majority => "majority",
            EndReason::Repetition => "repetition",
            EndReason::NoMoves => "no-moves",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Why the game ended.
    pub reason: EndReason,
    /// The seeds each player took from their own row at the end (O6, O8,
    /// Y9, Y10); zero after a majority, which leaves the board as it is.
    pub swept: ByPlayer<u8>,
    /// The final stores, with the swept seeds added.
    pub stores: ByPlayer<u8>,
}

impl Outcome {
    /// The player with more seeds, or `None` for a draw (O9, Y11).
    #[must_use]
    pub fn winner(&self) -> Option<Player> {
        use std::cmp::Ordering;
        match self.stores.south.cmp(&self.stores.north) {
            Ordering::Greater => Some(Player::South),
            Ordering::Less => Some(Player::North),
            Ordering::Equal => None,
        }
    }
}
