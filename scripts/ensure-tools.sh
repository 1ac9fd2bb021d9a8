#!/usr/bin/env bash
# Installs what the build and the tests need and the machine lacks: the wasm
# target, wasm-bindgen-cli (the version Cargo.lock pins), wasm-pack (pinned
# below), and for the tests Chromium and ChromeDriver (Debian's), a Malayalam
# font (Debian's fonts-smc-manjari) and OpenSpiel
# (PyPI, pinned, in .venv/); then the npm packages package-lock.json pins
# (binaryen's wasm-opt among them: Debian's older wasm-opt breaks
# wasm-bindgen's reference-type tables; TypeScript for the JavaScript check).
# Everything already present is left alone. Usage: ensure-tools.sh [web|test]
set -euo pipefail
cd "$(dirname "$0")/.."
need=${1:-test}
export PATH="$HOME/.cargo/bin:$PATH"

open_spiel_version=2.0.2

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

bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen_version" ]; then
  say "cargo install wasm-bindgen-cli $bindgen_version (a few minutes, once)"
  cargo install --quiet --locked --force wasm-bindgen-cli --version "$bindgen_version"
fi

wasm_pack_version=0.15.1
if [ "$(wasm-pack --version 2>/dev/null | awk '{print $2}')" != "$wasm_pack_version" ]; then
  say "cargo install wasm-pack $wasm_pack_version (a few minutes, once)"
  cargo install --quiet --locked --force wasm-pack --version "$wasm_pack_version"
fi

if [ "$need" = test ]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    apt_install chromium chromium-driver
  fi
  # A Malayalam font (Debian's, small): the page uses the system's fonts, and
  # the tests play and take screenshots in Malayalam too. Mongolian Cyrillic
  # is covered by the DejaVu fonts Chromium brings.
  if ! fc-list :lang=ml | grep -q .; then
    apt_install fonts-smc-manjari
  fi
  # OpenSpiel, the independent Oware referee of tools/crosscheck, lives in
  # the project's own virtual environment, not in the machine's Python.
  if ! .venv/bin/python -c 'import pyspiel' 2>/dev/null; then
    say "python3 -m venv .venv && pip install open-spiel==$open_spiel_version"
    python3 -m venv .venv
    .venv/bin/python -m pip install --quiet --disable-pip-version-check "open-spiel==$open_spiel_version"
  fi
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules ]; then
  say "npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
