// Fake Web Workers for the engine clients' tests in node: each records what
// it is posted, and a test answers for it (`reply`).
import assert from 'node:assert/strict';

/** Every worker started, in order. */
export const workers = [];

globalThis.Worker = class {
  constructor(url) {
    this.url = String(url);
    this.posted = [];
    this.listeners = [];
    workers.push(this);
  }
  postMessage(message) {
    this.posted.push(message);
  }
  addEventListener(type, listener) {
    if (type === 'message') this.listeners.push(listener);
  }
  terminate() {
    this.terminated = true;
  }
};

/** The search workers (www/engine/worker.js) started. */
export const searchWorkers = () => workers.filter((worker) => /\/engine\/worker\.js$/.test(worker.url));

/** Every search request posted to a search worker, each with the worker it went to. */
export const searches = () =>
  searchWorkers().flatMap((worker) =>
    worker.posted.filter((message) => message.kind === 'think').map((message) => ({ ...message, worker })),
  );

/** Answers `search` (one of `searches()`) with `result`, as its worker would. */
export function reply(search, result) {
  for (const listener of search.worker.listeners) listener({ data: { id: search.id, result } });
}

/** Resolves once `done()` holds (a client's code loads, its worker starts). */
export async function waitFor(done) {
  for (let tries = 0; !done(); tries++) {
    assert.ok(tries < 200, 'in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
