#!/usr/bin/env bash
# The project's benchmarks (npm run bench): speeds and timings that depend on
# how busy the machine is, so they are measured here and reported in closing
# notes, never asserted by npm test. Each section prints its numbers and
# checks its floors: natively, perft within 1.2 times the time of its
# copy-make yardstick, measured side by side in one run; live play's relay
# time and server memory under 10000 games; in the browser, the
# first frame within 1.5 times a bare page's, loaded alternately in one run,
# frame rate, the wasm/native speed ratio and the main thread while the
# computer thinks. Every section runs, and the script exits non-zero
# if a floor was missed. Run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh test
export PATH="$HOME/.cargo/bin:$PATH"

cargo build --release --locked -p mancala-cli
export MANCALA_CLI="$PWD/target/release/mancala"

missed=0

echo "== Native: perft against its yardstick, random games and relays (rules), nodes per second and depth in 1 s (search)"
"$MANCALA_CLI" bench --max-perft-ratio 1.2 || missed=1

echo "== Live play: 10000 games (or as many as one process's open files let one server hold) over sockets on 127.0.0.1, a move to the opponent within 50 ms at p99, the server under 1 GB"
"$MANCALA_CLI" bench live --seconds 60 --max-p99 50 --max-memory 1024 || missed=1

echo "== Browser: first frame against a bare page's (game, examples, embed.html), frame rate, main thread, wasm against native"
bash scripts/test-e2e.sh tests/bench/*.bench.mjs || missed=1

exit "$missed"
