// @ts-check
/**
 * What the live region says, in words, from what wasm returns: a move from
 * its trace (pit, seeds, laps, captures, the grand slam, the scores and
 * whose turn or how the game ended), the whole board on request, and an
 * undo. Concise by default (`describeMove`); complete on request
 * (`describeMoveInFull`, `describeBoard`). Every sentence is one `t()` key.
 */

import { pitLetterOf as letter } from '../board/layout.js';
import { currentLanguage, t } from '../i18n/i18n.js';
import { sideKey, sideName } from './messages.js';

/** @typedef {import('../../pkg/mancala_wasm.js').TraceObject} Trace */
/** @typedef {import('../../pkg/mancala_wasm.js').OutcomeObject} Outcome */
/** @typedef {string} Side 'south' or 'north' */

/**
 * `items` as a list in the page's language ("d, e and f").
 * @param {string[]} items
 */
function list(items) {
  return new Intl.ListFormat(currentLanguage(), { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * The scores, then whose turn it is or how the game ended.
 * @param {{stores: number[], turn: Side, outcome: Outcome | null}} state
 */
export function describeState({ stores, turn, outcome }) {
  const scores = t('a11y.scores', { south: stores[0], north: stores[1] });
  return `${scores} ${outcome ? describeOutcome(outcome, turn) : t(`a11y.turn.${turn}`)}`;
}

/**
 * The end of a game: who won and why. `stuck` is the side that was to move.
 * @param {Outcome} outcome
 * @param {Side} stuck
 */
export function describeOutcome(outcome, stuck) {
  const [south, north] = outcome.stores;
  const result = outcome.winner
    ? t('a11y.over.win', {
        side: sideName(outcome.winner),
        winner: Math.max(south, north),
        loser: Math.min(south, north),
      })
    : t('a11y.over.draw', { south, north });
  const reason = outcome.reason === 'no-moves' ? `a11y.reason.no-moves.${stuck}` : `a11y.reason.${outcome.reason}`;
  return `${result} ${t(reason)}`;
}

/**
 * The captures of `trace`, or '' when it captured nothing.
 * @param {Trace} trace
 */
function describeCaptures(trace) {
  if (trace.grandSlam === 'forfeited') return t('a11y.move.grand-slam-forfeited');
  if (!trace.captures.length) return '';
  const count = trace.captures.reduce((sum, capture) => sum + capture.seeds, 0);
  const pits = list(trace.captures.map((capture) => letter(capture.pit)));
  const text = t('a11y.move.captures', { count, pits });
  return trace.grandSlam === 'captured' ? `${text} ${t('a11y.move.grand-slam-wins')}` : text;
}

/**
 * One move, concisely: "South plays C, sowing 5 seeds. Captures 2 seeds
 * from e. South 2, North 0. North to move." The trace says how the game
 * stands after it: its counts, the side to move and the end, if any.
 * @param {Trace} trace
 */
export function describeMove(trace) {
  const after = { stores: trace.after.slice(12), turn: sideKey(trace.turn), outcome: trace.end };
  const seeds = trace.laps.reduce((sum, lap) => sum + lap.seeds, 0);
  const parts = [t(`a11y.move.${trace.mover}`, { letter: letter(trace.pit), count: seeds })];
  if (trace.laps.length > 1) {
    const last = trace.laps[trace.laps.length - 1];
    parts.push(t('a11y.move.laps', { count: trace.laps.length, letter: letter(last.end) }));
  }
  parts.push(describeCaptures(trace), describeState(after));
  return parts.filter(Boolean).join(' ');
}

/**
 * One move in full: every lap (where it started, how many seeds, where it
 * ended) and every capture.
 * @param {Trace} trace
 * @param {{stores: number[], turn: Side, outcome: Outcome | null}} after
 */
export function describeMoveInFull(trace, after) {
  const parts = [t(`a11y.move.full.${trace.mover}`, { letter: letter(trace.pit) })];
  trace.laps.forEach((lap, index) => {
    parts.push(
      t('a11y.move.lap', { lap: index + 1, count: lap.seeds, from: letter(lap.origin), end: letter(lap.end) }),
    );
  });
  for (const capture of trace.captures) {
    parts.push(t('a11y.move.capture', { count: capture.seeds, letter: letter(capture.pit) }));
  }
  if (trace.grandSlam !== 'none') parts.push(describeCaptures(trace));
  parts.push(describeState(after));
  return parts.join(' ');
}

/**
 * The whole board: each row's pits from A (or a), the stores, and whose
 * turn it is or how the game ended.
 * @param {ArrayLike<number>} counts 14 counts: pits 0–11, South's store, North's
 * @param {{turn: Side, outcome: Outcome | null}} state
 */
export function describeBoard(counts, { turn, outcome }) {
  const row = (/** @type {number} */ first) =>
    list([0, 1, 2, 3, 4, 5].map((i) => t('a11y.read.pit', { letter: letter(first + i), count: counts[first + i] })));
  return [
    t('a11y.read.south', { pits: row(0) }),
    t('a11y.read.north', { pits: row(6) }),
    describeState({ stores: [counts[12], counts[13]], turn, outcome }),
  ].join(' ');
}

/**
 * What a read-out key of a board (`read-board` or `read-move`) asks for,
 * about the position after `ply` moves of `game` (a wasm `Game`, full or
 * rules-only): the page's board and the embed's say the same.
 * @param {string} name
 * @param {import('../../pkg-rules/mancala_wasm.js').Game} game
 * @param {number} ply
 */
export function readOut(name, game, ply) {
  const counts = Array.from(game.countsAt(ply));
  const outcome = ply === game.plyCount() ? (game.outcome() ?? null) : null;
  const state = { turn: sideKey(game.turnAt(ply)), outcome };
  if (name === 'read-board') return describeBoard(counts, state);
  if (ply < 1) return t('a11y.read.no-move');
  return describeMoveInFull(game.traceAt(ply), { ...state, stores: counts.slice(12) });
}

/**
 * Moves taken back, and where that leaves the game.
 * @param {number} count
 * @param {{stores: number[], turn: Side, outcome: Outcome | null}} state
 */
export function describeUndo(count, state) {
  return `${t('a11y.undone', { count })} ${describeState(state)}`;
}
