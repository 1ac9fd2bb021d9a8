/**
 * The endgame tables (every board of up to 12 seeds, solved), one set per
 * game, each built once per page by www/engine/tables-worker.js when the first
 * search of that game is asked for, then handed as bytes to every search
 * worker. One build serves every board on the page. Until a game's tables
 * are ready, its searches simply go without. The endgame trainer may ask
 * for fewer seeds first (a level of 4 seeds needs a fraction of a second,
 * 12 seeds several): a larger build asked for later replaces it when done.
 */

import { startWorker, workerFailure } from './resources.js';

const SEEDS = 12;

/**
 * @typedef {object} TablesStatus
 * @property {'idle' | 'building' | 'ready' | 'failed'} state
 * @property {number} seeds the most seeds the tables cover once built (the build running, or the last)
 * @property {number} layer the last layer built
 * @property {number | null} ms how long the build took
 * @property {number} bytes
 * @property {string | null} error
 * @property {number} inUse the most seeds a search worker uses them for
 */

/**
 * @typedef {object} Build
 * @property {Worker | null} worker
 * @property {ArrayBuffer | null} bytes
 * @property {number} built the most seeds `bytes` cover (-1 before any)
 * @property {number} wanted the most seeds asked for
 * @property {TablesStatus} status
 */

/** @typedef {(variant: string, bytes: ArrayBuffer) => void} TablesListener */

/**
 * Per game key ('oware', 'ayoayo'), from the first time a search of it
 * asks for tables: the build's worker, its bytes when done, and its
 * status. (Keyed by what is asked, so that this module needs no wasm
 * module's `Variant` enum: an embedded board loads none but the rules.)
 */
/** @type {Record<string, Build>} */
const builds = {};
/** @type {Set<TablesListener>} */
const listeners = new Set();

/** @param {string} variant */
function buildOf(variant) {
  builds[variant] ??= {
    worker: null,
    bytes: null,
    built: -1,
    wanted: -1,
    status: { state: 'idle', seeds: SEEDS, layer: -1, ms: null, bytes: 0, error: null, inUse: 0 },
  };
  return builds[variant];
}

/**
 * Starts building `variant`'s tables of up to `seeds` seeds (12 unless
 * told), once: a call asking for no more than is built or being built does
 * nothing, and one asking for more while a build runs is taken up when it
 * ends.
 * @param {string} variant
 * @param {number} [seeds]
 */
export function buildEndgameTables(variant, seeds = SEEDS) {
  const build = buildOf(variant);
  build.wanted = Math.max(build.wanted, seeds);
  if (build.worker || build.built >= build.wanted || build.status.state === 'failed') return;
  const { status } = build;
  const building = build.wanted;
  Object.assign(status, { state: 'building', seeds: building, layer: -1 });
  const fail = (/** @type {string} */ error) => {
    build.worker?.terminate();
    build.worker = null;
    Object.assign(status, { state: 'failed', error });
  };
  let worker;
  try {
    worker = startWorker('tables-worker.js');
  } catch (error) {
    // Refused at once: the searches go without.
    fail(error instanceof Error ? error.message : String(error));
    return;
  }
  build.worker = worker;
  worker.addEventListener('message', ({ data }) => {
    if ('layer' in data) {
      status.layer = data.layer;
      return;
    }
    if ('error' in data) {
      fail(data.error);
      return;
    }
    worker.terminate();
    build.worker = null;
    /** @type {ArrayBuffer} */
    const bytes = data.bytes;
    build.bytes = bytes;
    build.built = building;
    Object.assign(status, { state: 'ready', ms: Math.round(data.ms), bytes: bytes.byteLength });
    for (const listener of listeners) listener(variant, bytes);
    // More seeds were asked for meanwhile.
    buildEndgameTables(variant, build.wanted);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(workerFailure(worker, event));
  });
  worker.postMessage({ variant, seeds: building });
}

/**
 * Calls `listener(variant, bytes)` with every game's tables: now for those
 * ready, later for the others. Returns a function that stops the calls.
 * The bytes are shared: post copies of them, never transfer them.
 * @param {TablesListener} listener
 */
export function onEndgameTables(listener) {
  for (const [variant, build] of Object.entries(builds)) {
    if (build.bytes) listener(variant, build.bytes);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A search worker took `variant`'s tables: its searches use up to `seeds` seeds.
 * @param {string} variant
 * @param {number} seeds
 */
export function endgameTablesTaken(variant, seeds) {
  if (builds[variant]) builds[variant].status.inUse = seeds;
}

/**
 * A search worker could not read `variant`'s tables: it searches without them.
 * @param {string} variant
 * @param {string} error
 */
export function endgameTablesRefused(variant, error) {
  if (builds[variant]) Object.assign(builds[variant].status, { state: 'failed', error: `the tables were refused: ${error}` });
}

/**
 * The most seeds `variant`'s tables ready now cover: -1 before any are.
 * @param {string} variant
 */
export function endgameTablesBuilt(variant) {
  return builds[variant]?.built ?? -1;
}

/** Where the build of each game asked for so far is, for tests and the curious: a copy. */
export function endgameTablesStatus() {
  return Object.fromEntries(Object.entries(builds).map(([variant, build]) => [variant, { ...build.status }]));
}
