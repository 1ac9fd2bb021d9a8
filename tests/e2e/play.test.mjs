// Whole games of both variants, played with the mouse on the canvas and with
// the keyboard on the board's twin (letters, arrows and Enter): after every move the board must
// draw exactly the counts of the engine's position text.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertBoardMatchesEngine,
  clickPit,
  focusBoard,
  headline,
  hook,
  letterOf,
  onPage,
  prepareGame,
  random,
  useBrowser,
  waitIdle,
} from './helpers.mjs';

const MAX_PLIES = 2000;
const browser = useBrowser();

const row = (pit) => (pit < 6 ? 0 : 1);
const column = (pit) => (pit < 6 ? pit : 11 - pit);

/** Plays `pit` by keyboard on the board's twin: mostly its letter, every third move the arrow keys and Enter. */
function keyboardPlayer(page) {
  let moves = 0;
  const press = (key) => page.keyboard.press(key);
  return async (pit) => {
    if (moves++ % 3 !== 2) {
      await press(pit < 6 ? letterOf(pit) : letterOf(pit).toLowerCase());
      return;
    }
    let cursor = await page.evaluate(() => Number(document.activeElement.dataset.slot));
    assert.ok(cursor >= 0 && cursor < 12, 'a pit of the board has focus');
    if (row(cursor) !== row(pit)) {
      await press(row(pit) === 1 ? 'ArrowUp' : 'ArrowDown');
      cursor = 11 - cursor;
    }
    while (column(cursor) !== column(pit)) {
      const right = column(cursor) < column(pit);
      await press(right ? 'ArrowRight' : 'ArrowLeft');
      cursor += (right ? 1 : -1) * (row(cursor) === 0 ? 1 : -1);
    }
    await press('Enter');
  };
}

for (const variant of ['oware', 'ayoayo']) {
  for (const [input, seed] of [
    ['mouse', 11],
    ['keyboard', 23],
  ]) {
    test(`${variant}: a whole game by ${input}, the board always showing the engine's counts`, () =>
      onPage(browser(), {}, async ({ page }) => {
        await prepareGame(page, { variant });
        await focusBoard(page);
        const play = input === 'mouse' ? (pit) => clickPit(page, pit) : keyboardPlayer(page);
        const choose = random(seed);
        let plies = 0;
        for (;;) {
          const { legal, position } = await hook(page);
          if (legal.length === 0) break;
          assert.ok(plies < MAX_PLIES, 'the game should end');
          const pit = legal[Math.floor(choose() * legal.length)];
          await play(pit);
          await waitIdle(page);
          plies++;
          const now = await assertBoardMatchesEngine(page, `after ply ${plies}`);
          assert.notEqual(now, position, `ply ${plies} (${letterOf(pit)}) should change the position`);
        }
        assert.match(await headline(page), /^Game over\. (South wins|North wins|Draw)/);
        assert.equal(await page.locator('#move-list button').count(), plies);
        console.log(`${variant} by ${input}: ${plies} plies`);
      }));
  }
}
