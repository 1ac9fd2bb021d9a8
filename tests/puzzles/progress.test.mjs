// The puzzle progress kept in localStorage (www/puzzles/progress.js through
// www/game/storage.js): kept per game and read back, odd fields started over,
// anything unreadable set aside and reported.

import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { items } from '../local-storage.mjs';

const { loadProgress } = await import('../../www/puzzles/progress.js');
const GAMES = ['oware', 'ayoayo'];

beforeEach(() => items.clear());

test('nothing kept: both games start at 1500, Oware chosen', () => {
  const progress = loadProgress(GAMES);
  assert.equal(progress.problem, undefined);
  assert.equal(progress.game, 'oware');
  assert.deepEqual(progress.record('ayoayo'), { rating: 1500, streak: 0, best: 0, solved: 0, failed: 0, recent: [] });
});

test('a change is kept per game, with the game chosen', () => {
  const progress = loadProgress(GAMES);
  assert.equal(
    progress.update({ game: 'ayoayo', key: 'ayoayo', change: (record) => Object.assign(record, { rating: 1530, streak: 2, best: 2 }) }),
    null,
  );
  const again = loadProgress(GAMES);
  assert.equal(again.game, 'ayoayo');
  assert.equal(again.record('ayoayo').rating, 1530);
  assert.equal(again.record('oware').rating, 1500);
});

test('only the last 60 puzzles seen are remembered', () => {
  const progress = loadProgress(GAMES);
  progress.update({ key: 'oware', change: (record) => record.recent.push(...Array.from({ length: 70 }, (_, i) => i)) });
  assert.deepEqual(loadProgress(GAMES).record('oware').recent, Array.from({ length: 60 }, (_, i) => i + 10));
});

test('fields that make no sense start over; the rest is kept', () => {
  items.set(
    'mancala.puzzles',
    JSON.stringify({ version: 1, game: 'chess', games: { oware: { rating: -3, streak: 4, best: 'x', recent: [1, -1, 2.5, 7] } } }),
  );
  const progress = loadProgress(GAMES);
  assert.equal(progress.game, 'oware');
  assert.deepEqual(progress.record('oware'), { rating: 1500, streak: 4, best: 0, solved: 0, failed: 0, recent: [1, 7] });
});

test('numbers too large to be real are cut to the largest kept', () => {
  items.set(
    'mancala.puzzles',
    JSON.stringify({ version: 1, games: { oware: { rating: 1e300, streak: 1e300, best: 2 ** 60, solved: 12, failed: 3 } } }),
  );
  assert.deepEqual(loadProgress(GAMES).record('oware'), {
    rating: 4000,
    streak: 999_999,
    best: 999_999,
    solved: 12,
    failed: 3,
    recent: [],
  });
});

test('unreadable progress is set aside and reported, and reads as a fresh start', () => {
  items.set('mancala.puzzles', '{"version":0}');
  const progress = loadProgress(GAMES);
  assert.deepEqual(progress.problem, { kind: 'other-version', version: '0' });
  assert.equal(progress.record('oware').rating, 1500);
  assert.equal(items.get('mancala.puzzles.unreadable'), '{"version":0}');
  assert.equal(items.has('mancala.puzzles'), false);
});
