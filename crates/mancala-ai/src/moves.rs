//! Move ordering: which move of a position to try next.

use mancala::{Pit, PitSet, Position, Rules};

/// The moves of a position in the order to try them: captures first, the
/// larger first, then the moves that caused the most cut-offs.
///
/// Oware moves are ranked by where their last seed falls
/// ([`Position::oware_landing`]) and are sown only when tried, so a node
/// that is cut off early sows little. Ayoayo moves are sown up front: only
/// the relay tells what a move captures, or whether it is legal (Y7, Y8).
pub(crate) struct MovePicker {
    /// Each move packed as `captured << 40 | history << 4 | n`, `n` the
    /// pit's place in the mover's row, sorted largest first.
    order: [u64; 6],
    count: usize,
    next: usize,
    /// The positions after the moves already sown, by place in the row.
    sown: [Option<Position>; 6],
    /// Whether a legal move exists (before any was skipped or filtered).
    any_legal: bool,
}

impl MovePicker {
    /// The moves of `position` but `skip` (already tried), ordered with
    /// `history`, cut-off counts by pit. With `captures_only`, only the
    /// moves that capture.
    pub fn new(
        position: &Position,
        skip: Option<Pit>,
        history: &[u32; 12],
        captures_only: bool,
    ) -> MovePicker {
        let mut picker = MovePicker {
            order: [0; 6],
            count: 0,
            next: 0,
            sown: [None; 6],
            any_legal: false,
        };
        let mover = position.turn();
        let oware = matches!(position.rules(), Rules::Oware { .. });
        // Oware's legal moves are known without sowing: every non-empty pit,
        // unless the opponent has no seeds and must be fed (O5).
        let must_feed = oware && position.row_seeds(mover.opponent()) == 0;
        let legal = if must_feed {
            position.legal_moves()
        } else {
            PitSet::EMPTY
        };
        picker.any_legal = match (oware, must_feed) {
            (true, true) => !legal.is_empty(),
            (true, false) => position.row_seeds(mover) > 0,
            (false, _) => false,
        };
        for (n, &pit) in mover.pits().iter().enumerate() {
            let captured = if oware {
                if position.seeds(pit) == 0 || (must_feed && !legal.contains(pit)) {
                    continue;
                }
                let (last, seeds) = position.oware_landing(pit).expect("a legal pit has seeds");
                if last.owner() != mover && matches!(seeds, 2 | 3) {
                    seeds
                } else {
                    0
                }
            } else {
                if position.seeds(pit) == 0 {
                    continue;
                }
                let Ok(child) = position.sow(pit) else {
                    continue;
                };
                picker.any_legal = true;
                picker.sown[n] = Some(child);
                child.stores().get(mover) - position.stores().get(mover)
            };
            if Some(pit) == skip || (captures_only && captured == 0) {
                continue;
            }
            let history = u64::from(history[pit.index()]).min((1 << 36) - 1);
            picker.insert(u64::from(captured) << 40 | history << 4 | n as u64);
        }
        picker
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

    /// Whether the position has no legal move at all.
    pub fn no_legal_move(&self) -> bool {
        !self.any_legal
    }

    /// The next legal move and the position after it.
    pub fn next(&mut self, position: &Position) -> Option<(Pit, Position)> {
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
