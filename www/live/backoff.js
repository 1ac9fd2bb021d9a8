// @ts-check
/**
 * How long a live game's page waits before it opens its socket again
 * (docs/live-protocol.md, "Reconnecting"): 0.5 s after the first failure,
 * doubling to at most 10 s, each wait shortened by up to a quarter at
 * random, so that the pages of a server that restarts do not all come back
 * in the same instant.
 */

const FIRST_MS = 500;
const MOST_MS = 10_000;

/**
 * The wait before attempt `attempt` (0 for the first after a loss).
 * @param {number} attempt
 * @param {() => number} [random] a number in [0, 1)
 */
export function reconnectDelay(attempt, random = Math.random) {
  const full = Math.min(MOST_MS, FIRST_MS * 2 ** Math.min(attempt, 20));
  return Math.round(full * (1 - 0.25 * random()));
}
