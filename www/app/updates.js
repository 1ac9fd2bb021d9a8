// @ts-check
/**
 * Offline play and new versions. Once the page has loaded, registers the
 * service worker (sw.js: it keeps every file of the site, so later visits
 * work with the network off). When a newer build has been installed and
 * waits, calls `onReady(reload)`; `reload()` lets that build take over and
 * reloads the page once it has. Nothing reloads unless the player asks, and
 * the game in progress is saved after every move (storage.js), so the
 * reload loses nothing.
 */

import { serviceWorkerUrl } from '../engine/resources.js';

/** @param {(reload: () => void) => void} onReady */
export function watchForUpdates(onReady) {
  const url = serviceWorkerUrl();
  if (!url || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  let reloading = false;
  serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) location.reload();
  });

  /** A waiting worker is news only to a page an older one serves (not on the first visit). */
  const offer = (/** @type {ServiceWorker} */ waiting) => {
    if (!serviceWorker.controller) return;
    onReady(() => {
      reloading = true;
      // Another tab of the site may have let it take over already.
      if (waiting.state === 'installed') waiting.postMessage({ kind: 'take-over' });
      else location.reload();
    });
  };

  const register = async () => {
    // The browser looks for a new sw.js whenever the site is visited; this
    // page also looks when the player comes back to it.
    const registration = (await serviceWorker.getRegistration(url.href)) ?? (await serviceWorker.register(url));
    document.addEventListener('visibilitychange', () => {
      // Offline or unreachable: the next look will do.
      if (document.visibilityState === 'visible') registration.update().catch(() => {});
    });
    if (registration.waiting) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offer(installing);
      });
    });
  };
  // After the first frames: installing downloads the whole site.
  const start = () =>
    register().catch((/** @type {Error} */ error) =>
      console.warn(`This page cannot be kept for offline play: ${error.message}`),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
