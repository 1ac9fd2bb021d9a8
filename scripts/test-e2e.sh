#!/usr/bin/env bash
# Runs browser tests in Debian's browsers: builds dist/ when it is missing or
# older than a source, serves it on a free port, runs the test files with
# node's test runner in each engine and stops the server. Exits non-zero if
# any test fails. Set SCREENSHOT_DIR to also save screenshots there.
#
# Usage: test-e2e.sh [TEST_FILE...]. Given files run in the engine BROWSER
# names (chromium, the default; firefox; webkit). Without files, every
# tests/e2e/*.test.mjs runs in headless Chromium, in Firefox ESR and in
# WebKitGTK (under Xvfb), the last two driven through WebDriver
# (tests/e2e/webdriver-page.mjs).
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

# Every file runs in each engine: Firefox and WebKit through the WebDriver
# adapter (tests/e2e/webdriver-page.mjs), which sees and steers the network
# through a proxy of the page's origin and gives a viewport narrower than
# the engine's windows (a phone's) by an iframe of that size. A test that
# needs what an engine or WebDriver cannot give (touch, an emulated colour
# scheme, CDP, a worker's end seen from outside) says so and is skipped
# there. No file is left out of an engine.
#
# Given files run one at a time (the benchmarks among them time the page);
# the whole suite runs E2E_LANES files at once (3 by default), of all three
# engines in turn (scripts/run-browser-tests.mjs). TEST_TIMES names a file
# to which each file's engine and time are added (scripts/test.sh's table).
export PATH="$HOME/.cargo/bin:$PATH" # geckodriver
times=()
[ -n "${TEST_TIMES:-}" ] && times=(--times "$TEST_TIMES")
if [ $# -gt 0 ]; then
  node scripts/run-browser-tests.mjs --base-url "$url" --engines "${BROWSER:-chromium}" "${times[@]}" "$@"
  exit
fi
node scripts/run-browser-tests.mjs --base-url "$url" --engines chromium,firefox,webkit \
  --lanes "${E2E_LANES:-3}" "${times[@]}" tests/e2e/*.test.mjs
