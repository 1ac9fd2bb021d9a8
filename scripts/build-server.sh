#!/usr/bin/env bash
# Builds the `mancala` binary that serves the site and live play
# (target/release/mancala; cargo rebuilds only what changed).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release --locked --quiet -p mancala-cli
