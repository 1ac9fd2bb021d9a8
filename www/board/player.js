/**
 * Plays a timeline (see timeline.js) against the clock: `update(now)` is
 * called once per animation frame and returns what to draw. The player can
 * pause, step a lap forwards or backwards (between segment boundaries), and
 * skip to the end. It never changes a count the timeline did not.
 */

import { countsDuring } from './timeline.js';

/** Speed factors: how many timeline milliseconds pass per real one. */
export const SPEEDS = Object.freeze({ slow: 0.5, normal: 1, fast: 2.6, instant: Infinity });

/** Longest frame the clock believes, so a stalled tab does not jump. */
const MAX_FRAME_MS = 100;

/**
 * A player for `timeline`. `onLap({lap, laps})` is called when a lap starts
 * (also when instant speed passes over it), `onStep(step, at)` when a step
 * starts (`at` 'start') and when it ends ('end') as the clock plays on (not
 * when stepping back); `stepBack` starts paused one lap before the end
 * instead of at the beginning.
 */
export function createPlayer(timeline, { speed, stepBack = false, onLap, onStep }) {
  const { steps, snapshots, segments, laps } = timeline;
  const end = steps.length;
  let factor = SPEEDS[speed] ?? 1;
  let index = 0;
  let elapsed = 0;
  let target = end;
  let paused = false;
  let lastFrame = null;
  let lap = 0;

  const boundaryBefore = (i, inclusive) =>
    segments.reduce((best, s) => ((inclusive ? s <= i : s < i) ? Math.max(best, s) : best), 0);
  const boundaryAfter = (i) => segments.find((s) => s > i) ?? end;

  function enter(i) {
    if (i > 0) onStep?.(steps[i - 1], 'end');
    if (i < end) onStep?.(steps[i], 'start');
    index = i;
    const segment = segments.indexOf(i);
    if (segment >= 0 && segment < laps) {
      lap = segment + 1;
      onLap?.({ lap, laps });
    }
  }

  function advance(dt) {
    if (factor === Infinity) {
      while (index < target) enter(index + 1);
      elapsed = 0;
      return;
    }
    elapsed += dt * factor;
    while (index < target && elapsed >= steps[index].duration) {
      elapsed -= steps[index].duration;
      enter(index + 1);
    }
    if (index >= target) elapsed = 0;
  }

  /** The lap shown: the one the current step belongs to. */
  function shownLap() {
    if (index >= end) return laps;
    return steps[index].lap ?? (index > 0 ? laps : 0);
  }

  function view() {
    const step = steps[index];
    const moving = step && index < target && (elapsed > 0 || !paused);
    if (!moving) {
      return { counts: snapshots[index], step: null, t: 0, lap: shownLap(), laps };
    }
    const t = Math.min(1, elapsed / step.duration);
    return { counts: countsDuring(step, snapshots[index]), step, t, lap: shownLap(), laps };
  }

  if (stepBack) {
    index = boundaryBefore(end, false);
    target = index;
    lap = shownLap();
  } else {
    enter(0);
  }

  return {
    /** Moves the clock to `now` (ms) and returns what to draw. */
    update(now) {
      const dt = lastFrame === null ? 0 : Math.max(0, Math.min(MAX_FRAME_MS, now - lastFrame));
      lastFrame = now;
      if (!paused) advance(dt);
      return view();
    },
    /** Whether frames are needed: playing and not at the stopping point. */
    get running() {
      return !paused && index < target;
    },
    get done() {
      return index >= end;
    },
    get state() {
      if (index >= end) return 'done';
      return this.running ? 'playing' : 'paused';
    },
    get lap() {
      return { lap: shownLap(), laps };
    },
    setSpeed(name) {
      factor = SPEEDS[name] ?? 1;
    },
    /** Plays on to the end (resuming after a pause or a lap step). */
    play() {
      paused = false;
      target = end;
      lastFrame = null;
    },
    pause() {
      paused = true;
    },
    /** Plays to the end of the current lap (+1) or jumps to its start (−1). */
    step(direction) {
      paused = false;
      lastFrame = null;
      if (direction > 0) {
        target = boundaryAfter(index);
        return;
      }
      const atBoundary = elapsed === 0 && segments.includes(index);
      index = boundaryBefore(index, !atBoundary);
      elapsed = 0;
      target = index;
    },
    /** Jumps to the end, announcing any lap not yet started. */
    skip() {
      paused = false;
      target = end;
      while (index < end) enter(index + 1);
      elapsed = 0;
    },
  };
}
