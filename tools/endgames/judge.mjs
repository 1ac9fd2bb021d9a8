// @ts-check
/**
 * An endgame trainer position judged through the endgame tables of the
 * full wasm module (dist/pkg, its tables given with `useEndgameTables`):
 * the result South makes sure of with best play, and which of South's
 * moves keep it. The tool that finds positions (find-positions.mjs) and
 * their check (tests/endgames/positions.test.mjs) both judge through here,
 * with the page's own rule for a result (www/endgames/result.js).
 */

import { resultOf } from '../../www/endgames/result.js';

/**
 * @typedef {object} Judged
 * @property {'win' | 'draw' | 'loss'} result what South makes sure of with best play
 * @property {boolean} exact whether the tables' value is proven
 * @property {number} seeds seeds on the board
 * @property {string[]} keeping the letters of the moves that keep the result
 * @property {number} moves how many legal moves South has
 */

/**
 * @param {typeof import('../../dist/pkg/mancala_wasm.js')} wasm
 * @param {number} variant the wasm `Variant`
 * @param {string} position South to move
 * @returns {Judged | null} null when the tables do not cover it or the game is over
 */
export function judgeEndgame(wasm, variant, position) {
  const game = wasm.Game.fromPosition(variant, false, position);
  try {
    const report = wasm.tablesMoves(game);
    if (!report) return null;
    const counts = Array.from(game.counts());
    const stores = { own: counts[12], theirs: counts[13] };
    const keeping = report.moves
      .filter((move) => resultOf(stores, move.net) === resultOf(stores, report.net))
      .map((move) => 'ABCDEF'[move.pit]);
    return {
      result: resultOf(stores, report.net),
      exact: report.exact,
      seeds: counts.slice(0, 12).reduce((sum, n) => sum + n, 0),
      keeping,
      moves: report.moves.length,
    };
  } finally {
    game.free();
  }
}
