// @ts-check
/**
 * The single-file build's stand-in for www/engine/resources.js (see
 * scripts/single-file.mjs): dist/mancala.html carries the workers' code and
 * the wasm bytes itself, so it plays from disk (file://) with no server.
 * Workers start from Blob URLs of their bundled code and are posted the
 * module the page compiled from its data block (start-engine.js): a worker
 * of a page opened from disk may not fetch even a Blob URL.
 */

import WORKER_SOURCES from 'mancala:worker-sources';
import { sendEngine } from '../../www/engine/engine-handover.js';

/** @type {Map<string, string>} The Blob URL of each worker's code, made once per page. */
const workerUrls = new Map();

/**
 * The one wasm module of the single file, which the page compiled from its
 * data block (start-engine.js).
 * @returns {Promise<WebAssembly.Module>}
 */
export function engineModule() {
  return window.mancalaEngineModule ?? Promise.reject(new Error('the page has not compiled the engine'));
}

/**
 * Starts one of the page's workers, from the code bundled into the page,
 * and posts it the engine.
 * @param {'worker.js' | 'tables-worker.js'} file
 */
export function startWorker(file) {
  let url = workerUrls.get(file);
  if (!url) {
    url = URL.createObjectURL(new Blob([WORKER_SOURCES[file]], { type: 'text/javascript' }));
    workerUrls.set(file, url);
  }
  const worker = new Worker(url);
  sendEngine(worker, engineModule());
  return worker;
}

/**
 * Why a worker of startWorker's failed, from its `error` event.
 * @param {Worker} worker
 * @param {ErrorEvent} event
 */
export const workerFailure = (worker, event) => event.message || 'the worker did not start';

/** A page opened from disk has no service worker. */
export function serviceWorkerUrl() {
  return null;
}

/** The single file carries no opening books: its strong levels search every move. */
export function openingBookUrl() {
  return null;
}
