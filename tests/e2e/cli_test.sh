#!/usr/bin/env bash
# End-to-end tests of the gametree program: cli_test.sh GAMETREE CASE.
# Each case checks standard output, standard error and the exit code.
set -uo pipefail
G=$1
CASE=$2
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

fail() { echo "FAIL [$CASE]: $*" >&2; exit 1; }
expect_rc() { # expected actual what
  [ "$2" -eq "$1" ] || fail "$3: exit code $2, expected $1"
}
contains() { grep -qF -- "$2" "$1" || { cat "$1" >&2; fail "'$1' lacks '$2'"; }; }

case "$CASE" in
play_default)
  "$G" start >"$T/start.txt"
  "$G" <"$T/start.txt" >"$T/out" 2>"$T/err"; expect_rc 0 $? "play"
  [ "$(wc -l <"$T/out")" -eq 7 ] || fail "expected 6 board lines and a result line"
  result=$(tail -n 1 "$T/out")
  [[ $result =~ ^Rounds:\ ([0-9]+),\ Winner:\ ([BW])$ ]] || fail "bad result line '$result'"
  rounds=${BASH_REMATCH[1]}; winner=${BASH_REMATCH[2]}
  moves=$(grep -cE '^[BW] [a-p][0-9]+[a-p][0-9]+ value=-?[0-9]+ nodes=[0-9]+ time=[0-9]+\.[0-9]{3}s$' "$T/err")
  [ "$moves" -eq "$rounds" ] || fail "$moves move lines for $rounds rounds"
  tail -n 1 "$T/err" | grep -qE '^Visited nodes: [0-9]+, time: [0-9]+\.[0-9]{3} s$' || fail "bad last stderr line"
  # Black moves first, so the winner is Black exactly when the number of moves is odd.
  if [ $((rounds % 2)) -eq 1 ]; then [ "$winner" = B ] || fail "odd rounds but winner $winner"
  else [ "$winner" = W ] || fail "even rounds but winner $winner"; fi
  # Independently: the loser, to move on the final board, has no move.
  loser=$([ "$winner" = B ] && echo W || echo B)
  { head -n 6 "$T/out"; echo "turn: $loser"; } | "$G" move >/dev/null 2>"$T/err2"; expect_rc 3 $? "move on final board"
  { head -n 6 "$T/out"; echo "turn: $winner"; } | "$G" move >/dev/null 2>&1; expect_rc 3 $? "winner has no move either"
  ;;
minimax_equals_alphabeta)
  "$G" start --rows 4 --cols 4 >"$T/s"
  "$G" play --algorithm minimax --depth 3 <"$T/s" >"$T/a" 2>"$T/ae"; expect_rc 0 $? minimax
  "$G" play --algorithm alphabeta --depth 3 <"$T/s" >"$T/b" 2>"$T/be"; expect_rc 0 $? alphabeta
  cmp -s "$T/a" "$T/b" || fail "minimax and alphabeta played different games"
  na=$(tail -n 1 "$T/ae" | sed -E 's/Visited nodes: ([0-9]+),.*/\1/')
  nb=$(tail -n 1 "$T/be" | sed -E 's/Visited nodes: ([0-9]+),.*/\1/')
  [ "$nb" -lt "$na" ] || fail "alpha-beta visited $nb nodes, minimax $na"
  ;;
per_side_options)
  "$G" start --rows 5 --cols 5 >"$T/s"
  "$G" play --black-depth 1 --white-depth 3 --white-heuristic live --black-algorithm minimax <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? play
  # Black searches one ply: its node counts are 1 + number of moves, small.
  grep -E '^B ' "$T/e" | sed -E 's/.*nodes=([0-9]+).*/\1/' | while read -r n; do [ "$n" -le 60 ] || fail "black depth 1 used $n nodes"; done
  ;;
quiet)
  "$G" start | "$G" play --depth 2 --quiet >"$T/o" 2>"$T/e"; expect_rc 0 $? play
  [ "$(wc -l <"$T/e")" -eq 1 ] || fail "--quiet printed more than one stderr line"
  contains "$T/e" "Visited nodes: "
  ;;
bad_options)
  "$G" start >"$T/s"
  for args in "--depth 0" "--depth abc" "--depth 65" "--heuristic nope" "--algorithm foo" \
              "--black-depth -1" "--frobnicate" "play extra" "--time-ms 100" "--white-heuristic x"; do
    # shellcheck disable=SC2086
    "$G" $args <"$T/s" >"$T/o" 2>"$T/e"; rc=$?
    expect_rc 2 $rc "gametree $args"
    [ -s "$T/o" ] && fail "gametree $args wrote to stdout"
    grep -q "gametree" "$T/e" || fail "gametree $args: no message"
  done
  "$G" start --rows 17 >"$T/o" 2>"$T/e"; expect_rc 2 $? "start --rows 17"
  contains "$T/e" "Usage"
  "$G" perft <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 2 $? "perft without --depth"
  "$G" nonsense >"$T/o" 2>"$T/e"; expect_rc 2 $? "unknown command"
  contains "$T/e" "unknown command 'nonsense'"
  contains "$T/e" "Usage"
  "$G" --depth 0 <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 2 $? "default command, bad depth"
  contains "$T/e" "Usage"
  ;;
help)
  "$G" --help >"$T/o"; expect_rc 0 $? "--help"
  for c in play move match perft start heuristics solve bench tournament; do contains "$T/o" "$c"; done
  "$G" play --help >"$T/o"; expect_rc 0 $? "play --help"
  for o in --algorithm --depth --heuristic --black-depth --white-heuristic --quiet; do contains "$T/o" "$o"; done
  "$G" match --help >"$T/o"; expect_rc 0 $? "match --help"
  contains "$T/o" "--timeout"
  ;;
malformed_board)
  printf 'B W\nW X\n' | "$G" >"$T/o" 2>"$T/e"; expect_rc 2 $? "unknown symbol"
  contains "$T/e" "line 2, column 3"
  printf 'B W B\nW B\n' | "$G" move >"$T/o" 2>"$T/e"; expect_rc 2 $? "ragged rows"
  contains "$T/e" "line 2"
  printf '' | "$G" >"$T/o" 2>"$T/e"; expect_rc 2 $? "empty input"
  contains "$T/e" "no board"
  printf 'B W\nturn: Q\n' | "$G" perft --depth 1 >"$T/o" 2>"$T/e"; expect_rc 2 $? "bad turn"
  contains "$T/e" "line 2, column 7"
  ;;
move_chain)
  "$G" start >"$T/s"
  "$G" move --depth 2 <"$T/s" 2>"$T/e1" | "$G" move --depth 3 >"$T/o" 2>"$T/e2"; expect_rc 0 $? "chain"
  contains "$T/o" "turn: B"
  [ "$(grep -o '_' "$T/o" | wc -l)" -eq 2 ] || fail "two moves should leave two empty squares"
  grep -qE '^B [a-e][1-6][a-e][1-6] value=' "$T/e1" || fail "first move line"
  grep -qE '^W [a-e][1-6][a-e][1-6] value=' "$T/e2" || fail "second move line"
  contains "$T/e2" "Visited nodes: "
  ;;
move_no_move)
  printf 'B _ W\nturn: W\n' | "$G" move >"$T/o" 2>"$T/e"; expect_rc 3 $? "no move"
  contains "$T/e" "no move"
  [ -s "$T/o" ] && fail "wrote a position although there is no move"
  true
  ;;
perft)
  "$G" start >"$T/s"
  expected=(1 49 2116 80063 2630382)
  for d in 0 1 2 3 4; do
    got=$("$G" perft --depth "$d" <"$T/s")
    [ "$got" = "${expected[$d]}" ] || fail "perft $d = $got, expected ${expected[$d]}"
  done
  total=$("$G" perft --depth 3 --divide <"$T/s" | head -n -1 | awk -F': ' '{s += $2} END {print s}')
  [ "$total" = 80063 ] || fail "divide sums to $total"
  ;;
start)
  "$G" start --rows 3 --cols 4 >"$T/o"; expect_rc 0 $? start
  printf 'B W B W\nW B W B\nB W B W\n' | cmp -s - "$T/o" || { cat "$T/o" >&2; fail "3x4 start"; }
  "$G" start >"$T/o"
  [ "$(wc -l <"$T/o")" -eq 6 ] && [ "$(head -n 1 "$T/o" | wc -w)" -eq 5 ] || fail "default is 6 rows of 5"
  [ "$(tail -n 1 "$T/o" | cut -c1)" = B ] || fail "bottom-left must be black"
  "$G" start --rows 16 --cols 16 | "$G" perft --depth 1 >"$T/o"; expect_rc 0 $? "16x16"
  [ "$(cat "$T/o")" = 480 ] || fail "16x16 start has 480 moves, got $(cat "$T/o")"
  ;;
heuristics)
  "$G" heuristics >"$T/o"; expect_rc 0 $? heuristics
  [ "$(grep -c ' static ' "$T/o")" -ge 3 ] || fail "at least three static heuristics"
  [ "$(grep -c ' adaptive ' "$T/o")" -ge 3 ] || fail "at least three adaptive heuristics"
  # Every listed heuristic is accepted by play.
  for h in $(awk '{print $1}' "$T/o"); do
    "$G" start --rows 2 --cols 3 | "$G" play --heuristic "$h" --depth 2 >/dev/null 2>&1 || fail "heuristic $h rejected"
  done
  ;;
match_normal)
  "$G" start >"$T/s"
  "$G" match --black "'$G' move --depth 1" --white "'$G' move --depth 3" <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? match
  tail -n 1 "$T/o" | grep -qE '^Rounds: [0-9]+, Winner: [BW]$' || fail "no result line"
  grep -qE '^B [a-e][1-6][a-e][1-6] value=.* nodes=' "$T/e" || fail "no move lines from the children"
  tail -n 1 "$T/e" | grep -qE '^Visited nodes: [1-9][0-9]*, time: ' || fail "no node total"
  # The same game as `play` with the same per-side settings.
  "$G" play --black-depth 1 --white-depth 3 <"$T/s" >"$T/p" 2>/dev/null
  cmp -s "$T/o" "$T/p" || fail "match and play disagree"
  ;;
match_illegal | match_garbage | match_crash | match_hang | match_no_move)
  opponent=${CASE#match_}
  declare -A reason=([illegal]="illegal move" [garbage]="malformed reply" [crash]="crashed"
                     [hang]="no reply within" [no_move]="claimed to have no move")
  "$G" start >"$T/s"
  start=$(date +%s)
  "$G" match --timeout 1 --black "'$G' move --depth 1" --white "$HERE/opponents/$opponent.sh" \
    <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "match against $opponent"
  [ $(($(date +%s) - start)) -le 10 ] || fail "the match took too long"
  contains "$T/e" "W loses: ${reason[$opponent]}"
  contains "$T/o" "Rounds: 1, Winner: B"
  ;;
solve)
  "$G" start --rows 3 --cols 4 | "$G" solve >"$T/o" 2>"$T/e"; expect_rc 0 $? solve
  grep -qE '^Winner: [BW] ' "$T/o" || fail "no winner line"
  contains "$T/e" "Solved: nodes="
  # A won position names a move that leaves the opponent lost.
  printf 'B W _ B\n' | "$G" solve >"$T/o" 2>/dev/null
  contains "$T/o" "Winner: B"
  contains "$T/o" "Move: "
  ;;
tournament)
  "$G" tournament --rows 3 --cols 4 --openings 3 alphabeta:1:active alphabeta:2:live >"$T/o" 2>"$T/e"; expect_rc 0 $? tournament
  grep -qE '^alphabeta:1:active vs alphabeta:2:live: [0-9]+/6 wins' "$T/o" || { cat "$T/o" >&2; fail "result line"; }
  "$G" tournament alphabeta:1 nonsense:2 >"$T/o" 2>"$T/e"; expect_rc 2 $? "bad agent"
  contains "$T/e" "unknown algorithm 'nonsense'"
  ;;
*)
  fail "unknown case"
  ;;
esac
echo "ok [$CASE]"
