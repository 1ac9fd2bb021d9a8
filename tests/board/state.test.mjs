// The board's state (www/board/state.js), without a browser: the config a
// host gives createBoard and board.set, checked and applied, and what
// follows from it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COLOURS } from '../../www/board/render.js';
import {
  CONFIG_KEYS,
  applyConfig,
  boardLabelOf,
  checkConfig,
  createState,
  isFlipped,
  isSide,
  paletteOf,
  playSpeedOf,
} from '../../www/board/state.js';

const START = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0];

test('a board with no config: an empty board seen from South, at normal speed, with seeds drawn', () => {
  const state = createState();
  assert.deepEqual(state.counts, new Array(14).fill(0));
  assert.equal(state.positioned, false);
  assert.deepEqual([...state.legal], []);
  assert.equal(state.turn, null);
  assert.equal(state.reader, null);
  assert.equal(state.hint, null);
  assert.equal(state.speed, 'normal');
  assert.equal(state.seeds, 'drawn');
  assert.equal(state.motion, 'full');
  assert.equal(state.orientation, 'south');
  assert.deepEqual(state.colours, {});
  assert.equal(state.label, null);
  assert.equal(state.texts('a11y.board'), 'a11y.board', 'without texts, each key stands for itself');
});

test('the first config sets every key it gives; counts are copied and mark the board positioned', () => {
  const counts = Uint8Array.from(START);
  const texts = (key) => `«${key}»`;
  const state = createState({
    counts,
    legal: Uint8Array.of(0, 5),
    turn: 'south',
    reader: 'north',
    hint: 3,
    speed: 'fast',
    seeds: 'numerals',
    motion: 'reduced',
    orientation: 'north',
    colours: { legal: '#ff0' },
    label: 'Board one',
    texts,
  });
  counts[0] = 9;
  assert.deepEqual(state.counts, START);
  assert.ok(Array.isArray(state.counts));
  assert.equal(state.positioned, true);
  assert.deepEqual([...state.legal], [0, 5]);
  assert.ok(state.legal instanceof Set);
  assert.equal(state.turn, 'south');
  assert.equal(state.reader, 'north');
  assert.equal(state.hint, 3);
  assert.equal(state.speed, 'fast');
  assert.equal(state.seeds, 'numerals');
  assert.equal(state.motion, 'reduced');
  assert.equal(state.orientation, 'north');
  assert.deepEqual(state.colours, { legal: '#ff0' });
  assert.equal(state.label, 'Board one');
  assert.equal(state.texts, texts);
});

test('a partial config changes only the keys it gives and says which (undefined keeps a value)', () => {
  const state = createState({ counts: START, legal: [2, 3], turn: 'south', speed: 'slow' });
  const given = applyConfig(state, { turn: 'north', hint: 4, speed: undefined });
  assert.deepEqual([...given], ['turn', 'hint']);
  assert.equal(state.turn, 'north');
  assert.equal(state.hint, 4);
  assert.equal(state.speed, 'slow');
  assert.deepEqual([...state.legal], [2, 3]);
  assert.deepEqual(state.counts, START);
  assert.deepEqual([...applyConfig(state, {})], []);
});

test('null clears the turn, the reader, the hint and the label', () => {
  const state = createState({ turn: 'north', reader: 'south', hint: 7, label: 'Mine' });
  applyConfig(state, { turn: null, reader: null, hint: null, label: null });
  assert.equal(state.turn, null);
  assert.equal(state.reader, null);
  assert.equal(state.hint, null);
  assert.equal(state.label, null);
});

test('texts given again, even the same function, count as given (the twin says every text again)', () => {
  const texts = (key) => key.toUpperCase();
  const state = createState({ texts });
  assert.deepEqual([...applyConfig(state, { texts })], ['texts']);
});

test('the applied keys come in the order of CONFIG_KEYS, whatever the order given', () => {
  const state = createState();
  const given = applyConfig(state, { texts: (key) => key, orientation: 'north', counts: START });
  assert.deepEqual([...given], CONFIG_KEYS.filter((key) => ['counts', 'orientation', 'texts'].includes(key)));
});

test('colours replace the earlier overrides rather than add to them', () => {
  const state = createState({ colours: { legal: '#ff0', hint: '#0f0' } });
  applyConfig(state, { colours: { focus: '#00f' } });
  assert.deepEqual(state.colours, { focus: '#00f' });
  assert.deepEqual(paletteOf(state), { ...COLOURS, focus: '#00f' });
});

test('a wrong value is an error naming it', () => {
  const wrong = [
    [{ counts: [4, 4, 4] }, /expected 14 counts, got 3/],
    [{ counts: [...START, 0] }, /expected 14 counts, got 15/],
    [{ counts: null }, /expected 14 counts/],
    [{ counts: [...START.slice(0, 13), -1] }, /whole number of seeds, got -1/],
    [{ counts: [...START.slice(0, 13), 1.5] }, /whole number of seeds, got 1.5/],
    [{ legal: 3 }, /legal must be a list of pits/],
    [{ legal: [0, 12] }, /unknown pit 12 in legal/],
    [{ turn: 0 }, /unknown side 0 for turn/],
    [{ turn: 'South' }, /unknown side 'South' for turn/],
    [{ reader: 1 }, /unknown side 1 for reader/],
    [{ hint: -1 }, /unknown pit -1 for hint: 0–11 or null/],
    [{ hint: 12 }, /unknown pit 12 for hint/],
    [{ speed: 'warp' }, /unknown speed 'warp'/],
    [{ speed: 'toString' }, /unknown speed 'toString'/],
    [{ seeds: 'beans' }, /unknown seed style 'beans'/],
    [{ motion: 'none' }, /unknown motion 'none'/],
    [{ orientation: 'east' }, /unknown side 'east' for orientation/],
    [{ orientation: null }, /unknown side null for orientation/],
    [{ colours: { legal: '#ff0', glow: '#fff' } }, /unknown colour 'glow'/],
    [{ colours: 'dark' }, /colours must be an object/],
    [{ label: 7 }, /the label must be a text or null, got 7/],
    [{ texts: 'en' }, /texts must be a function/],
    [{ position: START }, /unknown board option 'position'/],
  ];
  for (const [config, message] of wrong) {
    assert.throws(() => createState(config), message, JSON.stringify(config));
    assert.throws(() => checkConfig(config), message, JSON.stringify(config));
  }
  assert.throws(() => checkConfig(null), /must be an object/);
});

test('a config with one wrong value changes nothing', () => {
  const state = createState({ counts: START, turn: 'south', speed: 'normal' });
  const before = { ...state, legal: [...state.legal] };
  assert.throws(() => applyConfig(state, { counts: new Array(14).fill(1), turn: 'north', speed: 'warp' }), /unknown speed/);
  assert.deepEqual({ ...state, legal: [...state.legal] }, before);
});

test('what follows from the state: flipped, the palette, the speed played, the board\'s name', () => {
  const state = createState();
  assert.equal(isFlipped(state), false);
  applyConfig(state, { orientation: 'north' });
  assert.equal(isFlipped(state), true);

  assert.deepEqual(paletteOf(state), COLOURS);
  applyConfig(state, { colours: { focus: '#00ffff' } });
  assert.equal(paletteOf(state).focus, '#00ffff');
  assert.equal(paletteOf(state).legal, COLOURS.legal);

  applyConfig(state, { speed: 'slow' });
  assert.equal(playSpeedOf(state), 'slow');
  applyConfig(state, { motion: 'reduced' });
  assert.equal(playSpeedOf(state), 'instant', 'reduced motion ends moves at once');
  applyConfig(state, { motion: 'full' });
  assert.equal(playSpeedOf(state), 'slow');

  applyConfig(state, { texts: (key) => (key === 'a11y.board' ? 'Plateau' : key) });
  assert.equal(boardLabelOf(state), 'Plateau');
  applyConfig(state, { label: 'Oware board' });
  assert.equal(boardLabelOf(state), 'Oware board');
});

test('sides are the strings south and north', () => {
  assert.ok(isSide('south'));
  assert.ok(isSide('north'));
  for (const other of [0, 1, null, undefined, 'South', 'east']) assert.equal(isSide(other), false);
});
