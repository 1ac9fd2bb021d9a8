// The lesson progress kept in localStorage (www/game/storage.js,
// readLearnProgress and writeLearnProgress): kept and read back, and
// anything unreadable set aside, reported and read as nothing done.

import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { items } from '../local-storage.mjs';

const { readLearnProgress, writeLearnProgress } = await import('../../www/game/storage.js');

beforeEach(() => items.clear());

test('nothing stored reads as nothing done', () => {
  assert.deepEqual(readLearnProgress(), { steps: {} });
});

test('the steps written are read back', () => {
  assert.equal(writeLearnProgress({ 'oware-sowing': [1, 2], 'ayoayo-relay': [2] }), null);
  assert.deepEqual(readLearnProgress(), { steps: { 'oware-sowing': [1, 2], 'ayoayo-relay': [2] } });
});

for (const [name, text, problem] of [
  ['text that is not JSON', '{"version": 1, "steps":', { kind: 'not-json' }],
  ['JSON that is not progress', '[1, 2]', { kind: 'not-its-form' }],
  ['null', 'null', { kind: 'not-its-form' }],
  ['progress of an older version', '{"version": 0, "steps": {}}', { kind: 'other-version', version: '0' }],
  ['steps that are not step numbers', '{"version": 1, "steps": {"oware-sowing": [0]}}', { kind: 'not-its-form' }],
  ['steps that are not a list', '{"version": 1, "steps": {"oware-sowing": "all"}}', { kind: 'not-its-form' }],
]) {
  test(`${name} is set aside and reported (${problem.kind})`, () => {
    items.set('mancala.learn', text);
    assert.deepEqual(readLearnProgress(), { steps: {}, problem });
    assert.equal(items.get('mancala.learn.unreadable'), text);
    assert.equal(items.has('mancala.learn'), false);
    assert.deepEqual(readLearnProgress(), { steps: {} }, 'reported once');
  });
}

test('a write the browser refuses is reported, not thrown', () => {
  const { setItem } = globalThis.window.localStorage;
  globalThis.window.localStorage.setItem = () => {
    throw new Error('the quota is exceeded');
  };
  try {
    assert.equal(writeLearnProgress({ 'oware-sowing': [1] }), 'the quota is exceeded');
  } finally {
    globalThis.window.localStorage.setItem = setItem;
  }
});
