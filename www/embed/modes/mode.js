// @ts-check
/**
 * What every mode receives and returns, and the few helpers they share.
 * A mode drives the board for one way of showing a game (play, replay,
 * demo, diagram); the element builds the game and the board, and swaps the
 * whole mode when an attribute changes.
 */

import { pitLetterOf } from '../../board/layout.js';
import { joinList, t } from '../../i18n/i18n.js';

/**
 * @typedef {ReturnType<typeof import('../../board/board.js').createBoard>} Board
 * @typedef {import('../../../pkg-rules/mancala_wasm.js').Game} Game
 * @typedef {import('../../../pkg-rules/mancala_wasm.js').TraceObject} Trace
 * @typedef {import('../options.js').Options} Options
 * @typedef {import('../view.js').View} View
 */

/**
 * @typedef {object} ModeContext
 * @property {Board} board
 * @property {Game} game the element's game; the element frees it
 * @property {Options} options
 * @property {View} view
 * @property {(type: string, detail: object) => void} emit dispatches an event on the element
 */

/**
 * @typedef {object} Mode
 * @property {() => boolean} busy whether it animates or thinks
 * @property {() => number} ply the number of moves shown
 * @property {() => void} destroy stops every timer and request
 * @property {(visible: boolean) => void} [setVisible] pauses work while offscreen
 * @property {(pit: number) => Promise<void>} [play]
 * @property {() => void} [undo]
 * @property {(players: {level: number | null, computer: string}) => void} [setPlayers] new players, the game kept
 */

/**
 * One line saying what a move did, e.g. "South plays C: 3 laps, captures 4 seeds."
 * @param {Trace} trace
 */
export function describeMove(trace) {
  const pit = pitLetterOf(trace.pit);
  const parts = [];
  if (trace.laps.length > 1) parts.push(t('move.laps', { count: trace.laps.length }));
  const captured = trace.captures.reduce((sum, capture) => sum + capture.seeds, 0);
  if (captured) parts.push(t('move.captures', { count: captured }));
  if (trace.grandSlam === 'forfeited') parts.push(t('move.grand-slam-forfeited'));
  if (!parts.length) return t(`move.plays.${trace.mover}`, { pit });
  return t(`move.plays-detail.${trace.mover}`, { pit, details: joinList(parts) });
}

/**
 * Resolves after `ms` milliseconds.
 * @param {number} ms
 */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
