// @ts-check
/**
 * The wasm rules, shared by every board on the page: the rules-only module
 * (no engine, less than half the full one's size) is fetched and compiled
 * once, the first time a board needs it, from `pkg-rules/` next to `www/`
 * (found relative to this file, wherever it is served from). The computer's
 * worker loads the full module from `pkg/` on its own; the boards' games
 * cross to it as record text, never as handles.
 */

import init from '../../pkg-rules/mancala_wasm.js';

/** @type {Promise<void> | null} */
let loading = null;

/** Resolves once the wasm rules are ready; every caller shares one load. */
export function loadRules() {
  loading ??= init({ module_or_path: new URL('../../pkg-rules/mancala_wasm_bg.wasm', import.meta.url) }).then(() => {});
  return loading;
}
