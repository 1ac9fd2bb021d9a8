// @ts-check
/**
 * The wasm `Game` an element's options describe: a record, or a start
 * position (or the standard start), then the pit letters of `moves`. Every
 * rule question goes to wasm; its reasons become EmbedErrors that name the
 * attribute and value at fault.
 */

import { Game, parsePit } from '../../pkg-rules/mancala_wasm.js';
import { variantOfKey } from '../game/variants.js';
import { EmbedError } from './options.js';

/** @typedef {import('./options.js').Options} Options */

/** Shortens long attribute values (records) for messages. */
const quote = (/** @type {string} */ text) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return `"${line.length > 48 ? `${line.slice(0, 45)}…` : line}"`;
};

/**
 * The pits `moves` lists: pit letters, run together or apart.
 * @param {string} moves
 * @returns {number[]}
 */
export function parseMoves(moves) {
  const letters = moves.replace(/[\s,]+/g, '');
  return [...letters].map((letter, index) => {
    try {
      return parsePit(letter);
    } catch {
      throw new EmbedError('embed.error.moves-letter', { moves: quote(moves), letter, number: index + 1 }, 'moves', moves);
    }
  });
}

/**
 * @param {Options} options
 * @returns {Game}
 */
function startingGame(options) {
  if (options.record !== null) {
    try {
      return Game.fromRecord(options.record);
    } catch (error) {
      throw new EmbedError('embed.error.attribute', { attribute: 'record', value: quote(options.record) }, 'record', options.record, error);
    }
  }
  const variant = variantOfKey(options.variant).value;
  try {
    if (options.position === null) return new Game(variant, options.grandSlamWins);
    return Game.fromPosition(variant, options.grandSlamWins, options.position);
  } catch (error) {
    const [attribute, value] = options.position === null ? ['grand-slam', 'wins'] : ['position', options.position];
    throw new EmbedError('embed.error.attribute', { attribute, value: quote(value) }, attribute, value, error);
  }
}

/**
 * The game `options` describe, with every move played; the caller frees it.
 * @param {Options} options
 * @returns {Game}
 */
export function buildGame(options) {
  const game = startingGame(options);
  try {
    const pits = options.moves === null ? [] : parseMoves(options.moves);
    pits.forEach((pit, index) => {
      const { refusal } = game.tryPlay(pit);
      if (refusal) {
        const moves = /** @type {string} */ (options.moves);
        throw new EmbedError('embed.error.moves-illegal', { moves: quote(moves), number: index + 1 }, 'moves', moves, refusal);
      }
    });
    if (options.mode === 'demo' && game.plyCount() === 0) {
      throw new EmbedError('embed.error.demo-needs-move', {}, 'moves', options.moves ?? '');
    }
  } catch (error) {
    game.free();
    throw error;
  }
  return game;
}
