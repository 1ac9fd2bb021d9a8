#!/usr/bin/env bash
# Builds the browser game into dist/: the wasm module (wasm-pack, then
# Debian's wasm-opt), index.html and www/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh "${1:-web}"
export PATH="$HOME/.cargo/bin:$PATH"

rm -rf dist
wasm-pack build crates/mancala-wasm --target web --no-pack --out-dir ../../dist/pkg \
  --profile wasm-release -- --locked
wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
  --enable-mutable-globals dist/pkg/mancala_wasm_bg.wasm -o dist/pkg/mancala_wasm_bg.wasm
rm -f dist/pkg/.gitignore
cp index.html dist/
cp -r www dist/www
echo "built dist/ ($(du -sh dist | cut -f1))"
