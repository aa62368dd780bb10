#!/usr/bin/env bash
# Builds the proof books shipped in data/book/ (compiled into the program and
# the page) and records their SHA-256 sums, which the test `book_checksums`
# checks. Usage: scripts/build-books.sh [BOARD...], a board being like 6x5;
# without boards, every shipped one. Needs build/release (the gametree binary).
# The 6x5 book takes most of the time (docs/performance.md, "Proof books");
# it runs under nice, one board after another, with a 2 GiB table.
set -euo pipefail
cd "$(dirname "$0")/.."
gametree=build/release/cli/gametree
[ -x "$gametree" ] || { echo "build-books.sh: build $gametree first" >&2; exit 2; }
boards=("$@")
((${#boards[@]})) || boards=(4x5 4x6 5x5 3x8 6x5)
for board in "${boards[@]}"; do
  rows=${board%x*} cols=${board#*x}
  echo "== $board"
  /usr/bin/time -f "$board: %e s, %M KiB" nice -n 10 "$gametree" book --rows "$rows" --cols "$cols" \
    --table-mb 2048 --out "data/book/clobber-$board.book"
done
(cd data/book && sha256sum -- *.book >SHA256SUMS)
echo "Rebuild (cmake --build build/release) to compile the new books in."
