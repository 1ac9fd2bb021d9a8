// Benchmark of the first frame (npm run bench, never npm test: timings
// depend on how busy the machine is): how soon the first board of the game
// page, of each example article and of embed.html is drawn after
// navigation, cold cache, against two yardsticks: the game's own renderer
// drawing the start on an otherwise bare page (renderer.html: what the
// board's look costs), which each page must come within 1.25 times of (what
// is left is what the page adds), and a bare page (bare.html: one canvas
// drawn by an inline script, no module, no wasm), which the renderer's page
// must come within 1.5 times of (the look's cost). A third, the bare page
// with its script in a module file (bare-module.html), is printed: what
// fetching any script costs. Each page is loaded in turn with the
// yardsticks, in an order that rotates every round, all from one server:
// scripts/serve.mjs serving dist/, started here with `--extra` for the
// yardsticks, which never ship (cold-load.mjs writes them). A machine's load
// drifts from minute to minute; alternate loads share the drift, so the
// floors are ratios of medians, not milliseconds.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { useBrowser } from '../e2e/helpers.mjs';
import { firstFrame, serveWithYardsticks } from './cold-load.mjs';
import { median } from './stats.mjs';

/** The page against the renderer's yardstick. */
const MAX_PAGE_RATIO = 1.25;
/** The renderer's yardstick against the bare page. */
const MAX_LOOK_RATIO = 1.5;
const ROUNDS = 7;
const YARDSTICKS = { bare: 'bare.html', module: 'bare-module.html', renderer: 'renderer.html' };
const PAGES = [
  ['the game page', ''],
  ['examples/oware.html', 'examples/oware.html'],
  ['examples/ayoayo.html', 'examples/ayoayo.html'],
  ['embed.html', 'embed.html#variant=ayoayo&moves=CfDa&mode=replay'],
];

const browser = useBrowser();

/** @type {Awaited<ReturnType<typeof serveWithYardsticks>> | undefined} */
let site;
let url = '';
before(async () => {
  site = await serveWithYardsticks('--parent', String(process.pid));
  ({ url } = site);
});
after(() => site?.stop());

const ms = (values) => values.map((v) => v.toFixed(0)).join(', ');

for (const [name, path] of PAGES) {
  test(`the first board of ${name} is drawn within ${MAX_PAGE_RATIO} times the renderer's page, and that within ${MAX_LOOK_RATIO} times the bare page`, async () => {
    const paths = { ...YARDSTICKS, page: path };
    const order = /** @type {(keyof typeof paths)[]} */ (Object.keys(paths));
    const frames = Object.fromEntries(order.map((which) => [which, /** @type {number[]} */ ([])]));
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < order.length; i++) {
        const which = order[(round + i) % order.length];
        frames[which].push(await firstFrame(browser(), new URL(paths[which], url).href));
      }
    }
    const { bare, module, renderer, page } = Object.fromEntries(order.map((which) => [which, median(frames[which])]));
    const pageRatio = page / renderer;
    const lookRatio = renderer / bare;
    const verdict = (ratio, most) => `${ratio.toFixed(2)}, ${ratio <= most ? 'within' : 'OVER'} the ${most} floor`;
    console.log(
      `${name}: first board frame after navigation (cold cache, ${ROUNDS} loads each): ` +
        `median ${page.toFixed(0)} ms [${ms(frames.page)}], bare page with the game's renderer ${renderer.toFixed(0)} ms [${ms(frames.renderer)}], ` +
        `bare page ${bare.toFixed(0)} ms [${ms(frames.bare)}], bare page with a module file ${module.toFixed(0)} ms [${ms(frames.module)}]; ` +
        `the page against the renderer's ${verdict(pageRatio, MAX_PAGE_RATIO)}; the renderer's against the bare page ${verdict(lookRatio, MAX_LOOK_RATIO)} ` +
        `(the page against the bare page ${(page / bare).toFixed(2)}, the module file's ${(module / bare).toFixed(2)})`,
    );
    assert.ok(pageRatio <= MAX_PAGE_RATIO, `${name}: first frame ${pageRatio.toFixed(2)} times the renderer's page (median ${page.toFixed(0)} ms against ${renderer.toFixed(0)} ms); the floor is ${MAX_PAGE_RATIO}`);
    assert.ok(lookRatio <= MAX_LOOK_RATIO, `the renderer's page ${lookRatio.toFixed(2)} times the bare page (median ${renderer.toFixed(0)} ms against ${bare.toFixed(0)} ms); the floor is ${MAX_LOOK_RATIO}`);
  });
}
