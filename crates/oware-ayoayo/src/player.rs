//! The two players and a small per-player container.

use std::fmt;

/// One of the two players. South sits at the bottom and moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player at the bottom, owning pits `A`–`F` (0–5). Moves first.
    South,
    /// The player at the top, owning pits `a`–`f` (6–11).
    North,
}

impl Player {
    /// Both players, South first.
    pub const ALL: [Player; 2] = [Player::South, Player::North];

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// The letter used in position text: `S` or `N`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Player::South => 'S',
            Player::North => 'N',
        }
    }

    /// The player named by a position-text letter (`S` or `N`).
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Player> {
        match letter {
            'S' => Some(Player::South),
            'N' => Some(Player::North),
            _ => None,
        }
    }

    /// The player's six pits, from the player's left to right.
    #[must_use]
    pub fn pits(self) -> &'static [crate::Pit] {
        &crate::Pit::ALL[self.row()]
    }

    /// Index of this player's first pit in sowing order (0 or 6).
    pub(crate) const fn first_pit(self) -> usize {
        match self {
            Player::South => 0,
            Player::North => 6,
        }
    }

    /// The pit indices of this player's row, in sowing order.
    pub(crate) const fn row(self) -> std::ops::Range<usize> {
        self.first_pit()..self.first_pit() + 6
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::South => "south",
            Player::North => "north",
        })
    }
}

/// A value for each player, indexed by [`Player`] instead of `0`/`1`.
///
/// ```
/// use oware_ayoayo::{ByPlayer, Player};
///
/// let mut stores = ByPlayer::new(20, 4);
/// *stores.get_mut(Player::North) += 1;
/// assert_eq!(stores.get(Player::North), &5);
/// assert_eq!(stores.map(|s| s * 2), ByPlayer::new(40, 10));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByPlayer<T> {
    /// South's value.
    pub south: T,
    /// North's value.
    pub north: T,
}

impl<T> ByPlayer<T> {
    /// A container holding `south` and `north`.
    pub const fn new(south: T, north: T) -> Self {
        ByPlayer { south, north }
    }

    /// The value of `player`.
    pub const fn get(&self, player: Player) -> &T {
        match player {
            Player::South => &self.south,
            Player::North => &self.north,
        }
    }

    /// The value of `player`, mutably.
    pub fn get_mut(&mut self, player: Player) -> &mut T {
        match player {
            Player::South => &mut self.south,
            Player::North => &mut self.north,
        }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByPlayer<U> {
        ByPlayer {
            south: f(self.south),
            north: f(self.north),
        }
    }
}
