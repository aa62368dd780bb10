#!/usr/bin/env bash
# Runs a split proof (gametree prove) to the end with GNU parallel: merge the
# results, run the jobs still needed, again until the root is decided.
# Usage: scripts/prove.sh DIR [PARALLEL OPTIONS...]
#   DIR made by `gametree prove DIR --depth N` (root position on stdin).
#   Options go to GNU parallel: -j1 (one job at a time, the default here),
#   --sshloginfile hosts.txt to spread jobs over machines (each needs gametree
#   on its PATH, or set GAMETREE to its path there).
# Environment: GAMETREE (default build/release/cli/gametree, else on PATH),
#   TABLE_MB (each job's solver table, default 64: faster than 256 on the
#   6x6 proof's jobs, docs/performance.md), NICE (default 10),
#   BATCH (run only the first BATCH jobs of each round, then merge again: a
#   refuted candidate then stops its remaining jobs sooner; default all),
#   LOOKAHEAD (gametree prove --lookahead: a round probes this many
#   candidates of a prover's node at once; default BATCH, else 1),
#   TABLE_DIR (if set, a directory on each machine where each of parallel's
#   job slots keeps its solver table between jobs, table-SLOT.bin, TABLE_MB
#   large: a job starts from what the slot's earlier jobs proved).
# Stopping it at any time loses no finished job: parallel prints a job's
# line only once it has finished, and the next run skips every result line.
set -euo pipefail
dir=${1:?usage: scripts/prove.sh DIR [PARALLEL OPTIONS...]}
shift
here=$(cd "$(dirname "$0")/.." && pwd)
gametree=${GAMETREE:-$here/build/release/cli/gametree}
[ -x "$gametree" ] || gametree=gametree
table=${TABLE_MB:-64}
nice=${NICE:-10}
opts=("$@")
((${#opts[@]})) || opts=(-j1)
lookahead=${LOOKAHEAD:-${BATCH:-1}}
((lookahead <= 1000)) || lookahead=1000
while :; do
  "$gametree" prove "$dir" --lookahead "$lookahead"
  [ -s "$dir/jobs.txt" ] || break
  touch "$dir/results.txt"
  before=$(wc -l <"$dir/results.txt")
  if [ -n "${BATCH:-}" ]; then
    head -n "$BATCH" "$dir/jobs.txt" >"$dir/batch.txt"
  else
    cp "$dir/jobs.txt" "$dir/batch.txt"
  fi
  tablefile=()
  if [ -n "${TABLE_DIR:-}" ]; then
    mkdir -p "$TABLE_DIR"
    tablefile=(--table-file "$TABLE_DIR/table-{%}.bin")
  fi
  parallel "${opts[@]}" -a "$dir/batch.txt" \
    nice -n "$nice" "$gametree" solve --table-mb "$table" "${tablefile[@]}" --job {} \
    >>"$dir/results.txt" || true
  # A round that adds nothing (every job failed) would repeat forever.
  if [ "$(wc -l <"$dir/results.txt")" -eq "$before" ]; then
    echo "prove.sh: no job of this round finished; stopping" >&2
    exit 1
  fi
done
