// Display settings (themes, numerals, reduced motion, a larger board, the
// side at the bottom): each changes what is drawn, survives a reload and
// falls back quietly when stored wrong; and the contrast of every theme,
// measured on the page and computed for the board's colours.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COLOURS } from '../../www/board/render.js';
import { BOARD_THEMES } from '../../www/board/themes.js';
import { chooseSetting, chromiumOnly, clickPit, countsOf, hook, onPage, prepareGame, setSpeed, useBrowser, waitIdle, waitReady } from './helpers.mjs';

const browser = useBrowser();

const drawn = (page) => page.evaluate(() => window.__mancala.drawn());

async function reload(page) {
  await page.reload();
  await waitReady(page);
}

/** The board canvas's pixel at the board's centre (wood between the rows), as [r, g, b]. */
const woodPixel = (page) =>
  page.evaluate(() => {
    const canvas = document.querySelector('#board canvas');
    const rect = canvas.getBoundingClientRect();
    const box = window.__mancala.boardBox();
    const scale = canvas.width / rect.width;
    const x = Math.round((box.x - rect.left + box.w / 2) * scale);
    const y = Math.round((box.y - rect.top + box.h / 2) * scale);
    const probe = Object.assign(document.createElement('canvas'), { width: 1, height: 1 });
    const context = probe.getContext('2d', { willReadFrequently: true });
    context.drawImage(canvas, x, y, 1, 1, 0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });

// WCAG 2 relative luminance and contrast ratio, with alpha composited.

function parseColour(text) {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(1);
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text);
  assert.ok(rgb, `a colour: ${text}`);
  const parts = rgb[1].split(/[\s,/]+/).filter(Boolean).map(Number);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

const over = (top, bottom) => {
  const [r, g, b, a] = parseColour(top);
  const under = parseColour(bottom);
  return `rgb(${[r, g, b].map((c, i) => Math.round(c * a + under[i] * (1 - a))).join(',')})`;
};

function luminance(text) {
  const [r, g, b] = parseColour(text).map((c) => c / 255);
  const linear = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test("every board theme's text is at least 4.5:1 (7:1 in high contrast), outlines and rings at least 3:1", () => {
  const report = [];
  for (const [theme, overrides] of Object.entries(BOARD_THEMES)) {
    const c = { ...COLOURS, ...overrides };
    const text = theme === 'contrast' ? 7 : 4.5;
    const checks = [];
    for (const wood of c.wood) {
      checks.push(['pit letter on the wood', c.letter, wood, text]);
      checks.push(['count on its badge', c.badgeText, over(c.badge, wood), text]);
      checks.push(['banner text', c.bannerText, over(c.banner, wood), text]);
      checks.push(['pit outline', c.holeRim, wood, 3]);
      for (const ring of ['legal', 'focus', 'hint']) checks.push([`${ring} ring`, c[ring], wood, 3]);
    }
    for (const hole of c.hole) checks.push(['numeral in a pit', c.letter, hole, text]);
    checks.push(['count in the hand', c.handBadgeText, c.handBadge, text]);
    const worst = {};
    for (const [what, fore, back, needed] of checks) {
      const ratio = contrast(fore, back);
      assert.ok(ratio >= needed, `${theme}: ${what} ${fore} on ${back} is ${ratio.toFixed(2)}:1, needs ${needed}:1`);
      worst[what] = Math.min(worst[what] ?? Infinity, ratio);
    }
    report.push(`${theme}: ${Object.entries(worst).map(([w, r]) => `${w} ${r.toFixed(1)}`).join(', ')}`);
  }
  console.log(`board contrast (worst over the wood's stops):\n${report.join('\n')}`);
});

test("every page theme's text is at least 4.5:1 (7:1 in high contrast) and the focus ring 3:1", () =>
  onPage(browser(), {}, async ({ page }) => {
    // A message, the move list and the viewing note are on screen too.
    await prepareGame(page);
    await clickPit(page, 2);
    await waitIdle(page);
    await page.click('#move-list button');
    await clickPit(page, 8);
    const report = [];
    for (const theme of ['classic', 'dark', 'contrast']) {
      await chooseSetting(page, 'theme', theme);
      assert.equal(await page.getAttribute('html', 'data-theme'), theme);
      // Colours are read once the theme's transitions have finished (mid-way, a button read 2.33:1).
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const result = await page.evaluate(() => {
        const parse = (text) => text.match(/[\d.]+/g).map(Number);
        const lum = ([r, g, b]) => {
          const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
        };
        const ratio = (a, b) => {
          const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
          return (hi + 0.05) / (lo + 0.05);
        };
        const variable = (name) => {
          const probe = document.createElement('div');
          probe.style.color = `var(${name})`;
          document.body.append(probe);
          const value = parse(getComputedStyle(probe).color);
          probe.remove();
          return value;
        };
        const page = variable('--page');
        const glow = variable('--page-glow');
        /** The first opaque background behind `element`; the page's (both ends of its glow) at the top. */
        const backgrounds = (element) => {
          for (let e = element; e; e = e.parentElement) {
            const value = getComputedStyle(e).backgroundColor;
            const rgba = parse(value);
            if (rgba.length < 4 || rgba[3] === 1) {
              if (e === document.body || e === document.documentElement) break;
              return [rgba];
            }
          }
          return [page, glow];
        };
        let worst = { ratio: Infinity };
        for (const element of document.querySelectorAll('body *')) {
          const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
          if (!own || element.closest('[hidden], dialog:not([open]), :disabled, option')) continue;
          const box = element.getBoundingClientRect();
          if (!box.width || !box.height) continue;
          const colour = parse(getComputedStyle(element).color);
          for (const back of backgrounds(element)) {
            const r = ratio(colour, back);
            if (r < worst.ratio) worst = { ratio: r, what: `${element.tagName.toLowerCase()}.${element.className} "${element.textContent.trim().slice(0, 30)}"` };
          }
        }
        const focus = variable('--focus');
        const focusWorst = Math.min(
          ...[page, glow, parse(getComputedStyle(document.querySelector('.card')).backgroundColor)].map((b) => ratio(focus, b)),
        );
        return { worst, focusWorst };
      });
      const needed = theme === 'contrast' ? 7 : 4.5;
      assert.ok(result.worst.ratio >= needed, `${theme}: ${result.worst.what} is ${result.worst.ratio.toFixed(2)}:1`);
      assert.ok(result.focusWorst >= 3, `${theme}: the focus ring is ${result.focusWorst.toFixed(2)}:1`);
      report.push(`${theme}: text ≥ ${result.worst.ratio.toFixed(2)}:1 (${result.worst.what}), focus ring ≥ ${result.focusWorst.toFixed(2)}:1`);
    }
    console.log(`page contrast:\n${report.join('\n')}`);
  }));

test('the theme follows the system until one is chosen, on the page and the board', chromiumOnly('a system colour scheme changed under the page'), () =>
  onPage(browser(), {}, async ({ page }) => {
    assert.equal(await page.getAttribute('html', 'data-theme'), 'classic');
    const light = await woodPixel(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const dark = await woodPixel(page);
    assert.ok(dark.reduce((a, b) => a + b) < light.reduce((a, b) => a + b) - 60, `dark wood ${dark} vs ${light}`);
    await chooseSetting(page, 'theme', 'contrast');
    assert.deepEqual(await woodPixel(page), [0, 0, 0]);
    await chooseSetting(page, 'theme', 'classic');
    assert.deepEqual(await woodPixel(page), light, 'a chosen theme no longer follows the system');
    await reload(page);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'classic');
  }));

test('numerals only: no seed is drawn, also after a reload and during a move', () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page, { speed: 'slow' });
    assert.equal((await drawn(page)).seeds, 48);
    await chooseSetting(page, 'seeds', 'numerals');
    await page.waitForFunction(() => window.__mancala.drawn().seeds === 0);
    await reload(page);
    assert.equal(await page.isChecked('input[name="seeds"][value="numerals"]'), true);
    await clickPit(page, 2);
    await page.waitForFunction(() => window.__mancala.activity() === 'animating');
    assert.equal((await drawn(page)).seeds, 0);
    await waitIdle(page);
    assert.equal((await drawn(page)).seeds, 0);
    await chooseSetting(page, 'seeds', 'drawn');
    await page.waitForFunction(() => window.__mancala.drawn().seeds === 48);
  }));

/** The most seeds drawn moving in any frame while the move on pit `pit` plays. */
async function mostMovingSeeds(page, pit) {
  await page.evaluate(() => {
    window.moving = { most: 0, changed: 0, frames: 0 };
    const watch = () => {
      const { moving, changed } = window.__mancala.drawn();
      window.moving.frames += 1;
      window.moving.most = Math.max(window.moving.most, moving);
      window.moving.changed = Math.max(window.moving.changed, changed);
      if (!window.moving.stop) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await clickPit(page, pit);
  await waitIdle(page);
  // A few more frames watched: just after a reload WebKitGTK runs the
  // page's first frames a tenth of a second or more apart.
  const idle = await page.evaluate(() => window.moving.frames);
  await page.waitForFunction((idle) => window.moving.frames >= idle + 3, idle);
  return page.evaluate(() => {
    window.moving.stop = true;
    return window.moving;
  });
}

test('reduced motion: no moving seeds, a fade on the changed pits; chosen, remembered, or from the system', async () => {
  await onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page, { speed: 'normal' });
    const full = await mostMovingSeeds(page, 2);
    assert.ok(full.most > 0, 'with full motion seeds move');
    await chooseSetting(page, 'motion', 'reduced');
    await reload(page);
    const reduced = await mostMovingSeeds(page, 8);
    assert.equal(reduced.most, 0);
    assert.equal(reduced.changed, 5, 'pit c and the four it sowed are marked');
    assert.equal(countsOf((await hook(page)).position)[8], 0);
  });
  await onPage(browser(), { reducedMotion: 'reduce' }, async ({ page }) => {
    await prepareGame(page, { speed: 'slow' });
    assert.equal((await mostMovingSeeds(page, 2)).most, 0, 'the system asks for less motion');
  });
});

test('a larger board is larger, and stays so after a reload', () =>
  onPage(browser(), {}, async ({ page }) => {
    const normal = await page.evaluate(() => window.__mancala.boardBox());
    await chooseSetting(page, 'boardSize', 'large');
    await page.waitForFunction((w) => window.__mancala.boardBox().w > w * 1.2, normal.w);
    await reload(page);
    const large = await page.evaluate(() => window.__mancala.boardBox());
    assert.ok(large.w > normal.w * 1.2 && large.h > normal.h * 1.2, `${JSON.stringify(large)} vs ${JSON.stringify(normal)}`);
  }));

test('the side at the bottom: flipped drawing and hit-testing, automatic for a person playing North', () =>
  onPage(browser(), {}, async ({ page }) => {
    // South is a person, North the computer: South at the bottom.
    assert.equal((await drawn(page)).bottom, 'south');
    await prepareGame(page, { south: 'computer:0', north: 'person' });
    await waitIdle(page);
    assert.equal((await drawn(page)).bottom, 'north', 'a person playing North sees North at the bottom');
    const northBar = await page.locator('.player-bar[data-side="north"]').boundingBox();
    const box = await page.evaluate(() => window.__mancala.boardBox());
    assert.ok(northBar.y > box.y + box.h - 1, "North's bar is below the board");

    await prepareGame(page, { south: 'person', north: 'person' });
    assert.equal((await drawn(page)).bottom, 'south');
    await chooseSetting(page, 'bottom', 'north');
    await reload(page);
    assert.equal((await drawn(page)).bottom, 'north');
    const [a, south] = await page.evaluate(() => [window.__mancala.pitCenter(0), window.__mancala.boardBox()]);
    assert.ok(a.y < south.y + south.h / 2, "South's pit A is drawn in the top row");
    await clickPit(page, 2);
    await waitIdle(page);
    // The bottom row, at the left end of the six columns, is North's pit a
    // once flipped (the board is seen from North). Point at it on screen.
    const { x, y, w, h } = south;
    const column = w / 8.44;
    await page.mouse.click(x + column * (0.2 + 0.92 + 0.1 + 0.5), y + h * 0.72);
    await waitIdle(page);
    const counts = countsOf((await hook(page)).position);
    assert.equal(counts[6], 0, `North played a: ${(await hook(page)).position}`);
    assert.equal(counts[11], 5, 'and not f');
  }));

test('display settings stored wrong fall back to their defaults quietly', () =>
  onPage(browser(), {}, async ({ page }) => {
    await chooseSetting(page, 'seeds', 'numerals');
    await page.evaluate(() => {
      const save = JSON.parse(localStorage.getItem('mancala.save'));
      Object.assign(save.settings, { theme: 'purple', seeds: 7, motion: null, boardSize: {}, bottom: 'east', sound: 'loud' });
      localStorage.setItem('mancala.save', JSON.stringify(save));
    });
    await reload(page);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'classic');
    assert.equal((await drawn(page)).seeds, 48);
    assert.equal((await drawn(page)).bottom, 'south');
    assert.equal(await page.getAttribute('#sound-toggle', 'aria-pressed'), 'true');
    assert.equal(await page.isHidden('#message'), true, 'no message about it');
  }));

test('the settings dialog works by keyboard', () =>
  onPage(browser(), {}, async ({ page }) => {
    await page.focus('#settings-button');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.getElementById('settings-dialog').open), true);
    await page.focus('#settings-dialog input[name="seeds"][value="drawn"]');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.__mancala.drawn().seeds === 0);
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => document.getElementById('settings-dialog').open), false);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'settings-button', 'focus returns to the button');
    await setSpeed(page, 'instant');
  }));
