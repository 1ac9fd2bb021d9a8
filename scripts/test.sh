#!/usr/bin/env bash
# Runs every test of the project, installing what is missing first
# (scripts/ensure-tools.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh test
export PATH="$HOME/.cargo/bin:$PATH"

echo "== Rust: rules, notation, perft fixtures, properties, fuzz harness, engine, CLI"
cargo test --workspace --locked

echo "== wasm bindings in headless Chromium"
CHROMEDRIVER=/usr/bin/chromedriver wasm-pack test --headless --chrome crates/mancala-wasm -- --locked
