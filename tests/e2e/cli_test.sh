#!/usr/bin/env bash
# "A && B || fail" below is meant: fail unless both hold.
# shellcheck disable=SC2015,SC2013
# End-to-end tests of the gametree program: cli_test.sh GAMETREE CASE.
# Each case checks standard output, standard error and the exit code.
set -uo pipefail
G=$1
CASE=$2
HERE=$(cd "$(dirname "$0")" && pwd)
OPP=$HERE/opponents
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# No case reads the script's own standard input: `gametree prove DIR` reads a
# root there when it is not a terminal, and must not wait on a caller's pipe.
exec </dev/null

fail() { echo "FAIL [$CASE]: $*" >&2; exit 1; }
expect_rc() { # expected actual what
  [ "$2" -eq "$1" ] || { cat "$T/e" 2>/dev/null >&2; fail "$3: exit code $2, expected $1"; }
}
contains() { grep -qF -- "$2" "$1" || { cat "$1" >&2; fail "'$1' lacks '$2'"; }; }
empty() { [ ! -s "$1" ] || { cat "$1" >&2; fail "$2: '$1' should be empty"; }; }
MOVE_LINE='^[BW] [a-p][0-9]+[a-p][0-9]+ value=-?[0-9]+ nodes=[0-9]+ time=[0-9]+\.[0-9]{3}s$'
TOTAL_LINE='^Visited nodes: [0-9]+, time: [0-9]+\.[0-9]{3} s$'
nodes_of() { tail -n 1 "$1" | sed -E 's/^Visited nodes: ([0-9]+),.*/\1/'; }
# A process is gone once it no longer exists or is a zombie waiting for its reaper.
gone() { [ ! -e "/proc/$1" ] || [ "$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)" = Z ]; }

case "$CASE" in
play_default)
  "$G" start >"$T/start.txt"
  "$G" <"$T/start.txt" >"$T/out" 2>"$T/err"; expect_rc 0 $? "play"
  [ "$(wc -l <"$T/out")" -eq 7 ] || fail "expected 6 board lines and a result line"
  head -n 6 "$T/out" | grep -qvE '^[BW_]( [BW_]){4}$' && fail "the final board is not 6 rows of 5 items"
  result=$(tail -n 1 "$T/out")
  [[ $result =~ ^Rounds:\ ([0-9]+),\ Winner:\ ([BW])$ ]] || fail "bad result line '$result'"
  rounds=${BASH_REMATCH[1]}; winner=${BASH_REMATCH[2]}
  [ "$(grep -cvE "$MOVE_LINE" <(head -n -1 "$T/err"))" -eq 0 ] || fail "a stderr line is not a move line"
  [ "$(grep -cE "$MOVE_LINE" "$T/err")" -eq "$rounds" ] || fail "move lines differ from $rounds rounds"
  tail -n 1 "$T/err" | grep -qE "$TOTAL_LINE" || fail "bad last stderr line"
  # The node total is the sum of the per-move counts.
  sum=$(sed -nE 's/.* nodes=([0-9]+) .*/\1/p' "$T/err" | awk '{s += $1} END {print s}')
  [ "$sum" = "$(nodes_of "$T/err")" ] || fail "per-move nodes sum to $sum"
  # Black moves first and the sides alternate.
  [ "$(head -n 1 "$T/err" | cut -c1)" = B ] || fail "Black must move first"
  grep -E "$MOVE_LINE" "$T/err" | cut -c1 | paste -sd '' | grep -qE '^(BW)*B?$' || fail "sides do not alternate"
  # Each move removes one disc: the final board has 30 - rounds discs.
  [ "$(head -n 6 "$T/out" | grep -o '[BW]' | wc -l)" -eq $((30 - rounds)) ] || fail "disc count"
  # Independently of the result line: the loser, to move on the final board,
  # has no move (exit 3), and in Clobber then neither has the winner.
  loser=$([ "$winner" = B ] && echo W || echo B)
  { head -n 6 "$T/out"; echo "turn: $loser"; } | "$G" move >/dev/null 2>"$T/e"; expect_rc 3 $? "move on final board"
  { head -n 6 "$T/out"; echo "turn: $winner"; } | "$G" move >/dev/null 2>&1; expect_rc 3 $? "winner has no move either"
  # The last mover is the winner.
  [ "$(grep -E "$MOVE_LINE" "$T/err" | tail -n 1 | cut -c1)" = "$winner" ] || fail "winner did not move last"
  ;;
play_finished)
  # A finished input: no move, the side not to move has won.
  printf 'B _ W\nturn: W\n' | "$G" play >"$T/o" 2>"$T/e"; expect_rc 0 $? "finished position"
  printf 'B _ W\nRounds: 0, Winner: B\n' | cmp -s - "$T/o" || { cat "$T/o" >&2; fail "output"; }
  [ "$(wc -l <"$T/e")" -eq 1 ] && grep -qE "$TOTAL_LINE" "$T/e" || fail "stderr"
  # White to move with a move: White plays it and wins after one round.
  printf 'B W B\nturn: W\n' | "$G" play --depth 2 >"$T/o" 2>"$T/e"; expect_rc 0 $? "white first"
  tail -n 1 "$T/o" | grep -qx 'Rounds: 1, Winner: W' || fail "white first: $(tail -n 1 "$T/o")"
  grep -qE '^W (b1a1|b1c1) value=' "$T/e" || fail "white's move line"
  ;;
minimax_equals_alphabeta)
  "$G" start --rows 4 --cols 4 >"$T/s"
  "$G" play --algorithm minimax --depth 3 <"$T/s" >"$T/a" 2>"$T/ae"; expect_rc 0 $? minimax
  "$G" play --algorithm alphabeta --depth 3 <"$T/s" >"$T/b" 2>"$T/be"; expect_rc 0 $? alphabeta
  cmp -s "$T/a" "$T/b" || fail "minimax and alphabeta played different games"
  # The same moves and values, with fewer nodes for alpha-beta.
  cut -d' ' -f1-3 "$T/ae" | head -n -1 >"$T/am"; cut -d' ' -f1-3 "$T/be" | head -n -1 >"$T/bm"
  cmp -s "$T/am" "$T/bm" || fail "different moves or values"
  [ "$(nodes_of "$T/be")" -lt "$(nodes_of "$T/ae")" ] || fail "alpha-beta did not visit fewer nodes"
  ;;
per_side_options)
  "$G" start --rows 5 --cols 5 >"$T/s"
  "$G" play --black-depth 1 --white-depth 3 --white-heuristic live --black-algorithm minimax <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? play
  # Depth 1 visits the root and one node per legal move, at most 1 + 40 on 5x5.
  grep -E '^B ' "$T/e" | sed -E 's/.*nodes=([0-9]+).*/\1/' | while read -r n; do
    [ "$n" -le 41 ] || fail "black depth 1 used $n nodes"; done || exit 1
  # The overrides change the game: both at depth 3 plays differently or with more nodes.
  "$G" play --depth 3 --heuristic live <"$T/s" >"$T/o2" 2>"$T/e2"
  [ "$(grep -E '^B ' "$T/e2" | head -n 1 | sed -E 's/.*nodes=([0-9]+).*/\1/')" -gt 41 ] || fail "depth 3 as cheap as depth 1"
  ;;
quiet)
  "$G" start | "$G" play --depth 2 --quiet >"$T/o" 2>"$T/e"; expect_rc 0 $? play
  [ "$(wc -l <"$T/e")" -eq 1 ] && grep -qE "$TOTAL_LINE" "$T/e" || fail "play --quiet: stderr is not one total line"
  tail -n 1 "$T/o" | grep -qE '^Rounds: [0-9]+, Winner: [BW]$' || fail "play --quiet: result line"
  "$G" start | "$G" move -q >"$T/o" 2>"$T/e"; expect_rc 0 $? move
  [ "$(wc -l <"$T/e")" -eq 1 ] && grep -qE "$TOTAL_LINE" "$T/e" || fail "move --quiet"
  ;;
bad_options)
  "$G" start >"$T/s"
  # Each: the exit code 2, nothing on stdout, the problem and the usage on stderr.
  while IFS='|' read -r args problem; do
    # shellcheck disable=SC2086
    "$G" $args <"$T/s" >"$T/o" 2>"$T/e"; rc=$?
    expect_rc 2 $rc "gametree $args"
    empty "$T/o" "gametree $args"
    contains "$T/e" "$problem"
    contains "$T/e" "Usage: gametree"
  done <<'EOF'
--depth 0|--depth: 0 is out of range 1..64
--depth abc|--depth: 'abc' is not a whole number
--depth 2.5|'2.5' is not a whole number
--depth 65|65 is out of range 1..64
--depth|--depth
--heuristic nope|--heuristic: nope not in
--algorithm foo|--algorithm: foo not in
--black-depth -1|--black-depth
--white-heuristic x|--white-heuristic: x not in
--white-algorithm|--white-algorithm
--frobnicate|--frobnicate
play extra|extra
play --depth 0|--depth: 0 is out of range
move --heuristic nope|--heuristic: nope not in
move --depth abc|'abc' is not a whole number
start --rows 27|--rows: 27 is out of range 1..26
start --cols 0|--cols: 0 is out of range 1..26
start --rows x|'x' is not a whole number
perft|--depth is required
perft --depth -1|--depth
match --white x|--black is required
match --black x|--white is required
match --black x --white y --timeout 0|--timeout: 0 is out of range
match --black x --white y --timeout abc|'abc' is not a number of seconds
match --black x --white y --timeout nan|'nan' is not a number of seconds
nonsense|unknown command 'nonsense'
EOF
  # A time per move without the engine is a contradiction, not a silent no-op.
  "$G" --time-ms 100 <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 2 $? "--time-ms without engine"
  contains "$T/e" "needs the engine"
  ;;
help)
  "$G" --help >"$T/o"; expect_rc 0 $? "--help"
  for c in play move match perft start heuristics solve bench tournament opening solve-bench; do
    grep -qE "^  $c " "$T/o" || fail "--help does not list $c"; done
  "$G" play --help >"$T/o"; expect_rc 0 $? "play --help"
  for o in --algorithm --depth --heuristic --black-algorithm --black-depth --black-heuristic \
           --white-algorithm --white-depth --white-heuristic --quiet; do contains "$T/o" "$o "; done
  "$G" move --help >"$T/o"; expect_rc 0 $? "move --help"
  contains "$T/o" "Exits 3"
  "$G" match --help >"$T/o"; expect_rc 0 $? "match --help"
  for o in --black --white --timeout --quiet; do contains "$T/o" "$o "; done
  "$G" perft --help >"$T/o"; expect_rc 0 $? "perft --help"
  contains "$T/o" "--divide"
  "$G" start --help >"$T/o"; expect_rc 0 $? "start --help"
  contains "$T/o" "--rows"; contains "$T/o" "--cols"
  [ "$("$G" --version)" = "gametree 0.1.0" ] || fail "--version"
  ;;
malformed_board)
  printf 'B W\nW X\n' | "$G" >"$T/o" 2>"$T/e"; expect_rc 2 $? "unknown symbol"
  contains "$T/e" "line 2, column 3"; empty "$T/o" "unknown symbol"
  printf 'B W B\nW B\n' | "$G" move >"$T/o" 2>"$T/e"; expect_rc 2 $? "ragged rows"
  contains "$T/e" "line 2"; empty "$T/o" "ragged rows"
  printf '' | "$G" >"$T/o" 2>"$T/e"; expect_rc 2 $? "empty input"
  contains "$T/e" "no board"
  printf 'B W\nturn: Q\n' | "$G" perft --depth 1 >"$T/o" 2>"$T/e"; expect_rc 2 $? "bad turn"
  contains "$T/e" "line 2, column 7"
  printf 'B W\nturn: B\nB W\n' | "$G" match --black x --white y >"$T/o" 2>"$T/e"; expect_rc 2 $? "board after turn"
  contains "$T/e" "line 3"
  "$G" start --rows 9 --cols 26 | sed '1s/^/B /' | "$G" >"$T/o" 2>"$T/e"
  expect_rc 2 $? "27 columns"; contains "$T/e" "line 1, column 53"
  # 2x26 is a board, and a game plays on it to the end.
  "$G" start --rows 2 --cols 26 | "$G" play --depth 1 --quiet >"$T/o" 2>"$T/e"
  expect_rc 0 $? "2x26 game"; contains "$T/o" "Winner: "
  ;;
move_chain)
  "$G" start >"$T/s"
  "$G" move --depth 2 <"$T/s" 2>"$T/e1" | "$G" move --depth 3 >"$T/o" 2>"$T/e2"; expect_rc 0 $? "chain"
  [ "$(tail -n 1 "$T/o")" = "turn: B" ] || fail "after two moves Black is to move"
  [ "$(grep -o '_' "$T/o" | wc -l)" -eq 2 ] || fail "two moves should leave two empty squares"
  [ "$(wc -l <"$T/e1")" -eq 2 ] || fail "move writes a move line and a total line"
  head -n 1 "$T/e1" | grep -qE "$MOVE_LINE" && head -n 1 "$T/e1" | grep -q '^B ' || fail "first move line"
  head -n 1 "$T/e2" | grep -qE "$MOVE_LINE" && head -n 1 "$T/e2" | grep -q '^W ' || fail "second move line"
  tail -n 1 "$T/e2" | grep -qE "$TOTAL_LINE" || fail "second total line"
  # Four chained moves are the first four moves of play with the same options.
  pos=$T/s
  for i in 1 2 3 4; do
    "$G" move --depth 2 <"$pos" >"$T/p$i" 2>"$T/m$i"; expect_rc 0 $? "move $i"
    head -n 1 "$T/m$i" | cut -d' ' -f1-3 >>"$T/chainmoves"; pos=$T/p$i
  done
  "$G" play --depth 2 <"$T/s" 2>&1 >/dev/null | head -n 4 | cut -d' ' -f1-3 >"$T/playmoves"
  cmp -s "$T/chainmoves" "$T/playmoves" || fail "the chain and play disagree"
  ;;
move_no_move)
  printf 'B _ W\nturn: W\n' | "$G" move >"$T/o" 2>"$T/e"; expect_rc 3 $? "no move"
  contains "$T/e" "W has no move"
  empty "$T/o" "no move"
  printf 'B B\nW W\n' | "$G" move >"$T/o" 2>"$T/e"; expect_rc 0 $? "black has a move"
  printf 'B\n' | "$G" move >"$T/o" 2>"$T/e"; expect_rc 3 $? "lone disc"
  ;;
perft)
  "$G" start >"$T/s"
  expected=(1 49 2116 80063 2630382)
  for d in 0 1 2 3 4; do
    got=$("$G" perft --depth "$d" <"$T/s")
    [ "$got" = "${expected[$d]}" ] || fail "perft $d = $got, expected ${expected[$d]}"
  done
  "$G" perft --depth 3 --divide <"$T/s" >"$T/o"
  [ "$(head -n -1 "$T/o" | wc -l)" -eq 49 ] || fail "divide lists 49 moves"
  total=$(head -n -1 "$T/o" | awk -F': ' '{s += $2} END {print s}')
  [ "$total" = 80063 ] && [ "$(tail -n 1 "$T/o")" = 80063 ] || fail "divide sums to $total"
  ;;
start)
  "$G" start --rows 3 --cols 4 >"$T/o"; expect_rc 0 $? start
  printf 'B W B W\nW B W B\nB W B W\n' | cmp -s - "$T/o" || { cat "$T/o" >&2; fail "3x4 start"; }
  "$G" start >"$T/o"
  [ "$(wc -l <"$T/o")" -eq 6 ] && [ "$(head -n 1 "$T/o" | wc -w)" -eq 5 ] || fail "default is 6 rows of 5"
  [ "$(tail -n 1 "$T/o" | cut -c1)" = B ] || fail "bottom-left must be black"
  grep -q turn "$T/o" && fail "start prints no turn line"
  printf 'B\n' | cmp -s - <("$G" start --rows 1 --cols 1) || fail "1x1 start"
  "$G" start --rows 16 --cols 16 | "$G" perft --depth 1 >"$T/o"; expect_rc 0 $? "16x16"
  # 16x16: 2 * 16 * 15 adjacent pairs, each a move for Black.
  [ "$(cat "$T/o")" = 480 ] || fail "16x16 start has 480 moves, got $(cat "$T/o")"
  # Past 16 a side, up to 26 (columns a..z) and 256 squares: 2x26 has 26 + 2 * 25 pairs.
  "$G" start --rows 2 --cols 26 | "$G" perft --depth 1 >"$T/o"; expect_rc 0 $? "2x26"
  [ "$(cat "$T/o")" = 76 ] || fail "2x26 start has 76 moves, got $(cat "$T/o")"
  "$G" start --rows 10 --cols 26 >"$T/o" 2>"$T/e"; expect_rc 2 $? "10x26"
  contains "$T/e" "impossible board size 10x26: at most 256 squares"
  ;;
heuristics)
  "$G" heuristics >"$T/o"; expect_rc 0 $? heuristics
  [ "$(grep -c ' static ' "$T/o")" -ge 3 ] || fail "at least three static heuristics"
  [ "$(grep -c ' adaptive ' "$T/o")" -ge 3 ] || fail "at least three adaptive heuristics"
  [ "$(awk 'NF < 4' "$T/o" | wc -l)" -eq 0 ] || fail "a heuristic without a description"
  # Every listed heuristic is accepted by play, and they do not all play alike.
  for h in $(awk '{print $1}' "$T/o"); do
    "$G" start --rows 4 --cols 5 | "$G" play --heuristic "$h" --depth 2 >"$T/game.$h" 2>/dev/null || fail "heuristic $h rejected"
  done
  [ "$(cat "$T"/game.* | sort -u | wc -l)" -gt 7 ] || fail "every heuristic played the same game"
  ;;
match_normal)
  "$G" start >"$T/s"
  "$G" match --black "'$G' move --depth 1" --white "'$G' move --depth 3" <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? match
  tail -n 1 "$T/o" | grep -qE '^Rounds: [0-9]+, Winner: [BW]$' || fail "no result line"
  grep -qE '^B [a-e][1-6][a-e][1-6] value=.* nodes=' "$T/e" || fail "no move lines from the children"
  tail -n 1 "$T/e" | grep -qE "$TOTAL_LINE" || fail "bad total line"
  # The same game as `play` with the same per-side settings: same stdout, same
  # moves and values, same node total (the children's totals summed).
  "$G" play --black-depth 1 --white-depth 3 <"$T/s" >"$T/p" 2>"$T/pe"
  cmp -s "$T/o" "$T/p" || fail "match and play disagree"
  cmp -s <(cut -d' ' -f1-4 "$T/e" | head -n -1) <(cut -d' ' -f1-4 "$T/pe" | head -n -1) || fail "move lines differ"
  [ "$(nodes_of "$T/e")" = "$(nodes_of "$T/pe")" ] || fail "node totals differ"
  # --quiet: only the total.
  "$G" match -q --black "'$G' move --depth 1" --white "'$G' move --depth 1" <"$T/s" >"$T/o" 2>"$T/e"
  [ "$(wc -l <"$T/e")" -eq 1 ] && grep -qE "$TOTAL_LINE" "$T/e" || fail "match --quiet"
  ;;
match_turn_white)
  # The referee starts with the side the position names, and ends at once on a finished game.
  printf 'B W B\nturn: W\n' | "$G" match --black false --white "'$G' move" >"$T/o" 2>"$T/e"; expect_rc 0 $? match
  tail -n 1 "$T/o" | grep -qx 'Rounds: 1, Winner: W' || fail "$(tail -n 1 "$T/o")"
  printf 'B _ W\nturn: B\n' | "$G" match --black false --white false >"$T/o" 2>"$T/e"; expect_rc 0 $? finished
  tail -n 1 "$T/o" | grep -qx 'Rounds: 0, Winner: W' || fail "$(tail -n 1 "$T/o")"
  ;;
match_no_zombies)
  # Every turn, the opponent counts the referee's zombie children: all reaped.
  "$G" start --rows 4 --cols 4 >"$T/s"
  GAMETREE=$G ZOMBIES=$T/z "$G" match --black "$OPP/zombie_check.sh" --white "$OPP/zombie_check.sh" \
    <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? match
  rounds=$(tail -n 1 "$T/o" | sed -E 's/Rounds: ([0-9]+),.*/\1/')
  [ "$rounds" -ge 2 ] && [ "$(wc -l <"$T/z")" -eq "$rounds" ] || fail "the checker ran $(wc -l <"$T/z") times for $rounds rounds"
  [ "$(sort -u "$T/z")" = 0 ] || fail "zombies: $(paste -sd ' ' "$T/z")"
  ;;
match_lingering)
  # A side that exits after its reply but leaves a process holding its output open
  # is not held to the timeout, and the leftovers are killed.
  "$G" start --rows 3 --cols 4 >"$T/s"
  start=$(date +%s%N)
  GAMETREE=$G PIDFILE=$T/pids "$G" match --timeout 5 --black "'$G' move --depth 1" \
    --white "$OPP/lingering.sh" <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? match
  [ $((($(date +%s%N) - start) / 1000000)) -lt 3000 ] || fail "the referee waited for the pipes"
  grep -q loses "$T/e" && fail "a side lost: $(grep loses "$T/e")"
  [ -s "$T/pids" ] || fail "the lingering opponent never moved"
  sleep 0.2
  while read -r pid; do gone "$pid" || { kill "$pid"; fail "leftover process $pid still runs"; }; done <"$T/pids"
  ;;
match_illegal | match_pass | match_garbage | match_crash | match_exit1 | match_hang | match_no_move | match_missing)
  opponent=${CASE#match_}
  declare -A reason=(
    [illegal]="W loses: illegal move (reply is not one legal move from the position)"
    [pass]="W loses: illegal move (reply is not one legal move from the position)"
    [garbage]="W loses: malformed reply (line 1, column 1: "
    [crash]="W loses: crashed (killed by signal 11"
    [exit1]="W loses: exited with status 1"
    [hang]="W loses: no reply within 1 s"
    [no_move]="W loses: claimed to have no move (exit status 3), but has "
    [missing]="W loses: could not be run (exit status 127")
  command=$OPP/$opponent.sh
  [ "$opponent" = missing ] && command=$T/no-such-program
  "$G" start >"$T/s"
  start=$(date +%s%N)
  PIDFILE=$T/pids "$G" match --timeout 1 --black "'$G' move --depth 1" --white "$command" \
    <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "match against $opponent"
  [ $((($(date +%s%N) - start) / 1000000)) -lt 3000 ] || fail "the match took too long"
  contains "$T/e" "${reason[$opponent]}"
  [ "$(grep -c 'loses:' "$T/e")" -eq 1 ] || fail "one loss message"
  # Black's one move, then the loss; stdout is the board after Black's move and the result.
  [ "$(tail -n 1 "$T/o")" = "Rounds: 1, Winner: B" ] || fail "result $(tail -n 1 "$T/o")"
  [ "$(head -n 6 "$T/o" | grep -o _ | wc -l)" -eq 1 ] || fail "the board after one move"
  grep -qE '^B [a-e][1-6][a-e][1-6] value=' "$T/e" || fail "Black's move line"
  tail -n 1 "$T/e" | grep -qE "$TOTAL_LINE" || fail "total line"
  [ "$opponent" = exit1 ] && contains "$T/e" "  | something went wrong"
  if [ "$opponent" = no_move ]; then
    n=$({ head -n 6 "$T/o"; echo "turn: W"; } | "$G" perft --depth 1 2>/dev/null)
    contains "$T/e" "but has $n legal moves"
  fi
  if [ "$opponent" = hang ]; then
    sleep 0.2
    pid=$(cat "$T/pids"); gone "$pid" || { kill "$pid"; fail "the hanging opponent's child $pid survived"; }
  fi
  true
  ;;
solve)
  "$G" start --rows 3 --cols 4 | "$G" solve >"$T/o" 2>"$T/e"; expect_rc 0 $? solve
  grep -qE '^Winner: [BW] ' "$T/o" || fail "no winner line"
  contains "$T/o" "Source: search"
  contains "$T/e" "Solved: nodes="
  # A won position names a move that leaves the opponent lost.
  printf 'B W _ B\n' | "$G" solve >"$T/o" 2>/dev/null
  contains "$T/o" "Winner: B"
  contains "$T/o" "Move: "
  # The root's moves ordered by a short search (the default) or not: the
  # same winner, whole board or job line; only clobber's solver has it.
  "$G" opening --rows 6 --cols 6 --plies 6 --index 3 >"$T/p"
  "$G" solve --table-mb 64 <"$T/p" >"$T/o" 2>/dev/null; expect_rc 0 $? "solve, root ordered"
  "$G" solve --table-mb 64 --root-order 0 <"$T/p" >"$T/o0" 2>/dev/null; expect_rc 0 $? "solve, --root-order 0"
  [ "$(head -n 1 "$T/o")" = "$(head -n 1 "$T/o0")" ] || fail "winners differ: $(head -n 1 "$T/o") / $(head -n 1 "$T/o0")"
  "$G" solve --table-mb 64 --job 'BWBWB/WBWBW/BWBWB/WBWBW:B' | cut -d' ' -f2 >"$T/j"
  "$G" solve --table-mb 64 --root-order 0 --job 'BWBWB/WBWBW/BWBWB/WBWBW:B' | cut -d' ' -f2 >"$T/j0"
  [ -s "$T/j" ] && cmp -s "$T/j" "$T/j0" || fail "job results differ: $(cat "$T/j") / $(cat "$T/j0")"
  "$G" solve --root-order 13 <"$T/p" >/dev/null 2>"$T/e"; expect_rc 2 $? "--root-order 13"
  contains "$T/e" "--root-order: 13 is out of range 0..12"
  printf 'X _ _\n_ O _\n_ _ _\n' | "$G" solve --game tictactoe --root-order 2 >/dev/null 2>"$T/e"
  expect_rc 2 $? "--root-order in tic-tac-toe"
  contains "$T/e" "only clobber's solver orders its root"
  ;;
uci)
  # The engine over UCI, with Fairy-Stockfish's FEN: the handshake, a position
  # read back as the same FEN and board, a timed move that is legal, a fixed
  # depth that moves as `gametree move` does, and errors that leave it running.
  uci() { "$G" uci >"$T/o" 2>"$T/e"; }
  printf 'uci\nisready\nquit\n' | uci; expect_rc 0 $? "uci handshake"
  contains "$T/o" "id name gametree"
  contains "$T/o" "option name UCI_Variant type combo default clobber"
  grep -q "^option name Heuristic type combo default [a-z-]* .*var atomic" "$T/o" || fail "no Heuristic option"
  contains "$T/o" "uciok"
  contains "$T/o" "readyok"
  empty "$T/e" "uci handshake"
  # 10x10, with two-digit runs of empty squares and a move list after the FEN.
  fen='PpPpPpPpPp/10/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp b - - 0 1'
  printf 'setoption name UCI_Variant value clobber10\nposition fen %s\nd\nposition fen %s moves a8b8\nd\nquit\n' "$fen" "$fen" | uci
  expect_rc 0 $? "uci 10x10 position"
  [ "$(grep -c "^info string fen " "$T/o")" -eq 2 ] || fail "two boards expected"
  [ "$(grep "^info string fen " "$T/o" | head -n 1)" = "info string fen $fen" ] || fail "the FEN did not read back"
  grep "^info string fen " "$T/o" | tail -n 1 | grep -qF 'PpPpPpPpPp/10/1ppPpPpPpP/' || fail "a8b8 not played"
  grep -c '^info string [BW_]\( [BW_]\)\{9\}$' "$T/o" | grep -qx 20 || fail "two 10x10 boards expected"
  # A timed move from the 6x5 start: legal, and the tables are kept.
  "$G" start >"$T/s"
  printf 'uci\nisready\nposition startpos\ngo movetime 50\nquit\n' | uci; expect_rc 0 $? "uci go"
  move=$(sed -nE 's/^bestmove ([a-p][0-9]+[a-p][0-9]+)$/\1/p' "$T/o")
  [ -n "$move" ] || fail "no bestmove"
  "$G" perft --divide --depth 1 <"$T/s" 2>/dev/null | grep -q "^$move:" || fail "bestmove $move is not legal"
  grep -qE '^info depth [0-9]+ score cp -?[0-9]+ nodes [0-9]+ time [0-9]+ pv [a-p0-9 ]+$' "$T/o" || fail "no info line"
  # A fixed depth searches afresh: the move and nodes of `gametree move`.
  "$G" move --algorithm engine --depth 5 <"$T/s" >/dev/null 2>"$T/m"
  want=$(head -n 1 "$T/m" | sed -nE 's/^B ([a-p0-9]+) .* nodes=([0-9]+) .*/\1 \2/p')
  for _ in 1 2; do
    printf 'position startpos\ngo depth 5\nposition startpos moves %s\ngo movetime 20\n' "${want% *}"
  done | { cat; echo quit; } | uci; expect_rc 0 $? "uci go depth"
  # The move of each go depth 5 and the nodes of the info line before it.
  got=$(awk '/^info depth/ {for (i = 1; i < NF; i++) if ($i == "nodes") n = $(i + 1)}
             /^bestmove/ {if (++k % 2) print $2, n}' "$T/o" | sort -u)
  [ "$got" = "$want" ] || fail "go depth 5 gave '$got', move gave '$want'"
  [ "$(grep -c '^bestmove' "$T/o")" -eq 4 ] || fail "four bestmoves expected"
  # A won position: the proven result is said.
  printf 'position fen PpP/3/3 w\ngo movetime 100\nquit\n' | uci
  contains "$T/o" "info string proven win"
  contains "$T/o" "score cp 100000"
  grep -qxE "bestmove (a3b3|c3b3)" "$T/o" || fail "a winning capture expected"
  # Errors: said, and the engine goes on to the next command.
  while IFS='|' read -r input problem; do
    printf '%s\nisready\nquit\n' "$input" | uci; expect_rc 0 $? "$input"
    grep '^info string error: ' "$T/o" | grep -qF -- "$problem" || { cat "$T/o" >&2; fail "$input: no error '$problem'"; }
    contains "$T/o" "readyok"
  done <<'CASES'
position fen PpX/3 w|'X' is not a Clobber disc
position fen Pp/3 w|rank 1 has 3 squares, the top rank 2
position fen Pp/pP x|the side to move must be w or b
position fen 99/99 w|a run of empty squares: 99 is out of range 1..
position fen Pp/pP w moves a1a3|move 'a1a3'
position startpos moves a1a2 a1a2|illegal move
position nowhere|expected 'startpos' or 'fen <fen>'
setoption name UCI_Variant value chess|expected clobber, clobber8 or clobber10
setoption name Hash value 0|Hash: 0 is out of range 1..4096 (expected a whole number of MiB)
setoption name KeepTables value maybe|expected true or false
setoption name Heuristic value nope|Heuristic 'nope'
go infinite|go infinite is not supported
go movetime -5|go movetime: -5 is out of range 0..1000000000
go depth 0|go depth: 0 is out of range 1..64
go depth 65|go depth: 65 is out of range 1..64
go depth 4294967297|go depth: 4294967297 is out of range 1..64
go depth +3|go depth: '+3' is not a whole number
go movetime|go movetime: '' is not a whole number
setoption name Hash value +16|Hash: '+16' is not a whole number
go wtime 100 nodes 5|go nodes is not supported
stop|the search is not running
fly|unknown command 'fly'
CASES
  # go after a failed position: no move, said.
  printf 'position fen Pp/3 w\ngo movetime 10\nquit\n' | uci
  contains "$T/o" "bestmove (none)"
  contains "$T/o" "no position"
  # A finished game: no move.
  printf 'position fen P1p/3 w\ngo movetime 10\nquit\n' | uci
  contains "$T/o" "bestmove (none)"
  # The clock: a move from wtime and winc, within the time.
  printf 'position startpos\ngo wtime 1000 btime 1000 winc 10 binc 10\nquit\n' | uci
  grep -qE '^bestmove [a-p][0-9]+[a-p][0-9]+$' "$T/o" || fail "no move from the clock"
  ;;
no_book)
  # The 4x6 start is in a proof book: solve answers from it with no search,
  # and --no-book makes the solver search it, to the same winner.
  "$G" start --rows 4 --cols 6 >"$T/s"
  "$G" solve --table-mb 64 <"$T/s" >"$T/book" 2>"$T/e"; expect_rc 0 $? "solve from the book"
  contains "$T/e" "Solved: nodes=0 "
  "$G" solve --table-mb 64 --no-book <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "solve --no-book"
  nodes=$(sed -nE 's/^Solved: nodes=([0-9]+) .*/\1/p' "$T/e")
  [ "${nodes:-0}" -gt 0 ] || fail "solve --no-book searched no nodes"
  contains "$T/o" "Winner: W"
  contains "$T/book" "Source: book clobber-4x6"
  contains "$T/o" "Source: search"
  [ "$(head -n 1 "$T/o")" = "$(head -n 1 "$T/book")" ] || fail "the winner differs from the book's"
  # The engine's move on 4x5 (a first-player win in the book): from the book
  # with no node, searched with --no-book, and either way a winning move.
  "$G" start --rows 4 --cols 5 >"$T/s"
  for flag in "" --no-book; do
    # shellcheck disable=SC2086
    "$G" move --algorithm engine --depth 4 $flag <"$T/s" >"$T/m" 2>"$T/e"; expect_rc 0 $? "move $flag"
    n=$(nodes_of "$T/e")
    if [ -z "$flag" ]; then [ "$n" -eq 0 ] || fail "the book's move took $n nodes"
    else [ "$n" -gt 0 ] || fail "move --no-book searched no nodes"; fi
    "$G" solve --no-book --table-mb 64 <"$T/m" >"$T/o" 2>/dev/null
    contains "$T/o" "Winner: B"
  done
  # 6x6: the proof that Black wins with e1e2 ships as its book. solve
  # answers from it with no search, and the engine plays its moves: the
  # first, and the answer to a reply of White's.
  "$G" start --rows 6 --cols 6 >"$T/s"
  "$G" solve --table-mb 16 <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "solve 6x6 from the book"
  contains "$T/e" "Solved: nodes=0 "
  contains "$T/o" "Winner: B"
  contains "$T/o" "Move: e1e2"
  contains "$T/o" "Source: book clobber-6x6"
  "$G" move --algorithm engine --depth 4 <"$T/s" >"$T/m" 2>"$T/e"; expect_rc 0 $? "move 6x6"
  [ "$(nodes_of "$T/e")" -eq 0 ] || fail "the 6x6 book's first move took $(nodes_of "$T/e") nodes"
  grep -q "^B e1e2 " "$T/e" || fail "the engine did not open 6x6 with e1e2: $(cat "$T/e")"
  "$G" move --algorithm engine --depth 1 <"$T/m" | "$G" move --algorithm engine --depth 4 >/dev/null 2>"$T/e"
  expect_rc 0 $? "move 6x6 after a reply"
  [ "$(nodes_of "$T/e")" -eq 0 ] || fail "the 6x6 book's answer took $(nodes_of "$T/e") nodes"
  # Only Clobber's engine has books: anything else is refused by name.
  while IFS='|' read -r args problem; do
    # shellcheck disable=SC2086
    "$G" $args <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 2 $? "$args"
    contains "$T/e" "$problem"
  done <<'CASES'
move --no-book --depth 2|--no-book turns the engine's proof books off: it needs --algorithm engine
move --no-book --game tictactoe --algorithm engine|--no-book: tictactoe has no proof books
solve --no-book --game tictactoe|--no-book: tictactoe has no proof books
solve --no-book=1|--no-book is a flag and takes no value
CASES
  ;;
solve_bench)
  # The 15 first moves of 6x6 that differ after symmetry, each a board with White to move.
  "$G" solve-bench --set 6x6-first --list >"$T/o" 2>"$T/e"; expect_rc 0 $? "solve-bench --list"
  [ "$(grep -c '^# ' "$T/o")" = 15 ] || fail "6x6-first does not list 15 positions"
  [ "$(grep -c '^turn: W' "$T/o")" = 15 ] || fail "6x6-first positions are not White to move"
  "$G" solve-bench --set 6x6-replies --list --from 2 --count 3 >"$T/o"; expect_rc 0 $? "replies"
  [ "$(grep -c '^# ' "$T/o")" = 3 ] || fail "--count 3 lists $(grep -c '^# ' "$T/o")"
  contains "$T/o" "# 2 a1a2 "
  # A node cap too small to finish: the row says so and the summary counts it.
  "$G" solve-bench --set 6x6-first --count 1 --node-cap 1000 --table-mb 16 >"$T/o" 2>"$T/e"
  expect_rc 0 $? "capped run"
  contains "$T/o" "| 1 | a1a2 | not solved |"
  contains "$T/o" "Solved: 0 of 1"
  "$G" solve-bench --set 7x7 >"$T/o" 2>"$T/e"; expect_rc 2 $? "unknown set"
  contains "$T/e" "unknown set '7x7'"
  "$G" solve-bench --set 6x6-first --from 16 >"$T/o" 2>"$T/e"; expect_rc 2 $? "--from past the end"
  contains "$T/e" "has only 15 positions"
  # One position from standard input, solved by the solver itself (the 4x5
  # start is in a proof book, which `solve` would answer with 0 nodes), by
  # the depth-first solver and by proof-number search: the same result.
  for m in ab "dfpn --leaf-discs 0" "dfpn --leaf-discs 0 --budget 100"; do
    "$G" start --rows 4 --cols 5 | "$G" solve-bench --set stdin --table-mb 16 --method $m >"$T/o" 2>"$T/e"
    expect_rc 0 $? "stdin, $m"
    grep -qE '^\| 1 \| stdin \| Black wins with [a-e][1-4][a-e][1-4] \| [1-9][0-9]* \|' "$T/o" || { cat "$T/o" >&2; fail "stdin, $m: row"; }
  done
  # A table file: the second run starts from what the first proved.
  "$G" start --rows 4 --cols 5 | "$G" solve-bench --set stdin --table-mb 16 --table-file "$T/t.tbl" >"$T/o"
  expect_rc 0 $? "table file, first run"
  "$G" start --rows 4 --cols 5 | "$G" solve-bench --set stdin --table-mb 16 --table-file "$T/t.tbl" >"$T/o"
  expect_rc 0 $? "table file, second run"
  grep -qE '^\| 1 \| stdin \| Black wins with [a-e][1-4][a-e][1-4] \| [1-9] \|' "$T/o" || { cat "$T/o" >&2; fail "table file: not answered from the file"; }
  "$G" start --rows 4 --cols 5 | "$G" solve-bench --set stdin --table-mb 32 --table-file "$T/t.tbl" >"$T/o" 2>"$T/e"
  expect_rc 2 $? "table file of another size"
  contains "$T/e" "not of 32 MiB"
  echo "B X" | "$G" solve-bench --set stdin >"$T/o" 2>"$T/e"; expect_rc 2 $? "bad stdin"
  contains "$T/e" "unknown symbol 'X'"
  "$G" solve-bench --set 6x6-first --method pns >"$T/o" 2>"$T/e"; expect_rc 2 $? "unknown method"
  # The trace: the root's moves in the order tried, the last the winner the row names.
  "$G" start --rows 4 --cols 5 | "$G" solve-bench --set stdin --table-mb 16 --trace-depth 1 >"$T/o" 2>"$T/e"
  expect_rc 0 $? "trace"
  last=$(grep -E '^d0 [a-e][1-4][a-e][1-4] nodes [1-9][0-9]* ' "$T/e" | tail -1)
  case "$last" in *" wins") ;; *) cat "$T/e" >&2; fail "trace: the last root move does not win" ;; esac
  contains "$T/o" "Black wins with $(echo "$last" | cut -d' ' -f2) "
  grep -qE '^  d1 [a-e][1-4][a-e][1-4] nodes [1-9][0-9]* (wins|fails)' "$T/e" || fail "trace: no depth-1 line"
  "$G" start --rows 4 --cols 5 | "$G" solve-bench --set stdin --trace-depth 1 --method dfpn >"$T/o" 2>"$T/e"
  expect_rc 2 $? "trace with dfpn"
  contains "$T/e" "--trace-depth traces the depth-first solver only"
  ;;
tournament)
  "$G" tournament --rows 3 --cols 4 --openings 3 alphabeta:1:active alphabeta:2:live >"$T/o" 2>"$T/e"; expect_rc 0 $? tournament
  grep -qE '^alphabeta:1:active vs alphabeta:2:live: [0-9]+/6 wins' "$T/o" || { cat "$T/o" >&2; fail "result line"; }
  "$G" tournament alphabeta:1 nonsense:2 >"$T/o" 2>"$T/e"; expect_rc 2 $? "bad agent"
  contains "$T/e" "unknown algorithm 'nonsense'"
  # `opening` prints the tournament's openings one at a time: board text with
  # its turn line, one disc fewer per ply, all different.
  for i in 1 2 3; do
    "$G" opening --rows 3 --cols 4 --plies 3 --seed 5 --index $i >"$T/op$i" 2>"$T/e"; expect_rc 0 $? "opening $i"
    [ "$(head -n 3 "$T/op$i" | grep -cE '^[BW_]( [BW_]){3}$')" -eq 3 ] || { cat "$T/op$i" >&2; fail "opening $i: 3 rows of 4"; }
    [ "$(sed -n 4p "$T/op$i")" = "turn: W" ] || fail "opening $i: White moves after 3 plies"
    [ "$(head -n 3 "$T/op$i" | grep -o '[BW]' | wc -l)" -eq 9 ] || fail "opening $i: 12 - 3 discs"
    "$G" move <"$T/op$i" >/dev/null 2>"$T/e"; expect_rc 0 $? "opening $i is a position to play on"
  done
  ! cmp -s "$T/op1" "$T/op2" && ! cmp -s "$T/op2" "$T/op3" && ! cmp -s "$T/op1" "$T/op3" || fail "openings repeat"
  "$G" opening --rows 3 --cols 4 --plies 3 --seed 5 --index 2 | cmp -s - "$T/op2" || fail "opening 2 is not repeatable"
  "$G" opening --rows 1 --cols 2 --plies 1 --index 2 >"$T/o" 2>"$T/e"; expect_rc 2 $? "too few openings"
  contains "$T/e" "has only 1 distinct opening of 1 ply (asked for number 2)"
  empty "$T/o" "no position when there is none"
  "$G" opening --index 0 >"$T/o" 2>"$T/e"; expect_rc 2 $? "index 0"
  contains "$T/e" "--index"
  ;;
tictactoe)
  "$G" start --game tictactoe >"$T/s"; expect_rc 0 $? "start"
  printf '_ _ _\n_ _ _\n_ _ _\n' | cmp -s - "$T/s" || fail "3x3 start"
  # Full-depth minimax: a draw, and the first search visits the whole game tree.
  "$G" play --game tictactoe --algorithm minimax --depth 9 <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "play"
  tail -n 1 "$T/o" | grep -qx 'Rounds: 9, Winner: none (draw)' || fail "result: $(tail -n 1 "$T/o")"
  head -n 1 "$T/e" | grep -qE '^X [a-c][1-3] value=0 nodes=549946 time=' || fail "first move line: $(head -n 1 "$T/e")"
  "$G" play --game tictactoe --depth 9 <"$T/s" >"$T/o2" 2>"$T/e2"; expect_rc 0 $? "alphabeta"
  cmp -s "$T/o" "$T/o2" || fail "alpha-beta played another game than minimax"
  [ "$(nodes_of "$T/e2")" -lt "$(nodes_of "$T/e")" ] || fail "alpha-beta did not visit fewer nodes"
  [ "$("$G" perft --game tictactoe --depth 9 <"$T/s")" = 255168 ] || fail "255,168 complete games"
  "$G" solve --game tictactoe --table-mb 16 <"$T/s" >"$T/o" 2>/dev/null; expect_rc 0 $? solve
  contains "$T/o" "Winner: none (draw with perfect play; X to move)"
  # X has three in a row: no move, exit 3; a 4x4 board with k=3 is an X win.
  printf 'X X X\nO O _\n_ _ _\nturn: O\n' | "$G" move --game tictactoe >/dev/null 2>"$T/e"; expect_rc 3 $? "finished"
  contains "$T/e" "X has won"
  "$G" start --game tictactoe --rows 4 --cols 4 | "$G" solve --game tictactoe --k 3 --table-mb 16 >"$T/o" 2>/dev/null
  contains "$T/o" "Winner: X (X wins with perfect play"
  # The engine as O never loses, whatever X opens with (X then plays at depth 1).
  for first in 'X _ _\n_ _ _\n_ _ _' '_ X _\n_ _ _\n_ _ _' '_ _ _\n_ X _\n_ _ _'; do
    printf "$first\nturn: O\n" | "$G" play --game tictactoe --black-depth 1 --white-algorithm engine --white-depth 9 -q >"$T/o" 2>/dev/null
    tail -n 1 "$T/o" | grep -qE 'Winner: (O|none \(draw\))$' || fail "the engine lost: $(tail -n 1 "$T/o")"
  done
  ;;
halma)
  "$G" start --game halma >"$T/s16"
  [ "$(wc -l <"$T/s16")" -eq 16 ] && [ "$(grep -o B "$T/s16" | wc -l)" -eq 19 ] && [ "$(grep -o W "$T/s16" | wc -l)" -eq 19 ] || fail "16x16 start"
  "$G" start --game halma --rows 8 >"$T/s"
  [ "$(grep -o B "$T/s" | wc -l)" -eq 10 ] || fail "8x8 start: 10 pieces a side"
  # A whole game ends, with a result line and one move line per round.
  "$G" play --game halma --depth 2 <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "play"
  result=$(tail -n 1 "$T/o")
  [[ $result =~ ^Rounds:\ ([0-9]+),\ Winner:\ (B|W|none\ \(draw\))$ ]] || fail "bad result line '$result'"
  [ "$(grep -cE '^[BW] [a-h][0-9][a-h][0-9] value=' "$T/e")" -eq "${BASH_REMATCH[1]}" ] || fail "move lines"
  # perft --divide sums to perft, and a jump chain is one move.
  "$G" perft --game halma --depth 2 --divide <"$T/s" >"$T/o"; expect_rc 0 $? perft
  sum=$(head -n -1 "$T/o" | awk -F': ' '{s += $2} END {print s}')
  [ "$sum" = "$(tail -n 1 "$T/o")" ] || fail "divide sums to $sum"
  printf '_ _ _ _ W W W W\n_ _ _ _ _ W W W\n_ _ _ _ _ _ W W\n_ _ _ _ _ _ _ W\nB _ _ _ _ _ _ _\nB B _ B _ _ _ _\nB B _ _ _ _ _ _\nB B B B _ _ _ _\n' \
    | "$G" perft --game halma --depth 1 --divide >"$T/o"
  grep -qx 'a1e3: 1' "$T/o" || fail "a1 over b2 and d3 to e3 is a move"
  # Two processes play each other through the referee.
  "$G" match --game halma --black "$G move --game halma --depth 1" --white "$G move --game halma --depth 2" -q <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? match
  tail -n 1 "$T/o" | grep -qE '^Rounds: [0-9]+, Winner: (B|W|none \(draw\))$' || fail "match result"
  "$G" solve --game halma <"$T/s" >/dev/null 2>"$T/e"; expect_rc 2 $? "solve halma"
  contains "$T/e" "no exact solver for halma"
  ;;
game_options)
  "$G" start --game chess >/dev/null 2>"$T/e"; expect_rc 2 $? "unknown game"
  contains "$T/e" "--game: chess not in {clobber,halma,tictactoe}"
  "$G" start --k 3 >/dev/null 2>"$T/e"; expect_rc 2 $? "--k for clobber"
  contains "$T/e" "--k is for tictactoe only"
  "$G" start | "$G" play --heuristic threats >/dev/null 2>"$T/e"; expect_rc 2 $? "a heuristic of another game"
  contains "$T/e" "'threats' is not a heuristic of clobber"
  "$G" start --game halma --rows 9 >/dev/null 2>"$T/e"; expect_rc 2 $? "halma 9x9"
  contains "$T/e" "Halma boards are 8x8, 10x10 or 16x16; got 9x9"
  "$G" start | "$G" play --game tictactoe >/dev/null 2>"$T/e"; expect_rc 2 $? "a clobber board read as tic-tac-toe"
  contains "$T/e" "unknown symbol 'W': expected X, O or _"
  "$G" heuristics --game halma >"$T/o"
  [ "$(grep -c ' static ' "$T/o")" -ge 3 ] && [ "$(grep -c ' adaptive ' "$T/o")" -ge 1 ] || fail "halma heuristics"
  "$G" --help >"$T/o"
  for w in clobber halma tictactoe 'k in a row' 'goal camp'; do contains "$T/o" "$w"; done
  ;;
tree_text)
  # The classic: X must block O's column. The text tree has one line per
  # visited node (the count the search reports) plus the pruned lines.
  printf 'X O X\n_ O _\n_ _ _\n' >"$T/s"
  "$G" tree --game tictactoe --depth 9 <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "tree"
  empty "$T/e" "stderr"
  head -n 1 "$T/o" | grep -qE '^tictactoe, alphabeta to depth 9, heuristic threats: [0-9]+ nodes searched; value 0, best move b1' || fail "summary: $(head -n 1 "$T/o")"
  searched=$(head -n 1 "$T/o" | sed -E 's/.*: ([0-9]+) nodes searched.*/\1/')
  nodes=$(grep -cE '^ *(root|[a-c][1-3]) (MAX|MIN) window ' "$T/o")
  [ "$nodes" -eq "$searched" ] || fail "$nodes node lines for $searched nodes"
  # The same count as the search itself, and the same move.
  "$G" move --game tictactoe --depth 9 <"$T/s" >/dev/null 2>"$T/m"
  grep -qE "^X b1 value=0 nodes=$searched " "$T/m" || fail "move says $(cat "$T/m")"
  grep -qx 'root MAX window \[-inf, +inf\] value 0 \*' "$T/o" || fail "root line"
  grep -qE '^ +pruned: ([a-c][1-3] ?)+ \(beta -?[0-9]+ <= alpha -?[0-9]+\)$' "$T/o" || fail "no pruned line"
  # Every cut-off closed the window: beta <= alpha.
  sed -nE 's/.*\(beta (-?[0-9]+) <= alpha (-?[0-9]+)\)$/\1 \2/p' "$T/o" | while read -r b a; do
    [ "$b" -le "$a" ] || fail "cut-off with beta $b > alpha $a"; done || exit 1
  # Minimax: no cut-off, more nodes, the same value; its level counts are perft's
  # (no game ends in 2 plies from the empty board).
  "$G" tree --game tictactoe --algorithm minimax --depth 9 <"$T/s" >"$T/mm"
  ! grep -q 'pruned:' "$T/mm" || fail "minimax pruned"
  grep -qE '^tictactoe, minimax to depth 9, heuristic threats: [0-9]+ nodes searched; value 0, best move b1' "$T/mm" || fail "minimax summary"
  "$G" start --game tictactoe | "$G" tree --game tictactoe --algorithm minimax --depth 2 >"$T/mm2"
  for d in 1 2; do
    level=$(grep -cE "^ {$((2 * d))}[a-c][1-3] " "$T/mm2")
    expected=$("$G" start --game tictactoe | "$G" perft --game tictactoe --depth $d 2>/dev/null)
    [ "$level" -eq "$expected" ] || fail "minimax level $d has $level nodes, perft $expected"
  done
  ;;
tree_formats)
  "$G" start --rows 2 --cols 3 >"$T/s"
  # DOT that Graphviz accepts, one node statement per visited node.
  "$G" tree --depth 3 --format dot <"$T/s" >"$T/dot"; expect_rc 0 $? "dot"
  command -v dot >/dev/null || fail "graphviz's dot is not installed (scripts/install-deps.sh)"
  dot -Tsvg "$T/dot" >"$T/svg" 2>"$T/e"; expect_rc 0 $? "dot -Tsvg"
  grep -q '<svg' "$T/svg" || fail "no svg"
  nodes=$("$G" move --depth 3 <"$T/s" 2>&1 >/dev/null | sed -nE 's/.* nodes=([0-9]+) .*/\1/p')
  [ "$(grep -cE '^  n[0-9]+ \[shape=' "$T/dot")" -eq "$nodes" ] || fail "dot node count, search $nodes"
  # JSON that parses, with the documented fields, and the search's numbers.
  for algorithm in minimax alphabeta; do
    "$G" tree --depth 3 --algorithm $algorithm --format json <"$T/s" >"$T/json"; expect_rc 0 $? "json"
    "$G" move --depth 3 --algorithm $algorithm <"$T/s" 2>"$T/m" >/dev/null
    python3 - "$T/json" "$T/m" <<'PY' || fail "json check ($algorithm)"
import json, re, sys
t = json.load(open(sys.argv[1]))
m = re.match(r"B (\S+) value=(-?\d+) nodes=(\d+)", open(sys.argv[2]).read())
for key in ["game", "position", "k", "algorithm", "depth", "heuristic", "infinity", "searched",
            "recorded", "maxNodes", "truncated", "value", "best", "pv", "nodes"]:
    assert key in t, key
assert t["game"] == "clobber" and t["depth"] == 3 and not t["truncated"]
assert (t["best"], t["value"], t["searched"]) == (m[1], int(m[2]), int(m[3])), (t["best"], m[0])
assert t["recorded"] == len(t["nodes"]) == t["searched"]
for i, n in enumerate(t["nodes"]):
    assert set(n) == {"id", "parent", "move", "ply", "player", "kind", "alpha", "beta",
                      "alphaOut", "betaOut", "value", "pv", "pruned"}, n
    assert n["id"] == i and n["player"] in ("max", "min")
    assert n["kind"] in ("inner", "heuristic", "terminal")
    kids = [c for c in t["nodes"] if c["parent"] == i]
    if n["kind"] == "inner":
        best = (max if n["player"] == "max" else min)(c["value"] for c in kids)
        assert n["value"] == best, n
    else:
        assert not kids
    if n["pruned"]:
        assert n["betaOut"] <= n["alphaOut"], n
assert t["nodes"][0]["value"] == t["value"]
PY
  done
  # Text of Halma at depth 1, and a cap that truncates the record, not the search.
  "$G" start --game halma --rows 8 | "$G" tree --game halma --depth 1 >"$T/o"; expect_rc 0 $? "halma"
  grep -qE '^halma, alphabeta to depth 1, heuristic fill: [0-9]+ nodes searched' "$T/o" || fail "halma summary"
  "$G" tree --depth 4 --max-nodes 5 --format json <"$T/s" >"$T/json" 2>"$T/e"; expect_rc 0 $? "capped"
  contains "$T/e" "recorded the first 5 of"
  python3 -c 'import json,sys; t=json.load(open(sys.argv[1])); assert t["truncated"] and t["recorded"] == 5 == len(t["nodes"]) and t["searched"] > 5' "$T/json" || fail "capped json"
  ;;
tree_errors)
  "$G" start | "$G" tree --algorithm engine >"$T/o" 2>"$T/e"; expect_rc 2 $? "engine"
  empty "$T/o" "engine"
  contains "$T/e" "gametree tree: the engine is not traced: its iterations, re-searches and table cut-offs do not form one tree"
  "$G" start | "$G" tree --algorithm negamax >/dev/null 2>"$T/e"; expect_rc 2 $? "algorithm"
  contains "$T/e" "--algorithm: negamax not in {minimax,alphabeta,engine}"
  "$G" start | "$G" tree --format svg >/dev/null 2>"$T/e"; expect_rc 2 $? "format"
  contains "$T/e" "--format: svg not in {text,json,dot}"
  "$G" start | "$G" tree --max-nodes 0 >/dev/null 2>"$T/e"; expect_rc 2 $? "max-nodes"
  contains "$T/e" "0 is out of range 1..1000000"
  "$G" start | "$G" tree --heuristic threats >/dev/null 2>"$T/e"; expect_rc 2 $? "heuristic"
  contains "$T/e" "unknown heuristic 'threats' for clobber"
  printf 'B W\nW X\n' | "$G" tree >/dev/null 2>"$T/e"; expect_rc 2 $? "malformed"
  contains "$T/e" "line 2, column 3"
  # A finished game is a tree of one node.
  printf 'B _ W\nturn: W\n' | "$G" tree >"$T/o"; expect_rc 0 $? "finished"
  grep -qx 'root MAX window \[-inf, +inf\] value -1000000 (game over) \*' "$T/o" || { cat "$T/o" >&2; fail "finished root"; }
  ;;
tree_ordering)
  # Alpha-beta in the engine's move order against the generation order on a
  # tic-tac-toe position: the same value, a different tree, the documented
  # field, the invariants; bad orderings are refused.
  printf 'X _ _\n_ O _\n_ _ _\n' >"$T/s"
  for ordering in generation engine; do
    "$G" tree --game tictactoe --depth 6 --ordering $ordering --format json <"$T/s" >"$T/$ordering.json"
    expect_rc 0 $? "json $ordering"
  done
  python3 - "$T/s" "$T/generation.json" "$T/engine.json" <<'PY' || fail "ordering json"
import json, sys
g, e = (json.load(open(f)) for f in sys.argv[2:4])
assert g["ordering"] == "generation" and e["ordering"] == "engine", (g["ordering"], e["ordering"])
assert e["value"] == g["value"], (e["value"], g["value"])
assert e["searched"] == e["recorded"] == len(e["nodes"]) and not e["truncated"]
assert e["searched"] != g["searched"], "the same tree in both orders"
for t in (g, e):
    for i, n in enumerate(t["nodes"]):
        kids = [c for c in t["nodes"] if c["parent"] == i]
        if n["kind"] == "inner":
            assert n["value"] == (max if n["player"] == "max" else min)(c["value"] for c in kids)
            # Searched and pruned moves are each legal move once.
            names = [c["move"] for c in kids] + n["pruned"]
            assert len(names) == len(set(names)), names
        if n["pruned"]:
            assert n["betaOut"] <= n["alphaOut"], n
PY
  "$G" tree --game tictactoe --depth 6 --ordering engine <"$T/s" >"$T/o"; expect_rc 0 $? "text"
  head -n 1 "$T/o" | grep -qE "^tictactoe, alphabeta in the engine's move order to depth 6, heuristic threats: $(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["searched"])' "$T/engine.json") nodes searched" || fail "summary: $(head -n 1 "$T/o")"
  "$G" tree --game tictactoe --depth 6 --ordering engine --format dot <"$T/s" >"$T/dot"; expect_rc 0 $? "dot"
  contains "$T/dot" "in the engine's move order"
  dot -Tsvg "$T/dot" >/dev/null || fail "dot rejects the DOT"
  "$G" tree --game tictactoe --ordering best <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 2 $? "bad ordering"
  empty "$T/o" "bad ordering"
  contains "$T/e" "--ordering: best not in {generation,engine}"
  "$G" tree --game tictactoe --ordering '' <"$T/s" >/dev/null 2>"$T/e"; expect_rc 2 $? "empty ordering"
  "$G" tree --game tictactoe --algorithm minimax --ordering engine <"$T/s" >"$T/o" 2>"$T/e"
  expect_rc 2 $? "minimax in the engine's order"
  contains "$T/e" "gametree tree: the engine's ordering is for alphabeta: minimax searches every move, whatever their order"
  ;;
out_of_memory)
  # Under a 1 GB address-space limit no big table fits: a message naming the
  # table's size and the option, exit 4, never an abort. (AddressSanitizer
  # reserves terabytes of address space, so it cannot run under the limit.)
  [ -n "${GAMETREE_SANITIZED:-}" ] && { echo "skipped: a memory limit under the sanitizers"; exit 77; }
  # 7x7: no proof book covers it, so every command needs its table (on 6x5
  # and 6x6 the book answers "solve" and the winner's moves without one).
  "$G" start --rows 7 --cols 7 >"$T/s"; "$G" start --game tictactoe >"$T/t"
  while IFS='|' read -r input args size table; do
    (ulimit -v 1000000; exec "$G" $args <"$T/$input") >"$T/o" 2>"$T/e"; rc=$?
    expect_rc 4 $rc "gametree $args under ulimit -v"
    contains "$T/e" "out of memory: could not allocate the $size MiB $table; try a smaller --table-mb"
    grep -q "terminate called\|Aborted" "$T/e" && fail "gametree $args aborted"
    empty "$T/o" "gametree $args"
  done <<'CASES'
s|move --algorithm engine --depth 2 --table-mb 4096|3072|transposition table
s|play --algorithm engine --depth 2 --table-mb 2048|1536|transposition table
s|play --white-algorithm engine --table-mb 2048|1536|transposition table
s|solve --table-mb 4096|4096|table of solved positions
t|solve --game tictactoe --table-mb 4096|3072|transposition table
CASES
  # The referee names a player that ran out of memory.
  (ulimit -v 1000000; exec "$G" match --black "'$G' move --algorithm engine --depth 1 --table-mb 4096" \
    --white "'$G' move" <"$T/s") >"$T/o" 2>"$T/e"; expect_rc 0 $? "match"
  contains "$T/e" "B loses: ran out of memory (exit status 4"
  # The same commands with a table that fits work under the same limit.
  (ulimit -v 1000000; exec "$G" move --algorithm engine --depth 2 --table-mb 64 <"$T/s") >"$T/o" 2>"$T/e"
  expect_rc 0 $? "a 64 MiB table under the limit"
  "$G" move --help | grep -q "exit 4" && "$G" --help | grep -q "4 out of memory" || fail "exit 4 undocumented"
  ;;
write_errors)
  # Every command that writes reports output it could not write: exit 5 and a message.
  "$G" start --rows 3 --cols 4 >"$T/s"
  while IFS='|' read -r args; do
    "$G" $args <"$T/s" >/dev/full 2>"$T/e"; expect_rc 5 $? "gametree $args >/dev/full"
    contains "$T/e" "gametree: could not write the output to standard output"
    "$G" $args <"$T/s" >&- 2>"$T/e"; expect_rc 5 $? "gametree $args >&-"
    contains "$T/e" "could not write the output to standard output: Bad file descriptor"
  done <<'CASES'
start
play --depth 1
move --depth 1
perft --depth 2 --divide
solve
heuristics
opening
--help
move --help
CASES
  "$G" start >/dev/full 2>"$T/e"; contains "$T/e" "No space left on device"
  "$G" match --black "'$G' move --depth 1" --white "'$G' move --depth 1" <"$T/s" >/dev/full 2>"$T/e"
  expect_rc 5 $? "match >/dev/full"
  # An error of the command itself keeps its own code.
  printf 'x\n' | "$G" move >/dev/full 2>"$T/e"; expect_rc 2 $? "malformed input and a full disk"
  ;;
time_limit)
  # A 4 GiB table is zeroed lazily, inside the search's clock: 100 ms a move
  # means well under a second for the whole program (5.7 s when the table
  # was zeroed before the clock started), and the solver answers a small
  # position at once with any table.
  [ -n "${GAMETREE_SANITIZED:-}" ] && { echo "skipped: timing under the sanitizers"; exit 77; }
  "$G" start --rows 16 --cols 16 >"$T/s"
  start=$(date +%s%N)
  "$G" move --algorithm engine --time-ms 100 --table-mb 4096 <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "move"
  ms=$((($(date +%s%N) - start) / 1000000))
  [ "$ms" -lt 1500 ] || fail "a 100 ms move with a 4096 MiB table took $ms ms"
  grep -q '^turn: W$' "$T/o" || fail "no move was made"
  "$G" start --rows 4 --cols 4 >"$T/s"
  start=$(date +%s%N)
  "$G" solve --table-mb 4096 <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "solve"
  ms=$((($(date +%s%N) - start) / 1000000))
  [ "$ms" -lt 1500 ] || fail "solving 4x4 with a 4096 MiB table took $ms ms"
  contains "$T/o" "Winner: B"
  # The result does not depend on how the table's memory was had: the node
  # counts with a small (zeroed at once) and a huge (lazy) table agree on a
  # search that fits in both.
  "$G" start --rows 4 --cols 5 >"$T/s"
  "$G" move --algorithm engine --depth 6 --table-mb 16 <"$T/s" >/dev/null 2>"$T/a"
  "$G" move --algorithm engine --depth 6 --table-mb 4096 <"$T/s" >/dev/null 2>"$T/b"
  [ "$(cut -d' ' -f1-4 "$T/a" | head -n 1)" = "$(cut -d' ' -f1-4 "$T/b" | head -n 1)" ] || fail "16 and 4096 MiB disagree"
  ;;
long_line)
  # Fifty million items on one line: the first bad item ends the parse, and
  # at most 1 MiB of input is read, in bounded time and memory.
  limit=""; [ -z "${GAMETREE_SANITIZED:-}" ] && limit="ulimit -v 300000;"
  python3 -c "print('x ' * 50000000)" >"$T/big"
  start=$(date +%s%N)
  (eval "$limit"; exec "$G" perft --depth 1) <"$T/big" >"$T/o" 2>"$T/e"; expect_rc 2 $? "x x x..."
  ms=$((($(date +%s%N) - start) / 1000000))
  [ "$ms" -lt 2000 ] || fail "the long line took $ms ms"
  contains "$T/e" "line 1, column 1: unknown symbol 'x': expected B, W or _"
  # One column too many ends it too; the same through a pipe.
  python3 -c "print('B ' * 50000000)" 2>/dev/null | (eval "$limit"; exec "$G" perft --depth 1) >"$T/o" 2>"$T/e"
  expect_rc 2 $? "B B B..."
  contains "$T/e" "line 1, column 53: too many columns: at most 26 items per row are allowed"
  # A board followed by megabytes of blanks is too long, whatever comes after.
  { "$G" start; python3 -c "print(' ' * 3000000)"; } | "$G" perft --depth 1 >"$T/o" 2>"$T/e"
  expect_rc 2 $? "megabytes of blanks"
  contains "$T/e" "more than 1 MiB of text"
  # A mistake in the first megabyte is named even when more follows.
  { printf 'B W\nB W B\n'; python3 -c "print('B W\n' * 500000)"; } | "$G" perft --depth 1 >"$T/o" 2>"$T/e"
  expect_rc 2 $? "ragged rows then more"
  contains "$T/e" "line 2, column 5: rows of different lengths"
  # Generous spacing under the limit is still a board.
  { printf 'B  \t W\n\n\n'; python3 -c "print(' ' * 100000)"; } | "$G" perft --depth 1 >"$T/o" 2>"$T/e"
  expect_rc 0 $? "spaced board"; [ "$(cat "$T/o")" = 1 ] || fail "spaced board: $(cat "$T/o")"
  ;;
match_signals)
  # SIGINT, SIGTERM or SIGHUP to the referee ends the player thinking (its
  # shell, its child and a process it detached with setsid) and then the
  # referee, by the same signal.
  "$G" start >"$T/s"
  for sig in INT TERM HUP; do
    : >"$T/pids"
    GAMETREE=$G PIDFILE=$T/pids "$G" match --black "$OPP/slow.sh" --white "'$G' move" <"$T/s" >"$T/o" 2>"$T/e" &
    ref=$!
    for _ in $(seq 100); do [ "$(wc -l <"$T/pids")" -ge 3 ] && break; sleep 0.05; done
    [ "$(wc -l <"$T/pids")" -ge 3 ] || { kill "$ref"; fail "SIG$sig: the player never started"; }
    kill -"$sig" "$ref"; wait "$ref"; rc=$?
    num=$(kill -l "$sig")
    [ "$rc" -eq $((128 + num)) ] || fail "SIG$sig: the referee exited $rc, expected $((128 + num))"
    contains "$T/e" "gametree match: stopped by signal $num"
    sleep 0.2
    while read -r pid; do gone "$pid" || { kill "$pid"; fail "SIG$sig: player process $pid still runs"; }; done <"$T/pids"
  done
  # Ctrl-C typed in a terminal: the terminal signals only its foreground
  # process group, the referee, which ends the players in groups of their own.
  : >"$T/pids"
  how=$(GAMETREE=$G PIDFILE=$T/pids python3 "$HERE/ctrl_c.py" "$T/pids" sh -c \
    "exec '$G' match --black '$OPP/slow.sh' --white \"'$G' move\" <'$T/s' >'$T/o' 2>'$T/e'")
  [ "$how" = "signal 2" ] || fail "Ctrl-C: the referee ended by '$how', expected signal 2"
  contains "$T/e" "gametree match: stopped by signal 2"
  sleep 0.2
  [ "$(wc -l <"$T/pids")" -ge 3 ] || fail "Ctrl-C: the player never started"
  while read -r pid; do gone "$pid" || { kill "$pid"; fail "Ctrl-C: player process $pid still runs"; }; done <"$T/pids"
  ;;
match_setsid)
  # Players that detach a process with setsid, every move: none outlives the match.
  "$G" start --rows 3 --cols 4 >"$T/s"
  GAMETREE=$G PIDFILE=$T/pids "$G" match --black "$OPP/detach.sh" --white "$OPP/detach.sh" \
    <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? match
  grep -q loses "$T/e" && fail "a side lost: $(grep loses "$T/e")"
  [ "$(wc -l <"$T/pids")" -ge 2 ] || fail "the players did not move"
  sleep 0.2
  while read -r pid; do gone "$pid" || { kill "$pid"; fail "detached process $pid still runs"; }; done <"$T/pids"
  ;;
match_tictactoe_reply)
  # A reply without a turn line is accepted from X as from O (and in Clobber).
  "$G" start --game tictactoe >"$T/s"
  "$G" match --game tictactoe --black "'$G' move --game tictactoe | head -n 3" \
    --white "'$G' move --game tictactoe | head -n 3" <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? match
  grep -q loses "$T/e" && fail "$(grep loses "$T/e")"
  tail -n 1 "$T/o" | grep -qx 'Rounds: 9, Winner: none (draw)' || fail "$(tail -n 1 "$T/o")"
  # A turn line that keeps the move with the mover is still refused.
  "$G" match --game tictactoe --black "'$G' move --game tictactoe | sed 's/turn: O/turn: X/'" \
    --white "'$G' move --game tictactoe" <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? match
  contains "$T/e" "X loses: malformed reply (impossible position: X to move with 1 marks"
  # The example of match --help works as printed.
  example=$("$G" match --help | sed -n 's/^The commands must play the same game: //p')
  [ -n "$example" ] || fail "no halma example in match --help"
  (PATH=$(dirname "$G"):$PATH; eval "$example -q") >"$T/o" 2>"$T/e"; expect_rc 0 $? "the help's example"
  tail -n 1 "$T/o" | grep -qE '^Rounds: [0-9]+, Winner: ' || fail "the help's example: $(cat "$T/e")"
  ;;
strict_numbers)
  "$G" start >"$T/s"
  # Every number option takes plain decimal digits in its range, nothing else;
  # a flag takes no value.
  while IFS='|' read -r args problem; do
    eval "set -- $args"
    "$G" "$@" <"$T/s" >"$T/o" 2>"$T/e"; rc=$?
    expect_rc 2 $rc "gametree $args"
    empty "$T/o" "gametree $args"
    contains "$T/e" "$problem"
  done <<'CASES'
--depth 0x3|--depth: '0x3' is not a whole number (expected 1..64
--depth +3|--depth: '+3' is not a whole number
--depth ' 3'|--depth: ' 3' is not a whole number
--depth '3 '|--depth: '3 ' is not a whole number
--depth 3e0|--depth: '3e0' is not a whole number
--depth ''|--depth: '' is not a whole number
--depth 99999999999999999999999|--depth: 99999999999999999999999 is out of range 1..64
--quiet=3|--quiet is a flag and takes no value
move --quiet=1|--quiet is a flag and takes no value
perft --depth 1 --divide=0|--divide is a flag and takes no value
solve --progress=yes|--progress is a flag and takes no value
match --black x --white y --quiet=1|--quiet is a flag and takes no value
--time-ms 0x10 --algorithm engine|--time-ms: '0x10' is not a whole number
--table-mb +16 --algorithm engine|--table-mb: '+16' is not a whole number
--black-depth 0x3|--black-depth: '0x3' is not a whole number
--white-time-ms ' 5'|--white-time-ms: ' 5' is not a whole number
start --rows 0x4|--rows: '0x4' is not a whole number
start --cols ' 4'|--cols: ' 4' is not a whole number
start --game tictactoe --k +3|--k: '+3' is not a whole number
perft --depth 0x1|--depth: '0x1' is not a whole number
solve --table-mb 1e3|--table-mb: '1e3' is not a whole number
opening --seed -1|--seed: -1 is out of range 0..18446744073709551615
opening --seed 99999999999999999999999|--seed: 99999999999999999999999 is out of range 0..18446744073709551615
opening --seed 0x10|--seed: '0x10' is not a whole number
opening --index +1|--index: '+1' is not a whole number
opening --plies ' 2'|--plies: ' 2' is not a whole number
tournament alphabeta:1 alphabeta:2 --openings 0x2|--openings: '0x2' is not a whole number
match --black x --white y --timeout 1e3|--timeout: '1e3' is not a number of seconds
match --black x --white y --timeout +1|--timeout: '+1' is not a number of seconds
match --black x --white y --timeout ' 1'|--timeout: ' 1' is not a number of seconds
match --black x --white y --timeout 0x1|--timeout: '0x1' is not a number of seconds
match --black x --white y --timeout .5|--timeout: '.5' is not a number of seconds
heuristics --k 3|gametree heuristics: --k is for tictactoe only, not clobber
verify-proof "$HERE/../../data/book/clobber-4x5.book" --seed -1|--seed: -1 is out of range 0..18446744073709551615
verify-proof "$HERE/../../data/book/clobber-4x5.book" --seed 18446744073709551616|--seed: 18446744073709551616 is out of range 0..18446744073709551615
verify-proof "$HERE/../../data/book/clobber-4x5.book" --part ' 1/3'|--part  1/3: expected K/N with 1 <= K <= N
verify-proof "$HERE/../../data/book/clobber-4x5.book" --part '+1/3'|--part +1/3: expected K/N with 1 <= K <= N
verify-proof "$HERE/../../data/book/clobber-4x5.book" --part '1/+3'|--part 1/+3: expected K/N with 1 <= K <= N
prove "$T/p" --depth 41|--depth: 41 is out of range 1..40
CASES
  # The largest seed is one, and plain numbers still work everywhere.
  "$G" opening --seed 18446744073709551615 >/dev/null 2>"$T/e"; expect_rc 0 $? "the largest seed"
  "$G" --depth 2 --quiet <"$T/s" >/dev/null 2>"$T/e"; expect_rc 0 $? "plain numbers"
  "$G" start --game tictactoe --k 3 >/dev/null 2>"$T/e"; expect_rc 0 $? "--k 3"
  "$G" heuristics --game tictactoe --k 3 >/dev/null 2>"$T/e"; expect_rc 0 $? "heuristics --k 3 for tictactoe"
  ;;
prove_small)
  # A split proof, merged, gives the result of a direct solve, and
  # verify-proof accepts it: 4x5 (the prover, Black, is right), 5x5 (White
  # is right) and 4x6 (Black is wrong: every first move is refuted, so
  # White's proof comes out).
  PROVE="$HERE/../../scripts/prove.sh"
  for board in 4x5:3:B 5x5:2:W 4x6:1:B; do
    size=${board%%:*} depth=${board#*:} prover=${board##*:} depth=${depth%:*}
    "$G" start --rows "${size%x*}" --cols "${size#*x}" >"$T/root.txt"
    direct=$("$G" solve --table-mb 64 <"$T/root.txt" 2>/dev/null | sed -nE 's/^Winner: ([BW]).*/\1/p')
    "$G" prove "$T/$size" --depth "$depth" --prover "$prover" <"$T/root.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "prove $size"
    contains "$T/o" "Pending: "
    # Nothing solved yet: the open part is named, none of it proven.
    grep -qE "^(Open first move: [a-f][1-6][a-f][1-6], )?0 of [1-9][0-9]* (replies|first moves) proven for $prover\$" "$T/o" ||
      { cat "$T/o" >&2; fail "no open part for $size"; }
    # The open line goes down to a job: depth moves, the prover's with counts.
    line=$(sed -n 's/^Open line: //p' "$T/o")
    [ "$(echo "$line" | sed -E 's/ \([^)]*\)//g' | wc -w)" -eq "$depth" ] || fail "open line of $size: '$line'"
    echo "$line" | grep -qE '[a-f][1-6][a-f][1-6] \(0 refuted before it, 0 of [1-9][0-9]* replies proven\)' ||
      fail "no prover's move in the open line of $size: '$line'"
    [ -s "$T/$size/jobs.txt" ] || fail "no jobs for $size"
    GAMETREE=$G TABLE_MB=64 NICE=0 "$PROVE" "$T/$size" >"$T/o" 2>"$T/e"; expect_rc 0 $? "prove.sh $size"
    contains "$T/o" "Proven: $direct wins"
    [ ! -s "$T/$size/jobs.txt" ] || fail "jobs left after the proof of $size"
    "$G" verify-proof "$T/$size/proof.gtp" >"$T/v" 2>"$T/e"; expect_rc 0 $? "verify-proof $size"
    contains "$T/v" "Proof: $direct wins"
  done
  # 4x6 with Black as prover: every first move is refuted and named.
  GAMETREE=$G "$PROVE" "$T/4x6" >"$T/o" 2>"$T/e"
  grep -qE '^Refuted first moves: [a-f][1-4]' "$T/o" || { cat "$T/o" >&2; fail "no refuted first move on 4x6"; }
  # Options that differ from the directory's are refused.
  "$G" prove "$T/5x5" --depth 3 >"$T/o" 2>"$T/e"; expect_rc 2 $? "other depth"
  contains "$T/e" "made with other options"
  # --lookahead changes only the order of the jobs; it is a whole number >= 1.
  "$G" prove "$T/5x5" --lookahead 4 >"$T/o" 2>"$T/e"; expect_rc 0 $? "lookahead 4"
  contains "$T/o" "Proven: W wins"
  "$G" prove "$T/5x5" --lookahead 0 >"$T/o" 2>"$T/e"; expect_rc 2 $? "lookahead 0"
  contains "$T/e" "--lookahead"
  # A job is one solve printing one line; a malformed one is refused.
  "$G" solve --job 'BW/_B:W' >"$T/o" 2>"$T/e"; expect_rc 0 $? "job"
  grep -qE '^BW/_B:W win b2(a2|b1) [0-9]+ [0-9.]+$' "$T/o" || fail "job line: $(cat "$T/o")"
  "$G" solve --job 'B_W:B' >"$T/o" 2>"$T/e"; expect_rc 0 $? "lost job"
  grep -qE '^B_W:B loss - [0-9]+ [0-9.]+$' "$T/o" || fail "lost job line: $(cat "$T/o")"
  "$G" solve --job 'BW/W:B' >"$T/o" 2>"$T/e"; expect_rc 2 $? "malformed job"
  contains "$T/e" "rows of different lengths"
  # A job with a table file saves its table; the same job again starts from
  # it, with the same result in fewer nodes, and a proof run whose job slots
  # keep tables (TABLE_DIR) comes out as the direct solve.
  job='WBWB/BWBW/WBWB/BWBW/WBWB:B'
  "$G" solve --table-mb 16 --table-file "$T/t.bin" --job "$job" >"$T/o1" 2>"$T/e"; expect_rc 0 $? "job saving a table"
  [ "$(stat -c %s "$T/t.bin")" -gt $((16 << 20)) ] || fail "no table saved"
  "$G" solve --table-mb 16 --table-file "$T/t.bin" --job "$job" >"$T/o2" 2>"$T/e"; expect_rc 0 $? "job from a table"
  [ "$(cut -d' ' -f2,3 "$T/o1")" = "$(cut -d' ' -f2,3 "$T/o2")" ] || fail "results differ: $(cat "$T/o1" "$T/o2")"
  n1=$(cut -d' ' -f4 "$T/o1") n2=$(cut -d' ' -f4 "$T/o2")
  [ "$n2" -lt "$n1" ] || fail "the saved table saved nothing: $n1 then $n2 nodes"
  "$G" solve --table-mb 32 --table-file "$T/t.bin" --job "$job" >"$T/o" 2>"$T/e"; expect_rc 2 $? "table of another size"
  contains "$T/e" "not of 32 MiB"
  echo 'not a table' >"$T/bad.bin"
  "$G" solve --table-mb 16 --table-file "$T/bad.bin" --job "$job" >"$T/o" 2>"$T/e"; expect_rc 2 $? "not a table"
  contains "$T/e" "is not a table of solved positions"
  # A table of the first format keyed game values by ids private to the
  # process that saved it, and gave other processes wrong results.
  printf 'gametree table1\n' >"$T/old.bin"
  "$G" solve --table-mb 16 --table-file "$T/old.bin" --job "$job" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a table of the first format"
  contains "$T/e" "is a table of an older gametree"
  "$G" solve --table-file "$T/t.bin" </dev/null >"$T/o" 2>"$T/e"; expect_rc 2 $? "table file without a job"
  contains "$T/e" "--table-file goes with --job"
  "$G" start --rows 4 --cols 5 | "$G" prove "$T/tables" --depth 3 --prover B >/dev/null || fail "prove with tables"
  GAMETREE=$G TABLE_MB=16 NICE=0 TABLE_DIR="$T/slots" "$PROVE" "$T/tables" -j2 >"$T/o" 2>"$T/e"; expect_rc 0 $? "prove.sh with TABLE_DIR"
  contains "$T/o" "Proven: B wins"
  ls "$T/slots"/table-*.bin >/dev/null 2>&1 || fail "no slot tables in TABLE_DIR"
  "$G" verify-proof "$T/tables/proof.gtp" >"$T/v" 2>"$T/e"; expect_rc 0 $? "verify-proof with tables"
  ;;
prove_resume)
  # Kill GNU parallel in the middle of a round, run again: every result line
  # written before the kill is kept, no job is solved twice, and the proof
  # still comes out equal to a direct solve.
  PROVE="$HERE/../../scripts/prove.sh"
  "$G" start --rows 5 --cols 5 | "$G" prove "$T/p" --depth 2 --prover W >/dev/null || fail "prove"
  GAMETREE=$G TABLE_MB=64 NICE=0 setsid "$PROVE" "$T/p" >/dev/null 2>&1 &
  runner=$!
  for _ in $(seq 600); do
    [ "$(cat "$T/p/results.txt" 2>/dev/null | wc -l)" -ge 3 ] && break
    sleep 0.1
  done
  kill -- -"$runner" 2>/dev/null; wait "$runner" 2>/dev/null
  # The killed jobs hold the directory's lock until they are gone; a run
  # before then is refused (exit 6), so wait for it, as a person would.
  for _ in $(seq 100); do flock -n "$T/p/.lock" true && break; sleep 0.1; done
  before=$(wc -l <"$T/p/results.txt")
  [ "$before" -ge 3 ] || fail "only $before results before the kill"
  cp "$T/p/results.txt" "$T/before.txt"
  GAMETREE=$G TABLE_MB=64 NICE=0 "$PROVE" "$T/p" >"$T/o" 2>"$T/e"; expect_rc 0 $? "rerun"
  contains "$T/o" "Proven: W wins"
  head -n "$before" "$T/p/results.txt" | cmp -s - "$T/before.txt" || fail "results before the kill changed"
  dups=$(cut -d' ' -f1 "$T/p/results.txt" | sort | uniq -d | wc -l)
  [ "$dups" -eq 0 ] || fail "$dups jobs were solved twice"
  [ "$(wc -l <"$T/p/results.txt")" -gt "$before" ] || fail "the rerun solved nothing"
  "$G" verify-proof "$T/p/proof.gtp" >"$T/v" 2>"$T/e"; expect_rc 0 $? "verify-proof"
  ;;
verify_proof)
  # The shipped 5x5 book verifies; one with an entry cut out, or one whose
  # first stored move is changed, does not; a file that is no proof is refused.
  book="$HERE/../../data/book/clobber-5x5.book"
  "$G" verify-proof "$book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "the 5x5 book"
  contains "$T/o" "Proof: W wins"
  n=$(od -An -tu4 -j12 -N4 "$book" | tr -d ' ')
  # Cut entry 0: its key (8 bytes after the 40-byte header) and its value.
  { head -c 12 "$book"; printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $(((n-1)&255)) $(((n-1)>>8&255)) 0 0)";
    tail -c +17 "$book" | head -c 24; tail -c +49 "$book" | head -c $((8*(n-1)));
    tail -c $((2*(n-1))) "$book"; } >"$T/cut.book"
  "$G" verify-proof "$T/cut.book" >"$T/o" 2>"$T/e"; expect_rc 1 $? "an entry cut out"
  contains "$T/o" "INCOMPLETE: no answer to"
  # Change every stored move's direction bits in turn until one makes the
  # proof fail: a changed winning move is caught (another winning move
  # would be no error, so not every change must fail).
  caught=0
  for i in $(seq 0 $((n-1))); do
    off=$((40 + 8*n + 2*i))
    byte=$(od -An -tu1 -j"$off" -N1 "$book" | tr -d ' ')
    for flip in 1 2 3; do
      { head -c "$off" "$book"; printf "$(printf '\\%03o' $(( (byte & ~3) | ((byte + flip) & 3) )))"; tail -c +$((off + 2)) "$book"; } >"$T/moved.book"
      "$G" verify-proof "$T/moved.book" --table-mb 16 >"$T/o" 2>"$T/e"
      rc=$?
      [ "$rc" -eq 1 ] && { grep -qE "INCOMPLETE|WRONG" "$T/o" || fail "exit 1 without a reason"; caught=1; break 2; }
    done
  done
  [ "$caught" -eq 1 ] || fail "no changed move was caught"
  printf 'not a proof' >"$T/bad.book"
  "$G" verify-proof "$T/bad.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "not a proof"
  contains "$T/e" "not a proof file"
  # Split into parts, the leaves are each solved once: the parts' leaves
  # together are the whole run's, with no leaf twice.
  "$G" verify-proof "$book" --progress >"$T/o" 2>"$T/all"; expect_rc 0 $? "with --progress"
  total=$(grep -c ' lost ' "$T/all")
  contains "$T/o" "$total of $total leaves solved again"
  : >"$T/parts"
  for k in 1 2 3; do
    "$G" verify-proof "$book" --part "$k/3" --progress >"$T/o" 2>"$T/e"; expect_rc 0 $? "part $k/3"
    mine=$(grep -c ' lost ' "$T/e")
    [ "$mine" -gt 0 ] || fail "part $k/3 solved no leaf"
    contains "$T/o" "$mine of $total leaves solved again (part $k/3)"
    cut -d' ' -f3 "$T/e" >>"$T/parts"
  done
  sort "$T/parts" | cmp -s - <(cut -d' ' -f3 "$T/all" | sort) || fail "the parts' leaves differ from the whole run's"
  # --list-leaves prints the leaves the run solves, in its order, and solves none.
  "$G" verify-proof "$book" --list-leaves >"$T/list" 2>"$T/e"; expect_rc 0 $? "--list-leaves"
  cut -d' ' -f3 "$T/all" | cmp -s - "$T/list" || fail "--list-leaves differs from the leaves solved"
  "$G" verify-proof "$book" --list-leaves --part 2/3 >"$T/list" 2>"$T/e"; expect_rc 0 $? "--list-leaves --part 2/3"
  [ "$(wc -l <"$T/list")" -gt 0 ] && [ "$(wc -l <"$T/list")" -lt "$total" ] || fail "--part 2/3 listed $(wc -l <"$T/list") of $total leaves"
  for bad in 0/3 4/3 3 x/2; do
    "$G" verify-proof "$book" --part "$bad" >"$T/o" 2>"$T/e"; expect_rc 2 $? "--part $bad"
    contains "$T/e" "--part $bad: expected K/N"
  done
  ;;
opening_book)
  # An opening book of 4x5 built in two parts and joined verifies (its
  # leaves solved again); one part alone is not a book.
  for k in 1 2; do
    "$G" book --rows 4 --cols 5 --full-plies 1 --leaf-discs 16 --leaf-nodes 0 --table-mb 16 \
      --part "$k/2" --out "$T/p$k.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "part $k"
    contains "$T/o" "Book part $k/2"
  done
  "$G" book --merge "$T/p1.book" "$T/p2.book" --out "$T/o.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "merge"
  "$G" verify-proof "$T/o.book" --table-mb 16 >"$T/o" 2>"$T/e"; expect_rc 0 $? "verify the joined book"
  contains "$T/o" "Proof: all "
  contains "$T/o" " positions 1 ply from "
  "$G" book --merge "$T/p1.book" --out "$T/half.book" >"$T/o" 2>"$T/e"; expect_rc 1 $? "one part"
  contains "$T/e" "incomplete"
  # With the errors of the roots' winners answered: it says how many, and
  # still verifies.
  "$G" book --rows 4 --cols 5 --full-plies 1 --answer-errors --leaf-discs 16 --leaf-nodes 0 --table-mb 16 \
    --out "$T/e.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "answer errors"
  grep -qE ', and [1-9][0-9]* losing moves of their winners answered$' "$T/o" || fail "errors answered: $(cat "$T/o")"
  "$G" verify-proof "$T/e.book" --table-mb 16 >"$T/o" 2>"$T/e"; expect_rc 0 $? "verify the book that answers errors"
  grep -qE ' proven, [1-9][0-9]* losing moves of their winners answered;' "$T/o" || fail "verify, errors answered: $(cat "$T/o")"
  # Refused by name: a part without an opening book, a bad part, leaves by
  # neither rule, and a file that is no book.
  while IFS='|' read -r args message; do
    # shellcheck disable=SC2086
    "$G" book --rows 4 --cols 5 --out "$T/x.book" $args >"$T/o" 2>"$T/e"; expect_rc 2 $? "$args"
    contains "$T/e" "$message"
  done <<'CASES'
--part 1/2|--part 1/2: expected K/N with 1 <= K <= N, and --full-plies
--full-plies 1 --leaf-discs 16 --part 3/2|--part 3/2: expected K/N
--full-plies 1 --leaf-discs 16 --part 1of2|--part 1of2: expected K/N
--full-plies 1 --leaf-nodes 0|--leaf-nodes 0 needs --leaf-discs
--full-plies 5 --leaf-discs 16|--full-plies: 5 is out of range 0..4
--full-plies 1 --leaf-discs 16 --reach-discs 17|--reach-discs 17 is above --leaf-discs 16
--leaf-discs 16 --answer-errors|--answer-errors goes with --full-plies
--full-plies 1 --leaf-discs 16 --answer-errors --hints-after-errors|--hints-after-errors goes with --hint-nodes and --answer-errors
--full-plies 1 --leaf-discs 16 --hint-nodes 1000 --hints-after-errors|--hints-after-errors goes with --hint-nodes and --answer-errors
--full-plies 1 --leaf-discs 16 --hint-nodes 40000000|--hint-nodes: 40000000 is out of range 0..32767000
CASES
  printf 'not a proof' >"$T/bad.book"
  "$G" book --merge "$T/bad.book" --out "$T/x.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "merge a non-book"
  contains "$T/e" "not a proof file"
  # Hints added to a built book (leaves of 18 discs, where replies a small
  # solver does not prove within 1,000 nodes exist), whole and in two parts
  # joined with it: the same size, larger than the book, and it verifies.
  "$G" book --rows 4 --cols 5 --full-plies 1 --leaf-discs 18 --reach-discs 15 --leaf-nodes 0 \
    --table-mb 16 --out "$T/b.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "a book to add hints to"
  "$G" book --add-hints "$T/b.book" --hint-nodes 1000 --table-mb 16 \
    --out "$T/h.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "add hints"
  grep -qE '^Book with hints: .*h.book \([0-9]+ bytes, [1-9][0-9]* entries\)$' "$T/o" || fail "add hints: $(cat "$T/o")"
  for k in 1 2; do
    "$G" book --add-hints "$T/b.book" --hint-nodes 1000 --table-mb 16 --part "$k/2" \
      --out "$T/h$k.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "hints, part $k"
    contains "$T/o" "join the book and the parts with --merge"
  done
  "$G" book --merge "$T/b.book" "$T/h1.book" "$T/h2.book" --out "$T/hj.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "join hints"
  [ "$(stat -c %s "$T/hj.book")" = "$(stat -c %s "$T/h.book")" ] || fail "the joined hints differ in size from the whole"
  [ "$(stat -c %s "$T/h.book")" -gt "$(stat -c %s "$T/b.book")" ] || fail "no hints added"
  "$G" verify-proof "$T/hj.book" --table-mb 16 >"$T/o" 2>"$T/e"; expect_rc 0 $? "verify the book with hints"
  while IFS='|' read -r args message; do
    # shellcheck disable=SC2086
    "$G" book --out "$T/x.book" $args >"$T/o" 2>"$T/e"; expect_rc 2 $? "$args"
    contains "$T/e" "$message"
  done <<CASES
--add-hints $T/e.book --hint-nodes 1000 --rows 4|--rows excludes --add-hints
--add-hints $T/b.book --hint-nodes 1000 --hints-after-errors|hints only after the answers to errors need a book with the answers
--add-hints $T/e.book --hint-nodes 1000 --merge $T/h1.book|--merge excludes --add-hints
--add-hints $T/nothing.book --hint-nodes 1000|--add-hints: File does not exist
--add-hints $T/bad.book --hint-nodes 1000|not a proof file
--add-hints $T/e.book|a hint budget is a multiple of 1000
--add-hints $T/h.book --hint-nodes 1000|the book has hints already
--add-hints $T/e.book --hint-nodes 1000 --part 2of3|--part 2of3: expected K/N
CASES
  ;;
swindles)
  # The swindle book of 4x5: built whole, and in two parts joined to the same
  # bytes; what it holds is said; bad options and files refused by name.
  "$G" swindles --rows 4 --cols 5 --full-plies 2 --max-winning 2 --table-mb 16 \
    --out "$T/w.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "whole"
  grep -qE '^Swindle book: .*w.book \([0-9]+ bytes, [1-9][0-9]* entries for [1-9][0-9]* lost positions 2 plies from the start\)$' "$T/o" ||
    fail "whole: $(cat "$T/o")"
  contains "$T/e" "lost positions, "
  for k in 1 2; do
    "$G" swindles --rows 4 --cols 5 --full-plies 2 --max-winning 2 --table-mb 16 --part "$k/2" \
      --out "$T/p$k.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "part $k"
  done
  "$G" swindles --merge "$T/p1.book" "$T/p2.book" --out "$T/j.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "merge"
  cmp -s "$T/w.book" "$T/j.book" || fail "the joined parts differ from the whole book"
  "$G" swindles --rows 4 --cols 5 --full-plies 2 --max-winning 3 --table-mb 16 --part 1/2 \
    --out "$T/q.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "part with another cap"
  "$G" swindles --merge "$T/p2.book" "$T/q.book" --out "$T/x.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "merge mixed caps"
  contains "$T/e" "the parts differ"
  while IFS='|' read -r args message; do
    # shellcheck disable=SC2086
    "$G" swindles --out "$T/x.book" $args >"$T/o" 2>"$T/e"; expect_rc 2 $? "$args"
    contains "$T/e" "$message"
  done <<'CASES'
--rows 4 --cols 5 --part 3/2|--part 3/2: expected K/N with 1 <= K <= N
--rows 4 --cols 5 --part 1of2|--part 1of2: expected K/N
--rows 4 --cols 5 --max-winning 0|--max-winning: 0 is out of range 1..255
--rows 4 --cols 5 --full-plies 5|--full-plies: 5 is out of range 0..4
--rows 7 --cols 7|a 7x7 board has more than 40 squares
CASES
  printf 'not a book' >"$T/bad.book"
  "$G" swindles --merge "$T/bad.book" --out "$T/x.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "merge a non-book"
  contains "$T/e" "not a swindle book"
  "$G" swindles --merge "$T/w.book" --out "$T/no/such/dir.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "unwritable"
  contains "$T/e" "cannot write $T/no/such/dir.book: no directory"
  ;;
prove_lock)
  # One proof directory, one run at a time: gametree prove and
  # scripts/prove.sh each hold DIR/.lock, and a second run is refused (exit 6)
  # with the directory's files untouched. jobs.txt is replaced whole, never
  # seen empty, and prove.sh does not end with 0 while the root is open.
  PROVE="$HERE/../../scripts/prove.sh"
  "$G" start --rows 4 --cols 5 >"$T/root.txt"
  "$G" prove "$T/p" --depth 3 --prover B <"$T/root.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "first prove"
  cp "$T/p/jobs.txt" "$T/jobs.before"
  python3 -c 'import fcntl, sys, time; f = open(sys.argv[1], "a"); fcntl.flock(f, fcntl.LOCK_EX); time.sleep(30)' "$T/p/.lock" &
  holder=$!
  for _ in $(seq 100); do flock -n "$T/p/.lock" true || break; sleep 0.05; done
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 6 $? "prove while another run holds the lock"
  contains "$T/e" "is in use by another run"
  contains "$T/e" "$T/p/.lock"
  GAMETREE=$G "$PROVE" "$T/p" >"$T/o" 2>"$T/e"; expect_rc 6 $? "prove.sh while another run holds the lock"
  contains "$T/e" "is in use by another run"
  cmp -s "$T/p/jobs.txt" "$T/jobs.before" || fail "a refused run changed jobs.txt"
  [ ! -e "$T/p/results.txt" ] || fail "a refused run touched results.txt"
  kill "$holder"; wait "$holder" 2>/dev/null
  # prove.sh holds the lock while its jobs run (made slow here while
  # $T/slowly exists): a second runner and a lone prove are refused meanwhile.
  touch "$T/slowly"
  cat >"$T/slow" <<SLOW
#!/usr/bin/env bash
[ "\$1" = solve ] && [ -e "$T/slowly" ] && sleep 1
exec "$G" "\$@"
SLOW
  chmod +x "$T/slow"
  GAMETREE=$T/slow TABLE_MB=16 NICE=0 BATCH=2 "$PROVE" "$T/p" >"$T/o1" 2>"$T/e1" &
  runner=$!
  for _ in $(seq 200); do [ -e "$T/p/batch.txt" ] && break; sleep 0.05; done
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 6 $? "prove while prove.sh runs"
  GAMETREE=$G "$PROVE" "$T/p" >"$T/o" 2>"$T/e"; expect_rc 6 $? "a second prove.sh"
  contains "$T/e" "is in use by another run"
  rm "$T/slowly"
  wait "$runner"; expect_rc 0 $? "the first prove.sh"
  contains "$T/o1" "Proven: B wins"
  "$G" verify-proof "$T/p/proof.gtp" >"$T/v" 2>"$T/e"; expect_rc 0 $? "verify-proof"
  dups=$(cut -d' ' -f1 "$T/p/results.txt" | sort | uniq -d | wc -l)
  [ "$dups" -eq 0 ] || fail "$dups jobs were solved twice"
  # Readers never see jobs.txt empty while prove rewrites it (it was empty
  # in a third of the looks when it was rewritten in place).
  "$G" prove "$T/q" --depth 3 --prover B <"$T/root.txt" >/dev/null 2>&1 || fail "prove q"
  (for _ in $(seq 20); do "$G" prove "$T/q" >/dev/null 2>&1; done) &
  writer=$!
  looks=0 empties=0
  while kill -0 "$writer" 2>/dev/null; do
    looks=$((looks + 1)); [ -s "$T/q/jobs.txt" ] || empties=$((empties + 1))
  done
  wait "$writer"
  [ "$empties" -eq 0 ] || fail "jobs.txt was empty in $empties of $looks looks"
  [ "$looks" -gt 10 ] || fail "only $looks looks"
  # The runner ends with 0 only once the root is decided: jobs.txt emptied
  # behind its back (by a bug, or a hand) stops it with an error.
  cat >"$T/emptying" <<EMPTY
#!/usr/bin/env bash
"$G" "\$@"; rc=\$?
[ "\$1" = prove ] && : >"$T/q/jobs.txt"
exit \$rc
EMPTY
  chmod +x "$T/emptying"
  GAMETREE=$T/emptying "$PROVE" "$T/q" >"$T/o" 2>"$T/e"; expect_rc 1 $? "prove.sh with the jobs gone"
  contains "$T/e" "the root is open"
  [ ! -e "$T/q/proof.gtp" ] || fail "a proof without a decided root"
  GAMETREE=$G "$PROVE" "$T/none" >"$T/o" 2>"$T/e"; expect_rc 2 $? "prove.sh without a proof"
  contains "$T/e" "no $T/none/proof.conf"
  ;;
prove_contradiction)
  # The same position with two results stops prove, naming the position and
  # both lines; --recheck solves it again, keeps the line that is right and
  # moves the other to rejected.txt, and the proof comes out as a direct solve.
  PROVE="$HERE/../../scripts/prove.sh"
  "$G" start --rows 4 --cols 5 | "$G" prove "$T/p" --depth 2 --prover B >/dev/null 2>&1 || fail "prove"
  GAMETREE=$G TABLE_MB=16 NICE=0 "$PROVE" "$T/p" >"$T/o" 2>"$T/e"; expect_rc 0 $? "prove.sh"
  contains "$T/o" "Proven: B wins"
  cp "$T/p/proof.gtp" "$T/proof.before"
  # A false loss for a position that is won, as a damaged table once gave.
  won=$(grep -m1 ' win ' "$T/p/results.txt")
  pos=${won%% *}
  n=$(wc -l <"$T/p/results.txt")
  echo "$pos loss - 1 0.001" >>"$T/p/results.txt"
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 1 $? "prove with a contradiction"
  contains "$T/e" "contradictory results for $pos"
  contains "$T/e" ": $won"
  contains "$T/e" "line $((n + 1)): $pos loss - 1 0.001"
  contains "$T/e" "--recheck"
  cmp -s "$T/p/proof.gtp" "$T/proof.before" || fail "proof.gtp changed"
  GAMETREE=$G "$PROVE" "$T/p" >"$T/o" 2>"$T/e"; expect_rc 1 $? "prove.sh with a contradiction"
  cp "$T/p/results.txt" "$T/results.before"
  "$G" prove "$T/p" --recheck >"$T/o" 2>"$T/e"; expect_rc 0 $? "prove --recheck"
  contains "$T/o" "Rechecked $pos: its mover wins"
  contains "$T/o" "1 line kept, 1 rejected in $T/p/rejected.txt"
  contains "$T/o" "1 rejected lines passed over"
  contains "$T/o" "Proven: B wins"
  grep -qxF "$pos loss - 1 0.001" "$T/p/rejected.txt" || fail "the false line is not in rejected.txt"
  # results.txt is never rewritten: the false line stays, passed over.
  cmp -s "$T/p/results.txt" "$T/results.before" || fail "results.txt was rewritten"
  cmp -s "$T/p/proof.gtp" "$T/proof.before" || fail "the rechecked proof differs"
  # Another false line first: it is the one rejected, whichever came first.
  { echo "$pos loss - 2 0.001"; cat "$T/p/results.txt"; } >"$T/r" && mv "$T/r" "$T/p/results.txt"
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 1 $? "the false line first"
  contains "$T/e" "line 1: $pos loss - 2 0.001"
  "$G" prove "$T/p" --recheck >"$T/o" 2>"$T/e"; expect_rc 0 $? "recheck again"
  contains "$T/o" "Proven: B wins"
  contains "$T/o" "2 rejected lines passed over"
  [ "$(grep -c "$pos loss" "$T/p/rejected.txt")" -eq 2 ] || fail "rejected.txt"
  "$G" prove "$T/p" --recheck >"$T/o" 2>"$T/e"; expect_rc 0 $? "recheck with nothing to settle"
  contains "$T/o" "Recheck: no contradictory results"
  ;;
prove_results_file)
  # results.txt that is a directory is an error, not "Results: 0"; a result
  # appended to a line cut short (no newline) is counted as malformed, and
  # prove ends such a line, so the next append starts on its own line.
  "$G" start --rows 4 --cols 5 | "$G" prove "$T/p" --depth 2 --prover B >/dev/null 2>&1 || fail "prove"
  mkdir "$T/p/results.txt"
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 2 $? "results.txt a directory"
  contains "$T/e" "$T/p/results.txt: it is a directory"
  empty "$T/o" "results.txt a directory"
  rmdir "$T/p/results.txt"
  j1=$(sed -n 1p "$T/p/jobs.txt") j2=$(sed -n 2p "$T/p/jobs.txt")
  "$G" solve --table-mb 16 --job "$j1" >"$T/r1" 2>/dev/null
  "$G" solve --table-mb 16 --job "$j2" >"$T/r2" 2>/dev/null
  # A writer killed before its newline, then another result glued to it.
  { tr -d '\n' <"$T/r1"; tr -d '\n' <"$T/r2"; echo; } >"$T/p/results.txt"
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 0 $? "a glued line"
  contains "$T/o" "Results: 0 ("
  contains "$T/o" "1 malformed lines skipped"
  # A line without its newline at the end: read, and ended by prove.
  tr -d '\n' <"$T/r1" >"$T/p/results.txt"
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 0 $? "a last line without its newline"
  contains "$T/o" "Results: 1 ("
  [ "$(tail -c 1 "$T/p/results.txt" | od -An -c | tr -d ' ')" = '\n' ] || fail "the line was not ended"
  cat "$T/r2" >>"$T/p/results.txt"
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 0 $? "then one appended"
  contains "$T/o" "Results: 2 ("
  grep -q "malformed" "$T/o" && fail "a malformed line"
  ;;
table_file_damage)
  # A table file with the result bit of every entry flipped gave `win` for
  # the 5x5 start, which its mover loses; its checksum refuses it now, and
  # the job prints no result.
  job='BWBWB/WBWBW/BWBWB/WBWBW/BWBWB:B'
  "$G" solve --table-mb 16 --table-file "$T/t.bin" --job "$job" >"$T/o" 2>"$T/e"; expect_rc 0 $? "a job saving its table"
  grep -q "^$job loss - " "$T/o" || fail "the 5x5 start: $(cat "$T/o")"
  python3 - "$T/t.bin" <<'PY'
import struct, sys
data = bytearray(open(sys.argv[1], 'rb').read())
for at in range(32, len(data), 8):
    (entry,) = struct.unpack_from('<Q', data, at)
    if entry & 0x3F:
        struct.pack_into('<Q', data, at, entry ^ (1 << 15))
open(sys.argv[1], 'wb').write(data)
PY
  "$G" solve --table-mb 16 --table-file "$T/t.bin" --job "$job" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a damaged table"
  contains "$T/e" "is damaged: its entries do not match its checksum"
  empty "$T/o" "a damaged table"
  # A table of the second format has no checksum: refused, with the advice.
  printf 'gametree table2\n' >"$T/old.bin"
  "$G" solve --table-mb 16 --table-file "$T/old.bin" --job "$job" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a table without a checksum"
  contains "$T/e" "without a checksum"
  mkdir "$T/dir.bin"
  "$G" solve --table-mb 16 --table-file "$T/dir.bin" --job "$job" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a directory as the table"
  contains "$T/e" "it is a directory"
  ;;
input_limits)
  # Every reader has a limit: /dev/zero, or a link to it, as the root,
  # a proof, results.txt or proof.conf fails at once with a message, in
  # little memory; a regular file over the limit is refused before reading.
  [ -n "${GAMETREE_SANITIZED:-}" ] && { echo "skipped: a memory limit under the sanitizers"; exit 77; }
  limited() { (ulimit -v 400000; exec timeout 10 "$G" "$@") >"$T/o" 2>"$T/e"; }
  limited prove "$T/z" </dev/zero; expect_rc 2 $? "prove < /dev/zero"
  contains "$T/e" "more than 1 MiB"
  limited verify-proof /dev/zero; expect_rc 2 $? "verify-proof /dev/zero"
  contains "$T/e" "not a proof file"
  ln -s /dev/zero "$T/zero.gtp"
  limited verify-proof "$T/zero.gtp"; expect_rc 2 $? "verify-proof of a link to /dev/zero"
  contains "$T/e" "not a proof file"
  "$G" start --rows 4 --cols 5 | "$G" prove "$T/p" --depth 2 --prover B >/dev/null 2>&1 || fail "prove"
  ln -s /dev/zero "$T/p/results.txt"
  limited prove "$T/p"; expect_rc 2 $? "results.txt a link to /dev/zero"
  contains "$T/e" "cannot read $T/p/results.txt: it is a character device, not a results file"
  rm "$T/p/results.txt"
  mv "$T/p/proof.conf" "$T/conf"
  ln -s /dev/zero "$T/p/proof.conf"
  limited prove "$T/p"; expect_rc 2 $? "proof.conf a link to /dev/zero"
  contains "$T/e" "cannot read $T/p/proof.conf: it is a character device, not a proof.conf"
  rm "$T/p/proof.conf"
  truncate -s 1M "$T/p/proof.conf"
  limited prove "$T/p"; expect_rc 2 $? "a proof.conf of 1 MiB"
  contains "$T/e" "is 1048576 bytes, more than the 65536 a proof.conf may have"
  mv "$T/conf" "$T/p/proof.conf"
  truncate -s 300M "$T/p/results.txt"
  limited prove "$T/p"; expect_rc 2 $? "a results.txt of 300 MB"
  contains "$T/e" "is 314572800 bytes, more than the 268435456 a results file may have"
  truncate -s 300M "$T/big.gtp"
  limited verify-proof "$T/big.gtp"; expect_rc 2 $? "a proof of 300 MB"
  contains "$T/e" "is 314572800 bytes, more than the 268435456 a proof file may have"
  limited book --merge "$T/big.gtp" --out "$T/x.book"; expect_rc 2 $? "book --merge of 300 MB"
  contains "$T/e" "more than the 268435456 a book may have"
  ;;
nothing_to_prove)
  # A root without a move has nothing to prove: an error, not "W wins" with
  # an empty proof that verify-proof then calls incomplete.
  printf 'B _ W\n' | "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 2 $? "prove a root without a move"
  contains "$T/e" "the root has no move"
  [ ! -e "$T/p/proof.conf" ] || fail "proof.conf written"
  "$G" book --rows 1 --cols 1 --out "$T/b.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "book 1x1"
  contains "$T/e" "has no move"
  [ ! -e "$T/b.book" ] || fail "a book written"
  "$G" book --rows 1 --cols 2 --out "$T/b.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "book 1x2"
  "$G" verify-proof "$T/b.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "verify the 1x2 book"
  contains "$T/o" "Proof: B wins"
  ;;
prove_config)
  # proof.conf is read strictly: plain digits in range, each name once,
  # nothing unknown; the line and the problem are named.
  "$G" start --rows 4 --cols 5 | "$G" prove "$T/p" --depth 2 --prover B >/dev/null 2>&1 || fail "prove"
  root=$(sed -n 's/^root //p' "$T/p/proof.conf")
  while IFS='|' read -r conf problem; do
    printf "$conf" "$root" >"$T/p/proof.conf"
    "$G" prove "$T/p" </dev/null >"$T/o" 2>"$T/e"; expect_rc 2 $? "proof.conf '$conf'"
    contains "$T/e" "$T/p/proof.conf: $problem"
  done <<'CASES'
root %s\ndepth 4294967298\nprover B\n|line 2: depth: 4294967298 is out of range 1..40
root %s\ndepth 2abc\nprover B\n|line 2: depth: '2abc' is not a whole number (expected 1..40
root %s\ndepth 41\nprover B\n|line 2: depth: 41 is out of range 1..40
root %s\ndepth 99999999999\nprover B\n|line 2: depth: 99999999999 is out of range 1..40
root %s\ndepth 2\ndepth 3\nprover B\n|line 3: depth given a second time
root %s\ndepth 2\nprover B\nprover W\n|line 4: prover given a second time
root %s\ndepth 2\nprover b\n|line 3: prover: expected B or W, not 'b'
root %s\ndepth 2\n|no prover line
root %s\ndepth 2\nprover B\nlookahead 4\n|line 4: unknown name 'lookahead'
root %s\ndepth +2\nprover B\n|line 2: depth: '+2' is not a whole number
CASES
  printf 'root %s\n# the depth of the jobs\ndepth 2\nprover B\n' "$root" >"$T/p/proof.conf"
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 0 $? "a comment line"
  contains "$T/o" "Pending: "
  ;;
job_options)
  # An empty --job is an error, never a solve of standard input.
  "$G" start --rows 3 --cols 3 >"$T/s"
  "$G" solve --job '' <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 2 $? "--job ''"
  contains "$T/e" "--job: an empty position"
  empty "$T/o" "--job ''"
  "$G" solve --job 'BW/WB:B' --table-file '' >"$T/o" 2>"$T/e"; expect_rc 2 $? "--table-file ''"
  contains "$T/e" "--table-file: no file name given"
  "$G" solve --job "$(head -c 100000 /dev/zero | tr '\0' 'B')" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a long job"
  [ "$(wc -c <"$T/e")" -lt 500 ] || fail "a long job's message is $(wc -c <"$T/e") bytes"
  # An option a job would not use is refused, not ignored; --threads is used.
  for option in "--game tictactoe" "--k 3" "--no-book" "--progress"; do
    # shellcheck disable=SC2086
    "$G" solve --job 'BWB/WBW:B' $option >"$T/o" 2>"$T/e"; expect_rc 2 $? "--job with $option"
    contains "$T/e" "gametree solve: ${option%% *} does not go with --job"
    empty "$T/o" "--job with $option"
  done
  "$G" solve --job 'BWBW/WBWB:B' --game clobber --table-mb 16 >"$T/o" 2>"$T/e"; expect_rc 0 $? "--job with --game clobber"
  cut -d' ' -f1-3 "$T/o" >"$T/one"
  "$G" solve --job 'BWBW/WBWB:B' --threads 2 --table-mb 16 >"$T/o" 2>"$T/e"; expect_rc 0 $? "--job with --threads"
  cut -d' ' -f1-3 "$T/o" | cmp -s - "$T/one" || fail "--threads changed the job's result: $(cat "$T/o")"
  "$G" start --game tictactoe | "$G" solve --game tictactoe --threads 2 >"$T/o" 2>"$T/e"; expect_rc 2 $? "--threads in tic-tac-toe"
  contains "$T/e" "--threads: only clobber's solver runs on threads"
  ;;
output_checked_first)
  # --out is checked before the build, not after it.
  while IFS='|' read -r out problem; do
    for cmd in "book --rows 6 --cols 5" "swindles --rows 6 --cols 5"; do
      # shellcheck disable=SC2086
      timeout 10 "$G" $cmd --out "${out//DIR/$T}" >"$T/o" 2>"$T/e"; expect_rc 2 $? "$cmd --out '$out'"
      contains "$T/e" "${problem//DIR/$T}"
    done
  done <<'CASES'
|--out: no file name given to write
DIR|--out: cannot write DIR: it is a directory
DIR/none/x.book|--out: cannot write DIR/none/x.book: no directory DIR/none
CASES
  # puzzles and certificate too: a bad output fails at once, before the games
  # (10,000 of them) or the solves of --game (8 s on 5x5).
  book="$HERE/../../data/book/clobber-5x5.book"
  while IFS='|' read -r args problem; do
    # shellcheck disable=SC2086
    timeout 10 "$G" ${args//DIR/$T} >"$T/o" 2>"$T/e"; expect_rc 2 $? "$args"
    contains "$T/e" "${problem//DIR/$T}"
  done <<CASES
puzzles --games 10000 --out DIR/none/x.jsonl|--out: cannot write DIR/none/x.jsonl: no directory DIR/none
puzzles --games 10000 --out DIR|--out: cannot write DIR: it is a directory
puzzles --games 10000 --out|--out
certificate $book --game DIR/none/g.txt|--game: cannot write DIR/none/g.txt: no directory DIR/none
CASES
  timeout 10 "$G" puzzles --games 10000 --out '' >"$T/o" 2>"$T/e"; expect_rc 2 $? "puzzles --out ''"
  contains "$T/e" "--out: no file name given to write"
  empty "$T/o" "puzzles --out ''"
  ;;
prove_full_disk)
  # A write that fails (a full disk; here the file size limit) names the file
  # and the reason and keeps the old contents; no temporary file is left.
  "$G" start --rows 5 --cols 5 | "$G" prove "$T/p" --depth 2 --prover W >/dev/null 2>&1 || fail "prove"
  cp "$T/p/jobs.txt" "$T/jobs.before"
  [ -s "$T/jobs.before" ] || fail "no jobs"
  head -n 1 "$T/p/jobs.txt" | while read -r j; do "$G" solve --table-mb 16 --job "$j"; done >>"$T/p/results.txt" 2>/dev/null
  (ulimit -f 0; trap '' XFSZ; exec "$G" prove "$T/p") 2>&1 | cat >"$T/oe"
  rc=${PIPESTATUS[0]}
  expect_rc 1 "$rc" "prove on a full disk"
  contains "$T/oe" "gametree prove: cannot write $T/p/jobs.txt: File too large"
  cmp -s "$T/p/jobs.txt" "$T/jobs.before" || fail "jobs.txt lost its contents"
  leftover=$(find "$T/p" -name '.*.??????' | wc -l)
  [ "$leftover" -eq 0 ] || fail "$leftover temporary files left"
  # A decided proof: proof.gtp keeps its contents too, and is written before
  # jobs.txt is emptied.
  GAMETREE=$G TABLE_MB=16 NICE=0 "$HERE/../../scripts/prove.sh" "$T/p" >/dev/null 2>&1 || fail "prove.sh"
  cp "$T/p/proof.gtp" "$T/proof.before"
  printf 'x\n' >"$T/p/jobs.txt"
  (ulimit -f 0; trap '' XFSZ; exec "$G" prove "$T/p") 2>&1 | cat >"$T/oe"
  expect_rc 1 "${PIPESTATUS[0]}" "prove a decided root on a full disk"
  cmp -s "$T/p/proof.gtp" "$T/proof.before" || fail "proof.gtp lost its contents"
  grep -qx x "$T/p/jobs.txt" || fail "jobs.txt lost its contents"
  ;;
verify_proof_header)
  # A damaged header is named for what it is.
  book="$HERE/../../data/book/clobber-4x5.book"
  for n in 16 39; do
    head -c "$n" "$book" >"$T/cut.book"
    "$G" verify-proof "$T/cut.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "cut to $n bytes"
    contains "$T/e" "proof file cut short: $n bytes, in its 40-byte header"
  done
  mkdir "$T/dir.book"
  "$G" verify-proof "$T/dir.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a directory"
  contains "$T/e" "cannot read $T/dir.book: it is a directory"
  { head -c 10 "$book"; printf '\002'; tail -c +12 "$book"; } >"$T/side.book"
  "$G" verify-proof "$T/side.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "side byte 2"
  contains "$T/e" "bad proof header: side to move 2 (expected 0 for Black or 1 for White)"
  "$G" verify-proof "$T/none.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "no such file"
  contains "$T/e" "cannot read $T/none.book: No such file or directory"
  ;;
certificate)
  # The 5x5 book's proof as a certificate: the committed copy, which the
  # independent checker accepts, with the counts of verify-proof; every
  # shipped start book and a freshly built proof go through the same round
  # trip (binary proof, certificate, checker); the outputs beside it; and
  # damaged certificates and bad input refused by name.
  CHECK="$HERE/../../tools/check_certificate.py"
  book="$HERE/../../data/book/clobber-5x5.book"
  "$G" certificate "$book" >"$T/c" 2>"$T/e"; expect_rc 0 $? "the 5x5 book"
  # Standard error has only what the leaves rest on.
  [ "$(wc -l <"$T/e")" -eq 1 ] && grep -qE '^Leaves: [0-9]+ of 81 solved again, lost for their mover \(each within 2000 nodes\)' "$T/e" ||
    { cat "$T/e" >&2; fail "the 5x5 book's standard error"; }
  cmp -s "$T/c" "$HERE/../../data/book/clobber-5x5-certificate.txt" || fail "differs from data/book/clobber-5x5-certificate.txt"
  head -n 1 "$T/c" | grep -qx 'clobber-certificate 1 5x5 white-wins' || fail "header: $(head -n 1 "$T/c")"
  python3 "$CHECK" "$T/c" >"$T/o" 2>"$T/e"; expect_rc 0 $? "checker on 5x5"
  contains "$T/o" "Certificate: 179 nodes: 94 won (a winning move each), 4 lost (every reply answered; 0 without a move), 81 leaves"
  contains "$T/o" "Proven: White wins 5x5 Clobber from BWBWB/WBWBW/BWBWB/WBWBW/BWBWB:B"
  "$G" verify-proof "$book" --sample 1 --table-mb 16 >"$T/v" 2>"$T/e"; expect_rc 0 $? "verify-proof"
  contains "$T/v" "94 entries, 4 loser nodes walked, 1 of 81 leaves"
  "$G" book --rows 3 --cols 4 --table-mb 16 --out "$T/b34.book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "a 3x4 book"
  for b in "$T/b34.book" "$HERE"/../../data/book/clobber-{3x8,4x5,4x6,4x7,6x5}.book; do
    "$G" certificate "$b" --out "$T/r.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "certificate of $b"
    python3 "$CHECK" "$T/r.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "checker on $b"
    contains "$T/o" "Proven: "
  done
  # The leaves: those of verify-proof --list-leaves, in MCGS's format too.
  "$G" certificate "$book" --out "$T/c2" --leaves "$T/l" --leaves-mcgs "$T/m" --dot "$T/d" \
    --dot-depth 3 >"$T/o" 2>"$T/e"; expect_rc 0 $? "all outputs"
  contains "$T/o" "Certificate: W wins BWBWB/WBWBW/BWBWB/WBWBW/BWBWB:B; 94 won, 4 lost, 81 leaves"
  cmp -s "$T/c" "$T/c2" || fail "--out differs from standard output"
  "$G" verify-proof "$book" --list-leaves >"$T/vl"
  cmp -s "$T/l" "$T/vl" || fail "--leaves differs from verify-proof --list-leaves"
  grep ' leaf$' "$T/c" | cut -d' ' -f1 | cmp -s - "$T/l" || fail "--leaves differs from the certificate's leaf lines"
  [ "$(head -n 1 "$T/m")" = "{version 1.7}" ] || fail "MCGS file's first line"
  grep -v '^[{/[]' "$T/m" | sed -E 's/ \{([BW]) loss\}$/:\1/' | tr 'XO.|' 'BW_/' | cmp -s - "$T/l" ||
    fail "--leaves-mcgs differs from the leaves"
  grep -q '^digraph proof {' "$T/d" || fail "--dot wrote no digraph"
  [ "$(grep -c ' -> ' "$T/d")" -gt 40 ] || fail "--dot-depth 3 drew $(grep -c ' -> ' "$T/d") edges"
  if command -v dot >/dev/null; then dot -Tsvg "$T/d" -o "$T/d.svg" || fail "dot refused the picture"; fi
  # The optimal game of the 3x4 proof: legal moves to a position where the loser cannot move.
  "$G" certificate "$T/b34.book" --game "$T/g" --table-mb 1 >"$T/o" 2>"$T/e"; expect_rc 0 $? "--game"
  python3 - "$T/g" "$CHECK" <<'PY' || fail "the game record"
import sys, re
sys.path.insert(0, sys.argv[2].rsplit("/", 1)[0])
import check_certificate as cc
lines = [l for l in open(sys.argv[1]).read().splitlines() if l and not l.startswith("#")]
assert lines[0] == "game: clobber", lines[0]
at = lines.index("moves:")
rows = [l.split() for l in lines[1:at] if not l.startswith("turn:")]
board = cc.Board(len(rows), len(rows[0]))
position = ("".join("".join(r) for r in reversed(rows)), "B")
moves = [t for l in lines[at + 1:] for t in l.split() if not re.fullmatch(r"\d+\.*", t)]
for m in moves:
    move = board.parse_move(m)
    assert move in board.moves(position), (m, position)
    position = board.play(position, move)
assert not board.moves(position) and position[1] == "B", position  # White wins 3x4
PY
  python3 "$HERE/../../tools/draw_game.py" "$T/g" --out "$T/g.svg" >"$T/o" 2>"$T/e"; expect_rc 0 $? "draw_game"
  grep -q '^<svg' "$T/g.svg" || fail "draw_game wrote no SVG"
  # Damaged certificates: refused, with the problem named.
  while IFS='|' read -r kind seed message; do
    python3 "$HERE/mutate_certificate.py" "$T/c" "$T/bad" "$kind" "$seed" >"$T/which" || fail "mutate $kind"
    python3 "$CHECK" "$T/bad" >"$T/o" 2>"$T/e"; expect_rc 1 $? "$kind $seed"
    contains "$T/o" "Certificate REFUSED: "
    contains "$T/o" "$message"
  done <<'CASES'
reply|1|no line answers the reply
leaf|1|which has no line
illegal|1|is not a legal move
extra|1|not reached from the root
CASES
  python3 "$HERE/mutate_certificate.py" "$T/c" "$T/bad" move 1 >"$T/which" || fail "mutate move"
  python3 "$CHECK" "$T/bad" >"$T/o" 2>"$T/e"; expect_rc 1 $? "a changed move"
  contains "$T/o" "line $(cut -d' ' -f1 "$T/which") ("
  sed '1s/white-wins/black-wins/' "$T/c" >"$T/bad"
  python3 "$CHECK" "$T/bad" >"$T/o" 2>"$T/e"; expect_rc 1 $? "the claim changed"
  contains "$T/o" "the header says black-wins, the root's line says the side to move loses"
  { cat "$T/c"; grep -m1 ' leaf$' "$T/c"; } >"$T/bad"
  python3 "$CHECK" "$T/bad" >"$T/o" 2>"$T/e"; expect_rc 1 $? "a line twice"
  contains "$T/o" "the same node as line"
  sed '1s/5x5/6x6/' "$T/c" >"$T/bad"
  python3 "$CHECK" "$T/bad" >"$T/o" 2>"$T/e"; expect_rc 1 $? "another board"
  contains "$T/o" "is not a position of a 6x6 board"
  python3 "$CHECK" "$T/c" --root 'BWBWB/WBWBW/BWBWB/WBWBW/BWBW_:B' >"$T/o" 2>"$T/e"; expect_rc 1 $? "another root"
  contains "$T/o" "the first node is not the root, BWBWB/WBWBW/BWBWB/WBWBW/BWBW_:B"
  python3 "$CHECK" "$T/nothing" >"$T/o" 2>"$T/e"; expect_rc 2 $? "no file"
  contains "$T/e" "cannot read"
  # The command's own errors.
  "$G" certificate "$HERE/../../data/book/clobber-6x5-openings.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "an opening book"
  contains "$T/e" "a certificate is the proof of one root"
  printf 'not a proof' >"$T/bad.book"
  "$G" certificate "$T/bad.book" >"$T/o" 2>"$T/e"; expect_rc 2 $? "not a proof"
  contains "$T/e" "not a proof file"
  n=$(od -An -tu4 -j12 -N4 "$book" | tr -d ' ')
  { head -c 12 "$book"; printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $(((n-1)&255)) $(((n-1)>>8&255)) 0 0)";
    tail -c +17 "$book" | head -c 24; tail -c +49 "$book" | head -c $((8*(n-1)));
    tail -c $((2*(n-1))) "$book"; } >"$T/cut.book"
  "$G" certificate "$T/cut.book" >"$T/o" 2>"$T/e"; expect_rc 1 $? "an entry cut out"
  contains "$T/o" "INCOMPLETE: no answer to"
  "$G" certificate "$book" --dot-depth 9 >"$T/o" 2>"$T/e"; expect_rc 2 $? "--dot-depth 9"
  contains "$T/e" "--dot-depth: 9 is out of range 1..8"
  "$G" certificate "$book" --out "$T/no/such/dir.txt" >"$T/o" 2>"$T/e"; expect_rc 2 $? "unwritable"
  contains "$T/e" "--out: cannot write $T/no/such/dir.txt: no directory $T/no/such"
  ;;
certificate_6x6)
  # The committed 6x6 certificate: what the command writes from the proof,
  # accepted by the independent checker with verify-proof's counts (2,086
  # entries, 55 loser nodes, 2,016 leaves); its MCGS leaves as committed;
  # copies with one reply removed, one winning move changed and one leaf
  # removed (drawn with seeds) refused, each with its problem named.
  CHECK="$HERE/../../tools/check_certificate.py"
  dir="$HERE/../../data/proof/6x6"
  # (The leaves' solves within a budget, 4 s here, are left out: no 6x6
  # leaf is proven within one; certificate_checks tests them.)
  "$G" certificate "$dir/proof.gtp" --leaf-nodes 0 >"$T/c" 2>"$T/e"; expect_rc 0 $? "certificate"
  cmp -s "$T/c" "$dir/certificate.txt" || fail "differs from data/proof/6x6/certificate.txt"
  "$G" certificate "$dir/proof.gtp" --leaf-nodes 0 --leaves-mcgs "$T/m" >"$T/o" 2>"$T/e"; expect_rc 0 $? "--leaves-mcgs"
  cmp -s "$T/m" "$dir/leaves-mcgs.txt" || fail "differs from data/proof/6x6/leaves-mcgs.txt"
  python3 "$CHECK" "$dir/certificate.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "checker"
  contains "$T/o" "Certificate: 4157 nodes: 2086 won (a winning move each), 55 lost (every reply answered; 0 without a move), 2016 leaves"
  contains "$T/o" "Leaves: 31 discs: 2016"
  contains "$T/o" "Proven: Black wins 6x6 Clobber from WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB/BWBWBW:B"
  for seed in 1 2; do
    for kind in reply move leaf; do
      python3 "$HERE/mutate_certificate.py" "$dir/certificate.txt" "$T/bad" "$kind" "$seed" >"$T/which" || fail "mutate $kind $seed"
      python3 "$CHECK" "$T/bad" >"$T/o" 2>"$T/e"; expect_rc 1 $? "$kind removed or changed (seed $seed)"
      case $kind in
      reply) contains "$T/o" "no line answers the reply" ;;
      move) contains "$T/o" "Certificate REFUSED: line $(cut -d' ' -f1 "$T/which") (" ;;
      leaf) contains "$T/o" "which has no line" ;;
      esac
    done
  done
  # The refutations of the 14 first moves that lose. Seven are proofs of
  # their own rooted after the first move and White's reply
  # (data/proof/6x6-MOVE-REPLY/): the committed certificate is the
  # command's. Seven were drawn from the 6x6 run's jobs by
  # bench/proof_refutation.cpp (data/proof/6x6/refutations/). The checker
  # plays the two moves from the start itself and accepts each there (every
  # answer of Black's won by one move of White's, down to as many leaves);
  # the same certificate checked from the start, or a damaged copy, is
  # refused.
  while read -r first reply answers root; do
    cert="$HERE/../../data/proof/6x6/refutations/$first-$reply.txt"
    dir="$HERE/../../data/proof/6x6-$first-$reply"
    if [ -d "$dir" ]; then
      cert="$dir/certificate.txt"
      "$G" certificate "$dir/proof.gtp" </dev/null >"$T/c" 2>"$T/e"; expect_rc 0 $? "$first's certificate"
      cmp -s "$T/c" "$cert" || fail "differs from data/proof/6x6-$first-$reply/certificate.txt"
    fi
    [ -f "$cert" ] || fail "no certificate of $first $reply"
    python3 "$CHECK" "$cert" --moves "$first $reply" >"$T/o" 2>"$T/e"; expect_rc 0 $? "checker, $first $reply"
    contains "$T/o" "Certificate: $((2 * answers + 1)) nodes: $answers won (a winning move each), 1 lost (every reply answered; 0 without a move), $answers leaves"
    contains "$T/o" "Proven: White wins 6x6 Clobber from $root (after $first $reply)"
    python3 "$CHECK" "$cert" >"$T/o" 2>"$T/e"; expect_rc 1 $? "$first's certificate, from the start"
    contains "$T/o" "the first node is not the root"
    for kind in reply move leaf; do
      python3 "$HERE/mutate_certificate.py" "$cert" "$T/bad" "$kind" 1 >"$T/which" || fail "mutate $first's $kind"
      python3 "$CHECK" "$T/bad" --moves "$first $reply" >"$T/o" 2>"$T/e"; expect_rc 1 $? "$first's certificate, $kind removed or changed"
    done
  done <<'REFUTATIONS'
b2b3 b5b6 47 WWWBWB/B_BWBW/WBWBWB/BBBWBW/W_WBWB/BWBWBW:B
d2d3 a2b2 47 WBWBWB/BWBWBW/WBWBWB/BWBBBW/_WW_WB/BWBWBW:B
c3c4 a2b2 47 WBWBWB/BWBWBW/WBBBWB/BW_WBW/_WWBWB/BWBWBW:B
e3e4 a2b2 47 WBWBWB/BWBWBW/WBWBBB/BWBW_W/_WWBWB/BWBWBW:B
b4b5 a2b2 47 WBWBWB/BBBWBW/W_WBWB/BWBWBW/_WWBWB/BWBWBW:B
d4d5 a2b2 47 WBWBWB/BWBBBW/WBW_WB/BWBWBW/_WWBWB/BWBWBW:B
c1c2 a2b2 50 WBWBWB/BWBWBW/WBWBWB/BWBWBW/_WBBWB/BW_WBW:B
a1a2 b1b2 53 WBWBWB/BWBWBW/WBWBWB/BWBWBW/BWWBWB/__BWBW:B
a3a4 b1b2 49 WBWBWB/BWBWBW/BBWBWB/_WBWBW/WWWBWB/B_BWBW:B
f2f3 b1b2 49 WBWBWB/BWBWBW/WBWBWB/BWBWBB/WWWBW_/B_BWBW:B
a5a6 c4d4 49 BBWBWB/_WBWBW/WB_WWB/BWBWBW/WBWBWB/BWBWBW:B
c5c6 c2c3 47 WBBBWB/BW_WBW/WBWBWB/BWWWBW/WB_BWB/BWBWBW:B
f4f5 a2b2 49 WBWBWB/BWBWBB/WBWBW_/BWBWBW/_WWBWB/BWBWBW:B
e5e6 f5f4 50 WBWBBB/BWBW__/WBWBWW/BWBWBW/WBWBWB/BWBWBW:B
REFUTATIONS
  python3 "$CHECK" "$HERE/../../data/proof/6x6-a1a2-b1b2/certificate.txt" --moves "a1a2 b1c2" >"$T/o" 2>"$T/e"; expect_rc 1 $? "checker, an illegal reply"
  contains "$T/o" "--moves: b1c2 is not legal in"
  ;;
puzzles)
  # Puzzles from two 5x5 games: one line of JSON each, the same every run,
  # written to --out alike; bad options refused by name.
  "$G" puzzles --rows 5 --cols 5 --games 2 --table-mb 16 >"$T/o" 2>"$T/e"; expect_rc 0 $? "puzzles"
  [ -s "$T/o" ] || fail "no puzzles"
  grep -vqE '^\{"id":"5x5-[0-9]+","rows":5,"cols":5,"board":"[BW0-9-]+","turn":"[BW]","line":\["[a-e][1-5][a-e][1-5]"' "$T/o" &&
    fail "not a puzzle line: $(grep -vE '^\{"id"' "$T/o" | head -1)"
  contains "$T/e" "games 2, positions "
  "$G" puzzles --rows 5 --cols 5 --games 2 --table-mb 16 --out "$T/p.jsonl" >"$T/o2" 2>"$T/e"; expect_rc 0 $? "--out"
  cmp -s "$T/o" "$T/p.jsonl" || fail "--out differs from standard output, or a second run from the first"
  while IFS='|' read -r args message; do
    # shellcheck disable=SC2086
    "$G" puzzles $args >"$T/o" 2>"$T/e"; expect_rc 2 $? "$args"
    contains "$T/e" "$message"
  done <<'CASES'
--games 0|--games: 0 is out of range 1..10000
--min-discs 10 --max-discs 8|--min-discs is above --max-discs
--black oracle:3|--black:
--max-steps 21|--max-steps: 21 is out of range 1..20
CASES
  # An id goes into JSON as it is: characters JSON would escape are refused
  # (before any game), and any other prefix gives lines that are JSON.
  for prefix in 'a"b\' 'a\b' 'a"' "$(printf 'a\tb')" "$(printf 'caf\303\251')" "$(head -c 65 /dev/zero | tr '\0' x)"; do
    timeout 10 "$G" puzzles --games 10000 --id-prefix "$prefix" >"$T/o" 2>"$T/e"; expect_rc 2 $? "--id-prefix '$prefix'"
    contains "$T/e" "--id-prefix: "
    contains "$T/e" "is not an id: use at most 64 printable ASCII characters other than \" and \\"
    empty "$T/o" "--id-prefix '$prefix'"
  done
  "$G" puzzles --rows 5 --cols 5 --games 2 --table-mb 16 --id-prefix "x y/{}'<>-" >"$T/o" 2>"$T/e"; expect_rc 0 $? "a prefix of punctuation"
  python3 -c 'import json, sys
ids = [json.loads(line)["id"] for line in open(sys.argv[1])]
assert ids and all(i.startswith("x y/{}'"'"'<>-") for i in ids), ids' "$T/o" || fail "not JSON, or not the ids asked for"
  ;;
uci_limits)
  # A 50 MB unknown command is answered with a short error, and the engine
  # goes on; numbers of go are plain digits in range.
  { head -c 50000000 /dev/zero | tr '\0' x; printf '\nisready\n'; head -c 1000 /dev/zero | tr '\0' y; printf '\nisready\nquit\n'; } |
    "$G" uci >"$T/o" 2>"$T/e"; expect_rc 0 $? "a long unknown command"
  [ "$(wc -c <"$T/o")" -lt 1000 ] || fail "$(wc -c <"$T/o") bytes of output"
  [ "$(grep -c readyok "$T/o")" -eq 2 ] || fail "the engine did not go on"
  contains "$T/o" "a line of more than 65536 bytes, ignored"
  contains "$T/o" "info string error: unknown command 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy...' (1000 characters)"
  ;;
uci_out_of_memory)
  # After an out-of-memory error the engine still moves, and never says
  # `bestmove (none)` in a position with legal moves.
  [ -n "${GAMETREE_SANITIZED:-}" ] && { echo "skipped: a memory limit under the sanitizers"; exit 77; }
  "$G" start >"$T/s"
  printf 'setoption name Hash value 4096\nisready\nposition startpos moves a1a2\ngo movetime 100\ngo movetime 100\nposition fen PpP/3/3 w\ngo movetime 50\nquit\n' |
    (ulimit -v 1000000; exec "$G" uci) >"$T/o" 2>"$T/e"; expect_rc 0 $? "uci under a memory limit"
  contains "$T/o" "info string error: out of memory"
  grep -q "bestmove (none)" "$T/o" && { cat "$T/o" >&2; fail "bestmove (none) with legal moves"; }
  [ "$(grep -c '^bestmove [a-p][0-9]*[a-p][0-9]*$' "$T/o")" -eq 3 ] || { cat "$T/o" >&2; fail "three moves expected"; }
  # Each move is legal where it was played.
  first=$(grep '^bestmove' "$T/o" | sed -n 1p | cut -d' ' -f2)
  second=$(grep '^bestmove' "$T/o" | sed -n 2p | cut -d' ' -f2)
  printf 'position startpos moves a1a2 %s\nd\nposition startpos moves a1a2 %s\nd\nquit\n' "$first" "$second" |
    "$G" uci >"$T/o2" 2>"$T/e"; expect_rc 0 $? "replay"
  grep -q "error" "$T/o2" && { cat "$T/o2" >&2; fail "a move played after the error is not legal"; }
  grep '^bestmove' "$T/o" | sed -n 3p | grep -qxE "bestmove (a3b3|c3b3)" || fail "a winning capture expected"
  ;;
book_end_slow_clock)
  # Just past the 6x5 proof book's end (a reply to one of its leaves) the
  # engine's solver proves the winner's move in some 42,000 nodes. With its
  # process stopped four fifths of the time (SIGSTOP and SIGCONT in bursts),
  # a 100 ms move still gets the nodes the book promised, and plays a proven
  # winning move; a slow clock once left it a few thousand, and the win lost.
  [ -n "${GAMETREE_SANITIZED:-}" ] && { echo "skipped: timing under the sanitizers"; exit 77; }
  printf 'W _ W _ W\nB B B B B\nW W B B W\nB _ _ W B\nB W W W W\n_ _ B _ B\nturn: W\n' >"$T/s"
  "$G" move --algorithm engine --time-ms 100 <"$T/s" >"$T/o" 2>"$T/e" &
  pid=$!
  start=$(date +%s%N)
  while kill -STOP "$pid" 2>/dev/null; do
    sleep 0.02
    kill -CONT "$pid" 2>/dev/null
    sleep 0.005
  done
  wait "$pid"; expect_rc 0 $? "a move with the clock slowed"
  ms=$((($(date +%s%N) - start) / 1000000))
  grep -qE '^W [a-e][1-6][a-e][1-6] .* proven=win$' "$T/e" || { cat "$T/e" >&2; fail "no proven win (${ms} ms)"; }
  "$G" solve --table-mb 64 <"$T/o" >"$T/w" 2>/dev/null
  contains "$T/w" "Winner: W"
  echo "a proven win in ${ms} ms of wall time: $(head -n 1 "$T/e")"
  ;;
output_not_regular)
  # An output is written whole to a new file that replaces a regular one:
  # a FIFO, a device (a private node of /dev/null or /dev/full, made as root)
  # or a link to one is refused before any work and left as it was; a link
  # to a regular file (or to a new name) is kept, and what it names written.
  book="$HERE/../../data/book/clobber-5x5.book"
  mkfifo "$T/fifo"
  ln -s fifo "$T/to-fifo"
  specials="fifo to-fifo"
  if mknod -m 666 "$T/null" c 1 3 2>/dev/null && mknod -m 666 "$T/full" c 1 7 2>/dev/null; then
    ln -s full "$T/to-full"
    specials="$specials null full to-full"
  fi
  for name in $specials; do
    kind=$(stat -L -c %F "$T/$name")
    for args in "certificate $book --out" "certificate $book --leaves" "certificate $book --dot" \
                "book --rows 2 --cols 2 --out" "swindles --rows 3 --cols 3 --out" \
                "puzzles --rows 4 --cols 4 --games 1 --table-mb 16 --out"; do
      # shellcheck disable=SC2086
      timeout 20 "$G" $args "$T/$name" >"$T/o" 2>"$T/e"; expect_rc 2 $? "$args $name"
      contains "$T/e" "not a regular file"
      [ "$(stat -L -c %F "$T/$name")" = "$kind" ] || fail "$args replaced $name ($kind) by a $(stat -L -c %F "$T/$name")"
    done
  done
  [ -L "$T/to-fifo" ] || fail "the link to the FIFO was replaced"
  timeout 10 "$G" certificate "$book" --out "$T/to-fifo" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a link to a FIFO"
  contains "$T/e" "cannot write $T/to-fifo: it leads to $T/fifo, a FIFO (a named pipe), not a regular file"
  # A link to a regular file: the file is written, the link stays.
  echo old >"$T/target.txt"
  ln -s target.txt "$T/link.txt"
  "$G" certificate "$book" --out "$T/link.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "a link to a file"
  [ -L "$T/link.txt" ] || fail "the link became a $(stat -c %F "$T/link.txt")"
  cmp -s "$T/target.txt" "$HERE/../../data/book/clobber-5x5-certificate.txt" || fail "the link's file was not written"
  ln -s new.txt "$T/dangling.txt"
  "$G" book --rows 2 --cols 2 --table-mb 16 --out "$T/dangling.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "a link to a new name"
  [ -L "$T/dangling.txt" ] && [ -f "$T/new.txt" ] || fail "the link to a new name"
  "$G" verify-proof "$T/dangling.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "the book written through the link"
  ;;
prove_recheck_appends)
  # No line appended to results.txt is lost, whoever appends it and when: a
  # job's line written through a descriptor opened before `prove --recheck`
  # (as `solve --job ... >> DIR/results.txt` opens it), and lines appended
  # while the recheck runs. The recheck never rewrites results.txt.
  "$G" start --rows 4 --cols 5 | "$G" prove "$T/p" --depth 2 --prover B >/dev/null 2>&1 || fail "prove"
  head -n 8 "$T/p/jobs.txt" | while read -r j; do "$G" solve --table-mb 16 --job "$j"; done >"$T/all" 2>/dev/null
  # A won job first (its result turned around makes the contradiction),
  # then three others.
  { grep -m1 ' win ' "$T/all"; grep -v -m3 -xF "$(grep -m1 ' win ' "$T/all")" "$T/all"; } >"$T/lines"
  [ "$(wc -l <"$T/lines")" -eq 4 ] || fail "four job lines expected"
  first=$(sed -n 1p "$T/lines")
  pos=${first%% *}
  { echo "$first"; echo "$pos loss - 1 0.001"; } >"$T/p/results.txt"
  exec 3>>"$T/p/results.txt"
  (for i in $(seq 200); do echo "appended line $i" >>"$T/p/results.txt"; done) &
  appender=$!
  "$G" prove "$T/p" --recheck >"$T/o" 2>"$T/e"; expect_rc 0 $? "prove --recheck"
  contains "$T/o" "Rechecked $pos"
  wait "$appender"
  sed -n 2,4p "$T/lines" >&3
  exec 3>&-
  for i in $(seq 200); do grep -qx "appended line $i" "$T/p/results.txt" || fail "appended line $i was lost"; done
  sed -n 2,4p "$T/lines" | while read -r line; do
    grep -qxF "$line" "$T/p/results.txt" || fail "a job's line written after the recheck was lost: $line"
  done || exit 1
  grep -qxF "$first" "$T/p/results.txt" || fail "the true line was lost"
  # The lines are read: four results, the false one passed over.
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 0 $? "prove after the recheck"
  contains "$T/o" "Results: 4 ("
  grep -qxF "$pos loss - 1 0.001" "$T/p/rejected.txt" || fail "the false line is not in rejected.txt"
  contains "$T/o" "1 rejected lines passed over"
  contains "$T/o" "200 malformed lines skipped"
  ;;
certificate_checks)
  # gametree certificate solves each leaf again within --leaf-nodes: one
  # flipped byte of the 5x5 book (a winning move changed, so that a leaf is
  # won by its mover) is WRONG, and nothing is written; the leaves left
  # unsolved are said. Its outputs are checked before any work.
  book="$HERE/../../data/book/clobber-5x5.book"
  cp "$book" "$T/flip.book"
  printf '\127' | dd of="$T/flip.book" bs=1 seek=928 conv=notrunc 2>/dev/null
  cmp -s "$book" "$T/flip.book" && fail "the byte was not changed"
  "$G" certificate "$T/flip.book" --out "$T/c.txt" >"$T/o" 2>"$T/e"; expect_rc 1 $? "a flipped byte"
  contains "$T/o" "Proof: WRONG: the mover wins this leaf:"
  [ ! -e "$T/c.txt" ] || fail "a certificate of a wrong proof was written"
  "$G" verify-proof "$T/flip.book" --table-mb 16 >"$T/v" 2>/dev/null; expect_rc 1 $? "verify-proof agrees"
  contains "$T/v" "Proof: WRONG"
  # Without the check it is written, and the summary says no leaf was solved.
  "$G" certificate "$T/flip.book" --leaf-nodes 0 --out "$T/c.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "--leaf-nodes 0"
  contains "$T/o" "Leaves: 0 of 82 solved again, lost for their mover; 82 not solved again here: \`gametree verify-proof $T/flip.book\` solves them all"
  # The true book: every leaf solved with a budget as large as the book's.
  "$G" certificate "$book" --leaf-nodes 200000 --out "$T/c.txt" >"$T/o" 2>"$T/e"; expect_rc 0 $? "the 5x5 book"
  contains "$T/o" "Leaves: 81 of 81 solved again, lost for their mover (each within 200000 nodes)"
  grep -q "not solved again" "$T/o" && fail "leaves left unsolved"
  "$G" certificate "$book" >"$T/o" 2>"$T/e"; expect_rc 0 $? "to standard output"
  grep -q "^Leaves: [0-9]* of 81 solved again" "$T/e" || fail "the leaves' line on standard error: $(cat "$T/e")"
  # Outputs: never the proof itself, never two options to one file, never
  # an empty name, a missing directory or a directory.
  cp "$book" "$T/p.book"
  ln -s p.book "$T/p-link.book"
  while IFS='|' read -r args problem; do
    # shellcheck disable=SC2086
    timeout 10 "$G" certificate "$T/p.book" ${args//DIR/$T} >"$T/o" 2>"$T/e"; expect_rc 2 $? "certificate $args"
    contains "$T/e" "${problem//DIR/$T}"
    cmp -s "$T/p.book" "$book" || fail "certificate $args changed the proof"
  done <<'CASES'
--out DIR/p.book|--out: DIR/p.book is the proof file it reads
--out DIR/p-link.book|--out: DIR/p-link.book is the proof file it reads
--leaves DIR/p.book|--leaves: DIR/p.book is the proof file it reads
--out DIR/x.txt --dot DIR/x.txt|--dot: DIR/x.txt is given to --out too
--out DIR/none/x.txt|--out: cannot write DIR/none/x.txt: no directory DIR/none
--game DIR/none/g.txt|--game: cannot write DIR/none/g.txt: no directory DIR/none
--leaves-mcgs DIR|--leaves-mcgs: cannot write DIR: it is a directory
CASES
  "$G" certificate "$T/p.book" --out '' >"$T/o" 2>"$T/e"; expect_rc 2 $? "--out ''"
  contains "$T/e" "--out: no file name given to write"
  empty "$T/o" "--out ''"
  ;;
uci_fen)
  # A FEN's numbers are read by the strict parser, and its errors name the
  # FEN, never the board text made from it; a failed position leaves none.
  uci() { "$G" uci >"$T/o" 2>"$T/e"; }
  while IFS='|' read -r fen problem; do
    printf 'position fen %s w\nd\nquit\n' "$fen" | uci; expect_rc 0 $? "$fen"
    grep '^info string error: ' "$T/o" | head -n 1 | grep -qF -- "$problem" || { cat "$T/o" >&2; fail "$fen: no error '$problem'"; }
    contains "$T/o" "info string error: no position"
    grep -q "line [0-9]*, column" "$T/o" && fail "$fen: an error names a line of the board text"
  done <<'CASES'
4294967297PpPp/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp|a run of empty squares: 4294967297 is out of range 1..
99999999999/5|a run of empty squares: 99999999999 is out of range 1..
18446744073709551617P/p|a run of empty squares: 18446744073709551617 is out of range 1..
PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP/p|rank 2 has 95 squares, more than
P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p/P/p|ranks
/|rank 2 is empty
Pp//pP|rank 2 is empty
Pp/0pP|'0' is not a Clobber disc
CASES
  printf 'position fen PpP/3/3 w\nd\nquit\n' | uci
  contains "$T/o" "info string fen PpP/3/3 w"
  ;;
threads_unavailable)
  # More threads than the system will start (256 stacks of 8 MiB under a
  # 1 GB address space): a clear error and exit 4, never an abort. The
  # threads already running take memory as they go, so which limit comes
  # first varies from run to run: a thread that could not start, or memory
  # that ran out in a running thread (caught there, every thread stopped).
  threads_error() {
    grep -qE "$2" "$1" || grep -qx "gametree: out of memory" "$1" || { cat "$1" >&2; fail "no clear error for too many threads"; }
    grep -q "terminate called\|Aborted\|system_error\|bad_alloc" "$1" && fail "aborted: $(head -c 300 "$1")"
    return 0
  }
  [ -n "${GAMETREE_SANITIZED:-}" ] && { echo "skipped: a memory limit under the sanitizers"; exit 77; }
  "$G" start --rows 4 --cols 5 >"$T/s"
  (ulimit -v 1000000; ulimit -s 8192; exec "$G" solve --no-book --threads 256 --table-mb 16 <"$T/s") >"$T/o" 2>"$T/e"
  expect_rc 4 $? "solve --threads 256"
  threads_error "$T/e" "gametree: could not start thread [0-9]+ of 256 \(.*\); try fewer --threads"
  (ulimit -v 1000000; ulimit -s 8192; exec "$G" solve-bench --set stdin --threads 256 --table-mb 16 <"$T/s") >"$T/o" 2>"$T/e"
  expect_rc 4 $? "solve-bench --threads 256"
  threads_error "$T/e" "gametree solve-bench: could not start thread [0-9]+ of 256"
  # A job's threads likewise (the root order left out: its search may
  # answer the 4x5 start before any thread starts).
  # Ten times: memory ran out in a running thread in about one run of ten
  # before such a failure was caught there.
  for run in 1 2 3 4 5 6 7 8 9 10; do
    (ulimit -v 1000000; ulimit -s 8192; exec "$G" solve --job WBWBW/BWBWB/WBWBW/BWBWB:B --root-order 0 \
      --threads 256 --table-mb 16) >"$T/o" 2>"$T/e"
    expect_rc 4 $? "solve --job --threads 256, run $run"
    threads_error "$T/e" "try fewer --threads"
  done
  # Threads that fit: the same answer as without.
  "$G" solve --no-book --threads 4 --table-mb 16 <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 0 $? "solve --threads 4"
  "$G" solve --no-book --table-mb 16 <"$T/s" | head -n 1 | cmp -s - <(head -n 1 "$T/o") || fail "threads changed the winner"
  ;;
control_bytes)
  # Errors show the control bytes of what they quote as \xNN: no NUL, carriage
  # return or escape sequence reaches the terminal raw.
  raw() { LC_ALL=C grep -q "$(printf '[\001-\010\013-\037\177]')" "$1" || LC_ALL=C grep -qaP '\x00' "$1"; }
  printf 'B\rW\033[2J\n' | "$G" move >"$T/o" 2>"$T/e"; expect_rc 2 $? "a board with control bytes"
  raw "$T/e" && fail "move: raw control bytes in: $(od -c "$T/e" | head -3)"
  printf 'B W\000\n' | "$G" move >"$T/o" 2>"$T/e"; expect_rc 2 $? "a board with a NUL"
  raw "$T/e" && fail "move: a raw NUL"
  contains "$T/e" '\x00'
  "$G" "$(printf 'x\033[31m')" >"$T/o" 2>"$T/e"; expect_rc 2 $? "an unknown command"
  raw "$T/e" && fail "unknown command: raw bytes"
  contains "$T/e" "unknown command 'x\\x1b[31m'"
  "$G" move --heuristic "$(printf 'a\rb')" >"$T/o" 2>"$T/e"; expect_rc 2 $? "an option's value"
  raw "$T/e" && fail "--heuristic: raw bytes"
  "$G" solve --job "$(printf 'BW/WB:B\r')" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a job line with a CR"
  raw "$T/e" && fail "--job: raw bytes"
  "$G" tournament "$(printf 'engine:\0331ms')" engine:10ms >"$T/o" 2>"$T/e"; expect_rc 2 $? "an agent"
  raw "$T/e" && fail "tournament: raw bytes"
  "$G" verify-proof "$T/$(printf 'no\rfile')" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a file name"
  raw "$T/e" && fail "verify-proof: raw bytes"
  printf 'fly\033[2J\nposition fen P\001p/pP w\nquit\n' | "$G" uci >"$T/o" 2>"$T/e"; expect_rc 0 $? "uci"
  raw "$T/o" && fail "uci: raw bytes in: $(od -c "$T/o" | head -3)"
  contains "$T/o" "unknown command 'fly\\x1b[2J'"
  ;;
prove_inputs)
  # prove's own inputs: an empty DIR, a root on standard input that is not
  # the proof's, a results.txt or proof.conf that is a FIFO (which would
  # block the run, holding the lock, forever).
  "$G" start --rows 3 --cols 3 >"$T/s"
  gametree=$(readlink -f "$G")
  (cd "$T" && "$gametree" prove '' <"$T/s") >"$T/o" 2>"$T/e"; expect_rc 2 $? "prove ''"
  contains "$T/e" "DIR: an empty name"
  [ -z "$(ls -A "$T" | grep -v '^[soe]$')" ] || fail "prove '' wrote: $(ls -A "$T")"
  "$G" start --rows 4 --cols 5 >"$T/root"
  "$G" prove "$T/p" --depth 2 --prover B <"$T/root" >/dev/null 2>&1 || fail "prove"
  cp "$T/p/jobs.txt" "$T/jobs.before"
  "$G" prove "$T/p" <"$T/s" >"$T/o" 2>"$T/e"; expect_rc 2 $? "another root"
  contains "$T/e" "the root on standard input, BWB/WBW/BWB:B, is not the root of $T/p/proof.conf, WBWBW/BWBWB/WBWBW/BWBWB:B"
  printf 'B W\nW X\n' | "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 2 $? "a malformed root"
  contains "$T/e" "the root on standard input: line 2, column 3"
  "$G" prove "$T/p" <"$T/root" >"$T/o" 2>"$T/e"; expect_rc 0 $? "the same root"
  "$G" prove "$T/p" </dev/null >"$T/o" 2>"$T/e"; expect_rc 0 $? "no root"
  cmp -s "$T/p/jobs.txt" "$T/jobs.before" || fail "jobs.txt changed"
  mkfifo "$T/p/results.txt"
  timeout 10 "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 2 $? "results.txt a FIFO"
  contains "$T/e" "cannot read $T/p/results.txt: it is a FIFO (a named pipe), not a results file"
  rm "$T/p/results.txt"
  mkfifo "$T/p/rejected.txt"
  timeout 10 "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 2 $? "rejected.txt a FIFO"
  contains "$T/e" "it is a FIFO (a named pipe)"
  rm "$T/p/rejected.txt"
  mv "$T/p/proof.conf" "$T/conf"
  mkfifo "$T/p/proof.conf"
  timeout 10 "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 2 $? "proof.conf a FIFO"
  contains "$T/e" "cannot read $T/p/proof.conf: it is a FIFO (a named pipe), not a proof.conf"
  rm "$T/p/proof.conf"; mv "$T/conf" "$T/p/proof.conf"
  # The lock was let go: a run goes on.
  "$G" prove "$T/p" >"$T/o" 2>"$T/e"; expect_rc 0 $? "prove after"
  ;;
agent_times)
  # A tournament agent's time is plain digits in --time-ms's range, and a bad
  # one says so rather than "needs the engine".
  while IFS='|' read -r agent problem; do
    "$G" tournament "$agent" engine:10ms --rows 3 --cols 3 >"$T/o" 2>"$T/e"; expect_rc 2 $? "$agent"
    contains "$T/e" "$problem"
  done <<'CASES'
engine:0ms|agent 'engine:0ms': the time per move in ms: 0 is out of range 1..3600000
engine:2147483648ms|agent 'engine:2147483648ms': the time per move in ms: 2147483648 is out of range 1..3600000
engine:3600001ms|3600001 is out of range 1..3600000
engine:+9ms|'+9' is not a whole number
alphabeta:100ms|a time limit like 100ms needs the engine
alphabeta:0|the limit must be a depth, 1..64, or a time like 100ms
CASES
  "$G" move --algorithm engine --time-ms 3600001 </dev/null >"$T/o" 2>"$T/e"; expect_rc 2 $? "--time-ms 3600001"
  contains "$T/e" "3600001 is out of range 1..3600000"
  ;;
*)
  fail "unknown case"
  ;;
esac
echo "ok [$CASE]"
