/**
 * Board counts as the board component takes them: 14 numbers, the pits 0–11
 * then South's store and North's store. They come from the wasm game or
 * from its position text; nothing here computes a move.
 */

/** The counts of the live position of a wasm `Game`. */
export function countsOf(game) {
  return [...game.pits(), ...game.stores()];
}

/** The counts written in position text such as `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`. */
export function countsFromText(text) {
  const fields = text.split('-');
  const counts = fields.slice(0, 14).map(Number);
  if (fields.length !== 15 || counts.some((n) => !Number.isInteger(n) || n < 0)) {
    throw new Error(`malformed position text '${text}'`);
  }
  return counts;
}
