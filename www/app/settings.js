/**
 * The player's preferences: who plays each side, animation speed, the
 * computer's thinking time, and how the board looks and sounds (see
 * DISPLAY_CHOICES). Strength levels come from the wasm module's `Level`
 * enum, so no level number is written here.
 */

import { Level } from '../../pkg-page/mancala_wasm.js';
import { SPEEDS } from '../board/board.js';
import { languageOf } from '../i18n/languages.js';
import { enumMembers } from '../game/variants.js';

/** The computer's strength levels, weakest first: `{name, value}`. */
export const LEVELS = enumMembers(Level);

/** Thinking times offered for the computer, in milliseconds. */
export const THINK_TIMES = [200, 500, 1000, 2000, 5000];

/** A player setting is `'person'` or `'computer:N'`, N a `Level` value. */
export const PERSON = 'person';
export const computerPlayer = (/** @type {number} */ level) => `computer:${level}`;

/**
 * The level of a computer player setting, or null for a person or a bad value.
 * @param {string} player
 */
export function computerLevel(player) {
  const match = /^computer:(\d+)$/.exec(player);
  if (!match) return null;
  const level = Number(match[1]);
  return LEVELS.some((l) => l.value === level) ? level : null;
}

const validPlayer = (/** @type {unknown} */ player) => player === PERSON || computerLevel(String(player)) !== null;

/**
 * The display and sound settings and their choices, the default first:
 * `seeds` drawn or numerals only; `theme` following the system's light or
 * dark scheme, or chosen; `motion` following the system's reduced-motion
 * preference, or chosen; `boardSize`; `bottom`, the side at the bottom
 * ('auto': a person playing North against the computer sees North at the
 * bottom); `sound` on or off.
 */
export const DISPLAY_CHOICES = Object.freeze({
  seeds: ['drawn', 'numerals'],
  theme: ['system', 'classic', 'dark', 'contrast'],
  motion: ['system', 'full', 'reduced'],
  boardSize: ['normal', 'large'],
  bottom: ['auto', 'south', 'north'],
  sound: [true, false],
});

/** @typedef {{-readonly [Field in keyof typeof DISPLAY_CHOICES]: (typeof DISPLAY_CHOICES)[Field][number]}} DisplaySettings */

/**
 * @typedef {DisplaySettings & {
 *   south: string,
 *   north: string,
 *   speed: string,
 *   thinkMs: number,
 *   language: string | null,
 * }} Settings
 */

const displayDefaults = () =>
  /** @type {DisplaySettings} */ (
    Object.fromEntries(Object.entries(DISPLAY_CHOICES).map(([field, [first]]) => [field, first]))
  );

/**
 * @param {{reducedMotion?: boolean}} [options]
 * @returns {Settings}
 */
export function defaultSettings({ reducedMotion = false } = {}) {
  return {
    south: PERSON,
    north: computerPlayer(Level.Casual),
    speed: reducedMotion ? 'instant' : 'normal',
    thinkMs: 1000,
    ...displayDefaults(),
    /** The language chosen on the picker (a catalog code), or null: the browser's. */
    language: null,
  };
}

/**
 * `raw` checked field by field against `defaults`: returns `{settings,
 * problems}`, where a missing field silently takes its default and a
 * malformed one takes it and is named in `problems`, except the display
 * settings, which only change looks: a malformed one takes its default
 * silently.
 * @param {unknown} raw
 * @param {Settings} defaults
 */
export function normalizeSettings(raw, defaults) {
  /** @type {Record<string, (value: unknown) => boolean>} */
  const checks = {
    south: validPlayer,
    north: validPlayer,
    speed: (v) => typeof v === 'string' && Object.hasOwn(SPEEDS, v),
    thinkMs: (v) => /** @type {readonly unknown[]} */ (THINK_TIMES).includes(v),
  };
  const settings = { ...defaults };
  /** `settings`, written field by field. */
  const fields = /** @type {Record<string, unknown>} */ (settings);
  /** @type {string[]} */
  const problems = [];
  const source = /** @type {Record<string, unknown>} */ (raw && typeof raw === 'object' ? raw : {});
  for (const [field, valid] of Object.entries(checks)) {
    if (!(field in source)) continue;
    if (valid(source[field])) fields[field] = source[field];
    else problems.push(field);
  }
  for (const [field, choices] of Object.entries(DISPLAY_CHOICES)) {
    if (/** @type {readonly unknown[]} */ (choices).includes(source[field])) fields[field] = source[field];
  }
  // A language this version does not speak (saved by a later one) is simply not used.
  const language = typeof source.language === 'string' ? languageOf(source.language) : undefined;
  if (language) settings.language = language.code;
  return { settings, problems };
}
