// The npm package of <mancala-board> from a CDN (issue 39): the unpacked
// tarball served on one origin with CORS (scripts/serve.mjs --cors, as the
// public npm CDNs serve every package), a page loading the element by a
// script tag from there on another, pinned by the integrity hash the
// release notes publish (scripts/release-notes.mjs). With either module form the computer
// plays, its workers started from blob: modules of the page's own origin
// that import their scripts; so does a page whose Content-Security-Policy
// allows those workers and the CDN. A page whose policy refuses them is
// told why, in the board's language: on the board, once on the console and
// by the element's `error` event.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { BOARDS, checkConsumerPage, packElement, removePacked, serve } from './consumer.mjs';
import { ENGINE, useBrowser, watchProblems } from './helpers.mjs';
import french from '../../www/i18n/locales/shared/fr.js';
import { integrity } from '../../scripts/release-notes.mjs';

const browser = useBrowser();
let unpacked;
let pages;
/** The CDN, and the site of the pages that use it. */
let cdn;
let site;
/** Their addresses: another host (127.0.0.1, not localhost) and another port. */
let cdnUrl;
let siteUrl;

/**
 * The test's own script, served beside the package on the CDN's origin (so
 * that the pages' policies, which allow that origin's scripts, let it run)
 * and run before the element's: it lists the workers the page starts
 * (`startedWorkers`: the pages' policies keep the WebDriver adapter's own
 * hook out, whose script is the page's origin's) and the
 * elements' `error` events (`heard`; `error` does not bubble: a capturing
 * listener hears it on its way to the element).
 */
const WATCH = `window.startedWorkers = [];
window.heard = [];
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url, options) {
    super(url, options);
    window.startedWorkers.push(String(url));
  }
};
document.addEventListener('error', (event) => event instanceof CustomEvent && window.heard.push(event.detail), true);
`;

before(async () => {
  const tarball = packElement();
  unpacked = mkdtempSync(join(tmpdir(), 'mancala-cdn-'));
  execFileSync('tar', ['xzf', tarball, '-C', unpacked]);
  removePacked(tarball);
  writeFileSync(join(unpacked, 'package', 'watch.js'), WATCH);
  pages = mkdtempSync(join(tmpdir(), 'mancala-cdn-pages-'));
  cdn = await serve(join(unpacked, 'package'), '--cors');
  site = await serve(pages);
  cdnUrl = cdn.url.replace('//localhost:', '//127.0.0.1:');
  siteUrl = site.url;
  assert.notEqual(new URL(cdnUrl).origin, new URL(siteUrl).origin);
});

after(() => {
  cdn?.close();
  site?.close();
  for (const dir of [unpacked, pages]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Writes page `name` of the site: the element's `script` (a file of
 * www/embed/) from the CDN, pinned by its integrity hash as the release
 * notes give it, then `boards`, under the policy `csp` if any. Returns its
 * URL.
 */
function writePage(name, script, { boards = BOARDS, lang = 'en', csp = '' } = {}) {
  const policy = csp && `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
  const hash = integrity(readFileSync(join(unpacked, 'package', 'www', 'embed', script)));
  writeFileSync(
    join(pages, name),
    `<!doctype html><html lang="${lang}"><title>From a CDN</title>${policy}<link rel="icon" href="data:,">
    <script src="${cdnUrl}watch.js"></script>
    <script type="module" src="${cdnUrl}www/embed/${script}" integrity="${hash}" crossorigin="anonymous"></script>\n${boards}\n`,
  );
  return `${siteUrl}${name}`;
}

/** Asserts that the page's workers started from blob: modules of the page's origin. */
function assertBlobWorkers(workers) {
  const prefix = `blob:${new URL(siteUrl).origin}/`;
  assert.ok(workers.length >= 2, `${workers.length} workers started`);
  for (const url of workers) assert.ok(url.startsWith(prefix), `${url} is a blob: of the page's origin`);
}

for (const script of ['mancala-board.min.js', 'mancala-board.js']) {
  test(`${script} from another origin: the element plays, the computer too, in every language`, async () => {
    assertBlobWorkers(await checkConsumerPage(browser(), writePage(`${script}.html`, script), { elsewhere: true }));
  });
}

test("a page whose Content-Security-Policy allows blob: workers and the CDN's scripts plays the computer", async () => {
  const from = new URL(cdnUrl).origin;
  const csp = `script-src ${from} 'wasm-unsafe-eval'; worker-src blob: ${from}`;
  assertBlobWorkers(await checkConsumerPage(browser(), writePage('policy.html', 'mancala-board.min.js', { csp }), { elsewhere: true }));
});

test('a page whose policy refuses blob: workers hears why, in the board\'s language: the board, the console, the error event', async () => {
  const from = new URL(cdnUrl).origin;
  const url = writePage('refused.html', 'mancala-board.min.js', {
    lang: 'fr',
    csp: `script-src ${from} 'wasm-unsafe-eval'; worker-src 'self'`,
    boards: '<mancala-board id="computer" mode="play" level="casual" computer="south" speed="instant"></mancala-board>',
  });
  const context = await browser().newContext();
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(url);
    await page.waitForFunction(() => window.heard.length > 0, null, { timeout: 60_000 });
    // Nothing more comes: the computer waits for the page's next step (undo, a new game).
    await page.waitForTimeout(1000);

    const heard = await page.evaluate(() => window.heard);
    assert.equal(heard.length, 1, JSON.stringify(heard));
    const [{ message, attribute, value, text }] = heard;
    assert.equal(attribute, null);
    assert.equal(value, null);
    const why = `its script, of another origin (${cdnUrl}www/engine/worker.js), is imported by a blob: worker: the page's Content-Security-Policy must allow worker-src blob: ${from}`;
    // WebKit refuses the worker at once, with an error of its own, which is
    // quoted after the reason (Chromium and Firefox fail the worker later, saying nothing).
    const quoted = ENGINE === 'webkit' ? '; the browser says: The operation is insecure.' : '';
    assert.equal(message, `The computer could not move: the computer player failed to start: ${why}${quoted}`);
    const [frame] = french['embed.computer-failed'].split('{reason}');
    assert.ok(text.startsWith(frame) && text.endsWith(`worker-src blob: ${from}${quoted || '.'}`), text);
    const shown = await page.$eval('#computer', (b) => b.shadowRoot.querySelector('.message').textContent);
    assert.equal(shown, text);
    assert.equal(await page.$eval('#computer', (b) => b.state), 'ready', 'people may still play');

    // The browser reports each refused worker itself (what Chromium says on
    // its console; the others' reports do not reach the page's); the board, once.
    const refusal = (p) => p.startsWith("console error: Creating a worker from 'blob:");
    if (ENGINE === 'chromium') assert.ok(problems.some(refusal), problems.join('\n'));
    assert.deepEqual(
      problems.filter((p) => !refusal(p)),
      [`console warning: <mancala-board>: ${text}`],
    );
  } finally {
    await context.close();
  }
});
