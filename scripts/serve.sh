#!/usr/bin/env bash
# The main job: installs what is needed, builds the native program and the
# WebAssembly engine, and serves the web page locally with emrun.
#   PORT=8080 (default) chooses the port; HOST=0.0.0.0 serves beyond localhost.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --wasm
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j"$(nproc)" --target gametree
scripts/build-wasm.sh
port=${PORT:-8080}
host=${HOST:-localhost}
echo
echo "gametree is served at: http://$host:$port/index.html   (Ctrl-C stops it)"
echo "The command-line program is build/release/cli/gametree."
# emrun serves web/ and keeps serving after the page is closed.
exec emrun --no_browser --no_emrun_detect --serve_after_close --serve_after_exit \
  --hostname "$host" --port "$port" web/index.html
