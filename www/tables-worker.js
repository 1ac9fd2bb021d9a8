/**
 * Builds the Oware endgame tables off the page's main thread, with its own
 * wasm instance. One message `{seeds}` starts the build; the replies are
 * `{layer}` after each layer, then `{bytes, ms}` (the bytes transferred) or
 * `{error}`. See www/app/endgame-tables.js.
 */

import init, { buildEndgameTables } from '../pkg/mancala_wasm.js';

self.addEventListener('message', async ({ data }) => {
  try {
    await init();
    const started = performance.now();
    const bytes = buildEndgameTables(data.seeds, (layer) => self.postMessage({ layer }));
    self.postMessage({ bytes: bytes.buffer, ms: performance.now() - started }, [bytes.buffer]);
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
