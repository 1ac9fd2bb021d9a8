// @ts-check
/**
 * Diagram mode: a still position (after every move given), with the pits
 * of the `highlight` attribute ringed. Clicks do nothing.
 */

import { parsePit } from '../../../pkg-rules/mancala_wasm.js';

/**
 * @param {import('./mode.js').ModeContext} context
 * @returns {import('./mode.js').Mode}
 */
export function startDiagram({ board, game, options }) {
  const ply = game.plyCount();
  board.set({ counts: game.counts(), legal: options.highlight.map((letter) => parsePit(letter)) });
  return {
    busy: () => false,
    ply: () => ply,
    destroy() {},
  };
}
