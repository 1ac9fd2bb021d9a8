// Benchmark of the page (npm run bench, never npm test: timings depend on
// how busy the machine is): the frame rate while seeds are sown. It prints
// its numbers and checks its floor. The first frame is first-frame.bench.mjs's.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { focusBoard, onPage, prepareGame, setSpeed, useBrowser, waitIdle } from '../e2e/helpers.mjs';
import { median } from './stats.mjs';

const MIN_FPS = 55;

const browser = useBrowser();

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
