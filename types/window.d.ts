// What the page adds to `window`, for the JavaScript type check (tsconfig.json).

interface Window {
  /** The wasm module, compiling since index.html's head ran (see index.html). */
  mancalaEngineModule?: Promise<WebAssembly.Module>;
  /** Read-only hooks for the browser tests (see www/main.js). */
  __mancala?: Readonly<Record<string, (...args: never[]) => unknown>>;
  /** Read-only hooks of the Puzzles section for the browser tests (see www/puzzles/view.js). */
  __mancalaPuzzles?: Readonly<Record<string, (...args: never[]) => unknown>>;
}
