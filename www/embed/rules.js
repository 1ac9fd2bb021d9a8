// @ts-check
/**
 * The wasm rules, shared by every board on the page: the module is fetched
 * and compiled once, the first time a board needs it, from `pkg/` next to
 * `www/` (found relative to this file, wherever it is served from).
 */

import init from '../../pkg/mancala_wasm.js';

/** @type {Promise<void> | null} */
let loading = null;

/** Resolves once the wasm rules are ready; every caller shares one load. */
export function loadRules() {
  loading ??= init({ module_or_path: new URL('../../pkg/mancala_wasm_bg.wasm', import.meta.url) }).then(() => {});
  return loading;
}
