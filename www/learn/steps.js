// @ts-check
/**
 * A lesson step played through the wasm rules: its game, set up from the
 * step's position and the moves played before the learner's turn, and the
 * verdict on a pit the learner chooses. The page and the lessons' test
 * (tests/learn/) both play steps through here, each passing its instance of
 * the wasm module.
 */

import { variantByKey } from '../game/variants.js';
import { judgeMove, judgeRefusal } from './goals.js';

/** @typedef {import('../../pkg/mancala_wasm.js').Game} Game */
/** @typedef {import('../../pkg/mancala_wasm.js').TraceObject} TraceObject */
/** @typedef {import('./goals.js').Verdict} Verdict */
/** @typedef {import('./lessons.js').Step} Step */

/**
 * The parts of the wasm module a step needs.
 * @typedef {object} Rules
 * @property {typeof import('../../pkg/mancala_wasm.js').Game} Game
 * @property {typeof import('../../pkg/mancala_wasm.js').Variant} Variant
 * @property {typeof import('../../pkg/mancala_wasm.js').parsePit} parsePit
 */

/**
 * The game of `step` in `variant` ('oware' or 'ayoayo') at the learner's
 * turn: its position with the step's earlier moves played.
 * @param {Rules} rules
 * @param {string} variant
 * @param {Step} step
 * @returns {Game}
 */
export function openStep(rules, variant, step) {
  const game = rules.Game.fromPosition(valueOf(variant), false, step.position);
  for (const move of step.before ?? []) game.play(rules.parsePit(move));
  return game;
}

/**
 * Plays `pit` in `game` if the rules allow it, and judges it against the
 * step's goal: `{verdict}`, with the move's `trace` if it was played.
 * @param {Game} game
 * @param {string} variant
 * @param {Step} step
 * @param {number} pit
 * @returns {{verdict: Verdict, trace?: TraceObject}}
 */
export function tryPit(game, variant, step, pit) {
  const refusal = game.whyIllegal(pit);
  if (refusal) return { verdict: judgeRefusal(step.goal, refusal) };
  const before = game.pits();
  const trace = /** @type {TraceObject} */ (game.play(pit));
  return { verdict: judgeMove(step.goal, trace, before, variant), trace };
}

/**
 * The wasm `Variant` value of a game's key.
 * @param {string} key
 */
function valueOf(key) {
  const variant = variantByKey(key);
  if (!variant) throw new Error(`unknown game '${key}'`);
  return variant.value;
}
