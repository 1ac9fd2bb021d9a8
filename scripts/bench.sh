#!/usr/bin/env bash
# The project's benchmarks (npm run bench): speeds and timings that depend on
# how busy the machine is, so they are measured here and reported in closing
# notes, never asserted by npm test. Each section prints its numbers and
# checks its floors: natively, perft within 1.2 times the time of its
# copy-make yardstick, measured side by side in one run; live play's relay
# time and server memory under 10000 games; in the browser, each page's
# first board frame within 1.25 times that of the game's renderer on a bare
# page and that within 1.5 times a bare page's, loaded alternately in one
# run, frame rate, wasm at 0.75 of the native search speed and the main
# thread while the computer thinks; Lighthouse's mobile run of every page
# (performance 100, largest contentful paint within 2.5 s), Lighthouse
# installed here only (tools/lighthouse/, its own lock file: 185 MB that
# npm test does not need; its package.json pins by "overrides" the two
# dependencies that a dependency of Lighthouse asks for at "latest", so that
# npm ci still accepts the lock file when the registry's latest moves on).
# Every section runs, and the script exits non-zero if a floor was missed.
# Run it on a quiet machine.
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

echo "== Browser: first frame against the renderer's page and that against a bare page's (game, examples, embed.html), frame rate, main thread, wasm against native"
bash scripts/test-e2e.sh tests/bench/*.bench.mjs || missed=1

echo "== Lighthouse, mobile (slow 4G, a 4x slower processor): performance 100 and the largest contentful paint within 2.5 s on every page"
if [ ! -d tools/lighthouse/node_modules ] || [ tools/lighthouse/package-lock.json -nt tools/lighthouse/node_modules ]; then
  npm ci --prefix tools/lighthouse --no-audit --no-fund --ignore-scripts
fi
node tools/lighthouse/run.mjs || missed=1

exit "$missed"
