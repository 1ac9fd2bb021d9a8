#!/usr/bin/env bash
# Runs every test of the project, installing what is missing first
# (scripts/ensure-tools.sh). Only behaviour is asserted here, so that a slow,
# loaded machine passes too; speeds and timings are npm run bench's.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh test
export PATH="$HOME/.cargo/bin:$PATH"

echo "== Lint: rustfmt, clippy (the page's and the rules-only wasm modules too) and rustdoc with warnings denied"
cargo fmt --all --check
cargo clippy --workspace --all-targets --locked -- -D warnings
# The game page's module and the rules-only one of embedded boards
# (build-web.sh, every npm start) are built without the engine: warned of
# nothing either.
cargo clippy -p mancala-wasm --target wasm32-unknown-unknown --no-default-features --features comments --locked -- -D warnings
cargo clippy -p mancala-wasm --target wasm32-unknown-unknown --no-default-features --locked -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked --quiet

echo "== Workflows: .github/workflows/ valid against the GitHub Actions workflow schema"
.venv/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

echo "== Rust: rules, notation, perft fixtures, properties, fuzz harness, engine, CLI"
cargo test --workspace --locked

echo "== Cross-checks: random games against independent implementations of the rules"
cargo build --release --locked -p mancala-cli
export MANCALA_CLI="$PWD/target/release/mancala"
python3 tools/crosscheck/reference_rules.py examples  # its default: the worked examples the Rust tests read
python3 tools/crosscheck/reference_rules.py diff oware 300 1 --cli "$MANCALA_CLI"
python3 tools/crosscheck/reference_rules.py diff ayoayo 300 2 --cli "$MANCALA_CLI"
.venv/bin/python tools/crosscheck/openspiel_oware.py diff 300 3 --cli "$MANCALA_CLI"

echo "== wasm bindings in headless Chromium and Firefox ESR"
CHROMEDRIVER=/usr/bin/chromedriver wasm-pack test --headless --chrome crates/mancala-wasm --locked
GECKODRIVER=$(command -v geckodriver) wasm-pack test --headless --firefox crates/mancala-wasm --locked

echo "== JavaScript: types checked against the wasm module's generated .d.ts"
bash scripts/ensure-dist.sh test
node_modules/.bin/tsc -p tsconfig.json
node_modules/.bin/tsc -p tsconfig.sw.json

echo "== Layers: which folders of www/ may import which (the embed and the workers never the page)"
node scripts/check-imports.mjs

echo "== Board: its state and timeline, without a browser"
node --test tests/board/

echo "== Game helpers: the one list of games against the wasm enum; the move session with a fake game and board; the page's lazy engine client with fake workers"
node --test tests/game/

echo "== Translations: every catalog has every key, parameter and plural form"
node --test tests/i18n/

echo "== Styles: www/style.css well formed (no block cut short)"
node --test tests/style/

echo "== Lessons: every step played through the wasm rules (its answer alone reaches its goal), every strategy step searched again by the engine, lesson progress kept"
node --test tests/learn/

echo "== Endgames: every position of the endgame trainer proven by the endgame tables (built here as the page builds them), progress kept by level and by two tabs"
node --test tests/endgames/

echo "== Puzzles: ratings, the choice of the next puzzle, progress kept"
node --test tests/puzzles/

echo "== Live play: the game's state from the server's messages, clocks, reconnection backoff, time controls and names"
node --test tests/live/

echo "== Storage: every key the page keeps, read corrupt, of the wrong type, older, newer and huge"
node --test tests/storage/

echo "== Release: one version everywhere; npm run release refuses a dirty tree or a version CHANGELOG.md lacks"
node --test tests/release/

echo "== npm start: its server stops with npm, whether npm gets SIGTERM, SIGINT, SIGHUP or SIGKILL"
node --test tests/start/

echo "== The game in Chromium, Firefox ESR and WebKitGTK"
bash scripts/test-e2e.sh
