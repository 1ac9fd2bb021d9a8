//! Move ordering: which move of a position to try next.

use mancala::{Pit, PitSet, Position, Rules};

/// The moves of a position in the order to try them: captures first, the
/// larger first, then the moves that caused the most cut-offs.
///
/// Oware moves are ranked by where their last seed falls
/// ([`Position::oware_landing`]) and sown only when tried; even the ranking
/// waits for the first [`next`](MovePicker::next), so a quiescence node
/// that stands pat costs no more than knowing whether a move exists. Ayoayo
/// moves are sown up front: only the relay tells what a move captures, or
/// whether it is legal (Y7, Y8).
pub(crate) struct MovePicker {
    /// Each move packed as `captured << 40 | history << 4 | n`, `n` the
    /// pit's place in the mover's row, sorted largest first.
    order: [u64; 6],
    count: usize,
    next: usize,
    ranked: bool,
    /// The moves to rank, by place in the row.
    candidates: PitSet,
    /// Only moves that capture.
    captures_only: bool,
    /// The positions after the moves already sown, by place in the row.
    sown: [Option<Position>; 6],
}

impl MovePicker {
    /// The legal moves of `position` but `skip` (already tried); with
    /// `captures_only`, only the moves that capture.
    pub fn new(position: &Position, skip: Option<Pit>, captures_only: bool) -> MovePicker {
        let mut picker = MovePicker {
            order: [0; 6],
            count: 0,
            next: 0,
            ranked: false,
            candidates: PitSet::EMPTY,
            captures_only,
            sown: [None; 6],
        };
        let mover = position.turn();
        match position.rules() {
            // Every non-empty pit is legal unless the opponent has no seeds
            // and must be fed (O5): then the rules crate decides.
            Rules::Oware { .. } if position.row_seeds(mover.opponent()) > 0 => {
                let own = mover.pits().iter().copied();
                picker.candidates = own.filter(|&pit| position.seeds(pit) > 0).collect();
            }
            Rules::Oware { .. } => picker.candidates = position.legal_moves(),
            Rules::Ayoayo => {
                for (n, &pit) in mover.pits().iter().enumerate() {
                    if position.seeds(pit) > 0 {
                        if let Ok(child) = position.sow(pit) {
                            picker.sown[n] = Some(child);
                            picker.candidates.insert(pit);
                        }
                    }
                }
            }
        }
        if let Some(skip) = skip {
            picker.candidates = picker
                .candidates
                .iter()
                .filter(|&pit| pit != skip)
                .collect();
        }
        picker
    }

    /// Whether the position has no legal move at all (when nothing was
    /// skipped).
    pub fn no_legal_move(&self) -> bool {
        self.candidates.is_empty()
    }

    /// Ranks the candidates, once, with `history` (cut-off counts by pit).
    fn rank(&mut self, position: &Position, history: &[u32; 12]) {
        self.ranked = true;
        let mover = position.turn();
        for (n, &pit) in mover.pits().iter().enumerate() {
            if !self.candidates.contains(pit) {
                continue;
            }
            let captured = match self.sown[n] {
                Some(child) => child.stores().get(mover) - position.stores().get(mover),
                None => {
                    let (last, seeds) = position.oware_landing(pit).expect("a legal pit has seeds");
                    if last.owner() != mover && matches!(seeds, 2 | 3) {
                        seeds
                    } else {
                        0
                    }
                }
            };
            if self.captures_only && captured == 0 {
                continue;
            }
            let history = u64::from(history[pit.index()]).min((1 << 36) - 1);
            self.insert(u64::from(captured) << 40 | history << 4 | n as u64);
        }
    }

    /// Inserts a packed move in order (an insertion sort: at most six).
    fn insert(&mut self, packed: u64) {
        let mut index = self.count;
        while index > 0 && self.order[index - 1] < packed {
            self.order[index] = self.order[index - 1];
            index -= 1;
        }
        self.order[index] = packed;
        self.count += 1;
    }

    /// The next move and the position after it, ranking the moves with
    /// `history` on the first call.
    pub fn next(&mut self, position: &Position, history: &[u32; 12]) -> Option<(Pit, Position)> {
        if !self.ranked {
            self.rank(position, history);
        }
        let packed = *self.order[..self.count].get(self.next)?;
        self.next += 1;
        let n = (packed & 0xF) as usize;
        let pit = position.turn().pits()[n];
        let child = match self.sown[n] {
            Some(child) => child,
            None => position.sow(pit).expect("only legal moves are listed"),
        };
        Some((pit, child))
    }
}
