#!/usr/bin/env bash
# Builds the browser game into dist/ and serves it on http://localhost:8080/
# (set PORT to change the port). Installs what the build needs and lacks.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh
# The server takes this script's place, as the child of whatever started it,
# and stops when that process ends, however it is ended: nothing is left
# serving after it. package.json's "start" execs this script, so that npm's
# `sh -c` does not stand between: npm forwards SIGINT and SIGTERM to its
# child, which a shell in between took and died of, leaving the server.
exec node scripts/serve.mjs --parent "$PPID"
