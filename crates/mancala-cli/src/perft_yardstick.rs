//! The yardstick for perft's speed, used by `mancala bench` only and by
//! nothing that plays: the plainest perft one would write on the crate's
//! public API. Copy-make (each move sown on a copy of the position, which
//! [`game_tree::sow`] refuses if it is illegal), with the moves of the last
//! ply counted ([`Position::legal_moves`]) rather than played, as chess perft
//! tools do. [`oware_ayoayo::perft_counts`] must give the same counts and
//! should take no longer; the bench prints the ratio of their times.

use oware_ayoayo::{game_tree, Position};

/// The node counts at depths `1..=depth` from `position`, as
/// [`oware_ayoayo::perft_counts`] defines them: a finished game (majority,
/// no legal move, a position repeated since the last capture) is a leaf.
pub fn perft_counts(position: &Position, depth: usize) -> Vec<u64> {
    let mut counts = vec![0; depth];
    if depth > 0 {
        walk(position, &mut counts, &mut vec![position.key()], 0);
    }
    counts
}

/// Counts the games that go on from `position`, the last of `line` (the
/// keys of the positions played so far; those from `since` on came after
/// the last capture, and only they can be repeated).
fn walk(position: &Position, counts: &mut [u64], line: &mut Vec<u128>, since: usize) {
    let ply = line.len() - 1;
    if ply + 1 == counts.len() {
        counts[ply] += position.legal_moves().len() as u64;
        return;
    }
    for &pit in position.turn().pits() {
        let Ok(child) = game_tree::sow(position, pit) else {
            continue;
        };
        counts[ply] += 1;
        if child.has_majority() {
            continue;
        }
        let since = if child.stores() == position.stores() {
            since
        } else {
            line.len()
        };
        let key = child.key();
        if line[since..].contains(&key) {
            continue;
        }
        line.push(key);
        walk(&child, counts, line, since);
        line.pop();
    }
}
