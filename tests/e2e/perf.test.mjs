// Measured and asserted: what the page loads (gzip bytes), how soon the
// first board is drawn, and the frame rate while seeds are sown.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { BASE_URL, launch, newGame, openPage, setPlayers, setSpeed, waitIdle, watchProblems } from './helpers.mjs';

const BUDGET_BYTES = 150 * 1024;
const FIRST_FRAME_MS = 300;
const MIN_FPS = 55;

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

test(`everything the page loads is at most ${BUDGET_BYTES / 1024} KiB gzipped`, async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  const urls = new Set();
  page.on('request', (request) => urls.add(request.url()));
  await page.goto(BASE_URL);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => window.__mancala !== undefined);
  let total = 0;
  const rows = [];
  for (const url of [...urls].filter((u) => u.startsWith(BASE_URL)).sort()) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const gzipped = gzipSync(body, { level: 9 }).length;
    total += gzipped;
    rows.push(`${url.slice(BASE_URL.length - 1).padEnd(32)} ${String(body.length).padStart(7)} B  ${String(gzipped).padStart(6)} B gzip`);
  }
  console.log(`page weight:\n${rows.join('\n')}\ntotal ${(total / 1024).toFixed(1)} KiB gzip (${total} B) from ${rows.length} files`);
  assert.ok(urls.has(new URL('www/worker.js', BASE_URL).href), 'the search worker was loaded too');
  assert.ok(total <= BUDGET_BYTES, `${total} B gzip`);
  assert.deepEqual(problems, []);
  await context.close();
});

test(`the first board is drawn within ${FIRST_FRAME_MS} ms of navigation`, async () => {
  const times = [];
  for (let run = 0; run < 5; run++) {
    const { page, problems, context } = await openPage(browser);
    times.push(await page.evaluate(() => performance.getEntriesByName('board-first-frame')[0].startTime));
    assert.deepEqual(problems, []);
    await context.close();
  }
  console.log(`first board frame after navigation (cold cache, 5 loads): ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${median(times).toFixed(0)} ms`);
  assert.ok(median(times) <= FIRST_FRAME_MS, `median ${median(times)} ms`);
});

test(`sowing animates at ${MIN_FPS} frames per second or more`, async () => {
  const { page, problems, context } = await openPage(browser);
  await setPlayers(page, 'person', 'person');
  await setSpeed(page, 'instant');
  await newGame(page, 'ayoayo');
  await setSpeed(page, 'normal');
  await page.evaluate(() => {
    window.frames = [];
    const record = (now) => {
      if (window.__mancala.activity() === 'animating') window.frames.push(now);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.focus('.mancala-board canvas');
  await page.keyboard.press('C');
  await waitIdle(page);
  const frames = await page.evaluate(() => window.frames);
  const intervals = frames.slice(1).map((t, i) => t - frames[i]);
  const fps = 1000 / median(intervals);
  const slow = intervals.filter((ms) => ms > 25).length;
  const p95 = [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length * 0.95)];
  console.log(
    `sowing (Ayoayo C, 5 laps, normal speed): ${intervals.length} frames in ${((frames.at(-1) - frames[0]) / 1000).toFixed(1)} s, ` +
      `median ${median(intervals).toFixed(1)} ms (${fps.toFixed(1)} fps), 95th percentile ${p95.toFixed(1)} ms, ${slow} frames over 25 ms`,
  );
  assert.ok(intervals.length > 100, 'the move animates over many frames');
  assert.ok(fps >= MIN_FPS, `${fps.toFixed(1)} fps`);
  assert.deepEqual(problems, []);
  await context.close();
});
