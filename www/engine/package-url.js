// @ts-check
/**
 * Where the element's package is served, when its files cannot be found
 * relative to its modules. Each file (the wasm modules, the workers, the
 * opening book) is named by `new URL('…', import.meta.url)` next to the
 * module that loads it, the form bundlers recognise: Vite and webpack emit
 * the files and rewrite the URLs, and a page that loads the modules as they
 * are finds them in place. Two setups move the modules away from the files:
 * - a bundler that leaves those URLs as they are (esbuild): the host page
 *   copies the package's folders where it likes and names the folder with
 *   `setPackageUrl`;
 * - Vite's dev server, which serves dependencies pre-bundled from
 *   `node_modules/.vite/`: the package itself it serves at
 *   `node_modules/mancala-board/`, found here with no configuration.
 */

/** The package's folder on Vite's dev server, when this module runs from there; else null. */
function viteDevPackageUrl() {
  const here = new URL(import.meta.url);
  const at = here.pathname.indexOf('/node_modules/.vite/');
  return at < 0 ? null : new URL(`${here.pathname.slice(0, at)}/node_modules/mancala-board/`, here.origin);
}

/** @type {URL | null} */
let packageUrl = viteDevPackageUrl();

/**
 * Names the URL of the folder that holds the element's files (`pkg-rules/`,
 * `pkg/`, `www/engine/worker.js`, as the npm package lays them out). Call it in
 * the module that imports the element, before anything awaits: the rules'
 * download starts once that module has run.
 * @param {string | URL} url relative to the page, e.g. '/assets/mancala-board/'
 */
export function setPackageUrl(url) {
  packageUrl = new URL(url, document.baseURI);
}

/** The folder setPackageUrl named, or Vite's dev server serves the package from; else null. */
export const hostPackageUrl = () => packageUrl;
