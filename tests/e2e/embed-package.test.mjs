// The npm package of <mancala-board> (scripts/pack-embed.sh): the tarball
// holds what the element loads and nothing of the game page, and the
// element works served from the unpacked package alone, and in a page
// author's project that installs the tarball and imports it with the
// bundlers they use: esbuild, Vite (build and dev server, this major and
// the previous one) and webpack 5, each with no configuration. The bundlers
// come from package-lock.json (npm ci), the tarball installs offline.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  BOARDS,
  IMPORT_ELEMENT,
  checkConsumerPage,
  consumerProject,
  frenchScripts,
  packElement,
  removePacked,
  removeProject,
  serve,
} from './consumer.mjs';
import { useBrowser } from './helpers.mjs';
import { workspaceVersion } from '../../scripts/version.mjs';

const browser = useBrowser();
const root = fileURLToPath(new URL('../..', import.meta.url));
let tarball;
let unpacked;
let server;
let serverUrl;

/** A page author's page: BOARDS and the page's script, `script`. */
const page = (script) =>
  `<!doctype html><html lang="en"><title>Consumer</title><link rel="icon" href="data:,">\n${script}\n${BOARDS}\n`;

before(async () => {
  tarball = packElement();
  unpacked = mkdtempSync(join(tmpdir(), 'mancala-board-'));
  execFileSync('tar', ['xzf', tarball, '-C', unpacked]);
  ({ server, url: serverUrl } = await serve(join(unpacked, 'package')));
});

after(() => {
  server?.kill();
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
  if (tarball) removePacked(tarball);
});

test('the tarball holds the element, its modules and the wasm, and not the game page', () => {
  const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  for (const file of [
    'package/package.json',
    'package/README.md',
    'package/LICENSE-MIT',
    'package/LICENSE-APACHE',
    'package/www/embed/mancala-board.js',
    'package/www/embed/modes/replay.js',
    'package/www/board/board.js',
    'package/www/engine/worker.js',
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
  assert.equal(manifest.version, workspaceVersion(readFileSync(join(root, 'Cargo.toml'), 'utf8')), "the project's version");
  assert.equal(manifest.type, 'module');
  assert.equal(manifest.exports['.'], './www/embed/mancala-board.js');
});

test('served from the unpacked package alone, the element plays, in every language', async () => {
  writeFileSync(join(unpacked, 'package/host.html'), page('<script type="module" src="www/embed/mancala-board.js"></script>'));
  await checkConsumerPage(browser(), `${serverUrl}host.html`);
});

test('esbuild: bundled into a page that names where the package is served, the element plays, the computer too', async () => {
  const app = consumerProject(tarball);
  let site = null;
  try {
    // esbuild leaves `new URL(…, import.meta.url)` alone: the page copies
    // the package and says where (setPackageUrl), as its README says.
    writeFileSync(join(app, 'main.js'), "import { setPackageUrl } from 'mancala-board';\nsetPackageUrl('mancala-board/');\n");
    execFileSync(
      join(root, 'node_modules/.bin/esbuild'),
      ['main.js', '--bundle', '--format=esm', '--log-level=warning', '--outfile=public/app.js'],
      { cwd: app },
    );
    cpSync(join(app, 'node_modules/mancala-board'), join(app, 'public/mancala-board'), { recursive: true });
    writeFileSync(join(app, 'public/index.html'), page('<script type="module" src="app.js"></script>'));
    site = await serve(join(app, 'public'));
    await checkConsumerPage(browser(), site.url);
  } finally {
    site?.close();
    removeProject(app);
  }
});

/**
 * Builds the page with Vite's `build` from package `vite` (a major of Vite,
 * as package.json names it) into `app`/dist, asserting that Vite warned of
 * nothing; resolves to the folder to serve.
 */
async function viteBuild(vite, app) {
  const { build, createLogger } = await import(vite);
  const logger = createLogger('warn');
  const warnings = [];
  logger.warn = (message) => warnings.push(message);
  logger.warnOnce = logger.warn;
  await build({ root: app, configFile: false, customLogger: logger, build: { outDir: join(app, 'dist') } });
  assert.deepEqual(warnings, [], 'Vite warned of nothing');
  return join(app, 'dist');
}

/** Starts Vite's dev server of `vite` on `app`: resolves to `{url, close}`. */
async function viteDev(vite, app) {
  const { createServer } = await import(vite);
  const server = await createServer({
    root: app,
    configFile: false,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  return { url: server.resolvedUrls.local[0], close: () => server.close() };
}

for (const [vite, major] of [
  ['vite', 'current'],
  ['vite7', 'previous'],
]) {
  test(`Vite (${major} major, ${vite}) build: import 'mancala-board' and the element plays, in every language`, async () => {
    const app = consumerProject(tarball);
    let site = null;
    try {
      writeFileSync(join(app, 'index.html'), page('<script type="module" src="./main.js"></script>'));
      writeFileSync(join(app, 'main.js'), IMPORT_ELEMENT);
      const built = await viteBuild(vite, app);
      site = await serve(built);
      await checkConsumerPage(browser(), site.url);
      await checkConsumerPage(browser(), site.url, { lostFrench: frenchScripts(built) });
    } finally {
      site?.close();
      removeProject(app);
    }
  });

  test(`Vite (${major} major, ${vite}) dev server: import 'mancala-board' and the element plays, in every language`, async () => {
    const app = consumerProject(tarball);
    let site = null;
    try {
      writeFileSync(join(app, 'index.html'), page('<script type="module" src="./main.js"></script>'));
      writeFileSync(join(app, 'main.js'), IMPORT_ELEMENT);
      site = await viteDev(vite, app);
      await checkConsumerPage(browser(), site.url);
    } finally {
      await site?.close();
      removeProject(app);
    }
  });
}

test("webpack 5: import 'mancala-board' and the element plays, in every language", async () => {
  const app = consumerProject(tarball);
  let site = null;
  try {
    writeFileSync(join(app, 'main.js'), IMPORT_ELEMENT);
    const { default: webpack } = await import('webpack');
    const stats = await new Promise((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: app,
          entry: './main.js',
          output: { path: join(app, 'public'), clean: true },
          performance: { hints: false },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    assert.ok(!stats.hasErrors() && !stats.hasWarnings(), `webpack reported: ${stats.toString('errors-warnings')}`);
    writeFileSync(join(app, 'public/index.html'), page('<script src="main.js"></script>'));
    site = await serve(join(app, 'public'));
    await checkConsumerPage(browser(), site.url);
    await checkConsumerPage(browser(), site.url, { lostFrench: frenchScripts(join(app, 'public')) });
  } finally {
    site?.close();
    removeProject(app);
  }
});
