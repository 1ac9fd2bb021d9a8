// The board's geometry (www/board/layout.js) and its accessible twin's pure
// parts (www/board/twin.js: the letter keys, the arrow keys, the labels),
// without a browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SLOTS, computeLayout, neighbourPit, ownerOf, pitAt, pitLetterOf, storeOf } from '../../www/board/layout.js';
import { COMMAND_KEYS, nextSlot, pitForLetter, slotLabel } from '../../www/board/twin.js';

test('sides own their pits and stores; pits are named A–F and a–f', () => {
  assert.equal(SLOTS, 14);
  assert.deepEqual(
    Array.from({ length: 12 }, (_, pit) => ownerOf(pit)),
    [...new Array(6).fill('south'), ...new Array(6).fill('north')],
  );
  assert.equal(storeOf('south'), 12);
  assert.equal(storeOf('north'), 13);
  assert.equal(Array.from({ length: 12 }, (_, pit) => pitLetterOf(pit)).join(''), 'ABCDEFabcdef');
});

test('a wide container gets the wide board: stores at the ends, South on the right', () => {
  const layout = computeLayout(800, 300);
  assert.equal(layout.tall, false);
  assert.equal(layout.flipped, false);
  assert.equal(layout.slots.length, 14);
  assert.equal(layout.hits.length, 12);
  const { slots } = layout;
  assert.ok(slots[0].y > slots[11].y, "South's row below North's");
  assert.ok(slots[0].x < slots[5].x, 'A to F left to right');
  assert.ok(slots[11].x < slots[6].x, 'f to a left to right');
  assert.ok(slots[12].x > slots[5].x && slots[13].x < slots[0].x, "South's store right, North's left");
  assert.ok(slots[12].store && slots[13].store && !slots[12].across);
  assert.ok(layout.board.x >= 0 && layout.board.x + layout.board.w <= 800);
});

test('a narrow container gets the tall board: the stores across it, above and below the rows', () => {
  const layout = computeLayout(360, 600);
  assert.equal(layout.tall, true);
  const { slots } = layout;
  assert.ok(slots[12].across && slots[13].across);
  assert.ok(slots[12].y > slots[0].y, "South's store below South's row");
  assert.ok(slots[13].y < slots[11].y, "North's store above North's row");
});

test('every pit answers for its centre; outside the board nothing does', () => {
  for (const flipped of [false, true]) {
    for (const [width, height] of [
      [800, 300],
      [360, 600],
    ]) {
      const layout = computeLayout(width, height, { flipped });
      for (let pit = 0; pit < 12; pit++) {
        const { x, y } = layout.slots[pit];
        assert.equal(pitAt(layout, x, y), pit, `pit ${pit} at ${width}×${height}${flipped ? ', flipped' : ''}`);
      }
      assert.equal(pitAt(layout, -5, -5), -1);
    }
  }
});

test('seen from North, every slot turns half a turn about the centre', () => {
  const south = computeLayout(800, 300);
  const north = computeLayout(800, 300, { flipped: true });
  assert.equal(north.flipped, true);
  for (let slot = 0; slot < 14; slot++) {
    assert.ok(Math.abs(north.slots[slot].x - (800 - south.slots[slot].x)) < 1e-9);
    assert.ok(Math.abs(north.slots[slot].y - (300 - south.slots[slot].y)) < 1e-9);
  }
  assert.ok(north.slots[0].y < north.slots[11].y, "South's row on top");
});

test('arrows move along a row and across to the pit opposite, the other way round when flipped', () => {
  assert.equal(neighbourPit(2, 'right'), 3);
  assert.equal(neighbourPit(2, 'left'), 1);
  assert.equal(neighbourPit(0, 'left'), 0, 'stays put at the end of the row');
  assert.equal(neighbourPit(2, 'up'), 9);
  assert.equal(neighbourPit(9, 'down'), 2);
  assert.equal(neighbourPit(9, 'up'), 9);
  assert.equal(neighbourPit(7, 'right'), 6, "North's row runs f–a from the left");
  assert.equal(neighbourPit(2, 'right', true), 1);
  assert.equal(neighbourPit(2, 'down', true), 9);
});

test("the twin's arrows lead on from the ends of the rows to the stores, and back", () => {
  const layout = computeLayout(800, 300);
  assert.equal(nextSlot(5, 'right', layout, 'south'), 12);
  assert.equal(nextSlot(0, 'left', layout, 'south'), 13);
  assert.equal(nextSlot(12, 'left', layout, 'south'), 5, "back into the row last visited: South's");
  assert.equal(nextSlot(12, 'left', layout, 'north'), 6, "or North's");
  assert.equal(nextSlot(2, 'right', layout, 'south'), 3);
});

test('letter keys play in the row of the side to move; with none, capitals are South', () => {
  assert.equal(pitForLetter('c', 'south'), 2);
  assert.equal(pitForLetter('C', 'north'), 8);
  assert.equal(pitForLetter('C', null), 2);
  assert.equal(pitForLetter('c', null), 8);
  assert.equal(pitForLetter('g', 'south'), -1);
  assert.equal(pitForLetter('ArrowLeft', 'south'), -1);
  for (const key of Object.keys(COMMAND_KEYS)) assert.equal(pitForLetter(key, 'south'), -1, `${key} is no pit`);
});

test("the twin's labels come from the host's texts: the reader's side as theirs", () => {
  const texts = (key, params = {}) => `${key} ${JSON.stringify(params)}`;
  assert.equal(slotLabel(2, 5, null, texts), 'a11y.pit.south {"letter":"C","count":5}');
  assert.equal(slotLabel(2, 5, 'south', texts), 'a11y.pit.yours {"letter":"C","count":5}');
  assert.equal(slotLabel(8, 1, 'south', texts), 'a11y.pit.north {"letter":"c","count":1}');
  assert.equal(slotLabel(12, 10, 'north', texts), 'a11y.store.south {"count":10}');
  assert.equal(slotLabel(13, 0, 'north', texts), 'a11y.store.yours {"count":0}');
});
