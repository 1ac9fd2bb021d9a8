// @ts-check
/// <reference lib="webworker" />
/**
 * The service worker: after one visit the game plays with the network off.
 *
 * The build (scripts/precache-manifest.mjs) writes into this file the list
 * of every file of the site with a hash of its content, and a version made
 * of those hashes; so a new build is a new service worker. Installing
 * downloads every listed file, checks its hash and keeps it in a cache named
 * after the site and the version. The new worker then waits: the page
 * offers "A new version is ready — Reload" and sends `{kind: 'take-over'}`
 * only when the player asks (www/app/updates.js), so a game in progress is
 * never switched to other files under it. Activating removes the caches of
 * older versions of this site.
 *
 * Requests for listed files are answered from the cache; a visit to the
 * site's address (with any query) gets index.html; anything else goes to
 * the network.
 */

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** @type {{version: string, files: {url: string, hash: string}[]}} */
const PRECACHE = { version: 'unbuilt', files: [] };

const SITE = sw.registration.scope;
const CACHE_PREFIX = `mancala ${SITE} `;
const CACHE = CACHE_PREFIX + PRECACHE.version;
const INDEX = new URL('index.html', SITE).href;
const LISTED = new Set(PRECACHE.files.map(({ url }) => new URL(url, SITE).href));

/** The SHA-256 of `bytes`, in hex. */
async function sha256(/** @type {ArrayBuffer} */ bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Downloads every listed file into this version's cache; fails, keeping
 * nothing, if any is missing or not the listed one.
 */
async function precache() {
  const cache = await caches.open(CACHE);
  const downloads = Promise.all(
    PRECACHE.files.map(async ({ url, hash }) => {
      const address = new URL(url, SITE).href;
      // Past the HTTP cache, which may still hold the previous build's file.
      const response = await fetch(address, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`precache: ${url} answered HTTP ${response.status}`);
      if ((await sha256(await response.clone().arrayBuffer())) !== hash) {
        throw new Error(`precache: ${url} is not the file of version ${PRECACHE.version} (a deployment in progress?)`);
      }
      await cache.put(address, response);
    }),
  );
  await downloads.catch(async (error) => {
    await caches.delete(CACHE);
    throw error;
  });
}

/** Removes the caches of this site's other versions. */
async function removeOldCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
}

/** The cached file that answers `request`, if any: a listed file, or index.html for a visit to the site. */
function cachedAddress(/** @type {Request} */ request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  url.hash = '';
  if (LISTED.has(url.href)) return url.href;
  url.search = '';
  if (request.mode === 'navigate' && (url.href === SITE || url.href === INDEX)) return INDEX;
  return null;
}

sw.addEventListener('install', (event) => event.waitUntil(precache()));

sw.addEventListener('activate', (event) =>
  event.waitUntil(removeOldCaches().then(() => sw.clients.claim())),
);

sw.addEventListener('message', (event) => {
  if (event.data?.kind === 'take-over') sw.skipWaiting();
});

sw.addEventListener('fetch', (event) => {
  const address = cachedAddress(event.request);
  if (!address) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(address))
      .then((cached) => cached ?? fetch(event.request)),
  );
});
