// @ts-check
/**
 * The board's state, without the DOM: what the host configured (`Config`,
 * given to `createBoard` and `board.set`) and what follows from it. board.js
 * is the DOM and canvas shell around it; everything here runs in node too
 * (tests/board/state.test.mjs).
 *
 * `applyConfig(state, partial)` checks every value of `partial` first and
 * throws on the first wrong one, changing nothing; only then does it apply
 * them all. Keys left out (or given as `undefined`) keep their value.
 */

import { SLOTS } from './layout.js';
import { SPEEDS } from './player.js';
import { COLOURS } from './render.js';

/**
 * A side of the board, the one type for sides throughout board/: South
 * owns pits 0–5 (A–F) and store 12, North pits 6–11 (a–f) and store 13.
 * @typedef {'south' | 'north'} Side
 */

/** @typedef {import('./player.js').Speed} Speed */
/** @typedef {import('./render.js').Colours} Colours */

/**
 * The function the board asks for every text it shows or says: a key (such
 * as 'a11y.board', 'a11y.pit.south', 'board.capture') and its parameters.
 * @typedef {(key: string, params?: Record<string, string | number>) => string} Texts
 */

/**
 * What a host configures. Every key is optional; the values below are
 * checked when given (as strings where a host's settings hold strings).
 * @typedef {object} Config
 * @property {ArrayLike<number>} [counts] the position shown: 14 counts, pits 0–11, South's store, North's (ends any animation)
 * @property {Iterable<number>} [legal] the pits (0–11) ringed as playable: the host's legal moves
 * @property {string | null} [turn] the Side to move, or null: the letter keys A–F pick in its row
 * @property {string | null} [reader] the Side the accessible twin calls "your", or null to name both sides
 * @property {number | null} [hint] the pit (0–11) marked as the suggested move, or null
 * @property {string} [speed] the animation speed: a key of player.js's SPEEDS
 * @property {string} [seeds] 'drawn', or 'numerals' to show counts only
 * @property {string} [motion] 'full', or 'reduced': moves end at once, with a short fade on the pits they changed
 * @property {string} [orientation] the Side at the bottom
 * @property {Partial<Colours>} [colours] any of render.js's COLOURS to draw differently
 * @property {string | null} [label] the twin's name for assistive technology (null: the text 'a11y.board')
 * @property {Texts} [texts] the board's texts (given again, even the same function, every text is said again)
 */

/**
 * @typedef {object} BoardState
 * @property {number[]} counts the counts shown when no animation runs
 * @property {boolean} positioned whether a host gave counts yet
 * @property {Set<number>} legal
 * @property {Side | null} turn
 * @property {Side | null} reader
 * @property {number | null} hint
 * @property {Speed} speed
 * @property {'drawn' | 'numerals'} seeds
 * @property {'full' | 'reduced'} motion
 * @property {Side} orientation
 * @property {Partial<Colours>} colours
 * @property {string | null} label
 * @property {Texts} texts
 */

/** The texts of a board whose host gave none: each key as it is. */
const KEYS_AS_TEXTS = /** @type {Texts} */ ((key) => key);

/** @type {readonly Side[]} */
export const SIDES = Object.freeze(['south', 'north']);

const SEED_STYLES = ['drawn', 'numerals'];
const MOTIONS = ['full', 'reduced'];

/** The keys of Config, in the order they are applied. */
export const CONFIG_KEYS = Object.freeze(
  /** @type {const} */ ([
    'counts',
    'legal',
    'turn',
    'reader',
    'hint',
    'speed',
    'seeds',
    'motion',
    'orientation',
    'colours',
    'label',
    'texts',
  ]),
);

/** @typedef {(typeof CONFIG_KEYS)[number]} ConfigKey */

/**
 * Whether `value` is a Side.
 * @param {unknown} value
 * @returns {value is Side}
 */
export function isSide(value) {
  return value === 'south' || value === 'north';
}

const isPit = (/** @type {unknown} */ value) => Number.isInteger(value) && Number(value) >= 0 && Number(value) < 12;

/** @param {unknown} value */
const shown = (value) => (typeof value === 'string' ? `'${value}'` : String(value));

/**
 * `value` as a Side or null, or an error naming `key`.
 * @param {string} key
 * @param {unknown} value
 * @returns {Side | null}
 */
function sideOrNull(key, value) {
  if (value === null) return null;
  if (isSide(value)) return value;
  throw new Error(`unknown side ${shown(value)} for ${key}: 'south', 'north' or null`);
}

/**
 * Each given value of `partial`, checked and in the state's own form.
 * Throws an Error naming the first wrong value, or an unknown key.
 * @param {Config} partial
 * @returns {Partial<BoardState>}
 */
export function checkConfig(partial) {
  if (typeof partial !== 'object' || partial === null) throw new Error('the board config must be an object');
  for (const key of Object.keys(partial)) {
    if (!(/** @type {readonly string[]} */ (CONFIG_KEYS).includes(key))) throw new Error(`unknown board option '${key}'`);
  }
  /** @type {Partial<BoardState>} */
  const next = {};
  const { counts, legal, turn, reader, hint, speed, seeds, motion, orientation, colours, label, texts } = partial;
  if (counts !== undefined) {
    if (counts === null || typeof counts.length !== 'number') throw new Error(`expected ${SLOTS} counts, got ${shown(counts)}`);
    if (counts.length !== SLOTS) throw new Error(`expected ${SLOTS} counts, got ${counts.length}`);
    const list = Array.from(counts);
    const wrong = list.find((count) => !Number.isInteger(count) || count < 0);
    if (wrong !== undefined) throw new Error(`a count must be a whole number of seeds, got ${shown(wrong)}`);
    next.counts = list;
  }
  if (legal !== undefined) {
    if (legal === null || typeof legal[Symbol.iterator] !== 'function') throw new Error('legal must be a list of pits');
    const pits = Array.from(legal);
    const wrong = pits.find((pit) => !isPit(pit));
    if (wrong !== undefined) throw new Error(`unknown pit ${shown(wrong)} in legal: pits are 0–11`);
    next.legal = new Set(pits);
  }
  if (turn !== undefined) next.turn = sideOrNull('turn', turn);
  if (reader !== undefined) next.reader = sideOrNull('reader', reader);
  if (hint !== undefined) {
    if (hint !== null && !isPit(hint)) throw new Error(`unknown pit ${shown(hint)} for hint: 0–11 or null`);
    next.hint = hint;
  }
  if (speed !== undefined) {
    if (typeof speed !== 'string' || !Object.hasOwn(SPEEDS, speed)) throw new Error(`unknown speed ${shown(speed)}`);
    next.speed = /** @type {Speed} */ (speed);
  }
  if (seeds !== undefined) {
    if (!SEED_STYLES.includes(seeds)) throw new Error(`unknown seed style ${shown(seeds)}`);
    next.seeds = /** @type {'drawn' | 'numerals'} */ (seeds);
  }
  if (motion !== undefined) {
    if (!MOTIONS.includes(motion)) throw new Error(`unknown motion ${shown(motion)}`);
    next.motion = /** @type {'full' | 'reduced'} */ (motion);
  }
  if (orientation !== undefined) {
    if (!isSide(orientation)) throw new Error(`unknown side ${shown(orientation)} for orientation: 'south' or 'north'`);
    next.orientation = orientation;
  }
  if (colours !== undefined) {
    if (typeof colours !== 'object' || colours === null) throw new Error('colours must be an object of colours');
    const unknown = Object.keys(colours).find((name) => !Object.hasOwn(COLOURS, name));
    if (unknown !== undefined) throw new Error(`unknown colour '${unknown}'`);
    next.colours = { ...colours };
  }
  if (label !== undefined) {
    if (label !== null && typeof label !== 'string') throw new Error(`the label must be a text or null, got ${shown(label)}`);
    next.label = label;
  }
  if (texts !== undefined) {
    if (typeof texts !== 'function') throw new Error('texts must be a function (key, params) => text');
    next.texts = texts;
  }
  return next;
}

/**
 * A board's state from `config` (see Config): the defaults for every key
 * left out. Throws as checkConfig does.
 * @param {Config} [config]
 * @returns {BoardState}
 */
export function createState(config = {}) {
  /** @type {BoardState} */
  const state = {
    counts: new Array(SLOTS).fill(0),
    positioned: false,
    legal: new Set(),
    turn: null,
    reader: null,
    hint: null,
    speed: 'normal',
    seeds: 'drawn',
    motion: 'full',
    orientation: 'south',
    colours: {},
    label: null,
    texts: KEYS_AS_TEXTS,
  };
  applyConfig(state, config);
  return state;
}

/**
 * Applies the given keys of `partial` to `state`, after checking them all
 * (a wrong value throws and changes nothing). Returns the keys applied.
 * @param {BoardState} state
 * @param {Config} partial
 * @returns {Set<ConfigKey>}
 */
export function applyConfig(state, partial) {
  return applyChecked(state, checkConfig(partial));
}

/**
 * Applies values `checkConfig` gave (not checked again). Returns the keys applied.
 * @param {BoardState} state
 * @param {Partial<BoardState>} checked
 * @returns {Set<ConfigKey>}
 */
export function applyChecked(state, checked) {
  if (checked.counts) state.positioned = true;
  Object.assign(state, checked);
  return new Set(CONFIG_KEYS.filter((key) => key in checked));
}

/** The side at the bottom is North: the board is seen from North. */
export const isFlipped = (/** @type {BoardState} */ state) => state.orientation === 'north';

/** The colours to draw with: COLOURS, with the host's replacing any of them. */
export const paletteOf = (/** @type {BoardState} */ state) => ({ ...COLOURS, ...state.colours });

/** The speed an animation plays at: instant with reduced motion. @returns {Speed} */
export const playSpeedOf = (/** @type {BoardState} */ state) => (state.motion === 'reduced' ? 'instant' : state.speed);

/** The twin's name for the board. */
export const boardLabelOf = (/** @type {BoardState} */ state) => state.label ?? state.texts('a11y.board');
