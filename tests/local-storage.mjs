// A localStorage stand-in for the Node tests of www/game/storage.js and its
// users: a Map behind the Storage methods storage.js uses, installed as
// `window.localStorage` on import (before storage.js is imported).

/** What is stored, by key; clear it between tests. */
export const items = new Map();

globalThis.window = {
  localStorage: {
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  },
};
