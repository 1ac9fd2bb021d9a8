#!/usr/bin/env bash
# Builds the browser game into dist/ and serves it on http://localhost:8080/
# (set PORT to change the port). Installs what the build needs and lacks.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh
exec node scripts/serve.mjs
