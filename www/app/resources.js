// @ts-check
/**
 * Where the page's own files come from. On a web server they sit next to
 * this module, found by relative URLs, so the site works under any
 * sub-path. The single-file build (scripts/single-file.mjs) swaps this
 * module for scripts/single-file/resources.js, which serves the same things
 * from inside dist/mancala.html.
 */

/**
 * The page's workers, each started from a URL written out in full, the form
 * bundlers recognise (and the build bundles each worker into one file).
 */
const WORKERS = {
  'worker.js': () => new Worker(new URL('../worker.js', import.meta.url), { type: 'module' }),
  'tables-worker.js': () => new Worker(new URL('../tables-worker.js', import.meta.url), { type: 'module' }),
};

/**
 * Starts one of the page's workers: 'worker.js' (the searches) or
 * 'tables-worker.js' (the endgame tables).
 * @param {keyof WORKERS} file
 */
export function startWorker(file) {
  return WORKERS[file]();
}

/**
 * What a worker hands the wasm bindings' `init`: nothing here, so the worker
 * names its .wasm file relative to itself (a worker and its bundle both sit
 * in www/, so the one URL serves both).
 * @returns {undefined}
 */
export function engineForWorker() {
  return undefined;
}

/**
 * The service worker's script, at the root of the site (its scope is the
 * whole site), or null where the page has none.
 * @returns {URL | null}
 */
export function serviceWorkerUrl() {
  return new URL('../../sw.js', import.meta.url);
}
