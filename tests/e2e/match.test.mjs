// Matches (docs/rules.md O10) in the page: the running score, sides
// swapping with the players' settings, a decided match, surviving a reload
// (and a corrupt stored match), and one .ogn file for the whole match.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import {
  BASE_URL,
  clickPit,
  expectMessage,
  headline,
  hook,
  importWasm,
  linkFor,
  onPage,
  playPits,
  prepareGame,
  random,
  setSpeed,
  useBrowser,
  waitIdle,
  waitReady,
} from './helpers.mjs';

const browser = useBrowser();

const score = (page) => page.textContent('#match-score');

/** Starts a match of `format` (a MatchFormat value) against `opponent`. */
async function startMatch(page, format, opponent = 'person') {
  await setSpeed(page, 'instant');
  await page.selectOption('#match-format', String(format));
  await page.selectOption('#match-opponent', opponent);
  await page.click('#match-start');
  // Matches come with the full module, loaded when the first starts.
  await page.waitForSelector('#match-score', { state: 'visible' });
  await waitIdle(page);
}

/** Plays random legal pits for whichever person is to move until the game ends. */
async function playToTheEnd(page, seed) {
  const choose = random(seed);
  for (let plies = 0; ; plies++) {
    assert.ok(plies < 1000, 'the game ends');
    await waitIdle(page);
    if (/^Game over\./.test(await headline(page))) return;
    const { legal } = await hook(page);
    await clickPit(page, legal[Math.floor(choose() * legal.length)]);
  }
}

/** The MatchFormat values, by name, as the page lists them. */
const formatValue = (page, label) =>
  page.$eval('#match-format', (select, text) => [...select.options].find((o) => o.text === text).value, label);

test('a best-of-3 match between two people: score, sides swapping, a decided match, one .ogn for all games', () =>
  onPage(browser(), {}, async ({ page }) => {
    await startMatch(page, await formatValue(page, 'Best of 3'));
    assert.equal(await score(page), 'Best of 3, game 1: Player 1 (South) 0 – 0 Player 2 (North)');
    let games = 0;
    let seed = 1;
    while (await page.isHidden('#match-new')) {
      await playToTheEnd(page, seed++);
      games++;
      assert.ok(games < 12, 'the match ends');
      const decided = await page.isVisible('#match-new');
      if (decided) break;
      assert.match(await page.textContent('#match-status'), new RegExp(`Game ${games + 1} is next, with sides swapped\\.`));
      assert.equal(await page.isDisabled('#undo'), true, 'a game that counted cannot be taken back');
      await page.click('#match-next');
      await waitIdle(page);
      const firstSide = games % 2 === 0 ? 'South' : 'North';
      assert.match(await score(page), new RegExp(`^Best of 3, game ${games + 1}: Player 1 \\(${firstSide}\\) \\d – \\d`));
      assert.equal((await hook(page)).position, '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S');
    }
    const final = await score(page);
    const [, first, second] = /\) (\d) – (\d) /.exec(final);
    assert.equal(Math.max(Number(first), Number(second)), 2, final);
    assert.match(await page.textContent('#match-status'), /^Player [12] wins the match!$/);
    assert.equal(await page.isHidden('#match-next'), true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#match-export')]);
    const saved = await readFile(await download.path(), 'utf8');
    assert.equal(saved.match(/\[Match "best-of-3"\]/g).length, games, 'every game is in the file');
    for (let round = 1; round <= games; round++) assert.ok(saved.includes(`[Round "${round}"]`));

    // A new match, then the decided one opened back from its file.
    await page.click('#match-new');
    assert.equal(await page.isVisible('#match-form'), true);
    assert.equal(await page.isHidden('#match-score'), true);
    await page.setInputFiles('#match-import', { name: 'match.ogn', mimeType: 'text/plain', buffer: Buffer.from(saved) });
    await expectMessage(page, /Opened the match “match\.ogn”\./);
    assert.equal(await score(page), final);
    assert.match(await page.textContent('#match-status'), /wins the match!$/);
  }));

test('against the computer, the setting follows the player when sides swap', () =>
  onPage(browser(), {}, async ({ page }) => {
    await page.selectOption('#think-time', '200');
    await startMatch(page, await formatValue(page, 'First to 5 wins (Kumasi)'), 'computer:0');
    assert.equal(await page.inputValue('#south-player'), 'person');
    assert.equal(await page.inputValue('#north-player'), 'computer:0');
    await playToTheEnd(page, 7);
    assert.match(await score(page), /game 1: Player 1 \(South\) [01] – [01] Player 2 \(North\)/);
    await page.click('#match-next');
    assert.equal(await page.inputValue('#south-player'), 'computer:0');
    assert.equal(await page.inputValue('#north-player'), 'person');
    // The computer, South now, moves first.
    await page.waitForFunction(() => window.__mancala.position().endsWith('-N'), null, { timeout: 30_000 });
    assert.match(await score(page), /^First to 5 wins \(Kumasi\), game 2: Player 1 \(North\)/);
  }));

test('a match survives a reload, and an unfinished one exported continues when opened', () =>
  onPage(browser(), {}, async ({ page }) => {
    await startMatch(page, await formatValue(page, 'Three wins in a row (Yoruba)'));
    await playToTheEnd(page, 3);
    await page.click('#match-next');
    await waitIdle(page);
    for (const pit of [2, 8, 1]) {
      await clickPit(page, pit);
      await waitIdle(page);
    }
    const before = { score: await score(page), position: (await hook(page)).position };
    await page.reload();
    await waitReady(page);
    await waitIdle(page);
    assert.deepEqual({ score: await score(page), position: (await hook(page)).position }, before);

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#match-export')]);
    const saved = await readFile(await download.path(), 'utf8');
    assert.equal(saved.match(/\[Round "\d"\]/g).length, 2, 'the finished game and the one going on');
    await page.click('#match-leave');
    await expectMessage(page, /You left the match\./);
    await page.click('#new-game');
    await page.setInputFiles('#match-import', { name: 'half.ogn', mimeType: 'text/plain', buffer: Buffer.from(saved) });
    await expectMessage(page, /Opened the match “half\.ogn”\./);
    assert.deepEqual({ score: await score(page), position: (await hook(page)).position }, before);
  }));

test('while a match is on, another game is refused; a corrupt stored match is set aside, the game kept', () =>
  onPage(browser(), {}, async ({ page }) => {
    await startMatch(page, await formatValue(page, 'Best of 5'));
    await clickPit(page, 2);
    await waitIdle(page);
    await page.click('#new-game');
    await expectMessage(page, /A match is being played: leave the match before starting or opening another game\./);
    assert.equal((await hook(page)).position.endsWith('-N'), true, 'the match game is unchanged');

    const position = (await hook(page)).position;
    await page.evaluate(() => localStorage.setItem('mancala.match', '{"version": 1, "record": "[Match \\"best-of-5\\"]'));
    await page.reload();
    await waitReady(page);
    await expectMessage(page, /Your saved match could not be read \(.+\); it was set aside, and your game and settings are unchanged\./);
    assert.equal((await hook(page)).position, position);
    assert.equal(await page.isHidden('#match-score'), true);
    assert.ok(await page.evaluate(() => localStorage.getItem('mancala.match.unreadable')));

    await page.setInputFiles('#match-import', {
      name: 'bad.ogn',
      mimeType: 'text/plain',
      buffer: Buffer.from('[Match "best-of-5"]\n[Round "1"]\n\n1. C C *\n'),
    });
    await expectMessage(page, /Could not open “bad\.ogn” as a match: Game 1 of the match is wrong: Move 2 of the record \(C\) cannot be played: Pit C belongs to South, and North is to move\. Nothing was changed\./);
    assert.equal((await hook(page)).position, position);
  }));

test('a match record opened as a game (a link, a file) is offered to open as a match', () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page);
    await playPits(page, [2]);
    const position = (await hook(page)).position;
    await importWasm(page);
    // A best-of-3 whose first game is over and whose second has begun.
    const saved = await page.evaluate(() => {
      const { Game, Match, MatchFormat, Variant } = window.wasm;
      const game = new Game(Variant.Oware, false);
      let seed = 7;
      while (!game.outcome()) {
        const legal = game.legalMoves();
        seed = (seed * 1103515245 + 12345) % 2147483648;
        game.tryPlay(legal[seed % legal.length]);
      }
      const match = new Match(MatchFormat.BestOf3);
      match.addGame(game.record('Ama', 'Kofi'));
      return match.record('[Round "2"]\n\n1. C *');
    });
    for (const [source, open, opened] of [
      ['a link', () => page.goto(new URL(linkFor(saved), BASE_URL).href), /Opened the match from the link\./],
      [
        'a file',
        () => page.setInputFiles('#import', { name: 'm.ogn', mimeType: 'text/plain', buffer: Buffer.from(saved) }),
        /Opened the match “m\.ogn”\./,
      ],
    ]) {
      await open();
      await expectMessage(page, /holds a match, not one game: open it as a match \(as “Open match \.ogn” in the Match card does\)\. Your game is unchanged\./);
      assert.equal((await hook(page)).position, position, `${source}: the game is unchanged`);
      assert.equal(await page.textContent('#message button'), 'Open as a match');
      await page.click('#message button');
      await expectMessage(page, opened);
      assert.match(await score(page), /^Best of 3, game 2:/, source);
      await page.click('#match-leave');
      await waitIdle(page);
    }
  }));
