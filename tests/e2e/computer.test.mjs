// The computer player and the hint: searched in a Web Worker, cancelled by
// undo and new game, and never blocking the page's main thread.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  assertBoardMatchesEngine,
  clickPit,
  headline,
  hook,
  launch,
  message,
  newGame,
  openPage,
  random,
  setPlayers,
  setSpeed,
  waitIdle,
} from './helpers.mjs';

const START = '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S';
let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

test('a whole game against the computer (Beginner) finishes', async () => {
  const { page, problems, context } = await openPage(browser);
  await setSpeed(page, 'instant');
  await page.selectOption('#think-time', '200');
  await setPlayers(page, 'person', 'computer:0');
  await newGame(page, 'oware');
  const choose = random(5);
  let plies = 0;
  for (;;) {
    await waitIdle(page);
    const { legal, position } = await hook(page);
    if (legal.length === 0) break;
    assert.match(position, /-S$/, 'the computer has answered');
    await clickPit(page, legal[Math.floor(choose() * legal.length)]);
    plies++;
    assert.ok(plies < 1000);
  }
  await assertBoardMatchesEngine(page);
  assert.match(await headline(page), /^Game over\./);
  console.log(`game against the computer: ${await page.locator('#move-list button').count()} plies`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the computer can play South, and a hint names a move', async () => {
  const { page, problems, context } = await openPage(browser);
  await setSpeed(page, 'instant');
  await page.selectOption('#think-time', '200');
  await setPlayers(page, 'computer:1', 'person');
  await waitIdle(page);
  const { position } = await hook(page);
  assert.match(position, /-N$/, 'South (the computer) has moved');
  await page.click('#hint');
  await page.waitForFunction(() => document.querySelector('#message [data-text]').textContent.startsWith('Hint:'));
  assert.match(await message(page), /^Hint: Play [a-f]\b/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('undo and new game cancel the computer while it thinks', async () => {
  const { page, problems, context } = await openPage(browser);
  await setSpeed(page, 'instant');
  await page.selectOption('#think-time', '5000');
  await setPlayers(page, 'person', 'computer:4');
  await newGame(page, 'oware');
  for (const cancel of ['#undo', '#new-game']) {
    await clickPit(page, 2);
    await page.waitForFunction(() => window.__mancala.activity() === 'thinking');
    await page.click(cancel);
    assert.equal((await hook(page)).activity, 'idle');
    assert.equal((await hook(page)).position, START);
    await page.waitForTimeout(600);
    assert.equal((await hook(page)).position, START, 'no late move arrives');
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the main thread never blocks while the computer thinks (Maximum, 1 s)', async () => {
  const { page, problems, context } = await openPage(browser);
  await setSpeed(page, 'instant');
  await page.selectOption('#think-time', '1000');
  await setPlayers(page, 'person', 'computer:4');
  await newGame(page, 'oware');
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
    });
  });
  await clickPit(page, 2);
  await page.waitForFunction(() => window.__mancala.activity() === 'thinking');
  const gaps = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        let longest = 0;
        const started = last;
        const timer = setInterval(() => {
          const now = performance.now();
          longest = Math.max(longest, now - last);
          last = now;
          if (window.__mancala.activity() !== 'thinking') {
            clearInterval(timer);
            resolve({ longest, thinking: now - started });
          }
        }, 5);
      }),
  );
  await waitIdle(page);
  const longTasks = await page.evaluate(() => window.longTasks);
  console.log(
    `computer at Maximum, 1 s: thought ${gaps.thinking.toFixed(0)} ms; longest main-thread gap ` +
      `${gaps.longest.toFixed(1)} ms; long tasks: ${longTasks.length ? longTasks.map((d) => d.toFixed(0)).join(', ') : 'none'}`,
  );
  assert.ok(gaps.thinking > 500, 'the computer took its time');
  assert.deepEqual(longTasks, []);
  assert.ok(gaps.longest < 50, `the main thread was blocked for ${gaps.longest} ms`);
  assert.match((await hook(page)).position, /-S$/);
  assert.deepEqual(problems, []);
  await context.close();
});
