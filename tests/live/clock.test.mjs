// Clock arithmetic of live play (www/live/clock.js) and the reconnection
// backoff (www/live/backoff.js), without a browser.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatClock, timeLeft, untilNextTick } from '../../www/live/clock.js';
import { reconnectDelay } from '../../www/live/backoff.js';
import { clockOf, displayName } from '../../www/live/create-dialog.js';

test('time left: the running side loses the time since the figures came, never below zero', () => {
  const given = { clocks: { south: 60_000, north: 30_000 }, running: 'south', at: 10_000 };
  assert.equal(timeLeft(given, 'south', 10_000), 60_000);
  assert.equal(timeLeft(given, 'south', 25_500), 44_500);
  assert.equal(timeLeft(given, 'north', 25_500), 30_000);
  assert.equal(timeLeft(given, 'south', 100_000), 0);
  assert.equal(timeLeft(given, 'south', 9_000), 60_000, 'a page clock behind the figures takes nothing off');
  assert.equal(timeLeft({ ...given, running: null }, 'south', 50_000), 60_000);
});

test('a clock shows m:ss, h:mm:ss from an hour, tenths under ten seconds, the seconds begun', () => {
  const cases = [
    [300_000, '5:00'],
    [299_999, '5:00'],
    [299_000, '4:59'],
    [60_000, '1:00'],
    [10_001, '0:11'],
    [10_000, '0:10'],
    [9_999, '0:10'],
    [9_900, '0:09.9'],
    [7_401, '0:07.5'],
    [100, '0:00.1'],
    [1, '0:00.1'],
    [0, '0:00.0'],
    [-5, '0:00.0'],
    [3_600_000, '1:00:00'],
    [10_800_000, '3:00:00'],
    [3_723_000, '1:02:03'],
  ];
  for (const [ms, shown] of cases) assert.equal(formatClock(ms), shown, `${ms} ms`);
});

test('the next redraw comes when the shown clock changes', () => {
  assert.equal(untilNextTick(299_999), 999);
  assert.equal(untilNextTick(299_000), 1000);
  assert.equal(untilNextTick(10_500), 500);
  assert.equal(untilNextTick(9_950), 50);
  assert.equal(untilNextTick(0), Infinity);
  for (const ms of [299_999, 10_500, 10_000, 9_950, 1_234]) {
    const next = ms - untilNextTick(ms);
    assert.notEqual(formatClock(next), formatClock(ms), `${ms}: changed at ${next}`);
    assert.equal(formatClock(next + 1), formatClock(ms), `${ms}: not before`);
  }
});

test('reconnecting waits 0.5 s, doubling to 10 s at most, less up to a quarter at random', () => {
  const full = [0, 1, 2, 3, 4, 5, 6, 10, 50].map((attempt) => reconnectDelay(attempt, () => 0));
  assert.deepEqual(full, [500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000]);
  const least = [0, 1, 5].map((attempt) => reconnectDelay(attempt, () => 0.999999));
  assert.deepEqual(least, [375, 750, 7500]);
  for (let attempt = 0; attempt < 30; attempt++) {
    const delay = reconnectDelay(attempt);
    assert.ok(delay >= 375 && delay <= 10_000, `${attempt}: ${delay}`);
  }
});

test('a time control chosen: none, a preset, or minutes and increment within the protocol’s bounds', () => {
  assert.equal(clockOf('none', 0, 0), null);
  assert.deepEqual(clockOf('5+3', 0, 0), { initial: 300_000, increment: 3000 });
  assert.deepEqual(clockOf('30+0', 0, 0), { initial: 1_800_000, increment: 0 });
  assert.deepEqual(clockOf('custom', 180, 180), { initial: 10_800_000, increment: 180_000 });
  for (const [minutes, seconds] of [[0, 3], [181, 0], [5, 181], [5, -1], [2.5, 0], [Number.NaN, 0]]) {
    assert.equal(clockOf('custom', minutes, seconds), undefined, `${minutes}+${seconds}`);
  }
});

test('a display name: no control characters, trimmed, 24 characters at most', () => {
  assert.equal(displayName('  Ama  '), 'Ama');
  assert.equal(displayName('Ko\u0000fi\n'), 'Kofi');
  assert.equal(displayName('<b>Ada</b>'), '<b>Ada</b>', 'plain text: shown as it is, as text');
  assert.equal([...displayName('x'.repeat(30))].length, 24);
  assert.equal(displayName('😀'.repeat(30)), '😀'.repeat(24), 'characters, not UTF-16 units');
});
