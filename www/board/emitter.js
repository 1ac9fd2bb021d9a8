/**
 * A minimal event emitter: `on(name, fn)` returns a function that removes
 * the listener. A listener that throws is reported on the console and does
 * not stop the others.
 */
export function createEmitter() {
  const listeners = new Map();
  return {
    on(name, fn) {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name).add(fn);
      return () => listeners.get(name)?.delete(fn);
    },
    emit(name, value) {
      for (const fn of listeners.get(name) ?? []) {
        try {
          fn(value);
        } catch (error) {
          console.error(error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
