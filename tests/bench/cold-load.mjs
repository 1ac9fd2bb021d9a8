// Cold loads of a page, for the first-frame benchmark and the comparison
// tool (first-frame.bench.mjs, compare-first-frame.mjs).

import { watchProblems } from '../e2e/helpers.mjs';

/**
 * The first board frame of one cold load of `url` (a fresh context: empty
 * cache, no service worker), in ms after navigation: the page's
 * 'board-first-frame' mark. Throws if the page reported a problem.
 */
export async function firstFrame(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('board-first-frame').length > 0);
    if (problems.length) throw new Error(`${url}: ${problems.join('; ')}`);
    return await page.evaluate(() => performance.getEntriesByName('board-first-frame')[0].startTime);
  } finally {
    await context.close();
  }
}
