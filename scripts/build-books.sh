#!/usr/bin/env bash
# Builds the proof books shipped in data/book/ (compiled into the program and
# the page) and records their SHA-256 sums, which the test `book_checksums`
# checks. Usage: scripts/build-books.sh [BOARD...], a board being like 6x5;
# without boards, every shipped one. Needs build/release (the gametree binary).
# The 6x5 book takes most of the time (docs/performance.md, "Proof books");
# boards are built one after another under nice, 6x5 with a 2 GiB table, the
# others with 256 MiB. The build is deterministic: the same table size gives
# the same file, byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
gametree=build/release/cli/gametree
[ -x "$gametree" ] || { echo "build-books.sh: build $gametree first" >&2; exit 2; }
boards=("$@")
((${#boards[@]})) || boards=(4x5 4x6 5x5 3x8 4x7 6x5)
for board in "${boards[@]}"; do
  rows=${board%x*} cols=${board#*x} table=256
  [ "$board" = 6x5 ] && table=2048
  echo "== $board"
  /usr/bin/time -f "$board: %e s wall, %U s CPU, %M KiB" nice -n 10 "$gametree" book --rows "$rows" --cols "$cols" \
    --table-mb "$table" --out "data/book/clobber-$board.book"
done
(cd data/book && sha256sum -- *.book >SHA256SUMS)
echo "Rebuild (cmake --build build/release) to compile the new books in."
