// @ts-check
/**
 * What the learner has done: the steps of each lesson passed, kept through
 * storage.js so that it survives a reload. Steps are numbered from 1; a
 * lesson is done when all its steps are.
 */

import { readLearnProgress, writeLearnProgress } from '../game/storage.js';

/** @typedef {import('./catalogue.js').AnyLesson} Lesson */

/**
 * The progress kept on this device. `problem` says why what was stored
 * could not be read (see storage.js), if it could not, and `newer` the
 * version of a newer page's progress, left as it is; `saveFailed` is told
 * the reason when a step cannot be kept.
 * @param {(reason: string) => void} saveFailed
 */
export function createProgress(saveFailed) {
  const { steps: stored, problem, newer } = readLearnProgress();
  /** @type {Map<string, Set<number>>} */
  const done = new Map(Object.entries(stored).map(([id, list]) => [id, new Set(list)]));

  /** The numbers of the steps of `lesson` done. */
  const stepsDone = (/** @type {Lesson} */ lesson) =>
    lesson.steps.map((_, index) => index + 1).filter((n) => done.get(lesson.id)?.has(n));

  return {
    problem,
    newer,

    /** How many steps of `lesson` are done. */
    count: (/** @type {Lesson} */ lesson) => stepsDone(lesson).length,

    /** Whether every step of `lesson` is done. */
    complete: (/** @type {Lesson} */ lesson) => stepsDone(lesson).length === lesson.steps.length,

    /** The first step (from 0) of `lesson` not done yet, or 0 if all are. */
    firstOpen(/** @type {Lesson} */ lesson) {
      const open = lesson.steps.findIndex((_, index) => !done.get(lesson.id)?.has(index + 1));
      return open < 0 ? 0 : open;
    },

    /**
     * Marks step `index` (from 0) of `lesson` done and keeps it.
     * @param {Lesson} lesson
     * @param {number} index
     */
    pass(lesson, index) {
      const steps = done.get(lesson.id) ?? new Set();
      if (steps.has(index + 1)) return;
      steps.add(index + 1);
      done.set(lesson.id, steps);
      const kept = Object.fromEntries([...done].map(([id, set]) => [id, [...set].sort((x, y) => x - y)]));
      const error = writeLearnProgress(kept);
      if (error) saveFailed(error);
    },
  };
}
