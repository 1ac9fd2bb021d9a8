//! Playing strengths, from a beginner who makes believable mistakes to the
//! full search.

use std::fmt;
use std::str::FromStr;

use oware_ayoayo::{Game, Pit};

use crate::analysis::score_moves;
use crate::search::{Clock, Limits, SearchResult, Searcher};
use crate::table::mix;
use crate::Score;

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Looks two plies ahead and often prefers a move that is merely good.
    Beginner,
    /// Looks four plies ahead, with some carelessness.
    Casual,
    /// Looks eight plies ahead and rarely errs.
    Intermediate,
    /// Full search of the time it is given, but of at most half a second.
    Strong,
    /// Full search within the time given, never over it; it answers early
    /// only when it sees the result or has a single move, or when another
    /// iteration is unlikely to be worth starting.
    Maximum,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Intermediate,
        Level::Strong,
        Level::Maximum,
    ];

    /// The level's name: `beginner`, `casual`, `intermediate`, `strong`, `maximum`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Intermediate => "intermediate",
            Level::Strong => "strong",
            Level::Maximum => "maximum",
        }
    }

    /// Search depth and the noise in hundredths of a seed (the temperature
    /// of the choice among moves) of the levels that make mistakes.
    const fn fallible(self) -> Option<(u32, Score)> {
        match self {
            Level::Beginner => Some((2, 250)),
            Level::Casual => Some((4, 120)),
            Level::Intermediate => Some((8, 40)),
            Level::Strong | Level::Maximum => None,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

/// Text that names no level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}': expected beginner, casual, intermediate, strong or maximum",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

/// The move `level` plays in `game`.
///
/// `Maximum` searches for `time_ms` and `Strong` for `time_ms` but at most
/// 500 ms: an iterative deepening [`Searcher::search`] that completes depth
/// 1 whatever the time (so it may overrun a tiny budget), abandons the
/// iteration under way when the time is up (the clock is read every 1024
/// nodes), starts no iteration once half the time is gone, and stops
/// early when it has proven the result.
///
/// The weaker levels ignore `time_ms`: they score every move with a search
/// of their fixed depth, however long that takes, and choose
/// at random, favouring better moves (a softmax with the level's
/// temperature), so their mistakes are the plausible ones. `seed` makes the
/// choice reproducible.
pub fn choose_move(
    searcher: &mut Searcher,
    game: &Game,
    level: Level,
    time_ms: u64,
    seed: u64,
    clock: &dyn Clock,
) -> SearchResult {
    let Some((depth, temperature)) = level.fallible() else {
        let time_ms = if level == Level::Strong {
            time_ms.min(500)
        } else {
            time_ms
        };
        return searcher.search(game, Limits::time_ms(time_ms), clock, None);
    };
    let scores: Vec<(Pit, Score)> = score_moves(searcher, game, depth, clock)
        .into_iter()
        .map(|scored| (scored.pit, scored.score))
        .collect();
    let Some(&(_, top)) = scores.iter().max_by_key(|(_, score)| *score) else {
        return searcher.search(game, Limits::depth(1), clock, None);
    };
    let weights: Vec<f64> = scores
        .iter()
        .map(|&(_, score)| (f64::from(score - top) / f64::from(temperature)).exp())
        .collect();
    let mut pick = unit_random(seed) * weights.iter().sum::<f64>();
    let mut chosen = scores.len() - 1;
    for (index, weight) in weights.iter().enumerate() {
        if pick < *weight {
            chosen = index;
            break;
        }
        pick -= weight;
    }
    let (pit, score) = scores[chosen];
    SearchResult {
        best: Some(pit),
        score,
        depth,
        nodes: 0,
        pv: vec![pit],
    }
}

/// A number in `[0, 1)` from `seed` (SplitMix64).
fn unit_random(seed: u64) -> f64 {
    (mix(seed.wrapping_add(0x9E37_79B9_7F4A_7C15)) >> 11) as f64 / (1u64 << 53) as f64
}
