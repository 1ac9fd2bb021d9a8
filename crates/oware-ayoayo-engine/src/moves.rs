//! Move ordering: which move of a position to try next.

use oware_ayoayo::{game_tree, Pit, PitSet, Position, Rules};

/// The moves of a position in the order to try them: captures first, the
/// larger first, then the killers (quiet moves that caused a cut-off at
/// the same ply), then the moves that caused the most cut-offs.
///
/// Oware moves are ranked by where their last seed falls
/// ([`Position::oware_landing`]) and sown only when tried; even the ranking
/// waits for the first [`next`](MovePicker::next), so a quiescence node
/// that stands pat costs no more than knowing whether a move exists. Ayoayo
/// moves are sown up front: only the relay tells what a move captures, or
/// whether it is legal (Y7, Y8).
pub(crate) struct MovePicker {
    /// Each move packed as `captured << 44 | killer << 40 | history << 4 |
    /// n`, `n` the pit's place in the mover's row, sorted largest first.
    order: [u64; 6],
    count: u8,
    next: u8,
    ranked: bool,
    /// Only moves that capture.
    captures_only: bool,
    /// The moves to rank.
    candidates: PitSet,
    /// Ayoayo only: the position after each move, by place in the row.
    sown: Option<[Option<Position>; 6]>,
}

/// Whether the player to move has a legal Oware move: seeds in their row
/// and, if the opponent has none, a pit that reaches them (O5). Cheaper
/// than listing the moves when the opponent has seeds, as is usual.
pub(crate) fn oware_can_move(position: &Position) -> bool {
    let mover = position.turn();
    let can_move = position.row_seeds(mover) > 0
        && (position.row_seeds(mover.opponent()) > 0 || !position.legal_moves().is_empty());
    debug_assert!(
        position.has_majority() || can_move != position.legal_moves().is_empty(),
        "oware_can_move disagrees with legal_moves in {position}"
    );
    can_move
}

impl MovePicker {
    /// The legal moves of `position` but `skip` (already tried); with
    /// `captures_only`, only the moves that capture.
    pub fn new(position: &Position, skip: Option<Pit>, captures_only: bool) -> MovePicker {
        let mover = position.turn();
        let mut sown = None;
        let mut candidates = match position.rules() {
            // Every non-empty pit is legal unless the opponent has no seeds
            // and must be fed (O5): then the rules crate decides.
            Rules::Oware { .. } if position.row_seeds(mover.opponent()) > 0 => {
                // Without branches: which pits hold seeds is unpredictable.
                let first = mover.pits()[0].index();
                let row = &position.pits()[first..first + 6];
                let bits = (row.iter().enumerate()).fold(0, |bits, (n, &seeds)| {
                    bits | u16::from(seeds > 0) << (first + n)
                });
                PitSet::from_bits(bits)
            }
            Rules::Oware { .. } => position.legal_moves(),
            Rules::Ayoayo => {
                let children = sown.insert([None; 6]);
                let mut candidates = PitSet::EMPTY;
                for (n, &pit) in mover.pits().iter().enumerate() {
                    if position.seeds(pit) > 0 {
                        if let Ok(child) = game_tree::sow(position, pit) {
                            children[n] = Some(child);
                            candidates.insert(pit);
                        }
                    }
                }
                candidates
            }
        };
        debug_assert_eq!(
            candidates,
            position.legal_moves(),
            "the move picker's moves differ from legal_moves in {position}"
        );
        if let Some(skip) = skip {
            candidates.remove(skip);
        }
        MovePicker {
            order: [0; 6],
            count: 0,
            next: 0,
            ranked: false,
            captures_only,
            candidates,
            sown,
        }
    }

    /// Whether the position has no legal move at all (when nothing was
    /// skipped).
    pub fn no_legal_move(&self) -> bool {
        self.candidates.is_empty()
    }

    /// Ranks the candidates, once, with `history` (cut-off counts by pit).
    fn rank(&mut self, position: &Position, history: &[u32; 12], killers: PitSet) {
        self.ranked = true;
        let mover = position.turn();
        let first = mover.pits()[0].index();
        for pit in self.candidates {
            let n = pit.index() - first;
            let captured = match &self.sown {
                Some(children) => {
                    let child = children[n].expect("candidates were sown");
                    child.stores().get(mover) - position.stores().get(mover)
                }
                None => {
                    let (last, seeds) = position.oware_landing(pit).expect("a legal pit has seeds");
                    let captures = last.owner() != mover && matches!(seeds, 2 | 3);
                    seeds * u8::from(captures)
                }
            };
            if self.captures_only && captured == 0 {
                continue;
            }
            let history = u64::from(history[pit.index()]).min((1 << 36) - 1);
            let killer = u64::from(killers.contains(pit));
            self.insert(u64::from(captured) << 44 | killer << 40 | history << 4 | n as u64);
        }
    }

    /// Inserts a packed move in order (an insertion sort: at most six).
    fn insert(&mut self, packed: u64) {
        let mut index = usize::from(self.count);
        while index > 0 && self.order[index - 1] < packed {
            self.order[index] = self.order[index - 1];
            index -= 1;
        }
        self.order[index] = packed;
        self.count += 1;
    }

    /// The next move and the position after it, ranking the moves with
    /// `history` and `killers` on the first call.
    pub fn next(
        &mut self,
        position: &Position,
        history: &[u32; 12],
        killers: PitSet,
    ) -> Option<(Pit, Position)> {
        if !self.ranked {
            self.rank(position, history, killers);
        }
        if self.next == self.count {
            return None;
        }
        let packed = self.order[usize::from(self.next)];
        self.next += 1;
        let n = (packed & 0xF) as usize;
        let pit = position.turn().pits()[n];
        let child = match &self.sown {
            Some(children) => children[n].expect("candidates were sown"),
            None => game_tree::sow_legal(position, pit),
        };
        debug_assert!(
            agrees_with_play(position, pit, &child),
            "the move picker's {pit} in {position} gives {child}, unlike play"
        );
        Some((pit, child))
    }
}

/// Whether `child`, the position the picker gives after `pit`, is the one
/// the rules crate's checked [`Position::play`] reaches. `play` also ends
/// the game, which the search scores itself; then the final stores must
/// agree.
fn agrees_with_play(position: &Position, pit: Pit, child: &Position) -> bool {
    match (position.play(pit), child.outcome()) {
        (Ok(played), None) => played == *child,
        (Ok(played), Some(outcome)) => {
            played.stores() == outcome.stores && played.turn() == child.turn()
        }
        (Err(_), _) => false,
    }
}
