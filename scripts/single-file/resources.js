// @ts-check
/**
 * The single-file build's stand-in for www/app/resources.js (see
 * scripts/single-file.mjs): dist/mancala.html carries the workers' code and
 * the wasm bytes itself, so it plays from disk (file://) with no server.
 * Workers start from Blob URLs of their bundled code, with a line before
 * that code that gives them the wasm bytes (base64, from the page's data
 * block): a worker of a page opened from disk may not fetch even a Blob URL.
 */

import WORKER_SOURCES from 'mancala:worker-sources';

/** @type {Map<string, string>} The Blob URL of each worker's code, made once per page. */
const workerUrls = new Map();

/**
 * Starts one of the page's workers, from the code bundled into the page.
 * @param {'worker.js' | 'tables-worker.js'} file
 */
export function startWorker(file) {
  let url = workerUrls.get(file);
  if (!url) {
    const engine = document.getElementById('mancala-engine')?.textContent ?? '';
    const code = [`self.mancalaEngineBase64 = ${JSON.stringify(engine.trim())};\n`, WORKER_SOURCES[file]];
    url = URL.createObjectURL(new Blob(code, { type: 'text/javascript' }));
    workerUrls.set(file, url);
  }
  return new Worker(url);
}

/** What a worker hands the wasm bindings' `init`: the wasm bytes. */
export function engineForWorker() {
  return Uint8Array.from(atob(self.mancalaEngineBase64), (c) => c.charCodeAt(0));
}

/** A page opened from disk has no service worker. */
export function serviceWorkerUrl() {
  return null;
}
