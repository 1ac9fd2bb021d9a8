//! Validated positions: legal moves, playing a move, and the end of a game.

use std::fmt;

use crate::sow::{self, Pits, Recorder, TraceRecorder};
use crate::{
    ByPlayer, EndReason, GrandSlam, Outcome, Pit, PitSet, Player, Rules, Setup, Trace, PIT_COUNT,
};

/// The number of seeds in a standard game (O1, Y1).
pub const STANDARD_SEEDS: u32 = 48;

/// The most seeds a custom setup may hold, so that every count fits a byte.
pub const MAX_SEEDS: u32 = 255;

/// A position that can be played: a board, the side to move and the rules.
///
/// Build one with [`Position::new`] or from a [`Setup`]; only validated
/// positions play. Positions know nothing of the game's history, so the
/// repetition rule (O8, Y10) is applied by [`Game`](crate::Game) and
/// [`perft`](crate::perft).
///
/// ```
/// use oware_ayoayo::{Pit, Position, Rules};
///
/// let start = Position::new(Rules::OWARE);
/// let c = Pit::from_letter('C').unwrap();
/// let (after, trace) = start.play_traced(c)?;
/// assert_eq!(after.to_string(), "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N");
/// assert_eq!(trace.laps.len(), 1);
/// assert_eq!(trace.laps[0].end.letter(), 'a');
/// # Ok::<(), oware_ayoayo::IllegalMove>(())
/// ```
// The layout is fixed, pits first and 16-byte aligned, so that copying a
// position moves whole aligned words: the search copies positions between
// calls, and the processor stalls when a copy reads at other offsets or
// widths than the fields were just written with (measured: 5% faster).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(C, align(16))]
pub struct Position {
    pits: Pits,
    stores: ByPlayer<u8>,
    turn: Player,
    rules: Rules,
    total: u8,
}

/// A position after a move's sowing and capture, before the end of the game
/// is looked at.
pub(crate) struct Advance {
    pub position: Position,
    pub laps: u32,
    pub grand_slam: GrandSlam,
}

impl Position {
    /// The start of the game under `rules` (O1, Y1).
    #[must_use]
    pub fn new(rules: Rules) -> Position {
        Position::validated(Setup::START, rules)
    }

    /// A position from a setup holding the standard 48 seeds.
    pub fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        match setup.total_seeds() {
            STANDARD_SEEDS => Ok(Position::validated(setup, rules)),
            found => Err(PositionError::WrongTotal { found }),
        }
    }

    /// A position from a setup with any number of seeds up to [`MAX_SEEDS`],
    /// for studies and tests. The majority (O7) is then more than half of
    /// the seeds.
    pub fn from_custom_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        match setup.total_seeds() {
            found if found > MAX_SEEDS => Err(PositionError::TooManySeeds { found }),
            _ => Ok(Position::validated(setup, rules)),
        }
    }

    fn validated(setup: Setup, rules: Rules) -> Position {
        let total = u8::try_from(setup.total_seeds()).expect("callers check the total");
        Position {
            pits: setup.pits,
            stores: setup.stores,
            turn: setup.turn,
            rules,
            total,
        }
    }

    /// The board as a plain setup.
    #[must_use]
    pub fn setup(&self) -> Setup {
        Setup {
            pits: self.pits,
            stores: self.stores,
            turn: self.turn,
        }
    }

    /// The rules this position is played under.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The player to move (after the end: who would move next).
    #[must_use]
    pub fn turn(&self) -> Player {
        self.turn
    }

    /// Seeds in each store.
    #[must_use]
    pub fn stores(&self) -> ByPlayer<u8> {
        self.stores
    }

    /// Seeds in every pit, in sowing order.
    #[must_use]
    pub fn pits(&self) -> &[u8; PIT_COUNT] {
        &self.pits
    }

    /// Seeds in `pit`.
    #[must_use]
    pub fn seeds(&self, pit: Pit) -> u8 {
        self.pits[pit.index()]
    }

    /// Seeds in `player`'s row.
    #[must_use]
    pub fn row_seeds(&self, player: Player) -> u8 {
        sow::row_seeds(&self.pits, player)
    }

    /// All seeds in the game, on the board and in the stores.
    #[must_use]
    pub fn total_seeds(&self) -> u32 {
        self.total.into()
    }

    /// The moves the player to move may make; empty when the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> PitSet {
        let own = self.turn.pits().iter().copied();
        match self.rules {
            // O5 in one pass: the opponent's row is summed once.
            Rules::Oware { .. } if !self.has_majority() => {
                let starving = self.row_seeds(self.turn.opponent()) == 0;
                own.filter(|&pit| {
                    let seeds = usize::from(self.seeds(pit));
                    seeds > 0 && (!starving || seeds >= self.distance_to_opponent(pit))
                })
                .collect()
            }
            _ => own.filter(|&pit| self.refusal(pit).is_ok()).collect(),
        }
    }

    /// Whether the player to move may play `pit`, and if not, the first
    /// rule the move breaks; in a finished game every move is refused with
    /// [`IllegalMove::GameOver`]. Agrees with
    /// [`legal_moves`](Position::legal_moves) and [`play`](Position::play).
    ///
    /// ```
    /// use oware_ayoayo::{IllegalMove, Pit, Position, Rules};
    ///
    /// let start = Position::new(Rules::OWARE);
    /// assert_eq!(start.check(Pit::from_letter('C').unwrap()), Ok(()));
    /// let a = Pit::from_letter('a').unwrap();
    /// assert!(matches!(start.check(a), Err(IllegalMove::NotYourPit { .. })));
    /// ```
    pub fn check(&self, pit: Pit) -> Result<(), IllegalMove> {
        self.refusal(pit).map_err(|refusal| self.explain(refusal))
    }

    /// [`check`](Position::check) without the game-over explanation, as
    /// [`legal_moves`](Position::legal_moves) needs it.
    #[inline]
    fn refusal(&self, pit: Pit) -> Result<(), IllegalMove> {
        match self.rules {
            // O2, O5: whether a move is legal is known before sowing it.
            Rules::Oware { .. } => self.precheck(pit),
            // Y7, Y8: only the whole relay tells.
            Rules::Ayoayo => self.advance(pit, &mut ()).map(|_| ()),
        }
    }

    /// Plays `pit`, returning the position after it.
    ///
    /// If the move ends the game, the returned position is the final one:
    /// after O6/Y9 the remaining seeds are in the stores. The repetition
    /// rule needs the game's history; see [`Game::play`](crate::Game::play).
    /// A search, which scores the end of the game itself, walks the tree
    /// with [`game_tree::sow`](crate::game_tree::sow) instead.
    pub fn play(&self, pit: Pit) -> Result<Position, IllegalMove> {
        self.play_recorded(pit, &mut (), |_| false)
            .map(|(position, _, _)| position)
    }

    /// Plays `pit`, returning the position after it and the sowing trace.
    pub fn play_traced(&self, pit: Pit) -> Result<(Position, Trace), IllegalMove> {
        self.play_with_history(pit, |_| false)
    }

    /// Plays `pit` with a trace, ending the game by repetition if
    /// `occurred_before` says the position after sowing was seen before.
    pub(crate) fn play_with_history(
        &self,
        pit: Pit,
        occurred_before: impl FnOnce(&Position) -> bool,
    ) -> Result<(Position, Trace), IllegalMove> {
        let mut recorder = TraceRecorder::default();
        let (position, advance, end) = self.play_recorded(pit, &mut recorder, occurred_before)?;
        let trace = Trace {
            mover: self.turn,
            pit,
            laps: recorder.laps,
            captures: recorder.captures,
            grand_slam: advance.grand_slam,
            end,
        };
        debug_assert_eq!(trace.laps.len(), advance.laps as usize);
        Ok((position, trace))
    }

    fn play_recorded(
        &self,
        pit: Pit,
        recorder: &mut impl Recorder,
        occurred_before: impl FnOnce(&Position) -> bool,
    ) -> Result<(Position, Advance, Option<Outcome>), IllegalMove> {
        let advance = self
            .advance(pit, recorder)
            .map_err(|refusal| self.explain(refusal))?;
        let mut position = advance.position;
        let reason = if position.has_majority() {
            Some(EndReason::Majority)
        } else if occurred_before(&position) {
            Some(EndReason::Repetition)
        } else if position.legal_moves().is_empty() {
            Some(EndReason::NoMoves)
        } else {
            None
        };
        let end = reason.map(|reason| position.finish(reason));
        Ok((position, advance, end))
    }

    /// The result, if the game is over in this position on its own: by
    /// majority (O7) or because the player to move has no legal move (O6,
    /// Y9). A game that ended by repetition is over through its history;
    /// [`Game::outcome`](crate::Game::outcome) knows that.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if self.has_majority() {
            Some(self.outcome_for(EndReason::Majority))
        } else if self.legal_moves().is_empty() {
            Some(self.outcome_for(EndReason::NoMoves))
        } else {
            None
        }
    }

    /// Whether the game is over in this position on its own (see [`outcome`](Position::outcome)).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.has_majority() || self.legal_moves().is_empty()
    }

    /// O7: a store holds more than half of all seeds, which ends an Oware
    /// game. Always `false` for Ayoayo, which has no such early end (Y11).
    #[inline]
    #[must_use]
    pub fn has_majority(&self) -> bool {
        matches!(self.rules, Rules::Oware { .. })
            && (u16::from(self.stores.south) * 2 > u16::from(self.total)
                || u16::from(self.stores.north) * 2 > u16::from(self.total))
    }

    /// The player whose store holds more than half of all seeds, if any.
    /// Stores never shrink, so that player has won: O7 ends an Oware game
    /// there, while an Ayoayo game is played out (Y11).
    ///
    /// ```
    /// use oware_ayoayo::{Player, Position, Rules};
    ///
    /// let setup = "0-0-0-0-0-1-0-0-0-0-0-9-25-13-S".parse()?;
    /// let decided = Position::from_setup(setup, Rules::AYOAYO)?;
    /// assert_eq!(decided.majority_holder(), Some(Player::South));
    /// assert!(!decided.is_over());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn majority_holder(&self) -> Option<Player> {
        Player::ALL
            .into_iter()
            .find(|&player| u32::from(*self.stores.get(player)) * 2 > self.total_seeds())
    }

    /// The result if the game ended here for `reason`. Except after a
    /// majority, each player adds the seeds of their own row to their store
    /// (O6, O8, Y9, Y10).
    #[must_use]
    pub fn outcome_for(&self, reason: EndReason) -> Outcome {
        let swept = match reason {
            EndReason::Majority => ByPlayer::new(0, 0),
            EndReason::Repetition | EndReason::NoMoves => {
                ByPlayer::new(self.row_seeds(Player::South), self.row_seeds(Player::North))
            }
        };
        let stores = ByPlayer::new(
            self.stores.south + swept.south,
            self.stores.north + swept.north,
        );
        Outcome {
            reason,
            swept,
            stores,
        }
    }

    /// Ends the game here: the position becomes the final one.
    fn finish(&mut self, reason: EndReason) -> Outcome {
        let outcome = self.outcome_for(reason);
        if reason != EndReason::Majority {
            self.pits = [0; PIT_COUNT];
        }
        self.stores = outcome.stores;
        outcome
    }

    /// The refusals that need no sowing: the game over by majority, a pit
    /// of the opponent's, an empty pit, and for Oware the feeding rule (O5).
    #[inline]
    pub(crate) fn precheck(&self, pit: Pit) -> Result<(), IllegalMove> {
        let seeds = self.pits[pit.index()];
        if self.has_majority() {
            Err(IllegalMove::GameOver)
        } else if pit.owner() != self.turn {
            Err(IllegalMove::NotYourPit {
                pit,
                mover: self.turn,
            })
        } else if seeds == 0 {
            Err(IllegalMove::EmptyPit(pit))
        } else if matches!(self.rules, Rules::Oware { .. })
            && usize::from(seeds) < self.distance_to_opponent(pit)
            && self.row_seeds(self.turn.opponent()) == 0
        {
            Err(IllegalMove::MustFeed(pit))
        } else {
            Ok(())
        }
    }

    /// How many seeds a move from `pit` needs to reach the opponent's row.
    #[inline]
    fn distance_to_opponent(&self, pit: Pit) -> usize {
        (self.turn.opponent().first_pit() + PIT_COUNT - pit.index()) % PIT_COUNT
    }

    /// Sows and captures `pit`, or says why it is illegal. The game's end
    /// is not looked at.
    #[inline]
    pub(crate) fn advance(
        &self,
        pit: Pit,
        recorder: &mut impl Recorder,
    ) -> Result<Advance, IllegalMove> {
        self.precheck(pit)?;
        self.advance_prechecked(pit, recorder)
    }

    /// [`advance`](Position::advance) for a move that passed
    /// [`precheck`](Position::precheck): only Ayoayo's relay can still
    /// refuse it (Y7, Y8). Always inlined: the position it returns then
    /// stays in registers instead of being written out and read back.
    #[inline(always)]
    pub(crate) fn advance_prechecked(
        &self,
        pit: Pit,
        recorder: &mut impl Recorder,
    ) -> Result<Advance, IllegalMove> {
        let mover = self.turn;
        let victim = mover.opponent();
        let mut pits = self.pits;
        let mut stores = self.stores;
        let mut grand_slam = GrandSlam::None;
        let laps = match self.rules {
            Rules::Oware { grand_slam_wins } => {
                let last = sow::sow_oware(&mut pits, pit.index(), recorder);
                // O3: the chain of 2s and 3s ending at the last seed.
                let (seeds, from) = sow::oware_chain(&pits, last, mover);
                if seeds > 0 {
                    let store = stores.get_mut(mover);
                    // O4: a capture of every seed in the opponent's row.
                    if seeds == sow::row_seeds(&pits, victim) {
                        if grand_slam_wins && u16::from(*store + seeds) * 2 > u16::from(self.total)
                        {
                            grand_slam = GrandSlam::Captured;
                        } else {
                            grand_slam = GrandSlam::Forfeited;
                        }
                    }
                    if grand_slam != GrandSlam::Forfeited {
                        sow::take_oware_chain(&mut pits, from, last, recorder);
                        *store += seeds;
                    }
                }
                1
            }
            Rules::Ayoayo => {
                let starving = sow::row_seeds(&pits, victim) == 0;
                let relay = sow::sow_ayoayo(&mut pits, pit.index(), recorder)
                    .map_err(|_| IllegalMove::EndlessRelay(pit))?;
                *stores.get_mut(mover) +=
                    sow::ayoayo_capture(&mut pits, relay.last, mover, recorder);
                // Y8: after the whole move, a starving opponent must hold seeds.
                if starving && sow::row_seeds(&pits, victim) == 0 {
                    return Err(IllegalMove::MustFeed(pit));
                }
                relay.laps
            }
        };
        let position = Position {
            pits,
            stores,
            turn: victim,
            ..*self
        };
        Ok(Advance {
            position,
            laps,
            grand_slam,
        })
    }

    /// Where the last seed of an Oware move from `pit` falls and how many
    /// seeds that pit then holds, worked out without sowing (O2): a pit
    /// `k` places on (skipping the origin) receives one seed per 11 sown.
    /// The move captures (O3, unless O4 forfeits it) exactly when that pit
    /// is the opponent's and holds 2 or 3. `None` for an empty pit, and for
    /// Ayoayo, whose relays only sowing can follow.
    ///
    /// ```
    /// use oware_ayoayo::{Pit, Position, Rules, Setup};
    ///
    /// let setup: Setup = "1-0-0-0-0-2-1-2-1-5-5-5-9-17-S".parse().unwrap();
    /// let position = Position::from_setup(setup, Rules::OWARE).unwrap();
    /// let f = Pit::from_letter('F').unwrap();
    /// assert_eq!(position.oware_landing(f), Some((Pit::from_letter('b').unwrap(), 3)));
    /// ```
    #[must_use]
    pub fn oware_landing(&self, pit: Pit) -> Option<(Pit, u8)> {
        let seeds = usize::from(self.seeds(pit));
        if seeds == 0 || !matches!(self.rules, Rules::Oware { .. }) {
            return None;
        }
        let (last, received) = sow::landing(pit.index(), seeds);
        Some((Pit::ALL[last], self.pits[last] + received))
    }

    /// How many of `player`'s moves would end in an opponent's pit then
    /// holding 2 or 3 seeds: in Oware, the captures `player` has (O3),
    /// whoever is to move, a grand slam that O4 forfeits included. Worked
    /// out as [`oware_landing`](Self::oware_landing) does, without
    /// branching on each pit (a search's evaluation asks it at most
    /// nodes). 0 in Ayoayo.
    ///
    /// ```
    /// use oware_ayoayo::{Player, Position, Rules, Setup};
    ///
    /// // North's f (1 seed) and c (4 seeds) both end in South's A, which
    /// // would hold 2; South's moves capture nothing.
    /// let setup: Setup = "1-4-4-4-4-4-4-4-4-4-4-1-3-3-S".parse().unwrap();
    /// let position = Position::from_setup(setup, Rules::OWARE).unwrap();
    /// assert_eq!(position.oware_capturing_moves(Player::North), 2);
    /// assert_eq!(position.oware_capturing_moves(Player::South), 0);
    /// ```
    #[must_use]
    pub fn oware_capturing_moves(&self, player: Player) -> u32 {
        if !matches!(self.rules, Rules::Oware { .. }) {
            return 0;
        }
        player
            .row()
            .map(|origin| {
                let (last, received) = sow::landing(origin, usize::from(self.pits[origin]));
                // At most the total of seeds, which fits a byte.
                let landed = self.pits[last] + received;
                u32::from(Pit::ALL[last].owner() != player) & u32::from(matches!(landed, 2 | 3))
            })
            .sum()
    }

    /// How many laps sowing `pit` takes, or how many laps it took to find
    /// that an Ayoayo relay never ends (Y7). Feeding and the end of the game
    /// are not looked at. `None` for a pit the player to move cannot lift.
    ///
    /// ```
    /// use oware_ayoayo::{Pit, Position, Rules, Setup, Sowing};
    ///
    /// // docs/rules.md, examples ayoayo-endless-relay and ayoayo-long-finite-relay:
    /// // E relays for ever, D ends after 197 laps.
    /// let setup: Setup = "0-1-0-1-2-0-1-0-1-0-2-1-39-0-S".parse().unwrap();
    /// let position = Position::from_setup(setup, Rules::AYOAYO).unwrap();
    /// let e = Pit::from_letter('E').unwrap();
    /// assert!(matches!(position.sowing(e), Some(Sowing::Endless { .. })));
    /// let setup: Setup = "0-2-3-2-3-2-3-2-1-3-2-1-20-4-S".parse().unwrap();
    /// let position = Position::from_setup(setup, Rules::AYOAYO).unwrap();
    /// let d = Pit::from_letter('D').unwrap();
    /// assert_eq!(position.sowing(d), Some(Sowing::Ends { laps: 197 }));
    /// ```
    #[must_use]
    pub fn sowing(&self, pit: Pit) -> Option<Sowing> {
        if pit.owner() != self.turn || self.seeds(pit) == 0 {
            return None;
        }
        let mut pits = self.pits;
        Some(match self.rules {
            Rules::Oware { .. } => {
                sow::sow_oware(&mut pits, pit.index(), &mut ());
                Sowing::Ends { laps: 1 }
            }
            Rules::Ayoayo => match sow::sow_ayoayo(&mut pits, pit.index(), &mut ()) {
                Ok(relay) => Sowing::Ends { laps: relay.laps },
                Err(endless) => Sowing::Endless {
                    laps_to_detect: endless.laps,
                },
            },
        })
    }

    /// A refusal as the player should hear it: any move in a finished game
    /// is refused because the game is over.
    fn explain(&self, refusal: IllegalMove) -> IllegalMove {
        if refusal != IllegalMove::GameOver && self.is_over() {
            IllegalMove::GameOver
        } else {
            refusal
        }
    }

    /// The position packed into one number, for repetition checks (O8,
    /// Y10) and hashing: equal exactly when pits, stores and side to move
    /// are equal (the rules are not included).
    #[inline]
    #[must_use]
    pub fn key(&self) -> u128 {
        let mut bytes = [0; 16];
        bytes[..PIT_COUNT].copy_from_slice(&self.pits);
        bytes[PIT_COUNT] = self.stores.south;
        bytes[PIT_COUNT + 1] = self.stores.north;
        bytes[PIT_COUNT + 2] = self.turn as u8;
        u128::from_le_bytes(bytes)
    }
}

/// The position text, e.g. `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.setup().fmt(f)
    }
}

/// How a move's sowing runs; see [`Position::sowing`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sowing {
    /// The sowing ends after this many laps.
    Ends {
        /// Laps sown, the first included.
        laps: u32,
    },
    /// The relay never ends (Y7); the repeat was found after this many laps.
    Endless {
        /// Laps sown until the repeated lap start was found.
        laps_to_detect: u32,
    },
}

/// Why a setup is not a playable position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A standard position must hold 48 seeds.
    WrongTotal {
        /// The seeds the setup holds.
        found: u32,
    },
    /// A custom position holds more than [`MAX_SEEDS`].
    TooManySeeds {
        /// The seeds the setup holds.
        found: u32,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::WrongTotal { found } => {
                write!(
                    f,
                    "pits and stores hold {found} seeds, expected {STANDARD_SEEDS}"
                )
            }
            PositionError::TooManySeeds { found } => {
                write!(
                    f,
                    "pits and stores hold {found} seeds, at most {MAX_SEEDS} are allowed"
                )
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The pit belongs to the player not on move.
    NotYourPit {
        /// The pit chosen.
        pit: Pit,
        /// The player to move.
        mover: Player,
    },
    /// The pit has no seeds.
    EmptyPit(Pit),
    /// The opponent has no seeds and this move would leave them none (O5, Y8).
    MustFeed(Pit),
    /// The relay sowing would never end (Y7).
    EndlessRelay(Pit),
    /// The game is over: no move is legal.
    GameOver,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::NotYourPit { pit, mover } => {
                write!(
                    f,
                    "pit {pit} belongs to {}, and {mover} is to move",
                    pit.owner()
                )
            }
            IllegalMove::EmptyPit(pit) => write!(f, "pit {pit} is empty"),
            IllegalMove::MustFeed(pit) => write!(
                f,
                "pit {pit} leaves the opponent without seeds: a move must give them seeds"
            ),
            IllegalMove::EndlessRelay(pit) => write!(f, "pit {pit} would relay for ever"),
            IllegalMove::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for IllegalMove {}
