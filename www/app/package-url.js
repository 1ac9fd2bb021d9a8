// @ts-check
/**
 * Where a host page serves the element's package, when it says so: for a
 * bundler that leaves `new URL(…, import.meta.url)` as it is (esbuild).
 * Until then each file is found relative to the module that names it
 * (resources.js, www/embed/rules.js).
 */

/** @type {URL | null} */
let packageUrl = null;

/**
 * Names the URL of the folder that holds the element's files (`pkg-rules/`,
 * `pkg/`, `www/worker.js`, as the npm package lays them out). Call it in
 * the module that imports the element, before anything awaits: the rules'
 * download starts once that module has run.
 * @param {string | URL} url relative to the page, e.g. '/assets/mancala-board/'
 */
export function setPackageUrl(url) {
  packageUrl = new URL(url, document.baseURI);
}

/** The folder setPackageUrl named, or null. */
export const hostPackageUrl = () => packageUrl;
