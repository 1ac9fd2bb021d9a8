#!/usr/bin/env bash
# Runs the browser tests (tests/e2e) in Debian's headless Chromium: builds
# dist/ when it is missing or older than a source, serves it on a free port,
# runs the tests with node's test runner and stops the server. Exits non-zero
# if any test fails. Set SCREENSHOT_DIR to also save screenshots there.
set -euo pipefail
cd "$(dirname "$0")/.."

built=dist/pkg/mancala_wasm_bg.wasm
if [ ! -f "$built" ] || [ ! -f dist/index.html ] ||
  [ -n "$(find index.html embed.html examples www crates Cargo.lock -type f -newer "$built" -print -quit)" ]; then
  bash scripts/build-web.sh test
else
  bash scripts/ensure-tools.sh test
fi

log=$(mktemp)
PORT=0 node scripts/serve.mjs >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$log"' EXIT

url=
for _ in $(seq 100); do
  url=$(grep -o 'http://[^ ]*/' "$log" || true)
  [ -n "$url" ] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$url" ]; then
  echo "test-e2e: the server did not start:" >&2
  cat "$log" >&2
  exit 1
fi

echo "== Browser: end-to-end tests in Chromium against $url"
BASE_URL=$url node --test --test-concurrency=1 tests/e2e/*.test.mjs
