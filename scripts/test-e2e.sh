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
# WebDriver (tests/e2e/webdriver-page.mjs); each engine runs whatever the
# one before it found.
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

# The files that run in Firefox and WebKit too: every file whose tests
# the engines can do, through the WebDriver adapter (whole games by mouse
# and keyboard, the workers and the wasm posted to them, the books and
# endgame tables, Intl and the six languages, the puzzles, lessons and
# review, focus rings, the accessibility tree and axe, the wasm boundary,
# games by link and the clipboard, display settings, records and their
# downloads, matches, sound, storage and two tabs, live games against a
# real server, the element from a CDN's origin, the page's weight, phones'
# viewports, and the screenshots taken when SCREENSHOT_DIR is set). The
# adapter sees and steers the network through a proxy of the page's
# origin, and gives a viewport narrower than the engine's windows by an
# iframe of that size.
# A test inside them that needs what the engine or WebDriver cannot give
# (touch, an emulated colour scheme) says so and is skipped there. The
# files left to Chromium alone: the element and its package (embed,
# embed-package), offline and the service worker (offline).
webdriver_files=(
  tests/e2e/play.test.mjs
  tests/e2e/computer.test.mjs
  tests/e2e/languages.test.mjs
  tests/e2e/puzzles.test.mjs
  tests/e2e/learn.test.mjs
  tests/e2e/review.test.mjs
  tests/e2e/a11y.test.mjs
  tests/e2e/boundary.test.mjs
  tests/e2e/correspondence.test.mjs
  tests/e2e/display.test.mjs
  tests/e2e/layout.test.mjs
  tests/e2e/interchange.test.mjs
  tests/e2e/match.test.mjs
  tests/e2e/records.test.mjs
  tests/e2e/sound.test.mjs
  tests/e2e/features.test.mjs
  tests/e2e/live-endings.test.mjs
  tests/e2e/live.test.mjs
  tests/e2e/live-static-host.test.mjs
  tests/e2e/embed-cdn.test.mjs
  tests/e2e/screenshots.test.mjs
  tests/e2e/page-weight.test.mjs
  tests/e2e/phones.test.mjs
  tests/e2e/embed-phone.test.mjs
)

# run ENGINE FILE...: the files in one engine.
run() {
  local engine=$1
  shift
  echo "== Browser: $* in $engine against $url"
  if [ "$engine" = webkit ]; then
    # WebKitGTK's MiniBrowser has no headless mode: a virtual display. With
    # no window manager the keyboard's focus follows the pointer, which
    # stays at the screen's centre: a 640×480 screen keeps it inside every
    # window the tests size (360×740 the smallest), or a page resized away
    # from it would lose the focus (and its :focus-visible rings).
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
run firefox "${webdriver_files[@]}" || failed+=(firefox)
run webkit "${webdriver_files[@]}" || failed+=(webkit)
if [ ${#failed[@]} -gt 0 ]; then
  echo "test-e2e: tests failed in ${failed[*]}" >&2
  exit 1
fi
