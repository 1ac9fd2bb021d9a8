// @ts-check
/**
 * The games, defined once from a wasm module's `Variant` enum: each has a
 * key that the markup, the settings and the workers use ('oware',
 * 'ayoayo'), a name to show and its wasm value. The page and its workers
 * take the enum from the full module (variants.js), an embedded board from
 * the rules-only one (embed/variants.js): both modules export the same enum.
 */

/** @typedef {{key: string, name: string, value: number}} GameVariant */

/**
 * The members of a wasm-bindgen enum (an object mapping names to numbers
 * and numbers back to names), smallest value first. The page's levels and
 * the embed's take them from here too.
 * @param {object} Enum
 * @returns {{name: string, value: number}[]}
 */
export function enumMembers(Enum) {
  return Object.entries(Enum)
    .filter(([name]) => Number.isNaN(Number(name)))
    .map(([name, value]) => ({ name, value: Number(value) }))
    .sort((a, b) => a.value - b.value);
}

/**
 * Every game of `Variant` (in the enum's order) and the look-ups by key and by value.
 * @param {object} Variant a wasm-bindgen enum: names to numbers and numbers to names
 */
export function gameVariants(Variant) {
  /** @type {readonly GameVariant[]} */
  const VARIANTS = Object.freeze(
    enumMembers(Variant).map(({ name, value }) => Object.freeze({ key: name.toLowerCase(), name, value })),
  );

  /**
   * The game whose key is `key`, or undefined.
   * @param {string} key
   */
  const variantByKey = (key) => VARIANTS.find((variant) => variant.key === key);

  /**
   * The game whose wasm value is `value`.
   * @param {number} value
   * @returns {GameVariant}
   */
  function variantOf(value) {
    const found = VARIANTS.find((variant) => variant.value === value);
    if (!found) throw new Error(`unknown variant ${value}`);
    return found;
  }

  return { VARIANTS, variantByKey, variantOf };
}
