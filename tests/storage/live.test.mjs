// What live play keeps (www/game/live-storage.js, `mancala.live`): each seat's
// token by game id, the game followed and the name last given, read back
// as a careless player, another version of the page or a full disk may
// leave them. As for every key: nothing is deleted, what cannot be used is
// set aside (`mancala.live.unreadable`), a newer version's data is left
// where it is and nothing throws.

import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { items } from '../local-storage.mjs';

const storage = await import('../../www/game/live-storage.js');
const { followsLiveGame } = await import('../../www/game/storage.js');

const KEY = 'mancala.live';
const ID = 'k3Jd9QxT2m';
const TOKEN = '5f0c'.repeat(8);
const seat = { token: TOKEN, side: 'north', kept: 1 };

beforeEach(() => items.clear());

test('a seat is kept by game id with the game followed and the name; read back as written', () => {
  assert.equal(storage.writeLive({ seat: { id: ID, token: TOKEN, side: 'north' }, following: ID, name: 'Kofi' }), null);
  const read = storage.readLive();
  assert.equal(read.problem, undefined);
  assert.deepEqual(Object.keys(read.seats), [ID]);
  assert.equal(read.seats[ID].token, TOKEN);
  assert.equal(read.seats[ID].side, 'north');
  assert.ok(read.seats[ID].kept > 0);
  assert.equal(read.following, ID);
  assert.equal(read.name, 'Kofi');
  assert.equal(followsLiveGame(), true);
  storage.writeLive({ following: null });
  assert.equal(storage.readLive().following, null);
  assert.equal(storage.readLive().seats[ID].token, TOKEN, 'the seat stays when the game is no longer followed');
  assert.equal(followsLiveGame(), false);
});

test('nothing kept reads as no seats, no game followed, no name', () => {
  assert.deepEqual(storage.readLive(), { seats: {}, following: null, name: '' });
  assert.equal(followsLiveGame(), false);
});

for (const [name, text, problem] of [
  ['not JSON', '{"version": 1, "seats', { kind: 'not-json' }],
  ['a list', '[1, 2]', { kind: 'not-its-form' }],
  ['seats not an object', JSON.stringify({ version: 1, seats: ['a'] }), { kind: 'not-its-form' }],
  ['an older version', JSON.stringify({ version: 0, seats: {} }), { kind: 'other-version', version: '0' }],
  ['huge and not JSON', 'x'.repeat(3_000_000), { kind: 'not-json' }],
]) {
  test(`${name} is set aside whole, reported once, and the key is free again`, () => {
    items.set(KEY, text);
    const read = storage.readLive();
    assert.deepEqual(read.problem, problem);
    assert.deepEqual(read.seats, {});
    assert.equal(items.get(`${KEY}.unreadable`), text, 'kept whole');
    assert.equal(items.has(KEY), false);
    assert.equal(storage.readLive().problem, undefined, 'reported once');
    assert.equal(storage.writeLive({ name: 'Ama' }), null, 'the page writes there again');
  });
}

test('a seat not of its form is set aside alone, the others kept', () => {
  const odd = {
    short: seat,
    a1b2c3d4e5: { ...seat, token: 'NOT-HEX'.padEnd(32, 'x') },
    b1b2c3d4e5: { ...seat, side: 'east' },
    c1b2c3d4e5: { ...seat, kept: 'yesterday' },
    d1b2c3d4e5: 'a token',
  };
  items.set(KEY, JSON.stringify({ version: 1, seats: { [ID]: seat, ...odd }, following: ID, name: 'Ama' }));
  const read = storage.readLive();
  assert.deepEqual(read.seats, { [ID]: seat });
  assert.equal(read.following, ID);
  assert.equal(read.name, 'Ama');
  assert.deepEqual(JSON.parse(items.get(`${KEY}.unreadable`)).seats, odd);
  assert.deepEqual(JSON.parse(items.get(KEY)).seats, { [ID]: seat }, 'the usable seats written back');
});

test('a followed game or a name not of its form reads as none, the seats kept', () => {
  for (const [following, name] of [
    ['short', 'x'.repeat(25)],
    [42, 7],
    ['../../etc', null],
  ]) {
    items.set(KEY, JSON.stringify({ version: 1, seats: { [ID]: seat }, following, name }));
    const read = storage.readLive();
    assert.equal(read.following, null);
    assert.equal(read.name, '');
    assert.deepEqual(read.seats, { [ID]: seat });
    assert.equal(followsLiveGame(), false);
  }
});

test(`at most ${storage.MOST_LIVE_SEATS} seats are kept: the oldest are let go`, () => {
  const seats = {};
  for (let n = 0; n < storage.MOST_LIVE_SEATS; n++) seats[`old${String(n).padStart(7, '0')}`] = { ...seat, kept: n + 1 };
  items.set(KEY, JSON.stringify({ version: 1, seats }));
  storage.writeLive({ seat: { id: ID, token: TOKEN, side: 'south' } });
  const kept = Object.keys(storage.readLive().seats);
  assert.equal(kept.length, storage.MOST_LIVE_SEATS);
  assert.ok(kept.includes(ID));
  assert.ok(!kept.includes('old0000000'), 'the oldest let go');
  assert.ok(kept.includes('old0000001'));
});

test("a newer version's value is left as it is, and this page keeps its own beside it", async () => {
  // Each page load decides once where it keeps its data: a fresh module.
  const fresh = await import('../../www/game/live-storage.js?newer=live');
  const newer = JSON.stringify({ version: 3, seats: { [ID]: { secret: 'new form' } }, following: ID });
  items.set(KEY, newer);
  const read = fresh.readLive();
  assert.equal(read.newer, 3);
  assert.equal(read.problem, undefined);
  assert.equal(followsLiveGame(), false, "the newer page's game is not followed here");
  assert.equal(fresh.writeLive({ seat: { id: ID, token: TOKEN, side: 'south' } }), null);
  assert.equal(items.get(KEY), newer, 'untouched');
  assert.equal(JSON.parse(items.get(`${KEY}.v1`)).version, 1, "this page's own, beside it");
  assert.equal(fresh.readLive().seats[ID].token, TOKEN);
});

test('a write the browser refuses (storage full) is reported, not thrown', () => {
  const { setItem } = globalThis.window.localStorage;
  globalThis.window.localStorage.setItem = () => {
    throw new Error('the quota is exceeded');
  };
  try {
    assert.equal(storage.writeLive({ seat: { id: ID, token: TOKEN, side: 'south' } }), 'the quota is exceeded');
  } finally {
    globalThis.window.localStorage.setItem = setItem;
  }
});
