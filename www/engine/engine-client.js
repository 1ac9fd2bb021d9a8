/**
 * The computer player and the hint, searched in a Web Worker (www/engine/worker.js)
 * that runs its own wasm instance, so the page never blocks. One request at
 * a time: a new request or `cancel()` ends the one before by terminating
 * the worker (a wasm search cannot be interrupted); the next request starts
 * a fresh worker. A move at the strong and maximum levels waits for the
 * game's opening book (opening-book.js), fetched with the first such
 * request, and posts it to the worker before the request.
 *
 * `ponder` searches, while the player thinks, the computer's reply to the
 * player's most likely move; a `think` about that very position takes the
 * ponder's result (waiting for it if need be), and any other request ends
 * it as it ends any request.
 */

import { buildEndgameTables, endgameTablesRefused, endgameTablesTaken, onEndgameTables } from './endgame-tables.js';
import { openingBook, openingBookPlayed, openingBookRefused, openingBookTaken, usesOpeningBook } from './opening-book.js';
import * as resources from './resources.js';
import { Cancelled } from './cancelled.js';

/**
 * @typedef {import('../../pkg/mancala_wasm.js').HintReasons} HintReasons
 * @typedef {import('../../pkg/mancala_wasm.js').SearchReport} SearchReport
 * @typedef {import('../../pkg/mancala_wasm.js').MovesReport & {book: import('../../pkg/mancala_wasm.js').BookReport | null}} MovesReport
 * @typedef {{pit: number, text: string, reasons: HintReasons}} HintReport
 */

/**
 * What a request asks of the worker (www/engine/worker.js).
 * @typedef {{kind: 'think', record: string, variant: string, level: number, timeMs: number, seed: number}
 *   | {kind: 'hint', record: string, variant: string, timeMs: number}
 *   | {kind: 'analyzeMoves', record: string, variant: string, ply: number, depth: number}
 *   | {kind: 'tablesMoves', record: string, variant: string}} Request
 */

/**
 * The request waiting for its reply.
 * @typedef {object} Pending
 * @property {number} id
 * @property {(result: unknown) => void} resolve
 * @property {(error: Error) => void} reject
 * @property {boolean} ponder whether it is the ponder's search
 */

/** What identifies a move's search for pondering: its seed aside, which the levels that ponder do not use. */
const thinkKey = (/** @type {unknown[]} */ ...fields) => JSON.stringify(fields);

// For the page's lazy client (lazy-client.js), which loads this module.
export { endgameTablesStatus } from './endgame-tables.js';
export { openingBookStatus } from './opening-book.js';

export function createEngineClient() {
  /** @type {Worker | null} */
  let worker = null;
  /** @type {() => void} */
  let stopTables = () => {};
  /** @type {Pending | null} */
  let pending = null;
  let nextId = 1;
  /** The games whose book the current worker was given. */
  let booksGiven = new Set();
  /** @type {{key: string, record: string, reply: Promise<SearchReport>} | null} */
  let pondering = null;
  /** Thinks that found their position pondered (hits), or another (misses). */
  const ponders = { hits: 0, misses: 0 };

  /**
   * @param {number} id
   * @param {{error: string} | {result: {book?: boolean}}} outcome
   */
  function settle(id, outcome) {
    if (!pending || pending.id !== id) return;
    const { resolve, reject } = pending;
    pending = null;
    if ('error' in outcome) reject(new Error(outcome.error));
    else resolve(outcome.result);
  }

  function startWorker() {
    if (worker) return worker;
    worker = resources.startWorker('worker.js');
    worker.addEventListener('message', ({ data }) => {
      if ('tables' in data) endgameTablesTaken(data.variant, data.tables);
      else if ('tablesError' in data) endgameTablesRefused(data.variant, data.tablesError);
      else if ('book' in data) openingBookTaken(data.variant, data.book);
      else if ('bookError' in data) openingBookRefused(data.variant, data.bookError);
      else settle(data.id, data);
    });
    const started = worker;
    stopTables = onEndgameTables((variant, bytes) => started.postMessage({ kind: 'tables', variant, bytes }));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const failed = pending;
      stopWorker();
      if (failed) settle(failed.id, { error: `the computer player failed to start: ${resources.workerFailure(started, event)}` });
    });
    return worker;
  }

  function stopWorker() {
    stopTables();
    worker?.terminate();
    worker = null;
    booksGiven = new Set();
  }

  function cancel() {
    pondering = null;
    cancelPending();
  }

  /** Ends the request running, if any (the worker with it). */
  function cancelPending() {
    if (!pending) return;
    const { reject } = pending;
    pending = null;
    stopWorker();
    reject(new Cancelled());
  }

  /**
   * @template T
   * @param {Request} message
   * @param {boolean} [ponder] whether it is the ponder's search (see cancelAllButPonder)
   * @returns {Promise<T>}
   */
  function request(message, ponder = false) {
    cancel();
    // The endgame trainer asks for the tables of its level itself.
    if (message.kind !== 'tablesMoves') buildEndgameTables(message.variant);
    const { variant } = message;
    const id = nextId++;
    // An analysis shows what the book knows of its position; only the strong levels play from it.
    const wantsBook = message.kind === 'analyzeMoves' || (message.kind === 'think' && usesOpeningBook(message.level));
    const book = wantsBook ? openingBook(variant) : null;
    return new Promise((resolve, reject) => {
      pending = { id, resolve: /** @type {(result: unknown) => void} */ (resolve), reject, ponder };
      // The worker starts at once (loading its module while the book comes),
      // so that a request cancelled meanwhile ends a worker, as any does.
      let target;
      try {
        target = startWorker();
      } catch (error) {
        // Refused at once (some browsers check the page's policy so).
        settle(id, { error: `the computer player failed to start: ${error instanceof Error ? error.message : error}` });
        return;
      }
      Promise.resolve(book).then((bytes) => {
        // Cancelled, or overtaken by another request, while the book came.
        if (!pending || pending.id !== id) return;
        if (bytes && !booksGiven.has(variant)) {
          booksGiven.add(variant);
          target.postMessage({ kind: 'book', variant, bytes });
        }
        target.postMessage({ ...message, id });
      });
    });
  }

  return {
    /**
     * The computer's move in a game of `variant` ('oware' or 'ayoayo'): `{pit, score, depth, nodes, pv, book}`.
     * @param {string} record
     * @param {string} variant
     * @param {number} level
     * @param {number} timeMs
     * @param {number} seed
     * @returns {Promise<SearchReport>}
     */
    think(record, variant, level, timeMs, seed) {
      const pondered = pondering;
      pondering = null;
      const hit = pondered?.key === thinkKey(record, variant, level, timeMs);
      if (pondered) ponders[hit ? 'hits' : 'misses'] += 1;
      const reply = hit
        ? /** @type {NonNullable<typeof pondered>} */ (pondered).reply
        : /** @type {Promise<SearchReport>} */ (request({ kind: 'think', record, variant, level, timeMs, seed }));
      return reply.then((report) => {
        if (report.book) openingBookPlayed(variant);
        return report;
      });
    },
    /**
     * Starts the search a `think` with the same arguments will ask for
     * (after the player's most likely move), ending any request running.
     * @param {string} record
     * @param {string} variant
     * @param {number} level
     * @param {number} timeMs
     * @param {number} seed
     */
    ponder(record, variant, level, timeMs, seed) {
      const reply = /** @type {Promise<SearchReport>} */ (request({ kind: 'think', record, variant, level, timeMs, seed }, true));
      // Ended unused, it is nobody's error.
      reply.catch(() => {});
      pondering = { key: thinkKey(record, variant, level, timeMs), record, reply };
    },
    /**
     * How many thinks found their position pondered (hits) and how many
     * another (misses), and the record pondered now, if any.
     */
    ponderStats: () => ({ ...ponders, pondering: pondering?.record ?? null }),
    /**
     * A suggested move for the player to move: `{pit, text, reasons}`.
     * @param {string} record
     * @param {string} variant
     * @param {number} timeMs
     * @returns {Promise<HintReport>}
     */
    hint: (record, variant, timeMs) => request({ kind: 'hint', record, variant, timeMs }),
    /**
     * Every legal move of the position after `ply` moves of `record`, scored
     * by a search of `depth` plies, best first, and the opening book's moves
     * if the book holds the position: `{moves: [{pit, score, line}], reasons, book}`.
     * @param {string} record
     * @param {string} variant
     * @param {number} ply
     * @param {number} depth
     * @returns {Promise<MovesReport>}
     */
    analyzeMoves: (record, variant, ply, depth) => request({ kind: 'analyzeMoves', record, variant, ply, depth }),
    /**
     * What the endgame tables say of the position at the end of `record`
     * and of each legal move (`{net, exact, moves: [{pit, net, exact}]}`),
     * or null when the worker has no tables of the game covering it: ask
     * once `endgameTablesStatus()` says they are ready.
     * @param {string} record
     * @param {string} variant
     * @returns {Promise<import('../../pkg/mancala_wasm.js').TablesReport | null>}
     */
    tablesMoves: (record, variant) => request({ kind: 'tablesMoves', record, variant }),
    cancel,
    /** As `cancel`, but the ponder goes on: it looks ahead of the move that ends the rest. */
    cancelAllButPonder() {
      if (pending && !pending.ponder) cancelPending();
    },
    /** Starts the worker ahead of its first request, so it is ready sooner. */
    warm: startWorker,
    /** Ends the worker, cancelling any request: for a host that goes away. */
    stop() {
      cancel();
      stopWorker();
    },
  };
}
