// @ts-check
/**
 * Where the page's and the embedded boards' own files come from. On a web
 * server they sit next to this module, found by relative URLs, so the site
 * works under any sub-path (or where a host page says, setPackageUrl). The single-file build (scripts/single-file.mjs) swaps this
 * module for scripts/single-file/resources.js, which serves the same things
 * from inside dist/mancala.html.
 */

import { sendEngine } from './engine-handover.js';

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

/** @type {Promise<WebAssembly.Module> | null} */
let engine = null;

/**
 * Hands the workers the full wasm module the page compiled for itself
 * (index.html starts that early), rather than compiling it again.
 * @param {Promise<WebAssembly.Module>} module
 */
export function shareEngine(module) {
  engine = module;
}

/** The full wasm module (rules and engine), compiled once per page for every worker. */
function engineModule() {
  engine ??= WebAssembly.compileStreaming(
    fetch(
      packageUrl ? new URL('pkg/mancala_wasm_bg.wasm', packageUrl) : new URL('../../pkg/mancala_wasm_bg.wasm', import.meta.url),
    ),
  );
  return engine;
}

/**
 * Starts one of the page's workers, 'worker.js' (the searches) or
 * 'tables-worker.js' (the endgame tables), and posts it the engine.
 * @param {keyof WORKERS} file
 */
export function startWorker(file) {
  const worker = WORKERS[file]();
  sendEngine(worker, engineModule());
  return worker;
}

/** The rules-only wasm module of embedded boards (www/embed/rules.js). */
export function rulesUrl() {
  return packageUrl
    ? new URL('pkg-rules/mancala_wasm_bg.wasm', packageUrl)
    : new URL('../../pkg-rules/mancala_wasm_bg.wasm', import.meta.url);
}

/**
 * The service worker's script, at the root of the site (its scope is the
 * whole site), or null where the page has none.
 * @returns {URL | null}
 */
export function serviceWorkerUrl() {
  return new URL('../../sw.js', import.meta.url);
}
