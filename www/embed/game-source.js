// @ts-check
/**
 * The wasm `Game` an element's options describe: a record, or a start
 * position (or the standard start), then the pit letters of `moves`. Every
 * rule question goes to wasm; its reasons become EmbedErrors that name the
 * attribute and value at fault.
 */

import { Game, parsePit } from '../../pkg-rules/mancala_wasm.js';
import { variantByKey } from './variants.js';
import { EmbedError } from './options.js';

/** @typedef {import('./options.js').Options} Options */

/** @param {unknown} error */
const reasonOf = (error) => (error instanceof Error ? error.message : String(error));

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
      throw new EmbedError(
        `moves ${quote(moves)}: "${letter}" (move ${index + 1}) is not a pit letter (A–F South, a–f North)`,
        'moves',
        moves,
      );
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
      throw new EmbedError(`record ${quote(options.record)}: ${reasonOf(error)}`, 'record', options.record);
    }
  }
  const variant = /** @type {import('./variants.js').GameVariant} */ (variantByKey(options.variant)).value;
  try {
    if (options.position === null) return new Game(variant, options.grandSlamWins);
    return Game.fromPosition(variant, options.grandSlamWins, options.position);
  } catch (error) {
    const [attribute, value] = options.position === null ? ['grand-slam', 'wins'] : ['position', options.position];
    throw new EmbedError(`${attribute} ${quote(value)}: ${reasonOf(error)}`, attribute, value);
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
      const reason = game.whyIllegal(pit);
      if (reason !== undefined) {
        const moves = /** @type {string} */ (options.moves);
        throw new EmbedError(`moves ${quote(moves)}: move ${index + 1} is illegal: ${reason}`, 'moves', moves);
      }
      game.play(pit);
    });
    if (options.mode === 'demo' && game.plyCount() === 0) {
      throw new EmbedError('mode "demo" shows a move: give it one in moves or record', 'moves', options.moves ?? '');
    }
  } catch (error) {
    game.free();
    throw error;
  }
  return game;
}
