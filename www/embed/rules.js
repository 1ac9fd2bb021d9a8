// @ts-check
/**
 * The wasm rules, shared by every board on the page: the rules-only module
 * (no engine, less than half the full one's size) is fetched once, from
 * `pkg-rules/` next to `www/` (or where package-url.js says), and compiled
 * the first time a board needs it. The computer's worker gets the full
 * module from `pkg/` (resources.js); the boards' games cross to it as
 * record text, never as handles.
 */

import init from '../../pkg-rules/mancala_wasm.js';
import { hostPackageUrl } from '../engine/package-url.js';

/** @type {Promise<Response> | null} */
let download = null;

/** Starts the .wasm download, once. */
function startDownload() {
  if (download) return download;
  const host = hostPackageUrl();
  download = fetch(
    host ? new URL('pkg-rules/mancala_wasm_bg.wasm', host) : new URL('../../pkg-rules/mancala_wasm_bg.wasm', import.meta.url),
  );
  // A failed download is reported by the first board that needs the rules.
  download.catch(() => {});
  return download;
}

// In parallel with the page and the boards' other modules rather than after
// them; a microtask later, so that the module importing the element may
// name where the package is served first (setPackageUrl).
queueMicrotask(startDownload);

/** @type {Promise<void> | null} */
let loading = null;

/** Resolves once the wasm rules are ready; every caller shares one load. */
export function loadRules() {
  loading ??= init({ module_or_path: startDownload() }).then(() => {});
  return loading;
}
