// The engine's speed in the browser against the same searches natively, in
// one run: every bench position of `mancala bench search` is searched to a
// fixed depth by the release CLI and by the wasm module in Chromium, in
// rounds that alternate the two, so that both share the machine's drift. The
// node counts must agree exactly (the search is deterministic for a depth);
// each round's nodes-per-second ratio is printed, and their median must reach
// the floor. The browser first searches every position once untimed: V8
// starts wasm on its baseline compiler and swaps in optimised code while it
// runs, so the page's first search is slower (printed apart, as "cold"); the
// ratio is of the searches after it, as every later move of a game is.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { BASE_URL, launch, watchProblems } from '../e2e/helpers.mjs';
import { median } from './stats.mjs';

const CLI = process.env.MANCALA_CLI ?? 'target/release/mancala';
/** Deep enough that each search takes tens of milliseconds or more (about 4 M nodes in all). */
const DEPTH = 18;
const ROUNDS = 3;
const MIN_RATIO = 0.75;

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

/** One native pass over the bench positions: the CLI's JSON lines. */
function searchNatively() {
  return execFileSync(CLI, ['bench', 'search', '--depth', String(DEPTH), '--json'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

/** One pass in `page` over `positions` (the native runs'), by the full wasm module. */
function searchInBrowser(page, positions) {
  return page.evaluate(
    async ([positions, depth]) => {
      const wasm = await import('./pkg/mancala_wasm.js');
      await wasm.default();
      return positions.map(({ variant, moves }) => {
        const game = new wasm.Game(variant === 'oware' ? wasm.Variant.Oware : wasm.Variant.Ayoayo, false);
        for (const letter of moves) game.tryPlay(wasm.parsePit(letter));
        const start = performance.now();
        const report = wasm.analyze(game, depth);
        return { nodes: report.nodes, ms: performance.now() - start, position: game.position() };
      });
    },
    [positions, DEPTH],
  );
}

const total = (runs) => runs.reduce((sum, run) => ({ nodes: sum.nodes + run.nodes, ms: sum.ms + run.ms }), { nodes: 0, ms: 0 });
const nodesPerSecond = ({ nodes, ms }) => nodes / (ms / 1000);

test(`wasm searches as native ones do, at ${MIN_RATIO}x their speed or better`, async () => {
  const page = await browser.newPage();
  const problems = watchProblems(page);
  await page.goto(BASE_URL);
  const positions = searchNatively();
  const cold = await searchInBrowser(page, positions);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const native = searchNatively();
    const wasm = await searchInBrowser(page, native);
    native.forEach((run, index) => {
      assert.equal(wasm[index].position, run.position);
      assert.equal(wasm[index].nodes, run.nodes, `node counts differ at ${run.position}`);
    });
    const totals = { native: total(native), wasm: total(wasm) };
    rounds.push({ native, wasm, totals, ratio: nodesPerSecond(totals.wasm) / nodesPerSecond(totals.native) });
  }
  const rows = positions.map((run, index) => {
    const ms = (side) => median(rounds.map((round) => round[side][index].ms)).toFixed(1).padStart(7);
    return `${run.variant.padEnd(7)} ${run.position.padEnd(34)} ${String(run.nodes).padStart(9)} nodes  native ${ms('native')} ms  wasm ${ms('wasm')} ms`;
  });
  const lines = rounds.map(
    ({ totals, ratio }, index) =>
      `round ${index + 1}: native ${(nodesPerSecond(totals.native) / 1e6).toFixed(2)} M nodes/s, ` +
      `wasm ${(nodesPerSecond(totals.wasm) / 1e6).toFixed(2)} M nodes/s, ratio ${ratio.toFixed(2)} ` +
      `(${totals.wasm.ms.toFixed(0)} ms)`,
  );
  const ratio = median(rounds.map((round) => round.ratio));
  console.log(
    `engine speed at depth ${DEPTH} (median ms of ${ROUNDS} rounds):\n${rows.join('\n')}\n${lines.join('\n')}\n` +
      `median ratio ${ratio.toFixed(2)}; the first, cold, pass in the browser: ${total(cold).ms.toFixed(0)} ms`,
  );
  assert.ok(ratio >= MIN_RATIO, `wasm runs at ${ratio.toFixed(2)}x native`);
  assert.deepEqual(problems, []);
  await page.close();
});
