// The game review and the analysis in the Play section: a finished game
// reviewed with its graph drawn, a hand-made blunder marked as one, Cancel,
// the graph moving the board and saying the evaluation, the review kept in the record's comments and
// shown again from them, a line of the analysis played on the board
// without changing the game, and the opening book's moves of a booked position. Screenshots (light and dark) are saved when
// SCREENSHOT_DIR is set.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  chromiumOnly,
  chooseSetting,
  countsOf,
  hook,
  linkFor,
  onPage,
  setPlayers,
  useBrowser,
  waitIdle,
  waitReady,
  watchProblems,
} from './helpers.mjs';

const browser = useBrowser();

/** A hang guard for a review on a loaded machine (never a speed claim). */
const REVIEW_TIMEOUT = 240_000;

/**
 * South to move can win at once with F (it captures 2, and North's reply
 * can only be a forfeited grand slam); A throws the win away, and best play
 * from there comes back to a drawn repetition after 22 plies.
 */
const THROWN_WIN =
  '[Rules "abapa"]\n[FEN "1-0-0-0-0-1-1-0-0-0-0-1-22-22-S"]\n\n' +
  '1. A a 2. B b 3. C c 4. D d 5. E e 6. F f 7. A a 8. B b 9. D d 10. C c 11. E e *\n';

/** South's F captures 3 seeds and no other move captures; D instead loses seeds: a blunder. */
const MISSED_CAPTURE = '[Rules "abapa"]\n[FEN "4-4-3-4-0-1-2-4-4-4-4-4-6-4-S"]\n\n1. D *\n';

const screenshot = (page, name) =>
  process.env.SCREENSHOT_DIR && page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `review-${name}.png`), fullPage: true });

/** Opens `record` by its link with people playing both sides, so that no computer moves in it. */
async function openRecord(page, record) {
  await setPlayers(page, 'person', 'person');
  await page.goto(new URL(linkFor(record), page.url()).href);
  await page.waitForFunction(() => !location.hash);
  await waitIdle(page);
}

async function reviewGame(page) {
  await page.click('#review-start');
  await page.waitForSelector('#review-result:not([hidden])', { timeout: REVIEW_TIMEOUT });
}

/** The marked moves as shown: "6. A South, blunder: …". */
const markRows = (page) =>
  page.$$eval('#review-marks li', (rows) => rows.map((row) => row.textContent.replace(/\s+/g, ' ').trim()));

test('a finished game is reviewed: graph, summary, the thrown win marked, the board moved from the graph', () =>
  onPage(browser(), {}, async ({ page }) => {
    await openRecord(page, THROWN_WIN);
    assert.match(await page.textContent('#headline'), /draw/i, 'the game is over');
    await reviewGame(page);
    const rows = await markRows(page);
    assert.ok(
      rows.some((row) => /^1\. A South, blunder: .*Play F: .*captures 2 seeds/.test(row)),
      `the first move is a blunder with F better: ${rows.join(' | ')}`,
    );
    const graph = await page.$eval('#review-graph svg', (svg) => ({
      points: svg.querySelector('.review-graph-line').getAttribute('points').trim().split(/\s+/).length,
      marks: svg.querySelectorAll('.review-graph-blunder').length,
    }));
    assert.equal(graph.points, 23, 'the start and each of the 22 plies');
    assert.ok(graph.marks >= 1);
    assert.match(await page.textContent('#review-summary [data-row="blunder"] [data-side="south"]'), /^[1-9]/);
    await screenshot(page, 'light');

    // A click near the graph's left edge shows the start; the keys step through the game.
    await page.locator('#review-graph').click({ position: { x: 2, y: 40 } });
    await page.waitForFunction(() => document.querySelector('#review-graph').getAttribute('aria-valuenow') === '0');
    assert.deepEqual((await hook(page)).shown, countsOf('1-0-0-0-0-1-1-0-0-0-0-1-22-22-S'));
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('#review-graph').getAttribute('aria-valuenow') === '1');
    assert.deepEqual((await hook(page)).shown, countsOf('0-1-0-0-0-1-1-0-0-0-0-1-22-22-N'), 'after 1. A');
    assert.match(await page.textContent('#headline'), /after 1\. A/);
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelector('#review-graph').getAttribute('aria-valuenow') === '22');
    assert.match(await page.getAttribute('#review-graph', 'aria-valuetext'), /After 11… e: the position is even/);
    // E on the graph says the evaluation shown.
    await page.keyboard.press('e');
    await page.waitForFunction(() =>
      document.querySelector('[data-announcer="status"]').textContent.includes('After 11… e: the position is even.'),
    );

    await chooseSetting(page, 'theme', 'dark');
    await screenshot(page, 'dark');
  }));

test(
  'a move that misses a capture is a blunder; the review is saved in the record and read back without the engine',
  chromiumOnly('downloads'),
  () =>
  onPage(browser(), {}, async ({ page, context }) => {
    await openRecord(page, MISSED_CAPTURE);
    await reviewGame(page);
    const [row, ...others] = await markRows(page);
    assert.match(row, /^1\. D South, blunder: \d+(\.\d)? seeds lost\. Hint: Play F: it captures 3 seeds/);
    assert.deepEqual(others, []);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
    const saved = await readFile(await download.path(), 'utf8');
    assert.match(
      saved,
      /1\. D \{\s\[%review\sbest=F\sbest-score=\d+\splayed=-?\d+\safter=-?\d+\swhy=captures:3,[^\]]*\]\sBlunder:\sF\swas\sbetter/,
    );

    // The saved record, opened on another page: the marks come from its comments.
    const fresh = await context.newPage();
    const problems = watchProblems(fresh);
    await fresh.goto(new URL(linkFor(saved), page.url()).href);
    await waitReady(fresh);
    await fresh.waitForSelector('#review-result:not([hidden])');
    assert.match((await markRows(fresh))[0], /^1\. D South, blunder: .*Play F/);
    const searchWorkers = fresh.workers().filter((worker) => /\/worker\.js$/.test(new URL(worker.url()).pathname));
    assert.deepEqual(searchWorkers, [], 'no search ran');
    assert.deepEqual(problems, []);
  }));

test(
  'Cancel stops a review at once: its worker ends and the game is left as it was',
  chromiumOnly("the page's workers seen from outside"),
  () =>
  onPage(browser(), {}, async ({ page }) => {
    await openRecord(page, THROWN_WIN);
    const before = (await hook(page)).position;
    const workerClosed = new Promise((resolve) => page.on('worker', (worker) => worker.on('close', resolve)));
    // Cancel as soon as the progress shows: before the first position's answer can arrive.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const progress = document.getElementById('review-progress');
          new MutationObserver((_, observer) => {
            if (progress.hidden) return;
            observer.disconnect();
            document.getElementById('review-cancel').click();
            resolve();
          }).observe(progress, { attributes: true });
          document.getElementById('review-start').click();
        }),
    );
    await workerClosed;
    assert.equal(await page.isHidden('#review-progress'), true);
    assert.equal(await page.textContent('#review-note'), 'Review cancelled.');
    assert.equal(await page.isHidden('#review-result'), true);
    assert.equal(await page.isEnabled('#review-start'), true);
    assert.equal((await hook(page)).position, before);
  }));

test('the analysis shows the best moves of the position, and plays a line without changing the game', () =>
  onPage(browser(), {}, async ({ page }) => {
    await openRecord(page, MISSED_CAPTURE);
    await page.click('.start-button');
    await page.click('#analysis-start');
    await page.waitForSelector('#analysis:not([hidden])', { timeout: REVIEW_TIMEOUT });
    const moves = await page.$$eval('#analysis-moves li span', (items) => items.map((item) => item.textContent));
    assert.equal(moves.length, 3);
    assert.match(moves[0], /^F: \+\d.* seeds\. Line: F /);
    assert.match(await page.getAttribute('#analysis-bar', 'aria-label'), /South is ahead/);
    assert.equal(await page.isVisible('#analysis-book'), false, 'a position the opening book does not hold');
    const before = (await hook(page)).position;
    await page.click('#analysis-moves li:first-child button');
    await page.waitForFunction(() => window.__mancala.activity() === 'previewing');
    await waitIdle(page);
    assert.equal((await hook(page)).position, before, 'the game is unchanged');
    assert.deepEqual((await hook(page)).shown, countsOf('4-4-3-4-0-1-2-4-4-4-4-4-6-4-S'), 'the start is shown again');
  }));

test('the analysis of an opening position the book holds shows the book’s moves with their scores', () =>
  onPage(browser(), {}, async ({ page }) => {
    await openRecord(page, '[Rules "abapa"]\n\n1. F f *\n');
    await page.click('.start-button');
    await page.click('#analysis-start');
    await page.waitForSelector('#analysis-book:not([hidden])', { timeout: REVIEW_TIMEOUT });
    assert.match(await page.textContent('#analysis-book-title'), /^In the opening book \(its searches look 18 moves ahead;/);
    const rows = await page.$$eval('#analysis-book-moves li', (items) =>
      items.map((item) => ({ text: item.textContent, chosen: 'chosen' in item.dataset })),
    );
    // Every first move is in the book: all six, its own move first.
    assert.equal(rows.length, 6);
    assert.deepEqual(rows.map((row) => row.chosen), [true, false, false, false, false, false]);
    assert.match(rows[0].text, /^[A-F]: \S+ seeds?, the book’s move$/);
    for (const row of rows.slice(1)) assert.match(row.text, /^[A-F]: \S+ seeds?$/);
    await screenshot(page, 'book');
  }));
