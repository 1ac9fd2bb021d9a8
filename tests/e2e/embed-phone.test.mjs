// The <mancala-board> element on phones and in every language: in the
// example articles at 360 px, each board stands tall (stores above and below
// its rows, as the game's page on phones), with pits of at least 44 px and
// letters and count badges clear of each other and of the pits; in a wide
// column it stays wide. Every control of its bar has a tooltip and an
// accessible name, from the catalog of the board's language.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_URL, chromiumOnly, useBrowser, watchProblems } from './helpers.mjs';
import { LANGUAGES } from '../../www/i18n/languages.js';

const browser = useBrowser();
const TOUCH = 44;
const EXAMPLES = ['oware', 'ayoayo'];

/**
 * Opens `path` at `viewport`, runs `body({page})` and asserts that the page
 * reported no problem.
 */
async function onPage(path, viewport, body) {
  const context = await browser().newContext({ viewport });
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(new URL(path, BASE_URL).href);
    await body({ page });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

/** Scrolls to each board of the page in turn, waits until it is ready and gives `measure(id)`'s results. */
async function eachBoard(page, measure) {
  const results = [];
  for (const id of await page.$$eval('mancala-board', (boards) => boards.map((b) => b.id))) {
    await page.$eval(`#${id}`, (b) => b.scrollIntoView());
    await page.waitForFunction((i) => document.getElementById(i).state === 'ready', id, { timeout: 30_000 });
    results.push({ id, ...(await measure(id)) });
  }
  return results;
}

/**
 * Board `id`'s layout (www/board/layout.js, from its canvas's size, as the
 * board computes it): whether it stands tall, its pits' hit areas, and the
 * boxes of what is drawn around the pits, in CSS pixels. Letters and count
 * badges are placed and sized as render.js draws them; a letter's box is its
 * ink, a badge's is wide enough for any count a pit can hold (0–48).
 */
const layoutOf = (page, id) =>
  page.$eval(
    `#${id}`,
    async (b) => {
      // The site's own module, from the page's origin (the site is served at its root).
      const { computeLayout, pitLetterOf } = await import(new URL('/www/board/layout.js', location.href).href);
      const { width, height } = b.shadowRoot.querySelector('canvas').getBoundingClientRect();
      const layout = computeLayout(width, height);
      const { cell, fontSize, labels, slots } = layout;
      const ctx = document.createElement('canvas').getContext('2d');
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      const font = (size) => `700 ${Math.round(size)}px system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif`;
      ctx.font = font(fontSize * 0.9);
      const letters = labels.slice(0, 12).map((label, pit) => {
        const ink = ctx.measureText(pitLetterOf(pit));
        const x = label.x - cell * 0.27;
        return {
          what: `letter ${pitLetterOf(pit)}`,
          left: x - ink.actualBoundingBoxLeft,
          right: x + ink.actualBoundingBoxRight,
          top: label.y - ink.actualBoundingBoxAscent,
          bottom: label.y + ink.actualBoundingBoxDescent,
        };
      });
      ctx.font = font(fontSize);
      const widest = Math.max(...Array.from({ length: 49 }, (_, n) => ctx.measureText(String(n)).width));
      const badgeWidth = Math.max(fontSize * 1.5, widest + fontSize * 0.8);
      const badges = labels.map((label, slot) => {
        const x = label.x + (slot < 12 ? cell * 0.15 : 0);
        const half = { w: badgeWidth / 2, h: (fontSize * 1.35) / 2 };
        return { what: `badge ${slot}`, left: x - half.w, right: x + half.w, top: label.y - half.h, bottom: label.y + half.h };
      });
      const pits = slots.slice(0, 12).map((s, pit) => ({
        what: `pit ${pitLetterOf(pit)}`,
        left: s.x - s.rx,
        right: s.x + s.rx,
        top: s.y - s.ry,
        bottom: s.y + s.ry,
      }));
      return { tall: layout.tall, cell, hits: layout.hits, marks: [...letters, ...badges], pits };
    },
  );

const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('the example articles on a phone', () => {
  for (const name of EXAMPLES) {
    test(`examples/${name}.html at 360x740: every board stands tall, with 44 px pits and badges clear of each other and of the pits`, () =>
      onPage(`examples/${name}.html`, { width: 360, height: 740 }, async ({ page }) => {
        const boards = await eachBoard(page, (id) => layoutOf(page, id));
        for (const { id, tall, hits, marks, pits } of boards) {
          assert.equal(tall, true, `board ${id} stands tall`);
          hits.forEach((box, pit) =>
            assert.ok(box.w >= TOUCH && box.h >= TOUCH, `board ${id}: pit ${pit}'s hit area is ${box.w.toFixed(1)}x${box.h.toFixed(1)}`),
          );
          marks.forEach((mark, i) => {
            for (const other of [...marks.slice(i + 1), ...pits]) {
              assert.ok(!overlap(mark, other), `board ${id}: ${mark.what} overlaps ${other.what}`);
            }
          });
        }
        const { id, hits, cell } = boards[0];
        console.log(`${name}: board ${id}, cell ${cell.toFixed(1)} px, pit hit area ${hits[0].w.toFixed(1)}x${hits[0].h.toFixed(1)}`);
      }));
  }

  test('in a wide column (1000 px) the boards keep the wide layout', () =>
    onPage(`examples/${EXAMPLES[0]}.html`, { width: 1000, height: 800 }, async ({ page }) => {
      const boards = await eachBoard(page, (id) => layoutOf(page, id));
      for (const { id, tall } of boards) assert.equal(tall, false, `board ${id} is wide`);
    }));
});

/** A page with a board of each mode that has controls, all of them shown, in language `lang`. */
const CONTROLS_PAGE = (lang) => `<!doctype html><html lang="${lang}"><title>Controls</title><link rel="icon" href="data:,">
  <script type="module" src="www/embed/mancala-board.js"></script>
  <mancala-board id="play" mode="play" controls="undo new"></mancala-board>
  <mancala-board id="replay" moves="CfDa" mode="replay" controls="moves laps autoplay slider"></mancala-board>
  <mancala-board id="demo" moves="C" mode="demo" controls="autoplay"></mancala-board>`;

describe('the controls', () => {
  test('on a touch screen every button of the bar is at least 44 px square', chromiumOnly('touch emulation (a coarse pointer)'), async () => {
    const context = await browser().newContext({ viewport: { width: 360, height: 1400 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      await page.route(`${BASE_URL}controls.html`, (route) =>
        route.fulfill({ contentType: 'text/html', body: CONTROLS_PAGE('en') }),
      );
      await page.goto(`${BASE_URL}controls.html`);
      await page.waitForFunction(() => [...document.querySelectorAll('mancala-board')].every((b) => b.state === 'ready'));
      const small = await page.$$eval('mancala-board', (boards) =>
        boards.flatMap((b) =>
          [...b.shadowRoot.querySelectorAll('.controls button')]
            .map((button) => ({ name: `${b.id} ${button.getAttribute('aria-label')}`, box: button.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 44 || box.height < 44)
            .map(({ name, box }) => `${name}: ${box.width.toFixed(1)}x${box.height.toFixed(1)}`),
        ),
      );
      assert.deepEqual(small, []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('every control of every mode has a tooltip and an accessible name from its language’s catalog', async () => {
    const context = await browser().newContext({ viewport: { width: 800, height: 2000 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      for (const { code } of LANGUAGES) {
        const catalog = (await import(`../../www/i18n/locales/shared/${code}.js`)).default;
        await context.route(`${BASE_URL}controls-${code}.html`, (route) =>
          route.fulfill({ contentType: 'text/html; charset=utf-8', body: CONTROLS_PAGE(code) }),
        );
        await page.goto(`${BASE_URL}controls-${code}.html`);
        const boards = await eachBoard(page, (id) =>
          page.$eval(`#${id}`, (b) => ({
            controls: [...b.shadowRoot.querySelectorAll('[part="controls"] :is(button, input)')].map((e) => ({
              key: e instanceof HTMLInputElement ? 'embed.slider' : `embed.control.${e.dataset.control}`,
              role: e instanceof HTMLInputElement ? 'slider' : 'button',
              title: e.title,
              label: e.getAttribute('aria-label'),
            })),
            // The board's own buttons (its accessible twin) let pointers through to the canvas: no
            // tooltip could show, but each has a name.
            twinNames: [...b.shadowRoot.querySelectorAll('.mancala-board-twin button')].map((e) => e.getAttribute('aria-label')),
          })),
        );
        assert.deepEqual(
          boards.map(({ controls }) => controls.length),
          [2, 8, 1],
        );
        for (const { id, controls, twinNames } of boards) {
          for (const { key, role, title, label } of controls) {
            assert.ok(catalog[key], `${code}: ${key} is in the catalog`);
            assert.equal(title, catalog[key], `${code}, board ${id}: the tooltip of ${key}`);
            assert.equal(label, catalog[key], `${code}, board ${id}: the aria-label of ${key}`);
            const named = page.locator(`#${id}`).getByRole(role, { name: catalog[key], exact: true });
            assert.equal(await named.count(), 1, `${code}, board ${id}: a ${role} named "${catalog[key]}"`);
          }
          assert.equal(twinNames.length, 14);
          for (const name of twinNames) assert.ok(name?.trim(), `${code}, board ${id}: each pit and store is named`);
        }
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
