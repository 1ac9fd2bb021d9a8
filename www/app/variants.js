// @ts-check
/**
 * The games the page offers, defined once, from the wasm module's `Variant`
 * enum: each has a key that the markup, the settings and the workers use
 * ('oware', 'ayoayo'), a name to show and its wasm value.
 */

import { Variant } from '../../pkg/mancala_wasm.js';

/** @typedef {{key: string, name: string, value: Variant}} GameVariant */

/** Every game, in the enum's order. @type {readonly GameVariant[]} */
export const VARIANTS = Object.freeze(
  Object.entries(Variant)
    .filter(([name]) => Number.isNaN(Number(name)))
    .map(([name, value]) => Object.freeze({ key: name.toLowerCase(), name, value: /** @type {Variant} */ (value) }))
    .sort((a, b) => a.value - b.value),
);

/**
 * The game whose key is `key`, or undefined.
 * @param {string} key
 */
export const variantByKey = (key) => VARIANTS.find((variant) => variant.key === key);

/**
 * The game whose wasm value is `value`.
 * @param {Variant} value
 * @returns {GameVariant}
 */
export function variantOf(value) {
  const found = VARIANTS.find((variant) => variant.value === value);
  if (!found) throw new Error(`unknown variant ${value}`);
  return found;
}
