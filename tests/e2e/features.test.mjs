// The page's features one by one: refusals, undo and redo, viewing earlier
// positions, laps of a relay, persistence, share links and record files,
// bad input of every kind, and small screens. Every test also fails on any
// console error or warning, uncaught error or failed request.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import {
  BASE_URL,
  START,
  assertBoardMatchesEngine,
  clickPit,
  focusBoard,
  countsOf,
  expectMessage,
  headline,
  hook,
  importWasm,
  linkFor,
  message,
  newGame,
  onPage,
  playPits,
  prepareGame,
  setPlayers,
  setSpeed,
  waitIdle,
  waitReady,
  useBrowser,
  watchProblems,
} from './helpers.mjs';

const browser = useBrowser();

/** Runs `body` on a fresh page with two people playing `variant` at instant speed. */
const twoPeople = (variant, body, options = {}) =>
  onPage(browser(), options, async (opened) => {
    await prepareGame(opened.page, { variant });
    await body(opened);
  });

test('an illegal choice is refused with the reason and changes nothing', () =>
  twoPeople('oware', async ({ page }) => {
    await clickPit(page, 6);
    assert.equal(await message(page), 'Pit a belongs to North, and South is to move.');
    assert.equal((await hook(page)).position, START);

    await playPits(page, [2, 7]);
    const before = (await hook(page)).position;
    await clickPit(page, 2);
    assert.equal(await message(page), 'Pit C is empty.');
    assert.equal((await hook(page)).position, before);

    const starving = '[Rules "abapa"]\n[FEN "0-0-0-0-1-1-0-0-0-0-0-0-24-22-S"]\n\n*\n';
    await page.goto(new URL(linkFor(starving), BASE_URL).href);
    await waitReady(page);
    await focusBoard(page);
    await page.keyboard.press('E');
    assert.equal(await message(page), 'Pit E leaves the opponent without seeds: a move must give them seeds.');
    assert.deepEqual((await hook(page)).legal, [5]);
  }));

test('undo and redo, also against the computer', () =>
  twoPeople('oware', async ({ page }) => {
    await playPits(page, [2, 8]);
    const afterTwo = (await hook(page)).position;
    await page.click('#undo');
    await waitIdle(page);
    const afterOne = await assertBoardMatchesEngine(page, 'after undo');
    assert.match(afterOne, /-N$/);
    await page.click('#undo');
    await waitIdle(page);
    assert.equal(await assertBoardMatchesEngine(page), START);
    assert.equal(await page.isDisabled('#undo'), true);
    await page.click('#redo');
    await waitIdle(page);
    assert.equal(await assertBoardMatchesEngine(page), afterOne);
    await page.click('#redo');
    await waitIdle(page);
    assert.equal(await assertBoardMatchesEngine(page), afterTwo);
    assert.equal(await page.isDisabled('#redo'), true);

    await page.selectOption('#think-time', '200');
    await page.selectOption('#north-player', 'computer:0');
    await newGame(page, 'oware');
    await clickPit(page, 3);
    await waitIdle(page);
    assert.equal(await page.locator('#move-list button').count(), 2, 'the computer answered');
    await page.click('#undo');
    await waitIdle(page);
    assert.equal(await assertBoardMatchesEngine(page), START, 'undo takes back the computer move and yours');
  }));

test('viewing an earlier position is read-only, and the live game comes back', () =>
  twoPeople('oware', async ({ page }) => {
    await playPits(page, [0, 6, 1]);
    const live = (await hook(page)).position;
    await page.click('#move-list button[data-ply="1"]');
    const shown = (await hook(page)).shown;
    assert.deepEqual(shown, countsOf('0-5-5-5-5-4-4-4-4-4-4-4-0-0-N'));
    assert.match(await headline(page), /^The position after 1\. A \(read-only\)/);
    await clickPit(page, 7);
    assert.match(await message(page), /earlier position/);
    assert.equal((await hook(page)).position, live);
    await page.click('.start-button');
    assert.deepEqual((await hook(page)).shown, countsOf(START));
    await page.click('#back-to-game');
    await waitIdle(page);
    assert.equal(await assertBoardMatchesEngine(page), live);
  }));

test('an Ayoayo relay shows every lap, and laps can be stepped through', () =>
  twoPeople('ayoayo', async ({ page }) => {
    await setSpeed(page, 'fast');
    await page.evaluate(() => {
      window.lapsSeen = [];
      const counter = document.getElementById('lap-counter');
      new MutationObserver(() => window.lapsSeen.push(counter.textContent)).observe(counter, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await focusBoard(page);
    await page.keyboard.press('C');
    await waitIdle(page);
    const laps = [...new Set(await page.evaluate(() => window.lapsSeen.filter(Boolean)))];
    assert.deepEqual(laps, [1, 2, 3, 4, 5].map((n) => `Lap ${n} of 5`));
    const final = await assertBoardMatchesEngine(page);

    await setSpeed(page, 'instant');
    await page.click('#lap-back');
    assert.equal(await page.textContent('#lap-counter'), 'Lap 5 of 5');
    const beforeCapture = (await hook(page)).shown;
    assert.notDeepEqual(beforeCapture, countsOf(final), 'the capture is not yet made');
    await page.click('#lap-back');
    const beforeLapFive = (await hook(page)).shown;
    assert.notDeepEqual(beforeLapFive, beforeCapture);
    for (const counts of [beforeCapture, beforeLapFive]) {
      assert.equal(counts.reduce((a, b) => a + b), 48, 'every seed is on the board');
    }
    await page.click('#lap-forward');
    await page.waitForFunction(() => document.getElementById('pause').dataset.paused === 'true');
    assert.deepEqual((await hook(page)).shown, beforeCapture);
    await page.click('#skip');
    await waitIdle(page);
    assert.equal(await assertBoardMatchesEngine(page), final);
  }));

test('the game and the settings survive a reload', () =>
  twoPeople('ayoayo', async ({ page }) => {
    await playPits(page, [2, 8, 0]);
    const position = (await hook(page)).position;
    await page.reload();
    await waitReady(page);
    await waitIdle(page);
    assert.equal(await assertBoardMatchesEngine(page), position);
    assert.equal(await page.getAttribute('[data-variant="ayoayo"]', 'aria-checked'), 'true');
    assert.equal(await page.getAttribute('[data-speed="instant"]', 'aria-checked'), 'true');
    assert.equal(await page.inputValue('#north-player'), 'person');
    assert.equal(await page.locator('#move-list button').count(), 3);
  }));

test('unreadable saved data is set aside, never deleted, with a notice', () =>
  onPage(browser(), {}, async ({ page }) => {
    const unusable = [
      ['{not json', /saved game could not be read \(it is not valid JSON\): it was set aside, not deleted\./],
      ['[1,2,3]', /could not be read \(it is not a saved game\): it was set aside/],
      [JSON.stringify({ version: 0, record: '' }), /could not be read \(it is from another version \(0\)\): it was set aside/],
      [JSON.stringify({ version: 1 }), /could not be read \(it is not a saved game\): it was set aside/],
      [JSON.stringify({ version: 1, record: '1. Z *', settings: {} }), /could not be replayed, so it was set aside, not deleted/],
    ];
    for (const [saved, notice] of unusable) {
      await page.evaluate((text) => localStorage.setItem('mancala.save', text), saved);
      await page.waitForLoadState('networkidle');
      await page.reload();
      await waitReady(page);
      assert.match(await message(page), notice);
      assert.equal((await hook(page)).position, START);
    }
    // Every one of them is kept, none written over another.
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('mancala.save.unreadable'))
        .map((key) => localStorage.getItem(key)),
    );
    assert.deepEqual(kept.sort(), unusable.map(([saved]) => saved).sort());

    await page.evaluate(() =>
      localStorage.setItem('mancala.save', JSON.stringify({ version: 1, record: '*', settings: { speed: 'warp', south: 'robot' } })),
    );
    await page.reload();
    await waitReady(page);
    assert.match(await message(page), /reset: who plays South and the animation speed/);
  }));

test('a save from a newer version of the page is left as it is, and the games played here are saved apart', () =>
  onPage(browser(), {}, async ({ page }) => {
    const newer = JSON.stringify({ version: 2, games: [{ record: '1. C *' }] });
    await page.evaluate((text) => localStorage.setItem('mancala.save', text), newer);
    await page.reload();
    await waitReady(page);
    assert.match(await message(page), /Your saved game is from a newer version of this page \(2\): it is kept as it is/);
    await setPlayers(page, 'person', 'person');
    await playPits(page, [2]);
    await page.reload();
    await waitReady(page);
    assert.match(await message(page), /from a newer version of this page \(2\)/);
    assert.deepEqual(await page.evaluate(() => localStorage.getItem('mancala.save')), newer, 'untouched');
    assert.equal(await page.locator('#move-list button').count(), 1, 'the game played here came back');
    assert.match(await page.evaluate(() => JSON.parse(localStorage.getItem('mancala.save.v1')).record), /\n1\. C \*/);
  }));

test("a newer version's match and recent games are left as they are, said so, and this page keeps its own beside them", () =>
  onPage(browser(), {}, async ({ page }) => {
    const newer = JSON.stringify({ version: 3, future: true });
    await page.evaluate((text) => {
      for (const key of ['mancala.match', 'mancala.recent']) localStorage.setItem(key, text);
    }, newer);
    await page.reload();
    await waitReady(page);
    assert.match(await message(page), /Your list of recent games is from a newer version of this page \(3\)/);
    assert.match(await message(page), /Your saved match is from a newer version of this page \(3\)/);
    await prepareGame(page);
    await playPits(page, [2]);
    await page.click('#new-game');
    await waitIdle(page);
    const kept = await page.evaluate(() => ({
      match: localStorage.getItem('mancala.match'),
      recent: localStorage.getItem('mancala.recent'),
      own: JSON.parse(localStorage.getItem('mancala.recent.v1')).games.length,
    }));
    assert.deepEqual(kept, { match: newer, recent: newer, own: 1 });
  }));

test('two tabs each keep their own game; a new tab starts from the last one saved', async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const tab = async () => {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(BASE_URL);
      await waitReady(page);
      return { page, problems };
    };
    const a = await tab();
    await setPlayers(a.page, 'person', 'person');
    await setSpeed(a.page, 'instant');
    await newGame(a.page, 'oware');
    await playPits(a.page, [2, 8, 1]);
    const mine = (await hook(a.page)).position;

    const b = await tab();
    assert.equal((await hook(b.page)).position, mine, 'a new tab starts from the last game saved');
    await newGame(b.page, 'ayoayo');
    await playPits(b.page, [2]);
    const theirs = (await hook(b.page)).position;
    await expectMessage(a.page, /The game is open in another tab too: each tab keeps its own game/);

    await a.page.reload();
    await waitReady(a.page);
    assert.equal((await hook(a.page)).position, mine, "tab A's game after a reload");
    await b.page.reload();
    await waitReady(b.page);
    assert.equal((await hook(b.page)).position, theirs, "tab B's game after a reload");
    assert.deepEqual(a.problems, []);
    assert.deepEqual(b.problems, []);
  } finally {
    await context.close();
  }
});

test('a tab opened in the background sets its game up without waiting to be shown', async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // As browsers keep a background tab: hidden, and given no animation frames.
    await context.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'hidden', { get: () => true });
      window.requestAnimationFrame = () => 0;
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(BASE_URL);
    await page.waitForFunction(() => /South to move/.test(document.getElementById('headline')?.textContent ?? ''));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a share link opens the game, and a bad link loses nothing', () =>
  twoPeople('ayoayo', async ({ page }) => {
    await playPits(page, [3, 9]);
    const shared = (await hook(page)).position;
    await page.click('#copy-link');
    const link = await page.inputValue('#share-output');
    assert.match(link, /#ogn=[A-Za-z0-9_-]+$/);

    await onPage(browser(), { path: link }, async ({ page: other }) => {
      assert.equal(await assertBoardMatchesEngine(other), shared);
      assert.equal(new URL(other.url()).hash, '', 'the fragment is cleared once opened');
      assert.match(await message(other), /Opened the shared game: Ayoayo, 2 moves/);
    });

    for (const [address, notice] of [
      ['#ogn=!!!', /link could not be opened: the link is damaged/],
      ['#ogn=bm90IGEgcmVjb3Jk', /Could not open the shared game/],
      ['#something-else', /is not a game/],
      ['?level=9', /ignored: level/],
      [linkFor('[Result "13-25"]\n\n1. C 6-28'), /result after the moves, “6-28”, disagrees with the Result tag, “13-25”/],
    ]) {
      await page.goto(new URL(address, BASE_URL).href);
      await waitReady(page);
      assert.match(await message(page), notice, address);
      assert.equal((await hook(page)).position, shared, `${address} keeps the saved game`);
    }
  }));

test('a record saved as a .ogn file opens again; a bad file is refused', () =>
  twoPeople('oware', async ({ page }) => {
    await playPits(page, [5, 6, 4]);
    const position = (await hook(page)).position;
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
    assert.match(download.suggestedFilename(), /^mancala-oware-\d{4}-\d{2}-\d{2}\.ogn$/);
    const record = await readFile(await download.path(), 'utf8');
    assert.match(record, /\[Rules "abapa"\]/);
    assert.match(record, /1\. F a 2\. E/);

    await newGame(page, 'ayoayo');
    await page.setInputFiles('#import', { name: 'game.ogn', mimeType: 'text/plain', buffer: Buffer.from(record) });
    await waitIdle(page);
    assert.equal(await assertBoardMatchesEngine(page), position);
    await expectMessage(page, /Opened “game\.ogn”/);

    await page.setInputFiles('#import', { name: 'bad.ogn', mimeType: 'text/plain', buffer: Buffer.from('1. Q R *') });
    await expectMessage(page, /Could not open “bad\.ogn”.*Your game is unchanged/);
    assert.equal((await hook(page)).position, position);

    await page.click('#new-game');
    await waitIdle(page);
    assert.equal((await hook(page)).position, START);
    await page.click('#message button');
    await waitIdle(page);
    assert.equal((await hook(page)).position, position, 'the previous game can be restored');
  }));

test('every game left for another is kept among the recent games, with its date, to reopen', () =>
  twoPeople('oware', async ({ page }) => {
    await playPits(page, [5, 6]);
    const first = (await hook(page)).position;
    await page.goto(new URL(linkFor('[Variant "ayoayo"]\n1. C c *'), BASE_URL).href);
    await expectMessage(page, /Opened the shared game: Ayoayo, 2 moves/);
    const linked = (await hook(page)).position;
    await page.click('#new-game');
    await waitIdle(page);
    await page.setInputFiles('#import', { name: 'third.ogn', mimeType: 'text/plain', buffer: Buffer.from('1. A a 2. B *') });
    await expectMessage(page, /Opened “third\.ogn”/);

    const listed = async () => {
      await page.click('#recent-games');
      await page.waitForSelector('#recent-dialog[open]');
      return page.$$eval('#recent-dialog li span', (items) => items.map((item) => item.textContent));
    };
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());
    const score = (position) => countsOf(position).slice(12).join('–');
    let entries = await listed();
    // The new game had no move: nothing to keep of it.
    assert.equal(entries.length, 2, entries.join(' | '));
    assert.ok(entries[0].startsWith(today) && entries[0].endsWith(`Ayoayo, 2 moves, ${score(linked)}`), entries[0]);
    assert.ok(entries[1].startsWith(today) && entries[1].endsWith(`Oware, 2 moves, ${score(first)}`), entries[1]);
    await page.click('#recent-dialog li:nth-child(2) button');
    await expectMessage(page, /Opened the previous game: Oware, 2 moves/);
    assert.equal(await assertBoardMatchesEngine(page), first, 'the first game, reopened');

    entries = await listed();
    assert.deepEqual(
      entries.map((entry) => entry.replace(/^.* · /, '')),
      ['Oware, 3 moves, 0–0', `Ayoayo, 2 moves, ${score(linked)}`],
      'the game it replaced is kept in its place',
    );
    await page.click('#recent-dialog li:nth-child(2) button');
    assert.equal(await assertBoardMatchesEngine(page), linked);
    await page.reload();
    await waitReady(page);
    entries = await listed();
    assert.equal(entries.length, 2, 'kept across a reload');
    await page.keyboard.press('Escape');
  }));

test('a site without the live server (a static host) offers no live play', () =>
  onPage(browser(), {}, async ({ page }) => {
    // The page asks for the server's health once (a 404 here) and then shows nothing of live play.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/live/v1/health')));
    await waitIdle(page);
    assert.equal(await page.isVisible('#live-card'), false, 'no live card');
    assert.equal(await page.isVisible('#live-start'), false, 'no Play a friend online');
  }));

test('reduced motion starts at instant speed', () =>
  onPage(browser(), { reducedMotion: 'reduce' }, async ({ page }) => {
    assert.equal(await page.getAttribute('[data-speed="instant"]', 'aria-checked'), 'true');
  }));

test('a phone in portrait shows the whole board without scrolling sideways', async () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    await onPage(browser(), { viewport }, async ({ page }) => {
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        board: document.querySelector('.mancala-board canvas').getBoundingClientRect(),
      }));
      assert.ok(widths.page <= viewport.width, `page is ${widths.page}px wide`);
      assert.ok(widths.board.right <= viewport.width && widths.board.left >= 0);
      assert.ok(widths.board.bottom <= viewport.height, 'the board is visible without scrolling');
      await clickPit(page, 4);
      await waitIdle(page);
    });
  }
});

test('the board component mounts twice on one page without sharing state', () =>
  twoPeople('oware', async ({ page }) => {
    const trace = {
      mover: 'south',
      pit: 2,
      notation: 'C',
      laps: [{ origin: 2, seeds: 4, sown: [3, 4, 5, 6], end: 6 }],
      captures: [],
      grandSlam: 'none',
      end: null,
      position: '4-4-0-5-5-5-5-4-4-4-4-4-0-0-N',
    };
    const second = await page.evaluate(async (played) => {
      const { createBoard } = await import(new URL('www/board/board.js', location.href).href);
      const host = document.createElement('div');
      host.style.cssText = 'width: 480px; height: 200px';
      document.body.prepend(host);
      const board = createBoard(host, { speed: 'instant' });
      window.secondBoard = { board, host, chosen: [] };
      board.on('pit', (pit) => window.secondBoard.chosen.push(pit));
      board.set({ counts: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0] });
      await board.animateTrace(played);
      await new Promise(requestAnimationFrame);
      return { shown: board.shownCounts(), centre: board.pitCenter(4) };
    }, trace);
    assert.deepEqual(second.shown, countsOf(trace.position));
    assert.deepEqual((await hook(page)).shown, countsOf(START), 'the game board is untouched');

    await page.mouse.click(second.centre.x, second.centre.y);
    assert.deepEqual(await page.evaluate(() => window.secondBoard.chosen), [4]);
    assert.equal((await hook(page)).position, START, 'a click on the second board is not a move in the game');

    await page.evaluate(() => window.secondBoard.board.destroy());
    assert.equal(await page.evaluate(() => window.secondBoard.host.childElementCount), 0);
    await playPits(page, [2]);
    assert.equal(await assertBoardMatchesEngine(page), trace.position);
  }));

test('a lap of 12 or more seeds is animated passing over its emptied pit', () =>
  onPage(browser(), {}, async ({ page }) => {
    await importWasm(page);
    const result = await page.evaluate(async () => {
      const { wasm } = window;
      const { buildTimeline } = await import(new URL('www/board/timeline.js', location.href).href);
      const game = wasm.Game.fromPosition(wasm.Variant.Oware, false, '13-3-3-3-3-3-3-3-3-3-3-3-0-2-S');
      const before = Array.from(game.counts());
      const { trace } = game.tryPlay(0);
      const timeline = buildTimeline(trace, before);
      game.free();
      return {
        sown: trace.laps[0].sown,
        skips: timeline.steps.filter((s) => s.type === 'drop' && s.skipped.length).map((s) => s.skipped),
        final: timeline.snapshots.at(-1),
        position: trace.position,
      };
    });
    assert.deepEqual(result.sown, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]);
    assert.deepEqual(result.skips, [[0]], 'the hand passes over pit A once');
    assert.deepEqual(result.final, countsOf(result.position));
  }));
