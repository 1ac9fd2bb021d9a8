#!/usr/bin/env bash
# Runs browser tests in Debian's browsers: builds dist/ when it is missing or
# older than a source, serves it on a free port, runs the test files with
# node's test runner in each engine and stops the server. Exits non-zero if
# any test fails. Set SCREENSHOT_DIR to also save screenshots there.
#
# Usage: test-e2e.sh [TEST_FILE...]. Given files run in the engine BROWSER
# names (chromium, the default; firefox; webkit). Without files, every
# tests/e2e/*.test.mjs runs in headless Chromium, then the files below in
# Firefox ESR and in WebKitGTK (under Xvfb), which they drive through
# WebDriver (tests/e2e/webdriver-page.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-dist.sh test

log=$(mktemp)
PORT=0 node scripts/serve.mjs --parent $$ >"$log" 2>&1 &
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

# The files that run in Firefox and WebKit too: those that exercise what
# differs between engines (canvas and pointer input, keyboard and focus,
# workers and wasm, Intl, storage), passing there three runs in a row. The
# rest (the network's events, offline and the service worker's internals,
# downloads, touch, phones' emulation) need playwright's Chromium.
webdriver_files=(
  tests/e2e/play.test.mjs
)

# run ENGINE FILE...: the files in one engine.
run() {
  local engine=$1
  shift
  echo "== Browser: $* in $engine against $url"
  if [ "$engine" = webkit ]; then
    # WebKitGTK's MiniBrowser has no headless mode: a virtual display.
    BROWSER=$engine BASE_URL=$url xvfb-run -a node --test --test-concurrency=1 "$@"
  else
    BROWSER=$engine BASE_URL=$url node --test --test-concurrency=1 "$@"
  fi
}

if [ $# -gt 0 ]; then
  run "${BROWSER:-chromium}" "$@"
  exit
fi
export PATH="$HOME/.cargo/bin:$PATH" # geckodriver
run chromium tests/e2e/*.test.mjs
run firefox "${webdriver_files[@]}"
run webkit "${webdriver_files[@]}"
