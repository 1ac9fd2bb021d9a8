// Benchmark of the game review (npm run bench): a 60-move Oware game (120
// plies, as its record numbers moves, played by the computer at Casual
// against itself) reviewed at the default depth in Chromium, timed from the
// click on "Review game" to the graph, with the page's main thread watched
// meanwhile. Floors: the review within 20 s, and no long task (50 ms or
// more) on the main thread; the longest gap between 5 ms timer ticks is
// reported (on a busy machine the system can hold the page back for longer).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importWasm, linkFor, onPage, setPlayers, useBrowser, waitIdle } from '../e2e/helpers.mjs';

const PLIES = 120;
const MAX_REVIEW_MS = 20_000;

const browser = useBrowser();

test(`a ${PLIES / 2}-move Oware game is reviewed within ${MAX_REVIEW_MS / 1000} s, the page responsive`, () =>
  onPage(browser(), {}, async ({ page }) => {
    await importWasm(page);
    // The first game of the computer against itself that lasts long enough, cut to PLIES.
    const record = await page.evaluate((plies) => {
      const { Game, Level, Variant, think } = window.wasm;
      for (let seed = 1; ; seed++) {
        const game = new Game(Variant.Oware, false);
        while (game.plyCount() < plies && !game.outcome()) game.tryPlay(think(game, Level.Casual, 0, seed * 1000 + game.plyCount()).pit);
        if (game.plyCount() === plies) return game.record();
        game.free();
      }
    }, PLIES);
    await setPlayers(page, 'person', 'person');
    await page.goto(new URL(linkFor(record), page.url()).href);
    await page.waitForFunction(() => !location.hash);
    await waitIdle(page);

    const result = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const longTasks = [];
          new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => [e.duration, e.startTime - started]))).observe({
            type: 'longtask',
          });
          const started = performance.now();
          let last = started;
          let longest = 0;
          const timer = setInterval(() => {
            const now = performance.now();
            longest = Math.max(longest, now - last);
            last = now;
            if (!document.getElementById('review-result').hidden) {
              clearInterval(timer);
              resolve({ ms: now - started, longest, longTasks });
            }
          }, 5);
          document.getElementById('review-start').click();
        }),
    );
    console.log(
      `review of ${PLIES} plies (${PLIES + 1} positions) at the default depth: ${(result.ms / 1000).toFixed(1)} s ` +
        `(${(result.ms / (PLIES + 1)).toFixed(0)} ms a position); longest main-thread gap ${result.longest.toFixed(1)} ms; ` +
        `long tasks: ${result.longTasks.map(([d, at]) => `${d.toFixed(0)} ms at ${at.toFixed(0)} ms`).join(', ') || 'none'}`,
    );
    assert.ok(result.ms <= MAX_REVIEW_MS, `the review took ${result.ms} ms`);
    assert.deepEqual(result.longTasks, [], 'no long task on the main thread');
  }));
