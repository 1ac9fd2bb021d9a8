// The puzzle ratings (www/puzzles/rating.js): a puzzle's from its depth and
// length, the player's Elo update, and the choice of the next puzzle.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { START_RATING, choosePuzzle, puzzleRating, ratedAfter } from '../../www/puzzles/rating.js';

/** A puzzle of `depth` with `moves` moves of the solver (only what rating.js reads). */
const puzzle = (index, depth, moves = 1) => ({ index, depth, refutations: new Array(moves).fill(new Map()) });

test('a puzzle is rated 1000 + 150 per ply of depth + 100 per further move of the solver', () => {
  assert.equal(puzzleRating(puzzle(0, 1)), 1150);
  assert.equal(puzzleRating(puzzle(0, 6)), 1900);
  assert.equal(puzzleRating(puzzle(0, 3, 2)), 1550);
});

test('the player moves by Elo with K = 32 against the puzzle', () => {
  // 1500 against 1450: expected 0.571…
  assert.equal(ratedAfter(START_RATING, puzzle(0, 3), true), 1514);
  assert.equal(ratedAfter(START_RATING, puzzle(0, 3), false), 1482);
  // Even ratings: half of K either way.
  assert.equal(ratedAfter(1450, puzzle(0, 3), true), 1466);
  assert.equal(ratedAfter(1450, puzzle(0, 3), false), 1434);
});

test('the next puzzle is one of the nearest to the rating, leaving out the recent ones while others are left', () => {
  const puzzles = [puzzle(0, 1), puzzle(1, 3), puzzle(2, 4), puzzle(3, 6)];
  const first = () => 0;
  assert.equal(choosePuzzle(puzzles, 1460, [], first).index, 1);
  assert.equal(choosePuzzle(puzzles, 1460, [1], first).index, 2);
  assert.equal(choosePuzzle(puzzles, 1460, [0, 1, 2, 3], first).index, 1, 'all seen: the nearest again');
  const drawn = new Set([0, 0.3, 0.6, 0.99].map((r) => choosePuzzle(puzzles, 1000, [], () => r).index));
  assert.deepEqual([...drawn].sort(), [0, 1, 2, 3], 'with 12 nearest, any of four can come');
});
