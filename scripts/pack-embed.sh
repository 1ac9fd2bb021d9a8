#!/usr/bin/env bash
# Packs the <mancala-board> element as an npm package: assembles
# dist/package/ from the built site (scripts/build-web.sh, run first if
# dist/ is missing) with only the modules the element loads, both wasm
# modules (rules-only for the boards, full for the computer's worker), the
# opening books, a package.json of its own (the version is the project's,
# scripts/version.mjs), packaging/embed/README.md and the licence texts,
# then runs `npm pack` into dist/. Prints the tarball's path.
# Usage: pack-embed.sh [DIR]: DIR/package/ and the tarball in DIR rather
# than dist/ (the browser tests pack their own, several at once).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/pkg-rules/mancala_wasm_bg.wasm ] || bash scripts/build-web.sh >&2

into=${1:-dist}
out=$into/package
rm -rf "$out" "$into"/mancala-board-*.tgz
mkdir -p "$out/www" "$out/pkg" "$out/pkg-rules"
# The element, the board, the game's helpers and the engine's client; never
# the page (www/app/), which the element does not import.
cp -r dist/www/embed dist/www/board dist/www/game dist/www/engine "$out/www/"
rm "$out/www/embed/frame.js" "$out/www/embed/frame.min.js" "$out/www/embed/frame.css"
# Play mode against the computer: the workers as modules (dist/ has each
# bundled into one file).
cp www/engine/worker.js www/engine/tables-worker.js "$out/www/engine/"
# The element's texts in every language (not the page's: locales/shared/).
mkdir -p "$out/www/i18n/locales"
cp dist/www/i18n/i18n.js dist/www/i18n/languages.js "$out/www/i18n/"
cp -r dist/www/i18n/locales/shared "$out/www/i18n/locales/"
cp dist/pkg/mancala_wasm.js dist/pkg/mancala_wasm_bg.wasm "$out/pkg/"
cp dist/pkg-rules/mancala_wasm.js dist/pkg-rules/mancala_wasm_bg.wasm "$out/pkg-rules/"
# The opening books the computer's strong and maximum levels fetch.
cp -r dist/books "$out/"
cp packaging/embed/README.md LICENSE-MIT LICENSE-APACHE "$out/"

node --input-type=module - "$out" "$(node scripts/version.mjs)" <<'JS'
import { readFileSync, writeFileSync } from 'node:fs';
const root = JSON.parse(readFileSync('package.json', 'utf8'));
const [out, version] = process.argv.slice(2);
const manifest = {
  name: 'mancala-board',
  version,
  description: 'A live Oware and Ayoayo board for any web page: <mancala-board>, rules in WebAssembly.',
  license: root.license,
  repository: { type: 'git', url: 'git+https://github.com/oware-ayoayo/mancala.git' },
  homepage: 'https://oware-ayoayo.github.io/mancala/',
  type: 'module',
  exports: { '.': './www/embed/mancala-board.js', './package.json': './package.json' },
  // Importing the module defines the element.
  sideEffects: ['./www/embed/mancala-board.js'],
  files: ['www', 'pkg', 'pkg-rules', 'books', 'README.md', 'LICENSE-MIT', 'LICENSE-APACHE'],
  keywords: ['mancala', 'oware', 'ayoayo', 'web-component', 'custom-element', 'wasm'],
};
writeFileSync(`${out}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
JS

tarball=$(cd "$into" && npm pack ./package --silent)
echo "$into/$tarball"
