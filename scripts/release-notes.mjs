#!/usr/bin/env node
// Prints the release notes of VERSION in Markdown: its CHANGELOG.md entry,
// then the <mancala-board> element from a CDN, as a page without a build
// step embeds it: the script tag of each entry module of the packed
// package (PACKAGE_DIR, scripts/pack-embed.sh's dist/package/), pinned to
// VERSION, with its Subresource Integrity hash. scripts/release.sh writes
// them to release/vVERSION/RELEASE-NOTES.md.
// Usage: node scripts/release-notes.mjs VERSION PACKAGE_DIR
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The element's entry modules in the package: one minified module, or the separate modules. */
export const ENTRY_SCRIPTS = ['www/embed/mancala-board.min.js', 'www/embed/mancala-board.js'];

/** The Subresource Integrity value of `bytes`: `sha384-` and the digest in base64. */
export const integrity = (/** @type {Buffer | string} */ bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The text of `version`'s entry in the CHANGELOG.md text `changelog`, its heading left out. */
export function changelogEntry(changelog, version) {
  const [, after] = changelog.split(new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\] - .*$`, 'm'));
  if (after === undefined) throw new Error(`CHANGELOG.md has no entry for ${version}`);
  return after.split(/^## |^\[[^\]]+\]: /m)[0].trim();
}

/**
 * The release notes of `version`: the changelog's entry, then the CDN form
 * of the element with the hash of each entry module, `hashes` by path.
 * @param {string} version
 * @param {string} changelog
 * @param {Record<string, string>} hashes
 */
export function releaseNotes(version, changelog, hashes) {
  const tag = (/** @type {string} */ path) =>
    `<script type="module" src="https://cdn.jsdelivr.net/npm/mancala-board@${version}/${path}"\n  integrity="${hashes[path]}" crossorigin="anonymous"></script>`;
  return `${changelogEntry(changelog, version)}

## \`<mancala-board>\` from a CDN

Without a build step, load the element from any CDN that serves npm
packages with CORS (jsDelivr, unpkg), pinned to this version, with the
entry module's hash (packaging/embed/README.md):

\`\`\`html
${tag(ENTRY_SCRIPTS[0])}
<mancala-board variant="oware" mode="play" level="casual"></mancala-board>
\`\`\`

or the separate modules:

\`\`\`html
${tag(ENTRY_SCRIPTS[1])}
\`\`\`
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [version, dir] = process.argv.slice(2);
  if (!version || !dir) {
    console.error('usage: release-notes.mjs VERSION PACKAGE_DIR');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const hashes = Object.fromEntries(ENTRY_SCRIPTS.map((path) => [path, integrity(readFileSync(join(dir, path)))]));
  process.stdout.write(releaseNotes(version, readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), hashes));
}
