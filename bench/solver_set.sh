#!/usr/bin/env bash
# Node counts of the solver's measuring set (docs/performance.md, "Machine
# and method"): the 32 6x5 positions of 25-27 discs from
# games against Fairy-Stockfish (bench/solver-6x5-positions.txt: rows joined
# by '/', side to move, discs, winner), each solved alone with the engine's
# 1 MiB table; the 6x6 openings after 6 plies #1-3 (1 GiB tables); the 5x5
# start without the book (256 MiB). Node counts are exact, so they compare
# builds on a loaded machine; time the script for CPU figures. The solver as
# the engine runs it: without the search that orders the root's moves of
# `gametree solve` (--root-order 0), which the engine's solver does not use.
# Usage: bench/solver_set.sh GAMETREE [--each]   (--each: one line per 6x5 position)
set -euo pipefail
G=${1:?usage: bench/solver_set.sh GAMETREE [--each]}
here=$(cd "$(dirname "$0")" && pwd)
nodes() { grep -o 'nodes=[0-9]*' | cut -d= -f2; }
total=0
while read -r rows turn discs winner; do
  n=$( { echo "$rows" | tr '/' '\n' | sed 's/./& /g;s/ $//'; echo "turn: $turn"; } |
    "$G" solve --no-book --root-order 0 --table-mb 1 2>&1 | nodes)
  [ "${2:-}" = --each ] && echo "$discs $turn $winner $n"
  total=$((total + n))
done <"$here/solver-6x5-positions.txt"
o6=""
for i in 1 2 3; do
  o6="$o6 $("$G" opening --rows 6 --cols 6 --plies 6 --index "$i" | "$G" solve --root-order 0 --table-mb 1024 2>&1 | nodes)"
done
s55=$("$G" start --rows 5 --cols 5 | "$G" solve --no-book --root-order 0 --table-mb 256 2>&1 | nodes)
echo "6x5:$total o6:$o6 5x5:$s55"
