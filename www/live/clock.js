// @ts-check
/**
 * A live game's clocks, counted down on the page from the server's figures
 * (docs/live-protocol.md, "Clocks"): the server gives each side's time left
 * when it sent them and the side whose clock runs; the page takes the time
 * since it received them off that side's clock. The server's figure is the
 * truth: each message with clocks starts the count again.
 */

/** @typedef {'south' | 'north'} Side */
/** @typedef {{south: number, north: number}} Clocks */

/**
 * `side`'s time left at `now` (ms, the page's clock), never below zero.
 * @param {{clocks: Clocks, running: Side | null, at: number}} given the server's clocks and
 *   running side, received at `at`
 * @param {Side} side
 * @param {number} now
 */
export function timeLeft({ clocks, running, at }, side, now) {
  const left = clocks[side] - (running === side ? Math.max(0, now - at) : 0);
  return Math.max(0, left);
}

/**
 * `ms` as a clock shows it: `m:ss`, `h:mm:ss` from an hour, and under ten
 * seconds `s.t` with tenths (`0:07.4`). Counted down, a clock shows the
 * whole seconds begun, so that it reads 0 only when the time is out.
 * @param {number} ms
 */
export function formatClock(ms) {
  const left = Math.max(0, ms);
  const tenths = Math.ceil(left / 100);
  if (tenths < 100) return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  const seconds = Math.ceil(left / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * How long until the clock shown as `formatClock(ms)` changes: the page
 * redraws then rather than at every frame.
 * @param {number} ms
 */
export function untilNextTick(ms) {
  if (ms <= 0) return Infinity;
  const step = ms <= 10_000 ? 100 : 1000;
  return ms % step || step;
}
