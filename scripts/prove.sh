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
# It holds the lock DIR/.lock for its whole run (and passes it to `gametree
# prove`): a second runner, or `gametree prove DIR` meanwhile, is refused
# (exit 6), and so is this script while another holds it. It exits 0 only
# once the root is decided (proof.gtp written); 1 if a round finished no job,
# or the jobs ran out with the root open.
set -euo pipefail
dir=${1:?usage: scripts/prove.sh DIR [PARALLEL OPTIONS...]}
shift
[ -f "$dir/proof.conf" ] || { echo "prove.sh: no $dir/proof.conf: start the proof with gametree prove $dir" >&2; exit 2; }
# The lock stays held while this script or its GNU parallel runs (they share
# the open file), and goes with the last of them, even by kill -9.
exec 9>>"$dir/.lock"
if ! flock -n 9; then
  echo "prove.sh: $dir is in use by another run (it holds $dir/.lock); wait for it to end, or stop it" >&2
  exit 6
fi
export GAMETREE_LOCK_FD=9
rm -f "$dir/.batch.txt.part"
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
  rc=0
  out=$("$gametree" prove "$dir" --lookahead "$lookahead" </dev/null) || rc=$?
  printf '%s\n' "$out"
  ((rc == 0)) || exit "$rc"
  if grep -q '^Proven: ' <<<"$out"; then
    [ -s "$dir/proof.gtp" ] || { echo "prove.sh: the root is decided, but $dir/proof.gtp is missing" >&2; exit 1; }
    exit 0
  fi
  if [ ! -s "$dir/jobs.txt" ]; then
    echo "prove.sh: the root is open and $dir/jobs.txt lists no job; stopping" >&2
    exit 1
  fi
  touch "$dir/results.txt"
  before=$(wc -l <"$dir/results.txt")
  # Written beside it and renamed over it, like every file gametree writes.
  if [ -n "${BATCH:-}" ]; then
    head -n "$BATCH" "$dir/jobs.txt" >"$dir/.batch.txt.part"
  else
    cp "$dir/jobs.txt" "$dir/.batch.txt.part"
  fi
  mv -f "$dir/.batch.txt.part" "$dir/batch.txt"
  tablefile=()
  if [ -n "${TABLE_DIR:-}" ]; then
    mkdir -p "$TABLE_DIR"
    tablefile=(--table-file "$TABLE_DIR/table-{%}.bin")
  fi
  # parallel holds the lock while it runs (it appends the jobs' lines); the
  # jobs themselves do not (9>&-): a job left running by a killed runner
  # prints nowhere and keeps no one out.
  parallel "${opts[@]}" -a "$dir/batch.txt" \
    nice -n "$nice" "$gametree" solve --table-mb "$table" "${tablefile[@]}" --job {} '9>&-' \
    >>"$dir/results.txt" || true
  # A round that adds nothing (every job failed) would repeat forever.
  if [ "$(wc -l <"$dir/results.txt")" -eq "$before" ]; then
    echo "prove.sh: no job of this round finished; stopping" >&2
    exit 1
  fi
done
