//! Plain-object forms of traces and outcomes for JavaScript.

use oware_ayoayo::notation::{Record, RecordMove};
use oware_ayoayo::{EndReason, GrandSlam, Outcome, Player, Ply, Position};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** "south" or "north". */
export type SideName = "south" | "north";

/** One lift-and-sow. Pits are numbered 0-11 in sowing order. */
export interface LapObject {
  /** The pit lifted. */
  origin: number;
  /** The seeds it held. */
  seeds: number;
  /** The pits that received a seed, in order; the origin never appears. */
  sown: number[];
  /** Where the last seed fell. */
  end: number;
}

export interface CaptureObject {
  pit: number;
  seeds: number;
}

export interface OutcomeObject {
  reason: "majority" | "repetition" | "no-moves";
  /** Seeds each side took from its own row at the end: [south, north]. */
  swept: [number, number];
  /** Final stores: [south, north]. */
  stores: [number, number];
  winner?: SideName;
}

/** Everything a move did, in order, to animate it without the rules. */
export interface TraceObject {
  mover: SideName;
  /** The side to move after it (after the end: who would move next). */
  turn: Side;
  pit: number;
  /** The move in record notation, e.g. "C" or "F+13". */
  notation: string;
  laps: LapObject[];
  /** Captures in order; they go to the mover's store. */
  captures: CaptureObject[];
  grandSlam: "none" | "forfeited" | "captured";
  /** Set when this move ended the game. */
  end: OutcomeObject | null;
  /** The 14 counts before the move: pits 0-11, South's store, North's. */
  before: number[];
  /** The 14 counts after it (the game's end swept into the stores). */
  after: number[];
  /** The position text after the move, for showing and for events; the
   *  counts and `turn` say the same for code. */
  position: string;
}

/** What `Game.tryPlay` did: played the move, or refused it and said why. */
export type PlayResult = { trace: TraceObject; refusal?: undefined } | { refusal: Refusal; trace?: undefined };

/** A move played, as the game's record writes it ("1. C f 2. B+2 ..."). */
export interface RecordMoveObject {
  /** The number written before it and the next ply: the record numbers
   *  each pair of plies from the first, whoever moved first. */
  number: number;
  /** E.g. "C" or "F+13". */
  notation: string;
  /** The pit played (0-11). */
  pit: number;
  mover: SideName;
}
"#;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct TraceObject {
    mover: &'static str,
    /// The exported `Side`'s value.
    turn: u8,
    pit: u8,
    notation: String,
    laps: Vec<LapObject>,
    captures: Vec<CaptureObject>,
    grand_slam: &'static str,
    end: Option<OutcomeObject>,
    // Vecs, not arrays: serialized by the code the laps' pits use already (arrays
    // cost the module 0.25 KB gzip).
    before: Vec<u8>,
    after: Vec<u8>,
    position: String,
}

/// The 14 counts of `position`, what the board shows: pits 0–11, then
/// South's store and North's.
pub(crate) fn counts(position: &Position) -> Vec<u8> {
    let stores = position.stores();
    let mut counts = Vec::with_capacity(14);
    counts.extend_from_slice(position.pits());
    counts.extend([stores.south, stores.north]);
    counts
}

#[derive(Serialize)]
pub(crate) struct RecordMoveObject {
    number: usize,
    notation: String,
    pit: u8,
    mover: &'static str,
}

#[derive(Serialize)]
struct LapObject {
    origin: u8,
    seeds: u8,
    sown: Vec<u8>,
    end: u8,
}

#[derive(Serialize)]
struct CaptureObject {
    pit: u8,
    seeds: u8,
}

#[derive(Serialize)]
pub(crate) struct OutcomeObject {
    reason: &'static str,
    swept: [u8; 2],
    stores: [u8; 2],
    winner: Option<&'static str>,
}

fn side_name(player: Player) -> &'static str {
    match player {
        Player::South => "south",
        Player::North => "north",
    }
}

impl TraceObject {
    /// The trace of `ply`, played from `before`.
    pub(crate) fn new(ply: &Ply, before: &Position) -> TraceObject {
        let trace = &ply.trace;
        let notation = RecordMove::from(ply).to_string();
        let position = ply.position.to_string();
        TraceObject {
            mover: side_name(trace.mover),
            turn: crate::Side::from(ply.position.turn()) as u8,
            pit: trace.pit.index() as u8,
            notation,
            laps: trace
                .laps
                .iter()
                .map(|lap| LapObject {
                    origin: lap.origin.index() as u8,
                    seeds: lap.seeds,
                    sown: lap.sown.iter().map(|pit| pit.index() as u8).collect(),
                    end: lap.end.index() as u8,
                })
                .collect(),
            captures: trace
                .captures
                .iter()
                .map(|c| CaptureObject {
                    pit: c.pit.index() as u8,
                    seeds: c.seeds,
                })
                .collect(),
            grand_slam: match trace.grand_slam {
                GrandSlam::None => "none",
                GrandSlam::Forfeited => "forfeited",
                GrandSlam::Captured => "captured",
            },
            end: trace.end.as_ref().map(OutcomeObject::new),
            before: counts(before),
            after: counts(&ply.position),
            position,
        }
    }
}

impl RecordMoveObject {
    /// The record's view of `ply`, the move at `index` (from 0).
    pub(crate) fn new(index: usize, ply: &Ply) -> RecordMoveObject {
        RecordMoveObject {
            number: Record::move_number(index),
            notation: RecordMove::from(ply).to_string(),
            pit: ply.trace.pit.index() as u8,
            mover: side_name(ply.trace.mover),
        }
    }
}

impl OutcomeObject {
    pub(crate) fn new(outcome: &Outcome) -> OutcomeObject {
        OutcomeObject {
            reason: match outcome.reason {
                EndReason::Majority => "majority",
                EndReason::Repetition => "repetition",
                EndReason::NoMoves => "no-moves",
            },
            swept: [outcome.swept.south, outcome.swept.north],
            stores: [outcome.stores.south, outcome.stores.north],
            winner: outcome.winner().map(side_name),
        }
    }
}

/// A serializable value as a plain JS object.
pub(crate) fn to_js(value: &impl Serialize) -> Result<JsValue, JsError> {
    serde_wasm_bindgen::to_value(value).map_err(|e| JsError::new(&e.to_string()))
}
