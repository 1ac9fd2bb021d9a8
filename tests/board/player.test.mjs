// The animation's clock (www/board/player.js), without a browser: playing
// a timeline against times given by the test, pausing, stepping lap by lap,
// skipping, and the events on the way.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPlayer } from '../../www/board/player.js';
import { buildTimeline } from '../../www/board/timeline.js';

const BEFORE = [2, 0, 3, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0];
const TWO_LAPS = {
  mover: 'south',
  laps: [
    { origin: 0, seeds: 2, sown: [1, 2] },
    { origin: 2, seeds: 4, sown: [3, 4, 5, 6] },
  ],
  captures: [],
  grandSlam: 'none',
  end: null,
};

function play(options = {}) {
  const timeline = buildTimeline(TWO_LAPS, BEFORE);
  const laps = [];
  const steps = [];
  const player = createPlayer(timeline, {
    speed: 'normal',
    onLap: (lap) => laps.push(lap),
    onStep: (step, at) => steps.push(`${step.type}:${at}`),
    ...options,
  });
  return { timeline, player, laps, steps };
}

test('at normal speed the clock walks the steps; each starts and ends once', () => {
  const { timeline, player, laps, steps } = play();
  assert.equal(player.state, 'playing');
  let view = player.update(0);
  assert.equal(view.step?.type, 'lift');
  assert.equal(view.counts[0], 0, 'lifted');
  let now = 0;
  while (!player.done) view = player.update((now += 50));
  assert.deepEqual(view.counts, timeline.snapshots.at(-1));
  assert.deepEqual(laps, [
    { lap: 1, laps: 2 },
    { lap: 2, laps: 2 },
  ]);
  assert.equal(steps.length, 2 * timeline.steps.length);
  assert.deepEqual(steps.slice(0, 3), ['lift:start', 'lift:end', 'drop:start']);
  assert.equal(player.state, 'done');
});

test('at instant speed a move is over at its first frame', () => {
  const { timeline, player, laps } = play({ speed: 'instant' });
  const view = player.update(0);
  assert.ok(player.done);
  assert.deepEqual(view.counts, timeline.snapshots.at(-1));
  assert.equal(laps.length, 2);
});

test('paused, the clock stands still; stepping plays to the end of the lap', () => {
  const { timeline, player } = play();
  player.update(0);
  const moving = player.update(100);
  player.pause();
  assert.equal(player.state, 'paused');
  const still = player.update(5000);
  assert.equal(still.step?.type, 'lift');
  assert.equal(still.t, moving.t, 'halfway through the lift, as when paused');
  player.step(1);
  let now = 5000;
  while (player.running) player.update((now += 50));
  assert.equal(player.state, 'paused');
  assert.deepEqual(player.update(now).counts, timeline.snapshots[timeline.segments[1]]);
  assert.deepEqual(player.lap, { lap: 2, laps: 2 }, 'at the relay, the second lap is shown');
  player.step(-1);
  assert.deepEqual(player.update(now).counts, timeline.snapshots[0], 'back to the start of the first lap');
  player.skip();
  assert.ok(player.done);
});

test('stepBack starts paused at the start of the last lap', () => {
  const { timeline, player } = play({ stepBack: true });
  assert.equal(player.state, 'paused');
  assert.deepEqual(player.update(0).counts, timeline.snapshots[timeline.segments[1]]);
  assert.deepEqual(player.lap, { lap: 2, laps: 2 });
});
