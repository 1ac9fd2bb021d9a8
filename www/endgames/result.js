// @ts-check
/**
 * The result a player makes sure of from an endgame table's value: their
 * store and the opponent's now, and the net seeds they add to the end of
 * play (the tables' value, docs/rules.md O9 and Y11: the player with more
 * seeds in the end wins).
 */

/**
 * By how many seeds the player ends ahead (behind when negative).
 * @param {{own: number, theirs: number}} stores the player's store and the opponent's
 * @param {number} net seeds the player adds to the end of play, less the opponent's
 */
export const marginOf = ({ own, theirs }, net) => own - theirs + net;

/**
 * @param {{own: number, theirs: number}} stores the player's store and the opponent's
 * @param {number} net seeds the player adds to the end of play, less the opponent's (0 once it is over)
 * @returns {'win' | 'draw' | 'loss'}
 */
export function resultOf(stores, net) {
  const margin = marginOf(stores, net);
  return margin > 0 ? 'win' : margin === 0 ? 'draw' : 'loss';
}
