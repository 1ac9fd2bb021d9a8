#!/usr/bin/env bash
# Builds dist/ (scripts/build-web.sh) when it is missing or older than one of
# its sources; otherwise only checks the tools. Usage: ensure-dist.sh [web|test]
set -euo pipefail
cd "$(dirname "$0")/.."
need=${1:-web}

built=dist/pkg/mancala_wasm_bg.wasm
if [ ! -f "$built" ] || [ ! -f dist/pkg-rules/mancala_wasm_bg.wasm ] || [ ! -f dist/pkg-page/mancala_wasm_bg.wasm ] || [ ! -f dist/index.html ] ||
  [ -n "$(find index.html embed.html examples sw.js manifest.webmanifest www crates Cargo.lock \
    scripts/build-web.sh scripts/bundle-element.mjs scripts/preload-chunks.mjs scripts/icons.mjs \
    scripts/csp-hashes.mjs scripts/minify-html.mjs scripts/single-file.mjs \
    scripts/single-file scripts/precache-manifest.mjs -type f -newer "$built" -print -quit)" ]; then
  bash scripts/build-web.sh "$need"
else
  bash scripts/ensure-tools.sh "$need"
fi
