//! Endgame tables for Oware and Ayoayo: every board with up to a given
//! number of seeds, solved by retrograde analysis.
//!
//! # What an entry means
//!
//! An entry is for a board (with its player to move) just after a capture,
//! or at the start of a game: a position from which nothing earlier can
//! repeat (O8). Its value is the net number of the board's seeds that the
//! player to move will add to their store, less those the opponent adds,
//! with best play by both. Stores do not matter, so the same board is
//! worth the same whatever the score.
//!
//! The repetition rule makes that value depend on the path: a game that
//! never captures again ends when a position comes round a second time,
//! and the seeds are split by rows as they lie at that moment (O8). Which
//! position repeats first is decided by the whole line, so it cannot be
//! stored per board (the boards of a layer form one huge cycle of
//! non-capturing moves: 317,550 of the 352,716 boards of 10 seeds can
//! reach each other). Each entry is therefore a pair of bounds, both
//! proven under the rules as they stand:
//!
//! - `lower`: what the player to move can make sure of, by forcing the
//!   play to a capture or to the end of the game, or into boards whose
//!   own-row split stays at least that good until a position repeats,
//! - `upper`: the same guarantee for the opponent, from the mover's side.
//!
//! When they meet the entry is the exact value. When they do not, the
//! table's value is the board's own-row split held within the bounds: the
//! result if neither player can do better than let the game come back to
//! where it started. Tests compare the bounds with an exhaustive search of
//! the real rules on small boards (`tests/endgame.rs`).
//!
//! Two more choices: Oware's majority rule (O7) is left out of the values,
//! so the margin counts every seed to the end of play (the winner is the
//! same either way: whoever reaches 25 keeps the majority; Ayoayo has no
//! such rule, Y11); and only the standard rules are covered, since with
//! `grand_slam_wins` a grand slam's legality depends on the stores.
//!
//! The same analysis serves both games: a capture always leaves the layer
//! and Y9, like O6, gives each player their own row. Ayoayo's endgames are
//! nearly all decided by forced captures: at 12 seeds 99.96% of its boards
//! are exact, against 23% for Oware, whose lone seeds can chase each other
//! round the board without ever capturing.

mod build;
mod bytes;
mod index;

use std::ops::Range;
use std::sync::Arc;

use oware_ayoayo::{Pit, Player, Position, Rules, Variant};

pub use bytes::TablesError;

use build::{pits_total, rotate};

/// Bounds on a board's value: net seeds for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// The player to move can make sure of at least this.
    pub lower: i8,
    /// The opponent can make sure the player to move gets at most this.
    pub upper: i8,
}

impl Bounds {
    /// The value, when the bounds meet.
    #[must_use]
    pub fn exact(self) -> Option<i8> {
        (self.lower == self.upper).then_some(self.lower)
    }

    /// The bounds as stored: the lower, then the upper.
    fn to_pair(self) -> [u8; 2] {
        [self.lower as u8, self.upper as u8]
    }

    fn from_pair([lower, upper]: [u8; 2]) -> Bounds {
        Bounds {
            lower: lower as i8,
            upper: upper as i8,
        }
    }
}

/// A board's value from the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableValue {
    /// Net seeds for the player to move, to the end of play.
    pub net: i8,
    /// Whether `net` is proven (the bounds meet) rather than the own-row
    /// split held within them.
    pub exact: bool,
}

/// A legal move and its value from the tables (see
/// [`EndgameTables::move_values`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    /// The move.
    pub pit: Pit,
    /// Net seeds for the player who makes it, from before the move to the
    /// end of play: what the move takes, less the value of the board it
    /// leaves to the opponent (or, when it ends the game, the final
    /// sweep).
    pub value: TableValue,
}

/// Solved layers of one game's boards: layer `n` holds every board of `n`
/// seeds. A clone shares the entries: it costs a few words a layer, so a
/// builder can hand out the layers solved so far while it solves more.
#[derive(Clone)]
pub struct EndgameTables {
    rules: Rules,
    /// The bytes that stored layers are read from, in place: tables read
    /// with [`read_in_place`](EndgameTables::read_in_place).
    stored: Option<Arc<dyn AsRef<[u8]> + Send + Sync>>,
    layers: Vec<Layer>,
}

/// Where a layer's entries are kept: two bytes a board, the lower bound
/// then the upper, in index order.
#[derive(Clone)]
enum Layer {
    Built(Arc<[[u8; 2]]>),
    /// A range of the tables' `stored` bytes.
    Stored(Range<usize>),
}

/// One layer's entries, in index order.
#[derive(Clone, Copy)]
pub struct LayerEntries<'a>(&'a [[u8; 2]]);

impl<'a> LayerEntries<'a> {
    /// Boards in the layer.
    #[must_use]
    pub fn len(self) -> usize {
        self.0.len()
    }

    /// Whether the layer has no board (never the case for a built layer).
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0.is_empty()
    }

    /// The bounds of the board numbered `index`, if there is one.
    #[must_use]
    pub fn get(self, index: usize) -> Option<Bounds> {
        self.0.get(index).copied().map(Bounds::from_pair)
    }

    /// Every board's bounds, in index order.
    pub fn iter(self) -> impl Iterator<Item = Bounds> + 'a {
        self.0.iter().copied().map(Bounds::from_pair)
    }

    /// The bounds of the board numbered `index`, which the layer holds.
    fn at(self, index: usize) -> Bounds {
        Bounds::from_pair(self.0[index])
    }
}

impl EndgameTables {
    /// The most seeds a table can cover.
    pub const MAX_SEEDS: usize = index::MAX_LAYER;

    /// The most memory tables built to play with may take, in MiB: enough
    /// for every board of up to 16 seeds (58 MiB). Building takes more
    /// while it solves its largest layer: for 16 seeds, 350 MiB at the peak
    /// and two and a half minutes (measured natively on a busy two-core
    /// machine), which also leaves room in wasm32, whose memory ends at 4
    /// GiB and where a failed allocation aborts the instance. The wasm
    /// module and the command line's players refuse more; larger tables
    /// are built once, stored ([`to_bytes`](EndgameTables::to_bytes)) and
    /// read in place ([`read_in_place`](EndgameTables::read_in_place)).
    pub const MEMORY_LIMIT_MIB: usize = 64;

    /// The most seeds whose tables fit in
    /// [`MEMORY_LIMIT_MIB`](EndgameTables::MEMORY_LIMIT_MIB): 16.
    #[must_use]
    pub fn max_seeds_within_limit() -> usize {
        (0..=Self::MAX_SEEDS)
            .take_while(|&seeds| Self::bytes_up_to(seeds) <= Self::MEMORY_LIMIT_MIB << 20)
            .last()
            .unwrap_or(0)
    }

    /// Bytes the tables of up to `max_seeds` seeds take (two a board).
    #[must_use]
    pub fn bytes_up_to(max_seeds: usize) -> usize {
        Self::boards_up_to(max_seeds) * std::mem::size_of::<Bounds>()
    }

    /// Boards the tables of up to `max_seeds` seeds (at most
    /// [`MAX_SEEDS`](EndgameTables::MAX_SEEDS)) hold: `C(n + 11, 11)` for each
    /// layer `n`. With two bytes a board ([`Bounds`]), the memory they will
    /// take, known before building them.
    #[must_use]
    pub fn boards_up_to(max_seeds: usize) -> usize {
        (0..=max_seeds.min(Self::MAX_SEEDS))
            .map(index::layer_size)
            .sum()
    }

    /// Empty tables for `variant` under its standard rules, to be built
    /// with [`add_layer`](EndgameTables::add_layer).
    #[must_use]
    pub fn new(variant: Variant) -> EndgameTables {
        EndgameTables {
            rules: Rules::from(variant),
            stored: None,
            layers: Vec::new(),
        }
    }

    /// Tables of `variant` for every board of up to `max_seeds` seeds (at
    /// most [`MAX_SEEDS`](EndgameTables::MAX_SEEDS)).
    #[must_use]
    pub fn build(variant: Variant, max_seeds: usize) -> EndgameTables {
        let mut tables = EndgameTables::new(variant);
        while tables.max_seeds().is_none_or(|seeds| seeds < max_seeds) {
            tables.add_layer();
        }
        tables
    }

    /// Solves the next layer: one more seed than the tables cover so far.
    /// Building layer by layer lets a caller do other work in between.
    ///
    /// # Panics
    ///
    /// Beyond [`MAX_SEEDS`](EndgameTables::MAX_SEEDS).
    pub fn add_layer(&mut self) {
        let seeds = self.layers.len();
        assert!(
            seeds <= Self::MAX_SEEDS,
            "tables stop at {} seeds",
            Self::MAX_SEEDS
        );
        let below: Vec<LayerEntries<'_>> = (0..seeds).map(|n| self.entries(n)).collect();
        let layer = build::solve_layer(self.rules, seeds, &below);
        self.layers.push(Layer::Built(
            layer.into_iter().map(Bounds::to_pair).collect(),
        ));
    }

    /// The game the tables are for.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.rules.variant()
    }

    /// The most seeds on a board the tables cover; `None` when empty.
    #[must_use]
    pub fn max_seeds(&self) -> Option<usize> {
        self.layers.len().checked_sub(1)
    }

    /// Every board of `seeds` seeds, South to move, in index order.
    #[must_use]
    pub fn layer(&self, seeds: usize) -> Option<LayerEntries<'_>> {
        (seeds < self.layers.len()).then(|| self.entries(seeds))
    }

    /// The entries of layer `seeds`, which the tables hold.
    fn entries(&self, seeds: usize) -> LayerEntries<'_> {
        LayerEntries(match &self.layers[seeds] {
            Layer::Built(entries) => entries,
            Layer::Stored(range) => {
                let stored = self.stored.as_ref().expect("stored layers have bytes");
                let bytes: &[u8] = (**stored).as_ref();
                bytes[range.clone()].as_chunks().0
            }
        })
    }

    /// Boards covered, both players to move counted once (the board is
    /// turned round so that the player to move is South).
    #[must_use]
    pub fn len(&self) -> usize {
        self.max_seeds().map_or(0, Self::boards_up_to)
    }

    /// Whether no layer is built yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.layers.is_empty()
    }

    /// The bounds for `position`, if the tables cover it: the tables'
    /// game under its standard rules, and few enough seeds on the board. Only exact for a position
    /// with no history since the last capture (see the module docs).
    #[must_use]
    pub fn probe(&self, position: &Position) -> Option<Bounds> {
        if position.rules() != self.rules {
            return None;
        }
        let layer = self.layer(pits_total(position.pits()))?;
        let index = match position.turn() {
            Player::South => index::index(position.pits()),
            Player::North => index::index(&rotate(position.pits())),
        };
        Some(layer.at(index))
    }

    /// Every legal move of `position` valued by the tables, in pit order,
    /// if they cover the position and the game goes on: an endgame
    /// trainer's judge and its perfect defence (the best move is the one of
    /// the highest `net`). Like the tables, leaves Oware's majority rule out
    /// (O7): a move that reaches 25 is valued as if play went on, which
    /// names the same winner.
    #[must_use]
    pub fn move_values(&self, position: &Position) -> Option<Vec<MoveValue>> {
        self.probe(position)?;
        let mover = position.turn();
        let gain = |after: &Position| {
            let stores = after.stores();
            let before = position.stores();
            let own = i16::from(*stores.get(mover)) - i16::from(*before.get(mover));
            let theirs =
                i16::from(*stores.get(mover.opponent())) - i16::from(*before.get(mover.opponent()));
            (own - theirs) as i8
        };
        let moves = position
            .legal_moves()
            .into_iter()
            .map(|pit| {
                let after = position.play(pit).ok()?;
                let value = if after.is_over() && !after.has_majority() {
                    TableValue {
                        net: gain(&after),
                        exact: true,
                    }
                } else {
                    let left = self.value(&after)?;
                    TableValue {
                        net: gain(&after) - left.net,
                        exact: left.exact,
                    }
                };
                Some(MoveValue { pit, value })
            })
            .collect::<Option<Vec<_>>>()?;
        (!moves.is_empty()).then_some(moves)
    }

    /// The value of `position` (see the module docs), if the tables cover it.
    #[must_use]
    pub fn value(&self, position: &Position) -> Option<TableValue> {
        let bounds = self.probe(position)?;
        let mover = position.turn();
        let split = position.row_seeds(mover) as i8 - position.row_seeds(mover.opponent()) as i8;
        Some(TableValue {
            net: split.clamp(bounds.lower, bounds.upper),
            exact: bounds.lower == bounds.upper,
        })
    }
}
