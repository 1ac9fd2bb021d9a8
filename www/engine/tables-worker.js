/**
 * Builds a game's endgame tables off the page's main thread, with its own
 * wasm instance (of the module the page compiled and posted, see
 * www/engine/engine-handover.js). One message `{variant, seeds}` ('oware' or
 * 'ayoayo') starts the build; the replies are `{layer}` after each layer,
 * then `{bytes, ms}` (the bytes transferred) or `{error}`. See
 * www/engine/endgame-tables.js.
 */

import init, { buildEndgameTables } from '../../pkg/mancala_wasm.js';
import { isEngine, receiveEngine } from './engine-handover.js';
import { variantOfKey } from '../game/variants.js';

/** The wasm module, compiled by the page (www/engine/engine-handover.js). */
const ready = receiveEngine(init);

self.addEventListener('message', async ({ data }) => {
  if (isEngine(data)) return;
  try {
    await ready;
    const started = performance.now();
    const variant = variantOfKey(data.variant);
    const bytes = buildEndgameTables(variant.value, data.seeds, (/** @type {number} */ layer) => self.postMessage({ layer }));
    const buffer = /** @type {ArrayBuffer} */ (bytes.buffer);
    self.postMessage({ bytes: buffer, ms: performance.now() - started }, { transfer: [buffer] });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
