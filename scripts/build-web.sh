#!/usr/bin/env bash
# Builds the browser game into dist/: the wasm module (wasm-pack, then
# binaryen's wasm-opt from npm), index.html and www/, the app icons and web
# app manifest, the single-file copy dist/mancala.html, and last the service
# worker sw.js with the list of every file (offline play). dist/ is the
# whole site: static files with relative URLs, deployable under any path.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh "${1:-web}"
export PATH="$HOME/.cargo/bin:$PATH"

rm -rf dist
# --no-opt: wasm-pack would run whatever wasm-opt it finds, or download one.
wasm-pack build crates/mancala-wasm --target web --no-pack --no-opt --out-dir ../../dist/pkg \
  --profile wasm-release -- --locked
node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-sign-ext \
  --enable-nontrapping-float-to-int --enable-mutable-globals --enable-reference-types \
  dist/pkg/mancala_wasm_bg.wasm -o dist/pkg/mancala_wasm_bg.wasm
rm -f dist/pkg/.gitignore
cp index.html embed.html manifest.webmanifest dist/
cp -r www dist/www
cp -r examples dist/examples
node scripts/icons.mjs dist/icons
node scripts/csp-hashes.mjs dist/index.html
node scripts/single-file.mjs dist
# Keep this last: the service worker lists every file of dist/ with its hash.
node scripts/precache-manifest.mjs dist
echo "built dist/ ($(du -sh dist | cut -f1))"
