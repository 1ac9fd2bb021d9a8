#!/usr/bin/env node
// Lets the page fetch, alongside www/bundle/main.js, the chunks it imports
// statically (code esbuild's splitting shares between the page and a
// section loaded on demand, such as Learn): adds a
// <link rel="modulepreload"> for each, and for the chunks those import, to
// DIR/index.html, so that none waits for the module that imports it.
// Usage: node scripts/preload-chunks.mjs DIR (after the page is bundled)
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MAIN_SCRIPT = '<script type="module" src="www/bundle/main.js"></script>';
/** The chunks a minified module imports statically (`import{…}from"./chunk-….js"`, `import"./chunk-….js"`). */
const STATIC_IMPORT = /\bimport(?:\s*[\w{][^"']*?\bfrom)?\s*["']\.\/(chunk-[\w-]+\.js)["']/g;

const dir = process.argv[2] ?? 'dist';
const bundle = join(dir, 'www/bundle');

/** Every chunk `file` needs before it runs, in the order first found. */
async function chunksOf(file, found = new Set()) {
  const code = await readFile(join(bundle, file), 'utf8');
  for (const [, chunk] of code.matchAll(STATIC_IMPORT)) {
    if (found.has(chunk)) continue;
    found.add(chunk);
    await chunksOf(chunk, found);
  }
  return found;
}

const chunks = [...(await chunksOf('main.js'))];
const page = join(dir, 'index.html');
const html = await readFile(page, 'utf8');
if (!html.includes(MAIN_SCRIPT)) throw new Error(`${page} does not load www/bundle/main.js as expected`);
const links = chunks.map((chunk) => `<link rel="modulepreload" href="www/bundle/${chunk}" />`);
await writeFile(page, html.replace(MAIN_SCRIPT, [MAIN_SCRIPT, ...links].join('\n    ')));
console.log(`preload: ${chunks.length ? chunks.join(', ') : 'no chunks'}`);
