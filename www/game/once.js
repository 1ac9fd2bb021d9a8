// @ts-check

/**
 * `start(...args)` run once, its promise kept for every later call; a
 * promise that fails is let go, so that the next call starts again (a
 * download that failed offline is tried again once online).
 * @template {unknown[]} A
 * @template T
 * @param {(...args: A) => Promise<T>} start
 * @returns {(...args: A) => Promise<T>}
 */
export function onceUntilFailure(start) {
  /** @type {Promise<T> | null} */
  let started = null;
  return (...args) =>
    (started ??= start(...args).catch((error) => {
      started = null;
      throw error;
    }));
}
