// Every key the page keeps in localStorage (www/game/storage.js lists them),
// read back as a careless player, another version of the page or a full
// disk may leave it: not JSON, JSON of the wrong type, an older version, a
// newer version, and huge. Nothing is ever deleted: what cannot be used is
// set aside (KEY.unreadable), a newer version's data is left where it is
// and the page keeps its own beside it (KEY.v1), and nothing throws.

import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { items } from '../local-storage.mjs';

/** This tab's sessionStorage, as storage.js uses it for the tab's id. */
const session = new Map();
globalThis.sessionStorage = {
  getItem: (key) => (session.has(key) ? session.get(key) : null),
  setItem: (key, value) => session.set(key, String(value)),
};

const storage = await import('../../www/game/storage.js');

beforeEach(() => {
  items.clear();
  session.clear();
});

/** About 3 MB of text: a value as large as a browser lets one key hold. */
const HUGE = 'x'.repeat(3_000_000);

/**
 * The kinds of versioned data: how each is read and written, and a value
 * of its form. `read()` gives `{value, problem, newer}` in one shape.
 */
const VERSIONED = {
  'mancala.save': {
    read: () => ({ ...storage.readSave(), value: storage.readSave().save }),
    write: () => storage.writeSave('1. C *', { speed: 'fast' }),
    good: { version: 1, record: '1. C *' },
    wrongForm: { version: 1, record: 42 },
  },
  'mancala.match': {
    read: () => ({ ...storage.readMatch(), value: storage.readMatch().match }),
    write: () => storage.writeMatch({ record: '*', players: {} }),
    good: { version: 1, record: '*' },
    wrongForm: { version: 1, record: ['*'] },
  },
  'mancala.learn': {
    read: () => {
      const read = storage.readLearnProgress();
      return { ...read, value: Object.keys(read.steps).length ? read.steps : null };
    },
    write: () => storage.writeLearnProgress({ 'oware-sowing': [1] }),
    good: { version: 1, steps: { 'oware-sowing': [1, 2] } },
    wrongForm: { version: 1, steps: { 'oware-sowing': [-1] } },
  },
  'mancala.endgames': {
    read: () => {
      const read = storage.readEndgameProgress();
      return { ...read, value: Object.keys(read.solved).length ? read.solved : null };
    },
    write: () => storage.writeEndgameProgress({ 'oware-4': [1] }),
    good: { version: 1, solved: { 'oware-4': [1, 3] } },
    wrongForm: { version: 1, solved: { 'oware-4': 'all' } },
  },
  'mancala.puzzles': {
    read: () => ({ ...storage.readPuzzleProgress(), value: storage.readPuzzleProgress().progress }),
    write: () => storage.writePuzzleProgress({ game: 'oware', games: {} }),
    good: { version: 1, game: 'oware', games: {} },
    wrongForm: null,
  },
  'mancala.recent': {
    read: () => {
      const read = storage.readRecentGames();
      return { ...read, value: read.games.length ? read.games : null };
    },
    write: () => storage.keepRecentGame('1. C *'),
    good: { version: 1, games: [{ record: '1. C *', kept: 1 }] },
    wrongForm: { version: 1, games: 'all of them' },
  },
};

/** What each kind of data may be left as, and the problem it is reported with. */
const UNUSABLE = [
  ['not JSON', () => '{"version": 1, "rec', { kind: 'not-json' }],
  ['a list', () => '[1, 2, 3]', { kind: 'not-its-form' }],
  ['a number', () => '42', { kind: 'not-its-form' }],
  ['null', () => 'null', { kind: 'not-its-form' }],
  ['an older version', () => '{"version": 0, "record": "*"}', { kind: 'other-version', version: '0' }],
  ['no version', () => '{"record": "*"}', { kind: 'other-version', version: 'undefined' }],
  ['huge and not JSON', () => HUGE, { kind: 'not-json' }],
];

for (const [key, kind] of Object.entries(VERSIONED)) {
  test(`${key}: a value of its form is read back`, () => {
    items.set(key, JSON.stringify(kind.good));
    const read = kind.read();
    assert.equal(read.problem, undefined);
    assert.notEqual(read.value, null);
    assert.equal(items.get(key), JSON.stringify(kind.good), 'left as it was');
  });

  for (const [name, text, problem] of UNUSABLE) {
    test(`${key}: ${name} is set aside, reported once, and the key is free again`, () => {
      items.set(key, text());
      const read = kind.read();
      assert.deepEqual(read.problem, problem);
      assert.equal(read.value, null);
      assert.equal(items.get(`${key}.unreadable`), text(), 'kept whole');
      assert.equal(items.has(key), false);
      assert.equal(kind.read().problem, undefined, 'reported once');
      assert.equal(kind.write(), null);
      assert.ok(items.has(key), 'the page writes there again');
    });
  }

  if (kind.wrongForm) {
    test(`${key}: a value of this version but not of its form is set aside`, () => {
      items.set(key, JSON.stringify(kind.wrongForm));
      assert.deepEqual(kind.read().problem, { kind: 'not-its-form' });
      assert.equal(items.get(`${key}.unreadable`), JSON.stringify(kind.wrongForm));
    });
  }

  test(`${key}: something set aside before is never written over`, () => {
    items.set(`${key}.unreadable`, 'first');
    items.set(key, 'second');
    kind.read();
    const aside = [...items.keys()].filter((name) => name.startsWith(`${key}.unreadable.`));
    assert.equal(items.get(`${key}.unreadable`), 'first');
    assert.deepEqual(aside.map((name) => items.get(name)), ['second']);
  });

  test(`${key}: a newer version's value is left as it is, and this page keeps its own beside it`, async () => {
    // Each page load decides once where it keeps its data: a fresh module.
    const fresh = await import(`../../www/game/storage.js?newer=${encodeURIComponent(key)}`);
    const newer = JSON.stringify({ version: 7, anything: ['new', 'fields'] });
    items.set(key, newer);
    const readNow = {
      'mancala.save': () => fresh.readSave(),
      'mancala.match': () => fresh.readMatch(),
      'mancala.learn': () => fresh.readLearnProgress(),
      'mancala.endgames': () => fresh.readEndgameProgress(),
      'mancala.puzzles': () => fresh.readPuzzleProgress(),
      'mancala.recent': () => fresh.readRecentGames(),
    }[key];
    const writeNow = {
      'mancala.save': () => fresh.writeSave('1. C *', {}),
      'mancala.match': () => fresh.writeMatch({ record: '*' }),
      'mancala.learn': () => fresh.writeLearnProgress({ 'oware-sowing': [1] }),
      'mancala.endgames': () => fresh.writeEndgameProgress({ 'oware-4': [1] }),
      'mancala.puzzles': () => fresh.writePuzzleProgress({ game: 'oware' }),
      'mancala.recent': () => fresh.keepRecentGame('1. C *'),
    }[key];
    const read = readNow();
    assert.equal(read.newer, 7);
    assert.equal(read.problem, undefined);
    assert.equal(writeNow(), null);
    assert.equal(items.get(key), newer, 'untouched');
    assert.equal(JSON.parse(items.get(`${key}.v1`)).version, 1, "this page's own, beside it");
    assert.equal(readNow().newer, 7, 'said again at each load, as long as it is there');
  });

  test(`${key}: a write the browser refuses (storage full) is reported, not thrown`, () => {
    const { setItem } = globalThis.window.localStorage;
    globalThis.window.localStorage.setItem = () => {
      throw new Error('the quota is exceeded');
    };
    try {
      assert.equal(kind.write(), 'the quota is exceeded');
    } finally {
      globalThis.window.localStorage.setItem = setItem;
    }
  });
}

test('mancala.save: a full storage leaves an unusable save where it is, to be found again', () => {
  items.set('mancala.save', '{oops');
  const { setItem } = globalThis.window.localStorage;
  globalThis.window.localStorage.setItem = () => {
    throw new Error('the quota is exceeded');
  };
  try {
    assert.deepEqual(storage.readSave().problem, { kind: 'not-json' });
    assert.equal(items.get('mancala.save'), '{oops', 'not removed, since it could not be set aside');
  } finally {
    globalThis.window.localStorage.setItem = setItem;
  }
});

test("mancala.tab-game.ID: this tab's own game is restored when another tab saved last; an unusable one is set aside", () => {
  storage.writeSave('1. C *', { speed: 'fast' });
  const [tabKey] = [...items.keys()].filter((key) => key.startsWith('mancala.tab-game.'));
  assert.ok(tabKey, "the tab's game is kept under its own key");
  items.set('mancala.save', JSON.stringify({ version: 1, record: '1. D *', settings: { speed: 'slow' }, tab: 'another' }));
  assert.deepEqual(storage.readSave().save, { record: '1. C *', saved: JSON.parse(items.get(tabKey)).saved, settings: { speed: 'slow' } });

  for (const [text, problem] of [
    ['{not json', { kind: 'not-json' }],
    ['"a text"', { kind: 'not-its-form' }],
    [JSON.stringify({ version: 0, record: '*' }), { kind: 'other-version', version: '0' }],
  ]) {
    items.set(tabKey, text);
    const read = storage.readSave();
    assert.deepEqual(read.problem, problem);
    assert.equal(read.save.record, '1. D *', 'the game saved last, then');
    assert.equal(items.get(`${tabKey}.unreadable`), text);
    items.delete(`${tabKey}.unreadable`);
    storage.writeSave('1. C *', {});
    items.set('mancala.save', JSON.stringify({ version: 1, record: '1. D *', tab: 'another' }));
  }
});

test('mancala.tab-game.ID: the games of the 50 tabs saved last are kept, the older let go', () => {
  for (let tab = 0; tab < 60; tab++) items.set(`mancala.tab-game.old${tab}`, JSON.stringify({ version: 1, record: '*', saved: tab }));
  storage.writeSave('1. C *', {});
  const kept = [...items.keys()].filter((key) => key.startsWith('mancala.tab-game.'));
  assert.equal(kept.length, 50);
  assert.ok(!kept.includes('mancala.tab-game.old10') && kept.includes('mancala.tab-game.old59'));
});

test('mancala.recent: the newest first, a game kept again moves up, at most 20', () => {
  for (let n = 1; n <= 25; n++) assert.equal(storage.keepRecentGame(`game ${n}`), null);
  storage.keepRecentGame('game 24');
  const { games } = storage.readRecentGames();
  assert.equal(games.length, storage.MOST_RECENT_GAMES);
  assert.deepEqual(games.slice(0, 3).map((game) => game.record), ['game 24', 'game 25', 'game 23']);
  assert.ok(games.every((game) => game.kept > 0));
  storage.forgetRecentGame(games[1]);
  assert.deepEqual(storage.readRecentGames().games.slice(0, 2).map((game) => game.record), ['game 24', 'game 23']);
});

test('mancala.recent: a game in the list not of its form is set aside alone', () => {
  const odd = [{ record: 5 }, 'text', { record: '*', kept: 'yesterday' }];
  items.set('mancala.recent', JSON.stringify({ version: 1, games: [{ record: '1. C *', kept: 3 }, ...odd] }));
  assert.deepEqual(storage.readRecentGames(), { games: [{ record: '1. C *', kept: 3 }] });
  assert.deepEqual(JSON.parse(items.get('mancala.recent.unreadable')).games, odd);
  assert.deepEqual(JSON.parse(items.get('mancala.recent')).games, [{ record: '1. C *', kept: 3 }]);
});

test('mancala.previous: the game earlier versions kept is taken into the recent games, undated', () => {
  items.set('mancala.previous', '1. F *');
  storage.keepRecentGame('1. A *');
  assert.deepEqual(storage.readRecentGames().games.map(({ record, kept }) => [record, kept > 0]), [
    ['1. A *', true],
    ['1. F *', false],
  ]);
  assert.equal(items.has('mancala.previous'), false, 'moved, once it is in the list');
});

test('mancala.correspondence: unusable as a whole, or game by game, is set aside; the rest kept', () => {
  for (const text of ['{nope', '[1]', '7', HUGE]) {
    items.clear();
    items.set('mancala.correspondence', text);
    assert.deepEqual(storage.readCorrespondence(), {});
    assert.equal(items.get('mancala.correspondence.unreadable'), text);
  }
  items.clear();
  const good = { side: 'south', record: '*' };
  items.set('mancala.correspondence', JSON.stringify({ a: good, b: { side: 'East', record: '*' }, c: 5 }));
  assert.deepEqual(storage.readCorrespondence(), { a: good });
  assert.deepEqual(JSON.parse(items.get('mancala.correspondence.unreadable')), { b: { side: 'East', record: '*' }, c: 5 });
});

test('mancala.correspondence.active: anything unusable reads as none and is left as it is', () => {
  for (const text of ['{nope', '[]', '{"id": 5, "side": "south"}', '{"id": "x", "side": "up"}', HUGE]) {
    items.set('mancala.correspondence.active', text);
    assert.equal(storage.readActiveCorrespondence(), null);
    assert.equal(items.get('mancala.correspondence.active'), text);
  }
});
