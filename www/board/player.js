/**
 * Plays a timeline (see timeline.js) against the clock: `update(now)` is
 * called once per animation frame and returns what to draw. The player can
 * pause, step a lap forwards or backwards (between segment boundaries), and
 * skip to the end. It never changes a count the timeline did not.
 */

import { countsDuring } from './timeline.js';

/**
 * @typedef {import('./timeline.js').Timeline} Timeline
 * @typedef {import('./timeline.js').Step} Step
 */

/**
 * What to draw now: the counts shown, the step running (null between
 * steps) and how far it is (`t`, 0–1), the lap shown of `laps`.
 * @typedef {{counts: number[], step: Step | null, t: number, lap: number, laps: number}} View
 */

/** Speed factors: how many timeline milliseconds pass per real one. */
export const SPEEDS = Object.freeze({ slow: 0.5, normal: 1, fast: 2.6, instant: Infinity });

/** @typedef {keyof typeof SPEEDS} Speed */

/** The factor of speed `name` (normal for a name not in SPEEDS). */
const factorOf = (/** @type {string} */ name) => (Object.hasOwn(SPEEDS, name) ? SPEEDS[/** @type {Speed} */ (name)] : 1);

/** Longest frame the clock believes, so a stalled tab does not jump. */
const MAX_FRAME_MS = 100;

/**
 * A player for `timeline`. `onLap({lap, laps})` is called when a lap starts
 * (also when instant speed passes over it), `onStep(step, at)` when a step
 * starts (`at` 'start') and when it ends ('end') as the clock plays on (not
 * when stepping back); `stepBack` starts paused one lap before the end
 * instead of at the beginning.
 * @param {Timeline} timeline
 * @param {object} options
 * @param {string} options.speed a key of SPEEDS
 * @param {boolean} [options.stepBack]
 * @param {(lap: {lap: number, laps: number}) => void} [options.onLap]
 * @param {(step: Step, at: 'start' | 'end') => void} [options.onStep]
 */
export function createPlayer(timeline, { speed, stepBack = false, onLap, onStep }) {
  const { steps, snapshots, segments, laps } = timeline;
  const end = steps.length;
  let factor = factorOf(speed);
  let index = 0;
  let elapsed = 0;
  let target = end;
  let paused = false;
  /** @type {number | null} */
  let lastFrame = null;
  let lap = 0;

  const boundaryBefore = (/** @type {number} */ i, /** @type {boolean} */ inclusive) =>
    segments.reduce((best, s) => ((inclusive ? s <= i : s < i) ? Math.max(best, s) : best), 0);
  const boundaryAfter = (/** @type {number} */ i) => segments.find((s) => s > i) ?? end;

  /** @param {number} i */
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

  /** @param {number} dt */
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
    const step = steps[index];
    return 'lap' in step ? step.lap : index > 0 ? laps : 0;
  }

  /** @returns {View} */
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
    /**
     * Moves the clock to `now` (ms) and returns what to draw.
     * @param {number} now
     */
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
    /** @returns {'done' | 'playing' | 'paused'} */
    get state() {
      if (index >= end) return 'done';
      return !paused && index < target ? 'playing' : 'paused';
    },
    get lap() {
      return { lap: shownLap(), laps };
    },
    /** @param {string} name a key of SPEEDS */
    setSpeed(name) {
      factor = factorOf(name);
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
    /**
     * Plays to the end of the current lap (+1) or jumps to its start (−1).
     * @param {number} direction
     */
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
