// @ts-check
/**
 * The wasm engine handed from the page to its workers: the page compiles
 * the full module once (see resources.js) and posts it to each worker it
 * starts as `{kind: 'engine', module}` (or `{kind: 'engine', error}`); the
 * worker instantiates that module rather than fetching and compiling the
 * file again. Both ends of the exchange live here.
 */

/**
 * The page's end: posts `module` (once compiled) to `worker`, or why it failed.
 * @param {Worker} worker
 * @param {Promise<WebAssembly.Module>} module
 */
export function sendEngine(worker, module) {
  module.then(
    (compiled) => worker.postMessage({ kind: 'engine', module: compiled }),
    (error) => worker.postMessage({ kind: 'engine', error: error instanceof Error ? error.message : String(error) }),
  );
}

/** Whether a worker's message `data` is the engine (its other handlers skip it). */
export const isEngine = (/** @type {any} */ data) => data?.kind === 'engine';

/**
 * The worker's end: resolves once the wasm bindings' `init` has
 * instantiated the module the page posts; rejects with the page's reason.
 * @param {(options: {module_or_path: WebAssembly.Module}) => Promise<unknown>} init
 */
export function receiveEngine(init) {
  const received = new Promise((resolve, reject) => {
    self.addEventListener('message', function onEngine(/** @type {MessageEvent} */ { data }) {
      if (!isEngine(data)) return;
      self.removeEventListener('message', onEngine);
      if (data.error) reject(new Error(`the engine could not be loaded: ${data.error}`));
      else resolve(init({ module_or_path: data.module }));
    });
  });
  // Reported by each request that waits for it.
  received.catch(() => {});
  return received;
}
