// Accessibility, tested with what assistive technology gets rather than only
// with a scanner: Chromium's accessibility tree (every pit's count), the
// live region's words (a whole game played with the keyboard only), where
// focus goes, the focus ring of every control and its contrast, and
// axe-core (from node_modules, injected through the DevTools protocol, so
// no network and no change to the pages' Content Security Policy) on the
// game page, the embed and the example pages in every theme.
// Screenshots go to SCREENSHOT_DIR when it is set (a11y-*.png).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  BASE_URL,
  ENGINE,
  chooseSetting,
  countsOf,
  focusBoard,
  hook,
  letterOf,
  onPage,
  prepareGame,
  useBrowser,
  waitIdle,
  watchProblems,
} from './helpers.mjs';

const browser = useBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const THEMES = ['light', 'dark', 'high-contrast'];
const PAGE_THEMES = ['classic', 'dark', 'contrast'];
const EXAMPLES = ['examples/index.html', 'examples/oware.html', 'examples/ayoayo.html'];

async function screenshot(page, name, options = {}) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `a11y-${name}.png`), ...options });
}

/**
 * axe-core's violations on the page as it is, one line each; `skip`: rule
 * ids not to run.
 */
async function axeViolations(page, skip = []) {
  // Colours at rest: a button's background fading after the pointer left it
  // (0.12 s) is no contrast to judge (WebKit measured one mid-fade).
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
  await page.evaluate(AXE);
  const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
  const violations = await page.evaluate(async (r) => (await window.axe.run(document, { rules: r })).violations, rules);
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

// WCAG relative luminance and contrast ratio of [r, g, b] colours.
const luminance = (rgb) => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
const rgbOf = (css) => css.match(/[\d.]+/g).slice(0, 3).map(Number);

/** Starts recording what the live regions say, in order. */
async function listen(page) {
  await page.evaluate(() => {
    window.said = [];
    window.rewritten = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const region = record.target instanceof Element ? record.target.closest('[data-announcer]') : null;
        if (record.type === 'characterData') window.rewritten++;
        for (const node of record.addedNodes) {
          if (region && node.parentElement === region) window.said.push(`${region.dataset.announcer}: ${node.textContent}`);
          else if (node.parentElement?.closest('[data-announcer]')) window.rewritten++;
        }
      }
    });
    for (const region of document.querySelectorAll('[data-announcer]')) {
      observer.observe(region, { childList: true, subtree: true, characterData: true });
    }
  });
  let seen = 0;
  return {
    /**
     * Waits until something new said matches `pattern` (the announcer merges
     * what comes close together); returns everything new up to it, joined.
     */
    async until(pattern) {
      const found = await page.waitForFunction(
        ([n, source]) => {
          const index = window.said.findIndex((text, i) => i >= n && new RegExp(source).test(text));
          return index >= 0 ? { index } : false;
        },
        [seen, pattern.source],
        { timeout: 30_000 },
      );
      const { index } = await found.jsonValue();
      const fresh = (await page.evaluate(() => window.said)).slice(seen, index + 1);
      seen = index + 1;
      return fresh.join(' ');
    },
    rewritten: () => page.evaluate(() => window.rewritten),
  };
}

/** The accessibility tree's buttons of the board's twin: {name, disabled}. */
async function twinButtons(page) {
  if (ENGINE !== 'chromium') {
    // Through WebDriver: the tree's role and name of each element of the twin.
    return (await page.accessibility('.mancala-board-twin *'))
      .filter((n) => n.role === 'button' && /(pit [A-Fa-f]|store), \d+ seeds?$/.test(n.name))
      .map(({ name, disabled }) => ({ name, disabled }));
  }
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && n.role?.value === 'button' && /(pit [A-Fa-f]|store), \d+ seeds?$/.test(n.name?.value ?? ''))
    .map((n) => ({
      name: n.name.value,
      disabled: n.properties?.some((p) => p.name === 'disabled' && p.value.value === true) ?? false,
    }));
}

/**
 * Tabs through the controls of the first <mancala-board> on the page:
 * each one's focus ring (outline style, width) and its contrast against the
 * frame's background (over the board: the wood drawn next to the ring).
 */
async function embedRings(page) {
  await page.mouse.click(2, 2);
  const rings = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const host = document.querySelector('mancala-board');
      const element = host.shadowRoot.activeElement;
      if (!element) return null;
      const style = getComputedStyle(element);
      let background = getComputedStyle(host.shadowRoot.querySelector('.frame')).backgroundColor;
      if (element.dataset.slot !== undefined) {
        const canvas = host.shadowRoot.querySelector('canvas');
        const box = canvas.getBoundingClientRect();
        const rect = element.getBoundingClientRect();
        const scale = canvas.width / box.width;
        const copy = Object.assign(document.createElement('canvas'), { width: 1, height: 1 });
        const ctx = copy.getContext('2d', { willReadFrequently: true });
        ctx.drawImage(canvas, Math.round((rect.left - box.left - 9) * scale), Math.round((rect.top - box.top + rect.height / 2) * scale), 1, 1, 0, 0, 1, 1);
        const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
        background = `rgb(${r}, ${g}, ${b})`;
      }
      const name = element.dataset.slot !== undefined ? `slot-${element.dataset.slot}` : element.dataset.control ?? element.tagName;
      return { name, outline: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor, background };
    });
    if (!ring || rings.some((r) => r.name === ring.name)) break;
    rings.push({ ...ring, ratio: Number(contrast(rgbOf(ring.colour), rgbOf(ring.background)).toFixed(2)) });
  }
  return rings;
}

const activeElement = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    return a.id ? `#${a.id}` : a.dataset.slot !== undefined ? `slot ${a.dataset.slot}` : a.dataset.ply !== undefined ? `ply ${a.dataset.ply}` : a.tagName;
  });

test('the board has an accessible twin: every pit and store is a named button with its count', () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page, { south: 'person', north: 'computer:0' });
    const buttons = await twinButtons(page);
    assert.equal(buttons.length, 14, 'twelve pits and two stores');
    assert.deepEqual(buttons[0], { name: 'your pit A, 4 seeds', disabled: false });
    assert.deepEqual(buttons[6], { name: 'your store, 0 seeds', disabled: true });
    assert.deepEqual(buttons[7], { name: "North's pit a, 4 seeds", disabled: true });
    assert.equal(await page.getAttribute('.mancala-board canvas', 'aria-hidden'), 'true');

    // The arrow keys reach every slot, the stores beyond the rows' edges.
    const focused = () => page.evaluate(() => Number(document.activeElement.dataset.slot));
    await focusBoard(page);
    const walk = [
      ['ArrowLeft', 13],
      ['ArrowRight', 0],
      ['ArrowUp', 11],
      ['ArrowLeft', 13],
      ['ArrowRight', 11],
    ];
    for (const [key, slot] of walk) {
      await page.keyboard.press(key);
      assert.equal(await focused(), slot, `${key} leads to slot ${slot}`);
    }
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await focused(), 12, "right along North's row, then South's store");
  }));

test('on a phone the stores lie above and below the rows, and the arrow keys follow', () =>
  onPage(browser(), { viewport: { width: 360, height: 740 } }, async ({ page }) => {
    const focused = () => page.evaluate(() => Number(document.activeElement.dataset.slot));
    await focusBoard(page);
    for (const [key, slot] of [
      ['ArrowDown', 12],
      ['ArrowUp', 2],
      ['ArrowUp', 9],
      ['ArrowUp', 13],
    ]) {
      await page.keyboard.press(key);
      assert.equal(await focused(), slot, `${key} leads to slot ${slot}`);
    }
    await screenshot(page, 'phone-store-focus');
  }));

test('a whole game against the computer with the keyboard only, every move announced', () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page, { south: 'person', north: 'computer:0', thinkMs: 200 });
    const voice = await listen(page);
    // Tab from the top of the page to the board: one stop for each radio group.
    await page.mouse.click(2, 2);
    let stops = 0;
    while ((await activeElement(page)).startsWith('slot') === false) {
      await page.keyboard.press('Tab');
      assert.ok(++stops < 30, 'Tab reaches the board');
    }
    console.log(`Tab stops from the top of the page to the board: ${stops}`);
    assert.equal(await activeElement(page), 'slot 0');
    await screenshot(page, 'board-focus', { clip: { x: 0, y: 50, width: 900, height: 440 } });

    let plies = 0;
    for (;;) {
      const { legal, position } = await hook(page);
      if (legal.length === 0) break;
      const pit = legal[plies % legal.length];
      const before = countsOf(position);
      await page.keyboard.press(letterOf(pit));
      const words = await voice.until(/South plays/);
      const sown = before[pit];
      assert.match(
        words,
        new RegExp(`South plays ${letterOf(pit)}, sowing ${sown} seeds?\\.`),
        `the move is announced with its seeds: ${words}`,
      );
      await waitIdle(page);
      let after = countsOf((await hook(page)).position);
      if (!/Game over/.test(words)) {
        // The computer's answer is announced too.
        const reply = /North plays/.test(words) ? words : await voice.until(/North plays/);
        assert.match(reply, /North plays [a-f], sowing \d+ seeds?\./, reply);
        await waitIdle(page);
        after = countsOf((await hook(page)).position);
      }
      const { position: now } = await hook(page);
      const last = await voice.rewritten();
      assert.equal(last, 0, 'nothing said is rewritten (cut off)');
      // The twin exposes every count of the engine's position.
      const names = (await twinButtons(page)).map((b) => Number(b.name.match(/(\d+) seeds?$/)[1]));
      const slotOrder = [0, 1, 2, 3, 4, 5, 12, 6, 7, 8, 9, 10, 11, 13];
      assert.deepEqual(names, slotOrder.map((slot) => after[slot]), `the twin shows ${now}`);
      plies++;
      assert.ok(plies < 300, 'the game ends');
    }
    const { position } = await hook(page);
    const stores = countsOf(position).slice(12);
    await page.keyboard.press('r');
    const board = await voice.until(/South's pits/);
    assert.match(board, /South's pits: A \d+, B \d+, C \d+, D \d+, E \d+, and F \d+\./);
    assert.match(board, new RegExp(`Stores: South ${stores[0]}, North ${stores[1]}\\. Game over: (South wins|North wins|a draw)`));
    await page.keyboard.press('m');
    assert.match(await voice.until(/played/), /(South|North) played [A-Fa-f]\. Lap 1: \d+ seeds? from [A-Fa-f], the last one in [A-Fa-f]\./);
    console.log(`a keyboard game of ${plies} moves by South, ended: ${board.slice(board.indexOf('Game over'))}`);
  }));

test('two messages close together are both said; undo and hints are announced; focus never falls to the body', () =>
  onPage(browser(), {}, async ({ page }) => {
    await prepareGame(page, { south: 'person', north: 'person' });
    const voice = await listen(page);
    await focusBoard(page);
    await page.keyboard.press('c');
    await page.keyboard.press('r');
    await page.keyboard.press('m');
    const words = await voice.until(/Lap 1/);
    assert.match(words, /South plays C, sowing 4 seeds\. Stores: South 0, North 0\. North to move\./);
    assert.match(words, /South's pits: A 4, B 4, C 0, D 5, E 5, and F 5\. North's pits: a 5, b 4, c 4, d 4, e 4, and f 4\./);
    assert.match(words, /South played C\. Lap 1: 4 seeds from C, the last one in a\./);

    await page.keyboard.press('f');
    await waitIdle(page);
    await page.focus('#undo');
    await page.keyboard.press('Enter');
    assert.match(await voice.until(/Took back/), /Took back 1 move\. Stores: South 0, North 0\. North to move\./);
    await page.keyboard.press('Enter');
    await waitIdle(page);
    assert.match(await voice.until(/Took back/), /Took back 1 move\. Stores: South 0, North 0\. South to move\./);
    assert.match(await activeElement(page), /^slot /, 'Undo, now disabled, hands focus to the board');

    await page.keyboard.press('c');
    await waitIdle(page);
    await page.keyboard.press('f');
    await waitIdle(page);
    await page.focus('#move-list button[data-ply="1"]');
    await page.keyboard.press('Enter');
    assert.equal(await activeElement(page), 'ply 1', 'the move chosen in the list keeps focus');
    await page.focus('#back-to-game');
    await page.keyboard.press('Enter');
    await waitIdle(page);
    assert.match(await activeElement(page), /^slot /, '"Back to the game" hands focus to the board');

    await page.focus('#hint');
    await page.keyboard.press('Enter');
    assert.notEqual(await activeElement(page), 'body', 'focus stays off the body during a hint');
    await voice.until(/Looking for a good move/);
    await waitIdle(page);
    assert.match(await voice.until(/Hint: /), /status: Hint: /);
    assert.notEqual(await activeElement(page), 'body', 'focus stays off the body after a hint');

    await page.focus('#new-game');
    await page.keyboard.press('Enter');
    await waitIdle(page);
    await voice.until(/New Oware game/);
    assert.notEqual(await activeElement(page), 'body');
  }));

test('the radio groups take one Tab stop each and follow the arrow keys', () =>
  onPage(browser(), {}, async ({ page }) => {
    for (const [group, first, next] of [
      ['#speed', 'normal', 'fast'],
      ['#variant-switch', 'oware', 'ayoayo'],
    ]) {
      const stops = await page.$$eval(`${group} [role="radio"]`, (radios) => radios.filter((r) => r.tabIndex === 0).length);
      assert.equal(stops, 1, `${group}: one Tab stop`);
      await page.focus(`${group} [tabindex="0"]`);
      assert.equal(await page.getAttribute(`${group} [tabindex="0"]`, 'aria-checked'), 'true');
      await page.keyboard.press('ArrowRight');
      const checked = await page.$eval(`${group} [aria-checked="true"]`, (r) => r.dataset.speed ?? r.dataset.variant);
      assert.equal(checked, next, `${group}: the arrow chooses the next (from ${first})`);
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-checked')), 'true');
      await screenshot(page, `radio-${group.slice(1)}`, { clip: { x: 0, y: 0, width: 1280, height: 620 } });
    }
    await waitIdle(page);
  }));

for (const theme of PAGE_THEMES) {
  test(`every control shows a focus ring of at least 3:1 against what surrounds it, theme ${theme}`, () =>
    onPage(browser(), {}, async ({ page }) => {
      await chooseSetting(page, 'theme', theme);
      await prepareGame(page, { south: 'person', north: 'person' });
      await focusBoard(page);
      await page.keyboard.press('c');
      await waitIdle(page);
      await page.mouse.click(2, 2);
      const seen = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return null;
          // The file input is transparent over its label, which shows the ring.
          const shown = element.type === 'file' ? element.closest('.file-button') : element;
          const style = getComputedStyle(shown);
          let behind = shown.parentElement;
          while (behind && getComputedStyle(behind).backgroundColor.match(/rgba\(.*, 0\)$|transparent/)) {
            behind = behind.parentElement;
          }
          const { slot, ply, speed, variant, view } = element.dataset;
          const name =
            element.id ||
            (slot !== undefined && `slot-${slot}`) ||
            (ply !== undefined && `ply-${ply}`) ||
            (view !== undefined && `view-${view}`) ||
            speed ||
            variant ||
            element.tagName;
          const rect = shown.getBoundingClientRect();
          let background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
          if (element.dataset.slot !== undefined) {
            // Over the board: the wood just outside the ring, as drawn on the canvas.
            const canvas = document.querySelector('.mancala-board canvas');
            const box = canvas.getBoundingClientRect();
            const scale = canvas.width / box.width;
            const x = Math.round((rect.left - box.left - 9) * scale);
            const y = Math.round((rect.top - box.top + rect.height / 2) * scale);
            const copy = Object.assign(document.createElement('canvas'), { width: 1, height: 1 });
            const ctx = copy.getContext('2d', { willReadFrequently: true });
            ctx.drawImage(canvas, x, y, 1, 1, 0, 0, 1, 1);
            const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
            background = `rgb(${r}, ${g}, ${b})`;
          }
          return { name, outline: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor, background };
        });
        if (!ring || seen.some((s) => s.name === ring.name)) break;
        seen.push(ring);
        if (['slot-2', 'oware', 'instant', 'import', 'new-game', 'ply-1', 'north-player'].includes(ring.name)) {
          await screenshot(page, `focus-${theme}-${ring.name}`);
        }
      }
      const report = seen.map((r) => ({ ...r, ratio: Number(contrast(rgbOf(r.colour), rgbOf(r.background)).toFixed(2)) }));
      console.log(report.map((r) => `${r.name}: ${r.outline} ${r.width}px ${r.colour} on ${r.background} = ${r.ratio}:1`).join('\n'));
      assert.ok(seen.length >= 15, `Tab visits the controls (${seen.length})`);
      for (const r of report) {
        assert.notEqual(r.outline, 'none', `${r.name} shows a focus ring`);
        assert.ok(r.width >= 2, `${r.name}: the ring is at least 2 px`);
        assert.ok(r.ratio >= 3, `${r.name}: ring contrast ${r.ratio}:1`);
      }
    }));
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`North's and South's pit letters are at least 4.5:1 at ${viewport.width} px`, () =>
    onPage(browser(), { viewport }, async ({ page }) => {
      const ratios = await page.evaluate(async () => {
        const { computeLayout } = await import('./www/board/layout.js');
        const canvas = document.querySelector('.mancala-board canvas');
        const box = canvas.getBoundingClientRect();
        const layout = computeLayout(box.width, box.height);
        const scale = canvas.width / box.width;
        // A copy to read from: reading the board's own canvas back would slow its drawing.
        const copy = Object.assign(document.createElement('canvas'), { width: canvas.width, height: canvas.height });
        const ctx = copy.getContext('2d', { willReadFrequently: true });
        ctx.drawImage(canvas, 0, 0);
        const size = layout.fontSize * 0.9;
        return layout.labels.slice(0, 12).map((label) => {
          // The letter sits left of the count's badge (render.js); read the box around it.
          const x = label.x - layout.cell * 0.27;
          const data = ctx.getImageData(
            Math.round((x - size * 0.5) * scale),
            Math.round((label.y - size * 0.55) * scale),
            Math.round(size * scale),
            Math.round(size * 1.1 * scale),
          ).data;
          const pixels = [];
          for (let i = 0; i < data.length; i += 4) pixels.push([data[i], data[i + 1], data[i + 2]]);
          return { pixels: pixels.filter((_, i) => i % 3 === 0), size: Math.round(size) };
        });
      });
      const measured = ratios.map(({ pixels, size }) => {
        const byLight = pixels.map((p) => [luminance(p), p]).sort((a, b) => a[0] - b[0]);
        const text = byLight[byLight.length - 1][1];
        const background = byLight[Math.floor(byLight.length / 2)][1];
        return { ratio: contrast(text, background), size };
      });
      const line = (from) => measured.slice(from, from + 6).map((m) => m.ratio.toFixed(1)).join(' ');
      console.log(`letters at ${measured[0].size} px: South ${line(0)}; North ${line(6)}`);
      for (const { ratio } of measured) assert.ok(ratio >= 4.5, `letter contrast ${ratio.toFixed(2)}:1`);
      await screenshot(page, `letters-${viewport.width}`);
    }));
}

for (const theme of PAGE_THEMES) {
  test(`axe finds no violations on the game page, theme ${theme}`, () =>
    onPage(browser(), {}, async ({ page }) => {
      await chooseSetting(page, 'theme', theme);
      await prepareGame(page, { south: 'person', north: 'person' });
      assert.deepEqual(await axeViolations(page), []);
      await focusBoard(page);
      await page.keyboard.press('c');
      await waitIdle(page);
      await page.click('#move-list button[data-ply="1"]');
      assert.deepEqual(await axeViolations(page), [], 'viewing an earlier move');
    }));
}

for (const theme of PAGE_THEMES) {
  test(`axe finds no violations in the game review and the analysis, theme ${theme}`, () =>
    onPage(browser(), {}, async ({ page }) => {
      await chooseSetting(page, 'theme', theme);
      await prepareGame(page, { south: 'person', north: 'person' });
      await focusBoard(page);
      for (const key of ['c', 'f', 'd']) {
        await page.keyboard.press(key);
        await waitIdle(page);
      }
      await page.click('#review-start');
      await page.waitForSelector('#review-result:not([hidden])', { timeout: 120_000 });
      await page.click('#analysis-start');
      await page.waitForSelector('#analysis:not([hidden])', { timeout: 120_000 });
      assert.deepEqual(await axeViolations(page), []);
    }));
}

for (const theme of THEMES) {
  test(`axe finds no violations on the embed and example pages, theme ${theme}`, async () => {
    const context = await browser().newContext({ viewport: { width: 1200, height: 2400 } });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      for (const path of [
        `embed.html#theme=${theme}&mode=play&variant=oware`,
        `embed.html#theme=${theme}&moves=CfDa&variant=ayoayo&controls=moves laps slider`,
        ...EXAMPLES,
      ]) {
        // The frame fills the viewport; the articles need room for their boards to come into view.
        const frame = path.startsWith('embed.html');
        await page.setViewportSize(frame ? { width: 900, height: 420 } : { width: 1200, height: 2400 });
        await page.goto(new URL(path, BASE_URL).href);
        await page.evaluate((t) => {
          for (const board of document.querySelectorAll('mancala-board')) board.setAttribute('theme', t);
        }, theme);
        await page.waitForFunction(
          () => [...document.querySelectorAll('mancala-board')].every((b) => b.state !== 'loading' && b.state !== 'error'),
          null,
          { timeout: 30_000 },
        );
        const boards = await page.$$eval('mancala-board', (all) => all.length);
        if (boards) {
          await page.waitForFunction(() => [...document.querySelectorAll('mancala-board')].some((b) => b.state === 'ready'));
        }
        // embed.html is one widget in a frame of a host page, whose headings it belongs in.
        const skip = path.startsWith('embed.html') ? ['page-has-heading-one'] : [];
        assert.deepEqual(await axeViolations(page, skip), [], `${path} (${theme})`);
        const twins = await page.$$eval('mancala-board', (all) =>
          all.filter((b) => b.state === 'ready').map((b) => b.shadowRoot.querySelectorAll('[role="group"] button').length),
        );
        for (const buttons of twins) assert.equal(buttons, 14, `${path}: each board has its twin`);
        if (frame) {
          const rings = await embedRings(page);
          console.log(`${path}: ${rings.map((r) => `${r.name} ${r.width}px ${r.ratio}:1`).join(', ')}`);
          assert.ok(rings.length >= 2, 'the board and its controls take focus');
          for (const r of rings) {
            assert.notEqual(r.outline, 'none', `${r.name} shows a focus ring`);
            assert.ok(r.width >= 2 && r.ratio >= 3, `${r.name}: ${r.width}px at ${r.ratio}:1`);
          }
          await page.keyboard.press('Shift+Tab');
          await screenshot(page, `embed-${theme}-${path.includes('play') ? 'play' : 'replay'}`);
        }
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

for (const theme of PAGE_THEMES) {
  test(`axe finds no violations in the Puzzles section, theme ${theme}`, () =>
    onPage(browser(), {}, async ({ page }) => {
      await chooseSetting(page, 'theme', theme);
      await page.click('nav.views button[data-view="puzzles"]');
      const puzzles = page.locator('main[data-view="puzzles"]');
      await page.waitForFunction(() => document.querySelector('main[data-view="puzzles"]').dataset.state === 'solving');
      assert.deepEqual(await axeViolations(page), []);
      // A wrong move's explanation is shown in the error colour.
      await puzzles.locator('[data-action="solution"]').click();
      await page.waitForFunction(() => document.querySelector('main[data-view="puzzles"]').dataset.state === 'failed');
      assert.deepEqual(await axeViolations(page), [], 'after the solution');
      await screenshot(page, `puzzles-${theme}`);
    }));
}
