#!/usr/bin/env bash
# Decides the start of Clobber rectangles with a certificate each, for the
# table of solved boards (docs/clobber-boards.md). Usage:
#   scripts/solve-boards.sh CELL...
# A cell is RxC (Black moves first) or RxC-white (White moves first; only
# where both sides are odd do the colours differ). Each cell gets the
# directory data/proof/boards/CELL/, and each step is skipped when its file
# is there, so a run stopped anywhere resumes where it stopped:
#   1. solve.txt, unless proof.conf is there: one complete solve of the
#      start (`solve-bench --set stdin --trace-depth 0`): the winner, a
#      winning first move, and, where the first player loses, the reply that
#      refuted each first move;
#   2. proof.conf, then the split proof (`gametree prove`, run by
#      scripts/prove.sh under GNU parallel): the winner the prover, the
#      solve's moves tried first (try lines), jobs DEPTH plies down;
#      proof.gtp once the root is decided;
#   3. verify.txt: the proof walked and every leaf solved again from fresh
#      tables (`verify-proof --progress`);
#   4. certificate.txt, accepted by tools/check_certificate.py.
# Environment: SPLIT_SOLVE=1 (step 1 one first move at a time, resumable:
# split_solve below), GAMETREE (default build/release/cli/gametree), JOBS (parallel
# jobs of a proof, default 1), DEPTH (default by the board's squares: 1 up to
# 20, 2 up to 30, 3 above), TABLE_MB (the solve's table, default by squares),
# JOB_TABLE_MB (each proof job's, default 256), TABLE_DIR (prove.sh: each job
# slot keeps its table in a file there between jobs),
# VERIFY_PARTS (step 3 in that many parts, JOBS at once, resumable),
# VERIFY_TABLE_MB (each leaf's fresh table in step 3, default 256), PROVER=B|W
# (no step 1: the proof tries to show that this side wins, with no move
# tried first; for a board whose solve would cost as much as its proof, the
# proof at DEPTH=1 then being that solve split one first move a job).
set -euo pipefail
cd "$(dirname "$0")/.."
gametree=${GAMETREE:-build/release/cli/gametree}
[ -x "$gametree" ] || { echo "solve-boards.sh: build $gametree first" >&2; exit 2; }
export GAMETREE=$gametree
((${#@})) || { echo "usage: scripts/solve-boards.sh RxC[-white]..." >&2; exit 2; }
# The solve of step 1, one first move at a time (SPLIT_SOLVE=1): each first
# move, up to the board's symmetries, is a `solve --job` of the position after
# it, its result line kept in solve-split.txt as it finishes, so that a run
# stopped anywhere resumes at the next first move; the jobs share one table
# through --table-file (in TABLE_DIR, default /tmp, never committed), as the
# moves of one solve share its table. A first move that wins ends it. Then
# solve.txt is written in the form step 2 reads.
split_solve() {
  local rows=$1 cols=$2 mover=$3 table=$4 dir=$5 move pos result moves
  local tablefile=${TABLE_DIR:-/tmp}/gametree-split-$(basename "$dir").bin
  moves=$(first_moves "$rows" "$cols" "$mover")
  touch "$dir/solve-split.txt"
  while read -r move pos; do
    grep -q "^$move " "$dir/solve-split.txt" && continue
    result=$("$gametree" solve --job "$pos" --table-mb "$table" --table-file "$tablefile")
    echo "$move $result" >>"$dir/solve-split.txt"
    [[ $result == *" loss "* ]] && break
  done <<<"$moves"
  python3 - "$mover" "$dir/solve-split.txt" "$(wc -l <<<"$moves")" \
    >"$dir/solve.tmp" <<'EOF'
import sys
mover, path, total = sys.argv[1], sys.argv[2], int(sys.argv[3])
side = {'B': 'Black', 'W': 'White'}
other = {'B': 'W', 'W': 'B'}[mover]
lines = [l.split() for l in open(path) if l.strip()]
nodes = sum(int(l[4]) for l in lines)
seconds = sum(float(l[5]) for l in lines)
winning = [l for l in lines if l[2] == 'loss']
if not winning and len(lines) < total:
    sys.exit(f'solve-boards.sh: {len(lines)} of {total} first moves solved')
print('| # | moves | result | nodes | CPU time | wall time | store | peak RSS |')
print('|---|---|---|---|---|---|---|---|')
for l in lines:
    if l[2] == 'win':
        print(f'd0 {l[0]} nodes {l[4]} fails, refuted by {l[3]}')
result = f'{side[mover]} wins with {winning[0][0]}' if winning else f'{side[other]} wins'
print(f'| 1 | stdin | {result} | {nodes} | {seconds:.1f} s | - | - | - |')
print(f'# split: {len(lines)} first moves up to symmetry, one solve --job each')
EOF
  mv "$dir/solve.tmp" "$dir/solve.txt"
  rm -f "$tablefile" # gigabytes, of no use once the solve is done
}

# Each first move of the start up to the board's symmetries that keep its
# colours, and the one-line position after it: "MOVE POSITION" lines.
first_moves() {
  python3 - "$@" <<'EOF'
import sys
rows, cols, mover = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
grid = [['B' if (r + c) % 2 == 0 else 'W' for c in range(cols)] for r in range(rows)]
maps = [lambda r, c: (r, c), lambda r, c: (rows - 1 - r, c),
        lambda r, c: (r, cols - 1 - c), lambda r, c: (rows - 1 - r, cols - 1 - c)]
if rows == cols:
    maps += [lambda r, c, m=m: m(c, r) for m in list(maps)]
def image(g, m):
    out = [[None] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            r2, c2 = m(r, c)
            out[r2][c2] = g[r][c]
    return out
maps = [m for m in maps if image(grid, m) == grid]
def text(g):
    return '/'.join(''.join(row) for row in reversed(g))
other = 'W' if mover == 'B' else 'B'
seen = set()
for r in range(rows):
    for c in range(cols):
        if grid[r][c] != mover:
            continue
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            r2, c2 = r + dr, c + dc
            if not (0 <= r2 < rows and 0 <= c2 < cols) or grid[r2][c2] != other:
                continue
            g = [row[:] for row in grid]
            g[r2][c2], g[r][c] = g[r][c], '_'
            key = min(text(image(g, m)) for m in maps)
            if key in seen:
                continue
            seen.add(key)
            print(f'{chr(97 + c)}{r + 1}{chr(97 + c2)}{r2 + 1} {text(g)}:{other}')
EOF
}

for cell in "$@"; do
  [[ $cell =~ ^([0-9]+)x([0-9]+)(-white)?$ ]] || { echo "solve-boards.sh: bad cell $cell" >&2; exit 2; }
  rows=${BASH_REMATCH[1]} cols=${BASH_REMATCH[2]} white=${BASH_REMATCH[3]}
  squares=$((rows * cols))
  dir=data/proof/boards/$cell
  mkdir -p "$dir"
  echo "== $cell"
  start=$("$gametree" start --rows "$rows" --cols "$cols")
  [ -n "$white" ] && start+=$'\nturn: W'
  table=${TABLE_MB:-$((squares <= 24 ? 256 : squares <= 30 ? 1024 : 4096))}
  depth=${DEPTH:-$((squares <= 20 ? 1 : squares <= 30 ? 2 : 3))}
  mover=B
  [ -n "$white" ] && mover=W
  if [ -n "${PROVER:-}" ] && [[ $PROVER != [BW] ]]; then
    echo "solve-boards.sh: PROVER is B or W, not $PROVER" >&2
    exit 2
  fi
  # Step 1 only feeds proof.conf: once that is written (or PROVER writes it
  # without a solve) there is nothing to solve.
  need_solve=
  [ -z "${PROVER:-}" ] && [ ! -s "$dir/proof.conf" ] && [ ! -s "$dir/solve.txt" ] && need_solve=1
  if [ -n "$need_solve" ] && [ -n "${SPLIT_SOLVE:-}" ]; then
    split_solve "$rows" "$cols" "$mover" "$table" "$dir"
  fi
  if [ -n "$need_solve" ] && [ ! -s "$dir/solve.txt" ]; then
    /usr/bin/time -f "# %e s wall, %U s user, %M KiB" "$gametree" solve-bench --set stdin --time-cap 0 \
      --table-mb "$table" --trace-depth 0 <<<"$start" >"$dir/solve.tmp" 2>&1
    mv "$dir/solve.tmp" "$dir/solve.txt"
  fi
  result=
  [ -s "$dir/solve.txt" ] && result=$(grep -m1 '^| 1 | stdin |' "$dir/solve.txt" | cut -d'|' -f4 | xargs)
  vtable=${VERIFY_TABLE_MB:-256}
  if [ ! -s "$dir/proof.conf" ] && [ -n "${PROVER:-}" ]; then
    "$gametree" prove "$dir" --depth "$depth" --prover "$PROVER" <<<"$start" >/dev/null
  fi
  if [ ! -s "$dir/proof.conf" ]; then
    line=$(python3 - "$rows" "$cols" "$mover" <<'EOF'
import sys
rows, cols, mover = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
print('/'.join(''.join('B' if (r + c) % 2 == 0 else 'W' for c in range(cols))
               for r in reversed(range(rows))) + ':' + mover)
EOF
)
    {
      echo "root $line"
      echo "depth $depth"
      if [[ $result == *" wins with "* ]]; then
        winner=${result%% *}
        echo "prover ${winner:0:1}"
        echo "try $line ${result##* }"
      else
        echo "prover $([ "$mover" = B ] && echo W || echo B)"
        # Each first move and the reply the solve refuted it with.
        python3 - "$line" "$dir/solve.txt" <<'EOF'
import sys, re
line, path = sys.argv[1], sys.argv[2]
rows = line[:-2].split('/')
mover = line[-1]
grid = [list(r) for r in reversed(rows)]  # grid[0] is row 1
def play(g, move):
    m = re.fullmatch(r'([a-z])(\d+)([a-z])(\d+)', move)
    c1, r1, c2, r2 = ord(m[1]) - 97, int(m[2]) - 1, ord(m[3]) - 97, int(m[4]) - 1
    g = [row[:] for row in g]
    g[r2][c2], g[r1][c1] = g[r1][c1], '_'
    return g
for text in open(path):
    m = re.match(r'd0 (\S+) nodes \d+ fails, refuted by (\S+)', text)
    if m:
        g = play(grid, m[1])
        after = '/'.join(''.join(r) for r in reversed(g)) + ':' + ('W' if mover == 'B' else 'B')
        print(f'try {after} {m[2]}')
EOF
      fi
    } >"$dir/proof.conf.tmp"
    mv "$dir/proof.conf.tmp" "$dir/proof.conf"
  fi
  if [ ! -s "$dir/proof.gtp" ]; then
    TABLE_MB=${JOB_TABLE_MB:-256} scripts/prove.sh "$dir" -j"${JOBS:-1}"
  fi
  if [ ! -s "$dir/verify.txt" ] && [ -n "${VERIFY_PARTS:-}" ]; then
    # Step 3 in VERIFY_PARTS parts (verify-proof --part K/N), JOBS at once,
    # each part's lines kept in verify-parts/K.txt as it finishes, so that a
    # run stopped anywhere resumes with the parts still missing; then joined
    # in order. A part whose leaf is not lost fails, and stops the run.
    mkdir -p "$dir/verify-parts"
    seq "$VERIFY_PARTS" | parallel -j"${JOBS:-1}" --halt now,fail=1 \
      "[ -e $dir/verify-parts/{}.txt ] || { nice -n 10 $gametree verify-proof $dir/proof.gtp --table-mb $vtable \
         --progress --part {}/$VERIFY_PARTS 2>$dir/verify-parts/{}.tmp >/dev/null \
       && mv $dir/verify-parts/{}.tmp $dir/verify-parts/{}.txt; }"
    {
      echo "# $gametree verify-proof $dir/proof.gtp --table-mb $vtable --progress --part K/$VERIFY_PARTS, K = 1 to $VERIFY_PARTS joined in order ($(date -u +%F)): every leaf of the proof, in the walk's order, solved again from a fresh table: position, result for its mover, nodes, seconds"
      # A part may hold no leaf (more parts than leaves).
      for k in $(seq "$VERIFY_PARTS"); do cat "$dir/verify-parts/$k.txt"; done | { grep '^leaf ' || true; } |
        awk '{ lines[NR] = $0 } END { for (i = 1; i <= NR; i++) { $0 = lines[i]; $2 = i "/" NR; print } }'
    } >"$dir/verify.tmp"
    mv "$dir/verify.tmp" "$dir/verify.txt"
    rm -r "$dir/verify-parts" # verify.txt holds every line of them
  fi
  if [ ! -s "$dir/verify.txt" ]; then
    {
      echo "# $gametree verify-proof $dir/proof.gtp --table-mb $vtable --progress ($(date -u +%F)): every leaf of the proof, in the walk's order, solved again from a fresh table: position, result for its mover, nodes, seconds"
      "$gametree" verify-proof "$dir/proof.gtp" --table-mb $vtable --progress 2>&1 >/dev/null
    } >"$dir/verify.tmp"
    mv "$dir/verify.tmp" "$dir/verify.txt"
  fi
  if [ ! -s "$dir/certificate.txt" ]; then
    "$gametree" certificate "$dir/proof.gtp" --out "$dir/certificate.txt"
  fi
done
