//! A game: a start position, the moves played, and undo/redo.

use crate::{IllegalMove, Outcome, Pit, PitSet, Position, Rules, Trace};

/// One move of a game and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The pit played.
    pub pit: Pit,
    /// The position after the move (the final one if the move ended the game).
    pub position: Position,
    /// What the move did, lap by lap.
    pub trace: Trace,
}

/// A game from a start position, with the history the repetition rule
/// needs (O8, Y10) and undo/redo.
///
/// ```
/// use oware_ayoayo::{EndReason, Game, Pit, Position, Rules, Setup};
///
/// // docs/rules.md, example ayoayo-repetition: the start comes back after 6 plies.
/// let setup: Setup = "0-1-1-0-0-0-0-0-0-1-0-1-22-22-S".parse().unwrap();
/// let mut game = Game::from_position(Position::from_setup(setup, Rules::AYOAYO).unwrap());
/// for letter in "BfDdFb".chars() {
///     game.play(Pit::from_letter(letter).unwrap())?;
/// }
/// assert_eq!(game.outcome().unwrap().reason, EndReason::Repetition);
/// assert_eq!(game.position().to_string(), "0-0-0-0-0-0-0-0-0-0-0-0-24-24-S");
/// # Ok::<(), oware_ayoayo::IllegalMove>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    plies: Vec<Ply>,
    undone: Vec<Pit>,
}

impl Game {
    /// A new game from the standard start.
    #[must_use]
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A game starting at `start`, which counts as the first occurrence of
    /// that position for the repetition rule.
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            plies: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The position the game started from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.plies.last().map_or(&self.start, |ply| &ply.position)
    }

    /// The rules of the game.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.start.rules()
    }

    /// The moves played so far, with their positions and traces.
    #[must_use]
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The pits played so far.
    pub fn moves(&self) -> impl Iterator<Item = Pit> + '_ {
        self.plies.iter().map(|ply| ply.pit)
    }

    /// The result, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        match self.plies.last() {
            Some(ply) => ply.trace.end,
            None => self.start.outcome(),
        }
    }

    /// The legal moves now; empty once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> PitSet {
        if self.plies.last().is_some_and(|ply| ply.trace.end.is_some()) {
            PitSet::EMPTY
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays `pit`; the game ends by repetition if the position after it
    /// occurred before (O8, Y10). Clears the moves that [`redo`](Game::redo)
    /// would replay.
    pub fn play(&mut self, pit: Pit) -> Result<&Ply, IllegalMove> {
        if self.plies.last().is_some_and(|ply| ply.trace.end.is_some()) {
            return Err(IllegalMove::GameOver);
        }
        let (position, trace) = self
            .position()
            .play_with_history(pit, |after| self.occurred(after))?;
        self.plies.push(Ply {
            pit,
            position,
            trace,
        });
        if self.undone.last() == Some(&pit) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        Ok(self.plies.last().expect("a ply was just pushed"))
    }

    /// Whether `position` occurred earlier in the game (O8, Y10).
    fn occurred(&self, position: &Position) -> bool {
        self.since_capture().any(|p| p == position)
    }

    /// The positions since the last capture, newest (the current one)
    /// first: the only ones a later position can repeat, since captures
    /// are irreversible and stores only grow.
    pub fn since_capture(&self) -> impl Iterator<Item = &Position> + '_ {
        let current = self.position().stores();
        let newest_first = self.plies.iter().rev().map(|ply| &ply.position);
        newest_first
            .chain([&self.start])
            .take_while(move |p| p.stores() == current)
    }

    /// Takes back the last move, returning its pit, or `None` at the start.
    pub fn undo(&mut self) -> Option<Pit> {
        let pit = self.plies.pop()?.pit;
        self.undone.push(pit);
        Some(pit)
    }

    /// Plays again the last move taken back, returning it.
    pub fn redo(&mut self) -> Option<&Ply> {
        let pit = *self.undone.last()?;
        self.play(pit).ok()
    }

    /// Whether [`redo`](Game::redo) has a move to replay.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }
}
