// Benchmark of an embedded board (npm run bench): how soon the first
// <mancala-board> of an example article is drawn after navigation, cold
// cache, against the 300 ms floor.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, useBrowser, watchProblems } from '../e2e/helpers.mjs';
import { median } from './stats.mjs';

const FIRST_FRAME_MS = 300;
const PAGES = ['examples/ayoayo.html', 'examples/oware.html'];

const browser = useBrowser();

for (const path of PAGES) {
  test(`the first embedded board of ${path} is drawn within ${FIRST_FRAME_MS} ms of navigation`, async () => {
    const frames = [];
    for (let run = 0; run < 7; run++) {
      const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(new URL(path, BASE_URL).href);
      await page.waitForFunction(() => performance.getEntriesByName('board-first-frame').length > 0);
      frames.push(await page.evaluate(() => performance.getEntriesByName('board-first-frame')[0].startTime));
      assert.deepEqual(problems, []);
      await context.close();
    }
    console.log(
      `${path}: first embedded board frame after navigation (cold cache, ${frames.length} loads): ` +
        `${frames.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median(frames).toFixed(0)} ms`,
    );
    assert.ok(median(frames) <= FIRST_FRAME_MS, `median ${median(frames)} ms`);
  });
}
