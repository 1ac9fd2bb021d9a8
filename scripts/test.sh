#!/usr/bin/env bash
# Runs every test of the project, installing what is missing first
# (scripts/ensure-tools.sh). Only behaviour is asserted here, so that a slow,
# loaded machine passes too; speeds and timings are npm run bench's. It ends,
# passed or not, with a table of where the time went: each phase, and the
# slowest browser test files of each engine (scripts/test-times.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

times_dir=target/test-times
rm -rf "$times_dir"
mkdir -p "$times_dir"
export TEST_TIMES="$PWD/$times_dir/browser.tsv"
phase_name=
phase_start=
# phase NAME [WHAT]: ends the phase before (its time into the table) and
# starts NAME, saying what it tests; with no NAME, only ends the last one.
phase() {
  if [ -n "$phase_name" ]; then
    printf '%s\t%s\n' "$phase_name" $((SECONDS - phase_start)) >>"$times_dir/phases.tsv"
  fi
  phase_name=${1:-}
  phase_start=$SECONDS
  if [ -n "$phase_name" ]; then echo "== $phase_name${2:+: $2}"; fi
}
trap 'phase; node scripts/test-times.mjs "$times_dir"' EXIT

phase Tools "what is missing installed (scripts/ensure-tools.sh)"
bash scripts/ensure-tools.sh test
export PATH="$HOME/.cargo/bin:$PATH"

phase Lint "rustfmt, clippy (the page's and the rules-only wasm modules too) and rustdoc with warnings denied"
cargo fmt --all --check
cargo clippy --workspace --all-targets --locked -- -D warnings
# The game page's module and the rules-only one of embedded boards
# (build-web.sh, every npm start) are built without the engine: warned of
# nothing either.
cargo clippy -p mancala-wasm --target wasm32-unknown-unknown --no-default-features --features comments --locked -- -D warnings
cargo clippy -p mancala-wasm --target wasm32-unknown-unknown --no-default-features --locked -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked --quiet

phase "Workflows" ".github/workflows/ valid against the GitHub Actions workflow schema"
.venv/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

phase "Rust" "rules, notation, perft fixtures, properties, fuzz harness, engine, CLI"
cargo test --workspace --locked

phase "Cross-checks" "random games against independent implementations of the rules"
# The command-line binary cargo test has just built (the rules crates are
# optimised in test builds too): the release build would take two minutes
# more and check nothing that differs. The live play tests below run it too.
cargo build --locked -p mancala-cli
export MANCALA_CLI="$PWD/target/debug/mancala"
python3 tools/crosscheck/reference_rules.py examples  # its default: the worked examples the Rust tests read
python3 tools/crosscheck/reference_rules.py diff oware 300 1 --cli "$MANCALA_CLI"
python3 tools/crosscheck/reference_rules.py diff ayoayo 300 2 --cli "$MANCALA_CLI"
.venv/bin/python tools/crosscheck/openspiel_oware.py diff 300 3 --cli "$MANCALA_CLI"

phase "wasm bindings" "in headless Chromium and Firefox ESR"
CHROMEDRIVER=/usr/bin/chromedriver wasm-pack test --headless --chrome crates/mancala-wasm --locked
GECKODRIVER=$(command -v geckodriver) wasm-pack test --headless --firefox crates/mancala-wasm --locked

phase "Site" "dist/ built (scripts/build-web.sh) when a source is newer"
bash scripts/ensure-dist.sh test

phase "JavaScript" "types checked against the wasm module's generated .d.ts; which folders of www/ may import which (the embed and the workers never the page)"
node_modules/.bin/tsc -p tsconfig.json
node_modules/.bin/tsc -p tsconfig.sw.json
node scripts/check-imports.mjs

# Without a browser, two files at a time; what each folder checks: README,
# "Tests".
phase "Node" "the board, game helpers, translations, styles, lessons, endgames, puzzles, live play's client, storage, release and npm start"
node --test --test-concurrency=2 tests/board/ tests/game/ tests/i18n/ tests/style/ tests/learn/ tests/endgames/ \
  tests/puzzles/ tests/live/ tests/storage/ tests/release/ tests/start/

phase "Browsers" "the game in Chromium, Firefox ESR and WebKitGTK"
bash scripts/test-e2e.sh
