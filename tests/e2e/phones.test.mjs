// Phones: from 320 px wide, in portrait and in landscape, every pit's hit
// area and every control is at least 44 px, the board fills the width (in
// portrait) or the height (in landscape) and is wholly on screen, nothing
// covers it, and nothing scrolls sideways.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clickPit, onPage, prepareGame, useBrowser, waitIdle } from './helpers.mjs';

const TOUCH = 44;
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 740, height: 360 },
  { width: 320, height: 568 },
  { width: 568, height: 320 },
];

const browser = useBrowser();

/**
 * Waits until the board's box is the same over 300 ms: the score line shown
 * above it, the board is fitted anew at the next frame (WebKitGTK's can
 * come late).
 */
const boardSettled = (page) =>
  page.waitForFunction(async () => {
    const box = () => JSON.stringify(window.__mancala.boardBox());
    const before = box();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return box() === before;
  });

/** Everything measured, in viewport pixels. */
const measure = (page) =>
  page.evaluate(() => {
    const hook = window.__mancala;
    const pits = Array.from({ length: 12 }, (_, pit) => hook.pitBox(pit));
    // The board's accessible twin (buttons over the pits) lets taps through
    // to the canvas, whose hit areas are the pits' touch targets.
    const controls = [...document.querySelectorAll('button, select, .file-button, a[href]')]
      .filter((e) => e.getClientRects().length && !e.closest('dialog:not([open])'))
      .filter((e) => getComputedStyle(e).pointerEvents !== 'none')
      .map((e) => {
        const box = e.getBoundingClientRect();
        return { what: `${e.tagName.toLowerCase()}#${e.id}.${e.className} "${e.textContent.trim().slice(0, 20)}"`, w: box.width, h: box.height };
      });
    const covered = Array.from({ length: 14 }, (_, pit) => pit)
      .filter((pit) => pit < 12)
      .map((pit) => {
        const { x, y } = hook.pitCenter(pit);
        return document.elementFromPoint(x, y)?.tagName;
      })
      .filter((tag) => tag !== 'CANVAS');
    const south = document.querySelector('.player-bar[data-side="south"]').getBoundingClientRect();
    return {
      pits,
      controls,
      covered,
      board: hook.boardBox(),
      southBar: { top: south.top, bottom: south.bottom },
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      innerHeight,
    };
  });

for (const viewport of VIEWPORTS) {
  const name = `${viewport.width}x${viewport.height}`;
  test(`${name}: 44 px pits and controls, the whole board on screen, no sideways scroll`, () =>
    onPage(browser(), { viewport }, async ({ page }) => {
      await prepareGame(page);
      // Moves in the list, so its buttons are measured too.
      await clickPit(page, 2);
      await waitIdle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.match(await page.evaluate(() => window.__mancala.position()), /-N$/, 'the move was played');
      const m = await measure(page);
      const portrait = viewport.height > viewport.width;

      assert.ok(m.scrollWidth <= m.innerWidth, `scrollWidth ${m.scrollWidth} > ${m.innerWidth}`);
      m.pits.forEach((box, pit) => {
        assert.ok(box.w >= TOUCH && box.h >= TOUCH, `pit ${pit}'s hit area is ${box.w.toFixed(1)}x${box.h.toFixed(1)}`);
      });
      for (const control of m.controls) {
        assert.ok(control.h >= TOUCH && control.w >= TOUCH, `${control.what} is ${control.w.toFixed(1)}x${control.h.toFixed(1)}`);
      }
      assert.deepEqual(m.covered, [], 'nothing covers a pit');
      const { board } = m;
      assert.ok(board.x >= 0 && board.x + board.w <= m.innerWidth, `board ${JSON.stringify(board)}`);
      assert.ok(board.y >= 0 && board.y + board.h <= m.innerHeight, `the board's bottom ${board.y + board.h} is below the fold`);
      if (portrait) assert.ok(board.w >= m.innerWidth * 0.9, `the board is ${board.w.toFixed(0)} px of ${m.innerWidth}`);
      assert.ok(m.southBar.bottom <= m.innerHeight, `South's controls end at ${m.southBar.bottom}, below ${m.innerHeight}`);
      const smallest = Math.min(...m.pits.map((b) => Math.min(b.w, b.h)));
      const lowest = Math.min(...m.controls.map((c) => c.h));
      console.log(
        `${name}: board ${board.w.toFixed(0)}x${board.h.toFixed(0)} at y ${board.y.toFixed(0)}, smallest pit side ${smallest.toFixed(1)} px, lowest control ${lowest.toFixed(1)} px, South's bar ends at ${m.southBar.bottom.toFixed(0)}`,
      );
    }));
}

test('1280x800: no sideways scroll, and the board keeps its wide layout', () =>
  onPage(browser(), {}, async ({ page }) => {
    const m = await measure(page);
    assert.ok(m.scrollWidth <= m.innerWidth);
    assert.equal((await page.evaluate(() => window.__mancala.drawn())).tall, false);
    assert.ok(m.board.y + m.board.h <= m.innerHeight);
  }));

for (const viewport of [
  { width: 740, height: 360 },
  { width: 568, height: 320 },
]) {
  test(`${viewport.width}x${viewport.height} in a match: the score line and the whole board on screen`, () =>
    onPage(browser(), { viewport }, async ({ page }) => {
      await page.selectOption('#match-format', { index: 0 });
      await page.click('#match-start');
      await page.waitForSelector('#match-score', { state: 'visible' });
      await waitIdle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await boardSettled(page);
      assert.equal(await page.isVisible('#match-score'), true);
      const m = await measure(page);
      const score = await page.locator('#match-score').boundingBox();
      assert.ok(score.y >= 0, 'the score line is on screen');
      assert.ok(m.board.y + m.board.h <= m.innerHeight, `the board's bottom ${m.board.y + m.board.h} is below the fold`);
      m.pits.forEach((box, pit) => assert.ok(box.w >= TOUCH && box.h >= TOUCH, `pit ${pit}: ${box.w}x${box.h}`));
    }));
}
