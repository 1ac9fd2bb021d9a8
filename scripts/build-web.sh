#!/usr/bin/env bash
# Builds the browser game into dist/: the wasm modules, full and rules-only
# (wasm-pack, then binaryen's wasm-opt from npm), index.html and www/, the
# page's modules bundled into one, the app icons and web app manifest, the
# single-file copy dist/mancala.html, and last the service worker sw.js with
# the list of every file (offline play). dist/ is the
# whole site: static files with relative URLs, deployable under any path.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh "${1:-web}"
export PATH="$HOME/.cargo/bin:$PATH"

rm -rf dist
# The wasm names the crates' files in its panic messages: by a fixed prefix
# rather than where this machine's CARGO_HOME keeps them, so that the same
# commit builds the same bytes anywhere (releases, and the size budgets).
export RUSTFLAGS="--remap-path-prefix=${CARGO_HOME:-$HOME/.cargo}/registry/src=/crates ${RUSTFLAGS:-}"
# Builds the wasm module into dist/$1 with cargo profile $2, optimises it
# with binaryen's wasm-opt flags $3, and passes cargo the arguments after:
# - pkg/: the full module (rules, engine and matches, optimised for speed),
#   which the search and table workers load when the computer is first
#   needed, and the page when a match is first played;
# - pkg-page/: the game page's own (the rules and comments: 53 KB gzip
#   rather than 93), which it needs before the first move;
# - pkg-rules/: the rules alone, which embedded boards load.
# The last two have their own profile and -Oz until it gains no more: built
# for size, about 20 s more each.
# --no-opt: wasm-pack would run whatever wasm-opt it finds, or download one.
# The producers and target-features sections are for tools, not browsers
# (0.2 KB gzip).
build_module() {
  local out="$1" profile="$2" level="$3"
  shift 3
  wasm-pack build crates/mancala-wasm --target web --no-pack --no-opt --out-dir "../../dist/$out" \
    --profile "$profile" -- --locked "$@"
  # shellcheck disable=SC2086 # $level is one or more wasm-opt flags
  node_modules/.bin/wasm-opt $level --strip-producers --strip-target-features --enable-bulk-memory --enable-sign-ext \
    --enable-nontrapping-float-to-int --enable-mutable-globals --enable-reference-types \
    "dist/$out/mancala_wasm_bg.wasm" -o "dist/$out/mancala_wasm_bg.wasm"
  rm -f "dist/$out/.gitignore"
}
build_module pkg wasm-release -O3
build_module pkg-page wasm-rules '-Oz --converge' --no-default-features --features comments
build_module pkg-rules wasm-rules '-Oz --converge' --no-default-features
cp index.html embed.html manifest.webmanifest dist/
cp -r www dist/www
# The opening books, fetched by the strong levels' first search (www/engine/opening-book.js).
cp -r books dist/books
# The element as one minified module for pages (25 KB gzipped rather than
# 60 KB in ~20 modules), the engine's client and the languages left out
# (scripts/bundle-element.mjs); the modules stay for the npm package.
node scripts/bundle-element.mjs dist
cp -r examples dist/examples
node scripts/icons.mjs dist/icons
node scripts/minify-html.mjs dist/index.html
# A site for a static host may name the live play server it uses
# (MANCALA_LIVE_SERVER=wss://host/path/live/v1): the page's meta and CSP.
node scripts/live-server.mjs dist/index.html
node scripts/csp-hashes.mjs dist/index.html
node scripts/single-file.mjs dist
# The game page's modules as one minified module, www/bundle/main.js, which
# index.html loads: one request rather than ~30, none waiting for the module
# that imports it. Modules imported on demand (import()) stay separate
# chunks next to it. www/bundle/ sits as deep as www/engine/, so the URLs the
# modules make relative to themselves (the workers, sw.js) hold in it.
node_modules/.bin/esbuild dist/www/main.js --bundle --splitting --minify --format=esm \
  --log-level=warning --outdir=dist/www/bundle --chunk-names=[name]-[hash]
# The code the page shares with those chunks (the wasm bindings, the board,
# i18n) comes in chunks main.js imports: the page preloads them with it.
node scripts/preload-chunks.mjs dist
# Each worker likewise, in place of its module (same URL, so the page and
# the element start it as before, and its .wasm URL still holds). After
# single-file.mjs, which bundles the page and the workers from the modules.
node_modules/.bin/esbuild dist/www/engine/worker.js dist/www/engine/tables-worker.js --bundle --minify --format=esm \
  --log-level=warning --outdir=dist/www/engine --allow-overwrite
# The page's styles minified in place: without comments and spaces, 1.6 KB
# gzip less (www/style.css stays the readable source; the single file
# minifies its own copy).
node_modules/.bin/esbuild dist/www/style.css --minify --log-level=warning \
  --outfile=dist/www/style.css --allow-overwrite
# Keep this last: the service worker lists every file of dist/ with its hash.
node scripts/precache-manifest.mjs dist
echo "built dist/ ($(du -sh dist | cut -f1))"
