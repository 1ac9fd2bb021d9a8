#!/usr/bin/env bash
# Checks the README's two commands as a newcomer meets them, without a fresh
# machine: a clean clone of this repository's HEAD, run with a HOME and a
# CARGO_HOME of its own (no installed cargo tools, empty npm, pip and cargo
# caches), a copy of the Rust toolchain without the wasm target, and a PATH
# that keeps the machine's own programs but none of the tools the project
# installs for itself. It runs scripts/ensure-tools.sh, then `npm start`
# (until the game is served) and `npm test`, and reports each step's outcome
# and time. Debian's packages (the browsers, their drivers, a font) are the
# machine's: apt installs them for real when they are missing.
#
# Usage: scripts/check-fresh.sh [WORK_DIR]   (default: a new temporary folder,
# kept afterwards for a look; about 3 GB). Takes long: about 45 minutes on
# 2 cores, most of it compiling wasm-bindgen-cli and wasm-pack.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d /tmp/mancala-fresh.XXXXXX)}
mkdir -p "$work"
work=$(cd "$work" && pwd)
# A folder of an earlier check would test that check's clone and tools.
if [ -n "$(ls -A "$work")" ]; then
  echo "check-fresh: $work is not empty: give a new or empty folder" >&2
  exit 1
fi
log="$work/check-fresh.log"

report() { echo "check-fresh: $*" | tee -a "$log"; }

rustup_bin=$(command -v rustup) || { report "rustup is not on PATH"; exit 1; }
toolchain=$(rustup show active-toolchain | awk '{print $1}')
machine_rustup_home=$(rustup show home)

export HOME="$work/home" CARGO_HOME="$work/cargo" RUSTUP_HOME="$work/rustup"
# The machine's Python interpreter itself, not a version manager's shim
# (pyenv's finds its versions through the machine's HOME, replaced below).
python_dir=$(dirname "$(python3 -c 'import sys; print(sys.executable)')") ||
  { report "python3 is not on PATH"; exit 1; }

export RUSTUP_TOOLCHAIN="$toolchain"
mkdir -p "$HOME" "$CARGO_HOME/bin" "$RUSTUP_HOME/toolchains"

# The toolchain, as rustup installed it, without the wasm target.
cp -a "$machine_rustup_home/toolchains/$toolchain" "$RUSTUP_HOME/toolchains/"
cp -a "$machine_rustup_home/settings.toml" "$RUSTUP_HOME/" 2>/dev/null || true
[ -d "$machine_rustup_home/update-hashes" ] && cp -a "$machine_rustup_home/update-hashes" "$RUSTUP_HOME/"
if RUSTUP_HOME="$RUSTUP_HOME" "$rustup_bin" target list --installed | grep -qx wasm32-unknown-unknown; then
  RUSTUP_HOME="$RUSTUP_HOME" "$rustup_bin" target remove wasm32-unknown-unknown >/dev/null
fi
# rustup's proxies, as a new rustup install makes them.
for proxy in rustup cargo rustc rustdoc rustfmt cargo-fmt cargo-clippy clippy-driver; do
  ln -sf "$rustup_bin" "$CARGO_HOME/bin/$proxy"
done

# The machine's PATH less every folder holding a tool the project installs
# or a shim of pyenv's, with the Python interpreter's folder first.
fresh_path="$CARGO_HOME/bin:$python_dir"
IFS=: read -ra dirs <<<"$PATH"
for dir in "${dirs[@]}"; do
  case "$dir" in "$machine_rustup_home"* | */.cargo/bin | */.pyenv/shims) continue ;; esac
  [ -x "$dir/wasm-pack" ] || [ -x "$dir/wasm-bindgen" ] && continue
  fresh_path="$fresh_path:$dir"
done
export PATH="$fresh_path"

report "work folder $work; HEAD $(git -C "$repo" rev-parse --short HEAD)"
git clone --quiet "$repo" "$work/repo" || { report "could not clone $repo"; exit 1; }
cd "$work/repo" || exit 1

# step NAME COMMAND...: runs one step with its output in the log, says how it ended.
failed=0
step() {
  local name=$1 start status
  shift
  start=$(date +%s)
  report "$name: started $(date -u +%H:%M:%S)"
  "$@" >>"$log" 2>&1
  status=$?
  report "$name: $([ $status = 0 ] && echo passed || echo "FAILED (exit $status)") in $(($(date +%s) - start)) s"
  [ $status = 0 ] || failed=1
  return $status
}

# `npm start` on a free port until the game answers, then stopped with
# every process it started (its own process group).
serve_check() {
  local port server answered=1
  port=$(node -e "const s = require('net').createServer().listen(0, () => { console.log(s.address().port); s.close(); })")
  PORT=$port setsid npm start &
  server=$!
  for _ in $(seq 1800); do
    kill -0 "$server" 2>/dev/null || break
    if curl -fsS "http://localhost:$port/" 2>/dev/null | grep -q '<title>Mancala'; then
      answered=0
      break
    fi
    sleep 1
  done
  kill -- -"$server" 2>/dev/null
  wait "$server" 2>/dev/null
  return $answered
}

step "tools (scripts/ensure-tools.sh test)" bash scripts/ensure-tools.sh test
step "npm start (build, serve, answer)" serve_check
step "npm test" npm test

report "installed: $(ls "$CARGO_HOME/bin" | tr '\n' ' ')"
# wasm-pack must have used the wasm-bindgen installed above, not built its own.
if ls -d "$HOME"/.cache/.wasm-pack/wasm-bindgen-* >/dev/null 2>&1; then
  report "wasm-pack installed a second wasm-bindgen: $(ls -d "$HOME"/.cache/.wasm-pack/wasm-bindgen-*)"
  failed=1
else
  report "wasm-pack used the installed wasm-bindgen (none in its own cache)"
fi
grep -h '^ensure-tools:' "$log" | sed 's/^/  /' | tee -a "$log.summary"
report "$([ $failed = 0 ] && echo 'all steps passed' || echo 'a step failed'); full output in $log"
exit $failed
