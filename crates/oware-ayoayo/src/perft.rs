//! Counting the game tree, for testing the rules and measuring their speed.

use crate::Position;

/// The number of games of exactly `depth` plies from `position`.
///
/// A finished game (majority, no legal move, or a repeated position) is a
/// leaf: it counts at its own depth and is not expanded. The repetition
/// rule (O8, Y10) is honoured along each line, with `position` as the first
/// occurrence.
///
/// The moves of the last ply are counted ([`Position::legal_moves`]), not
/// played, as chess perft tools do ("bulk counting"): every legal move
/// counts there, whether or not it ends the game, so the count is the one
/// playing each move would give.
///
/// ```
/// use oware_ayoayo::{perft, Position, Rules};
///
/// let start = Position::new(Rules::OWARE);
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 2), 36);
/// ```
#[must_use]
pub fn perft(position: &Position, depth: usize) -> u64 {
    perft_counts(position, depth).last().copied().unwrap_or(1)
}

/// The node counts at depths `1..=depth` from `position`, in one walk of
/// the tree. See [`perft`].
#[must_use]
pub fn perft_counts(position: &Position, depth: usize) -> Vec<u64> {
    let mut walk = Walk {
        counts: vec![0; depth],
        path: vec![position.key()],
    };
    if depth > 0 {
        walk.visit(position, 0, 0);
    }
    walk.counts
}

struct Walk {
    /// Nodes found at each depth.
    counts: Vec<u64>,
    /// The keys of the positions on the current line.
    path: Vec<u128>,
}

impl Walk {
    /// Counts the children of `position` (at depth `ply`) and walks on.
    /// `path[window..]` holds the keys that a child could repeat: the line's
    /// positions since the last capture.
    fn visit(&mut self, position: &Position, ply: usize, window: usize) {
        // The last ply: its moves are counted, not played.
        if ply + 1 == self.counts.len() {
            self.counts[ply] += position.legal_moves().len() as u64;
            return;
        }
        for &pit in position.turn().pits() {
            let Ok(advance) = position.advance(pit, &mut ()) else {
                continue;
            };
            self.counts[ply] += 1;
            let child = advance.position;
            if child.has_majority() {
                continue;
            }
            let key = child.key();
            let window = if child.stores() == position.stores() {
                window
            } else {
                self.path.len()
            };
            if self.path[window..].contains(&key) {
                continue;
            }
            self.path.push(key);
            self.visit(&child, ply + 1, window);
            self.path.pop();
        }
    }
}
