// @ts-check
/**
 * The wasm rules, shared by every board on the page: the rules-only module
 * (no engine, less than half the full one's size) is fetched once, from
 * `pkg-rules/` next to `www/` (found relative to this file, wherever it is
 * served from), and compiled the first time a board needs it. The computer's
 * worker loads the full module from `pkg/` on its own; the boards' games
 * cross to it as record text, never as handles.
 */

import init from '../../pkg-rules/mancala_wasm.js';

/**
 * The .wasm download, started as soon as this module runs: in parallel with
 * the page and the boards' other modules rather than after them.
 */
const download = fetch(new URL('../../pkg-rules/mancala_wasm_bg.wasm', import.meta.url));
// A failed download is reported by the first board that needs the rules.
download.catch(() => {});

/** @type {Promise<void> | null} */
let loading = null;

/** Resolves once the wasm rules are ready; every caller shares one load. */
export function loadRules() {
  loading ??= init({ module_or_path: download }).then(() => {});
  return loading;
}
