// Screenshots for people to look at: each variant on a desktop and a phone,
// mid-game, mid-sowing and at game over. Saved only when SCREENSHOT_DIR is
// set (they are not kept in the repository).

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { clickPit, hook, onPage, prepareGame, random, setSpeed, useBrowser, waitIdle } from './helpers.mjs';

const directory = process.env.SCREENSHOT_DIR;
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
    test(`${variant} on a ${device}`, { skip: !directory && 'SCREENSHOT_DIR is not set' }, () =>
      onPage(browser(), { viewport }, async ({ page }) => {
        const shot = (name) => page.screenshot({ path: join(directory, `${variant}-${device}-${name}.png`) });
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
