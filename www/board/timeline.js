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
 *   game is over).
 *
 * Steps are grouped in segments: one per lap, then one for what follows the
 * sowing (captures, announcements, the end of the game). Stepping lap by lap
 * moves between segment boundaries.
 */

import { t } from '../i18n/i18n.js';
import { SLOTS, ownerOf, storeOf } from './layout.js';

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

const SIDE_INDEX = { south: 0, north: 1 };


/** The pits a hand passes from `from` (exclusive) to `to` (inclusive). */
function walk(from, to) {
  const path = [];
  let pit = from;
  do {
    pit = (pit + 1) % 12;
    path.push(pit);
  } while (pit !== to && path.length <= 12);
  return path;
}

function lapSteps(lap, number, laps) {
  const steps = [];
  if (number > 1) steps.push({ type: 'relay', slot: lap.origin, lap: number, laps });
  steps.push({ type: 'lift', slot: lap.origin, seeds: lap.seeds, lap: number, laps });
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
    });
    at = pit;
  });
  return steps;
}

function sweepStep(counts, swept) {
  const flights = [];
  for (let pit = 0; pit < 12; pit++) {
    const side = ownerOf(pit);
    if (swept[side] > 0 && counts[pit] > 0) {
      flights.push({ from: pit, to: storeOf(side), seeds: counts[pit] });
    }
  }
  return flights.length ? { type: 'sweep', flights } : null;
}

/** Applies the start of `step` to `counts` (seeds leaving). */
function applyStart(step, counts) {
  if (step.type === 'lift') counts[step.slot] -= step.seeds;
  if (step.type === 'capture') counts[step.from] -= step.seeds;
  if (step.type === 'sweep') for (const f of step.flights) counts[f.from] -= f.seeds;
}

/** Applies the end of `step` to `counts` (seeds arriving). */
function applyEnd(step, counts) {
  if (step.type === 'drop') counts[step.slot] += 1;
  if (step.type === 'capture') counts[step.to] += step.seeds;
  if (step.type === 'sweep') for (const f of step.flights) counts[f.to] += f.seeds;
}

/** `counts` after the start of `step` (what is shown while it runs). */
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
 */
export function buildTimeline(trace, before) {
  if (before.length !== SLOTS) throw new Error(`expected ${SLOTS} counts, got ${before.length}`);
  const laps = trace.laps.length;
  /** @type {any[]} the steps, each given its `duration` below */
  const steps = [];
  const segments = [];
  trace.laps.forEach((lap, i) => {
    segments.push(steps.length);
    steps.push(...lapSteps(lap, i + 1, laps));
  });

  const finish = [];
  const store = storeOf(SIDE_INDEX[trace.mover]);
  for (const capture of trace.captures) {
    finish.push({ type: 'capture', from: capture.pit, to: store, seeds: capture.seeds });
  }
  if (trace.grandSlam === 'forfeited') {
    finish.push({ type: 'announce', text: 'Grand slam: nothing is captured' });
  } else if (trace.grandSlam === 'captured') {
    finish.push({ type: 'announce', text: 'Grand slam wins the game' });
  }

  const snapshots = [];
  const counts = before.slice();
  const run = (step) => {
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
      const announce = { type: 'announce', text: t(`board.end.${trace.end.reason}`), end: true };
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

  const nominal = (step) => (step.type === 'drop' ? DURATION.hop * (step.path.length - 1) : DURATION[step.type]);
  const total = steps.reduce((sum, step) => sum + nominal(step), 0);
  const scale = Math.min(1, LONGEST_MOVE_MS / total);
  for (const step of steps) step.duration = nominal(step) * scale;
  return { steps, snapshots, segments, laps };
}
