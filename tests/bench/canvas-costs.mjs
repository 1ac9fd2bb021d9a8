#!/usr/bin/env node
// Where a page's first board frame spends its time on the canvas (a tool,
// not a test): loads a page cold LOADS times, times every call of the 2D
// canvas API made before the page's 'board-first-frame' mark, and prints
// the median total of each method, largest first. Calls on the canvas in
// the page are starred; a drawImage names its source's size, since drawing
// a canvas first makes the browser paint what was drawn on it (the look's
// wood, holes and seed images are painted there, in the first frame's
// task, while the visible canvas is painted after it). The pages are served
// from dist/ with the first-frame benchmark's yardsticks (bare.html,
// renderer.html: see cold-load.mjs). The timing costs a microsecond or two
// a call: a method called thousands of times (lineTo, for the wood's grain)
// shows more than it costs untimed.
// Usage: node tests/bench/canvas-costs.mjs [LOADS] [PAGE]   (PAGE defaults to renderer.html)

import { launch } from '../e2e/helpers.mjs';
import { serveWithYardsticks } from './cold-load.mjs';
import { median } from './stats.mjs';

const [loads = '7', path = 'renderer.html'] = process.argv.slice(2);

/** Runs in the page before its scripts: wraps each method of the 2D context to add up its time. */
function timeCanvasCalls() {
  /** @type {Record<string, number>} */
  const totals = {};
  Object.defineProperty(window, 'canvasCosts', { value: totals });
  const prototype = CanvasRenderingContext2D.prototype;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const method = Object.getOwnPropertyDescriptor(prototype, name)?.value;
    if (typeof method !== 'function' || name === 'constructor') continue;
    prototype[name] = function timed(...args) {
      const start = performance.now();
      try {
        return method.apply(this, args);
      } finally {
        if (!performance.getEntriesByName('board-first-frame').length) {
          const source = name === 'drawImage' ? ` ${args[0].width}×${args[0].height}` : '';
          const key = `${name}${source}${this.canvas.isConnected ? ' *' : ''}`;
          totals[key] = (totals[key] ?? 0) + performance.now() - start;
        }
      }
    };
  }
}

const site = await serveWithYardsticks();
const { url } = site;
const browser = await launch();
try {
  /** @type {Record<string, number[]>} */
  const costs = {};
  /** @type {number[]} */
  const frames = [];
  for (let load = 0; load < Number(loads); load++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(timeCanvasCalls);
    await page.goto(new URL(path, url).href);
    await page.waitForFunction(() => performance.getEntriesByName('board-first-frame').length > 0);
    const { totals, frame } = await page.evaluate(() => ({
      totals: window.canvasCosts,
      frame: performance.getEntriesByName('board-first-frame')[0].startTime,
    }));
    frames.push(frame);
    for (const [key, ms] of Object.entries(totals)) (costs[key] ??= []).push(ms);
    await context.close();
  }
  // A method some loads never call counts 0 ms in them.
  const medians = Object.entries(costs)
    .map(([key, list]) => /** @type {[string, number]} */ ([key, median([...list, ...Array(frames.length - list.length).fill(0)])]))
    .sort((a, b) => b[1] - a[1]);
  console.log(`${path}: first board frame ${median(frames).toFixed(0)} ms after navigation (median of ${frames.length} cold loads)`);
  console.log(`canvas calls before it, median ms by method (* the page's canvas), ${medians.reduce((sum, [, ms]) => sum + ms, 0).toFixed(1)} ms in all:`);
  for (const [key, ms] of medians) if (ms >= 0.1) console.log(`  ${ms.toFixed(1).padStart(5)}  ${key}`);
} finally {
  await browser.close();
  site.stop();
}
