#!/usr/bin/env bash
# Runs browser tests in Debian's headless Chromium: builds dist/ when it is
# missing or older than a source, serves it on a free port, runs the test
# files given (default: every tests/e2e/*.test.mjs) with node's test runner
# and stops the server. Exits non-zero if any test fails. Set SCREENSHOT_DIR
# to also save screenshots there. Usage: test-e2e.sh [TEST_FILE...]
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

if [ $# -eq 0 ]; then
  set -- tests/e2e/*.test.mjs
fi
echo "== Browser: $* in Chromium against $url"
BASE_URL=$url node --test --test-concurrency=1 "$@"
