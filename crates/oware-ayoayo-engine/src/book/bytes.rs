//! Books as bytes, for the files under `books/`: a 15-byte header (`MOBK`,
//! a format version, the game: 0 Oware, 1 Ayoayo, the search depth, the
//! plies covered, the plies whose every move is covered, the margin as two
//! bytes and the number of entries as four, little-endian), then the entries sorted by key, 13 bytes each:
//! the key (8 bytes), the move's pit index (0-11) and its score (4 bytes).

use std::fmt;

use oware_ayoayo::{Pit, Variant};

use super::{BookEntry, BookSettings, OpeningBook};
use crate::game_number::{game_number, game_of_number};

const MAGIC: &[u8; 4] = b"MOBK";
const VERSION: u8 = 1;
const HEADER: usize = 15;
const ENTRY: usize = 13;

/// Why bytes are not an opening book, or not the one wanted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// They do not start with this format's header.
    NotBook,
    /// The header's format version is not this build's.
    UnknownVersion(u8),
    /// The header's game number names no game.
    UnknownVariant(u8),
    /// The length does not match the header's number of entries.
    WrongLength {
        /// Bytes the header calls for.
        expected: usize,
        /// Bytes given.
        found: usize,
    },
    /// An entry's move is no pit, or its key is not above the previous one.
    BadEntry(usize),
    /// The book is for another game.
    WrongVariant {
        /// The game asked for.
        expected: Variant,
        /// The book's game.
        found: Variant,
    },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::NotBook => write!(f, "not an opening book (bad header)"),
            BookError::UnknownVersion(version) => {
                write!(f, "opening book of format {version}, expected {VERSION}")
            }
            BookError::UnknownVariant(number) => {
                write!(f, "opening book for unknown game number {number}")
            }
            BookError::WrongLength { expected, found } => {
                write!(
                    f,
                    "opening book of {found} bytes, expected {expected} (truncated or corrupt)"
                )
            }
            BookError::BadEntry(index) => write!(f, "corrupt opening book entry {index}"),
            BookError::WrongVariant { expected, found } => {
                write!(f, "the opening book is for {found}, not {expected}")
            }
        }
    }
}

impl std::error::Error for BookError {}

impl OpeningBook {
    /// The book in the byte format [`from_bytes`](OpeningBook::from_bytes) reads.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let settings = self.settings();
        let mut bytes = Vec::with_capacity(HEADER + ENTRY * self.entries().len());
        bytes.extend_from_slice(MAGIC);
        bytes.push(VERSION);
        bytes.push(game_number(self.variant()));
        bytes.push(settings.depth);
        bytes.push(settings.plies);
        bytes.push(settings.all_plies);
        bytes.extend_from_slice(&settings.margin.to_le_bytes());
        let count = u32::try_from(self.entries().len()).expect("a book of fewer than 2^32 entries");
        bytes.extend_from_slice(&count.to_le_bytes());
        for entry in self.entries() {
            bytes.extend_from_slice(&entry.key.to_le_bytes());
            bytes.push(entry.pit.index() as u8);
            bytes.extend_from_slice(&entry.score.to_le_bytes());
        }
        bytes
    }

    /// A book from [`to_bytes`](OpeningBook::to_bytes)' format, checked
    /// entry by entry: every move a pit and the keys strictly increasing.
    pub fn from_bytes(bytes: &[u8]) -> Result<OpeningBook, BookError> {
        let (header, entries) = bytes.split_at_checked(HEADER).ok_or(BookError::NotBook)?;
        if &header[..4] != MAGIC {
            return Err(BookError::NotBook);
        }
        if header[4] != VERSION {
            return Err(BookError::UnknownVersion(header[4]));
        }
        let variant = game_of_number(header[5]).ok_or(BookError::UnknownVariant(header[5]))?;
        let settings = BookSettings {
            depth: header[6],
            plies: header[7],
            all_plies: header[8],
            margin: u16::from_le_bytes([header[9], header[10]]),
        };
        let count = u32::from_le_bytes([header[11], header[12], header[13], header[14]]);
        let expected = usize::try_from(count)
            .ok()
            .and_then(|count| count.checked_mul(ENTRY))
            .and_then(|size| size.checked_add(HEADER))
            .unwrap_or(usize::MAX);
        if bytes.len() != expected {
            return Err(BookError::WrongLength {
                expected,
                found: bytes.len(),
            });
        }
        let mut previous = None;
        let entries = entries
            .chunks_exact(ENTRY)
            .enumerate()
            .map(|(index, chunk)| {
                let key = u64::from_le_bytes(chunk[..8].try_into().expect("8 bytes"));
                let score = i32::from_le_bytes(chunk[9..].try_into().expect("4 bytes"));
                let pit = Pit::new(usize::from(chunk[8]));
                let ascending = previous.is_none_or(|previous| previous < key);
                previous = Some(key);
                match (pit, ascending) {
                    (Some(pit), true) => Ok(BookEntry { key, pit, score }),
                    _ => Err(BookError::BadEntry(index)),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(OpeningBook::new(variant, settings, entries))
    }

    /// The book, if it is for `variant`.
    pub fn for_variant(self, variant: Variant) -> Result<OpeningBook, BookError> {
        if self.variant() == variant {
            Ok(self)
        } else {
            Err(BookError::WrongVariant {
                expected: variant,
                found: self.variant(),
            })
        }
    }
}
