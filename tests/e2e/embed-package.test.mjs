// The npm package of <mancala-board> (scripts/pack-embed.sh): the tarball
// holds what the element loads and nothing of the game page, and the
// element works when served from the unpacked package alone.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { useBrowser, watchProblems } from './helpers.mjs';

const browser = useBrowser();
const root = fileURLToPath(new URL('../..', import.meta.url));
let tarball;
let unpacked;
let server;
let serverUrl;

before(async () => {
  const printed = execFileSync('bash', ['scripts/pack-embed.sh'], { cwd: root, encoding: 'utf8' });
  tarball = join(root, printed.trim().split('\n').pop());
  unpacked = mkdtempSync(join(tmpdir(), 'mancala-board-'));
  execFileSync('tar', ['xzf', tarball, '-C', unpacked]);
  server = spawn('node', [join(root, 'scripts/serve.mjs'), join(unpacked, 'package')], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  serverUrl = await new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => {
      const match = /http:\/\/\S+\//.exec(String(data));
      if (match) resolve(match[0]);
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
});

after(() => {
  server?.kill();
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
});

test('the tarball holds the element, its modules and the wasm, and not the game page', () => {
  const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  for (const file of [
    'package/package.json',
    'package/README.md',
    'package/www/embed/mancala-board.js',
    'package/www/embed/modes/replay.js',
    'package/www/board/board.js',
    'package/www/worker.js',
    'package/pkg/mancala_wasm.js',
    'package/pkg/mancala_wasm_bg.wasm',
    'package/pkg-rules/mancala_wasm.js',
    'package/pkg-rules/mancala_wasm_bg.wasm',
    'package/www/i18n/i18n.js',
    'package/www/i18n/locales/shared/en.js',
    'package/www/i18n/locales/shared/mn.js',
  ]) {
    assert.ok(files.includes(file), `${file} is in the package`);
  }
  for (const file of ['package/index.html', 'package/www/main.js', 'package/www/app/controller.js', 'package/www/i18n/locales/en.js']) {
    assert.ok(!files.includes(file), `${file} is not in the package`);
  }
  const manifest = JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8'));
  assert.equal(manifest.name, 'mancala-board');
  assert.equal(manifest.type, 'module');
  assert.equal(manifest.exports['.'], './www/embed/mancala-board.js');
});

test('served from the unpacked package alone, the element plays, the computer too', async () => {
  const context = await browser().newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await context.route(`${serverUrl}host.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Host</title><link rel="icon" href="data:,">
          <script type="module" src="www/embed/mancala-board.js"></script>
          <mancala-board id="computer" mode="play" level="beginner" computer="south" speed="instant"></mancala-board>`,
      }),
    );
    await page.goto(`${serverUrl}host.html`);
    await page.waitForFunction(() => document.getElementById('computer').ply === 1, null, { timeout: 60_000 });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
