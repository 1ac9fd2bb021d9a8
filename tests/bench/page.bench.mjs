// Benchmarks of the page (npm run bench, never npm test: timings depend on
// how busy the machine is): how soon the first board is drawn, and the frame
// rate while seeds are sown. Each prints its numbers and checks its floor.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { focusBoard, onPage, prepareGame, setSpeed, useBrowser, waitIdle } from '../e2e/helpers.mjs';
import { median } from './stats.mjs';

const FIRST_FRAME_MS = 300;
const MIN_FPS = 55;

const browser = useBrowser();

test(`the first board is drawn within ${FIRST_FRAME_MS} ms of navigation`, async () => {
  const loads = [];
  for (let run = 0; run < 7; run++) {
    await onPage(browser(), {}, async ({ page }) => {
      loads.push(
        await page.evaluate(() => ({
          frame: performance.getEntriesByName('board-first-frame')[0].startTime,
          parsed: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
        })),
      );
    });
  }
  const frames = loads.map((l) => l.frame);
  console.log(
    `first board frame after navigation (cold cache, ${loads.length} loads): ` +
      `${loads.map((l) => `${l.frame.toFixed(0)} (modules loaded at ${l.parsed.toFixed(0)})`).join(', ')} ms; ` +
      `median ${median(frames).toFixed(0)} ms`,
  );
  assert.ok(median(frames) <= FIRST_FRAME_MS, `median ${median(frames)} ms`);
});

test(`sowing animates at ${MIN_FPS} frames per second or more`, () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page, { variant: 'ayoayo' });
    await setSpeed(page, 'normal');
    await page.evaluate(() => {
      window.frameTimes = [];
      const record = (now) => {
        if (window.__mancala.activity() === 'animating') window.frameTimes.push(now);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await focusBoard(page);
    await page.keyboard.press('C');
    await waitIdle(page);
    const frames = await page.evaluate(() => window.frameTimes);
    const intervals = frames.slice(1).map((t, i) => t - frames[i]);
    const fps = 1000 / median(intervals);
    const slow = intervals.filter((ms) => ms > 25).length;
    const p95 = [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length * 0.95)];
    console.log(
      `sowing (Ayoayo C, 5 laps, normal speed): ${intervals.length} frames in ` +
        `${((frames.at(-1) - frames[0]) / 1000).toFixed(1)} s, median ${median(intervals).toFixed(1)} ms ` +
        `(${fps.toFixed(1)} fps), 95th percentile ${p95.toFixed(1)} ms, ${slow} frames over 25 ms`,
    );
    assert.ok(intervals.length > 100, 'the move animates over many frames');
    assert.ok(fps >= MIN_FPS, `${fps.toFixed(1)} fps`);
  }));
