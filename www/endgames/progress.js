// @ts-check
/**
 * The endgames solved, per level ('oware-7': Oware's level of 7 seeds),
 * kept through storage.js. A position solved is added to what is stored
 * at that moment, so that two tabs solving different positions keep both.
 */

import { readEndgameProgress, writeEndgameProgress } from '../game/storage.js';

/**
 * The progress kept on this device. `problem` says why what was stored
 * could not be read, if it could not, and `newer` the version of a newer
 * page's progress, left as it is; `saveFailed` is told the reason when a
 * position solved cannot be kept.
 * @param {(reason: string) => void} saveFailed
 */
export function createEndgameProgress(saveFailed) {
  const { solved: stored, problem, newer } = readEndgameProgress();
  /** @type {Map<string, Set<number>>} */
  const solved = new Map(Object.entries(stored).map(([level, list]) => [level, new Set(list)]));

  return {
    problem,
    newer,

    /** Whether position `index` (from 0) of level `level` is solved. */
    isSolved: (/** @type {string} */ level, /** @type {number} */ index) => solved.get(level)?.has(index + 1) ?? false,

    /** How many positions of level `level` are solved. */
    count: (/** @type {string} */ level) => solved.get(level)?.size ?? 0,

    /**
     * Marks position `index` (from 0) of `level` solved and keeps it, with
     * whatever another tab kept meanwhile.
     * @param {string} level
     * @param {number} index
     */
    solve(level, index) {
      const add = (/** @type {string} */ key, /** @type {number[]} */ list) => {
        const numbers = solved.get(key) ?? new Set();
        for (const n of list) numbers.add(n);
        solved.set(key, numbers);
      };
      for (const [key, list] of Object.entries(readEndgameProgress().solved)) add(key, list);
      add(level, [index + 1]);
      const kept = Object.fromEntries([...solved].map(([key, set]) => [key, [...set].sort((x, y) => x - y)]));
      const error = writeEndgameProgress(kept);
      if (error) saveFailed(error);
    },
  };
}
