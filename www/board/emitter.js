// @ts-check
/**
 * A minimal event emitter: `on(name, fn)` returns a function that removes
 * the listener. A listener that throws is reported on the console and does
 * not stop the others.
 */

/**
 * @template {Record<string, unknown>} Events each event's name and the type of its value
 * @typedef {object} Emitter
 * @property {<Name extends keyof Events>(name: Name, fn: (value: Events[Name]) => void) => () => void} on
 *   calls `fn` with the value of every `name` event from now on; returns the function that stops it
 * @property {<Name extends keyof Events>(name: Name, value: Events[Name]) => void} emit
 * @property {() => void} clear removes every listener
 */

/**
 * @template {Record<string, unknown>} Events
 * @returns {Emitter<Events>}
 */
export function createEmitter() {
  /** @type {Map<keyof Events, Set<(value: never) => void>>} */
  const listeners = new Map();
  return {
    on(name, fn) {
      let named = listeners.get(name);
      if (!named) listeners.set(name, (named = new Set()));
      named.add(fn);
      return () => {
        listeners.get(name)?.delete(fn);
      };
    },
    emit(name, value) {
      const named = /** @type {Set<(value: Events[typeof name]) => void> | undefined} */ (listeners.get(name));
      for (const fn of named ?? []) {
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
