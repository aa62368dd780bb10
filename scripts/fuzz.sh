#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, with AddressSanitizer and
# UndefinedBehaviorSanitizer) and runs each for SECONDS (default 20) from the
# seed corpus in fuzz/corpus/. New inputs go to build/fuzz/corpus/, a crash
# to build/fuzz/artifacts/ and fails the script. See docs/fuzzing.md.
#   scripts/fuzz.sh [SECONDS] [TARGET...]     TARGET: board_text, session, reply, results,
#                                             prove_config, proof_file, table_file
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(board_text session reply results prove_config proof_file table_file)

cmake -S . -B build/fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGAMETREE_FUZZ=ON -DGAMETREE_UNITY=ON -DBUILD_TESTING=OFF >/dev/null
cmake --build build/fuzz -j"$(nproc)" --target "${targets[@]/#/fuzz_}"

mkdir -p build/fuzz/artifacts
# One target on each core at a time: a target is one process, one thread.
run_target() {
  local t=$1
  mkdir -p "build/fuzz/corpus/$t"
  # The first corpus directory receives new inputs; the repository's stays as it is.
  if ! build/fuzz/fuzz/fuzz_"$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="build/fuzz/artifacts/$t-" -print_final_stats=1 \
    "build/fuzz/corpus/$t" "fuzz/corpus/$t" 2>"build/fuzz/$t.log"; then
    tail -n 40 "build/fuzz/$t.log" >&2
    echo "fuzz_$t found a failure: see build/fuzz/artifacts/" >&2
    return 1
  fi
  echo "fuzz_$t: $seconds s, $(grep -E '^stat::number_of_executed_units' "build/fuzz/$t.log" | awk '{print $2}') inputs"
}
export -f run_target
export seconds
printf '%s\n' "${targets[@]}" | xargs -P "$(nproc)" -I{} bash -c 'run_target "$1"' _ {}
