// The endgame trainer (www/endgames/): the endgame tables built in the
// page, a move that throws the result away said with the tables' value
// before and after it and taken back, a position played out against the
// tables' defence and solved with the mouse and with the keyboard after a
// hint, progress kept over a reload, and no axe-core violations.
// Screenshots go to SCREENSHOT_DIR when it is set (endgames-*.png).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { onPage, setSpeed, useBrowser, waitReady } from './helpers.mjs';

const browser = useBrowser();
const ENDGAMES = 'main[data-view="endgames"]';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** A hang guard for building the tables on a loaded machine (never a speed claim). */
const TABLES_TIMEOUT = 300_000;

/** Waits for the section's phase `phase` and returns what the feedback says. */
async function phase(page, name) {
  await page.waitForSelector(`${ENDGAMES}[data-phase="${name}"]`, { timeout: TABLES_TIMEOUT });
  return page.locator(`${ENDGAMES} .endgames-why`).textContent();
}

/** Opens the section and waits for the player's turn in its first position. */
async function openEndgames(page) {
  await page.click('nav.views button[data-view="endgames"]');
  return phase(page, 'ready');
}

/** Clicks pit `pit` on the trainer's canvas, at the centre of its twin button. */
async function clickPit(page, pit) {
  const box = await page.locator(`${ENDGAMES} .mancala-board-twin [data-slot="${pit}"]`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const text = (page, selector) => page.locator(`${ENDGAMES} ${selector}`).textContent();

async function screenshot(page, name) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `endgames-${name}.png`) });
}

test('an Oware endgame: a move that throws the draw away is said and taken back, then the draw is held against the tables', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'instant');
    await openEndgames(page);
    // 0-1-0-1-1-0-0-0-0-0-0-1-20-24-S: B keeps the draw (24-24), D loses 2 seeds of it.
    assert.equal(await text(page, '#endgames-heading'), 'Oware: 4 seeds on the board');
    assert.equal(await text(page, '.endgames-goal'), 'You are South, to move. Hold the draw: with best play you can.');
    await clickPit(page, 3);
    assert.equal(
      await phase(page, 'thrown'),
      'Before it, best play gave you a draw; after it, the most you can make sure of is a loss by 2 seeds. Take it back and look again.',
    );
    assert.equal(await text(page, '.endgames-verdict'), 'That move throws the result away.');
    await screenshot(page, 'thrown');
    await page.click(`${ENDGAMES} [data-action="undo"]`);
    await phase(page, 'ready');
    await clickPit(page, 1);
    assert.equal(await phase(page, 'solved'), 'A draw, 24 to 24.');
    assert.equal(await text(page, '.endgames-verdict'), 'Solved.');
    assert.equal(await text(page, '[data-level="oware-4"] .learn-list-progress'), '1 of 3 solved');
    await screenshot(page, 'solved');

    await page.reload();
    await waitReady(page);
    await openEndgames(page);
    assert.equal(await text(page, '[data-level="oware-4"] .learn-list-progress'), '1 of 3 solved', 'kept over a reload');
    assert.equal(await text(page, '.endgames-count'), 'Position 2 of 3', 'the first position not solved');
  }));

test('an Ayoayo endgame won with the keyboard after a hint', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'instant');
    await openEndgames(page);
    await page.click(`${ENDGAMES} [data-level="ayoayo-4"]`);
    await page.waitForSelector(`${ENDGAMES} [data-level="ayoayo-4"][aria-current]`);
    await phase(page, 'ready');
    assert.equal(await text(page, '#endgames-heading'), 'Ayoayo: 4 seeds on the board');
    await page.click(`${ENDGAMES} [data-action="hint"]`);
    assert.equal(await text(page, '.endgames-why'), 'The tables play pit F.');
    await page.focus(`${ENDGAMES} .mancala-board-twin [tabindex="0"]`);
    await page.keyboard.press('f');
    assert.equal(await phase(page, 'solved'), 'You won, 26 to 22.');
  }));

test('axe finds no violations in the endgame trainer', () =>
  onPage(browser(), {}, async ({ page }) => {
    await setSpeed(page, 'instant');
    await openEndgames(page);
    await page.evaluate(AXE);
    const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
    assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
  }));
