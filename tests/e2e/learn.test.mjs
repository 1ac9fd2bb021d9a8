// The Learn section (www/learn/): lessons played with the mouse on the
// lesson's canvas and with the keyboard on its board's twin, a wrong move
// and a refused one explained, a strategy lesson's weaker move answered by
// the engine's reply, the answer shown on request, progress kept
// over a reload (and unreadable progress set aside, not fatal), the section
// offline and in the single file dist/mancala.html, and no axe-core
// violations. Screenshots go to SCREENSHOT_DIR when it is set
// (learn-*.png).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  BASE_URL,
  chromiumOnly,
  onOfflinePage,
  onPage,
  onSingleFile,
  setSpeed,
  useBrowser,
  waitReady,
  watchProblems,
} from './helpers.mjs';

const browser = useBrowser();
const LEARN = 'main[data-view="learn"]';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Opens the Learn section and waits for the learner's turn. */
async function openLearn(page) {
  await page.click('nav.views button[data-view="learn"]');
  await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
}

/** Opens lesson `id` and waits for the learner's turn. */
async function chooseLesson(page, id) {
  await page.click(`${LEARN} button[data-lesson="${id}"]`);
  await page.waitForSelector(`${LEARN} button[data-lesson="${id}"][aria-current]`);
  await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
}

/** Clicks pit `pit` on the lesson's canvas, at the centre of its twin button (which lets clicks through). */
async function clickPit(page, pit) {
  const box = await page.locator(`${LEARN} .mancala-board-twin [data-slot="${pit}"]`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits for the move's verdict ('passed' or 'failed') and returns what the step says. */
async function verdict(page, phase) {
  await page.waitForSelector(`${LEARN}[data-phase="${phase}"]`, { timeout: 30_000 });
  return page.locator(`${LEARN} .learn-why`).textContent();
}

const text = (page, selector) => page.locator(`${LEARN} ${selector}`).textContent();

/** Waits until `selector` in the section says `expected`, or anything at all when `expected` is omitted. */
async function waitText(page, selector, expected) {
  await page.waitForFunction(
    ([target, wanted]) => {
      const said = document.querySelector(target)?.textContent ?? '';
      return wanted === null ? said !== '' : said === wanted;
    },
    [`${LEARN} ${selector}`, expected ?? null],
  );
}

async function screenshot(page, name) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `learn-${name}.png`) });
}

test('a lesson completed with the mouse: each step played, explained and marked done', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'fast');
    await openLearn(page);
    assert.equal(await page.isVisible('#variant-switch'), false, 'the game switch of Play is hidden');
    await chooseLesson(page, 'oware-capture');
    const answers = [3, 3, 4];
    for (const [index, pit] of answers.entries()) {
      assert.equal(await text(page, '.learn-step-count'), `Step ${index + 1} of 3`);
      await clickPit(page, pit);
      assert.match(await verdict(page, 'passed'), /^You captured \d seeds, from pits? /);
      assert.equal(await text(page, '.learn-verdict'), 'Well done.');
      if (index === 0) await screenshot(page, 'desktop-passed');
      const last = index === answers.length - 1;
      assert.equal(await text(page, '[data-action="next"]'), last ? 'Next lesson' : 'Next');
      if (!last) await page.click(`${LEARN} [data-action="next"]`);
    }
    assert.equal(await text(page, '[data-lesson="oware-capture"] .learn-list-progress'), 'Done');
    assert.match(await text(page, '.learn-why'), /from pits b and a: a chain/, 'the chain of step 3, as a list');
  }));

test('a lesson completed with the keyboard on the board and the buttons', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'fast');
    await openLearn(page);
    await chooseLesson(page, 'ayoayo-relay');
    await page.focus(`${LEARN} .mancala-board-twin [tabindex="0"]`);
    await page.keyboard.press('e');
    assert.match(await verdict(page, 'passed'), /^The move took 2 laps/);
    // Focus moved from the board to Next; Enter opens step 2 and returns to the board.
    assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'next');
    await page.keyboard.press('Enter');
    await waitText(page, '.learn-step-count', 'Step 2 of 2');
    await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
    await page.waitForFunction(
      (learn) => document.querySelector(`${learn} .learn-board`).contains(document.activeElement),
      LEARN,
    );
    await page.keyboard.press('a');
    assert.match(await verdict(page, 'passed'), /^The move took 3 laps/);
    assert.equal(await text(page, '[data-lesson="ayoayo-relay"] .learn-list-progress'), 'Done');
  }));

test('a lesson step completed by touch on a phone', chromiumOnly('touch emulation'), async () => {
  const context = await browser().newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(BASE_URL);
    await waitReady(page);
    await page.tap('nav.views button[data-view="learn"]');
    await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
    await page.tap(`${LEARN} button[data-lesson="ayoayo-capture"]`);
    await page.waitForSelector(`${LEARN} button[data-lesson="ayoayo-capture"][aria-current]`);
    // The list lies below the lesson on a phone: the lesson's title comes back into view.
    await page.waitForFunction(
      (learn) => document.querySelector(`${learn} .learn-lesson-title`).getBoundingClientRect().top >= 0,
      LEARN,
    );
    const box = await page.locator(`${LEARN} .mancala-board-twin [data-slot="0"]`).boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal(
      await verdict(page, 'passed'),
      'You captured 4 seeds: those of pit e, across from your last seed, and that seed too.',
    );
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a wrong move and a refused one are explained; Try again and Show me lead to the answer', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'instant');
    await openLearn(page);
    await chooseLesson(page, 'oware-capture');
    await clickPit(page, 3);
    await verdict(page, 'passed');
    await page.click(`${LEARN} [data-action="next"]`);
    await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
    // Step 2 (capture 3): C is empty, E's last seed makes 4 in b.
    await clickPit(page, 2);
    await waitText(page, '.learn-why');
    assert.equal(await text(page, '.learn-why'), 'Pit C is empty.');
    assert.equal(await page.getAttribute(LEARN, 'data-phase'), 'ready', 'a refused move changes nothing');
    await clickPit(page, 4);
    assert.equal(await verdict(page, 'failed'), 'Your last seed made 4 in pit b: only 2 or 3 are captured.');
    assert.equal(await text(page, '.learn-verdict'), 'Not quite.');
    await screenshot(page, 'desktop-failed');
    await page.click(`${LEARN} [data-action="show"]`);
    await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
    await waitText(page, '.learn-why', 'Play pit D.');
    await clickPit(page, 3);
    assert.equal(await verdict(page, 'passed'), 'You captured 3 seeds, from pit a.');
    assert.equal(await text(page, '[data-lesson="oware-capture"] .learn-list-progress'), '2 of 3 steps');
  }));

test('a strategy lesson: the idea explained, a weaker move answered on the board by the engine’s reply, the engine’s move found', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'instant');
    await openLearn(page);
    await chooseLesson(page, 'oware-counting');
    assert.match(await text(page, '.learn-intro'), /^Good players count the seeds of a pit before they play it/);
    assert.equal(await text(page, '.learn-task'), 'Count the seeds of each of your pits and find the best move.');
    // Step 1 (0-0-7-0-3-18-0-4-5-1-5-0-5-0-S): F is met by North's f, which takes 5 seeds back.
    await clickPit(page, 5);
    assert.equal(
      await verdict(page, 'failed'),
      'Your opponent answers with pit f and captures 5 seeds. ' +
        'Searching 12 moves ahead, the engine finds pit F at least 7 seeds worse than the best move.',
    );
    const northStore = await page.locator(`${LEARN} .mancala-board-twin [data-slot="13"]`).getAttribute('aria-label');
    assert.match(northStore, /\b5\b/, `the reply's capture is on the board: ${northStore}`);
    await screenshot(page, 'strategy-failed');
    await page.click(`${LEARN} [data-action="again"]`);
    await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
    await clickPit(page, 2);
    assert.equal(
      await verdict(page, 'passed'),
      'Your move captured 2 seeds. Pit C is the engine’s move: searching 12 moves ahead, it finds every other move at least 6 seeds worse.',
    );
    assert.equal(await text(page, '[data-lesson="oware-counting"] .learn-list-progress'), '1 of 3 steps');
    await page.click(`${LEARN} [data-action="next"]`);
    await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
    await page.click(`${LEARN} [data-action="show"]`);
    await waitText(page, '.learn-why', 'Play pit D.');
  }));

test('progress survives a reload; unreadable progress is set aside and reported', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'instant');
    await openLearn(page);
    await chooseLesson(page, 'oware-feeding');
    await clickPit(page, 1);
    await waitText(page, '.learn-why');
    assert.match(await text(page, '.learn-why'), /^Pit B leaves the opponent without seeds/);
    await clickPit(page, 5);
    assert.equal(await verdict(page, 'passed'), 'You gave your opponent 3 seeds, so they can play.');

    await page.reload();
    await waitReady(page);
    await openLearn(page);
    assert.equal(await text(page, '[data-lesson="oware-feeding"] .learn-list-progress'), 'Done');
    assert.equal(await text(page, '[data-lesson="oware-capture"] .learn-list-progress'), '0 of 3 steps');

    await page.evaluate(() => localStorage.setItem('mancala.learn', '{"version": 1, "steps": {"oware-sowing": "all"}}'));
    await page.reload();
    await waitReady(page);
    await openLearn(page);
    assert.equal(
      await text(page, '.learn-notice'),
      'Your lesson progress could not be read, so the lessons start afresh.',
    );
    assert.equal(await text(page, '[data-lesson="oware-feeding"] .learn-list-progress'), '0 of 1 step');
    assert.equal(
      await page.evaluate(() => localStorage.getItem('mancala.learn.unreadable')),
      '{"version": 1, "steps": {"oware-sowing": "all"}}',
    );
  }));

test('the repetition step shows the moves played before the learner’s turn, then ends the game by repetition', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'instant');
    await openLearn(page);
    await chooseLesson(page, 'oware-end');
    for (const pit of [3, 5]) {
      await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
      await clickPit(page, pit);
      await verdict(page, 'passed');
      await page.click(`${LEARN} [data-action="next"]`);
    }
    await page.waitForSelector(`${LEARN}[data-phase="ready"]`);
    assert.equal(await text(page, '.learn-step-count'), 'Step 3 of 3');
    await clickPit(page, 5);
    const said = await verdict(page, 'passed');
    assert.match(said, /^This position has come round a second time, so the game is over/);
    assert.match(said, /Final score: 24 to 24\.$/);
  }));

test('a language chosen in the Learn section says the lesson, its verdict and the list in that language', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'instant');
    await openLearn(page);
    await chooseLesson(page, 'oware-capture');
    await clickPit(page, 4);
    await verdict(page, 'failed');
    await page.selectOption('#language', 'fr');
    await waitText(page, '.learn-verdict', 'Pas tout à fait.');
    assert.equal(await text(page, '.learn-why'), 'Votre dernière graine a porté la case b à 4\u202f: on ne prend que 2 ou 3.');
    assert.equal(await text(page, '.learn-lesson-title'), 'Prendre');
    assert.equal(await text(page, '.learn-step-count'), 'Étape 1 sur 3');
    assert.equal(await text(page, '[data-action="again"]'), 'Réessayer');
    assert.equal(await text(page, '[data-lesson="oware-capture"] .learn-list-progress'), '0 sur 3 étapes');
  }));

/** Plays the first lesson's first step (its answer, D) and returns what the step says. */
async function playFirstStep(page) {
  await openLearn(page);
  await chooseLesson(page, 'oware-sowing');
  await clickPit(page, 3);
  return verdict(page, 'passed');
}

test('after one visit the Learn section opens and plays with the network off', () =>
  onOfflinePage(browser(), async ({ page }) => {
    assert.equal(await playFirstStep(page), 'Your last seed fell in pit b.');
  }));

test('dist/mancala.html alone, opened from disk, has the Learn section', () =>
  onSingleFile(browser(), async ({ page }) => {
    assert.equal(await playFirstStep(page), 'Your last seed fell in pit b.');
  }));

/** axe-core's violations on the page as it is, one line each. */
async function axeViolations(page) {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe finds no violations in the Learn section, on a phone and on a desktop, before and after a move', () =>
  onPage(browser(), { viewport: { width: 360, height: 740 } }, async ({ page }) => {
    await setSpeed(page, 'instant');
    await openLearn(page);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'desktop');
    await chooseLesson(page, 'oware-capture');
    await clickPit(page, 4);
    await verdict(page, 'failed');
    assert.deepEqual(await axeViolations(page), [], 'after a wrong move');
  }));
