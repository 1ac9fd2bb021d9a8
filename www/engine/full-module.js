// @ts-check
/**
 * The full wasm module's bindings (rules, engine and matches) on the page's
 * own thread, for what the page's module (pkg-page/) leaves out: matches
 * (app/match.js). The module is the workers' (resources.js), fetched and
 * compiled once per page; its bindings are loaded when first asked for.
 */

import { engineModule } from './resources.js';

/** @type {Promise<typeof import('../../pkg/mancala_wasm.js')> | null} */
let bindings = null;

/** The full module's bindings, ready; a failure is tried again the next time. */
export function fullBindings() {
  bindings ??= import('../../pkg/mancala_wasm.js')
    .then(async (wasm) => {
      await wasm.default({ module_or_path: engineModule() });
      return wasm;
    })
    .catch((error) => {
      bindings = null;
      throw error;
    });
  return bindings;
}
