// What the page loads: the gzip bytes of every file it fetches (a size, so
// the same on any machine). Before the first move the page needs only its
// own files and the rules (pkg-page/): the engine's wasm and its worker, and
// the parts of the page loaded once the board takes moves (app/later.js),
// are held back here until a move has been played, and must not be needed
// for it. Then everything, the engine included, and that the page's scripts
// come as one bundle (with the chunks it preloads) and the later parts.
// The pages see a browser without service workers: what one fetches (the
// whole site, for offline play) is not what the page needs.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { BASE_URL, START, clickPit, holdRequests, hook, useBrowser, waitIdle, waitReady, watchProblems } from './helpers.mjs';

// Issue 23: the first board and the first move on 100 KiB (154 before).
// The page's rules alone (pkg-page/) rather than the engine's whole module
// took 40 KiB off; talc in place of dlmalloc 2.3 (in each module); matches
// left to the full module, loaded when a match is first played, 6; the
// parts of the page loaded once it takes moves (app/later.js), the engine's
// client loaded when first used and the texts of the later parts, the
// review and the puzzles loaded with them, 6; the HTML minified 0.4.
// Issue 37: live play's hooks in the controller and the page, its card's
// place and the address of an invitation, 0.7 (its code comes later).
// Issue 42: texts already in place not written again at start (i18n.js,
// main.js), 0.03; the inline script's note made an HTML comment, which the
// build strips, 0.1 less.
const BEFORE_FIRST_MOVE_BYTES = 101 * 1024;
// The page's rules (53 KB gzip) and the worker's engine (93 KB, rules
// included) are two modules since the engine stopped being fetched at load:
// a player of the computer fetches about 50 KB more in all than when the
// page loaded the engine's module for itself (155 KiB then). Issue 41: the
// opening book's moves for the analysis and the endgame tables' value of
// every move for the endgame trainer (bookMoves, tablesMoves) take the
// engine's module from 94.5 to 100.5 KB gzip (measured with and without
// them, wasm-opt -O3): 209.8 KiB in all before, 215.9 after.
const EVERYTHING_BYTES = 217 * 1024;

/**
 * The engine's files: its client's chunk (engine/lazy-client.js loads it),
 * the search and table workers and their wasm module (pkg/), the opening
 * books.
 */
const isEngineFile = (/** @type {string | URL} */ url) =>
  /^\/(pkg\/|books\/|www\/engine\/(tables-)?worker\.js$|www\/bundle\/engine-client-\w+\.js$)/.test(new URL(url).pathname);
/** The chunk of the parts loaded once the board takes moves (app/later.js, bundled). */
const isLaterChunk = (/** @type {string | URL} */ url) => /^\/www\/bundle\/later-\w+\.js$/.test(new URL(url).pathname);
/** What the first move must not need. */
const isHeldBack = (/** @type {string | URL} */ url) => isEngineFile(url) || isLaterChunk(url);

const browser = useBrowser();

/** `context`, whose pages see a browser without service workers (the page then keeps nothing for offline play). */
async function withoutServiceWorker(context) {
  await context.addInitScript(() => delete Navigator.prototype.serviceWorker);
  return context;
}

/**
 * The icon a browser fetches for its own display of the page, not for the
 * page (Firefox asks for the apple-touch-icon at once; Chromium does not).
 */
const isBrowsersIcon = (/** @type {string} */ url) => new URL(url).pathname === '/icons/icon-192.png';

/** The gzip size of each of `urls` of this site (the browser's icon aside), as a table, and their total. */
async function weigh(urls) {
  let total = 0;
  const rows = [];
  for (const url of [...urls].filter((u) => u.startsWith(BASE_URL) && !isBrowsersIcon(u)).sort()) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const gzipped = gzipSync(body, { level: 9 }).length;
    total += gzipped;
    rows.push(`${url.slice(BASE_URL.length - 1).padEnd(32)} ${String(body.length).padStart(7)} B  ${String(gzipped).padStart(6)} B gzip`);
  }
  return { total, table: `${rows.join('\n')}\ntotal ${(total / 1024).toFixed(1)} KiB gzip (${total} B) from ${rows.length} files` };
}

test(`the first move takes at most ${BEFORE_FIRST_MOVE_BYTES / 1024} KiB gzipped, neither the engine nor the later parts among them`, async () => {
  const context = await withoutServiceWorker(await browser().newContext());
  const page = await context.newPage();
  const problems = watchProblems(page);
  const release = await holdRequests(page, isHeldBack);
  const urls = new Set();
  const record = (request) => urls.add(request.url());
  page.on('request', record);
  await page.goto(BASE_URL);
  await page.waitForFunction(() => window.__mancala?.pitCenter(0) != null);
  await clickPit(page, 2);
  await page.waitForFunction((start) => window.__mancala.position() !== start, START);
  page.off('request', record);
  assert.ok([...urls].some(isLaterChunk), 'the later parts were asked for, and held back');
  assert.equal(await page.evaluate(() => window.__mancala.complete()), false);
  const { total, table } = await weigh([...urls].filter((url) => !isHeldBack(url)));
  console.log(`before the first move:\n${table}`);
  assert.ok(total <= BEFORE_FIRST_MOVE_BYTES, `${total} B gzip`);
  // The computer (North, Casual by default) then answers with the engine.
  await release();
  await waitReady(page);
  await page.waitForFunction(() => window.__mancala.position().endsWith('S'), null, { timeout: 60_000 });
  await waitIdle(page);
  assert.equal((await hook(page)).legal.length > 0, true);
  assert.deepEqual(problems, []);
  await context.close();
});

test(`everything the page loads, the engine included, is at most ${EVERYTHING_BYTES / 1024} KiB gzipped`, async () => {
  const context = await withoutServiceWorker(await browser().newContext());
  const page = await context.newPage();
  const problems = watchProblems(page);
  const urls = new Set();
  page.on('request', (request) => urls.add(request.url()));
  await page.goto(BASE_URL);
  // The search worker is warmed once the page is idle: its script asked for, then the network quiet.
  const worker = new URL('www/engine/worker.js', BASE_URL).href;
  for (const end = Date.now() + 30_000; !urls.has(worker) && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 50));
  await page.waitForLoadState('networkidle');
  const { total, table } = await weigh(urls);
  console.log(`page weight:\n${table}`);
  assert.ok(urls.has(new URL('www/engine/worker.js', BASE_URL).href), 'the search worker was loaded too');
  assert.ok(urls.has(new URL('pkg/mancala_wasm_bg.wasm', BASE_URL).href), "and the engine's module, once the page was idle");
  // The scripts the page requested, its workers' (each bundled too) included.
  await waitReady(page);
  const pageScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  // Code shared with a section loaded on demand comes in chunks the page
  // preloads with main.js (scripts/preload-chunks.mjs).
  const preloaded = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => new URL(link.href).pathname),
  );
  const first = [new URL('www/bundle/main.js', BASE_URL).pathname, ...preloaded];
  for (const path of first) assert.ok(pageScripts.includes(path), `${path} was loaded`);
  // Loaded once the board takes moves: the later parts' chunk, the engine
  // client's (its worker warmed while the page is idle), and what they import.
  const loadedLater = pageScripts.filter((path) => isLaterChunk(new URL(path, BASE_URL)) || /\/engine-client-\w+\.js$/.test(path));
  assert.equal(loadedLater.length, 2, 'the later parts and the engine client, one chunk each');
  const importedLater = new Set();
  for (const path of loadedLater) {
    const code = await (await fetch(new URL(path, BASE_URL))).text();
    for (const [, chunk] of code.matchAll(/"\.\/(chunk-\w+\.js)"/g)) importedLater.add(`/www/bundle/${chunk}`);
  }
  for (const path of pageScripts.filter((p) => !first.includes(p) && !/\/www\/engine\/(worker|tables-worker)\.js$/.test(p))) {
    assert.ok(
      loadedLater.includes(path) || importedLater.has(path),
      `${path}: the page's modules come as one bundle and the chunks it preloads, so none waits for the module that imports it, and what it loads later`,
    );
  }
  assert.ok(total <= EVERYTHING_BYTES, `${total} B gzip`);
  assert.deepEqual(problems, []);
  await context.close();
});
