#!/usr/bin/env bash
# Builds the project and starts a game. The browser game arrives with the web
# front end; until then this starts a two-player game in the terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked -p mancala-cli
exec target/release/mancala play "$@"
