#!/usr/bin/env node
// Checks which folders of www/ import which: the layers point one way.
// esbuild (a dependency already) reads every module under www/ and lists
// each import it finds, static or dynamic; a rule below is broken by any
// import from a folder to one it may not use. Prints the broken rules and
// exits 1, else prints the folder graph.
// Usage: node scripts/check-imports.mjs [--mermaid]
//   --mermaid  print the folder graph as a Mermaid flowchart instead
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The layer a module belongs to: its folder under www/ (the two workers
 * count as 'worker', main.js as 'main'), or the wasm module's folder: 'pkg'
 * (rules and engine), 'pkg-page' (the game page's: no engine) or
 * 'pkg-rules' (the embedded boards': rules alone).
 * @param {string} path relative to the repository
 */
function layerOf(path) {
  if (/^pkg(-page|-rules)?\//.test(path)) return path.split('/')[0];
  if (/^www\/engine\/(tables-)?worker\.js$/.test(path)) return 'worker';
  if (path === 'www/main.js') return 'main';
  return path.split('/')[1];
}

/** The wasm modules are built into dist/, not found beside www/: named, not read. */
const wasmModules = {
  name: 'wasm-modules',
  setup(bundle) {
    bundle.onResolve({ filter: /\/pkg(-page|-rules)?\/mancala_wasm\.js$/ }, ({ path }) => ({
      path: path.slice(path.search(/pkg(-page|-rules)?\//)),
      external: true,
    }));
  },
};

/**
 * What each layer may import (besides itself). The page (app/) is main.js's
 * alone; the board is a component that knows neither the game nor the
 * page's translations; the embed, the features and the workers build on
 * the shared folders only. Each loads its wasm module: the page its own
 * (pkg-page, no engine), the embed the rules alone, the engine's folder
 * the full one (its workers', and matches on the page's thread).
 */
const ALLOWED = {
  main: ['app', 'game', 'engine', 'board', 'i18n', 'learn', 'endgames', 'puzzles', 'review', 'pkg-page'],
  app: ['game', 'engine', 'board', 'i18n', 'live', 'pkg-page'],
  live: ['game', 'board', 'i18n', 'pkg-page'],
  learn: ['game', 'board', 'i18n', 'pkg-page'],
  puzzles: ['game', 'board', 'i18n', 'pkg-page'],
  endgames: ['game', 'engine', 'board', 'i18n', 'pkg-page'],
  review: ['game', 'engine', 'board', 'i18n', 'pkg-page'],
  embed: ['game', 'engine', 'board', 'i18n', 'pkg-rules'],
  game: ['board', 'i18n'],
  engine: ['game', 'pkg'],
  worker: ['engine', 'game', 'pkg'],
  board: [],
  i18n: [],
};

/** Every JavaScript module under www/, relative to the repository. */
function modules(dir = join(ROOT, 'www')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.js') ? [relative(ROOT, path)] : [];
  });
}

/** Every import between two modules of the repository: [from, to] paths. */
async function imports() {
  const { metafile } = await build({
    entryPoints: modules().map((path) => join(ROOT, path)),
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: 'out',
    splitting: true,
    logLevel: 'silent',
    plugins: [wasmModules],
  });
  return Object.entries(metafile.inputs).flatMap(([from, input]) => input.imports.map((edge) => [from, edge.path]));
}

const edges = await imports();
/** Folder to folder: the number of imports. */
const graph = new Map();
const broken = [];
for (const [from, to] of edges) {
  const [source, target] = [layerOf(from), layerOf(to)];
  if (source === target) continue;
  const key = `${source} -> ${target}`;
  graph.set(key, (graph.get(key) ?? 0) + 1);
  const allowed = ALLOWED[source];
  if (!allowed) broken.push(`${from}: ${source}/ is not a known layer of scripts/check-imports.mjs`);
  else if (!allowed.includes(target)) broken.push(`${from} imports ${to}: ${source} may not use ${target}`);
}

if (broken.length) {
  console.error(`check-imports: ${broken.length} import(s) break the layers:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
const lines = [...graph].sort(([a], [b]) => a.localeCompare(b));
if (process.argv.includes('--mermaid')) {
  console.log('flowchart TD');
  for (const [key, count] of lines) console.log(`  ${key.replace(' -> ', ` -->|${count}| `)}`);
} else {
  console.log(`check-imports: ${edges.length} imports, every one within the layers:`);
  for (const [key, count] of lines) console.log(`  ${key} (${count})`);
}
