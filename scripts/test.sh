#!/usr/bin/env bash
# Runs every test: formatting, the page's module graph, warnings-as-errors
# builds with g++ and clang, the unit and end-to-end tests, the same tests
# under AddressSanitizer and UndefinedBehaviorSanitizer, the solver's threaded
# tests under ThreadSanitizer, a short run of each fuzz target.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --wasm --browser

jobs=$(nproc)
steps=0
step() {
  steps=$((steps + 1))
  printf '\n== %s\n' "$*"
}

step "clang-format check"
git ls-files '*.cpp' '*.hpp' | xargs clang-format --dry-run --Werror

step "The layers of core/, cli/ and wasm/: every include goes down a layer, and the drawing is current"
python3 scripts/architecture.py --check

step "The page's modules: no import cycles (madge), each layer imports only those below it"
npx --no-install madge --circular --extensions js,mjs web/
node scripts/check-page-layers.mjs

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
# Without the long tests (label long: the books' complete check, some minutes
# under the sanitizers); the g++ run above has them.
ctest --test-dir build/asan -j"$jobs" --output-on-failure -LE long

step "ThreadSanitizer build of the threaded tests (label threads), and their run"
cmake -S . -B build/tsan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGAMETREE_TSAN=ON -DGAMETREE_WERROR=ON >/dev/null
cmake --build build/tsan -j"$jobs" --target thread_tests
TSAN_OPTIONS=halt_on_error=1 ctest --test-dir build/tsan --output-on-failure -L threads

step "Fuzzing smoke run: each libFuzzer target 20 s from the seed corpus (scripts/fuzz.sh)"
scripts/fuzz.sh 20

step "WebAssembly build, and the Node test: the same numbers as the native build"
scripts/build-wasm.sh
GAMETREE_BIN="$PWD/build/gcc/cli/gametree" node --test tests/node/

step "The page in Chromium (playwright-core); screenshots in build/screenshots/"
scripts/install-deps.sh --browser
node --test tests/browser/

step "Workflow files"
for workflow in .github/workflows/ci.yml .github/workflows/pages.yml; do
  npx --no-install action-validator "$workflow"
  echo "$workflow: valid"
done

# Every step above stops the script on failure, so reaching here means all passed.
echo
echo "steps: $steps passed, 0 failed"
