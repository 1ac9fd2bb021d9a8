// @ts-check
/**
 * The verdict on a move tried in a strategy lesson (strategy.js): right
 * when it is the engine's answer; otherwise what the opponent's reply on
 * the engine's line did and how many seeds the move loses against the
 * answer, as the step's data says (checked against the engine by
 * tests/learn/strategy.test.mjs). A refused move gets the rules' own
 * reason. Only reads traces; the page and the lessons' check both use it.
 */

import { STRATEGY_DEPTH } from './strategy.js';

/** @typedef {import('../../pkg-page/mancala_wasm.js').TraceObject} TraceObject */
/** @typedef {import('../../pkg-page/mancala_wasm.js').Refusal} Refusal */
/** @typedef {import('./goals.js').Verdict} Verdict */
/** @typedef {import('./strategy.js').StrategyStep} StrategyStep */

const LETTERS = 'ABCDEFabcdef';

const captured = (/** @type {TraceObject} */ trace) => trace.captures.reduce((sum, capture) => sum + capture.seeds, 0);

/**
 * The opponent's reply on the engine's line to `pit` (a letter), or null
 * when the step's data has none (the answer, or a move that ends the game).
 * @param {StrategyStep} step
 * @param {string} pit
 */
export function replyTo(step, pit) {
  return pit === step.answer ? null : (step.others[pit]?.reply ?? null);
}

/** A verdict's sentence (`passed` matters only in the verdict's last, the one that judges). */
const pass = (/** @type {string} */ key, params = {}) => ({ passed: true, key, params });
const fail = (/** @type {string} */ key, params = {}) => ({ passed: false, key, params });

/**
 * What the opponent's reply did, or that the move ended the game.
 * @param {TraceObject | null} reply
 */
function replySentence(reply) {
  if (!reply) return fail('learn.strategy.ended');
  const pit = LETTERS[reply.pit];
  const count = captured(reply);
  return count > 0 ? fail('learn.strategy.reply-captures', { pit, count }) : fail('learn.strategy.reply', { pit });
}

/**
 * @param {StrategyStep} step
 * @param {{trace?: TraceObject, refusal?: Refusal}} tried the learner's move, as the rules answered it
 * @param {TraceObject | null} reply the opponent's reply that followed it, if any
 * @returns {Verdict}
 */
export function judgeBest(step, tried, reply) {
  if (!tried.trace) return { passed: false, refusal: /** @type {Refusal} */ (tried.refusal) };
  const pit = LETTERS[tried.trace.pit];
  const took = captured(tried.trace);
  const depth = STRATEGY_DEPTH;
  /** @type {Verdict[]} */
  const before = took > 0 ? [pass('learn.strategy.took', { count: took })] : [];
  if (pit === step.answer) return { ...pass('learn.strategy.best', { pit, count: step.margin, depth }), before };
  before.push(replySentence(reply));
  const loses = step.others[pit]?.loses ?? step.margin;
  if (loses === 'game') return { ...fail('learn.strategy.loses-game', { pit, depth }), before };
  return { ...fail('learn.strategy.worse', { pit, count: loses, depth }), before };
}
