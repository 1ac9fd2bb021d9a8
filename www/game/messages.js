// @ts-check
/**
 * What the page says about the game: sides, refusals, errors, results and
 * hints, each one sentence of the catalog (www/i18n/) with its parameters.
 * Refusals and errors from the wasm module arrive as a `kind` with
 * parameters (crates/mancala-wasm/src/error.rs); their English `message`
 * is never shown or parsed here.
 */

import { joinList, t } from '../i18n/i18n.js';

/** @typedef {import('../../pkg/mancala_wasm.js').Refusal} Refusal */
/** @typedef {import('../../pkg/mancala_wasm.js').OutcomeObject} OutcomeObject */
/** @typedef {import('../../pkg/mancala_wasm.js').HintReasons} HintReasons */

const SIDES = /** @type {const} */ (['south', 'north']);

/**
 * The wasm `Side` value (0 South, 1 North) as a side key.
 * @param {number} side
 * @returns {'south' | 'north'}
 */
export const sideKey = (side) => SIDES[side];

/** A side's name in the current language. */
export const sideName = (/** @type {string} */ side) => t(`side.${side}`);

/** The keys of rule errors whose sentence depends on the side to move. */
const BY_MOVER = new Set(['not-your-pit']);

/**
 * The kinds whose sentence is a plural message, each with the parameter
 * that is its count (wasm names it for what it counts, e.g. `found`).
 * @type {Record<string, string>}
 */
const COUNTED_BY = {
  'ogn-bad-position': 'found',
  'position-wrong-total': 'found',
  'position-too-many-seeds': 'found',
};

/**
 * The sentence of a wasm refusal or error `kind` with `params`, or
 * undefined if the catalog has none.
 * @param {string} kind
 * @param {Record<string, string | number>} params
 * @returns {string | undefined}
 */
function kindSentence(kind, params) {
  const key = BY_MOVER.has(kind) ? `error.${kind}.${params.mover}` : `error.${kind}`;
  try {
    if (typeof params.problem === 'string') {
      // An error about a record (a match's, or one game's): what is wrong
      // is its own kind, with the other params; a match's wrong game is named.
      const { problem: inner, ...rest } = params;
      const problem = kindSentence(inner, rest);
      if (problem === undefined) return undefined;
      return kind === 'match-record' && params.game !== undefined ? t(key, { ...rest, problem }) : problem;
    }
    if (params.winner === 'first' || params.winner === 'second') {
      return t(key, { ...params, player: t(params.winner === 'first' ? 'match.player1' : 'match.player2') });
    }
    if (kind === 'ogn-illegal-move') {
      const reason = kindSentence(String(params.reason), params) ?? '';
      return t(key, { ...params, reason });
    }
    if (kind === 'record-too-large') return t(key, { mib: Number(params.most) / (1024 * 1024) });
    if (Object.hasOwn(COUNTED_BY, kind)) return t(key, { ...params, count: Number(params[COUNTED_BY[kind]]) });
    return t(key, params);
  } catch {
    return undefined;
  }
}

/**
 * A refused move (`Game.tryPlay`'s refusal) as a sentence, e.g. "Pit C is empty."
 * @param {Refusal} refusal
 */
export function refusalMessage(refusal) {
  return kindSentence(refusal.kind, refusal.params) ?? t('error.something', { reason: refusal.message });
}

/**
 * `params` with each text cut to 40 characters: what wasm quotes from a
 * record or a position may be as long as they are.
 * @param {Record<string, string | number>} params
 */
function clipped(params) {
  const cut = (/** @type {string | number} */ value) =>
    typeof value === 'string' && value.length > 40 ? `${value.slice(0, 39)}…` : value;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, cut(value)]));
}

/**
 * The sentence for an error thrown by wasm (by its `kind`) or by the page.
 * An error whose kind the catalogs do not have yet (or a bug's) is shown by
 * its own message, as a sentence.
 * @param {unknown} error
 */
export function errorMessage(error) {
  const { kind, params } = /** @type {{kind?: unknown, params?: Record<string, string | number>}} */ (
    error && typeof error === 'object' ? error : {}
  );
  if (typeof kind === 'string') {
    const sentence = kindSentence(kind, clipped(params ?? {}));
    if (sentence) return sentence;
  }
  const text = (error instanceof Error ? error.message : String(error)).trim().replace(/[.]$/, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * The end of a game: `outcome` is the wasm OutcomeObject, `stuck` the side
 * key of the player who would have moved next.
 * @param {OutcomeObject} outcome
 * @param {string} stuck
 */
export function outcomeMessage(outcome, stuck) {
  const [south, north] = outcome.stores;
  const reason = {
    majority: () => t(`outcome.reason.majority.${outcome.winner}`),
    repetition: () => t('outcome.reason.repetition'),
    'no-moves': () => t(`outcome.reason.no-moves.${stuck}`),
  }[outcome.reason]();
  return outcome.winner
    ? t(`outcome.won.${outcome.winner}`, { high: Math.max(south, north), low: Math.min(south, north), reason })
    : t('outcome.draw', { south, north, reason });
}

/**
 * What a move's grand slam did (the trace's `grandSlam`), or null.
 * @param {string} grandSlam
 */
export function grandSlamMessage(grandSlam) {
  if (grandSlam === 'forfeited' || grandSlam === 'captured') return t(`grand-slam.${grandSlam}`);
  return null;
}

/**
 * A hint's sentence: play `pit` (a letter), because of `reasons` (the wasm
 * HintReport's), each reason one phrase of the catalog, joined as a list.
 * @param {string} pit
 * @param {HintReasons} reasons
 */
export function hintMessage(pit, reasons) {
  const parts = [];
  if (reasons.wins) parts.push(t('hint.wins'));
  if (reasons.captures > 0) parts.push(t('hint.captures', { count: reasons.captures }));
  if (reasons.feeds) parts.push(t('hint.feeds'));
  if (reasons.defends > 0) parts.push(t('hint.defends', { count: reasons.defends }));
  if (reasons.threatens > 0) parts.push(t('hint.threatens', { count: reasons.threatens }));
  if (reasons.starves) parts.push(t('hint.starves'));
  if (reasons.onlyMove) parts.push(t('hint.only-move'));
  else if (reasons.othersLoseSeeds) parts.push(t('hint.others-lose'));
  if (!parts.length) return t('hint.balanced', { pit });
  return t('hint.play', { pit, reasons: joinList(parts) });
}
