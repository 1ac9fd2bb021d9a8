// @ts-check
/**
 * The full wasm module's bindings (rules, engine and matches) on the page's
 * own thread, for what the page's module (pkg-page/) leaves out: matches
 * (app/match.js). The module is the workers' (resources.js), fetched and
 * compiled once per page; its bindings are loaded when first asked for.
 */

import { onceUntilFailure } from '../game/once.js';
import { engineModule } from './resources.js';

/** The full module's bindings, ready; a failure is tried again the next time. */
export const fullBindings = onceUntilFailure(async () => {
  const wasm = await import('../../pkg/mancala_wasm.js');
  await wasm.default({ module_or_path: engineModule() });
  return wasm;
});
