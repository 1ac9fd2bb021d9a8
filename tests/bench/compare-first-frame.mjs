#!/usr/bin/env node
// Compares the first frame of two builds side by side (a tool, not a test):
// loads each page from build A and build B in turn, cold cache, alternating
// which goes first, and prints both medians and their ratio. One machine's
// load drifts by ±50 ms from minute to minute; alternating loads share the
// drift, so the ratio means more than either number alone.
// Usage: node tests/bench/compare-first-frame.mjs URL_A URL_B [LOADS] [PAGE...]
// (URL_A and URL_B: the root of each build served, e.g. by scripts/serve.mjs)

import { launch } from '../e2e/helpers.mjs';
import { firstFrame } from './cold-load.mjs';
import { median } from './stats.mjs';

const [a, b, loads = '9', ...pages] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: compare-first-frame.mjs URL_A URL_B [LOADS] [PAGE...]');
  process.exit(2);
}
if (!pages.length) pages.push('', 'examples/oware.html', 'examples/ayoayo.html');

const browser = await launch();
try {
  for (const path of pages) {
    const frames = { a: [], b: [] };
    for (let run = 0; run < Number(loads); run++) {
      for (const build of run % 2 ? ['b', 'a'] : ['a', 'b']) {
        frames[build].push(await firstFrame(browser, new URL(path, build === 'a' ? a : b).href));
      }
    }
    const [ma, mb] = [median(frames.a), median(frames.b)];
    console.log(
      `${path || 'index.html'}: first frame median A ${ma.toFixed(0)} ms [${frames.a.map((ms) => ms.toFixed(0))}], ` +
        `B ${mb.toFixed(0)} ms [${frames.b.map((ms) => ms.toFixed(0))}]; B/A ${(mb / ma).toFixed(2)}`,
    );
  }
} finally {
  await browser.close();
}
