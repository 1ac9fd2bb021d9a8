/**
 * Turns a sowing trace (as the wasm module returns it) into the steps the
 * board shows, and the counts before every step. Nothing here knows a rule:
 * every seed that moves is one the trace lists.
 *
 * Steps, at normal speed:
 * - `lift`: the hand takes every seed of `slot` (`seeds` of them);
 * - `drop`: the hand, holding `held` seeds, travels along `path` (passing
 *   over any `skipped` pit, such as the lap's own origin on a 12+ seed lap)
 *   and drops one seed into the last slot of the path;
 * - `relay`: a pause at the pit where the next lap starts;
 * - `capture` and `sweep`: seeds fly from pits to a store;
 * - `announce`: a line of text, such as a forfeited grand slam (`end`: the
 *   game is over): `key`, the key of the board's texts (see state.js's
 *   Texts) to show, or else `text` as it is.
 *
 * Steps are grouped in segments: one per lap, then one for what follows the
 * sowing (captures, announcements, the end of the game). Stepping lap by lap
 * moves between segment boundaries.
 *
 * Nothing here draws or says anything: it runs in node too
 * (tests/board/timeline.test.mjs).
 */

import { SLOTS, ownerOf, storeOf } from './layout.js';

/** @typedef {import('./state.js').Side} Side */

/**
 * A sowing trace, as the wasm module's `TraceObject` (the fields read here).
 * @typedef {object} Trace
 * @property {Side} mover
 * @property {{origin: number, seeds: number, sown: number[]}[]} laps
 * @property {{pit: number, seeds: number}[]} captures
 * @property {string} grandSlam 'none', 'forfeited' or 'captured'
 * @property {{reason: string, swept: [number, number] | number[]} | null} end `swept`: South's, then North's
 */

/**
 * @typedef {{from: number, to: number, seeds: number}} Flight
 * @typedef {{type: 'lift', slot: number, seeds: number, lap: number, laps: number, duration: number}} LiftStep
 * @typedef {{type: 'drop', slot: number, path: number[], skipped: number[], held: number, lap: number, laps: number, duration: number}} DropStep
 * @typedef {{type: 'relay', slot: number, lap: number, laps: number, duration: number}} RelayStep
 * @typedef {{type: 'capture', duration: number} & Flight} CaptureStep
 * @typedef {{type: 'sweep', flights: Flight[], duration: number}} SweepStep
 * @typedef {{type: 'announce', key?: string, text?: string, end?: boolean, duration: number}} AnnounceStep
 * @typedef {LiftStep | DropStep | RelayStep | CaptureStep | SweepStep | AnnounceStep} Step
 */

/**
 * @typedef {object} Timeline
 * @property {Step[]} steps
 * @property {number[][]} snapshots the counts before each step, then after the last
 * @property {number[]} segments where each segment starts, then `steps.length`
 * @property {number} laps
 */

/** Durations in milliseconds at normal speed. */
const DURATION = {
  lift: 260,
  hop: 130,
  relay: 380,
  capture: 600,
  announce: 1300,
  sweep: 850,
};

/**
 * The longest a move takes at normal speed: a long relay plays faster, so
 * that every seed is still shown without a wait of minutes.
 */
const LONGEST_MOVE_MS = 10000;


/**
 * The pits a hand passes from `from` (exclusive) to `to` (inclusive).
 * @param {number} from
 * @param {number} to
 */
function walk(from, to) {
  /** @type {number[]} */
  const path = [];
  let pit = from;
  do {
    pit = (pit + 1) % 12;
    path.push(pit);
  } while (pit !== to && path.length <= 12);
  return path;
}

/**
 * The steps of lap `number` of `laps`.
 * @param {Trace['laps'][number]} lap
 * @param {number} number
 * @param {number} laps
 */
function lapSteps(lap, number, laps) {
  /** @type {Step[]} */
  const steps = [];
  if (number > 1) steps.push({ type: 'relay', slot: lap.origin, lap: number, laps, duration: 0 });
  steps.push({ type: 'lift', slot: lap.origin, seeds: lap.seeds, lap: number, laps, duration: 0 });
  let at = lap.origin;
  lap.sown.forEach((pit, i) => {
    const path = walk(at, pit);
    steps.push({
      type: 'drop',
      slot: pit,
      path: [at, ...path],
      skipped: path.slice(0, -1),
      held: lap.seeds - i,
      lap: number,
      laps,
      duration: 0,
    });
    at = pit;
  });
  return steps;
}

/**
 * The seeds each side sweeps into its store at the game's end (`swept`:
 * how many South took, then North), or null.
 * @param {number[]} counts
 * @param {number[]} swept
 * @returns {SweepStep | null}
 */
function sweepStep(counts, swept) {
  /** @type {Flight[]} */
  const flights = [];
  for (let pit = 0; pit < 12; pit++) {
    const side = ownerOf(pit);
    if (swept[side === 'south' ? 0 : 1] > 0 && counts[pit] > 0) {
      flights.push({ from: pit, to: storeOf(side), seeds: counts[pit] });
    }
  }
  return flights.length ? { type: 'sweep', flights, duration: 0 } : null;
}

/**
 * Applies the start of `step` to `counts` (seeds leaving).
 * @param {Step} step
 * @param {number[]} counts
 */
function applyStart(step, counts) {
  if (step.type === 'lift') counts[step.slot] -= step.seeds;
  if (step.type === 'capture') counts[step.from] -= step.seeds;
  if (step.type === 'sweep') for (const f of step.flights) counts[f.from] -= f.seeds;
}

/**
 * Applies the end of `step` to `counts` (seeds arriving).
 * @param {Step} step
 * @param {number[]} counts
 */
function applyEnd(step, counts) {
  if (step.type === 'drop') counts[step.slot] += 1;
  if (step.type === 'capture') counts[step.to] += step.seeds;
  if (step.type === 'sweep') for (const f of step.flights) counts[f.to] += f.seeds;
}

/**
 * `counts` after the start of `step` (what is shown while it runs).
 * @param {Step} step
 * @param {number[]} counts
 */
export function countsDuring(step, counts) {
  const during = counts.slice();
  applyStart(step, during);
  return during;
}

/**
 * The timeline of `trace` starting from `before` (14 counts: pits, then
 * South's store, then North's). Returns `{steps, snapshots, segments, laps}`:
 * `snapshots[i]` are the counts before step i (and `snapshots[steps.length]`
 * after the last), `segments` the step index where each segment starts,
 * followed by `steps.length`.
 * @param {Trace} trace
 * @param {number[]} before
 * @returns {Timeline}
 */
export function buildTimeline(trace, before) {
  if (before.length !== SLOTS) throw new Error(`expected ${SLOTS} counts, got ${before.length}`);
  const laps = trace.laps.length;
  /** @type {Step[]} the steps, each given its `duration` below */
  const steps = [];
  /** @type {number[]} */
  const segments = [];
  trace.laps.forEach((lap, i) => {
    segments.push(steps.length);
    steps.push(...lapSteps(lap, i + 1, laps));
  });

  /** @type {Step[]} */
  const finish = [];
  const store = storeOf(trace.mover);
  for (const capture of trace.captures) {
    finish.push({ type: 'capture', from: capture.pit, to: store, seeds: capture.seeds, duration: 0 });
  }
  if (trace.grandSlam === 'forfeited') {
    finish.push({ type: 'announce', text: 'Grand slam: nothing is captured', duration: 0 });
  } else if (trace.grandSlam === 'captured') {
    finish.push({ type: 'announce', text: 'Grand slam wins the game', duration: 0 });
  }

  /** @type {number[][]} */
  const snapshots = [];
  const counts = before.slice();
  const run = (/** @type {Step} */ step) => {
    snapshots.push(counts.slice());
    applyStart(step, counts);
    applyEnd(step, counts);
  };
  steps.forEach(run);
  if (trace.end || finish.length) {
    segments.push(steps.length);
    for (const step of finish) {
      steps.push(step);
      run(step);
    }
    if (trace.end) {
      /** @type {AnnounceStep} */
      const announce = { type: 'announce', key: `board.end.${trace.end.reason}`, end: true, duration: 0 };
      steps.push(announce);
      run(announce);
      const sweep = sweepStep(counts, trace.end.swept);
      if (sweep) {
        steps.push(sweep);
        run(sweep);
      }
    }
  }
  snapshots.push(counts.slice());
  segments.push(steps.length);

  const nominal = (/** @type {Step} */ step) => (step.type === 'drop' ? DURATION.hop * (step.path.length - 1) : DURATION[step.type]);
  const total = steps.reduce((sum, step) => sum + nominal(step), 0);
  const scale = Math.min(1, LONGEST_MOVE_MS / total);
  for (const step of steps) step.duration = nominal(step) * scale;
  return { steps, snapshots, segments, laps };
}
