#!/usr/bin/env node
// Writes DIR/sw.js (default dist/): the service worker source (sw.js at the
// repository root) with the list of every file of the built site, each with
// the SHA-256 of its content, and a version made of those hashes. A build
// that changes any file therefore changes sw.js, which is how browsers learn
// of a new version. Left out: sw.js itself and mancala.html, the single-file
// copy of the game, which the site does not use.
// Usage: node scripts/precache-manifest.mjs [DIR]
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const NOT_PRECACHED = new Set(['sw.js', 'mancala.html']);
const PLACEHOLDER = "{ version: 'unbuilt', files: [] }";

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The precache list of the site in `dir`: `{version, files: [{url, hash}]}`. */
async function precacheManifest(dir) {
  const files = [];
  for (const url of await filesUnder(dir)) {
    if (!NOT_PRECACHED.has(url)) files.push({ url, hash: sha256(await readFile(join(dir, url))) });
  }
  const version = sha256(files.map(({ url, hash }) => `${url} ${hash}\n`).join('')).slice(0, 16);
  return { version, files };
}

async function main() {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const source = await readFile(new URL('../sw.js', import.meta.url), 'utf8');
  if (source.split(PLACEHOLDER).length !== 2) throw new Error(`sw.js must contain ${PLACEHOLDER} exactly once`);
  const manifest = await precacheManifest(dir);
  await writeFile(join(dir, 'sw.js'), source.replace(PLACEHOLDER, JSON.stringify(manifest)));
  console.log(`precache: ${manifest.files.length} files, version ${manifest.version}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`precache-manifest: ${error.message}`);
    process.exit(1);
  });
}
