#!/usr/bin/env bash
# Runs every test of the project. Installs nothing that is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Rust: rules, notation, perft fixtures, properties, fuzz harness, CLI"
cargo test --workspace --locked
