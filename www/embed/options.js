// @ts-check
/**
 * The element's attributes read into options, each checked on its own:
 * a bad value becomes an `EmbedError` naming the attribute and the value.
 * Whether a position, record or move is valid is for the wasm rules to say
 * (see game-source.js); here only the words the element itself defines.
 */

import { Level } from '../../pkg-rules/mancala_wasm.js';
import { inEnglish, t } from '../i18n/i18n.js';
import { errorMessage } from '../game/messages.js';
import { VARIANTS as GAMES, enumMembers } from '../game/variants.js';

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

/**
 * A bad attribute value: `message` says what is wrong in one line, in
 * English (the console, the `error` event); `text()` says it in the
 * language of the page. Both are the catalog's `key` with `params`; a
 * wasm error behind it (`cause`) fills the `reason` parameter.
 */
export class EmbedError extends Error {
  /**
   * @param {string} key a key of the catalog (www/i18n/locales/)
   * @param {Record<string, string | number>} params
   * @param {string} attribute
   * @param {string} value
   * @param {unknown} [cause]
   */
  constructor(key, params, attribute, value, cause) {
    /** @type {{reason?: string}} */
    const reason = cause === undefined ? {} : { reason: String(/** @type {{message?: string}} */ (cause).message ?? cause) };
    super(inEnglish(key, { ...params, ...reason }));
    this.name = 'EmbedError';
    this.key = key;
    this.params = params;
    this.attribute = attribute;
    this.value = value;
    this.wasmError = cause;
  }

  /** What is wrong, in the language of the page. */
  text() {
    /** @type {{reason?: string}} */
    const reason = this.wasmError === undefined ? {} : { reason: errorMessage(this.wasmError) };
    return t(this.key, { ...this.params, ...reason });
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
  throw new EmbedError('embed.error.unknown-value', { attribute, value, allowed: allowed.join(', ') }, attribute, value);
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
    throw new EmbedError('embed.error.unknown-control', { control: unknown, allowed: CONTROLS.join(', ') }, 'controls', value);
  }
  return words;
}

/** @param {string | null} value */
function highlightList(value) {
  if (value === null) return [];
  const letters = value.replace(/[\s,]+/g, '');
  if (!/^[A-Fa-f]*$/.test(letters)) {
    throw new EmbedError('embed.error.highlight', { value }, 'highlight', value);
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
