#!/usr/bin/env node
// What a phone user sees, by Lighthouse (npm run bench, never npm test: its
// numbers are timings): its mobile run, with the network slowed to a slow
// 4G and the processor four times slower (simulated), in Debian's Chromium,
// on the game page, both example articles and embed.html, served gzipped by
// scripts/serve.mjs as static hosts serve them. Each page is run ROUNDS
// times, the pages in turn and in an order that rotates every round, so that
// all share the machine's drift; each metric's median is printed, and the
// median run must score 100 for performance with its largest contentful
// paint within 2.5 s (Core Web Vitals' "good"). Exits non-zero if a page
// misses either.
// Usage: node tools/lighthouse/run.mjs [ROUNDS] (installed by scripts/bench.sh:
// npm ci --prefix tools/lighthouse).

import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from '../../tests/bench/stats.mjs';
import { serve } from '../../tests/e2e/consumer.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const MAX_LCP_MS = 2500;
const MIN_SCORE = 100;
const PAGES = [
  ['the game page', ''],
  ['examples/oware.html', 'examples/oware.html'],
  ['examples/ayoayo.html', 'examples/ayoayo.html'],
  ['embed.html', 'embed.html#variant=ayoayo&moves=CfDa&mode=replay'],
];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** One Lighthouse run of `url` (mobile, performance only): the score (0–100) and the metrics in ms (CLS unitless). */
async function measure(url, port) {
  const { lhr } = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  const run = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
  for (const [name, audit] of Object.entries(METRICS)) run[name] = lhr.audits[audit].numericValue;
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  return { ...run, element };
}

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const { url: base, server } = await serve(dist, '--parent', String(process.pid));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
let missed = false;
try {
  const runs = Object.fromEntries(PAGES.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < PAGES.length; i++) {
      const [name, path] = PAGES[(round + i) % PAGES.length];
      runs[name].push(await measure(new URL(path, base).href, chrome.port));
    }
  }
  for (const [name] of PAGES) {
    const all = runs[name];
    // The median run by score, then by LCP: the one the floors are checked on.
    const middle = [...all].sort((a, b) => a.score - b.score || b.lcp - a.lcp)[Math.floor(all.length / 2)];
    const list = (key, digits = 0) => all.map((run) => run[key].toFixed(digits)).join(', ');
    const ok = middle.score >= MIN_SCORE && middle.lcp <= MAX_LCP_MS;
    missed ||= !ok;
    console.log(
      `${name}: performance ${middle.score} [${list('score')}], ` +
        `largest contentful paint ${middle.lcp.toFixed(0)} ms [${list('lcp')}] (${middle.element ?? 'no element'}), ` +
        `first contentful paint ${median(all.map((run) => run.fcp)).toFixed(0)} ms [${list('fcp')}], ` +
        `blocking time ${median(all.map((run) => run.tbt)).toFixed(0)} ms [${list('tbt')}], ` +
        `layout shift ${median(all.map((run) => run.cls)).toFixed(3)} [${list('cls', 3)}], ` +
        `speed index ${median(all.map((run) => run.si)).toFixed(0)} ms; ` +
        `${ok ? 'within' : 'MISSES'} the floors (${MIN_SCORE}, ${MAX_LCP_MS} ms)`,
    );
  }
} finally {
  chrome.kill();
  server.kill();
}
process.exit(missed ? 1 : 0);
