// The npm package of <mancala-board> (scripts/pack-embed.sh): the tarball
// holds what the element loads and nothing of the game page, and the
// element works when served from the unpacked package alone, and when a
// page's own script that imports it is bundled (esbuild, offline).

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** Serves `dir` (scripts/serve.mjs on a free port): resolves to `{server, url}`. */
function serve(dir) {
  const server = spawn('node', [join(root, 'scripts/serve.mjs'), dir], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => {
      const match = /http:\/\/\S+\//.exec(String(data));
      if (match) resolve({ server, url: match[0] });
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
}

before(async () => {
  const printed = execFileSync('bash', ['scripts/pack-embed.sh'], { cwd: root, encoding: 'utf8' });
  tarball = join(root, printed.trim().split('\n').pop());
  unpacked = mkdtempSync(join(tmpdir(), 'mancala-board-'));
  execFileSync('tar', ['xzf', tarball, '-C', unpacked]);
  ({ server, url: serverUrl } = await serve(join(unpacked, 'package')));
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

test('installed from the tarball and bundled with esbuild into a page, the element plays, the computer too', async () => {
  const app = mkdtempSync(join(tmpdir(), 'mancala-consumer-'));
  let site = null;
  const context = await browser().newContext();
  try {
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
      cwd: app,
      stdio: 'ignore',
    });
    // A page's own script, as its README says: import the element, say where the package's files are served.
    writeFileSync(
      join(app, 'main.js'),
      "import { setPackageUrl } from 'mancala-board';\nsetPackageUrl('mancala-board/');\n",
    );
    execFileSync(
      join(root, 'node_modules/.bin/esbuild'),
      ['main.js', '--bundle', '--format=esm', '--log-level=warning', '--outfile=public/app.js'],
      { cwd: app },
    );
    cpSync(join(app, 'node_modules/mancala-board'), join(app, 'public/mancala-board'), { recursive: true });
    writeFileSync(
      join(app, 'public/index.html'),
      `<!doctype html><title>Consumer</title><link rel="icon" href="data:,">
        <script type="module" src="app.js"></script>
        <mancala-board id="game" mode="play" level="beginner" computer="south" speed="instant"></mancala-board>`,
    );
    site = await serve(join(app, 'public'));

    const page = await context.newPage();
    const problems = watchProblems(page);
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(site.url);
    await page.waitForFunction(() => document.getElementById('game').ply === 1, null, { timeout: 60_000 });
    const [pit] = await page.$eval('#game', (b) => b.legalMoves);
    await page.$eval('#game', (b, p) => b.play(p), pit);
    // And the computer answers.
    await page.waitForFunction(() => document.getElementById('game').ply === 3, null, { timeout: 60_000 });
    assert.deepEqual(problems, []);
    assert.deepEqual(
      requests.filter((path) => path.startsWith('/mancala-board/www/embed/')),
      [],
      'the element comes in the bundle',
    );
    assert.ok(requests.includes('/mancala-board/pkg-rules/mancala_wasm_bg.wasm'), 'the rules from the package');
  } finally {
    await context.close();
    site?.server.kill();
    rmSync(app, { recursive: true, force: true });
  }
});
