#!/usr/bin/env bash
# Runs browser tests in Debian's browsers: builds dist/ when it is missing or
# older than a source, serves it on a free port, runs the test files with
# node's test runner in each engine and stops the server. Exits non-zero if
# any test fails. Set SCREENSHOT_DIR to also save screenshots there.
#
# Usage: test-e2e.sh [TEST_FILE...]. Given files run in the engine BROWSER
# names (chromium, the default; firefox; webkit). Without files, every
# tests/e2e/*.test.mjs runs in headless Chromium, then in Firefox ESR and
# in WebKitGTK (under Xvfb), driven through WebDriver
# (tests/e2e/webdriver-page.mjs); each engine runs whatever the one before
# it found.
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
# there.

# run ENGINE FILE...: the files in one engine.
run() {
  local engine=$1
  shift
  echo "== Browser: $* in $engine against $url"
  if [ "$engine" = webkit ]; then
    # WebKitGTK's MiniBrowser has no headless mode: a virtual display. With
    # no window manager the keyboard's focus follows the pointer, which
    # stays at the screen's centre: a 640×480 screen keeps it inside every
    # window the tests size (at least 450 px wide and 320 tall; a narrower
    # viewport is a frame inside one), or a page resized away from it would
    # lose the focus (and its :focus-visible rings).
    BROWSER=$engine BASE_URL=$url xvfb-run -a -s '-screen 0 640x480x24' node --test --test-concurrency=1 "$@"
  else
    BROWSER=$engine BASE_URL=$url node --test --test-concurrency=1 "$@"
  fi
}

if [ $# -gt 0 ]; then
  run "${BROWSER:-chromium}" "$@"
  exit
fi
export PATH="$HOME/.cargo/bin:$PATH" # geckodriver
# Every engine runs even when one before it failed, so that one run reports
# all three; the script fails if any did.
failed=()
run chromium tests/e2e/*.test.mjs || failed+=(chromium)
run firefox tests/e2e/*.test.mjs || failed+=(firefox)
run webkit tests/e2e/*.test.mjs || failed+=(webkit)
if [ ${#failed[@]} -gt 0 ]; then
  echo "test-e2e: tests failed in ${failed[*]}" >&2
  exit 1
fi
