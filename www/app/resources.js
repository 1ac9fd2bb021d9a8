// @ts-check
/**
 * Where the page's and the embedded boards' own files come from. On a web
 * server they sit next to this module, found by relative URLs, so the site
 * works under any sub-path (or where a host page says, setPackageUrl). The single-file build (scripts/single-file.mjs) swaps this
 * module for scripts/single-file/resources.js, which serves the same things
 * from inside dist/mancala.html.
 */

/**
 * Where a host serves this package's files, when it says so (setPackageUrl);
 * otherwise each file is found relative to this module.
 * @type {URL | null}
 */
let packageUrl = null;

/**
 * Names the URL of the folder that holds the element's files (`pkg-rules/`,
 * `pkg/`, `www/worker.js`, as the npm package lays them out), for a bundler
 * that leaves `new URL(…, import.meta.url)` as it is (esbuild). Call it in
 * the module that imports the element, before anything awaits: the rules'
 * download starts once that module has run.
 * @param {string | URL} url relative to the page, e.g. '/assets/mancala-board/'
 */
export function setPackageUrl(url) {
  packageUrl = new URL(url, document.baseURI);
}

/**
 * The page's workers, each started from a URL written out in full, the form
 * bundlers recognise (and the build bundles each worker into one file).
 */
const WORKERS = {
  'worker.js': () =>
    packageUrl
      ? new Worker(new URL('www/worker.js', packageUrl), { type: 'module' })
      : new Worker(new URL('../worker.js', import.meta.url), { type: 'module' }),
  'tables-worker.js': () =>
    packageUrl
      ? new Worker(new URL('www/tables-worker.js', packageUrl), { type: 'module' })
      : new Worker(new URL('../tables-worker.js', import.meta.url), { type: 'module' }),
};

/**
 * Starts one of the page's workers: 'worker.js' (the searches) or
 * 'tables-worker.js' (the endgame tables).
 * @param {keyof WORKERS} file
 */
export function startWorker(file) {
  return WORKERS[file]();
}

/** The rules-only wasm module of embedded boards (www/embed/rules.js). */
export function rulesUrl() {
  return packageUrl
    ? new URL('pkg-rules/mancala_wasm_bg.wasm', packageUrl)
    : new URL('../../pkg-rules/mancala_wasm_bg.wasm', import.meta.url);
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
