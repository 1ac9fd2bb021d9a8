// Games by link: two browser contexts (two devices, each with its own
// storage) play by sending links back and forth, and each kind of bad link
// is refused with its own message, leaving the game as it was.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BASE_URL,
  ENGINE,
  clickPit,
  checksum,
  expectMessage,
  hook,
  importWasm,
  setPlayers,
  setSpeed,
  useBrowser,
  waitIdle,
  waitReady,
  watchProblems,
} from './helpers.mjs';

const browser = useBrowser();

/** A device: a context of its own with the clipboard allowed, on the page. */
async function device() {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE_URL).origin });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(BASE_URL);
  await waitReady(page);
  await setSpeed(page, 'instant');
  return { context, page, problems };
}

/** Plays `pit` and sends the link; returns it. */
async function moveAndSend(page, pit) {
  await clickPit(page, pit);
  await waitIdle(page);
  await page.click('#send-link');
  await expectMessage(page, /Link copied: send it to your opponent/);
  return clipboardText(page);
}

/**
 * What the page last copied. Only Chromium lets a test read the clipboard;
 * elsewhere the WebDriver adapter keeps what the page wrote to it.
 */
const clipboardText = (page) =>
  ENGINE === 'chromium' ? page.evaluate(() => navigator.clipboard.readText()) : page.evaluate(() => window.__webdriverClipboard);

/** Opens `link` on `page` (a new address, or a new fragment of the same one). */
async function open(page, link) {
  await page.goto(link);
  await waitReady(page);
  await waitIdle(page);
}

/** `link` with its record replaced by `record` (and `ply` if given), the check made again. */
function relinked(link, record, ply) {
  const [address, fragment] = link.split('#');
  const payload = fragment
    .slice(0, fragment.lastIndexOf('&sum='))
    .replace(/^ogn=[^&]*/, `ogn=${Buffer.from(record).toString('base64url')}`)
    .replace(/&ply=\d+/, (whole) => (ply === undefined ? whole : `&ply=${ply}`));
  return `${address}#${payload}&sum=${checksum(payload)}`;
}

const recordOf = (link) => Buffer.from(/#ogn=([^&]*)/.exec(link)[1], 'base64url').toString('utf8');

test('two devices play several moves by links, each moving only its own side', async () => {
  const ama = await device();
  const kofi = await device();
  try {
    await setPlayers(ama.page, 'person', 'person');
    await ama.page.click('#new-game');
    let link = await moveAndSend(ama.page, 2); // C
    assert.match(link, /#ogn=[\w-]+&game=[0-9a-f]{16}&to=north&ply=1&sum=[0-9a-f]{8}$/);

    await open(kofi.page, link);
    await expectMessage(kofi.page, /Game by link: you play North\. Your opponent played 1\. C; your move\./);
    assert.equal((await hook(kofi.page)).position, (await hook(ama.page)).position);
    // Kofi may not play South's moves for Ama.
    link = await moveAndSend(kofi.page, 8); // c
    await clickPit(kofi.page, 1);
    await expectMessage(kofi.page, /In this game by link you play North: wait for your opponent’s link\./);

    const plies = [1, 9, 3, 10];
    for (const [index, pit] of plies.entries()) {
      const [mover, receiver] = index % 2 === 0 ? [ama, kofi] : [kofi, ama];
      await open(mover.page, link);
      assert.equal((await hook(mover.page)).position, (await hook(receiver.page)).position);
      link = await moveAndSend(mover.page, pit);
    }
    assert.match(link, /&to=south&ply=6&/);
    await open(ama.page, link);
    assert.equal((await hook(ama.page)).position, (await hook(kofi.page)).position);
    assert.deepEqual(ama.problems, []);
    assert.deepEqual(kofi.problems, []);
  } finally {
    await ama.context.close();
    await kofi.context.close();
  }
});

test('games by link kept in a form the page cannot use are set aside, and the link opens', async () => {
  const ama = await device();
  const kofi = await device();
  try {
    await setPlayers(ama.page, 'person', 'person');
    await ama.page.click('#new-game');
    const link = await moveAndSend(ama.page, 2); // C
    const id = /&game=([0-9a-f]{16})/.exec(link)[1];
    // This very game with a side no page writes, and an entry that is not a game at all.
    const unusable = { [id]: { side: 'East', record: '*' }, '0123456789abcdef': 5 };
    await kofi.page.evaluate((games) => localStorage.setItem('mancala.correspondence', JSON.stringify(games)), unusable);
    await kofi.page.goto('about:blank');
    await open(kofi.page, link);
    await expectMessage(kofi.page, /Game by link: you play North\. Your opponent played 1\. C; your move\./);
    const stored = await kofi.page.evaluate(() => ({
      kept: JSON.parse(localStorage.getItem('mancala.correspondence')),
      aside: JSON.parse(localStorage.getItem('mancala.correspondence.unreadable')),
    }));
    assert.deepEqual(stored.aside, unusable, 'set aside as they were');
    assert.deepEqual(Object.keys(stored.kept), [id]);
    assert.equal(stored.kept[id].side, 'north');
    // Set aside once: a reload opens the game again, with nothing more to set aside.
    await kofi.page.reload();
    await waitReady(kofi.page);
    assert.equal((await hook(kofi.page)).position, (await hook(ama.page)).position);
    assert.equal(await kofi.page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('unreadable')).length), 1);
    assert.deepEqual(kofi.problems, []);
  } finally {
    await ama.context.close();
    await kofi.context.close();
  }
});

test('damaged, tampered, illegal, out-of-order and other-side links are refused and change nothing', async () => {
  const ama = await device();
  const kofi = await device();
  try {
    await setPlayers(ama.page, 'person', 'person');
    await ama.page.click('#new-game');
    const first = await moveAndSend(ama.page, 2); // C, for North
    await open(kofi.page, first);
    const second = await moveAndSend(kofi.page, 8); // c, for South
    await open(ama.page, second);
    const third = await moveAndSend(ama.page, 1); // B, for North
    await open(kofi.page, third);
    const fourth = await moveAndSend(kofi.page, 9); // d, for South
    await open(ama.page, fourth);
    const fifth = await moveAndSend(ama.page, 3); // D, for North: not opened yet
    const kept = (await hook(kofi.page)).position;
    const record = recordOf(fifth);
    assert.match(record, /^1\. C c 2\. B d\+2 3\. D \*$/m);

    // A move for Kofi's side (North) that Kofi did not make, after Ama's.
    await importWasm(kofi.page);
    const forged = await kofi.page.evaluate((text) => {
      const { Game } = window.wasm;
      const game = Game.fromRecord(text);
      game.tryPlay(game.legalMoves()[0]);
      return game.record();
    }, record);
    const refusals = [
      [fifth.slice(0, -20), /This link is damaged or cut short \(its check does not match\)/],
      [fifth.replace('&ply=5&', '&ply=6&'), /This link is damaged or cut short/],
      [third, /This link is not newer than your game \(it has 3 moves, yours 4\)/],
      [fourth, /This link is for the player of South, but on this device you play North in this game/],
      [relinked(fifth, record.replace('1. C c', '1. E c').replace('d+2', 'd')), /This link does not continue your game: move 1 differs from yours/],
      [relinked(fifth, record.replace('1. C c', '1. C C')), /This link’s game does not replay: Move 2 of the record \(C\) cannot be played: Pit C belongs to South, and North is to move\. It may have been altered/],
      [relinked(fifth, record, 6), /This link does not continue your game/],
      [relinked(fifth, forged, 6), /This link adds a move for your side \(North\) that you did not make/],
    ];
    for (const [link, pattern] of refusals) {
      await open(kofi.page, link);
      await expectMessage(kofi.page, pattern);
      assert.equal((await hook(kofi.page)).position, kept, `unchanged after ${pattern}`);
    }
    // A new game's link sent to the side that has just moved: refused on a device that has no game of it yet.
    const yaw = await device();
    try {
      const payload = first.split('#')[1].replace(/&sum=.*$/, '').replace('&to=north&', '&to=south&');
      const start = (await hook(yaw.page)).position;
      await open(yaw.page, `${first.split('#')[0]}#${payload}&sum=${checksum(payload)}`);
      await expectMessage(yaw.page, /This link is for South, but in its game North is to move: it may have been altered\. Your game is unchanged\./);
      assert.equal((await hook(yaw.page)).position, start);
      assert.deepEqual(yaw.problems, []);
    } finally {
      await yaw.context.close();
    }

    // The good link is still taken after all of them.
    await open(kofi.page, fifth);
    await expectMessage(kofi.page, /Your opponent played 3\. D; your move\./);
    assert.equal((await hook(kofi.page)).position, (await hook(ama.page)).position);
    assert.deepEqual(kofi.problems, []);
  } finally {
    await ama.context.close();
    await kofi.context.close();
  }
});

test('where the browser has a share sheet, the link goes to it', async () => {
  const context = await browser().newContext();
  await context.addInitScript(() => {
    navigator.share = async (data) => {
      window.shared = data;
    };
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(BASE_URL);
    await waitReady(page);
    await setSpeed(page, 'instant');
    await setPlayers(page, 'person', 'computer:0');
    await page.click('#new-game');
    await page.click('#send-link');
    await expectMessage(page, /Make your move first, then send the link\./);
    await clickPit(page, 2);
    await waitIdle(page);
    await page.click('#send-link');
    await expectMessage(page, /A game by link is played by two people: choose Person for both sides/);
    await setPlayers(page, 'person', 'person');
    await page.click('#new-game');
    await clickPit(page, 2);
    await waitIdle(page);
    await page.click('#send-link');
    await expectMessage(page, /Link sent: wait for your opponent’s link back\./);
    const shared = await page.evaluate(() => window.shared);
    assert.equal(shared.title, 'Mancala: your move');
    assert.match(shared.url, /#ogn=[\w-]+&game=[0-9a-f]{16}&to=north&ply=1&sum=[0-9a-f]{8}$/);
    assert.equal((await hook(page)).position.endsWith('-N'), true);
    await clickPit(page, 8);
    await expectMessage(page, /In this game by link you play South: wait for your opponent’s link\./);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
