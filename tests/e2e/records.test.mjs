// Game records in the page: the move list numbers moves as the saved
// record does (the numbers come from wasm), links and files larger than
// 1 MiB are refused before they are read, and a link that cannot be opened
// is cleared from the address bar, so that a reload does not fail again.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import {
  BASE_URL,
  ENGINE,
  START,
  expectMessage,
  headline,
  hook,
  linkFor,
  message,
  onPage,
  prepareGame,
  waitIdle,
  waitReady,
  useBrowser,
  clickPit,
  setPlayers,
  watchProblems,
} from './helpers.mjs';

const browser = useBrowser();

const MIB = 1024 * 1024;

/** A short Oware record that starts with North to move: "1. a B 2. c". */
const NORTH_FIRST = '[Rules "abapa"]\n[FEN "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N"]\n\n1. a B 2. c *\n';

/** The move list as text, row by row. */
const moveRows = (page) =>
  page.$$eval('#move-list li', (rows) => rows.map((row) => row.textContent.replace(/\s+/g, ' ').trim()));

/** A record padded with spaces (which the reader skips) to `bytes` bytes. */
const padded = (record, bytes) => record + ' '.repeat(bytes - Buffer.byteLength(record));

test('the move list numbers moves as the record does, also when North moves first', () =>
  onPage(browser(), { path: linkFor(NORTH_FIRST) }, async ({ page }) => {
    await expectMessage(page, /Opened the shared game: Oware, 3 moves/);
    assert.deepEqual(await moveRows(page), ['1.aB', '2.c']);
    await page.click('#move-list button[data-ply="2"]');
    assert.equal(await headline(page), 'The position after 1… B (read-only).');
    await page.click('#move-list button[data-ply="3"]');
    assert.equal(await headline(page), 'The position after 2. c (read-only).');

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
    const saved = await readFile(await download.path(), 'utf8');
    assert.match(saved, /\n1\. a B 2\. c \*/, 'the saved record numbers them alike');
  }));

test('a record opened, played on and saved again keeps every tag and comment it had', () =>
  onPage(
    browser(),
    {
      path: linkFor(
        '[Event "Accra open"]\n[Site "Accra"]\n[Date "2026.11.30"]\n[Round "3"]\n[South "Ama"]\n[North "Kofi"]\n' +
          '[Result "*"]\n[Annotator "Yaw"]\n\n{Round 3, kept in C:\\games} 1. C {a quiet start} 1... f *\n',
      ),
    },
    async ({ page }) => {
      await expectMessage(page, /Opened the shared game: Oware, 2 moves/);
      await page.click('#move-list button[data-ply="2"]');
      const kept = [
        '[Event "Accra open"]',
        '[Site "Accra"]',
        '[Date "2026.11.30"]',
        '[Round "3"]',
        '[South "Ama"]',
        '[North "Kofi"]',
        '[Annotator "Yaw"]',
        // The comments as the record writes comments, a space inside each brace.
        '{ Round 3, kept in C:\\games } 1. C',
        '{ a quiet start }',
      ];
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
      const exported = await readFile(await download.path(), 'utf8');
      for (const text of kept) assert.ok(exported.includes(text), `${text} in the exported record:\n${exported}`);
      await page.reload();
      await waitReady(page);
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('mancala.save')).record);
      for (const text of kept) assert.ok(saved.includes(text), `${text} in the saved record:\n${saved}`);
    },
  ));

test('while the game cannot be saved the page says so, offers Save .ogn, and stops saying so once saving works', async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  // A browser whose storage refuses every write (full, or blocked), until the test lets it.
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    let refusing = true;
    window.allowSaving = () => {
      refusing = false;
    };
    Storage.prototype.setItem = function (key, value) {
      if (refusing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(BASE_URL);
    await waitReady(page);
    await setPlayers(page, 'person', 'person');
    const trouble = page.locator('#save-trouble');
    await trouble.waitFor({ state: 'visible' });
    assert.match(await trouble.textContent(), /This game cannot be saved in this browser, so it will not survive a reload\./);
    // Moves, and other messages, do not wipe it.
    await clickPit(page, 2);
    await waitIdle(page);
    await clickPit(page, 8);
    await waitIdle(page);
    assert.equal(await trouble.isVisible(), true);
    const [download] = await Promise.all([page.waitForEvent('download'), trouble.locator('button').click()]);
    assert.match(await readFile(await download.path(), 'utf8'), /\n1\. C c \*/);
    // Saving works again: the next save says nothing more, and the game survives a reload.
    await page.evaluate(() => window.allowSaving());
    await clickPit(page, 1);
    await waitIdle(page);
    await trouble.waitFor({ state: 'hidden' });
    await page.reload();
    await waitReady(page);
    assert.match(await page.evaluate(() => JSON.parse(localStorage.getItem('mancala.save')).record), /\n1\. C c 2\. B \*/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('an Ayoayo game won before its end is called decided and played on', () =>
  onPage(browser(), { path: linkFor('[Rules "ayoayo"]\n[FEN "0-0-0-0-0-1-0-0-0-0-0-9-13-25-S"]\n\n*\n') }, async ({ page }) => {
    await waitIdle(page);
    assert.match(await headline(page), /North has more than half of the seeds: the game is decided, but play goes on\./);
  }));

test('a link that cannot be opened is cleared, and a reload does not fail again', () =>
  onPage(browser(), {}, async ({ page }) => {
    for (const [address, notice] of [
      ['#ogn=!!!', /link could not be opened: the link is damaged/],
      ['#ogn=bm90IGEgcmVjb3Jk', /Could not open the shared game/],
      ['#something-else', /is not a game/],
    ]) {
      await page.goto(new URL(address, BASE_URL).href);
      await waitReady(page);
      await expectMessage(page, notice);
      assert.equal(new URL(page.url()).hash, '', `${address} is cleared after the notice`);
      await page.reload();
      await waitReady(page);
      assert.doesNotMatch(await message(page), notice, `${address} is not read again on reload`);
      assert.equal((await hook(page)).position, START);
    }
  }));

test('a link or a file larger than 1 MiB is refused before it is read', () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page, { variant: 'oware' });
    const record = '[Rules "abapa"]\n\n1. C f *\n';

    // Firefox refuses any address over 1 MiB itself (its
    // network.standard-url.max-length): such a link never reaches the page.
    if (ENGINE !== 'firefox') {
      await page.goto(new URL(linkFor(padded(record, MIB + 1)), BASE_URL).href);
      await waitReady(page);
      await expectMessage(page, /The link could not be opened: the game in it is larger than 1 MiB/);
      assert.equal(new URL(page.url()).hash, '');
      assert.equal((await hook(page)).position, START, 'the game is unchanged');
    }

    const file = (name, bytes) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(padded(record, bytes)) });
    await page.setInputFiles('#import', file('huge.ogn', MIB + 1));
    await expectMessage(page, /Could not read huge\.ogn: it is larger than 1 MiB, the most a game record may be/);
    assert.equal((await hook(page)).position, START);

    // Up to the cap, a record opens.
    await page.setInputFiles('#import', file('long.ogn', MIB));
    await waitIdle(page);
    await expectMessage(page, /Opened “long\.ogn”: Oware, 2 moves/);
    assert.notEqual((await hook(page)).position, START);
  }));
