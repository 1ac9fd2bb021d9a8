// The animation's timeline (www/board/timeline.js), without a browser: the
// steps the board shows for a sowing trace, the counts before each, the
// segments that stepping lap by lap moves between, and the durations.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTimeline, countsDuring } from '../../www/board/timeline.js';

const START = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0];

/** A trace as the wasm module returns it (the fields the timeline reads). */
const trace = (fields) => ({ mover: 'south', laps: [], captures: [], grandSlam: 'none', end: null, ...fields });

const types = (timeline) => timeline.steps.map((step) => step.type);

test('a lap: the hand lifts the pit, then drops one seed at a time along the row', () => {
  const timeline = buildTimeline(trace({ laps: [{ origin: 2, seeds: 4, sown: [3, 4, 5, 6] }] }), START);
  assert.deepEqual(types(timeline), ['lift', 'drop', 'drop', 'drop', 'drop']);
  assert.deepEqual(timeline.steps[0], { type: 'lift', slot: 2, seeds: 4, lap: 1, laps: 1, duration: 260 });
  assert.deepEqual(
    timeline.steps.slice(1).map(({ slot, path, skipped, held }) => ({ slot, path, skipped, held })),
    [
      { slot: 3, path: [2, 3], skipped: [], held: 4 },
      { slot: 4, path: [3, 4], skipped: [], held: 3 },
      { slot: 5, path: [4, 5], skipped: [], held: 2 },
      { slot: 6, path: [5, 6], skipped: [], held: 1 },
    ],
  );
  assert.equal(timeline.laps, 1);
  assert.deepEqual(timeline.segments, [0, 5]);
  assert.equal(timeline.snapshots.length, timeline.steps.length + 1);
  assert.deepEqual(timeline.snapshots[0], START);
  assert.deepEqual(timeline.snapshots[1], [4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0], 'the pit is empty once lifted');
  assert.deepEqual(timeline.snapshots.at(-1), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 0, 0]);
});

test('the counts it starts from are not changed', () => {
  const before = START.slice();
  buildTimeline(trace({ laps: [{ origin: 0, seeds: 4, sown: [1, 2, 3, 4] }] }), before);
  assert.deepEqual(before, START);
});

test('a relay: a pause at the pit the next lap starts from, and a segment per lap', () => {
  const before = [2, 0, 3, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0];
  const timeline = buildTimeline(
    trace({
      laps: [
        { origin: 0, seeds: 2, sown: [1, 2] },
        { origin: 2, seeds: 4, sown: [3, 4, 5, 6] },
      ],
    }),
    before,
  );
  assert.deepEqual(types(timeline), ['lift', 'drop', 'drop', 'relay', 'lift', 'drop', 'drop', 'drop', 'drop']);
  assert.deepEqual(timeline.steps[3], { type: 'relay', slot: 2, lap: 2, laps: 2, duration: 380 });
  assert.deepEqual(timeline.segments, [0, 3, 9]);
  assert.equal(timeline.laps, 2);
  assert.deepEqual(timeline.snapshots.at(-1), [0, 1, 0, 1, 1, 1, 2, 1, 1, 1, 1, 1, 0, 0]);
});

test('a lap of 12 or more seeds passes over its emptied pit', () => {
  const before = [13, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 2];
  const sown = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];
  const timeline = buildTimeline(trace({ laps: [{ origin: 0, seeds: 13, sown }] }), before);
  const skips = timeline.steps.filter((step) => step.type === 'drop' && step.skipped.length);
  assert.deepEqual(
    skips.map(({ path, skipped }) => ({ path, skipped })),
    [{ path: [11, 0, 1], skipped: [0] }],
  );
  assert.deepEqual(timeline.snapshots.at(-1), [0, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 2]);
});

test("captures fly to the mover's store, in a segment after the sowing", () => {
  const before = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0];
  before[0] = 1;
  before[1] = 2;
  const timeline = buildTimeline(
    trace({
      mover: 'north',
      laps: [{ origin: 10, seeds: 4, sown: [11, 0, 1, 2] }],
      captures: [
        { pit: 2, seeds: 5 },
        { pit: 1, seeds: 3 },
        { pit: 0, seeds: 2 },
      ],
    }),
    before,
  );
  assert.deepEqual(types(timeline).slice(-3), ['capture', 'capture', 'capture']);
  assert.deepEqual(
    timeline.steps.slice(-3).map(({ from, to, seeds }) => ({ from, to, seeds })),
    [
      { from: 2, to: 13, seeds: 5 },
      { from: 1, to: 13, seeds: 3 },
      { from: 0, to: 13, seeds: 2 },
    ],
  );
  assert.deepEqual(timeline.segments, [0, 5, 8]);
  assert.deepEqual(timeline.snapshots.at(-1), [0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 0, 5, 0, 10]);
  // South's captures go to South's store.
  const south = buildTimeline(
    trace({ laps: [{ origin: 5, seeds: 1, sown: [6] }], captures: [{ pit: 6, seeds: 5 }] }),
    START,
  );
  assert.equal(south.steps.at(-1).to, 12);
});

test("the game's end: its announcement by the key of the board's texts, then each side's sweep", () => {
  const before = [0, 0, 0, 0, 0, 1, 2, 0, 3, 0, 0, 0, 20, 22];
  const timeline = buildTimeline(
    trace({ laps: [{ origin: 5, seeds: 1, sown: [6] }], end: { reason: 'no-moves', swept: [0, 6] } }),
    before,
  );
  assert.deepEqual(types(timeline), ['lift', 'drop', 'announce', 'sweep']);
  const [, , announce, sweep] = timeline.steps;
  assert.equal(announce.key, 'board.end.no-moves');
  assert.equal(announce.end, true);
  assert.equal(announce.text, undefined, 'the board asks its texts for it as it draws');
  assert.deepEqual(sweep.flights, [
    { from: 6, to: 13, seeds: 3 },
    { from: 8, to: 13, seeds: 3 },
  ]);
  assert.deepEqual(timeline.segments, [0, 2, 4]);
  assert.deepEqual(timeline.snapshots.at(-1), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 28]);
});

test('a game that ends with nothing to sweep has no sweep', () => {
  const timeline = buildTimeline(
    trace({ laps: [{ origin: 0, seeds: 1, sown: [1] }], end: { reason: 'repetition', swept: [0, 0] } }),
    START,
  );
  assert.deepEqual(types(timeline), ['lift', 'drop', 'announce']);
  assert.equal(timeline.steps[2].key, 'board.end.repetition');
});

test('a grand slam is announced', () => {
  const forfeited = buildTimeline(trace({ laps: [{ origin: 0, seeds: 1, sown: [1] }], grandSlam: 'forfeited' }), START);
  assert.deepEqual(types(forfeited), ['lift', 'drop', 'announce']);
  assert.equal(forfeited.steps[2].text, 'Grand slam: nothing is captured');
  assert.equal(forfeited.steps[2].end, undefined);
  const captured = buildTimeline(trace({ laps: [{ origin: 0, seeds: 1, sown: [1] }], grandSlam: 'captured' }), START);
  assert.equal(captured.steps[2].text, 'Grand slam wins the game');
});

test('every step has a duration at normal speed; a very long move is played faster, to 10 s at most', () => {
  const short = buildTimeline(trace({ laps: [{ origin: 2, seeds: 4, sown: [3, 4, 5, 6] }] }), START);
  assert.deepEqual(
    short.steps.map((step) => step.duration),
    [260, 130, 130, 130, 130],
  );
  const before = new Array(14).fill(0);
  const laps = [];
  for (let lap = 0; lap < 30; lap++) laps.push({ origin: lap % 12, seeds: 11, sown: Array.from({ length: 11 }, (_, i) => (lap + 1 + i) % 12) });
  before[0] = 11;
  const long = buildTimeline(trace({ laps }), before);
  const total = long.steps.reduce((sum, step) => sum + step.duration, 0);
  assert.ok(Math.abs(total - 10000) < 1e-6, `${total} ms`);
});

test('counts of the wrong length are refused', () => {
  assert.throws(() => buildTimeline(trace({}), [4, 4, 4]), /expected 14 counts, got 3/);
});

test('while a step runs, its seeds have left and not yet arrived', () => {
  const timeline = buildTimeline(trace({ laps: [{ origin: 2, seeds: 4, sown: [3, 4, 5, 6] }] }), START);
  const [lift, drop] = timeline.steps;
  assert.equal(countsDuring(lift, timeline.snapshots[0])[2], 0);
  assert.deepEqual(countsDuring(drop, timeline.snapshots[1]), timeline.snapshots[1]);
  assert.deepEqual(timeline.snapshots[0], START, 'countsDuring works on a copy');
});
