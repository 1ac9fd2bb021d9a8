/**
 * The search worker: its own wasm instance (of the module the page compiled
 * and posted, see www/engine/engine-handover.js) runs the CPU-heavy `think`,
 * `hint`, `analyzeMoves` (the game review's) and `tablesMoves` (the
 * endgame trainer's) calls off the page's main
 * thread. Each request carries the game as an OGN record (rebuilt with `Game.fromRecord`) and gets one reply,
 * `{id, result}` or `{id, error}`. See www/engine/engine-client.js. A message
 * `{kind: 'tables', variant, bytes}` hands over a game's endgame tables
 * (from www/engine/tables-worker.js) for the searches that follow; the reply is
 * `{variant, tables}` (the most seeds they cover) or `{variant, tablesError}`.
 * Likewise `{kind: 'book', variant, bytes}` hands over a game's opening book
 * (www/engine/opening-book.js) for the strong and maximum moves and the
 * analyses that follow;
 * the reply is `{variant, book}` (the positions it holds) or
 * `{variant, bookError}`.
 */

import init, {
  Game,
  analyzeMoves,
  bookMoves,
  hint,
  tablesMoves,
  think,
  useEndgameTables,
  useOpeningBook,
} from '../../pkg/mancala_wasm.js';
import { isEngine, receiveEngine } from './engine-handover.js';
import { variantOfKey } from '../game/variants.js';

/** The wasm module, compiled by the page (www/engine/engine-handover.js). */
const ready = receiveEngine(init);

/** @typedef {import('./engine-client.js').Request} Request */

/**
 * Each request's search, by its kind.
 * @type {{[Kind in Request['kind']]: (game: Game, request: Extract<Request, {kind: Kind}>) => unknown}}
 */
const SEARCHES = {
  think: (game, request) => {
    const { pit, score, depth, nodes, pv, book } = think(game, request.level, request.timeMs, request.seed);
    return { pit, score, depth, nodes, pv: Array.from(pv), book };
  },
  hint: (game, request) => {
    const { pit, text, reasons } = hint(game, request.timeMs);
    return { pit, text, reasons };
  },
  // The position after `request.ply` moves of the record (the game is taken back to it), with
  // what the opening book, if given, knows of it.
  analyzeMoves: (game, request) => {
    while (game.plyCount() > request.ply && game.undo());
    const book = bookMoves(game) ?? null;
    const { moves, reasons } = analyzeMoves(game, request.depth);
    return { moves: moves.map(({ pit, score, line }) => ({ pit, score, line: Array.from(line) })), reasons, book };
  },
  // What the endgame tables given say of the position and each move (null beyond them).
  tablesMoves: (game) => tablesMoves(game) ?? null,
};

self.addEventListener('message', async ({ data: request }) => {
  if (isEngine(request)) return;
  if (request.kind === 'tables') {
    await ready;
    try {
      self.postMessage({ variant: request.variant, tables: useEndgameTables(new Uint8Array(request.bytes)) });
    } catch (error) {
      // Searches go on without the tables' help.
      const tablesError = error instanceof Error ? error.message : String(error);
      self.postMessage({ variant: request.variant, tablesError });
    }
    return;
  }
  if (request.kind === 'book') {
    await ready;
    try {
      const variant = variantOfKey(request.variant);
      self.postMessage({ variant: request.variant, book: useOpeningBook(variant.value, new Uint8Array(request.bytes)) });
    } catch (error) {
      // The strong levels search every move instead.
      const bookError = error instanceof Error ? error.message : String(error);
      self.postMessage({ variant: request.variant, bookError });
    }
    return;
  }
  let game = null;
  try {
    await ready;
    const search = SEARCHES[/** @type {Request['kind']} */ (request.kind)];
    if (!search) throw new Error(`unknown request '${request.kind}'`);
    game = Game.fromRecord(request.record);
    self.postMessage({ id: request.id, result: search(game, request) });
  } catch (error) {
    self.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    game?.free();
  }
});
