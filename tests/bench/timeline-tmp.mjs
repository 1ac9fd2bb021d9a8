import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/consumer.mjs';
import { launch } from '../e2e/helpers.mjs';
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const { server, url } = await serve(dist);
const browser = await launch();
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => { window.__t = []; const o = new PerformanceObserver((l) => {}); });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('board-first-frame').length > 0);
  const r = await page.evaluate(() => ({
    nav: (({ responseEnd, domInteractive, domContentLoadedEventStart, loadEventStart }) => ({ responseEnd, domInteractive, domContentLoadedEventStart }))(performance.getEntriesByType('navigation')[0]),
    res: performance.getEntriesByType('resource').map((e) => `${new URL(e.name).pathname} start ${e.startTime.toFixed(0)} end ${e.responseEnd.toFixed(0)}`),
    paint: performance.getEntriesByType('paint').map((e) => `${e.name} ${e.startTime.toFixed(0)}`),
    frame: performance.getEntriesByName('board-first-frame')[0].startTime.toFixed(0),
    marks: performance.getEntriesByType('mark').map((e) => `${e.name} ${e.startTime.toFixed(0)}`),
  }));
  console.log(JSON.stringify(r, null, 1));
  await context.close();
}
await browser.close();
server.kill();
