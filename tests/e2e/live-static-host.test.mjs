// Live play from a site on a static host (GitHub Pages, say) whose build
// names a live server elsewhere (MANCALA_LIVE_SERVER, scripts/live-server.mjs):
// a copy of dist/ named so, served by scripts/serve.mjs on one origin, and
// `mancala serve` on another that allows it (--allow-origin). The page
// offers live play, and two players play there, the page's policy letting
// it reach that server and nothing else.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { serve } from './consumer.mjs';
import { ENGINE, useBrowser } from './helpers.mjs';
import { createGame, openPlayer, playOne, sideOf, useLiveServer, waitPlies } from './live-helpers.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const browser = useBrowser();

// The static host, started with the file (a root's before hooks run at
// once, not one after another: the live server's waits for it).
const folder = mkdtempSync(join(tmpdir(), 'mancala-static-'));
const hostStarted = serve(folder);
let host = null;
after(async () => {
  (await hostStarted).close();
  rmSync(folder, { recursive: true, force: true });
});

const live = useLiveServer({ grace: 60, args: async () => ['--allow-origin', new URL((await hostStarted).url).origin] });

/** The live server's socket address, as a site's build names it. */
const socketAddress = () => `${live.server().url.replace(/^http/, 'ws')}live/v1`;

/** The site: a copy of dist/ whose build names the live server. */
async function buildSite() {
  host = await hostStarted;
  cpSync(join(ROOT, 'dist'), folder, { recursive: true });
  execFileSync('node', [join(ROOT, 'scripts/live-server.mjs'), join(folder, 'index.html')], {
    env: { ...process.env, MANCALA_LIVE_SERVER: socketAddress() },
  });
}

test('a site on a static host that names its live server plays live there, its policy allowing that server alone', { timeout: 180_000 }, async () => {
  await buildSite();
  assert.notEqual(new URL(host.url).origin, new URL(live.server().url).origin);
  const south = await openPlayer(browser, host.url);
  const named = await south.page.evaluate(() => ({
    meta: document.querySelector('meta[name="mancala-live-server"]')?.content,
    policy: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content,
  }));
  assert.equal(named.meta, socketAddress());
  assert.match(named.policy, new RegExp(`connect-src 'self' ${new URL(socketAddress()).origin} ${live.server().url.replace(/\/$/, '')}(;|$)`));

  const invite = await createGame(south.page, { name: 'Ama' });
  assert.ok(invite.startsWith(host.url), `the invitation is the static site's: ${invite}`);
  const north = await openPlayer(browser, host.url, new URL(invite).hash);
  assert.equal(await sideOf(north.page), 'north');
  assert.equal(await sideOf(south.page), 'south');
  await playOne(south.page);
  for (const { page } of [south, north]) await waitPlies(page, 1);

  // Nothing else is reached: the policy refuses a socket to the same server
  // by another name (which that server would accept from this page).
  const elsewhere = socketAddress().replace('//localhost:', '//127.0.0.1:');
  const refused = await south.page.evaluate(
    (address) =>
      new Promise((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true });
        try {
          const socket = new WebSocket(address);
          socket.onopen = () => resolve('opened');
          socket.onerror = () => setTimeout(() => resolve('failed'), 1000);
        } catch (error) {
          resolve(`thrown: ${error.name}`);
        }
      }),
    elsewhere,
  );
  // Each engine its own way: a violation reported, or the constructor refusing.
  const expected = { chromium: 'connect-src', firefox: 'thrown: NS_ERROR_CONTENT_BLOCKED', webkit: 'thrown: SecurityError' }[ENGINE];
  assert.equal(refused, expected);
  for (const { context, problems } of [south, north]) {
    // The refused socket above is reported by the browser; nothing else may go wrong.
    assert.deepEqual(problems.filter((problem) => !problem.includes(elsewhere)), []);
    await context.close();
  }
});
