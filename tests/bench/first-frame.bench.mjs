// Benchmark of the first frame (npm run bench, never npm test: timings
// depend on how busy the machine is): how soon the first board of the game
// page, of each example article and of embed.html is drawn after
// navigation, cold cache, as a ratio to a bare page's (bare.html: one canvas
// drawn by an inline script, no module, no wasm). Each page is loaded
// alternately with the bare page, which goes first every other round, both
// from one server: scripts/serve.mjs serving dist/, started here with
// `--extra` for the bare page, which never ships. A machine's load drifts
// from minute to minute; alternate loads share the drift, so the floor is
// the ratio of the medians, not milliseconds.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/consumer.mjs';
import { useBrowser } from '../e2e/helpers.mjs';
import { firstFrame } from './cold-load.mjs';
import { median } from './stats.mjs';

const MAX_RATIO = 1.5;
const ROUNDS = 7;
const BARE = 'bare.html';
const PAGES = [
  ['the game page', ''],
  ['examples/oware.html', 'examples/oware.html'],
  ['examples/ayoayo.html', 'examples/ayoayo.html'],
  ['embed.html', 'embed.html#variant=ayoayo&moves=CfDa&mode=replay'],
];

const browser = useBrowser();

let server;
let url;
before(async () => {
  const dist = fileURLToPath(new URL('../../dist', import.meta.url));
  const bare = fileURLToPath(new URL(BARE, import.meta.url));
  ({ server, url } = await serve(dist, '--extra', bare, '--parent', String(process.pid)));
});
after(() => server?.kill());

const ms = (values) => values.map((v) => v.toFixed(0)).join(', ');

for (const [name, path] of PAGES) {
  test(`the first board of ${name} is drawn within ${MAX_RATIO} times the bare page's first frame`, async () => {
    const frames = { bare: [], page: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const which of round % 2 ? ['page', 'bare'] : ['bare', 'page']) {
        frames[which].push(await firstFrame(browser(), new URL(which === 'bare' ? BARE : path, url).href));
      }
    }
    const [bare, page] = [median(frames.bare), median(frames.page)];
    const ratio = page / bare;
    const verdict = ratio <= MAX_RATIO ? 'within' : 'OVER';
    console.log(
      `${name}: first board frame after navigation (cold cache, ${ROUNDS} loads each): ` +
        `median ${page.toFixed(0)} ms [${ms(frames.page)}], bare page ${bare.toFixed(0)} ms [${ms(frames.bare)}]; ` +
        `ratio ${ratio.toFixed(2)}, ${verdict} the ${MAX_RATIO} floor`,
    );
    assert.ok(
      ratio <= MAX_RATIO,
      `${name}: first frame ${ratio.toFixed(2)} times the bare page's (median ${page.toFixed(0)} ms ` +
        `against ${bare.toFixed(0)} ms); the floor is ${MAX_RATIO}`,
    );
  });
}
