// What the page loads: the gzip bytes of every file it fetches (a size, so
// the same on any machine), and that its scripts come as one bundle (with
// the chunks it preloads).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { BASE_URL, useBrowser, watchProblems } from './helpers.mjs';

// 150 KiB until the review (analyzeMoves, move comments), the opening books
// and the tuned evaluation added 3.8 KB gzip to the wasm module. The recent
// games, a held computer, dropped files, the records Aualé writes and the
// review under the board came to 156.1 KiB; the styles minified (1.6 KB
// gzip less) bring it back under 155.
const BUDGET_BYTES = 155 * 1024;

const browser = useBrowser();

test(`everything the page loads is at most ${BUDGET_BYTES / 1024} KiB gzipped`, async () => {
  const context = await browser().newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  const urls = new Set();
  page.on('request', (request) => urls.add(request.url()));
  const workerStarted = page.waitForEvent('worker');
  await page.goto(BASE_URL);
  await workerStarted;
  await page.waitForLoadState('networkidle');
  let total = 0;
  const rows = [];
  for (const url of [...urls].filter((u) => u.startsWith(BASE_URL)).sort()) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const gzipped = gzipSync(body, { level: 9 }).length;
    total += gzipped;
    rows.push(`${url.slice(BASE_URL.length - 1).padEnd(32)} ${String(body.length).padStart(7)} B  ${String(gzipped).padStart(6)} B gzip`);
  }
  console.log(`page weight:\n${rows.join('\n')}\ntotal ${(total / 1024).toFixed(1)} KiB gzip (${total} B) from ${rows.length} files`);
  assert.ok(urls.has(new URL('www/engine/worker.js', BASE_URL).href), 'the search worker was loaded too');
  // The scripts the page requested, its workers' (each bundled too) included.
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
  assert.deepEqual(
    pageScripts.filter((path) => !/\/www\/engine\/(worker|tables-worker)\.js$/.test(path)).sort(),
    [new URL('www/bundle/main.js', BASE_URL).pathname, ...preloaded].sort(),
    "the page's modules come as one bundle and the chunks it preloads, so none waits for the module that imports it",
  );
  assert.ok(total <= BUDGET_BYTES, `${total} B gzip`);
  assert.deepEqual(problems, []);
  await context.close();
});
