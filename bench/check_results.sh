#!/bin/bash
# Solves again each position of FILE and compares with the result the line
# claims: lines `LINE RESULT ...` as in a proof's results.txt (`gametree
# prove`) or bench/mcgs-6x6-published.txt, RESULT `win` or `loss` for the
# side to move; `#` lines are skipped. Prints one line per position, the
# claim, the fresh result, nodes and seconds; exit 1 if any differs.
#   bench/check_results.sh FILE            # every line
#   awk 'NR % 300 == 1' data/proof/6x6/results.txt > s.txt
#   bench/check_results.sh s.txt           # a sample of a proof's jobs
# G (default build/release/cli/gametree) and TABLE_MB (default 256) as in
# scripts/prove.sh; each position gets a fresh table, no table file.
set -u -o pipefail
[ $# -eq 1 ] && [ -r "$1" ] || { echo "usage: $0 FILE" >&2; exit 2; }
G=${G:-build/release/cli/gametree}
differ=0 n=0
while read -r line claim _; do
  case $line in '' | '#'*) continue ;; esac
  [ "$claim" = win ] || [ "$claim" = loss ] || { echo "no win or loss claimed: $line $claim" >&2; exit 2; }
  out=$("$G" solve --no-book --table-mb "${TABLE_MB:-256}" --job "$line") || { echo "gametree failed on $line" >&2; exit 2; }
  read -r _ got _ nodes secs <<<"$out"
  n=$((n + 1))
  if [ "$got" = "$claim" ]; then mark=same; else mark=DIFFERS; differ=$((differ + 1)); fi
  echo "$line claimed $claim, solved $got, $nodes nodes, $secs s: $mark"
done <"$1"
echo "$n positions, $differ differ"
[ "$differ" -eq 0 ]
