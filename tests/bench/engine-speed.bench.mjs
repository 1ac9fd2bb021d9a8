// The engine's speed in the browser against the same searches natively, in
// one run: every bench position of `mancala bench search` is searched to a
// fixed depth by the release CLI and by the wasm module in Chromium. The node
// counts must agree exactly (the search is deterministic for a depth); the
// nodes-per-second ratio is printed and must reach the floor. The browser
// first searches every position once untimed: V8 starts wasm on its baseline
// compiler and swaps in optimised code while it runs, so the page's first
// search is slower (printed apart, as "cold"); the ratio is of the searches
// after it, as every later move of a game is.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { BASE_URL, launch, watchProblems } from '../e2e/helpers.mjs';

const CLI = process.env.MANCALA_CLI ?? 'target/release/mancala';
const DEPTH = 16;
const MIN_RATIO = 0.5;

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

test(`wasm searches as native ones do, at ${MIN_RATIO}x their speed or better`, async () => {
  const native = execFileSync(CLI, ['bench', 'search', '--depth', String(DEPTH), '--json'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const page = await browser.newPage();
  const problems = watchProblems(page);
  await page.goto(BASE_URL);
  const browserRuns = await page.evaluate(
    async ([positions, depth]) => {
      const wasm = await import('./pkg/mancala_wasm.js');
      await wasm.default();
      const search = ({ variant, moves }) => {
        const game = new wasm.Game(variant === 'oware' ? wasm.Variant.Oware : wasm.Variant.Ayoayo, false);
        for (const letter of moves) game.tryPlay(wasm.parsePit(letter));
        const start = performance.now();
        const report = wasm.analyze(game, depth);
        return { nodes: report.nodes, ms: performance.now() - start, position: game.position() };
      };
      const cold = positions.map(search);
      return { cold, warm: positions.map(search) };
    },
    [native, DEPTH],
  );
  const coldMs = browserRuns.cold.reduce((sum, run) => sum + run.ms, 0);
  const rows = [];
  const totals = { native: { nodes: 0, ms: 0 }, wasm: { nodes: 0, ms: 0 } };
  native.forEach((run, index) => {
    const inBrowser = browserRuns.warm[index];
    assert.equal(inBrowser.position, run.position);
    assert.equal(inBrowser.nodes, run.nodes, `node counts differ at ${run.position}`);
    totals.native.nodes += run.nodes;
    totals.native.ms += run.ms;
    totals.wasm.nodes += inBrowser.nodes;
    totals.wasm.ms += inBrowser.ms;
    rows.push(
      `${run.variant.padEnd(7)} ${run.position.padEnd(34)} ${String(run.nodes).padStart(9)} nodes` +
        `  native ${run.ms.toFixed(1).padStart(7)} ms  wasm ${inBrowser.ms.toFixed(1).padStart(7)} ms`,
    );
  });
  const nps = ({ nodes, ms }) => nodes / (ms / 1000);
  const ratio = nps(totals.wasm) / nps(totals.native);
  console.log(
    `engine speed at depth ${DEPTH}:\n${rows.join('\n')}\n` +
      `native ${(nps(totals.native) / 1e6).toFixed(2)} M nodes/s, wasm ${(nps(totals.wasm) / 1e6).toFixed(2)} M nodes/s, ` +
      `ratio ${ratio.toFixed(2)} (the first, cold, pass in the browser: ${coldMs.toFixed(0)} ms, ` +
      `${browserRuns.warm.reduce((sum, run) => sum + run.ms, 0).toFixed(0)} ms warm)`,
  );
  assert.ok(ratio >= MIN_RATIO, `wasm runs at ${ratio.toFixed(2)}x native`);
  assert.deepEqual(problems, []);
  await page.close();
});
