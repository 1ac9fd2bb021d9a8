// @ts-check
/**
 * The element's attributes read into options, each checked on its own:
 * a bad value becomes an `EmbedError` naming the attribute and the value.
 * Whether a position, record or move is valid is for the wasm rules to say
 * (see game-source.js); here only the words the element itself defines.
 */

import { Level } from '../../pkg-rules/mancala_wasm.js';
import { VARIANTS as GAMES } from './variants.js';
import { enumMembers } from '../app/game-variants.js';

export const MODES = ['play', 'replay', 'demo', 'diagram'];
/** The `variant` attribute's values: the games' keys ('oware', 'ayoayo'). */
export const VARIANTS = GAMES.map((game) => game.key);
const GRAND_SLAMS = ['forfeit', 'wins'];
const SPEEDS = ['slow', 'normal', 'fast', 'instant'];
const SIDES = ['south', 'north'];
const THEMES = ['light', 'dark', 'high-contrast'];
export const CONTROLS = ['moves', 'laps', 'autoplay', 'slider', 'undo', 'new'];

/** The controls each mode shows when the `controls` attribute is absent. */
const DEFAULT_CONTROLS = {
  play: ['undo', 'new'],
  replay: ['moves', 'laps', 'autoplay', 'slider'],
  demo: ['autoplay'],
  diagram: [],
};

/** The computer's levels by lowercase name, from the wasm `Level` enum. */
export const LEVELS = Object.fromEntries(enumMembers(Level).map(({ name, value }) => [name.toLowerCase(), value]));

/** A bad attribute value: `message` says what is wrong in one line. */
export class EmbedError extends Error {
  /**
   * @param {string} message
   * @param {string} attribute
   * @param {string} value
   */
  constructor(message, attribute, value) {
    super(message);
    this.name = 'EmbedError';
    this.attribute = attribute;
    this.value = value;
  }
}

/**
 * @typedef {object} Options
 * @property {string} variant 'oware' or 'ayoayo'
 * @property {boolean} grandSlamWins O4's option (Oware only)
 * @property {string | null} position start position text
 * @property {string | null} moves pit letters
 * @property {string | null} record an OGN record
 * @property {string} mode one of MODES
 * @property {number | null} level the computer's level, or null: people play both sides
 * @property {string} computer the side the computer plays
 * @property {string} speed a board speed
 * @property {string} orientation the side shown at the bottom
 * @property {string[]} controls the controls to show
 * @property {string} caption
 * @property {string[]} highlight pit letters to ring (diagram)
 * @property {boolean} reducedMotion whether the reader prefers reduced motion
 */

/**
 * `value` if it is one of `allowed` (case-insensitive), `fallback` if it is
 * absent; otherwise an EmbedError naming the attribute.
 * @param {string} attribute
 * @param {string | null} value
 * @param {string[]} allowed
 * @param {string} fallback
 */
function oneOf(attribute, value, allowed, fallback) {
  if (value === null || value.trim() === '') return fallback;
  const word = value.trim().toLowerCase();
  if (allowed.includes(word)) return word;
  throw new EmbedError(`unknown ${attribute} "${value}": expected ${allowed.join(', ')}`, attribute, value);
}

/**
 * @param {string | null} value
 * @param {string[]} fallback
 */
function controlList(value, fallback) {
  if (value === null) return fallback;
  const words = value.trim().toLowerCase().split(/[\s,]+/).filter(Boolean);
  if (words.length === 1 && words[0] === 'none') return [];
  const unknown = words.find((word) => !CONTROLS.includes(word));
  if (unknown) {
    throw new EmbedError(`unknown control "${unknown}" in controls: expected none or ${CONTROLS.join(', ')}`, 'controls', value);
  }
  return words;
}

/** @param {string | null} value */
function highlightList(value) {
  if (value === null) return [];
  const letters = value.replace(/[\s,]+/g, '');
  if (!/^[A-Fa-f]*$/.test(letters)) {
    throw new EmbedError(`highlight "${value}" is not a list of pit letters (A–F South, a–f North)`, 'highlight', value);
  }
  return [...letters];
}

/** @param {string | null} value */
function level(value) {
  if (value === null || value.trim() === '' || value.trim().toLowerCase() === 'none') return null;
  const name = oneOf('level', value, Object.keys(LEVELS), '');
  return LEVELS[name];
}

/**
 * The options an element's attributes give.
 * @param {(name: string) => string | null} read the attribute `name`, or null
 * @param {{reducedMotion?: boolean}} [environment]
 * @returns {Options}
 */
export function readOptions(read, { reducedMotion = false } = {}) {
  const moves = read('moves');
  const record = read('record');
  const mode = oneOf('mode', read('mode'), MODES, moves || record ? 'replay' : 'play');
  const variant = oneOf('variant', read('variant'), VARIANTS, 'oware');
  const grandSlam = oneOf('grand-slam', read('grand-slam'), GRAND_SLAMS, 'forfeit');
  return {
    variant,
    grandSlamWins: grandSlam === 'wins',
    position: read('position')?.trim() || null,
    moves,
    record,
    mode,
    level: level(read('level')),
    computer: oneOf('computer', read('computer'), SIDES, 'north'),
    // A demo is the content itself: it waits for its play button instead (see modes/demo.js).
    speed: oneOf('speed', read('speed'), SPEEDS, reducedMotion && mode !== 'demo' ? 'instant' : 'normal'),
    orientation: oneOf('orientation', read('orientation'), SIDES, 'south'),
    controls: controlList(read('controls'), DEFAULT_CONTROLS[/** @type {keyof DEFAULT_CONTROLS} */ (mode)]),
    caption: read('caption') ?? '',
    highlight: highlightList(read('highlight')),
    reducedMotion,
  };
}

/** Checks `theme` (it only selects CSS, so it is read apart from the rest). */
export function checkTheme(/** @type {string | null} */ value) {
  return oneOf('theme', value, THEMES, 'light');
}
