/**
 * Builds a game's endgame tables off the page's main thread, with its own
 * wasm instance. One message `{variant, seeds}` ('oware' or 'ayoayo')
 * starts the build; the replies are `{layer}` after each layer, then
 * `{bytes, ms}` (the bytes transferred) or `{error}`. See
 * www/app/endgame-tables.js.
 */

import init, { buildEndgameTables } from '../pkg/mancala_wasm.js';
import { engineForWorker } from './app/resources.js';
import { variantByKey } from './app/variants.js';

self.addEventListener('message', async ({ data }) => {
  try {
    await init({ module_or_path: engineForWorker() ?? new URL('../pkg/mancala_wasm_bg.wasm', import.meta.url) });
    const started = performance.now();
    const variant = variantByKey(data.variant);
    if (!variant) throw new Error(`unknown game '${data.variant}'`);
    const bytes = buildEndgameTables(variant.value, data.seeds, (layer) => self.postMessage({ layer }));
    const buffer = /** @type {ArrayBuffer} */ (bytes.buffer);
    self.postMessage({ bytes: buffer, ms: performance.now() - started }, { transfer: [buffer] });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
