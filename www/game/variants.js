// @ts-check
/**
 * The games, defined once for the page, the embed, the features and the
 * workers: each has a key that the markup, the settings and the workers use
 * ('oware', 'ayoayo'), a name to show and its value in the wasm modules'
 * `Variant` enum (both modules, full and rules-only, export the same enum;
 * tests/game/variants.test.mjs checks the values against it). Needs no
 * wasm module, so any layer may import it.
 */

/** @typedef {{key: string, name: string, value: number}} GameVariant */

/** @type {readonly GameVariant[]} */
export const VARIANTS = Object.freeze([
  Object.freeze({ key: 'oware', name: 'Oware', value: 0 }),
  Object.freeze({ key: 'ayoayo', name: 'Ayoayo', value: 1 }),
]);

/**
 * Where both games start: four seeds in each of the twelve pits, the stores
 * empty (docs/rules.md O1, Y1). Data for a board drawn before the wasm
 * rules are ready, never for play (tests/game/variants.test.mjs checks it
 * against the rules' start).
 * @type {readonly number[]}
 */
export const START_COUNTS = Object.freeze([...Array(12).fill(4), 0, 0]);

/**
 * The game whose key is `key`, or undefined.
 * @param {string} key
 */
export const variantByKey = (key) => VARIANTS.find((variant) => variant.key === key);

/**
 * The game whose key is `key`; an error names an unknown one.
 * @param {string} key
 * @returns {GameVariant}
 */
export function variantOfKey(key) {
  const found = variantByKey(key);
  if (!found) throw new Error(`unknown game '${key}'`);
  return found;
}

/**
 * The game whose wasm value is `value`.
 * @param {number} value
 * @returns {GameVariant}
 */
export function variantOf(value) {
  const found = VARIANTS.find((variant) => variant.value === value);
  if (!found) throw new Error(`unknown variant ${value}`);
  return found;
}

/**
 * The members of a wasm-bindgen enum (an object mapping names to numbers
 * and numbers back to names), smallest value first: the page's levels and
 * match formats and the embed's levels come from here.
 * @param {object} Enum
 * @returns {{name: string, value: number}[]}
 */
export function enumMembers(Enum) {
  return Object.entries(Enum)
    .filter(([name]) => Number.isNaN(Number(name)))
    .map(([name, value]) => ({ name, value: Number(value) }))
    .sort((a, b) => a.value - b.value);
}
