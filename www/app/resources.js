// @ts-check
/**
 * Where the page's own files come from. On a web server they sit next to
 * this module, found by relative URLs, so the site works under any
 * sub-path. The single-file build (scripts/single-file.mjs) swaps this
 * module for scripts/single-file/resources.js, which serves the same things
 * from inside dist/mancala.html.
 */

/**
 * Starts one of the page's workers: 'worker.js' (the searches) or
 * 'tables-worker.js' (the endgame tables).
 * @param {'worker.js' | 'tables-worker.js'} file
 */
export function startWorker(file) {
  return new Worker(new URL(`../${file}`, import.meta.url), { type: 'module' });
}

/**
 * What a worker hands the wasm bindings' `init`: nothing here, so they fetch
 * the .wasm file that sits next to them.
 * @returns {string | undefined}
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
