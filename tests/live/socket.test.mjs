// A live game's socket (www/live/socket.js) with a fake WebSocket and the
// test runner's fake clock: the hello sent on each socket that opens (the
// seat's token once there is one), the waits before each attempt to open
// again (0.5 s doubling to 10 s, back to 0.5 s once the server answered),
// no new socket after the server said `replaced` (until asked) nor after
// `close()`, and at once when the browser comes back online.
// Run with `node --test tests/live/`.

import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock, test } from 'node:test';

/** The page's window as socket.js uses it: its timers (the test's fake clock) and its events. */
const page = new EventTarget();
globalThis.window = Object.assign(page, {
  setTimeout: (/** @type {any[]} */ ...args) => globalThis.setTimeout(...args),
});

const { openLiveSocket } = await import('../../www/live/socket.js');

/** A WebSocket of which the test plays the server's part; every one made is in `made`. */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  /** @type {FakeSocket[]} */
  static made = [];

  /** @param {string} address */
  constructor(address) {
    super();
    this.address = address;
    this.readyState = 0;
    /** @type {any[]} */
    this.sent = [];
    /** @type {number | undefined} */
    this.closedWith = undefined;
    FakeSocket.made.push(this);
  }

  /** @param {string} data */
  send(data) {
    assert.equal(this.readyState, FakeSocket.OPEN, 'sent on an open socket only');
    this.sent.push(JSON.parse(data));
  }

  /** @param {number} [code] */
  close(code) {
    this.closedWith = code;
    this.drop();
  }

  /** The server accepts the socket. */
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** The server sends `message` (an object, or a text as it is). */
  deliver(message) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: typeof message === 'string' ? message : JSON.stringify(message) }));
  }

  /** The socket closes (the network, the server, or `close()`). */
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

const latest = () => FakeSocket.made.at(-1);

/**
 * A socket opened as the page opens it: hello is a `join` with the seat's
 * token once `seated` gave one; what it tells is in `messages` and `statuses`.
 */
function open() {
  /** @type {any[]} */
  const messages = [];
  /** @type {string[]} */
  const statuses = [];
  let token = '';
  const socket = openLiveSocket({
    address: 'ws://example.test/live/v1',
    hello: () => (token ? { type: 'join', game: 'k3Jd9QxT2m', token } : { type: 'create', rules: 'oware', clock: null, side: 'random' }),
    onMessage: (message) => {
      if (message.type === 'seated') token = message.token;
      messages.push(message);
    },
    onStatus: (status) => statuses.push(status),
    Socket: /** @type {any} */ (FakeSocket),
  });
  return { socket, messages, statuses };
}

/** The wait before the socket after `latest()` is made, in ms (it must be made by `most`). */
function waitForNext(most = 20_000) {
  const count = FakeSocket.made.length;
  for (let waited = 0; waited <= most; waited += 10) {
    if (FakeSocket.made.length > count) return waited;
    mock.timers.tick(10);
  }
  return Infinity;
}

beforeEach(() => {
  FakeSocket.made = [];
  mock.timers.enable({ apis: ['setTimeout'] });
  // The waits' randomness taken out: each is its whole length.
  mock.method(Math, 'random', () => 0);
});

afterEach(() => {
  mock.timers.reset();
  mock.restoreAll();
});

test('each socket says hello when it opens, and the server’s messages come parsed (what is not JSON left out)', () => {
  const { socket, messages, statuses } = open();
  assert.deepEqual(statuses, ['connecting']);
  assert.equal(FakeSocket.made.length, 1);
  assert.equal(latest().address, 'ws://example.test/live/v1');
  assert.equal(socket.send({ type: 'ping' }), false, 'nothing is sent before the socket opens');
  latest().accept();
  assert.deepEqual(latest().sent, [{ type: 'create', rules: 'oware', clock: null, side: 'random' }]);
  latest().deliver('not JSON');
  latest().deliver({ type: 'seated', game: 'k3Jd9QxT2m', side: 'north', token: 'a'.repeat(32) });
  assert.deepEqual(
    messages.map((message) => message.type),
    ['seated'],
  );
  assert.equal(socket.send({ type: 'ping' }), true);
  assert.deepEqual(latest().sent.at(-1), { type: 'ping' });
  socket.close();
});

test('a socket lost is opened again after 0.5, 1, 2, 4, 8 then 10 s, and joins with the seat’s token', () => {
  const { socket, statuses } = open();
  latest().accept();
  latest().deliver({ type: 'seated', game: 'k3Jd9QxT2m', side: 'north', token: 'a'.repeat(32) });
  latest().deliver({ type: 'state', status: 'waiting' });
  const waits = [];
  for (let attempt = 0; attempt < 7; attempt++) {
    latest().drop();
    waits.push(waitForNext());
  }
  assert.deepEqual(waits, [500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  assert.equal(statuses.filter((status) => status === 'reconnecting').length, 7);
  // The server answers again: the seat is taken with its token, and the next loss waits 0.5 s again.
  latest().accept();
  assert.deepEqual(latest().sent, [{ type: 'join', game: 'k3Jd9QxT2m', token: 'a'.repeat(32) }]);
  latest().deliver({ type: 'state', status: 'playing' });
  latest().drop();
  assert.equal(waitForNext(), 500);
  socket.close();
});

test('an attempt that opens but gets no state from the server does not start the waits again', () => {
  const { socket } = open();
  latest().accept();
  latest().drop();
  assert.equal(waitForNext(), 500);
  latest().accept();
  latest().drop();
  assert.equal(waitForNext(), 1000);
  socket.close();
});

test('after `replaced` the socket is not opened again, even online, until the page asks', () => {
  const { socket, statuses } = open();
  latest().accept();
  latest().deliver({ type: 'state', status: 'playing' });
  latest().deliver({ type: 'replaced' });
  latest().drop();
  assert.equal(statuses.at(-1), 'replaced');
  assert.equal(waitForNext(60_000), Infinity, 'no new socket');
  page.dispatchEvent(new Event('online'));
  assert.equal(FakeSocket.made.length, 1);
  socket.reopen();
  assert.deepEqual(statuses.slice(-1), ['connecting']);
  assert.equal(FakeSocket.made.length, 2);
  latest().accept();
  assert.equal(latest().sent[0].type, 'create');
  // Lost again, it reconnects by itself as before.
  latest().drop();
  assert.equal(waitForNext(), 500);
  socket.close();
});

test('coming back online opens the socket at once; close() closes it for good', () => {
  const { socket, statuses } = open();
  latest().accept();
  latest().drop();
  assert.deepEqual(statuses, ['connecting', 'reconnecting']);
  page.dispatchEvent(new Event('online'));
  assert.equal(FakeSocket.made.length, 2, 'opened without waiting');
  // The wait that was set is cancelled: no third socket when it would have ended.
  mock.timers.tick(1000);
  assert.equal(FakeSocket.made.length, 2);
  latest().accept();
  const last = latest();
  socket.close();
  assert.equal(last.closedWith, 1000);
  assert.equal(statuses.at(-1), 'reconnecting', 'closing on purpose is not a loss');
  assert.equal(waitForNext(60_000), Infinity);
  page.dispatchEvent(new Event('online'));
  assert.equal(FakeSocket.made.length, 2);
});
