#!/usr/bin/env bash
# Builds the browser game into dist/ and the server, then serves both on
# http://localhost:8080/ (set PORT to change the port, HOST the address):
# the site and live play (mancala serve, crates/mancala-server), its games
# kept in .live/games.db (set LIVE_DB for another file). Installs what the
# build needs and lacks.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh
bash scripts/build-server.sh
db=${LIVE_DB:-.live/games.db}
mkdir -p "$(dirname "$db")"
# The server takes this script's place, as the child of whatever started it,
# and stops when that process ends, however it is ended (--parent): nothing
# is left serving after it. package.json's "start" execs this script, so
# that npm's `sh -c` does not stand between: npm forwards SIGINT and SIGTERM
# to its child, which a shell in between took and died of, leaving the server.
exec target/release/mancala serve --site dist --db "$db" --port "${PORT:-8080}" \
  --host "${HOST:-127.0.0.1}" --parent "$PPID"
