// Records as Aualé writes them, opened in the page every way a player can:
// a game link (#ogn=), the Open .ogn button and a file dropped on the page.
// The records are the repository's own, written in Aualé's layout for the
// rules crate's tests (crates/oware-ayoayo/tests/fixtures/auale/, with the
// final positions worked out by the independent reference rules); each must
// open on its final position, and what the page saves of it must open again
// on the same game with every tag it had.

import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { test } from 'node:test';
import {
  BASE_URL,
  START,
  expectMessage,
  hook,
  linkFor,
  onPage,
  prepareGame,
  useBrowser,
  waitIdle,
} from './helpers.mjs';

const browser = useBrowser();

const FIXTURES = new URL('../../crates/oware-ayoayo/tests/fixtures/auale/', import.meta.url);

/** Each record's file name, text and what it must open as (expected.txt). */
async function records() {
  const expected = new Map(
    (await readFile(new URL('expected.txt', FIXTURES), 'utf8'))
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const [name, moves, position] = line.split(' ');
        return [name, { plies: moves === '-' ? 0 : moves.length, position }];
      }),
  );
  const names = (await readdir(FIXTURES)).filter((name) => name.endsWith('.ogn')).sort();
  assert.deepEqual(names, [...expected.keys()].sort(), 'expected.txt names every record');
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(new URL(name, FIXTURES), 'utf8'), ...expected.get(name) })),
  );
}

/** The ways a record reaches the page, each as a player does it. */
const WAYS = {
  link: (page, { text }) => page.goto(new URL(linkFor(text), BASE_URL).href),
  'Open .ogn': (page, { name, text }) =>
    page.setInputFiles('#import', { name, mimeType: 'text/plain', buffer: Buffer.from(text) }),
  'a dropped file': (page, { name, text }) =>
    page.evaluate(
      ({ name, text }) => {
        const data = new DataTransfer();
        data.items.add(new File([text], name, { type: 'text/plain' }));
        const board = document.getElementById('board');
        for (const type of ['dragenter', 'dragover', 'drop']) {
          board.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
        }
      },
      { name, text },
    ),
};

/** The tags of a record, as written. */
const tagsOf = (text) => text.match(/^\[\w+ "(?:[^"\\]|\\.)*"\]$/gm) ?? [];

for (const [way, open] of Object.entries(WAYS)) {
  test(`Aualé's records open through ${way}, on their final position, and save again as they were`, () =>
    onPage(browser(), {}, async ({ page }) => {
      await prepareGame(page);
      for (const record of await records()) {
        // A new game first, so that the message awaited below is this record's, not the last one's.
        await page.click('#new-game');
        await waitIdle(page);
        await open(page, record);
        await expectMessage(page, /^Opened/);
        await waitIdle(page);
        assert.equal((await hook(page)).position, record.position, `${record.name} through ${way}`);
        assert.equal(await page.locator('#move-list button').count(), record.plies, record.name);

        const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
        const saved = await readFile(await download.path(), 'utf8');
        for (const tag of tagsOf(record.text).filter((tag) => !tag.startsWith('[Variant '))) {
          assert.ok(saved.includes(tag), `${record.name}: ${tag} is kept in\n${saved}`);
        }
        // What was saved opens again on the same game.
        await page.click('#new-game');
        await waitIdle(page);
        assert.equal((await hook(page)).position, START);
        await page.goto(new URL(linkFor(saved), BASE_URL).href);
        await expectMessage(page, /^Opened/);
        assert.equal((await hook(page)).position, record.position, `${record.name} saved and opened again`);
        assert.equal(await page.locator('#move-list button').count(), record.plies);
      }
    }));
}

test('a file dropped on another section than the game is not opened, and the browser does not open it instead', () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page);
    await page.click('[data-view="learn"]');
    const refused = await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File(['1. C *'], 'game.ogn', { type: 'text/plain' }));
      const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      document.querySelector('main[data-view="learn"]').dispatchEvent(drop);
      return drop.defaultPrevented;
    });
    assert.equal(refused, true, "the browser's own opening of the file is prevented");
    await page.click('[data-view="play"]');
    assert.equal((await hook(page)).position, START);
  }));
