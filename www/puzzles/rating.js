// @ts-check
/**
 * Ratings: the player's, which follows their success, and each puzzle's,
 * from its difficulty.
 *
 * A puzzle is rated 1000 + 150 per ply of its depth (the smallest search
 * depth at which its first move stands out: 1, or 3 to 6, since a search
 * of 2 plies sees what one of 1 does; 1150 to 1900) + 100 per move of the
 * solver after the first. The player starts at 1500 and, after
 * each rated puzzle, moves by the Elo rule against the puzzle's rating:
 * `rating + K × (score − expected)`, score 1 solved and 0 failed,
 * `expected = 1 / (1 + 10^((puzzle − rating) / 400))`, K = 32.
 */

export const START_RATING = 1500;
const K = 32;
/** How many of the puzzles nearest the rating the next one is drawn from. */
const NEAREST = 12;

/**
 * @typedef {object} Puzzle
 * @property {number} index its place in the game's puzzle file
 * @property {string} position the position text
 * @property {number[]} line the solution: the solver's moves and the replies, as pits
 * @property {number} gain seeds won over the line
 * @property {number} depth its difficulty (see above)
 * @property {Map<number, {reply: number | null, loss: number}>[]} refutations per move of the solver, its wrong moves by pit
 */

/** @param {Puzzle} puzzle */
export function puzzleRating(puzzle) {
  return 1000 + 150 * puzzle.depth + 100 * (puzzle.refutations.length - 1);
}

/**
 * The player's rating after a rated puzzle.
 * @param {number} rating
 * @param {Puzzle} puzzle
 * @param {boolean} solved
 */
export function ratedAfter(rating, puzzle, solved) {
  const expected = 1 / (1 + 10 ** ((puzzleRating(puzzle) - rating) / 400));
  return Math.round(rating + K * ((solved ? 1 : 0) - expected));
}

/**
 * The next puzzle for a player rated `rating`: drawn at random among the
 * ones rated nearest, leaving out the `recent` ones (by index) while any
 * other is left.
 * @param {Puzzle[]} puzzles
 * @param {number} rating
 * @param {number[]} recent
 * @param {() => number} [random]
 */
export function choosePuzzle(puzzles, rating, recent, random = Math.random) {
  const skipped = new Set(recent);
  const fresh = puzzles.filter((puzzle) => !skipped.has(puzzle.index));
  const pool = (fresh.length ? fresh : puzzles)
    .map((puzzle) => ({ puzzle, distance: Math.abs(puzzleRating(puzzle) - rating) }))
    .sort((a, b) => a.distance - b.distance || a.puzzle.index - b.puzzle.index)
    .slice(0, NEAREST);
  return pool[Math.floor(random() * pool.length)].puzzle;
}
