#!/usr/bin/env bash
# Writes the 6x6 proof's certificate and what is made from it, then checks the
# certificates with the independent checker (docs/formats.md, "The 6x6
# certificate"):
#   data/proof/6x6/certificate.txt          the certificate of data/proof/6x6/proof.gtp
#   data/proof/6x6/leaves-mcgs.txt          its leaves, in MCGS's input format
#   data/book/clobber-5x5-certificate.txt   the 5x5 book's, for the tests
#   docs/img/clobber-6x6-tree.svg           the top 3 plies of the proof (Graphviz)
#   docs/img/clobber-6x6-game.svg           the optimal game, drawn
#   docs/img/clobber-6x6-game-leaf.svg      the same at the proof's leaf
#   data/proof/6x6-MOVE-REPLY/certificate.txt, leaves-mcgs.txt
#                                           each refutation proven on its own
#   data/proof/6x6/refutations/MOVE-REPLY.txt
#                                           each refutation drawn from the 6x6
#                                           run's jobs (bench/proof_refutation.cpp)
# With --game it first plays the optimal game again into
# docs/clobber-6x6-game.txt (some hundreds of solves: 18 minutes, 6.5 of them
# processor time, at a load of 8 on two cores); without, the diagrams are
# drawn from the committed record.
# Needs build/release (the gametree binary), python3 and Graphviz's dot.
set -euo pipefail
cd "$(dirname "$0")/.."
gametree=build/release/cli/gametree
[ -x "$gametree" ] || { echo "build-certificate.sh: build $gametree first" >&2; exit 2; }
proof=data/proof/6x6/proof.gtp
"$gametree" certificate "$proof" --out data/proof/6x6/certificate.txt \
  --leaves-mcgs data/proof/6x6/leaves-mcgs.txt --dot build/clobber-6x6-tree.dot --dot-depth 3
"$gametree" certificate data/book/clobber-5x5.book --out data/book/clobber-5x5-certificate.txt
dot -Tsvg build/clobber-6x6-tree.dot -o docs/img/clobber-6x6-tree.svg
if [ "${1:-}" = --game ]; then
  "$gametree" certificate "$proof" --game docs/clobber-6x6-game.txt --table-mb 64 --progress
fi
# The proof's leaf: the record's header says how many plies lie inside the proof.
leaf=$(sed -nE 's/^# Plies 1-([0-9]+) are inside the proof.*/\1/p' docs/clobber-6x6-game.txt)
python3 tools/draw_game.py docs/clobber-6x6-game.txt --out docs/img/clobber-6x6-game.svg \
  --title "6x6 Clobber: Black's proven moves against White's longest resistance"
python3 tools/draw_game.py docs/clobber-6x6-game.txt --plies "$leaf" \
  --out docs/img/clobber-6x6-game-leaf.svg --title "The game at the proof's leaf, where the solver takes over"
python3 tools/check_certificate.py data/proof/6x6/certificate.txt
python3 tools/check_certificate.py data/book/clobber-5x5-certificate.txt
# The refutations of the other first moves, each checked from the start with
# its two moves.
for dir in data/proof/6x6-*-*/; do
  name=$(basename "$dir")
  moves=$(echo "${name#6x6-}" | tr - ' ')
  "$gametree" certificate "$dir/proof.gtp" --out "$dir/certificate.txt" --leaves-mcgs "$dir/leaves-mcgs.txt"
  python3 tools/check_certificate.py "$dir/certificate.txt" --moves "$moves"
done
g++ -O2 -std=c++20 -Icore bench/proof_refutation.cpp build/release/core/libgametree_core.a -o build/proof_refutation
for cert in data/proof/6x6/refutations/*.txt; do
  moves=$(basename "$cert" .txt | tr - ' ')
  build/proof_refutation data/proof/6x6 6 6 "${moves% *}" build/refutation.txt >/dev/null
  grep -q "^# White wins 6x6 Clobber after $moves," build/refutation.txt ||
    { echo "build-certificate.sh: $cert: the run's refutation of ${moves% *} is not by ${moves#* }" >&2; exit 1; }
  mv build/refutation.txt "$cert"
  python3 tools/check_certificate.py "$cert" --moves "$moves"
done
