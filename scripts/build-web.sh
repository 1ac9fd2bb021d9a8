#!/usr/bin/env bash
# Builds the browser game into dist/: the wasm module (wasm-pack, then
# binaryen's wasm-opt from npm), index.html and www/.
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
cp index.html embed.html dist/
cp -r www dist/www
cp -r examples dist/examples
echo "built dist/ ($(du -sh dist | cut -f1))"
