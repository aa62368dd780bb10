#!/usr/bin/env bash
# Node counts of the solver with the root's moves ordered by a search of depth
# D (`gametree solve --root-order D`, 0 for the solver's own order) on the
# sets of docs/performance.md, "Machine and method":
#   A: the 32-disc 6x6 openings after 4 plies #1 and #2 (1 GiB tables) and the
#      nine 32-disc jobs of the 6x6 proof in bench/root-order-jobs-a.txt;
#   B: the 24 jobs of bench/root-order-jobs-b.txt, and the 6x6 openings after
#      6 plies #1-12 (30 discs), each with a 256 MiB table.
# Every position gets a fresh solver. Node counts are exact; time the script
# for CPU figures.
# Usage: bench/root_order.sh GAMETREE D
set -euo pipefail
G=${1:?usage: bench/root_order.sh GAMETREE D}
D=${2:?usage: bench/root_order.sh GAMETREE D}
here=$(cd "$(dirname "$0")" && pwd)
nodes() { grep -o 'nodes=[0-9]*' | cut -d= -f2; }
job() { "$G" solve --table-mb 256 --root-order "$D" --job "$1" | cut -d' ' -f4; }
a=0
for i in 1 2; do
  a=$((a + $("$G" opening --rows 6 --cols 6 --plies 4 --index "$i" |
    "$G" solve --table-mb 1024 --root-order "$D" 2>&1 | nodes)))
done
while read -r line; do a=$((a + $(job "$line"))); done <"$here/root-order-jobs-a.txt"
b=0
while read -r line; do b=$((b + $(job "$line"))); done <"$here/root-order-jobs-b.txt"
o6=0
for i in $(seq 1 12); do
  o6=$((o6 + $("$G" opening --rows 6 --cols 6 --plies 6 --index "$i" |
    "$G" solve --table-mb 256 --root-order "$D" 2>&1 | nodes)))
done
echo "root order $D: set A $a, set B jobs $b, set B openings $o6"
