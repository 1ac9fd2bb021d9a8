// What the browser tests of live play share: the real server (`mancala
// serve` on dist/ and a database of its own, built if missing), the pages
// of its players and spectators, and how a person reads and plays them.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ENGINE, hook, setSpeed, waitIdle, waitReady, watchProblems } from './helpers.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The server: MANCALA_CLI's binary (scripts/test.sh gives the one its Rust tests built), else the release build. */
const BINARY = process.env.MANCALA_CLI ?? join(ROOT, 'target/release/mancala');
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/**
 * Runs `mancala serve` for the test file (started before its tests, killed
 * after), its players away for `grace` seconds before a claim, with the
 * options `args()` resolves to when it starts (an origin to allow, say).
 * `server()` is the one running; `restart()` kills it (SIGKILL) and starts
 * another on the same port and database.
 * @param {{grace: number, args?: () => Promise<string[]>}} options
 */
export function useLiveServer({ grace, args = async () => [] }) {
  let dir = '';
  /** @type {{url: string, port: number, process: import('node:child_process').ChildProcess} | null} */
  let running = null;

  /** Starts the server on `port` (0: a free one); resolves once it says where it serves. */
  async function start(port = 0) {
    const options = ['--site', join(ROOT, 'dist'), '--db', join(dir, 'games.db'), '--port', String(port), '--grace', String(grace), ...(await args())];
    const child = spawn(BINARY, ['serve', ...options], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    return new Promise((resolve, reject) => {
      child.stdout.on('data', (data) => {
        output += data;
        const found = /http:\/\/[^\s]+\//.exec(output);
        if (found) resolve({ url: found[0], port: Number(new URL(found[0]).port), process: child });
      });
      child.on('exit', (code) => reject(new Error(`mancala serve exited (${code}): ${output}`)));
    });
  }

  before(async () => {
    if (!existsSync(BINARY)) execFileSync('cargo', ['build', '--release', '--locked', '-p', 'mancala-cli'], { cwd: ROOT, stdio: 'inherit' });
    dir = await mkdtemp(join(tmpdir(), 'mancala-live-'));
    running = await start();
  });

  after(async () => {
    running?.process.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  const server = () => /** @type {NonNullable<typeof running>} */ (running);
  return {
    server,
    /** Kills the server; `up()`, awaited, starts it again on its port and database. */
    kill() {
      const { port, process } = server();
      // The port is free again only once the process is gone: starting
      // another before then finds it in use (seen on a loaded machine).
      const gone = new Promise((resolve) => (process.exitCode !== null || process.signalCode !== null ? resolve(undefined) : process.once('exit', resolve)));
      process.kill('SIGKILL');
      return {
        up: async () => {
          await gone;
          running = await start(port);
        },
      };
    },
  };
}

/**
 * A player's or spectator's page at `path` of the server, its problems watched.
 * @param {() => import('playwright-core').Browser} browser
 * @param {string} base the server's address
 */
export async function openPlayer(browser, base, path = '', viewport = { width: 1280, height: 800 }) {
  const context = await browser().newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(new URL(path, base).href);
  await waitReady(page);
  // WebKitGTK under Xvfb, with three windows open and the machine busy, was
  // seen to give one of them an animation frame every few seconds (a move's
  // animation then outlasts any wait): there the moves are shown at once.
  // The animation of moves that arrive is tested in Chromium, and in
  // WebKit by the other files' games.
  if (ENGINE === 'webkit') await setSpeed(page, 'instant');
  return { context, page, problems };
}

/** The live card's text, as shown (what is hidden left out). */
export const cardText = (page) => page.innerText('#live-card');

/** Waits until the live card says something matching `pattern`; if it does not in time, the error says what it shows. */
export async function waitCard(page, pattern, timeout = 20_000) {
  try {
    await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#live-card')?.innerText ?? ''), pattern.source, { timeout });
  } catch (error) {
    const shown = await page
      .evaluate(() => ({ card: document.querySelector('#live-card')?.innerText, headline: document.getElementById('headline')?.textContent, address: location.href }))
      .catch((failure) => ({ unreadable: String(failure) }));
    throw new Error(`${error.message}: the card never said ${pattern}; the page shows ${JSON.stringify(shown)}`);
  }
}

/** Waits until the page's headline matches `pattern`, and returns it. */
export async function waitHeadline(page, pattern, timeout = 20_000) {
  await page.waitForFunction((source) => new RegExp(source).test(document.getElementById('headline').textContent), pattern.source, { timeout });
  return page.textContent('#headline');
}

/** Waits until the page's board shows `plies` moves and nothing animates. */
export async function waitPlies(page, plies) {
  await page.waitForFunction((n) => document.querySelectorAll('#move-list [data-ply]').length === n, plies, { timeout: 20_000 });
  await waitIdle(page);
}

/** The side a page plays, from its card ("You play South against …"). */
export async function sideOf(page) {
  await waitCard(page, /You play (South|North)/);
  return /You play (South|North)/.exec(await cardText(page))[1].toLowerCase();
}

/** Clicks the first legal pit of the page whose turn it is, through the board. */
export async function playOne(page) {
  const { legal } = await hook(page);
  assert.ok(legal.length > 0, 'a legal move');
  const { x, y } = await page.evaluate((pit) => {
    document.getElementById('board').scrollIntoView({ block: 'center' });
    return window.__mancala.pitCenter(pit);
  }, legal[0]);
  await page.mouse.click(x, y);
}

/**
 * Creates a game through "Play a friend online": the dialog's `rules`,
 * `time` (a choice of its list) and `side`, with `name`; resolves to the
 * invitation link, once the card shows it.
 */
export async function createGame(page, { rules = 'oware', time = 'none', side = 'south', name = '' } = {}) {
  await page.waitForSelector('#live-start:not([disabled])');
  await page.click('#live-start');
  await page.check(`.live-dialog input[name="rules"][value="${rules}"]`);
  await page.selectOption('.live-dialog select[name="time"]', time);
  await page.check(`.live-dialog input[name="side"][value="${side}"]`);
  await page.fill('.live-dialog input[name="name"]', name);
  await page.click('.live-dialog button[value="create"]');
  await page.waitForSelector('#live-card .live-invite input');
  return page.inputValue('#live-card .live-invite input');
}

/** The page's recent games as the dialog lists them (their summaries), the dialog closed again. */
export async function recentGames(page) {
  await page.click('#recent-games');
  const listed = await page.$$eval('#recent-dialog .recent-list li span', (items) => items.map((item) => item.textContent.replace(/^.* · /, '')));
  await page.click('#recent-dialog .primary');
  return listed;
}

/**
 * A page's problems, less those the test's killing of the server causes: the
 * live socket's failed reconnections, and a request the page had in flight
 * to that server at that moment (the engine's module, fetched in the
 * background once the page is idle), cut (reset, or a compressed response
 * ended short) or refused.
 * @param {string[]} problems
 */
export const problemsBesidesTheKill = (problems) =>
  problems.filter(
    (problem) =>
      !/WebSocket connection to '.*\/live\/v1' failed/.test(problem) &&
      !/(request failed: \S+|Failed to load resource:) net::ERR_(CONNECTION_(RESET|REFUSED)|INCOMPLETE_CHUNKED_ENCODING)$/.test(problem),
  );

/** Saves a screenshot of the whole page as live-NAME.png in SCREENSHOT_DIR, if set. */
export async function shot(page, name) {
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, `live-${name}.png`), fullPage: true });
}
