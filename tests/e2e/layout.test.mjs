// The page as a player sees it, measured: the board's column does not
// stretch with the panel beside it, the review has the board's width, an
// analysis comes into view, the match panel's buttons and lists fit on one
// line, and the board's focus ring shows only where the keyboard put it.
// SCREENSHOT_DIR set: screenshots of each, to look at.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { hook, linkFor, onPage, playPits, prepareGame, setPlayers, useBrowser, waitIdle } from './helpers.mjs';

const browser = useBrowser();

/** A hang guard for a review on a loaded machine (never a speed claim). */
const REVIEW_TIMEOUT = 240_000;

const screenshot = (page, name) =>
  process.env.SCREENSHOT_DIR && page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `layout-${name}.png`), fullPage: true });

/** A short finished Oware game: South wins at once with F, takes it, and North's reply ends the game. */
const FINISHED = '[Rules "abapa"]\n[FEN "1-0-0-0-0-1-1-0-0-0-0-1-22-22-S"]\n\n1. A a 2. B b 3. C c *\n';

/** The blank height between the animation controls and what follows them in the board's column. */
const gapUnderBoard = (page) =>
  page.evaluate(() => {
    const controls = document.querySelector('.anim-controls').getBoundingClientRect();
    const next = document.querySelector('.review-card').getBoundingClientRect();
    return Math.round(next.top - controls.bottom);
  });

test("the board's column keeps its height however long the panel beside it grows", () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page);
    const fresh = await gapUnderBoard(page);
    assert.ok(fresh <= 32, `${fresh} px under the board on a fresh page`);
    await playPits(page, [2, 8, 1, 7, 3, 9, 4, 10, 5, 11, 0, 6]);
    assert.equal(await gapUnderBoard(page), fresh, 'after 12 moves');
    await page.goto(new URL(linkFor(FINISHED), page.url()).href);
    await waitIdle(page);
    await page.click('#review-start');
    await page.waitForSelector('#review-result:not([hidden])', { timeout: REVIEW_TIMEOUT });
    assert.equal(await gapUnderBoard(page), fresh, 'after a review');
    await screenshot(page, 'review');

    // The review has the board's width, and its marked moves are not a box that cuts them.
    const review = await page.evaluate(() => {
      const marks = document.getElementById('review-marks');
      return {
        graph: document.getElementById('review-graph').getBoundingClientRect().width,
        board: document.getElementById('board').getBoundingClientRect().width,
        cut: marks.scrollHeight > marks.clientHeight + 1,
      };
    });
    assert.ok(review.graph >= review.board * 0.9, `the graph is ${review.graph} px wide beside a board of ${review.board}`);
    assert.equal(review.cut, false, 'the marked moves are all shown');

    // An analysis asked for after the review is seen.
    await page.click('#review-graph', { position: { x: 5, y: 20 } });
    await page.click('#analysis-start');
    await page.waitForSelector('#analysis:not([hidden])', { timeout: REVIEW_TIMEOUT });
    const box = await page.evaluate(() => {
      const { top, bottom } = document.getElementById('analysis').getBoundingClientRect();
      return { top, bottom, height: innerHeight };
    });
    assert.ok(box.top >= 0 && box.top < box.height, `the analysis starts in view: ${JSON.stringify(box)}`);
    await screenshot(page, 'analysis');
  }));

test("the match panel's buttons and lists show their whole text on one line", () =>
  onPage(browser(), {}, async ({ page }) => {
    /** Controls of the match card whose text wraps or is cut: their names. */
    const misfits = () =>
      page.evaluate(() => {
        const card = document.querySelector('.match-card');
        const found = [];
        for (const control of card.querySelectorAll('button:not([hidden]), label.file-button')) {
          if (!control.getClientRects().length) continue;
          const style = getComputedStyle(control);
          const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
          const content = control.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          if (content > line * 1.5) found.push(`${control.textContent.trim()} wraps`);
        }
        const measure = document.createElement('canvas').getContext('2d');
        for (const select of card.querySelectorAll('select')) {
          if (!select.getClientRects().length) continue;
          measure.font = getComputedStyle(select).font;
          const text = select.selectedOptions[0]?.textContent ?? '';
          // The arrow and the padding take about 2.5em of the list's width.
          const room = select.clientWidth - 2.5 * parseFloat(getComputedStyle(select).fontSize);
          if (measure.measureText(text).width > room) found.push(`${text} is cut`);
        }
        return found;
      });
    await prepareGame(page);
    assert.deepEqual(await misfits(), [], 'before a match');
    await page.click('#match-start');
    await page.waitForSelector('#match-score', { state: 'visible' });
    await waitIdle(page);
    assert.deepEqual(await misfits(), [], 'during a match');
    if (process.env.SCREENSHOT_DIR) {
      await page.locator('.match-card').screenshot({ path: join(process.env.SCREENSHOT_DIR, 'layout-match.png') });
    }
  }));

test("the board's focus ring shows where the keyboard put focus, never after a click, never on a pit that cannot be played", () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page);
    await setPlayers(page, 'person', 'person');
    // South plays A and North a, which sows b to e: South's pit A is empty when South is to move again.
    await playPits(page, [0, 6]);
    assert.match((await hook(page)).position, /^0-/);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return { slot: element.dataset.slot, ring: getComputedStyle(element).outlineStyle };
      });

    await page.mouse.click(5, 5);
    await page.click('#hint');
    await page.waitForFunction(() => document.activeElement?.dataset.slot !== undefined);
    assert.equal((await focused()).ring, 'none', 'focus handed to the board after a click draws no ring');
    await waitIdle(page);

    await page.focus('#undo');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.focus('#hint');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.dataset.slot !== undefined);
    const byKeyboard = await focused();
    assert.equal(byKeyboard.ring, 'solid', 'focus handed to the board after a key shows its ring');
    assert.notEqual(byKeyboard.slot, '0', 'not on the empty pit A');
    assert.ok((await hook(page)).legal.includes(Number(byKeyboard.slot)), `slot ${byKeyboard.slot} can be played`);
  }));
