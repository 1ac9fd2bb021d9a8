// Live play through the game page against the real server (`mancala
// serve`, started here on dist/ and a database of its own): two players in
// their own browser contexts play a game of Ayoayo by clicking pits, a
// third watches it move by move; one player's page reloads mid-game and
// plays on; the server is killed (SIGKILL) and started again on the same
// port and database, and both pages reconnect by themselves and finish the
// game, which goes into the recent games once the rematch replaces it. The
// player's display name is shown as text, never as markup. On a phone, the
// live card stands under the board. Runs the mancala binary MANCALA_CLI
// names, else target/release/mancala (built here if missing). The game's
// other ends: live-endings.test.mjs.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser, waitReady } from './helpers.mjs';
import {
  cardText,
  openPlayer as open,
  playOne,
  problemsBesidesTheKill,
  recentGames,
  shot,
  sideOf,
  useLiveServer,
  waitCard,
  waitHeadline,
  waitPlies,
} from './live-helpers.mjs';

/**
 * The slots the board offers a person (its accessible twin's enabled buttons).
 * @param {import('playwright-core').Page} page
 */
const offered = (page) =>
  page.$$eval('.mancala-board-twin button[aria-disabled="false"]', (buttons) => buttons.map((button) => Number(button.getAttribute('data-slot'))));

const browser = useBrowser();
const live = useLiveServer({ grace: 5 });

/** A page of the server's. */
const openPlayer = (path = '', viewport = undefined) => open(browser, live.server().url, path, viewport);

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
  // The address shows the game once seated; the invitation, once the game's state has come.
  await host.page.waitForSelector('#live-card .live-invite input');
  const invite = await host.page.inputValue('#live-card .live-invite input');
  assert.match(invite, /#live=[0-9A-Za-z]{10}$/);
  assert.doesNotMatch(invite, /[0-9a-f]{32}/, 'the invitation carries no token');
  assert.match(await cardText(host.page), /Waiting for your friend/);
  // No pit is offered (the board's twin: the pits a person may press) before the game starts.
  assert.deepEqual(await offered(host.page), []);
  await shot(host.page, 'waiting');

  const guest = await openPlayer(new URL(invite).hash);
  assert.equal(await sideOf(guest.page), 'north');
  assert.equal(await sideOf(host.page), 'south');
  // Once the friend has come, South's pits are offered to South alone.
  await host.page.waitForFunction(() => document.querySelectorAll('.mancala-board-twin button[aria-disabled="false"]').length > 0);
  assert.deepEqual(await offered(guest.page), []);
  const watcher = await openPlayer(new URL(invite).hash);
  await watcher.page.waitForFunction(() => /You are watching/.test(document.querySelector('#live-card')?.innerText ?? ''));
  // The name is text: the page shows the brackets, and makes no element of them.
  const southName = host.page.locator('.player-bar[data-side="south"] .live-name');
  assert.equal(await southName.textContent(), '<b>Ama</b> (you)');
  assert.equal(await host.page.locator('.player-bar .live-name b').count(), 0);
  assert.equal(await watcher.page.textContent('.player-bar[data-side="south"] .live-name'), '<b>Ama</b>');
  await host.page.waitForSelector('.player-bar[data-side="south"] .live-clock.running');
  // Ten minutes, running (within its first minute however slow the machine).
  assert.match(await host.page.textContent('.player-bar[data-side="south"] .live-clock'), /^(10:00|9:[0-5]\d)$/);
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
  // The notice of the game opened is said until the game moves on, not throughout.
  assert.doesNotMatch(await host.page.innerText('.play .status'), /moves come from the server/);
  await shot(host.page, 'playing-south');
  await shot(watcher.page, 'watching');

  // A reload of the guest's page: it takes its seat again and plays on.
  await guest.page.reload();
  await waitReady(guest.page);
  assert.equal(await sideOf(guest.page), 'north');
  await waitPlies(guest.page, plies);
  assert.ok(await play(4), 'played on after the reload');

  // The server killed and started again on its port and database: both pages reconnect by themselves.
  const killed = live.kill();
  await host.page.waitForFunction(() => /reconnecting/i.test(document.querySelector('#live-card')?.innerText ?? ''));
  await shot(host.page, 'reconnecting');
  await killed.up();
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

  // Rematch: both ask; each page follows the new game with its new seat, sides swapped.
  await host.page.click('[data-live="live.rematch"]');
  await waitCard(guest.page, /Ama<\/b> asks for a rematch/);
  await guest.page.click('[data-live="live.rematch"]');
  assert.equal(await sideOf(host.page), 'north');
  assert.equal(await sideOf(guest.page), 'south');
  assert.notEqual(new URL(host.page.url()).hash, new URL(invite).hash);
  // The finished game, replaced by the rematch, is among the recent games.
  const recent = await recentGames(host.page);
  assert.equal(recent.filter((summary) => summary.startsWith(`Ayoayo, ${plies} moves,`)).length, 1, recent.join(' | '));

  for (const { context, problems } of [host, guest, watcher]) {
    // While the server was down, the browser said so of each attempt to reconnect; nothing else may go wrong.
    assert.deepEqual(problemsBesidesTheKill(problems), []);
    await context.close();
  }
});

/** Where the live card stands on the page (at the top of the page): its top, and the board's and the animation controls'. */
const cardPlace = (page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    const top = (selector) => document.querySelector(selector).getBoundingClientRect().top;
    const bottom = (selector) => document.querySelector(selector).getBoundingClientRect().bottom;
    return { card: top('#live-card'), board: bottom('#board'), controls: top('.anim-controls'), screen: innerHeight };
  });

test('on a phone, the live card stands under the board: the clocks, the game’s state and its buttons on the first screen', { timeout: 180_000 }, async () => {
  const phone = { width: 360, height: 740 };
  const host = await openPlayer('', phone);
  await host.page.click('#live-start');
  await shot(host.page, 'phone-create-dialog');
  await host.page.click('.live-dialog button[value="create"]');
  await host.page.waitForSelector('#live-card .live-invite input');
  const invite = await host.page.inputValue('#live-card .live-invite input');
  const waiting = await cardPlace(host.page);
  assert.ok(waiting.card > waiting.board && waiting.card < waiting.controls, `under the board, before the animation's controls: ${JSON.stringify(waiting)}`);
  assert.ok(waiting.card < waiting.screen, `on the first screen: ${JSON.stringify(waiting)}`);
  await shot(host.page, 'phone-waiting');

  const guest = await openPlayer(new URL(invite).hash, phone);
  await guest.page.waitForSelector('.player-bar .live-clock.running');
  const overflow = await guest.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px)`);
  const playing = await cardPlace(guest.page);
  assert.ok(playing.card > playing.board && playing.card < playing.controls, JSON.stringify(playing));
  // The guest's join started the game: the notice of a game opened on the
  // board is gone (whichever side the guest was given).
  await guest.page.waitForFunction(() => !/moves come from the server/.test(document.querySelector('.play .status')?.innerText ?? ''), null, { timeout: 10_000 });
  const resign = await guest.page.locator('[data-live="live.resign"]').boundingBox();
  assert.ok(resign && resign.y + resign.height <= phone.height, `Resign on the first screen: ${JSON.stringify(resign)}`);
  await shot(guest.page, 'phone-playing');

  // The server goes away: the card, under the board, says so.
  const killed = live.kill();
  await waitCard(guest.page, /reconnecting/i);
  const line = await guest.page.locator('#live-card .live-connection').boundingBox();
  assert.ok(line && line.y + line.height <= phone.height, `the lost connection said on the first screen: ${JSON.stringify(line)}`);
  await shot(guest.page, 'phone-reconnecting');
  await killed.up();
  for (const { page } of [host, guest]) await page.waitForFunction(() => !/connecting/i.test(document.querySelector('#live-card')?.innerText ?? ''), null, { timeout: 30_000 });

  await guest.page.click('[data-live="live.resign"]');
  await guest.page.click('[data-live="live.resign-yes"]');
  await waitHeadline(host.page, /resigned/);
  await shot(host.page, 'phone-over');
  for (const { context, problems } of [host, guest]) {
    assert.deepEqual(problemsBesidesTheKill(problems), []);
    await context.close();
  }
});
