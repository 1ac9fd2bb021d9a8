//! Retrograde analysis of one layer: every board holding the same number
//! of seeds, the layers below it already solved.
//!
//! A move that captures leaves the layer, and what it is worth is known
//! (as bounds) from the layer below; a move that does not capture stays in
//! the layer, so the layer's values depend on one another, in cycles. Both
//! bounds come from one computation from the point of view of a player
//! "forcing" a result, for each board twice: with the forcer to move
//! (`to_move`, the lower bound) and with the forcer's opponent to move
//! (`waiting`, whose negation is the upper bound). The forcer is sure of a
//! result `t` if they can bring the play (with no position met twice) to
//! a capture or end of the game worth at least `t`, or to boards from
//! which they can keep every position it passes through at an own-row
//! split (O8's result if it repeats) of at least `t`. Hence two fixed
//! points, each found by sweeping the layer until nothing changes:
//!
//! 1. keeping: the best split the forcer can hold every position to from
//!    here on (a greatest fixed point: values start high and only fall);
//! 2. reaching: the best of that and what moving on brings (a least fixed
//!    point: values start at step 1's and only rise).

use oware_ayoayo::{game_tree, ByPlayer, Player, Position, Rules, Setup, PIT_COUNT};

use super::index::{board, index, layer_size};
use super::{Bounds, LayerEntries};

/// An edge whose move leaves the layer has this bit set and the two
/// guarantees (for the mover and for the other player) in its low bytes;
/// otherwise it is the index of the board the move reaches.
const LEAVES: u32 = 1 << 31;

/// Solves the layer of `seeds` seeds under `rules` from the layers below it.
pub(crate) fn solve_layer(rules: Rules, seeds: usize, below: &[LayerEntries<'_>]) -> Vec<Bounds> {
    let size = layer_size(seeds);
    let mut starts = Vec::with_capacity(size + 1);
    let mut edges = Vec::with_capacity(size * 4);
    let mut splits = Vec::with_capacity(size);
    for board_index in 0..size {
        let pits = board(seeds, board_index);
        starts.push(edges.len() as u32);
        splits.push(split(&pits));
        push_edges(rules, &pits, below, &mut edges);
    }
    starts.push(edges.len() as u32);
    let layer = Layer {
        starts,
        edges,
        splits,
    };

    let best = seeds as i8;
    let mut to_move = vec![best; size];
    let mut waiting = vec![best; size];
    layer.sweep_until_stable(&mut to_move, &mut waiting, Fixpoint::Keeping);
    layer.sweep_until_stable(&mut to_move, &mut waiting, Fixpoint::Reaching);
    to_move
        .iter()
        .zip(&waiting)
        .map(|(&lower, &waiting)| Bounds {
            lower,
            upper: -waiting,
        })
        .collect()
}

/// Which of the two fixed points a sweep works towards.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fixpoint {
    Keeping,
    Reaching,
}

/// A layer's moves, by board.
struct Layer {
    /// Board `i`'s edges are `edges[starts[i]..starts[i + 1]]`.
    starts: Vec<u32>,
    edges: Vec<u32>,
    /// Each board's own-row split for the player to move.
    splits: Vec<i8>,
}

impl Layer {
    fn sweep_until_stable(&self, to_move: &mut [i8], waiting: &mut [i8], fixpoint: Fixpoint) {
        let mut changed = true;
        while changed {
            changed = false;
            for board_index in 0..self.splits.len() {
                let (mut moving, mut other) = self.step(board_index, to_move, waiting);
                match fixpoint {
                    Fixpoint::Keeping => {
                        moving = moving.min(self.splits[board_index]);
                        other = other.min(-self.splits[board_index]);
                    }
                    Fixpoint::Reaching => {
                        moving = moving.max(to_move[board_index]);
                        other = other.max(waiting[board_index]);
                    }
                }
                if moving != to_move[board_index] || other != waiting[board_index] {
                    to_move[board_index] = moving;
                    waiting[board_index] = other;
                    changed = true;
                }
            }
        }
    }

    /// One step of minimax at a board: the forcer's best move when to move,
    /// and the opponent's best reply when the forcer waits.
    fn step(&self, board_index: usize, to_move: &[i8], waiting: &[i8]) -> (i8, i8) {
        let edges =
            &self.edges[self.starts[board_index] as usize..self.starts[board_index + 1] as usize];
        let mut moving = i8::MIN;
        let mut other = i8::MAX;
        for &edge in edges {
            let (for_mover, for_other) = if edge & LEAVES == 0 {
                // The child's player to move is the other player.
                (waiting[edge as usize], to_move[edge as usize])
            } else {
                (edge as u8 as i8, (edge >> 8) as u8 as i8)
            };
            moving = moving.max(for_mover);
            other = other.min(for_other);
        }
        (moving, other)
    }
}

/// The moves of South, to move on `pits`, as edges.
fn push_edges(
    rules: Rules,
    pits: &[u8; PIT_COUNT],
    below: &[LayerEntries<'_>],
    edges: &mut Vec<u32>,
) {
    let leaves =
        |mover: i8, other: i8| LEAVES | u32::from(mover as u8) | u32::from(other as u8) << 8;
    let setup = Setup {
        pits: *pits,
        stores: ByPlayer::new(0, 0),
        turn: Player::South,
    };
    let position =
        Position::from_custom_setup(setup, rules).expect("a layer holds at most MAX_LAYER seeds");
    let first = edges.len();
    // Sowing tells whether a move is legal: for Ayoayo only the relay
    // knows (Y7, Y8), and sowing once is cheaper than asking, then sowing.
    for child in Player::South
        .pits()
        .iter()
        .filter_map(|&pit| game_tree::sow(&position, pit).ok())
    {
        let rotated = rotate(child.pits());
        let captured = child.stores().south as i8;
        edges.push(if captured == 0 {
            index(&rotated) as u32
        } else {
            let remaining = pits_total(&rotated);
            let next = below[remaining].at(index(&rotated));
            leaves(captured - next.upper, next.lower - captured)
        });
    }
    if edges.len() == first {
        // O6, Y9: no legal move; each player takes the seeds of their row.
        let split = split(pits);
        edges.push(leaves(split, -split));
    }
}

/// Seeds in South's row less seeds in North's.
fn split(pits: &[u8; PIT_COUNT]) -> i8 {
    let (south, north) = pits.split_at(PIT_COUNT / 2);
    south.iter().sum::<u8>() as i8 - north.iter().sum::<u8>() as i8
}

pub(crate) fn pits_total(pits: &[u8; PIT_COUNT]) -> usize {
    pits.iter().map(|&seeds| usize::from(seeds)).sum()
}

/// The board seen from the other side: North's row becomes the first.
pub(crate) fn rotate(pits: &[u8; PIT_COUNT]) -> [u8; PIT_COUNT] {
    let mut rotated = [0; PIT_COUNT];
    for (k, seeds) in rotated.iter_mut().enumerate() {
        *seeds = pits[(k + PIT_COUNT / 2) % PIT_COUNT];
    }
    rotated
}
