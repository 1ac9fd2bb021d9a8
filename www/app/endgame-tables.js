/**
 * The Oware endgame tables (every board of up to 12 seeds, solved), built
 * once per page by www/tables-worker.js when the first search is asked for,
 * then handed as bytes to every search worker. One build serves every board
 * on the page. Until the tables are ready, searches simply go without.
 */

const SEEDS = 12;

let worker = null;
let bytes = null;
const listeners = new Set();
const status = { state: 'idle', seeds: SEEDS, layer: -1, ms: null, bytes: 0, error: null, inUse: 0 };

/** Starts the build, once; later calls do nothing. */
export function buildEndgameTables() {
  if (worker || bytes || status.state === 'failed') return;
  status.state = 'building';
  worker = new Worker(new URL('../tables-worker.js', import.meta.url), { type: 'module' });
  worker.addEventListener('message', ({ data }) => {
    if ('layer' in data) {
      status.layer = data.layer;
      return;
    }
    worker.terminate();
    worker = null;
    if ('error' in data) {
      Object.assign(status, { state: 'failed', error: data.error });
      return;
    }
    bytes = data.bytes;
    Object.assign(status, { state: 'ready', ms: Math.round(data.ms), bytes: bytes.byteLength });
    for (const listener of listeners) listener(bytes);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    Object.assign(status, { state: 'failed', error: event.message || 'the worker failed to start' });
  });
  worker.postMessage({ seeds: SEEDS });
}

/**
 * Calls `listener(bytes)` with the tables: now if they are ready, else when
 * they are. Returns a function that cancels the call. The bytes are shared:
 * post copies of them, never transfer them.
 */
export function onEndgameTables(listener) {
  if (bytes) {
    listener(bytes);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A search worker took the tables: its searches use up to `seeds` seeds. */
export function endgameTablesTaken(seeds) {
  status.inUse = seeds;
}

/** A search worker could not read the tables: it searches without them. */
export function endgameTablesRefused(error) {
  Object.assign(status, { state: 'failed', error: `the tables were refused: ${error}` });
}

/** Where the build is, for tests and the curious: a copy. */
export function endgameTablesStatus() {
  return { ...status };
}
