// Live play through the game page against the real server (`mancala
// serve`, started here on dist/ and a database of its own): two players in
// their own browser contexts play a game of Ayoayo by clicking pits, a
// third watches it move by move; one player's page reloads mid-game and
// plays on; the server is killed (SIGKILL) and started again on the same
// port and database, and both pages reconnect by themselves and finish the
// game, which goes into each player's recent games. The player's display
// name is shown as text, never as markup. Needs target/release/mancala
// (built here if missing).

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { hook, useBrowser, waitIdle, waitReady, watchProblems } from './helpers.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BINARY = join(ROOT, 'target/release/mancala');
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const browser = useBrowser();

let dir = '';
/** @type {{url: string, port: number, process: import('node:child_process').ChildProcess} | null} */
let server = null;

/** Starts `mancala serve` on dist/ (on `port`, 0: a free one); resolves once it says where it serves. */
function startServer(port = 0) {
  const child = spawn(BINARY, ['serve', '--site', join(ROOT, 'dist'), '--db', join(dir, 'games.db'), '--port', String(port), '--grace', '5'], {
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
  server = await startServer();
});

after(async () => {
  server?.process.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** A player's or spectator's page, its problems watched (the lost connections of the restart apart). */
async function openPlayer(path = '', viewport = { width: 1280, height: 800 }) {
  const context = await browser().newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(new URL(path, server?.url).href);
  await waitReady(page);
  return { context, page, problems };
}

/** The live card's text, as shown (what is hidden left out). */
const cardText = (page) => page.innerText('#live-card');

/** Waits until the page's board shows `plies` moves and nothing animates. */
async function waitPlies(page, plies) {
  await page.waitForFunction((n) => document.querySelectorAll('#move-list [data-ply]').length === n, plies, { timeout: 20_000 });
  await waitIdle(page);
}

/** The side a page plays, from its card ("You play South against …"). */
async function sideOf(page) {
  await page.waitForFunction(() => /You play (South|North)/.test(document.querySelector('#live-card')?.innerText ?? ''));
  return /You play (South|North)/.exec(await cardText(page))[1].toLowerCase();
}

/** Clicks the first legal pit of the page whose turn it is, through the board. */
async function playOne(page) {
  const { legal } = await hook(page);
  assert.ok(legal.length > 0, 'a legal move');
  const { x, y } = await page.evaluate((pit) => {
    document.getElementById('board').scrollIntoView({ block: 'center' });
    return window.__mancala.pitCenter(pit);
  }, legal[0]);
  await page.mouse.click(x, y);
}

async function shot(page, name) {
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, `live-${name}.png`), fullPage: true });
}

test('two players play a whole live game by clicking pits, watched, through a reload and a server restart', { timeout: 300_000 }, async () => {
  const host = await openPlayer();
  await host.page.waitForSelector('#live-start:not([disabled])');
  await host.page.click('#live-start');
  await host.page.check('.live-dialog input[name="rules"][value="ayoayo"]');
  await host.page.selectOption('.live-dialog select[name="time"]', '10+5');
  await host.page.check('.live-dialog input[name="side"][value="south"]');
  await host.page.fill('.live-dialog input[name="name"]', '<b>Ama</b>');
  await shot(host.page, 'create-dialog');
  await host.page.click('.live-dialog button[value="create"]');
  await host.page.waitForFunction(() => /#live=[0-9A-Za-z]{10}$/.test(location.hash));
  const invite = await host.page.inputValue('#live-card .live-invite input');
  assert.match(invite, /#live=[0-9A-Za-z]{10}$/);
  assert.doesNotMatch(invite, /[0-9a-f]{32}/, 'the invitation carries no token');
  assert.match(await cardText(host.page), /Waiting for your friend/);
  await shot(host.page, 'waiting');

  const guest = await openPlayer(new URL(invite).hash);
  assert.equal(await sideOf(guest.page), 'north');
  assert.equal(await sideOf(host.page), 'south');
  const watcher = await openPlayer(new URL(invite).hash);
  await watcher.page.waitForFunction(() => /You are watching/.test(document.querySelector('#live-card')?.innerText ?? ''));
  // The name is text: the page shows the brackets, and makes no element of them.
  const southName = host.page.locator('.player-bar[data-side="south"] .live-name');
  assert.equal(await southName.textContent(), '<b>Ama</b> (you)');
  assert.equal(await host.page.locator('.player-bar b:text("Ama")').count(), 0);
  assert.equal(await watcher.page.textContent('.player-bar[data-side="south"] .live-name'), '<b>Ama</b>');
  await host.page.waitForSelector('.player-bar[data-side="south"] .live-clock.running');
  assert.match(await host.page.textContent('.player-bar[data-side="south"] .live-clock'), /^(10:00|9:5\d)$/);
  // North's player sees their row at the bottom.
  assert.equal((await guest.page.evaluate(() => window.__mancala.drawn())).bottom, 'north');

  // Out of turn: refused with a reason, nothing sent.
  await playOne(guest.page);
  await guest.page.waitForFunction(() => /move\./.test(document.querySelector('#message [data-text]').textContent));

  const players = { south: host, north: guest };
  let plies = 0;
  /** Plays `count` moves, the side to move's page clicking, and checks that every page follows. */
  async function play(count) {
    for (let n = 0; n < count; n++) {
      if (await host.page.evaluate(() => document.body.classList.contains('game-over'))) return false;
      const position = await host.page.evaluate(() => window.__mancala.position());
      const mover = position.endsWith('S') ? 'south' : 'north';
      await playOne(players[mover].page);
      plies++;
      for (const { page } of [host, guest, watcher]) await waitPlies(page, plies);
      const positions = await Promise.all([host, guest, watcher].map(({ page }) => page.evaluate(() => window.__mancala.position())));
      assert.equal(new Set(positions).size, 1, `every page at the same position after ${plies} moves`);
      if (await host.page.evaluate(() => document.body.classList.contains('game-over'))) return false;
    }
    return true;
  }

  assert.ok(await play(6), 'the game goes on');
  await shot(host.page, 'playing-south');
  await shot(watcher.page, 'watching');

  // A reload of the guest's page: it takes its seat again and plays on.
  await guest.page.reload();
  await waitReady(guest.page);
  assert.equal(await sideOf(guest.page), 'north');
  await waitPlies(guest.page, plies);
  assert.ok(await play(4), 'played on after the reload');

  // The server killed and started again on its port and database: both pages reconnect by themselves.
  const port = /** @type {NonNullable<typeof server>} */ (server).port;
  server?.process.kill('SIGKILL');
  await host.page.waitForFunction(() => /reconnecting/i.test(document.querySelector('#live-card')?.innerText ?? ''));
  await shot(host.page, 'reconnecting');
  server = await startServer(port);
  for (const { page } of [host, guest, watcher]) {
    await page.waitForFunction(() => !/connecting/i.test(document.querySelector('#live-card')?.innerText ?? ''), null, { timeout: 30_000 });
  }
  assert.ok(await play(4), 'played on after the restart');

  // A draw offered and declined, then the game finished by resignation.
  await guest.page.click('[data-live="live.offer-draw"]');
  await host.page.waitForSelector('[data-live="live.accept-draw"]:not([hidden])');
  await host.page.click('[data-live="live.decline-draw"]');
  await guest.page.waitForSelector('[data-live="live.offer-draw"]:not([hidden])');
  await play(6);
  await host.page.click('[data-live="live.resign"]');
  await host.page.click('[data-live="live.resign-yes"]');
  for (const { page } of [host, guest, watcher]) {
    await page.waitForFunction(() => /resigned: .* wins/.test(document.getElementById('headline').textContent));
  }
  assert.match(await guest.page.textContent('#headline'), /^<b>Ama<\/b> resigned: North wins\.$/);
  await shot(guest.page, 'over-north');

  // The finished game is among the recent games, to review.
  await host.page.click('#recent-games');
  assert.match(await host.page.textContent('#recent-dialog .recent-list'), new RegExp(`Ayoayo, ${plies} moves`));
  await host.page.click('#recent-dialog .primary');

  // Rematch: both ask; each page follows the new game with its new seat, sides swapped.
  await host.page.click('[data-live="live.rematch"]');
  await guest.page.waitForSelector('[data-live="live.rematch"]:not([hidden])');
  await guest.page.click('[data-live="live.rematch"]');
  assert.equal(await sideOf(host.page), 'north');
  assert.equal(await sideOf(guest.page), 'south');
  assert.notEqual(new URL(host.page.url()).hash, new URL(invite).hash);

  for (const { context, problems } of [host, guest, watcher]) {
    // While the server was down, the browser said so of each attempt to reconnect; nothing else may go wrong.
    assert.deepEqual(problems.filter((problem) => !/WebSocket connection to '.*\/live\/v1' failed/.test(problem)), []);
    await context.close();
  }
});

test('on a phone, the live card and clocks fit the screen', { timeout: 120_000 }, async () => {
  const host = await openPlayer('', { width: 360, height: 740 });
  await host.page.click('#live-start');
  await shot(host.page, 'phone-create-dialog');
  await host.page.click('.live-dialog button[value="create"]');
  await host.page.waitForSelector('#live-card .live-invite input');
  const invite = await host.page.inputValue('#live-card .live-invite input');
  const guest = await openPlayer(new URL(invite).hash, { width: 360, height: 740 });
  await guest.page.waitForSelector('.player-bar .live-clock.running');
  const overflow = await guest.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px)`);
  await shot(guest.page, 'phone-playing');
  for (const { context, problems } of [host, guest]) {
    assert.deepEqual(problems, []);
    await context.close();
  }
});
