// @ts-check
/**
 * Where a board that plays the computer loads the engine's client from.
 * The import is by a computed URL so that bundling the element
 * (mancala-board.min.js) leaves the client out: most boards never play the
 * computer, and one that does loads the full wasm module anyway. This
 * module sits in www/embed/, as the bundle does, so the relative URL holds
 * for both; a host that names the package's folder (package-url.js) has
 * it loaded from there.
 */

import { hostPackageUrl } from '../app/package-url.js';

/** @returns {Promise<typeof import('../app/engine-client.js')>} */
export function loadEngineClient() {
  const host = hostPackageUrl();
  const url = host ? new URL('www/app/engine-client.js', host) : new URL('../app/engine-client.js', import.meta.url);
  return import(url.href);
}
