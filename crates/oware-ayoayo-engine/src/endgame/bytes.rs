//! Tables as bytes, to hand them between threads or store them: a header
//! (`MEGT`, a format version, the game: 0 Oware, 1 Ayoayo, the number of
//! layers), then every layer's entries in index order, two bytes each
//! (lower and upper bound).

use std::fmt;
use std::io::{self, Write};
use std::sync::Arc;

use super::index::{layer_size, MAX_LAYER};
use super::{EndgameTables, Layer, LayerEntries};
use crate::game_number::{game_number, game_of_number};

const MAGIC: &[u8; 4] = b"MEGT";
const VERSION: u8 = 2;
const HEADER: usize = MAGIC.len() + 3;

/// Why bytes are not endgame tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TablesError {
    /// They do not start with this format's header.
    NotTables,
    /// The tables cover more seeds than this build can index.
    TooManySeeds(usize),
    /// The length does not match the seeds covered.
    WrongLength {
        /// Bytes the header's seed count calls for.
        expected: usize,
        /// Bytes given.
        found: usize,
    },
    /// An entry's bounds are impossible for its layer.
    BadEntry {
        /// The layer: seeds on the board.
        seeds: usize,
        /// The entry's index in that layer.
        index: usize,
    },
}

impl fmt::Display for TablesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TablesError::NotTables => {
                write!(f, "not endgame tables (bad header, version or game)")
            }
            TablesError::TooManySeeds(seeds) => {
                write!(
                    f,
                    "tables of {seeds} seeds are beyond the {MAX_LAYER} supported"
                )
            }
            TablesError::WrongLength { expected, found } => {
                write!(f, "endgame tables of {found} bytes, expected {expected}")
            }
            TablesError::BadEntry { seeds, index } => {
                write!(f, "impossible entry {index} in the {seeds}-seed layer")
            }
        }
    }
}

impl std::error::Error for TablesError {}

impl EndgameTables {
    /// The tables in the byte format [`from_bytes`](EndgameTables::from_bytes) reads.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(HEADER + 2 * self.len());
        self.write_to(&mut bytes)
            .expect("writing to a vector does not fail");
        bytes
    }

    /// Writes the tables in [`to_bytes`](EndgameTables::to_bytes)' format
    /// to `out`, layer by layer, without a copy of them all.
    pub fn write_to(&self, out: &mut impl Write) -> io::Result<()> {
        out.write_all(MAGIC)?;
        out.write_all(&[
            VERSION,
            game_number(self.variant()),
            self.layers.len() as u8,
        ])?;
        for seeds in 0..self.layers.len() {
            out.write_all(self.entries(seeds).0.as_flattened())?;
        }
        Ok(())
    }

    /// Tables from [`to_bytes`](EndgameTables::to_bytes)' format, checked
    /// entry by entry: every bound within the layer's seeds and the lower
    /// no more than the upper.
    pub fn from_bytes(bytes: &[u8]) -> Result<EndgameTables, TablesError> {
        EndgameTables::read_in_place(bytes.to_vec())
    }

    /// As [`from_bytes`](EndgameTables::from_bytes), but the tables keep
    /// `bytes` and read their entries there, in place: a memory-mapped
    /// file, say, whose pages are then read only when probed (after this
    /// check has read them once) and shared by every process mapping it.
    pub fn read_in_place(
        bytes: impl AsRef<[u8]> + Send + Sync + 'static,
    ) -> Result<EndgameTables, TablesError> {
        let all = bytes.as_ref();
        let header = all.get(..HEADER).ok_or(TablesError::NotTables)?;
        let (magic, header) = header.split_at(MAGIC.len());
        let variant = game_of_number(header[1]);
        let (Some(variant), true) = (variant, magic == MAGIC && header[0] == VERSION) else {
            return Err(TablesError::NotTables);
        };
        let layer_count = usize::from(header[2]);
        if layer_count > MAX_LAYER + 1 {
            return Err(TablesError::TooManySeeds(layer_count - 1));
        }
        let expected: usize = HEADER
            + (0..layer_count)
                .map(|seeds| 2 * layer_size(seeds))
                .sum::<usize>();
        if all.len() != expected {
            return Err(TablesError::WrongLength {
                expected,
                found: all.len(),
            });
        }
        let mut layers = Vec::with_capacity(layer_count);
        let mut start = HEADER;
        for seeds in 0..layer_count {
            let range = start..start + 2 * layer_size(seeds);
            start = range.end;
            let most = seeds as i8;
            let entries = LayerEntries(all[range.clone()].as_chunks().0);
            if let Some(index) = entries.iter().position(|bounds| {
                !(-most <= bounds.lower && bounds.lower <= bounds.upper && bounds.upper <= most)
            }) {
                return Err(TablesError::BadEntry { seeds, index });
            }
            layers.push(Layer::Stored(range));
        }
        let mut tables = EndgameTables::new(variant);
        tables.stored = Some(Arc::new(bytes));
        tables.layers = layers;
        Ok(tables)
    }
}
