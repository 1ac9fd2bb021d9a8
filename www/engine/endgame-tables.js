/**
 * The endgame tables (every board of up to 12 seeds, solved), one set per
 * game, each built once per page by www/engine/tables-worker.js when the first
 * search of that game is asked for, then handed as bytes to every search
 * worker. One build serves every board on the page. Until a game's tables
 * are ready, its searches simply go without.
 */

import { startWorker, workerFailure } from './resources.js';

const SEEDS = 12;

/**
 * @typedef {object} TablesStatus
 * @property {'idle' | 'building' | 'ready' | 'failed'} state
 * @property {number} seeds the most seeds the tables cover
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
    status: { state: 'idle', seeds: SEEDS, layer: -1, ms: null, bytes: 0, error: null, inUse: 0 },
  };
  return builds[variant];
}

/**
 * Starts building `variant`'s tables, once; later calls do nothing.
 * @param {string} variant
 */
export function buildEndgameTables(variant) {
  const build = buildOf(variant);
  if (build.worker || build.bytes || build.status.state === 'failed') return;
  const { status } = build;
  status.state = 'building';
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
    Object.assign(status, { state: 'ready', ms: Math.round(data.ms), bytes: bytes.byteLength });
    for (const listener of listeners) listener(variant, bytes);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(workerFailure(worker, event));
  });
  worker.postMessage({ variant, seeds: SEEDS });
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

/** Where the build of each game asked for so far is, for tests and the curious: a copy. */
export function endgameTablesStatus() {
  return Object.fromEntries(Object.entries(builds).map(([variant, build]) => [variant, { ...build.status }]));
}
