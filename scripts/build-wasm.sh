#!/usr/bin/env bash
# Builds the engine as WebAssembly (Debian's Emscripten) and copies the module
# into web/engine/, where the page's worker imports it; then lists the page's
# files and their version for the service worker (web/precache.js).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --wasm
# Debian's Emscripten runs its JavaScript optimiser with the system's Node
# modules (acorn); without this, -O2 and -O3 builds fail.
export NODE_PATH=/usr/share/nodejs
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/wasm -j"$(nproc)"
mkdir -p web/engine
cp build/wasm/wasm/gametree.js build/wasm/wasm/gametree.wasm web/engine/
ls -l web/engine
node scripts/precache.mjs
