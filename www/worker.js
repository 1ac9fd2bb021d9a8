/**
 * The search worker: its own wasm instance runs the CPU-heavy `think` and
 * `hint` calls off the page's main thread. Each request carries the game as
 * an OGN record (rebuilt with `Game.fromRecord`) and gets one reply,
 * `{id, result}` or `{id, error}`. See www/app/engine-client.js.
 */

import init, { Game, hint, think } from '../pkg/mancala_wasm.js';

const ready = init();

const SEARCHES = {
  think: (game, request) => {
    const { pit, score, depth, nodes, pv } = think(game, request.level, request.timeMs, request.seed);
    return { pit, score, depth, nodes, pv: Array.from(pv) };
  },
  hint: (game, request) => {
    const { pit, text } = hint(game, request.timeMs);
    return { pit, text };
  },
};

self.addEventListener('message', async ({ data: request }) => {
  let game = null;
  try {
    await ready;
    const search = SEARCHES[request.kind];
    if (!search) throw new Error(`unknown request '${request.kind}'`);
    game = Game.fromRecord(request.record);
    self.postMessage({ id: request.id, result: search(game, request) });
  } catch (error) {
    self.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    game?.free();
  }
});
