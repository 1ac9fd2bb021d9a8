//! The game handle JavaScript holds.

use oware_ayoayo::notation::{Record, MAX_RECORD_BYTES};
use oware_ayoayo::{Game, Position, Setup};
use wasm_bindgen::prelude::*;

use crate::arguments::{boolean, optional_string, small_number, string};
use crate::error::{refusal_object, Failure};
use crate::trace::{counts, to_js, OutcomeObject, RecordMoveObject, TraceObject};
use crate::{to_pit, Side, Variant};

/// The tags a game's record takes from the game itself (its rules, start
/// and result), not from the record it was opened from.
#[cfg(feature = "comments")]
const DERIVED_TAGS: [&str; 5] = ["Variant", "Result", "Rules", "GrandSlam", "FEN"];

/// A game in progress: the rules, the moves, undo and redo, and (with the
/// `comments` feature) the tags of the record it was opened from and a
/// comment per move, kept from that record and written back into it. State
/// stays in Rust; every method returns a small copied result.
#[wasm_bindgen(js_name = Game)]
pub struct GameHandle {
    game: Game,
    /// The tags of the record the game was opened from, but those the game
    /// itself decides (`DERIVED_TAGS`): Event, Site, Date, Round, the
    /// players' names and any other, in the record's order.
    #[cfg(feature = "comments")]
    tags: Vec<(String, String)>,
    /// The comment after each move, by ply from 0; may be shorter than the
    /// moves, and longer (the comments of moves taken back, for redo).
    #[cfg(feature = "comments")]
    comments: Vec<Option<String>>,
    /// The comment before the first move, on the game as a whole.
    #[cfg(feature = "comments")]
    opening_comment: Option<String>,
}

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// A new game from the standard start. `grandSlamWins` is O4's optional
    /// Oware rule; it is an error for Ayoayo.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Variant")] variant: f64,
        #[wasm_bindgen(js_name = grandSlamWins, unchecked_param_type = "boolean")]
        grand_slam_wins: JsValue,
    ) -> Result<GameHandle, Failure> {
        let grand_slam_wins = boolean(&grand_slam_wins, "grandSlamWins")?;
        let rules = Variant::from_number(variant)?.rules(grand_slam_wins)?;
        Ok(GameHandle::from(Game::new(rules)))
    }

    /// A game from position text such as `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(
        #[wasm_bindgen(unchecked_param_type = "Variant")] variant: f64,
        #[wasm_bindgen(js_name = grandSlamWins, unchecked_param_type = "boolean")]
        grand_slam_wins: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<GameHandle, Failure> {
        let grand_slam_wins = boolean(&grand_slam_wins, "grandSlamWins")?;
        let rules = Variant::from_number(variant)?.rules(grand_slam_wins)?;
        let setup: Setup = string(&text, "the position")?.parse()?;
        let position = Position::from_setup(setup, rules)?;
        Ok(GameHandle::from(Game::from_position(position)))
    }

    /// A game replayed from an OGN record (its tags give the rules and
    /// start). Records longer than `maxRecordBytes()` are refused unread.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<GameHandle, Failure> {
        let text = string(&text, "the record")?;
        if text.len() > MAX_RECORD_BYTES {
            return Err(Failure::record_too_large(text.len(), MAX_RECORD_BYTES));
        }
        let record: Record = text.parse()?;
        #[allow(unused_mut)]
        let mut handle = GameHandle::from(record.replay()?);
        #[cfg(feature = "comments")]
        {
            handle.tags = record
                .tags
                .into_iter()
                .filter(|(name, _)| !DERIVED_TAGS.contains(&name.as_str()))
                .collect();
            handle.comments = record.moves.into_iter().map(|m| m.comment).collect();
            handle.opening_comment = record.comment;
        }
        Ok(handle)
    }

    /// The game played.
    #[wasm_bindgen(getter)]
    pub fn variant(&self) -> Variant {
        self.game.rules().variant().into()
    }

    /// Whether O4's "grand slam wins" option is on.
    #[wasm_bindgen(getter, js_name = grandSlamWins)]
    pub fn grand_slam_wins(&self) -> bool {
        self.game.rules().grand_slam_wins()
    }

    /// The current position text.
    pub fn position(&self) -> String {
        self.game.position().to_string()
    }

    /// The 14 counts now: pits 0–11, South's store, North's.
    pub fn counts(&self) -> Vec<u8> {
        counts(self.game.position())
    }

    /// The player to move (after the end: who would move next).
    pub fn turn(&self) -> Side {
        self.game.position().turn().into()
    }

    /// The legal pits, in sowing order; empty once the game is over.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<u8> {
        self.game
            .legal_moves()
            .iter()
            .map(|pit| pit.index() as u8)
            .collect()
    }

    /// Plays `pit` if it may be played: the one call for a move, which
    /// sows it once. Returns `{trace}` (a `TraceObject`) or `{refusal}` (a
    /// `Refusal`: its `kind`, `params` and English `message`; the game's
    /// end refuses every move). Throws only if `pit` is not a pit number
    /// (0–11).
    #[wasm_bindgen(js_name = tryPlay, unchecked_return_type = "PlayResult")]
    pub fn try_play(&mut self, pit: f64) -> Result<JsValue, JsError> {
        let (name, value) = match self.game.play(to_pit(pit)?) {
            Ok(_) => {
                // A new move ends the line that was taken back, comments and all.
                #[cfg(feature = "comments")]
                self.comments.truncate(self.game.plies().len() - 1);
                ("trace", self.last_trace()?)
            }
            Err(refusal) => ("refusal", refusal_object(&refusal)),
        };
        let result = js_sys::Object::new();
        // Setting a property of a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&result, &name.into(), &value);
        Ok(result.into())
    }

    /// Takes back the last move; `false` at the start.
    pub fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    /// Plays again the last move taken back and returns its trace, or
    /// `undefined` if there is none.
    pub fn redo(&mut self) -> Result<JsValue, JsError> {
        match self.game.redo() {
            Some(_) => self.last_trace(),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Whether there is a move to undo.
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        !self.game.plies().is_empty()
    }

    /// Whether there is a move to redo.
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    /// The number of moves played.
    #[wasm_bindgen(js_name = plyCount)]
    pub fn ply_count(&self) -> usize {
        self.game.plies().len()
    }

    /// The position text after `ply` moves (0: the start).
    #[wasm_bindgen(js_name = positionAt)]
    pub fn position_at(&self, ply: f64) -> Result<String, JsError> {
        Ok(self.position_of_ply(ply)?.to_string())
    }

    /// The 14 counts after `ply` moves (0: the start), as `counts()`.
    #[wasm_bindgen(js_name = countsAt)]
    pub fn counts_at(&self, ply: f64) -> Result<Vec<u8>, JsError> {
        Ok(counts(self.position_of_ply(ply)?))
    }

    /// The side to move after `ply` moves (0: the start).
    #[wasm_bindgen(js_name = turnAt)]
    pub fn turn_at(&self, ply: f64) -> Result<Side, JsError> {
        Ok(self.position_of_ply(ply)?.turn().into())
    }

    /// The trace of the `ply`-th move (counting from 1).
    #[wasm_bindgen(js_name = traceAt)]
    pub fn trace_at(&self, ply: f64) -> Result<JsValue, JsError> {
        if self.game.plies().is_empty() {
            return Err(JsError::new("no move has been played yet"));
        }
        self.trace_of(self.ply_index(ply, 1)? - 1)
    }

    /// The moves played, as the game's record writes them (an array of
    /// `RecordMoveObject`s): the page numbers its move list from these.
    #[wasm_bindgen(js_name = recordMoves, unchecked_return_type = "RecordMoveObject[]")]
    pub fn record_moves(&self) -> Result<JsValue, JsError> {
        let moves: Vec<_> = self
            .game
            .plies()
            .iter()
            .enumerate()
            .map(|(index, ply)| RecordMoveObject::new(index, ply))
            .collect();
        to_js(&moves)
    }

    /// The player whose store holds more than half of the seeds, who has
    /// won whatever follows (docs/rules.md O7; an Ayoayo game is played
    /// out, Y11), or `undefined`.
    #[wasm_bindgen(js_name = decidedWinner)]
    pub fn decided_winner(&self) -> Option<Side> {
        self.game.position().majority_holder().map(Side::from)
    }

    /// The game's OGN record, with the players' names if given. A game
    /// opened from a record keeps that record's tags (with the `comments`
    /// feature): its players' names among them, unless they are unknown
    /// (`?`).
    pub fn record(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] south: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] north: JsValue,
    ) -> Result<String, JsError> {
        let names = [
            ("South", optional_string(&south, "South's name")?),
            ("North", optional_string(&north, "North's name")?),
        ];
        let mut record = Record::from_game(&self.game);
        #[cfg(feature = "comments")]
        {
            record.comment.clone_from(&self.opening_comment);
            for (written, comment) in record.moves.iter_mut().zip(&self.comments) {
                written.comment.clone_from(comment);
            }
        }
        for (tag, name) in names {
            if let Some(name) = name.filter(|n| !n.trim().is_empty()) {
                record.set_tag(tag, name.trim());
            }
        }
        // The record's own tags are distinct: only the game's few need a
        // look, so that a record of many thousand tags is written in linear
        // time.
        #[cfg(feature = "comments")]
        let own = record.tags.len();
        #[cfg(feature = "comments")]
        for (tag, value) in &self.tags {
            let unknown_name = matches!(tag.as_str(), "South" | "North") && value == "?";
            if unknown_name {
                continue;
            }
            match record.tags[..own].iter_mut().find(|(name, _)| name == tag) {
                Some((_, old)) => old.clone_from(value),
                None => record.tags.push((tag.clone(), value.clone())),
            }
        }
        Ok(record.to_string())
    }

    /// The result (an `OutcomeObject`), or `null` while the game goes on.
    pub fn outcome(&self) -> Result<JsValue, JsError> {
        match self.game.outcome() {
            Some(outcome) => to_js(&OutcomeObject::new(&outcome)),
            None => Ok(JsValue::NULL),
        }
    }
}

/// Move comments: what the page's game review writes into the record.
#[cfg(feature = "comments")]
#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// The comment after each move played, in order (`""` for none): from
    /// the record the game was opened from, or set by `setComment`.
    pub fn comments(&self) -> Vec<String> {
        (0..self.game.plies().len())
            .map(|index| {
                self.comments
                    .get(index)
                    .cloned()
                    .flatten()
                    .unwrap_or_default()
            })
            .collect()
    }

    /// Sets the comment after the `ply`-th move (from 1); an empty `text`
    /// removes it. `record()` writes it after the move.
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(
        &mut self,
        ply: f64,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<(), JsError> {
        let index = self.ply_index(ply, 1)? - 1;
        let text = string(&text, "the comment")?;
        if self.comments.len() <= index {
            self.comments.resize(index + 1, None);
        }
        self.comments[index] = (!text.is_empty()).then_some(text);
        Ok(())
    }
}

impl From<Game> for GameHandle {
    fn from(game: Game) -> GameHandle {
        GameHandle {
            game,
            #[cfg(feature = "comments")]
            tags: Vec::new(),
            #[cfg(feature = "comments")]
            comments: Vec::new(),
            #[cfg(feature = "comments")]
            opening_comment: None,
        }
    }
}

impl GameHandle {
    /// The game, for the engine bindings.
    #[cfg(feature = "engine")]
    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    /// The trace of the move just played as a `TraceObject`.
    fn last_trace(&self) -> Result<JsValue, JsError> {
        self.trace_of(self.game.plies().len() - 1)
    }

    /// The position after a JS ply number (0: the start).
    fn position_of_ply(&self, ply: f64) -> Result<&Position, JsError> {
        Ok(self.position_after(self.ply_index(ply, 0)?))
    }

    /// The trace of the move at `index` (from 0) as a `TraceObject`.
    fn trace_of(&self, index: usize) -> Result<JsValue, JsError> {
        to_js(&TraceObject::new(
            &self.game.plies()[index],
            self.position_after(index),
        ))
    }

    /// The position after `plies` moves (0: the start).
    fn position_after(&self, plies: usize) -> &Position {
        match plies {
            0 => self.game.start(),
            n => &self.game.plies()[n - 1].position,
        }
    }

    /// A JS ply number from `first` to the number of moves played.
    fn ply_index(&self, ply: f64, first: u32) -> Result<usize, JsError> {
        let played = u32::try_from(self.game.plies().len()).unwrap_or(u32::MAX);
        Ok(small_number(ply, "ply", first, played)? as usize)
    }
}
