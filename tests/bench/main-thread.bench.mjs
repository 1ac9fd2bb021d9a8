// Benchmark of the page's main thread while the computer searches in its
// worker (npm run bench): no long task (50 ms or more) and no gap between
// timer ticks of 50 ms or more. npm test checks a loose bound of the same.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hook, onPage, prepareGame, useBrowser, watchMainThreadWhileThinking, withoutOpeningBooks } from '../e2e/helpers.mjs';

const MAX_GAP_MS = 50;

const browser = useBrowser();

test(`the main thread is never blocked for ${MAX_GAP_MS} ms while the computer thinks (Maximum, 1 s)`, () =>
  onPage(browser(), {}, async ({ page }) => {
    await withoutOpeningBooks(page);
    await prepareGame(page, { north: 'computer:4', thinkMs: 1000 });
    const { thinking, longest, longTasks, otherLongTasks } = await watchMainThreadWhileThinking(page);
    const list = (tasks) => (tasks.length ? tasks.map((d) => d.toFixed(0)).join(', ') : 'none');
    console.log(
      `computer at Maximum, 1 s: thought ${thinking.toFixed(0)} ms; longest main-thread gap ` +
        `${longest.toFixed(1)} ms; long tasks meanwhile: ${list(longTasks)}; ` +
        `before or after (reported, not judged): ${list(otherLongTasks)}`,
    );
    assert.match((await hook(page)).position, /-S$/, 'the computer answered');
    assert.deepEqual(longTasks, []);
    assert.ok(longest < MAX_GAP_MS, `the main thread was blocked for ${longest} ms`);
  }));
