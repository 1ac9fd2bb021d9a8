// @ts-check
/**
 * The game page's engine client: the same calls as engine-client.js's,
 * whose code (with the endgame tables' and the opening books' modules) is
 * loaded on the first call, not with the page, whose first move needs none
 * of it. A request made while it loads waits for it; `cancel()` ends it
 * then as it would after (rejecting with Cancelled), and a failed load
 * rejects it and is tried again by the next call.
 */

import { onceUntilFailure } from '../game/once.js';
import { Cancelled } from './cancelled.js';

/** @typedef {typeof import('./engine-client.js')} ClientModule */
/** @typedef {ReturnType<ClientModule['createEngineClient']>} EngineClient */

export function createLazyEngineClient() {
  /** @type {ClientModule | null} */
  let loaded = null;
  /** @type {EngineClient | null} */
  let client = null;
  /**
   * The requests waiting for the client to load, each by its reject.
   * @type {Set<(error: Error) => void>}
   */
  const waiting = new Set();

  const load = onceUntilFailure(async () => {
    loaded = await import('./engine-client.js');
    client = loaded.createEngineClient();
    return client;
  });

  /**
   * `ask(client)`, at once or once the client has loaded.
   * @template T
   * @param {(client: EngineClient) => Promise<T>} ask
   * @returns {Promise<T>}
   */
  function request(ask) {
    if (client) return ask(client);
    return new Promise((resolve, reject) => {
      waiting.add(reject);
      load().then(
        (ready) => {
          // Cancelled while the client loaded.
          if (waiting.delete(reject)) ask(ready).then(resolve, reject);
        },
        (error) => {
          if (waiting.delete(reject)) reject(error);
        },
      );
    });
  }

  /** Ends the requests waiting for the client to load. */
  function cancelWaiting() {
    for (const reject of waiting) reject(new Cancelled());
    waiting.clear();
  }

  function cancel() {
    cancelWaiting();
    client?.cancel();
  }

  return {
    /** @type {EngineClient['think']} */
    think: (...args) => request((ready) => ready.think(...args)),
    /** @type {EngineClient['hint']} */
    hint: (...args) => request((ready) => ready.hint(...args)),
    /** @type {EngineClient['analyzeMoves']} */
    analyzeMoves: (...args) => request((ready) => ready.analyzeMoves(...args)),
    /** @type {EngineClient['ponder']} Only once the client has loaded: a computer has moved by then. */
    ponder: (...args) => client?.ponder(...args),
    /** @type {EngineClient['ponderStats']} */
    ponderStats: () => client?.ponderStats() ?? { hits: 0, misses: 0, pondering: null },
    cancel,
    /** @type {EngineClient['cancelAllButPonder']} */
    cancelAllButPonder() {
      cancelWaiting();
      client?.cancelAllButPonder();
    },
    /** Loads the client and starts its worker ahead of the first request. */
    warm() {
      load().then((ready) => ready.warm(), () => {});
    },
    /** Ends the worker, cancelling any request. */
    stop() {
      cancel();
      client?.stop();
    },
    /** The endgame tables' state per game (engine-client.js's), or none before it loads. */
    endgameStatus: () => loaded?.endgameTablesStatus() ?? {},
    /** The opening books' state per game, or none before the client loads. */
    bookStatus: () => loaded?.openingBookStatus() ?? {},
  };
}
