#!/usr/bin/env bash
# Runs every test: formatting, warnings-as-errors builds with g++ and clang,
# the unit and end-to-end tests, the same tests under AddressSanitizer and
# UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh

jobs=$(nproc)
step() { printf '\n== %s\n' "$*"; }

step "clang-format check"
git ls-files '*.cpp' '*.hpp' | xargs clang-format --dry-run --Werror

step "g++ build (-Wall -Wextra -Werror) and tests"
cmake -S . -B build/gcc -DCMAKE_CXX_COMPILER=g++ -DGAMETREE_WERROR=ON >/dev/null
cmake --build build/gcc -j"$jobs"
ctest --test-dir build/gcc -j"$jobs" --output-on-failure

step "clang build (-Wall -Wextra -Werror)"
cmake -S . -B build/clang -DCMAKE_CXX_COMPILER=clang++ -DGAMETREE_WERROR=ON >/dev/null
cmake --build build/clang -j"$jobs"

step "AddressSanitizer + UndefinedBehaviorSanitizer build and tests"
cmake -S . -B build/asan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGAMETREE_SANITIZE=ON -DGAMETREE_WERROR=ON >/dev/null
cmake --build build/asan -j"$jobs"
ctest --test-dir build/asan -j"$jobs" --output-on-failure
