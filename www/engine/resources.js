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
 * from a package folder (workersFolder). The URLs go up a folder and back
 * into engine/ so that they also hold from www/bundle/, where the build
 * puts the page's modules bundled into one.
 */
const WORKERS = {
  'worker.js': (/** @type {URL | null} */ folder) =>
    folder
      ? moduleWorker(new URL('www/engine/worker.js', folder))
      : new Worker(new URL('../engine/worker.js', import.meta.url), { type: 'module' }),
  'tables-worker.js': (/** @type {URL | null} */ folder) =>
    folder
      ? moduleWorker(new URL('www/engine/tables-worker.js', folder))
      : new Worker(new URL('../engine/tables-worker.js', import.meta.url), { type: 'module' }),
};

/**
 * The package folder to start the workers from, if not from WORKERS' own
 * URLs: the one a host named (package-url.js), or the package's own when
 * this module comes from another origin than the page's (the package
 * served as it is by a CDN; this module and the bundle sit two folders
 * down). Only a web address counts: webpack writes the build machine's
 * file: URL in `import.meta.url`.
 */
function workersFolder() {
  const here = new URL(import.meta.url);
  const foreign = here.protocol.startsWith('http') && here.origin !== self.origin;
  return hostPackageUrl() ?? (foreign ? new URL('../../', here) : null);
}

/**
 * The blob: URL that imports each worker of another origin, by its URL.
 * @type {Map<string, string>}
 */
const importers = new Map();
/**
 * The workers started from such a blob, each with its script's URL.
 * @type {WeakMap<Worker, string>}
 */
const imported = new WeakMap();

/**
 * A module worker running the script at `url`. A page may not start a
 * worker from another origin's script, but it may import one (with CORS):
 * a worker of its own, a blob: module, imports it; the script's
 * `import.meta.url` stays its own, so what it loads relative to itself is
 * found. A page's Content-Security-Policy must allow both the blob: and,
 * as the import is part of the worker's script, the script's origin
 * (`worker-src blob: https://cdn.example`).
 * @param {URL} url
 */
function moduleWorker(url) {
  if (url.origin === self.origin) return new Worker(url, { type: 'module' });
  let importer = importers.get(url.href);
  if (!importer) {
    importer = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }));
    importers.set(url.href, importer);
  }
  let worker;
  try {
    worker = new Worker(importer, { type: 'module' });
  } catch (error) {
    // WebKit refuses it at once; the others by an `error` event (workerFailure).
    throw new Error(`${importerNeeds(url.href)}; the browser says: ${error instanceof Error ? error.message : error}`);
  }
  imported.set(worker, url.href);
  return worker;
}

/**
 * What a page must allow for a worker whose `script` is of another origin.
 * @param {string} script
 */
const importerNeeds = (script) =>
  `its script, of another origin (${script}), is imported by a blob: worker: the page's Content-Security-Policy must allow worker-src blob: ${new URL(script).origin}`;

/**
 * Why `worker` (of startWorker's) failed, from its `error` event: the
 * browser's message, if it gives one (it does not when the page's policy
 * refuses a worker).
 * @param {Worker} worker
 * @param {ErrorEvent} event
 */
export function workerFailure(worker, event) {
  if (event.message) return event.message;
  const script = imported.get(worker);
  return script ? importerNeeds(script) : 'the worker did not start';
}

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
  const worker = WORKERS[file](workersFolder());
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
