#!/usr/bin/env bash
# Installs what the build and the tests need and the machine lacks: the wasm
# target, wasm-bindgen-cli (the version Cargo.lock pins), wasm-pack (pinned
# below), and for the tests the three browser engines with their WebDriver
# servers: Chromium and ChromeDriver, Firefox ESR and geckodriver (Mozilla's,
# from the crate registry, pinned below), WebKitGTK's WebKitWebDriver with
# its MiniBrowser and Xvfb for its display (Debian's but geckodriver), a
# Malayalam font (Debian's fonts-smc-manjari), OpenSpiel and check-jsonschema
# (PyPI, pinned, in .venv/); then the npm packages package-lock.json pins
# (binaryen's wasm-opt among them: Debian's older wasm-opt breaks
# wasm-bindgen's reference-type tables; TypeScript for the JavaScript check).
# Everything already present is left alone. Usage: ensure-tools.sh [web|test]
set -euo pipefail
cd "$(dirname "$0")/.."
need=${1:-test}
export PATH="$HOME/.cargo/bin:$PATH"

open_spiel_version=2.0.2
check_jsonschema_version=0.39.0

say() { echo "ensure-tools: $*"; }

apt_install() {
  if [ "$(id -u)" != 0 ]; then
    say "missing $*; install them with: sudo apt-get install -y $*" >&2
    exit 1
  fi
  say "apt-get install $*"
  if [ ! -f /tmp/.mancala-apt-updated ]; then
    apt-get update -qq && touch /tmp/.mancala-apt-updated
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# cargo_install CRATE VERSION: installs a pinned tool from the crate registry,
# as a release build (cargo install's default). First with --locked, the
# dependency versions the tool's authors tested; if the registry no longer
# serves one of them (yanked, or missing from a mirror), cargo cannot resolve
# that lock file, so the same pinned version is installed again without it,
# its dependencies resolved afresh, and this says so. Any other failure stops.
# The tools build in one target directory, so the dependencies they share
# are compiled once; it is removed when the tools are in place.
tools_build=target/tool-builds
cargo_install() {
  local crate=$1 version=$2 log start=$SECONDS
  log=$(mktemp)
  if cargo install --quiet --locked --force "$crate" --version "$version" \
    --target-dir "$tools_build" 2>"$log"; then
    rm -f "$log"
    say "installed $crate $version (locked) in $((SECONDS - start)) s"
    return
  fi
  if ! grep -qE 'failed to select a version|no matching package named|failed to parse lock file|is yanked' "$log"; then
    cat "$log" >&2
    rm -f "$log"
    exit 1
  fi
  say "$crate $version: its lock file names a dependency version the registry does not serve:"
  grep -E '^error' "$log" | head -3 | sed 's/^/  /' >&2
  say "installing $crate $version again without --locked (dependencies resolved afresh)"
  rm -f "$log"
  cargo install --quiet --force "$crate" --version "$version" --target-dir "$tools_build"
  say "installed $crate $version (unlocked) in $((SECONDS - start)) s"
}

# wasm-bindgen-cli must be the version Cargo.lock pins for the wasm-bindgen
# crate. wasm-pack then finds it on PATH and uses it rather than building its
# own copy, so it is installed first.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen_version" ]; then
  say "cargo install wasm-bindgen-cli $bindgen_version (2 to 15 minutes, once)"
  cargo_install wasm-bindgen-cli "$bindgen_version"
fi

wasm_pack_version=0.15.1
if [ "$(wasm-pack --version 2>/dev/null | awk '{print $2}')" != "$wasm_pack_version" ]; then
  say "cargo install wasm-pack $wasm_pack_version (2 to 7 minutes, once)"
  cargo_install wasm-pack "$wasm_pack_version"
fi

# geckodriver, Mozilla's WebDriver server for Firefox: the browser tests and
# wasm-pack test --firefox drive Firefox ESR through it.
geckodriver_version=0.37.1
if [ "$need" = test ] && [ "$(geckodriver --version 2>/dev/null | awk 'NR == 1 {print $2}')" != "$geckodriver_version" ]; then
  say "cargo install geckodriver $geckodriver_version (1 to 4 minutes, once)"
  cargo_install geckodriver "$geckodriver_version"
fi
rm -rf "$tools_build"

if [ "$need" = test ]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    apt_install chromium chromium-driver
  fi
  # Firefox ESR and WebKitGTK (its WebDriver server brings MiniBrowser, the
  # browser it drives), which needs a display: an Xvfb server
  # (scripts/run-browser-tests.mjs starts one per lane).
  if ! command -v firefox-esr >/dev/null || ! command -v WebKitWebDriver >/dev/null || ! command -v Xvfb >/dev/null; then
    apt_install firefox-esr webkit2gtk-driver xvfb
  fi
  # A Malayalam font (Debian's, small): the page uses the system's fonts, and
  # the tests play and take screenshots in Malayalam too. Mongolian Cyrillic
  # is covered by the DejaVu fonts Chromium brings.
  if ! fc-list :lang=ml | grep -q .; then
    apt_install fonts-smc-manjari
  fi
  # OpenSpiel, the independent Oware referee of tools/crosscheck, and
  # check-jsonschema, which validates .github/workflows/ against the
  # workflow schema it ships, live in the project's own virtual environment,
  # not in the machine's Python.
  if ! .venv/bin/python -c 'import pyspiel' 2>/dev/null ||
    [ "$(.venv/bin/check-jsonschema --version 2>/dev/null | awk '{print $NF}')" != "$check_jsonschema_version" ]; then
    say "python3 -m venv .venv && pip install open-spiel==$open_spiel_version check-jsonschema==$check_jsonschema_version"
    python3 -m venv .venv
    .venv/bin/python -m pip install --quiet --disable-pip-version-check \
      "open-spiel==$open_spiel_version" "check-jsonschema==$check_jsonschema_version"
  fi
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules ]; then
  say "npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
