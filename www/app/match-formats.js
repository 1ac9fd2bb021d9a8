// @ts-check
/**
 * The match formats, in the order of the wasm `MatchFormat` enum: `{name,
 * value}`, `name` as the enum spells it. Written out, so that the page lists
 * them without the full module, which has matches (tests/game/variants.test.mjs
 * checks them against its enum).
 * @type {readonly {name: string, value: number}[]}
 */
export const MATCH_FORMATS = Object.freeze(
  ['Antigua', 'BestOf3', 'BestOf5', 'ThreeInARow', 'FirstTo5'].map((name, value) => Object.freeze({ name, value })),
);
