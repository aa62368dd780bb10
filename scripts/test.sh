#!/usr/bin/env bash
# Runs every test: formatting, the layers, warnings-as-errors builds with g++
# and clang, the unit and end-to-end tests, the same tests under
# AddressSanitizer and UndefinedBehaviorSanitizer, the solver's threaded tests
# under ThreadSanitizer, a short run of each fuzz target, the WebAssembly
# engine against the native one, the page in Chromium, the workflows.
# Each step prints its wall-clock and processor time as it ends, and the
# script a table of them and the total at the end (docs/testing.md).
#
#   scripts/test.sh           the test command (CI's, .ci/run): under 25 minutes on 2 cores
#   scripts/test.sh --long    the same, then the long checks: every fuzz target for
#                             LONG_FUZZ_SECONDS (default 600), every certificate checked by
#                             tools/check_certificate.py, every shipped book's leaves solved
#                             again in full (hours; the scheduled workflow runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
long=false
for arg in "$@"; do
  case "$arg" in
    --long) long=true ;;
    *) echo "test.sh: unknown option $arg (expected --long)" >&2; exit 2 ;;
  esac
done
started=$(date +%s.%N)
scripts/install-deps.sh --wasm --browser

jobs=$(nproc)
steps=0
names=()
times=()
current=""
step_wall=0
step_cpu=0

# Processor seconds of this shell's children so far (user + system), into
# cpu: `times` speaks of the shell it runs in, so not in a $(...) subshell.
timesfile=$(mktemp)
trap 'rm -f "$timesfile"' EXIT
children_cpu() {
  times >"$timesfile"
  cpu=$(tail -n 1 "$timesfile" | awk '{
    n = 0
    for (i = 1; i <= 2; i++) { split($i, p, "m"); sub("s", "", p[2]); n += p[1] * 60 + p[2] }
    printf "%.1f", n }')
}

end_step() {
  [ -n "$current" ] || return 0
  local wall cpu
  wall=$(awk -v a="$step_wall" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')
  children_cpu
  cpu=$(awk -v a="$step_cpu" -v b="$cpu" 'BEGIN { printf "%.0f", b - a }')
  names+=("$current")
  times+=("$wall s wall, $cpu s processor")
  printf -- '-- %s: %s s wall, %s s processor\n' "$current" "$wall" "$cpu"
  current=""
}

step() {
  end_step
  steps=$((steps + 1))
  current="$1"
  step_wall=$(date +%s.%N)
  children_cpu
  step_cpu=$cpu
  printf '\n== %s\n' "$*"
}

step "clang-format check"
git ls-files '*.cpp' '*.hpp' | xargs clang-format --dry-run --Werror

step "The layers of core/, cli/ and wasm/: every include goes down a layer, and the drawing is current"
python3 scripts/architecture.py --check

step "The page's modules: no import cycles (madge), each layer imports only those below it"
npx --no-install madge --circular --extensions js,mjs web/
node scripts/check-page-layers.mjs

step "Workflow files"
for workflow in .github/workflows/*.yml; do
  npx --no-install action-validator "$workflow"
  echo "$workflow: valid"
done

# The g++, sanitizers', fuzzing and WebAssembly builds compile a few files to
# a unit (GAMETREE_UNITY); the ThreadSanitizer build compiles the core's files
# one at a time, so that a file of the core lacking an include is caught.
step "g++ build (-Wall -Wextra -Werror)"
cmake -S . -B build/gcc -DCMAKE_CXX_COMPILER=g++ -DGAMETREE_WERROR=ON -DGAMETREE_UNITY=ON >/dev/null
cmake --build build/gcc -j"$jobs"

step "g++: the unit and end-to-end tests, the long ones (label long) included"
ctest --test-dir build/gcc -j"$jobs" --output-on-failure

# clang's warnings come from this build: it compiles every target with
# clang, -Wall -Wextra -Werror, as a build of its own without the
# sanitizers did.
step "clang build with AddressSanitizer and UndefinedBehaviorSanitizer (-Wall -Wextra -Werror)"
cmake -S . -B build/asan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGAMETREE_SANITIZE=ON -DGAMETREE_WERROR=ON -DGAMETREE_UNITY=ON >/dev/null
cmake --build build/asan -j"$jobs"

step "The same tests under the sanitizers (the long ones ran under g++ above)"
ctest --test-dir build/asan -j"$jobs" --output-on-failure -LE long

step "ThreadSanitizer build of the threaded tests (label threads), and their run"
cmake -S . -B build/tsan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGAMETREE_TSAN=ON -DGAMETREE_WERROR=ON >/dev/null
cmake --build build/tsan -j"$jobs" --target thread_tests
TSAN_OPTIONS=halt_on_error=1 ctest --test-dir build/tsan --output-on-failure -L threads

step "Fuzzing smoke run: each libFuzzer target 20 s from the seed corpus (scripts/fuzz.sh)"
scripts/fuzz.sh 20

step "WebAssembly build (both modules)"
scripts/build-wasm.sh

step "Node tests: the WebAssembly engine gives the native build's numbers; the page's modules"
GAMETREE_BIN="$PWD/build/gcc/cli/gametree" node --test tests/node/

# Each test file has its own server and browser, so three run at once: the
# tests wait on the engine's clock and the page as much as they compute.
step "The page in Chromium (playwright-core), three test files at a time; screenshots in build/screenshots/"
GAMETREE_BIN="$PWD/build/gcc/cli/gametree" node --test --test-concurrency=3 tests/browser/

if $long; then
  step "Long: each libFuzzer target for ${LONG_FUZZ_SECONDS:-600} s"
  scripts/fuzz.sh "${LONG_FUZZ_SECONDS:-600}"

  step "Long: every certificate, checked from the start by tools/check_certificate.py"
  scripts/check-certificates.sh

  step "Long: every shipped book's leaves solved again, deep books in full (label full-books)"
  GAMETREE_FULL_BOOKS=1 ctest --test-dir build/gcc --output-on-failure -R '^book_proof_complete$'
fi
end_step

# Every step above stops the script on failure, so reaching here means all passed.
total=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')
echo
echo "| step | time |"
echo "|---|---|"
for i in "${!names[@]}"; do echo "| ${names[$i]} | ${times[$i]} |"; done
echo
echo "steps: $steps passed, 0 failed; total $total s ($((total / 60)) min $((total % 60)) s) on $(nproc) cores, $(date -u '+%F %H:%M') UTC"
