// What the page adds to `window`, for the JavaScript type check (tsconfig.json).

interface Window {
  /** The page's wasm module (pkg-page/: rules, no engine), compiling since index.html's head ran (see index.html). */
  mancalaPageModule?: Promise<WebAssembly.Module>;
  /** The single file's one wasm module (rules and engine), for the page and its workers (scripts/single-file/start-engine.js). */
  mancalaEngineModule?: Promise<WebAssembly.Module>;
  /** Read-only hooks for the browser tests (see www/main.js). */
  __mancala?: Readonly<Record<string, (...args: never[]) => unknown>>;
  /** Read-only hooks of the Puzzles section for the browser tests (see www/puzzles/view.js). */
  __mancalaPuzzles?: Readonly<Record<string, (...args: never[]) => unknown>>;
}
