#!/bin/bash
# Cross-checks gametree's solver against MCGS, the combinatorial game solver
# of the University of Alberta (github.com/ualberta-mueller-group/MCGS; built
# here from release v1.5 with `make MCGS DEBUG=0`), an independent program:
# each position of FILE (`gametree prove`'s lines, e.g. from
# bench/descendants.cpp) is solved by both, and a Markdown row printed with
# both results and times. Exit 1 if any result differs, 2 on bad use.
#   MCGS=/path/to/MCGS bench/mcgs_crosscheck.sh FILE
# MCGS's board: X for Black, O for White, . empty, rows split by |, and {B}
# or {W} for the side to move (its src/cgt_basics.cpp: X is BLACK is Left).
# MCGS_TIMEOUT=S stops MCGS after S seconds on a position: its row then says
# "not finished", which is no disagreement.
set -u -o pipefail
[ $# -eq 1 ] && [ -r "$1" ] || { echo "usage: MCGS=BIN $0 FILE" >&2; exit 2; }
G=${G:-build/release/cli/gametree}
: "${MCGS:?set MCGS to the MCGS binary}"
MCGS_ARGS=${MCGS_ARGS:---no-use-db --tt-sumgame-idx-bits 24}
now() { date +%s.%N; }
echo "| position | gametree | MCGS | gametree s | MCGS s |"
echo "|---|---|---|---|---|"
differ=0 unfinished=0
while read -r line; do
  [ -n "$line" ] || continue
  [[ $line =~ ^([BW_/]+):([BW])$ ]] || { echo "not a position line: $line" >&2; exit 2; }
  grid=$(tr 'BW_/' 'XO.|' <<<"${BASH_REMATCH[1]}")
  t0=$(now)
  ours=$("$G" solve --no-book --table-mb 256 --job "$line" | cut -d' ' -f2) || { echo "gametree failed on $line" >&2; exit 2; }
  t1=$(now)
  # shellcheck disable=SC2086
  out=$(${MCGS_TIMEOUT:+timeout "$MCGS_TIMEOUT"} "$MCGS" $MCGS_ARGS "[clobber] $grid {${BASH_REMATCH[2]}}")
  rc=$?
  t2=$(now)
  if [ -n "${MCGS_TIMEOUT:-}" ] && [ "$rc" -eq 124 ]; then
    theirs="not finished"
    unfinished=$((unfinished + 1))
  else
    [ "$rc" -eq 0 ] || { echo "MCGS failed on $line" >&2; exit 2; }
    case $(sed -n 's/^Got: //p' <<<"$out") in
      Win) theirs=win ;;
      Loss) theirs=loss ;;
      *) echo "MCGS gave no result on $line:" >&2; echo "$out" >&2; exit 2 ;;
    esac
    [ "$ours" = "$theirs" ] || differ=$((differ + 1))
  fi
  printf '| %s | %s | %s | %.2f | %.2f |\n' "$line" "$ours" "$theirs" \
    "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)"
done <"$1"
[ "$unfinished" -eq 0 ] || echo "$unfinished not finished by MCGS within ${MCGS_TIMEOUT} s" >&2
[ "$differ" -eq 0 ] || { echo "$differ results differ" >&2; exit 1; }
