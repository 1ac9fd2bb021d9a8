#!/usr/bin/env bash
# The project's benchmarks (npm run bench): speeds and timings that depend on
# how busy the machine is, so they are measured here and reported in closing
# notes, never asserted by npm test. Each section prints its numbers; the
# browser benchmarks also check their floors (first frame, frame rate, the
# wasm/native speed ratio, the main thread while the computer thinks) and the
# script exits non-zero if one is missed. Run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh test
export PATH="$HOME/.cargo/bin:$PATH"

cargo build --release --locked -p mancala-cli
export MANCALA_CLI="$PWD/target/release/mancala"

echo "== Native: perft, random games and relays (rules), nodes per second and depth in 1 s (search)"
"$MANCALA_CLI" bench

echo "== Browser: first frame (game and embeds), frame rate, main thread, wasm against native"
bash scripts/test-e2e.sh tests/bench/*.bench.mjs
