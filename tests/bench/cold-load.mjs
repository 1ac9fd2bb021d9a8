// Cold loads of a page, for the first-frame benchmark and the tools
// (first-frame.bench.mjs, compare-first-frame.mjs, canvas-costs.mjs).

import { buildSync } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/consumer.mjs';
import { watchProblems } from '../e2e/helpers.mjs';

const here = (/** @type {string} */ name) => new URL(name, import.meta.url);

/**
 * Writes the first-frame benchmark's three yardsticks into `dir`, from
 * bare.html, bare-board.js and renderer-board.js: `bare.html`, the board
 * drawn by an inline script; `bare-module.html`, the same script loaded as a
 * module file (`bare-board.js`); `renderer.html`, the game's own renderer
 * drawing the board, bundled into one module file (`renderer-board.js`).
 * Returns the files' paths, for serve.mjs --extra.
 * @param {string} dir
 */
function writeBarePages(dir) {
  const shell = readFileSync(here('bare.html'), 'utf8');
  const script = readFileSync(here('bare-board.js'), 'utf8');
  const marker = '<!-- the board script -->';
  if (!shell.includes(marker)) throw new Error('bare.html has no place for the board script');
  const moduleFile = (/** @type {string} */ name) => shell.replace(marker, `<script type="module" src="${name}"></script>`);
  const renderer = buildSync({
    entryPoints: [fileURLToPath(here('renderer-board.js'))],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
  }).outputFiles[0].text;
  const files = {
    'bare.html': shell.replace(marker, () => `<script>\n${script}</script>`),
    'bare-module.html': moduleFile('bare-board.js'),
    'bare-board.js': script,
    'renderer.html': moduleFile('renderer-board.js'),
    'renderer-board.js': renderer,
  };
  return Object.entries(files).map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  });
}

/**
 * Serves dist/ by scripts/serve.mjs (with `options` added), the
 * yardsticks beside it (see writeBarePages, in a temporary directory):
 * their URL, and `stop` to end the server and remove the directory.
 * @param {...string} options
 */
export async function serveWithYardsticks(...options) {
  const dir = mkdtempSync(join(tmpdir(), 'mancala-yardsticks-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const dist = fileURLToPath(new URL('../../dist', import.meta.url));
    const { server, url } = await serve(dist, ...writeBarePages(dir).flatMap((file) => ['--extra', file]), ...options);
    return {
      url,
      stop() {
        server.kill();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The first board frame of one cold load of `url` (a fresh context: empty
 * cache, no service worker), in ms after navigation: the page's
 * 'board-first-frame' mark. Throws if the page reported a problem.
 */
export async function firstFrame(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('board-first-frame').length > 0);
    if (problems.length) throw new Error(`${url}: ${problems.join('; ')}`);
    return await page.evaluate(() => performance.getEntriesByName('board-first-frame')[0].startTime);
  } finally {
    await context.close();
  }
}
