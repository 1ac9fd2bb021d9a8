// Screenshots for people to look at: each variant on a desktop and a phone,
// mid-game, mid-sowing and at game over; and the display settings (themes,
// numerals, North at the bottom, the settings dialog) on phones in portrait
// and landscape and on a desktop. Saved only when SCREENSHOT_DIR is set
// (they are not kept in the repository).

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { ENGINE, clickPit, hook, onPage, prepareGame, random, setSpeed, useBrowser, waitIdle } from './helpers.mjs';

const directory = process.env.SCREENSHOT_DIR;
/** Each picture's name starts with the engine's outside Chromium. */
const prefix = ENGINE === 'chromium' ? '' : `${ENGINE}-`;
/** A test's options: skipped without SCREENSHOT_DIR. */
const shooting = () => ({ skip: !directory && 'SCREENSHOT_DIR is not set' });
const DEVICES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};
const browser = useBrowser();

before(async () => {
  if (directory) await mkdir(directory, { recursive: true });
});

async function playRandom(page, choose, plies) {
  for (let i = 0; i < plies; i++) {
    const { legal } = await hook(page);
    if (!legal.length) return;
    await clickPit(page, legal[Math.floor(choose() * legal.length)]);
    await waitIdle(page);
  }
}

for (const variant of ['oware', 'ayoayo']) {
  for (const [device, viewport] of Object.entries(DEVICES)) {
    test(`${variant} on a ${device}`, shooting(), () =>
      onPage(browser(), { viewport }, async ({ page }) => {
        const shot = (name) => page.screenshot({ path: join(directory, `${prefix}${variant}-${device}-${name}.png`) });
        await prepareGame(page, { variant });
        const choose = random(variant === 'oware' ? 3 : 8);
        await playRandom(page, choose, 14);
        await shot('midgame');

        await setSpeed(page, 'slow');
        const { legal } = await hook(page);
        await clickPit(page, legal.at(-1));
        await page.waitForTimeout(1500);
        await shot('sowing');
        await page.click('#skip');
        await waitIdle(page);

        await setSpeed(page, 'instant');
        await playRandom(page, choose, 2000);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot('gameover');
        assert.match(await page.textContent('#headline'), /^Game over/);
      }));
  }
}

const DISPLAY_VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 740, height: 360 },
  { width: 1280, height: 800 },
];

/** Chooses `value` for `field` in the settings dialog and closes it. */
async function choose(page, field, value) {
  await page.click('#settings-button');
  await page.check(`#settings-dialog input[name="${field}"][value="${value}"]`);
  await page.click('#settings-dialog .primary');
}

for (const viewport of DISPLAY_VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`display settings at ${size}`, shooting(), () =>
    onPage(browser(), { viewport }, async ({ page }) => {
      const shot = (name) => page.screenshot({ path: join(directory, `${prefix}display-${size}-${name}.png`) });
      await prepareGame(page);
      await playRandom(page, random(5), 9);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('light');
      for (const theme of ['dark', 'contrast']) {
        await choose(page, 'theme', theme);
        await shot(theme);
      }
      await choose(page, 'theme', 'classic');
      await choose(page, 'seeds', 'numerals');
      await choose(page, 'bottom', 'north');
      await shot('numerals-north');
      await page.click('#settings-button');
      await shot('dialog');
      await page.keyboard.press('Escape');
    }));
}
