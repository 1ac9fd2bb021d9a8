// @ts-check
/**
 * The result a player makes sure of from an endgame table's value: their
 * store and the opponent's now, and the net seeds they add to the end of
 * play (the tables' value, docs/rules.md O9 and Y11: the player with more
 * seeds in the end wins).
 */

/**
 * @param {{own: number, theirs: number}} stores the player's store and the opponent's
 * @param {number} net seeds the player adds to the end of play, less the opponent's
 * @returns {'win' | 'draw' | 'loss'}
 */
export function resultOf({ own, theirs }, net) {
  const margin = own - theirs + net;
  return margin > 0 ? 'win' : margin === 0 ? 'draw' : 'loss';
}
