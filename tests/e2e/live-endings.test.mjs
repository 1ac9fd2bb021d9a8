// How live games end, through the game page against the real server
// (`mancala serve`, its grace period 2 s): a game claimed by the player
// whose opponent left, a game lost on time, a draw offered and accepted,
// and a spectator who follows the rematch. Each checks what the pages show:
// the card, the clocks, the headline (the result line) and the recent
// games (a finished game goes there once, when another replaces it, with
// its review's marks if it was reviewed); the headline says who may move,
// here or elsewhere. The rest of live play: live.test.mjs.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser, waitReady } from './helpers.mjs';
import {
  cardText,
  createGame,
  openPlayer as open,
  playOne,
  recentGames,
  shot,
  sideOf,
  useLiveServer,
  waitCard,
  waitHeadline,
  waitPlies,
} from './live-helpers.mjs';

const browser = useBrowser();
const live = useLiveServer({ grace: 2 });

/** A page of the server's. */
const openPlayer = (path = '', viewport = undefined) => open(browser, live.server().url, path, viewport);

/** Each side's clock as its bar shows it, and which runs. */
const clocks = (page) =>
  page.evaluate(() => {
    const clock = (side) => document.querySelector(`.player-bar[data-side="${side}"] .live-clock`);
    return {
      south: clock('south').textContent,
      north: clock('north').textContent,
      running: ['south', 'north'].filter((side) => clock(side).classList.contains('running')),
      shown: ['south', 'north'].filter((side) => clock(side).checkVisibility()),
    };
  });

/** The pages' problems (none may have any), their contexts closed. */
async function closeAll(...pages) {
  for (const { context, problems } of pages) {
    assert.deepEqual(problems, []);
    await context.close();
  }
}

test('a player whose opponent left claims the game once the grace period is over', { timeout: 120_000 }, async () => {
  const host = await openPlayer();
  const invite = await createGame(host.page, { name: 'Ama' });
  // The headline says who may move, here or elsewhere.
  await waitHeadline(host.page, /^The game starts when your friend opens the link\.$/);
  const guest = await openPlayer(new URL(invite).hash);
  assert.equal(await sideOf(guest.page), 'north');
  await waitHeadline(host.page, /^South to move: choose a highlighted pit\.$/);
  assert.equal(await guest.page.textContent('#headline'), 'It is Ama’s move.');
  await playOne(host.page);
  await waitPlies(guest.page, 1);
  await waitHeadline(host.page, /^It is North’s move\.$/);
  await playOne(guest.page);
  await waitPlies(host.page, 2);

  // The guest's tab is closed: the host is told, and may claim the game after 2 s.
  await guest.page.close();
  await waitCard(host.page, /North left at \d/);
  await waitCard(host.page, /You may claim the game now\./);
  assert.equal(await host.page.isVisible('[data-live="live.claim"]'), true);
  await shot(host.page, 'away');
  await host.page.click('[data-live="live.claim"]');
  assert.equal(await waitHeadline(host.page, /left the game/), 'North left the game: Ama wins.');
  const card = await cardText(host.page);
  assert.doesNotMatch(card, /left at|claim/i, 'nothing left to claim');
  assert.match(card, /Rematch/);

  // The guest comes back to the page: it follows the game again, and shows how it ended.
  const back = await guest.context.newPage();
  await back.goto(live.server().url);
  await waitReady(back);
  assert.equal(await waitHeadline(back, /left the game/), 'North left the game: Ama wins.');
  assert.equal(await back.isVisible('[data-live="live.resign"]'), false);
  await closeAll(host, { ...guest, page: back });
});

test('a player out of time loses, whatever the board holds; the game reviewed goes once into the recent games', { timeout: 180_000 }, async () => {
  // The dialog's shortest clock is a minute: this game of 8 s a side is
  // created through a socket of the page's own, and its seat kept where the
  // page keeps seats (live-storage.js's `mancala.live`), as if the page had
  // created it. A reload follows it.
  const host = await openPlayer();
  const id = await host.page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(new URL('live/v1', location.href.replace(/^http/, 'ws')).href);
        socket.addEventListener('open', () =>
          socket.send(JSON.stringify({ type: 'create', rules: 'oware', clock: { initial: 8000, increment: 0 }, side: 'south', name: 'Ama' })),
        );
        socket.addEventListener('message', (event) => {
          const message = JSON.parse(event.data);
          if (message.type !== 'seated') return;
          const seats = { [message.game]: { token: message.token, side: message.side, kept: Date.now() } };
          localStorage.setItem('mancala.live', JSON.stringify({ version: 1, seats, following: message.game, name: 'Ama' }));
          socket.close();
          resolve(message.game);
        });
        socket.addEventListener('error', () => reject(new Error('no socket')));
      }),
  );
  await host.page.reload();
  await waitReady(host.page);
  await waitCard(host.page, /Waiting for your friend/);

  const guest = await openPlayer(`#live=${id}`);
  assert.equal(await sideOf(guest.page), 'north');
  await host.page.waitForSelector('.player-bar[data-side="south"] .live-clock.running');
  await playOne(host.page);
  await waitPlies(guest.page, 1);
  await guest.page.waitForSelector('.player-bar[data-side="north"] .live-clock.running');

  // North does not move: out of time after 8 s, on both pages.
  for (const { page } of [host, guest]) {
    assert.equal(await waitHeadline(page, /ran out of time/, 30_000), 'North ran out of time: Ama wins.');
    const shown = await clocks(page);
    assert.equal(shown.north, '0:00.0');
    assert.match(shown.south, /^0:0[0-8]\.\d$/);
    assert.deepEqual(shown.running, [], 'no clock runs');
    assert.deepEqual(shown.shown, ['south', 'north']);
  }
  await shot(guest.page, 'flag-lost');

  // A reload after the end says it again, and does not write it twice in the record.
  await host.page.reload();
  await waitReady(host.page);
  assert.equal(await waitHeadline(host.page, /ran out of time/), 'North ran out of time: Ama wins.');

  // The game reviewed (its marks go into the record's comments), then replaced by the rematch.
  await host.page.click('#review-start');
  await host.page.waitForSelector('#review-result:not([hidden])', { timeout: 60_000 });
  await host.page.click('[data-live="live.rematch"]');
  await guest.page.click('[data-live="live.rematch"]');
  assert.equal(await sideOf(host.page), 'north');
  assert.deepEqual(await recentGames(host.page), ['Oware, 1 move, 0–0']);
  const [kept] = await host.page.evaluate(() => JSON.parse(localStorage.getItem('mancala.recent')).games);
  assert.equal(kept.record.split('ran out of time').length, 2, `the end said once: ${kept.record}`);
  assert.match(kept.record, /\[%review /, 'with the review');
  await closeAll(host, guest);
});

test('a draw offered and accepted ends the game drawn; a new game puts it among the recent games', { timeout: 120_000 }, async () => {
  const host = await openPlayer();
  const invite = await createGame(host.page, { name: 'Ama' });
  const guest = await openPlayer(new URL(invite).hash);
  assert.equal(await sideOf(guest.page), 'north');
  await playOne(host.page);
  await waitPlies(guest.page, 1);
  await playOne(guest.page);
  await waitPlies(host.page, 2);
  // Untimed: no clock in the bars.
  assert.deepEqual((await clocks(host.page)).shown, []);

  await guest.page.click('[data-live="live.offer-draw"]');
  await waitCard(guest.page, /You offered a draw/);
  assert.equal(await guest.page.isVisible('[data-live="live.offer-draw"]'), false, 'one offer at a time');
  await waitCard(host.page, /North offers a draw\./);
  await shot(host.page, 'draw-offered');
  await host.page.click('[data-live="live.accept-draw"]');
  for (const { page } of [host, guest]) {
    assert.equal(await waitHeadline(page, /agreement/), 'Drawn by agreement.');
    const card = await cardText(page);
    assert.doesNotMatch(card, /offer/i);
    assert.match(card, /Rematch/);
    assert.equal(await page.isVisible('[data-live="live.resign"]'), false);
  }

  // A new game on the host's page: the live game is left, and kept among the recent games.
  await host.page.click('#new-game');
  await host.page.waitForSelector('#live-start:not([disabled])');
  assert.equal(await host.page.locator('.panel > #live-card').count(), 1, 'the card back in the panel, offering live play');
  assert.doesNotMatch(new URL(host.page.url()).hash, /live/);
  assert.deepEqual(
    (await recentGames(host.page)).filter((summary) => summary.startsWith('Oware, 2 moves')),
    ['Oware, 2 moves, 0–0'],
  );
  await closeAll(host, guest);
});

test('a spectator follows the rematch to the new game', { timeout: 120_000 }, async () => {
  const host = await openPlayer();
  const invite = await createGame(host.page, { name: 'Ama' });
  const guest = await openPlayer(new URL(invite).hash);
  assert.equal(await sideOf(guest.page), 'north');
  const watcher = await openPlayer(new URL(invite).hash);
  await waitCard(watcher.page, /You are watching Ama \(South\) against North \(North\)\./);
  await waitCard(host.page, /1 person watching/);
  await playOne(host.page);
  await waitPlies(watcher.page, 1);
  assert.equal(await watcher.page.textContent('#headline'), 'It is North’s move.');

  await guest.page.click('[data-live="live.resign"]');
  await guest.page.click('[data-live="live.resign-yes"]');
  assert.equal(await waitHeadline(watcher.page, /resigned/), 'North resigned: Ama wins.');
  assert.equal(await watcher.page.isVisible('[data-live="live.rematch"]'), false, 'a spectator asks for no rematch');
  await guest.page.click('[data-live="live.rematch"]');
  await waitCard(host.page, /North asks for a rematch/);
  await host.page.click('[data-live="live.rematch"]');
  assert.equal(await sideOf(host.page), 'north');

  // The spectator is offered the new game, and follows it when they choose.
  await watcher.page.waitForSelector('[data-live="live.watch-rematch"]:not([hidden])');
  await shot(watcher.page, 'watch-rematch');
  await watcher.page.click('[data-live="live.watch-rematch"]');
  await waitCard(watcher.page, /You are watching South \(South\) against Ama \(North\)\./);
  assert.equal(new URL(watcher.page.url()).hash, new URL(host.page.url()).hash);
  assert.doesNotMatch(await watcher.page.textContent('#headline'), /resigned/);
  await playOne(guest.page);
  for (const { page } of [host, guest, watcher]) await waitPlies(page, 1);
  const positions = await Promise.all([host, guest, watcher].map(({ page }) => page.evaluate(() => window.__mancala.position())));
  assert.equal(new Set(positions).size, 1, 'the spectator sees the rematch’s move');
  assert.deepEqual(await recentGames(watcher.page), ['Oware, 1 move, 0–0']);
  await closeAll(host, guest, watcher);
});
