// The site as deployed: under a sub-path, offline after one visit (service
// worker), updated without losing the game in progress, and as the single
// file dist/mancala.html opened from disk. Throughout: every request stays
// on the page's own origin and the Content Security Policy blocks nothing.
// Tests that need their own copy of dist/ or a sub-path start their own
// server (scripts/serve.mjs); the others use BASE_URL.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  BASE_URL,
  ENGINE,
  hook,
  message,
  playPits,
  playRandomlyToTheEnd,
  prepareGame,
  useBrowser,
  waitIdle,
  waitReady,
  watchProblems,
} from './helpers.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const browser = useBrowser();

const temporary = [];
after(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A fresh temporary directory, removed after the tests. */
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'mancala-offline-'));
  temporary.push(dir);
  return dir;
}

/** Serves `dir` under `base` with scripts/serve.mjs on a free port; resolves to `{url, stop}`. */
async function serve(dir, base = '/') {
  const server = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs'), dir, '--base', base], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => {
      output += data;
      const found = /http:\/\/\S+/.exec(output);
      if (found) resolve(found[0]);
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
  return { url, stop: () => server.kill() };
}

/**
 * A fresh context and page that log problems (see watchProblems), every
 * request made by the page, its workers and its service worker, and every
 * Content Security Policy violation.
 */
async function openWatched() {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  const requests = [];
  context.on('request', (request) => requests.push(request.url()));
  // Through WebDriver an init script keeps the service worker from installing (webdriver-proxy.mjs):
  // there the violations are watched once the page has loaded (assertPolicyHolds).
  if (ENGINE === 'chromium') await context.addInitScript(watchViolations);
  const page = await context.newPage();
  const problems = watchProblems(page);
  return { context, page, problems, requests };
}

/** Lists the page's Content Security Policy violations in window.cspViolations. */
function watchViolations() {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
}

/** Asserts that no request left `origin` (or, for a file, left the file, its data and its blobs). */
function assertOwnOrigin(requests, origin) {
  const elsewhere = requests.filter((url) => {
    const { protocol, origin: from } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return false;
    return origin === 'file:' ? protocol !== 'file:' : from !== origin;
  });
  assert.deepEqual(elsewhere, [], 'requests to another origin');
  assert.ok(requests.length > 0);
}

/**
 * Asserts that the page's policy blocked nothing it needs, and that it is in
 * force: a script added to the page now is refused (and reported on the
 * console, so check the page's problems first).
 */
async function assertPolicyHolds(page) {
  // Through WebDriver (see openWatched) the page's violations are watched from now on.
  if (ENGINE !== 'chromium') await page.evaluate(watchViolations);
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  const injected = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { ran: window.injectedScriptRan === true, violations: window.cspViolations };
  });
  assert.deepEqual(injected, { ran: false, violations: ['script-src-elem inline'] });
}

/** Waits until a service worker serves the page (after the first visit's install). */
async function waitControlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 60_000,
  });
}

const computerGame = { north: 'computer:0', thinkMs: 200 };

test('dist/ deployed under a sub-path plays a whole game against the computer', async () => {
  const server = await serve(DIST, '/some/sub/path/');
  const { context, page, problems, requests } = await openWatched();
  try {
    assert.match(server.url, /\/some\/sub\/path\/$/);
    await page.goto(server.url);
    await waitReady(page);
    await prepareGame(page, computerGame);
    const plies = await playRandomlyToTheEnd(page, 11);
    console.log(`under /some/sub/path/: a game of ${plies} South moves`);
    await waitControlled(page);
    const scope = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.scope));
    assert.equal(await page.evaluate((scope) => scope === new URL('./', location.href).href, scope), true, 'the service worker serves the sub-path');
    assert.equal(new URL(scope).pathname, new URL(server.url).pathname);
    const origin = new URL(server.url).origin;
    assertOwnOrigin(requests, origin);
    assert.deepEqual(
      requests.filter((url) => !url.startsWith(server.url)),
      [],
      'every request stays under the sub-path',
    );
    assert.deepEqual(problems, []);
    await assertPolicyHolds(page);
  } finally {
    await context.close();
    server.stop();
  }
});

test('after one visit a whole game against the computer plays with the network off', async () => {
  const { context, page, problems, requests } = await openWatched();
  try {
    await page.goto(BASE_URL);
    await waitReady(page);
    await waitControlled(page);
    await context.setOffline(true);
    await page.reload();
    await waitReady(page);
    // Chromium's offline is the browser's; through WebDriver it is the network refusing every request, unknown to the browser.
    if (ENGINE === 'chromium') assert.equal(await page.evaluate(() => navigator.onLine), false);
    await prepareGame(page, computerGame);
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitIdle(page);
    assert.match(await message(page), /\S/, 'a hint offline');
    const plies = await playRandomlyToTheEnd(page, 3);
    console.log(`offline: a game of ${plies} South moves`);
    assertOwnOrigin(requests, new URL(BASE_URL).origin);
    assert.deepEqual(problems, []);
    await assertPolicyHolds(page);
  } finally {
    await context.close();
  }
});

test('offline before the first visit has kept the files, a language or a section says it needs one visit online', async () => {
  // No service worker yet: what the page has not loaded is out of reach.
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(BASE_URL);
    await waitReady(page);
    await context.setOffline(true);
    await page.selectOption('#language', 'fr');
    await page.waitForFunction(() => !document.querySelector('#message').hidden);
    assert.equal(
      await message(page),
      'The page could not change its language: it needs one visit to this page while online first.',
    );
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'still in English');
    assert.equal(await page.inputValue('#language'), 'en');
    await page.click('nav.views [data-view="learn"]');
    await page.waitForFunction(() => /This section could not be opened/.test(document.querySelector('#message [data-text]').textContent));
    assert.equal(
      await message(page),
      'This section could not be opened: it needs one visit to this page while online first.',
    );
    // Only the requests the network refused, and the service worker the test blocked: no uncaught error.
    const expected = /ERR_INTERNET_DISCONNECTED|Service Worker registration blocked|cannot be kept for offline play/;
    assert.deepEqual(
      problems.filter((problem) => !expected.test(problem)),
      [],
    );
  } finally {
    await context.close();
  }
});

test('the site can be installed as an app: its manifest and icons are sound', async () => {
  const { context, page, problems, requests } = await openWatched();
  try {
    await page.goto(BASE_URL);
    await waitReady(page);
    await waitControlled(page);
    const manifest = await page.evaluate(() => fetch(document.querySelector('link[rel="manifest"]').href).then((response) => response.text()));
    if (ENGINE === 'chromium') {
      // What Chromium makes of the manifest, and whether it would offer to install (through CDP: Chromium alone says).
      const chrome = await context.newCDPSession(page);
      const parsed = await chrome.send('Page.getAppManifest');
      assert.deepEqual(parsed.errors, []);
      assert.equal(parsed.data, manifest);
      const { installabilityErrors } = await chrome.send('Page.getInstallabilityErrors');
      // The test's browser context is private, which alone keeps Chromium from offering to install.
      assert.deepEqual(
        installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
        [],
      );
    }
    assert.equal(JSON.parse(manifest).start_url, './');
    for (const icon of JSON.parse(manifest).icons) {
      const type = await page.evaluate(
        (src) => fetch(src).then((response) => response.ok && response.headers.get('content-type')),
        icon.src,
      );
      assert.equal(type, icon.type, icon.src);
    }
    assertOwnOrigin(requests, new URL(BASE_URL).origin);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/**
 * The player comes back to the page (a visibility change, on which it looks
 * for a new build) until the new build is offered, for up to a minute: on a
 * loaded machine the browser may still be busy with the last look, and a
 * look it is asked for meanwhile finds nothing new.
 */
async function comeBackUntilOffered(page) {
  const update = page.locator('#update');
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    try {
      await update.waitFor({ state: 'visible', timeout: 5_000 });
      return;
    } catch {
      // Not yet: come back again.
    }
  }
  await update.waitFor({ state: 'visible', timeout: 1 });
}

test('a new build is offered, not forced, and the game in progress survives the reload', async () => {
  const site = await tempDir();
  await cp(DIST, site, { recursive: true });
  const server = await serve(site);
  const { context, page, problems } = await openWatched();
  try {
    await page.goto(server.url);
    await waitReady(page);
    await waitControlled(page);
    await prepareGame(page, { north: 'person' });
    await playPits(page, [2, 8, 3]);
    const { position } = await hook(page);

    // Deploy a changed build: a file changes, and so does sw.js's list.
    const marker = '/* the second build */\n';
    const oldStyles = await readFile(join(site, 'www/style.css'), 'utf8');
    await writeFile(join(site, 'www/style.css'), marker + oldStyles);
    execFileSync(process.execPath, [join(ROOT, 'scripts/precache-manifest.mjs'), site]);
    const styles = () => page.evaluate(() => fetch('www/style.css').then((response) => response.text()));
    await page.evaluate(() => window.__page_kept = true);

    // Caught halfway, the new sw.js with the old style.css: refused, nothing offered.
    await writeFile(join(site, 'www/style.css'), oldStyles);
    const halfway = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const outcome = new Promise((resolve) =>
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing.addEventListener('statechange', () => {
            if (installing.state === 'redundant' || installing.state === 'installed') resolve(installing.state);
          });
        }),
      );
      await registration.update();
      return outcome;
    });
    assert.equal(halfway, 'redundant', 'a build whose files do not match its list is not installed');
    assert.equal((await page.evaluate(() => caches.keys())).length, 1, 'nothing of it is kept');
    assert.equal(await page.isVisible('#update'), false);
    await playPits(page, [9]);

    // The deployment completes; the player comes back to the page, which looks for it.
    await writeFile(join(site, 'www/style.css'), marker + oldStyles);
    await comeBackUntilOffered(page);
    assert.match(await page.textContent('#update'), /A new version is ready/);
    assert.equal(await page.evaluate(() => window.__page_kept), true, 'the page was not reloaded unasked');
    assert.ok(!(await styles()).startsWith(marker), 'the old build still serves the page while the new one waits');
    await playPits(page, [4]);
    const played = (await hook(page)).position;
    assert.notEqual(played, position);

    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => window.__page_kept === undefined && document.readyState === 'complete');
    await waitReady(page);
    assert.equal((await hook(page)).position, played, 'the game in progress survived');
    assert.ok((await styles()).startsWith(marker), 'the new build serves the page');
    assert.equal(await page.isVisible('#update'), false);
    const caches = await page.evaluate(() => caches.keys());
    assert.equal(caches.length, 1, `only the new build is kept: ${caches}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    server.stop();
  }
});

test('dist/mancala.html alone, opened from disk, plays a whole game against the computer', async () => {
  const dir = await tempDir();
  const file = join(dir, 'mancala.html');
  await copyFile(join(DIST, 'mancala.html'), file);
  const { context, page, problems, requests } = await openWatched();
  try {
    await page.goto(pathToFileURL(file).href);
    await waitReady(page);
    await prepareGame(page, computerGame);
    const plies = await playRandomlyToTheEnd(page, 7);
    console.log(`mancala.html from disk: a game of ${plies} South moves`);
    // Through WebDriver the requests of a file are not seen (its proxy sees http's only).
    if (ENGINE === 'chromium') {
      assertOwnOrigin(requests, 'file:');
      assert.deepEqual(
        requests.filter((url) => url.startsWith('file:')),
        [pathToFileURL(file).href],
        'the file loads nothing else from disk',
      );
    }
    // No live play from disk: nothing offers it, and an invitation opened here says why.
    assert.equal(await page.isVisible('#live-card'), false, 'no live card');
    await page.goto('about:blank');
    await page.goto(`${pathToFileURL(file).href}#live=abcdefghij`);
    await waitReady(page);
    await page.waitForFunction(() => /this copy of the page has none/.test(document.querySelector('#message')?.textContent ?? ''));
    assert.equal(await page.isVisible('#live-card'), false, 'no live card after the invitation');
    assert.deepEqual(problems, []);
    await assertPolicyHolds(page);
  } finally {
    await context.close();
  }
});
