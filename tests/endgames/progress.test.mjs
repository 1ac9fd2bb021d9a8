// The endgame trainer's progress (www/endgames/progress.js over
// storage.js's mancala.endgames): positions solved are kept and read back
// by level, two tabs solving different positions keep both, and a write
// the browser refuses is reported, not thrown.

import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { items } from '../local-storage.mjs';

const { createEndgameProgress } = await import('../../www/endgames/progress.js');

beforeEach(() => items.clear());

test('a position solved is kept by level and read back by a later page', () => {
  const progress = createEndgameProgress(() => assert.fail('no write fails'));
  assert.equal(progress.count('oware-4'), 0);
  progress.solve('oware-4', 2);
  assert.equal(progress.isSolved('oware-4', 2), true);
  assert.equal(progress.isSolved('oware-4', 0), false);
  const later = createEndgameProgress(() => {});
  assert.equal(later.count('oware-4'), 1);
  assert.equal(later.isSolved('oware-4', 2), true);
  assert.deepEqual(JSON.parse(items.get('mancala.endgames')), { version: 1, solved: { 'oware-4': [3] } });
});

test('two tabs solving different positions keep both', () => {
  const first = createEndgameProgress(() => {});
  const second = createEndgameProgress(() => {});
  first.solve('oware-4', 0);
  second.solve('ayoayo-7', 1);
  assert.deepEqual(JSON.parse(items.get('mancala.endgames')).solved, { 'oware-4': [1], 'ayoayo-7': [2] });
  assert.equal(second.isSolved('oware-4', 0), true, 'the other tab’s too, once this one wrote');
});

test('unreadable progress reads as nothing solved, and says why', () => {
  items.set('mancala.endgames', '{"version": 1, "solved": {"oware-4": "all"}}');
  const progress = createEndgameProgress(() => {});
  assert.deepEqual(progress.problem, { kind: 'not-its-form' });
  assert.equal(progress.count('oware-4'), 0);
  assert.equal(items.get('mancala.endgames.unreadable'), '{"version": 1, "solved": {"oware-4": "all"}}');
});

test('a write the browser refuses is reported, not thrown', () => {
  const { setItem } = globalThis.window.localStorage;
  globalThis.window.localStorage.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  try {
    const reasons = [];
    createEndgameProgress((reason) => reasons.push(reason)).solve('oware-5', 0);
    assert.equal(reasons.length, 1);
  } finally {
    globalThis.window.localStorage.setItem = setItem;
  }
});
