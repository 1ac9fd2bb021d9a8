// Shared helpers of the end-to-end tests: a real browser (Debian's, never
// a downloaded one) against the server that scripts/test-e2e.sh starts
// (BASE_URL). BROWSER chooses the engine: chromium (the default), driven by
// playwright-core, or firefox (Firefox ESR) or webkit (WebKitGTK), driven
// through WebDriver by webdriver-page.mjs, which offers the part of
// playwright's page API that the tests use.
//
// The page exposes read-only hooks on `window.__mancala` (see www/main.js):
// position(), shown(), legal(), pitCenter(pit), activity().

import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { launchWebDriver } from './webdriver-page.mjs';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080/';
export const START = '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  // The page speaks the browser's language: the tests read English.
  '--lang=en-US',
];

/** The engine the tests run in: 'chromium', 'firefox' or 'webkit' (BROWSER). */
export const ENGINE = process.env.BROWSER ?? 'chromium';

export function launch() {
  if (ENGINE !== 'chromium') return launchWebDriver(ENGINE);
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A test's options that skip it outside Chromium, saying why: `what` it
 * needs that only playwright's Chromium gives (request interception, the
 * network's events, offline, CDP, touch, emulated media).
 */
export const chromiumOnly = (what) => (ENGINE === 'chromium' ? {} : { skip: `needs ${what}: Chromium only` });

/**
 * A test's options that skip it where the browser's language cannot be
 * chosen per page: WebKitGTK speaks the system locale's (en-US here).
 */
export const choosesBrowserLanguage =
  ENGINE === 'webkit' ? { skip: "needs a browser language of the test's choosing: WebKitGTK's is the system's" } : {};

/**
 * The addresses the page requests from now on whose address `matches`, as
 * a list that grows; null outside Chromium (the WebDriver adapter sees the
 * requests of pages opened after a listener, not of one already open): a
 * test checks them where it can.
 */
export function requestsOf(page, matches) {
  if (ENGINE !== 'chromium') return null;
  const requests = [];
  page.on('request', (request) => matches(request.url()) && requests.push(request.url()));
  return requests;
}

/** One browser for the whole test file: returns a function that gives it. */
export function useBrowser() {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  return () => browser;
}

/**
 * Runs `body({page, context})` on a fresh page (see openPage), then asserts
 * that the page reported no problem, and closes it.
 */
export async function onPage(browser, options, body) {
  const { page, problems, context } = await openPage(browser, options);
  try {
    await body({ page, context });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

/**
 * Holds back the requests `matcher` accepts (a route matcher of `target`,
 * a page or a context) until the returned `release()`, which lets the
 * held ones go on and stops holding.
 * @param {{route: Function, unroute: Function}} target
 * @param {(url: URL) => boolean} matcher
 */
export async function holdRequests(target, matcher) {
  /** @type {import('playwright-core').Route[]} */
  const held = [];
  await target.route(matcher, (route) => held.push(route));
  return async () => {
    // In this order: playwright's unroute would settle routes still held.
    for (const route of held.splice(0)) await route.continue();
    await target.unroute(matcher);
  };
}

/**
 * A fresh context and page at `path`, with a log of every problem the page
 * shows: console errors and warnings, uncaught errors, failed requests and
 * HTTP errors (`problems`, to assert empty at the end of a test). `init`,
 * if given, runs in the page before its own scripts.
 */
export async function openPage(
  browser,
  { path = '', viewport = { width: 1280, height: 800 }, reducedMotion, locale = 'en-US', init } = {},
) {
  // English unless a test asks for another language: the tests read English texts.
  const context = await browser.newContext({ viewport, reducedMotion, locale });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(new URL(path, BASE_URL).href);
  await waitReady(page);
  return { context, page, problems };
}

/**
 * The page's question whether it has a live server (www/live/server.js),
 * which a static host (scripts/serve.mjs here) answers 404 and which fails
 * offline: the expected answer where there is none, not a problem.
 */
const isLiveHealthCheck = (/** @type {string} */ url) => new URL(url).pathname.endsWith('/live/v1/health');

export function watchProblems(page) {
  const problems = [];
  page.on('console', (message) => {
    // The browser logs the health check's 404 or failure as the resource's, at its address.
    if (message.location()?.url && isLiveHealthCheck(message.location().url)) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // Through WebDriver the network is not seen: the page's own errors are.
  if (ENGINE !== 'chromium') return problems;
  page.on('requestfailed', (request) => {
    // A navigation or a closing page aborts what is still loading (such as
    // the search worker warming up); that is the browser, not the page.
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED' && !isLiveHealthCheck(request.url())) {
      problems.push(`request failed: ${request.url()} ${error}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !isLiveHealthCheck(response.url())) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/**
 * Runs `body({page})` on the game page after one visit, reloaded with the
 * network off (the service worker answers), then asserts that the page
 * reported no problem.
 */
export async function onOfflinePage(browser, body) {
  const context = await browser.newContext();
  try {
    // Online, said before the page opens: the WebDriver adapter then opens it through the proxy that can take the network away.
    await context.setOffline(false);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(BASE_URL);
    await waitReady(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 60_000,
    });
    await context.setOffline(true);
    await page.reload();
    await waitReady(page);
    await body({ page });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

/**
 * Runs `body({page})` on a copy of dist/mancala.html opened from disk, then
 * asserts that the page loaded nothing but that file and reported no
 * problem.
 */
export async function onSingleFile(browser, body) {
  const dir = await mkdtemp(join(tmpdir(), 'mancala-single-'));
  const file = join(dir, 'mancala.html');
  await copyFile(fileURLToPath(new URL('../../dist/mancala.html', import.meta.url)), file);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    const requests = requestsOf(page, (url) => !/^(data|blob):/.test(url));
    await page.goto(pathToFileURL(file).href);
    await waitReady(page);
    await body({ page });
    if (requests) assert.deepEqual(requests, [pathToFileURL(file).href], 'the file loads nothing else');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Gives the page the full wasm bindings (rules and engine, pkg/) as
 * `window.wasm`: an instance of its own, beside the page's (pkg-page/, inside
 * its bundle).
 */
export async function importWasm(page) {
  await page.evaluate(async () => {
    const wasm = await import(new URL('pkg/mancala_wasm.js', document.baseURI).href);
    await wasm.default();
    window.wasm = wasm;
  });
}

/** Waits until the whole page is up: the board takes moves and the later parts (app/later.js) are attached. */
export async function waitReady(page) {
  await page.waitForFunction(() => window.__mancala?.pitCenter(0) != null && window.__mancala.complete());
}

/** Waits until nothing animates or thinks. */
export async function waitIdle(page, timeout = 30_000) {
  await page.waitForFunction(() => window.__mancala.activity() === 'idle', null, { timeout });
}

export const hook = (page) =>
  page.evaluate(() => ({
    position: window.__mancala.position(),
    shown: window.__mancala.shown(),
    legal: window.__mancala.legal(),
    activity: window.__mancala.activity(),
  }));

/**
 * Starts recording the page's long tasks (main-thread tasks of 50 ms or
 * more); returns a function that resolves to their durations so far.
 */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) =>
      window.longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
    ).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => window.longTasks);
}

/**
 * Lets the computer (North) answer South's pit C while the main thread is
 * watched: resolves to the longest gap between 5 ms timer ticks while the
 * computer was thinking, how long it thought, and the durations of the long
 * tasks that overlapped the thinking (`longTasks`) and of those before or
 * after it (`otherLongTasks`: e.g. the audio output starting at the first
 * click). The game must be prepared with North played by the computer.
 */
export async function watchMainThreadWhileThinking(page) {
  const longTasksSoFar = await watchLongTasks(page);
  await clickPit(page, 2);
  await page.waitForFunction(() => window.__mancala.activity() === 'thinking');
  const gaps = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        let longest = 0;
        const started = last;
        const timer = setInterval(() => {
          const now = performance.now();
          longest = Math.max(longest, now - last);
          last = now;
          if (window.__mancala.activity() !== 'thinking') {
            clearInterval(timer);
            resolve({ longest, started, ended: now });
          }
        }, 5);
      }),
  );
  await waitIdle(page);
  const tasks = await longTasksSoFar();
  const during = (task) => task.start < gaps.ended && task.start + task.duration > gaps.started;
  return {
    longest: gaps.longest,
    thinking: gaps.ended - gaps.started,
    longTasks: tasks.filter(during).map((task) => task.duration),
    otherLongTasks: tasks.filter((task) => !during(task)).map((task) => task.duration),
  };
}

/** The 14 counts of position text. */
export const countsOf = (position) => position.split('-').slice(0, 14).map(Number);

/** Asserts the board draws exactly the engine's counts. */
export async function assertBoardMatchesEngine(page, context = '') {
  const { position, shown } = await hook(page);
  assert.deepEqual(shown, countsOf(position), `board counts differ from the engine ${context}`);
  return position;
}

/** Clicks the centre of `pit`, first scrolling the board into view if the pit is off screen (small viewports). */
export async function clickPit(page, pit) {
  const { x, y } = await page.evaluate((p) => {
    const centre = window.__mancala.pitCenter(p);
    if (centre.y >= 0 && centre.y <= innerHeight) return centre;
    document.getElementById('board').scrollIntoView({ block: 'center' });
    return window.__mancala.pitCenter(p);
  }, pit);
  await page.mouse.click(x, y);
}

export const letterOf = (pit) => 'ABCDEFabcdef'[pit];

/** Chooses `value` for display setting `field` (e.g. 'theme', 'contrast') in the settings dialog. */
export async function chooseSetting(page, field, value) {
  await page.click('#settings-button');
  await page.check(`#settings-dialog input[name="${field}"][value="${value}"]`);
  await page.click('#settings-dialog .primary');
}

/** Gives the board keyboard focus: its accessible twin's pit or store with the Tab stop. */
export async function focusBoard(page) {
  await page.focus('.mancala-board-twin [tabindex="0"]');
}

export async function setSpeed(page, speed) {
  await page.click(`[data-speed="${speed}"]`);
}

/** Sets who plays each side: 'person' or 'computer:N'. */
export async function setPlayers(page, south, north) {
  await page.selectOption('#south-player', south);
  await page.selectOption('#north-player', north);
}

/**
 * Starts a new game of `variant` with the given players, animation speed
 * and computer thinking time.
 */
/**
 * Makes the page's opening books unreadable (bytes that are no book), so
 * that the strong and maximum levels search every move, as tests of the
 * search itself need: from the start every move is in the book and would
 * be answered at once.
 */
export async function withoutOpeningBooks(page) {
  // The page's own fetch is replaced, not the request routed: the service
  // worker answers the page's requests from its cache, unseen by routes.
  await page.evaluate(() => {
    const fetchFile = window.fetch;
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('.book')
        ? Promise.resolve(new Response('not a book'))
        : fetchFile(input, init);
  });
}

export async function prepareGame(
  page,
  { variant = 'oware', south = 'person', north = 'person', speed = 'instant', thinkMs = 1000 } = {},
) {
  await setSpeed(page, speed);
  await page.selectOption('#think-time', String(thinkMs));
  await setPlayers(page, south, north);
  await newGame(page, variant);
}

export async function newGame(page, variant) {
  const current = await page.getAttribute(`[data-variant="${variant}"]`, 'aria-checked');
  await page.click(current === 'true' ? '#new-game' : `[data-variant="${variant}"]`);
  await waitIdle(page);
}

export const headline = (page) => page.textContent('#headline');
export const message = (page) => page.textContent('#message [data-text]');

/** Waits until the message line matches `pattern` (some messages follow a file read). */
export async function expectMessage(page, pattern) {
  try {
    await page.waitForFunction(
      ([source, flags]) => new RegExp(source, flags).test(document.querySelector('#message [data-text]').textContent),
      [pattern.source, pattern.flags],
      { timeout: 20_000 },
    );
  } catch {
    assert.fail(`the message "${await message(page)}" does not match ${pattern}`);
  }
}

/** A small repeatable random number generator (mulberry32). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The page's address opening `record` (as the "Copy link" button writes it). */
export const linkFor = (record) => `#ogn=${Buffer.from(record, 'utf8').toString('base64url')}`;

/** A link's check, as the page computes it (FNV-1a, 32 bits). */
export function checksum(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** A game-by-link fragment for `record`, sent to the player of `to` after `ply` moves, its check right. */
export function gameLink(record, { to, ply }) {
  const payload = `ogn=${Buffer.from(record, 'utf8').toString('base64url')}&game=0123456789abcdef&to=${to}&ply=${ply}`;
  return `#${payload}&sum=${checksum(payload)}`;
}

/**
 * Plays South by clicking random legal pits (repeatable: `seed`) against
 * the computer playing North, until the game is over; returns the plies
 * South played.
 */
export async function playRandomlyToTheEnd(page, seed) {
  const choose = random(seed);
  let plies = 0;
  for (;;) {
    await waitIdle(page);
    const { legal, position } = await hook(page);
    if (legal.length === 0) break;
    assert.match(position, /-S$/, 'the computer has answered');
    await clickPit(page, legal[Math.floor(choose() * legal.length)]);
    plies++;
    assert.ok(plies < 1000);
  }
  await assertBoardMatchesEngine(page);
  assert.match(await headline(page), /^Game over\./);
  return plies;
}

/** Plays `pits` one after the other by clicking, waiting for each to finish. */
export async function playPits(page, pits) {
  for (const pit of pits) {
    const { legal, position } = await hook(page);
    assert.ok(legal.includes(pit), `pit ${letterOf(pit)} is not legal in ${position}`);
    await clickPit(page, pit);
    await waitIdle(page);
  }
}
