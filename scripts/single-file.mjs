#!/usr/bin/env node
// Writes DIR/mancala.html (default dist/): the whole game in one file that
// plays from disk (file://) with no server, computer included. Reads the
// built site in DIR: bundles www/main.js and both workers with esbuild,
// with scripts/single-file/resources.js in place of www/engine/resources.js
// (workers start from Blob URLs of their bundled code); inlines the styles,
// minified; carries the full wasm module's bytes as base64 in a data block
// (the page's pkg-page/ imports bundled from pkg/), compiled by the page and
// posted, compiled, to the workers. The page's Content Security Policy
// allows nothing from outside the file.
// Usage: node scripts/single-file.mjs [DIR]
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import { allowInline } from './csp-hashes.mjs';

const HERE = fileURLToPath(new URL('./single-file/', import.meta.url));
const WORKERS = ['worker.js', 'tables-worker.js'];
const POLICY = [
  "default-src 'none'",
  "script-src 'wasm-unsafe-eval'",
  "style-src 'none'",
  'img-src data:',
  // The workers' code, as Blob URLs made by the page.
  'worker-src blob:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * An esbuild plugin: the page's resources module becomes the single file's,
 * whose `mancala:worker-sources` import gets `workerSources` (file -> code).
 */
const singleFile = (workerSources) => ({
  name: 'single-file',
  setup(bundle) {
    bundle.onResolve({ filter: /(^|\/)resources\.js$/ }, () => ({ path: join(HERE, 'resources.js') }));
    // One wasm module for all: the page's rules-only bindings become the full ones.
    bundle.onResolve({ filter: /\/pkg-page\/mancala_wasm\.js$/ }, ({ path, resolveDir }) => ({
      path: join(resolveDir, path.replace('pkg-page/', 'pkg/')),
    }));
    bundle.onResolve({ filter: /^mancala:worker-sources$/ }, () => ({ path: 'worker-sources', namespace: 'mancala' }));
    bundle.onLoad({ filter: /.*/, namespace: 'mancala' }, () => ({
      contents: `export default ${JSON.stringify(workerSources)};`,
      loader: 'js',
    }));
  },
});

/** `entry` bundled into one script: an ES module for the page, a classic script for a worker. */
async function bundle(entry, format, workerSources = {}) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format,
    minify: true,
    write: false,
    target: 'es2022',
    plugins: [singleFile(workerSources)],
    // The wasm bindings' default .wasm URL uses import.meta, which a classic
    // worker lacks; the workers always pass the bytes instead.
    logOverride: { 'empty-import-meta': 'silent' },
  });
  const code = result.outputFiles[0].text;
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry}: the bundle contains </script or <!--`);
  return code;
}

/** Replaces the one match of `pattern` in `html`; a build error if there is none. */
function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

async function main() {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const workerSources = {};
  for (const file of WORKERS) workerSources[file] = await bundle(join(dir, 'www', 'engine', file), 'iife');
  const page = await bundle(join(dir, 'www', 'main.js'), 'esm', workerSources);
  const wasm = await readFile(join(dir, 'pkg', 'mancala_wasm_bg.wasm'));
  const startEngine = await readFile(join(HERE, 'start-engine.js'), 'utf8');

  let html = await readFile(join(dir, 'index.html'), 'utf8');
  // Links to other files: the web app manifest, the home-screen icon.
  html = html.replace(/\s*<link rel="(manifest|apple-touch-icon)"[^>]*>/g, '');
  html = replaceOnce(html, /(?<=<meta http-equiv="Content-Security-Policy" content=")[^"]*/, POLICY, 'CSP');
  html = html.replace(/\s*<!-- The build \(scripts\/csp-hashes\.mjs\)[^>]*-->/, '');
  const css = await transform(await readFile(join(dir, 'www', 'style.css'), 'utf8'), { loader: 'css', minify: true });
  html = replaceOnce(html, /<link rel="stylesheet" href="www\/style\.css" \/>/, `<style>${css.code}</style>`, 'stylesheet');
  html = replaceOnce(
    html,
    /<script>[\s\S]*?<\/script>/,
    `<script type="application/octet-stream" id="mancala-engine">${wasm.toString('base64')}</script>\n` +
      `    <script>\n${startEngine}</script>`,
    'inline script compiling the engine',
  );
  html = html.replace(/\s*<!-- The page's modules [^>]*-->/, '');
  html = replaceOnce(html, /<script type="module" src="www\/bundle\/main\.js"><\/script>/, `<script type="module">\n${page}</script>`, 'main module');
  // Links a reader follows are fine; anything the page itself would load is
  // not. The tags are checked, not the text of inlined scripts (which may
  // hold HTML as data, such as the embed dialog's snippet).
  const tags = html.replace(/(<script[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
  const outside = tags.match(/<(script|link|img|iframe|source)\s[^>]*\b(src|href)="(?!data:)[^"]*"/);
  if (outside) throw new Error(`mancala.html would still load another file: ${outside[0]}`);
  await writeFile(join(dir, 'mancala.html'), allowInline(html));
  console.log(`single file: mancala.html, ${(Buffer.byteLength(html) / 1024).toFixed(0)} KiB`);
}

main().catch((error) => {
  console.error(`single-file: ${error.message}`);
  process.exit(1);
});
