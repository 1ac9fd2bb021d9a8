// The Puzzles section (www/puzzles/): its data loads only when it opens; a
// puzzle is solved by playing its line on the board; a wrong move is
// answered by the engine's reply, animated, with what it loses; the rating
// and streak survive a reload; it plays offline after one visit and in the
// single-file copy. And the shipped data stays small.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { countsOf, importWasm, onOfflinePage, onPage, onSingleFile, requestsOf, useBrowser } from './helpers.mjs';

const browser = useBrowser();
const GAMES = ['oware', 'ayoayo'];

/** The shipped puzzle file of `game`: the JSON its module exports. */
function shipped(game) {
  const text = readFileSync(new URL(`../../www/puzzles/data/${game}.js`, import.meta.url), 'utf8');
  return JSON.parse(text.slice(text.indexOf('export default ') + 15).trim().replace(/;$/, ''));
}
const puzzleFiles = Object.fromEntries(GAMES.map((game) => [game, shipped(game)]));
const pitOf = (letter) => 'ABCDEFabcdef'.indexOf(letter);

const section = (page) => page.locator('main[data-view="puzzles"]');

/** Opens the Puzzles section and waits for a puzzle to solve; returns it. */
async function openPuzzles(page, game = 'oware') {
  await page.click('nav.views button[data-view="puzzles"]');
  await waitState(page, 'solving');
  const index = Number(await section(page).getAttribute('data-puzzle'));
  return puzzleFiles[game].puzzles[index];
}

const waitState = (page, state) =>
  page.waitForFunction((wanted) => document.querySelector('main[data-view="puzzles"]')?.dataset.state === wanted, state, {
    timeout: 60_000,
  });

async function clickPuzzlePit(page, pit) {
  const { x, y } = await page.evaluate((p) => {
    const centre = window.__mancalaPuzzles.pitCenter(p);
    if (centre.y >= 0 && centre.y <= innerHeight) return centre;
    document.querySelector('.puzzles-board').scrollIntoView({ block: 'center' });
    return window.__mancalaPuzzles.pitCenter(p);
  }, pit);
  await page.mouse.click(x, y);
}

/** Plays the solver's moves of `puzzle` on the board until it is solved. */
async function solve(page, puzzle) {
  const line = Array.from(puzzle.line, pitOf);
  for (let next = 0; next < line.length; next += 2) {
    await clickPuzzlePit(page, line[next]);
    await waitState(page, next + 2 >= line.length ? 'solved' : 'solving');
  }
}

const text = (page, selector) => section(page).locator(selector).innerText();

test('each game ships at least 300 puzzles in at most 30 KB gzipped', () => {
  for (const game of GAMES) {
    const bytes = readFileSync(new URL(`../../www/puzzles/data/${game}.js`, import.meta.url));
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    assert.ok(puzzleFiles[game].puzzles.length >= 300, `${game}: ${puzzleFiles[game].puzzles.length} puzzles`);
    assert.ok(gzipped <= 30 * 1024, `${game}: ${gzipped} bytes gzipped`);
  }
});

test('the puzzles load only when the section opens; one is solved; the rating and streak survive a reload', async () => {
  await onPage(browser(), {}, async ({ page }) => {
    const requested = requestsOf(page, () => true);
    await page.waitForTimeout(300);
    const fetched = (name) => requested.filter((url) => new URL(url).pathname.split('/').pop().startsWith(name));
    if (requested) assert.deepEqual(fetched('oware'), [], 'no puzzle data before the section opens');

    const puzzle = await openPuzzles(page);
    if (requested) assert.equal(fetched('oware').length, 1, `the Oware puzzles are fetched once: ${requested.join(' ')}`);
    // The section's styles apply: a column, the board as wide as a board (2.6:1).
    assert.equal(await section(page).evaluate((element) => getComputedStyle(element).display), 'flex');
    const board = await section(page).locator('.puzzles-board').boundingBox();
    assert.ok(Math.abs(board.width / board.height - 2.6) < 0.1, `the board is ${board.width}x${board.height}`);
    if (requested) assert.deepEqual(fetched('ayoayo'), [], 'the other game’s puzzles wait until chosen');
    assert.match(await text(page, '[data-prompt]'), /to move: find the move that wins \d+ seeds?/);

    await solve(page, puzzle);
    assert.match(await text(page, '[data-feedback]'), /Solved! Your rating is now \d+/);
    const rating = await text(page, '[data-rating]');
    assert.notEqual(rating, 'Your rating: 1,500');
    assert.equal(await text(page, '[data-streak]'), 'Streak: 1 (best 1)');

    await page.reload();
    await page.waitForFunction(() => window.__mancala?.pitCenter(0) != null);
    await openPuzzles(page);
    assert.equal(await text(page, '[data-rating]'), rating);
    assert.equal(await text(page, '[data-streak]'), 'Streak: 1 (best 1)');
  });
});

test('a wrong move is refuted: the reply animates and the loss is said; the streak ends', async () => {
  await onPage(browser(), {}, async ({ page }) => {
    await importWasm(page);
    const puzzle = await openPuzzles(page);
    const [wrong] = puzzle.refutations[0].split(' ');
    const [pit, reply, loss] = [pitOf(wrong[0]), wrong[1], Number(wrong.slice(2))];
    const expected = await page.evaluate(
      ({ position, moves }) => {
        const game = window.wasm.Game.fromPosition(window.wasm.Variant.Oware, false, position);
        for (const move of moves) game.tryPlay(move);
        return Array.from(game.counts());
      },
      { position: puzzle.position, moves: reply === '-' ? [pit] : [pit, pitOf(reply)] },
    );

    await clickPuzzlePit(page, pit);
    await page.waitForFunction(() => window.__mancalaPuzzles.animating());
    await waitState(page, 'failed');
    assert.deepEqual(await page.evaluate(() => window.__mancalaPuzzles.shown()), expected);
    const feedback = await text(page, '[data-feedback]');
    const seeds = loss === 1 ? 'seed' : 'seeds';
    assert.ok(feedback.startsWith(`Not ${wrong[0]}: it `), feedback);
    assert.ok(feedback.includes(`loses ${loss} ${seeds} against the best move`), feedback);
    if (reply !== '-') assert.ok(feedback.includes(`the reply ${reply} shows`), feedback);
    assert.equal(await text(page, '[data-streak]'), 'Streak: 0 (best 0)');

    // Retry puts the puzzle back: solved now, it no longer counts.
    const rating = await text(page, '[data-rating]');
    await section(page).locator('[data-action="retry"]').click();
    await waitState(page, 'solving');
    assert.deepEqual(await page.evaluate(() => window.__mancalaPuzzles.shown()), countsOf(puzzle.position));
    await solve(page, puzzle);
    assert.equal(await text(page, '[data-feedback]'), `Solved on another try: your rating stays ${rating.split(': ')[1]}.`);
    assert.equal(await text(page, '[data-rating]'), rating);
    // The solution plays the line through from the start.
    await section(page).locator('[data-action="solution"]').click();
    await waitState(page, 'failed');
    assert.match(await text(page, '[data-feedback]'), /^The solution: /);
  });
});

test('the game is chosen inside the section and remembered; a hint marks the move; the keyboard plays', async () => {
  await onPage(browser(), { viewport: { width: 360, height: 740 } }, async ({ page }) => {
    await page.click('nav.views button[data-view="puzzles"]');
    await waitState(page, 'solving');
    await section(page).locator('[data-variant="ayoayo"]').click();
    await waitState(page, 'solving');
    assert.equal(await section(page).locator('[data-variant="ayoayo"]').getAttribute('aria-checked'), 'true');
    await page.reload();
    await page.waitForFunction(() => window.__mancala?.pitCenter(0) != null);
    const puzzle = await openPuzzles(page, 'ayoayo');
    assert.equal(await section(page).locator('[data-variant="ayoayo"]').getAttribute('aria-checked'), 'true');

    await section(page).locator('[data-action="hint"]').click();
    assert.equal(await text(page, '[data-feedback]'), `Hint: play pit ${puzzle.line[0]}, marked on the board.`);
    // The board's twin: a letter plays that pit of the side to move.
    await page.focus('.puzzles-board .mancala-board-twin [tabindex="0"]');
    for (let next = 0; next < puzzle.line.length; next += 2) {
      await page.keyboard.press(puzzle.line[next]);
      await waitState(page, next + 2 >= puzzle.line.length ? 'solved' : 'solving');
    }
    assert.equal(await text(page, '[data-feedback]'), 'Solved, with a hint: your rating is unchanged.');
    assert.equal(await text(page, '[data-rating]'), 'Your rating: 1,500');
  });
});

test('the section follows the language chosen', async () => {
  await onPage(browser(), {}, async ({ page }) => {
    await openPuzzles(page);
    await page.selectOption('#language', 'fr');
    await page.waitForFunction(() => document.querySelector('#puzzles-heading')?.textContent === 'Problèmes');
    assert.match(await text(page, '[data-prompt]'), /joue\u202f: trouvez le coup qui gagne \d+ graines?\./);
    assert.equal(await section(page).locator('[data-action="next"]').innerText(), 'Problème suivant');
  });
});

test('unreadable kept progress is said once, set aside, and starts over', async () => {
  await onPage(browser(), {}, async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('mancala.puzzles', '{"version":1,'));
    await page.reload();
    await page.waitForFunction(() => window.__mancala?.pitCenter(0) != null);
    await openPuzzles(page);
    assert.equal(
      await text(page, '[data-feedback]'),
      'Your puzzle progress could not be read (it is not valid JSON), so it starts again.',
    );
    assert.equal(await text(page, '[data-rating]'), 'Your rating: 1,500');
    assert.equal(await page.evaluate(() => localStorage.getItem('mancala.puzzles.unreadable')), '{"version":1,');
  });
});

test('after one visit the puzzles open and play with the network off', () =>
  onOfflinePage(browser(), async ({ page }) => {
    await solve(page, await openPuzzles(page));
  }));

test('dist/mancala.html alone, opened from disk, has the puzzles of both games', () =>
  onSingleFile(browser(), async ({ page }) => {
    await solve(page, await openPuzzles(page));
    await section(page).locator('[data-variant="ayoayo"]').click();
    await waitState(page, 'solving');
    const index = Number(await section(page).getAttribute('data-puzzle'));
    await solve(page, puzzleFiles.ayoayo.puzzles[index]);
  }));
