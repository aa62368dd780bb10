#!/usr/bin/env bash
# Builds the engine as WebAssembly (Debian's Emscripten) and copies the modules
# into web/engine/, where the page's worker imports them; then lists the page's
# files and their version for the service worker (web/precache.js).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --wasm
# Debian's Emscripten runs its JavaScript optimiser with the system's Node
# modules (acorn); without this, -O2 and -O3 builds fail.
export NODE_PATH=/usr/share/nodejs
# Two modules: gametree (one thread, for every browser) and gametree-mt (the
# solver's threads on Web Workers, for a cross-origin isolated page).
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release -DGAMETREE_UNITY=ON >/dev/null
cmake --build build/wasm -j"$(nproc)"
emcmake cmake -S . -B build/wasm-mt -DCMAKE_BUILD_TYPE=Release -DGAMETREE_WASM_THREADS=ON -DGAMETREE_UNITY=ON >/dev/null
cmake --build build/wasm-mt -j"$(nproc)"
mkdir -p web/engine
cp build/wasm/wasm/gametree.js build/wasm/wasm/gametree.wasm web/engine/
cp build/wasm-mt/wasm/gametree-mt.js build/wasm-mt/wasm/gametree-mt.wasm build/wasm-mt/wasm/gametree-mt.worker.js web/engine/
ls -l web/engine
scripts/page-books.sh
node scripts/precache.mjs
