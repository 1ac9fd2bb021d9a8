// @ts-check
/**
 * A lesson step played through the wasm rules: its game, set up from the
 * step's position and the moves played before the learner's turn, and the
 * verdict on a pit the learner tried. The page and the lessons' test
 * (tests/learn/) both set up and judge steps through here, each with its
 * instance of the wasm module.
 */

import { variantOfKey } from '../game/variants.js';
import { judgeMove, judgeRefusal } from './goals.js';

/** @typedef {import('../../pkg-page/mancala_wasm.js').Game} Game */
/** @typedef {import('../../pkg-page/mancala_wasm.js').TraceObject} TraceObject */
/** @typedef {import('./goals.js').Verdict} Verdict */
/** @typedef {import('./lessons.js').Step} Step */

/**
 * The parts of the wasm module a step needs.
 * @typedef {object} Rules
 * @property {typeof import('../../pkg-page/mancala_wasm.js').Game} Game
 * @property {typeof import('../../pkg-page/mancala_wasm.js').Variant} Variant
 * @property {typeof import('../../pkg-page/mancala_wasm.js').parsePit} parsePit
 */

/**
 * The game of `step` in `variant` ('oware' or 'ayoayo') at the learner's
 * turn: its position with the step's earlier moves played.
 * @param {Rules} rules
 * @param {string} variant
 * @param {{position: string, before?: string[]}} step a rules or strategy lesson's step
 * @returns {Game}
 */
export function openStep(rules, variant, step) {
  const game = rules.Game.fromPosition(variantOfKey(variant).value, false, step.position);
  for (const move of step.before ?? []) {
    const { refusal } = game.tryPlay(rules.parsePit(move));
    if (refusal) throw new Error(`the move ${move} played before the step is refused: ${refusal.message}`);
  }
  return game;
}

/**
 * Judges a pit tried in `step` against its goal, from what `Game.tryPlay`
 * (or the move session's play) answered: the move's trace, or why the
 * rules refused it.
 * @param {string} variant
 * @param {Step} step
 * @param {{trace?: TraceObject, refusal?: import('../../pkg-page/mancala_wasm.js').Refusal}} tried
 * @returns {Verdict}
 */
export function judgeTry(variant, step, { trace, refusal }) {
  if (!trace) return judgeRefusal(step.goal, /** @type {import('../../pkg-page/mancala_wasm.js').Refusal} */ (refusal));
  return judgeMove(step.goal, trace, trace.before.slice(0, 12), variant);
}
