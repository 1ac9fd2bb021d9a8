#!/usr/bin/env bash
# Runs every test of the project, installing what is missing first
# (scripts/ensure-tools.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh test
export PATH="$HOME/.cargo/bin:$PATH"

echo "== Rust: rules, notation, perft fixtures, properties, fuzz harness, engine, CLI"
cargo test --workspace --locked

echo "== Cross-checks: random games against independent implementations of the rules"
cargo build --release --locked -p mancala-cli
export MANCALA_CLI="$PWD/target/release/mancala"
python3 tools/crosscheck/reference_rules.py examples crates/mancala/tests/fixtures/rules-examples.md
python3 tools/crosscheck/reference_rules.py diff oware 300 1 --cli "$MANCALA_CLI"
python3 tools/crosscheck/reference_rules.py diff ayoayo 300 2 --cli "$MANCALA_CLI"
if ! python3 -c 'import pyspiel' 2>/dev/null; then
  echo "ensure-tools: pip install open-spiel (the independent Oware referee)"
  python3 -m pip install --quiet --disable-pip-version-check open-spiel
fi
python3 tools/crosscheck/openspiel_oware.py diff 300 3 --cli "$MANCALA_CLI"

echo "== wasm bindings in headless Chromium"
CHROMEDRIVER=/usr/bin/chromedriver wasm-pack test --headless --chrome crates/mancala-wasm --locked

echo "== The game in headless Chromium"
bash scripts/test-e2e.sh
