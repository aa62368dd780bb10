#!/usr/bin/env bash
# The main job: installs what is needed, builds gametree, and plays a whole
# game on the default 6x5 board (alpha-beta, depth 4, both sides).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j"$(nproc)"
echo
echo "== gametree start | gametree play --depth 4"
build/release/cli/gametree start | build/release/cli/gametree play --depth 4
echo
echo "The program is build/release/cli/gametree; try 'build/release/cli/gametree --help'."
