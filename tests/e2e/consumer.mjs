// A page author's project, for the tests of the element's npm package
// (embed-package.test.mjs): the packed tarball installed offline into an
// empty folder, a small page that imports the element, built or served by
// the bundler under test, and the checks a page author would make in
// Chromium: the boards come up, the computer plays (its workers, the full
// wasm module, the opening book, the endgame tables), every language loads,
// and a language that cannot be loaded leaves the board in English.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../www/i18n/languages.js';
import { ENGINE, watchProblems } from './helpers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The boards of the page: one playing the computer (strong: it plays from the book), one replaying. */
export const BOARDS = `
  <mancala-board id="computer" mode="play" level="strong" computer="south" speed="instant"></mancala-board>
  <mancala-board id="replay" mode="replay" variant="ayoayo" moves="CfDa"></mancala-board>`;

/** The page's script, as the package's README says: import the element. */
export const IMPORT_ELEMENT = "import 'mancala-board';\n";

/**
 * Serves `dir` (scripts/serve.mjs on a free port, with its `options`, e.g.
 * `--extra FILE`): resolves to `{server, url}`.
 * @param {string} dir
 * @param {...string} options
 */
export function serve(dir, ...options) {
  const server = spawn('node', [join(root, 'scripts/serve.mjs'), dir, ...options], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => {
      const match = /http:\/\/\S+\//.exec(String(data));
      if (match) resolve({ server, url: match[0], close: () => server.kill() });
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
}

/**
 * Packs the element's npm package (scripts/pack-embed.sh) in a new folder
 * of its own, so that test files packing at once never share one: returns
 * the tarball's path. `removePacked(tarball)` removes the folder.
 */
export function packElement() {
  const into = mkdtempSync(join(tmpdir(), 'mancala-pack-'));
  const printed = execFileSync('bash', ['scripts/pack-embed.sh', into], { cwd: root, encoding: 'utf8' });
  return printed.trim().split('\n').pop();
}

export const removePacked = (tarball) => rmSync(dirname(tarball), { recursive: true, force: true });

/**
 * An empty project in a new folder with `tarball` installed from the npm
 * cache (no network): returns its path.
 */
export function consumerProject(tarball) {
  const app = mkdtempSync(join(tmpdir(), 'mancala-consumer-'));
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
    cwd: app,
    stdio: 'ignore',
  });
  return app;
}

export const removeProject = (app) => rmSync(app, { recursive: true, force: true });

/** The scripts under `dir` that carry the board's French texts, as paths relative to `dir`. */
export const frenchScripts = (dir) => filesContaining(dir, 'Commandes du plateau');

/** Every script under `dir` whose text contains `needle`, as paths relative to `dir`. */
function filesContaining(dir, needle) {
  const found = [];
  const walk = (relative) => {
    for (const name of readdirSync(join(dir, relative))) {
      const path = relative ? `${relative}/${name}` : name;
      if (statSync(join(dir, path)).isDirectory()) walk(path);
      else if (/\.m?js$/.test(name) && readFileSync(join(dir, path), 'utf8').includes(needle)) found.push(path);
    }
  };
  walk('');
  return found;
}

/** The text of `key` in each language's board catalog (www/i18n/locales/shared/). */
async function boardTexts(key) {
  const texts = {};
  for (const { code } of LANGUAGES) {
    texts[code] = (await import(`../../www/i18n/locales/shared/${code}.js`)).default[key];
  }
  return texts;
}

const controlsLabel = (page) => page.$eval('#replay', (b) => b.shadowRoot.querySelector('.controls').getAttribute('aria-label'));

/**
 * Opens `url` (the page with BOARDS) in a new context of `browser` and
 * checks it as a page author would. With `lostFrench`, the paths (relative
 * to `url`) of the scripts that carry the board's French texts, those
 * answer 404, and a board asked to speak French must speak English.
 * `elsewhere`: the element's files come from another origin than the
 * page's (a CDN's), whose requests only Chromium's are seen.
 * Asserts that nothing else went wrong on the page; resolves to the URLs
 * the page's workers started from.
 */
export async function checkConsumerPage(browser, url, { lostFrench = null, elsewhere = false } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    const responses = [];
    const workers = [];
    page.on('response', (response) => responses.push({ path: new URL(response.url()).pathname, ok: response.ok() }));
    page.on('worker', (worker) => workers.push(worker));
    if (lostFrench) assert.equal(lostFrench.length, 1, `one script carries the French texts: ${lostFrench}`);
    for (const path of lostFrench ?? []) {
      await context.route(new URL(path, url).href, (route) => route.fulfill({ status: 404, body: 'not here' }));
    }
    await page.goto(url);

    // The computer (south) moves first, from the opening book; then answers a move.
    await page.waitForFunction(() => document.getElementById('computer')?.ply === 1, null, { timeout: 90_000 });
    const [pit] = await page.$eval('#computer', (b) => b.legalMoves);
    await page.$eval('#computer', (b, p) => b.play(p), pit);
    await page.waitForFunction(() => document.getElementById('computer').ply === 3, null, { timeout: 90_000 });
    await page.waitForFunction(() => document.getElementById('replay')?.state === 'ready');

    // The WebDriver adapter sees the page's origin only (webdriver-network.mjs).
    if (!elsewhere || ENGINE === 'chromium') {
      const fetched = (pattern) => responses.filter((r) => r.ok && pattern.test(r.path)).map((r) => r.path);
      assert.ok(new Set(fetched(/\.wasm$/)).size >= 2, `both wasm modules fetched: ${fetched(/\.wasm$/)}`);
      assert.ok(fetched(/\.book$/).length >= 1, 'the opening book fetched');
    }
    // The search worker and the endgame tables' builder: those seen from
    // outside, and those the page lists itself (embed-cdn.test.mjs: where a
    // policy keeps the WebDriver adapter's hook from the page).
    // (The page's own addresses name its origin as the browser knows it, which the WebDriver adapter's proxy stands in for.)
    const [inPage, listedInPage] = await page.evaluate(() => [location.origin, window.startedWorkers ?? []]);
    const listed = listedInPage.map((address) => address.replace(inPage, new URL(page.url()).origin));
    const started = [...new Set([...workers.map((worker) => worker.url()), ...listed])];
    assert.ok(started.length >= 2, `${started.length} workers started`);

    const labels = await boardTexts('embed.controls');
    if (lostFrench) {
      await page.$eval('#replay', (b) => b.setAttribute('lang', 'fr'));
      await page.waitForFunction(() => document.getElementById('replay').state === 'ready');
      assert.equal(await controlsLabel(page), labels.en, 'a board whose language failed speaks English');
      const warnings = problems.filter((p) => p.includes('texts could not be loaded'));
      assert.equal(warnings.length, 1, 'the failure is said once on the console');
      // The 404 itself, as the page and the browser's console report it.
      const lost = (p) => p.startsWith('HTTP 404') || p.endsWith('the server responded with a status of 404 (Not Found)');
      problems.splice(0, problems.length, ...problems.filter((p) => !warnings.includes(p) && !lost(p)));
    } else {
      for (const { code } of LANGUAGES) {
        await page.$eval('#replay', (b, c) => b.setAttribute('lang', c), code);
        await page.waitForFunction(
          ([label]) => document.getElementById('replay').shadowRoot.querySelector('.controls')?.getAttribute('aria-label') === label,
          [labels[code]],
          { timeout: 30_000 },
        );
      }
    }
    assert.deepEqual(problems, []);
    return started;
  } finally {
    await context.close();
  }
}
