// @ts-check
/**
 * A live game's socket, kept open: JSON messages both ways, and when it
 * closes without being told to, it opens again after a wait (backoff.js)
 * and says hello again (`join` with the seat's token), as
 * docs/live-protocol.md's "Reconnecting" asks. A socket the server
 * replaced (the seat was taken in another tab) is not opened again until
 * asked (`reopen`). Coming back online tries again at once.
 */

import { reconnectDelay } from './backoff.js';

/** @typedef {'connecting' | 'open' | 'reconnecting' | 'replaced'} Connection */

/**
 * @param {object} options
 * @param {string} options.address the server's socket address
 * @param {() => object} options.hello the first message of each socket (`create` or `join`)
 * @param {(message: any) => void} options.onMessage each message the server sends, parsed
 * @param {(status: Connection) => void} options.onStatus the socket opened, closed or was replaced
 * @param {typeof WebSocket} [options.Socket]
 */
export function openLiveSocket({ address, hello, onMessage, onStatus, Socket = WebSocket }) {
  /** @type {WebSocket | null} */
  let socket = null;
  let attempt = 0;
  let timer = 0;
  let stopped = false;
  let replaced = false;

  function connect() {
    clearTimeout(timer);
    timer = 0;
    const current = new Socket(address);
    socket = current;
    current.addEventListener('open', () => {
      current.send(JSON.stringify(hello()));
    });
    current.addEventListener('message', (event) => {
      if (current !== socket) return;
      let message;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message?.type === 'replaced') replaced = true;
      // A socket is counted as working once the server has answered it.
      if (message?.type === 'state') attempt = 0;
      onMessage(message);
    });
    current.addEventListener('close', () => {
      if (current !== socket || stopped) return;
      socket = null;
      if (replaced) {
        onStatus('replaced');
        return;
      }
      onStatus('reconnecting');
      timer = window.setTimeout(connect, reconnectDelay(attempt++));
    });
  }

  const online = () => {
    if (!socket && !stopped && !replaced) connect();
  };
  window.addEventListener('online', online);
  onStatus('connecting');
  connect();

  return {
    /** Sends `message`; false when the socket is not open (it is not sent later). @param {object} message */
    send(message) {
      if (socket?.readyState !== Socket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },

    /** Opens the socket again now (after `replaced`: this tab takes the seat back). */
    reopen() {
      replaced = false;
      const old = socket;
      socket = null;
      old?.close();
      onStatus('connecting');
      connect();
    },

    /** Closes the socket for good. */
    close() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
      const old = socket;
      socket = null;
      old?.close(1000);
    },
  };
}
