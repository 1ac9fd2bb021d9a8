// @ts-check
/**
 * Where the page's and the embedded boards' own files come from. On a web
 * server they sit next to this module, found by relative URLs, so the site
 * works under any sub-path (or where a host page says, package-url.js). The single-file build (scripts/single-file.mjs) swaps this
 * module for scripts/single-file/resources.js, which serves the same things
 * from inside dist/mancala.html.
 */

import { sendEngine } from './engine-handover.js';
import { hostPackageUrl } from './package-url.js';
import { onceUntilFailure } from '../game/once.js';

/**
 * The page's workers, each started from a URL written out in full, the form
 * bundlers recognise (and the build bundles each worker into one file), or
 * from the folder a host named (package-url.js). The URLs go up a folder
 * and back into engine/ so that they also hold from www/bundle/, where the
 * build puts the page's modules bundled into one.
 */
const WORKERS = {
  'worker.js': (/** @type {URL | null} */ host) =>
    host
      ? new Worker(new URL('www/engine/worker.js', host), { type: 'module' })
      : new Worker(new URL('../engine/worker.js', import.meta.url), { type: 'module' }),
  'tables-worker.js': (/** @type {URL | null} */ host) =>
    host
      ? new Worker(new URL('www/engine/tables-worker.js', host), { type: 'module' })
      : new Worker(new URL('../engine/tables-worker.js', import.meta.url), { type: 'module' }),
};

/**
 * The full wasm module (rules, engine and matches), fetched and compiled
 * when first needed (a worker starts, a match is played), once per page:
 * the page's own module has the rules alone. A failed fetch is tried again
 * the next time.
 * @type {() => Promise<WebAssembly.Module>}
 */
export const engineModule = onceUntilFailure(() => {
  const host = hostPackageUrl();
  return WebAssembly.compileStreaming(
    fetch(host ? new URL('pkg/mancala_wasm_bg.wasm', host) : new URL('../../pkg/mancala_wasm_bg.wasm', import.meta.url)),
  );
});

/**
 * Starts one of the page's workers, 'worker.js' (the searches) or
 * 'tables-worker.js' (the endgame tables), and posts it the engine.
 * @param {keyof WORKERS} file
 */
export function startWorker(file) {
  const worker = WORKERS[file](hostPackageUrl());
  sendEngine(worker, engineModule());
  return worker;
}

/**
 * The service worker's script, at the root of the site (its scope is the
 * whole site), or null where the page has none. The game page's alone: the
 * element's package has none, so bundlers are told not to look for it.
 * @returns {URL | null}
 */
export function serviceWorkerUrl() {
  return new URL(/* webpackIgnore: true */ /* @vite-ignore */ '../../sw.js', import.meta.url);
}

/**
 * The opening books, by game: books/ at the site's root (scripts/build-web.sh
 * copies it there) or the package's. Each URL is written out in full, so
 * that bundlers emit the file.
 * @type {Record<string, (host: URL | null) => URL>}
 */
const BOOKS = {
  oware: (host) => (host ? new URL('books/oware.book', host) : new URL('../../books/oware.book', import.meta.url)),
};

/**
 * Where the opening book of `variant` ('oware') is, or null for a game
 * without one.
 * @param {string} variant
 * @returns {URL | null}
 */
export function openingBookUrl(variant) {
  return Object.hasOwn(BOOKS, variant) ? BOOKS[variant](hostPackageUrl()) : null;
}
