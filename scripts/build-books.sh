#!/usr/bin/env bash
# Builds the proof books shipped in data/book/ (compiled into the program and
# the page) and records their SHA-256 sums, which the test `book_checksums`
# checks. Usage: scripts/build-books.sh [BOARD...], a board being like 6x5;
# without boards, every shipped one; 6x5-openings is the 6x5 opening book,
# 6x5-swindles and 6x5-swindles-3ply the 6x5 swindle books (two and three
# plies in; core/proof/swindle_book.hpp); 6x6 the 6x6 deep book: the proofs of
# e1e2 and of the 14 refutations of the other first moves, each leaf's own
# proof below them (below); 6x6-refutations the refutations' part of it alone.
# Needs build/release (the gametree binary).
# The 6x5 book takes most of the time (docs/performance.md, "Proofs and books");
# boards are built one after another under nice, 6x5 with a 2 GiB table, the
# others with 256 MiB. The build is deterministic: the same table size gives
# the same file, byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
gametree=${GAMETREE:-build/release/cli/gametree}
[ -x "$gametree" ] || { echo "build-books.sh: build $gametree first" >&2; exit 2; }
boards=("$@")
((${#boards[@]})) || boards=(4x5 4x6 5x5 3x8 4x7 6x5 6x5-openings 6x5-swindles 6x5-swindles-3ply)
for board in "${boards[@]}"; do
  if [ "$board" = 6x5-swindles ] || [ "$board" = 6x5-swindles-3ply ]; then
    # The swindle books: for each position two (three) plies from the 6x5
    # start that its mover loses, the move leaving the fewest winning
    # replies (at most 5); in two parts, one per core, then joined. They
    # read which positions are lost from the opening book compiled in, so
    # the program is rebuilt first (a book just built above is then in it).
    # About 25 minutes each on 2 cores.
    plies=2 out=data/book/clobber-6x5-swindles.book
    [ "$board" = 6x5-swindles-3ply ] && plies=3 out=data/book/clobber-6x5-swindles-3ply.book
    echo "== $board"
    cmake --build build/release --target gametree >/dev/null
    pids=()
    for k in 1 2; do
      /usr/bin/time -f "part $k: %e s wall, %U s CPU, %M KiB" nice -n 10 "$gametree" swindles --rows 6 --cols 5 \
        --full-plies "$plies" --max-winning 5 --table-mb 4096 --part "$k/2" --out "data/book/swindles$k.tmp" &
      pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid"; done
    "$gametree" swindles --merge data/book/swindles1.tmp data/book/swindles2.tmp --out "$out"
    rm -f data/book/swindles1.tmp data/book/swindles2.tmp
    continue
  fi
  if [ "$board" = 6x5-openings ]; then
    # The opening book: every position two plies from the 6x5 start proven,
    # each down to the loser's positions of 26 discs, and where the mover
    # wins, each of its losing moves answered; in two parts, one per core,
    # 4 GiB tables, then joined. About 30 minutes on 2 cores.
    echo "== $board"
    pids=()
    for k in 1 2; do
      /usr/bin/time -f "part $k: %e s wall, %U s CPU, %M KiB" nice -n 10 "$gametree" book --rows 6 --cols 5 \
        --full-plies 2 --answer-errors --leaf-discs 26 --leaf-nodes 0 --table-mb 4096 --part "$k/2" \
        --out "data/book/part$k.tmp" &
      pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid"; done # set -e: a failed part stops the script
    "$gametree" book --merge data/book/part1.tmp data/book/part2.tmp --out data/book/base.tmp
    # Then its hints: below each answer to an error, after each reply at the
    # leaf, the winning move where the engine's fresh solver past the book
    # does not prove it within 50,000 nodes. Eight parts, two at a time
    # (about 20 minutes each), joined with the book. About 80 minutes.
    parallel -j2 --halt now,fail=1 nice -n 10 "$gametree" book --add-hints data/book/base.tmp \
      --hint-nodes 50000 --hints-after-errors --table-mb 4096 --part {}/8 --out data/book/hints{}.tmp \
      ::: 1 2 3 4 5 6 7 8
    "$gametree" book --merge data/book/base.tmp data/book/hints{1,2,3,4,5,6,7,8}.tmp \
      --out data/book/clobber-6x5-openings.book
    rm -f data/book/part1.tmp data/book/part2.tmp data/book/base.tmp data/book/hints?.tmp
    continue
  fi
  if [ "$board" = 6x6 ]; then
    # The 6x6 deep book (data/book/clobber-6x6-deep.book, beside the proof's
    # own book clobber-6x6.book; the page fetches it rather than carrying it
    # in its module, docs/worker-protocol.md): the 6x6 proof
    # (data/proof/6x6/proof.gtp), each of its 2,016 leaves
    # grown until the engine's solver proves every leaf within 300,000
    # nodes (about a second a move): past the proof's own leaves, which took
    # up to 41.6 million nodes, the engine then finds every winning move in
    # time. 48 parts, two at a time under GNU parallel, each part's book kept
    # in data/proof/6x6/extend/ as it finishes, so that a run stopped
    # anywhere resumes with the parts still missing; then joined. About 300 s
    # of processor time a part, some 4 hours in all.
    echo "== $board"
    mkdir -p data/proof/6x6/extend
    seq 48 | parallel -j2 --halt now,fail=1 \
      '[ -s data/proof/6x6/extend/part{}.book ] || { nice -n 10 '"$gametree"' book --extend data/proof/6x6/proof.gtp \
         --leaf-nodes 300000 --table-mb 256 --part {}/48 --out data/proof/6x6/extend/part{}.tmp \
       && mv data/proof/6x6/extend/part{}.tmp data/proof/6x6/extend/part{}.book; }'
    "$gametree" book --merge data/proof/6x6/extend/part{1..48}.book --out data/book/e1e2-deep.tmp
    # Then the deep books of the 14 refutations (below), each joined from its
    # parts, and all of them with e1e2's into the deep book of every first
    # move (one full-width ply, `book --first-moves`): the engine then plays
    # either side out from the start.
    scripts/build-books.sh 6x6-refutations
    parts=()
    for proof in data/proof/6x6-*-*/proof.gtp data/proof/6x6/refutations/*.gtp; do
      name=$(basename "$(dirname "$proof")")
      [ "$name" = refutations ] && name=6x6-$(basename "$proof" .gtp)
      name=${name#6x6-}
      "$gametree" book --merge data/proof/6x6-refutations-deep/"$name"-{1,2,3,4}.book \
        --out data/book/"$name"-deep.tmp
      parts+=(data/book/"$name"-deep.tmp)
    done
    "$gametree" book --first-moves data/book/e1e2-deep.tmp "${parts[@]}" --out data/book/clobber-6x6-deep.book
    rm -f data/book/e1e2-deep.tmp "${parts[@]}"
    continue
  fi
  if [ "$board" = 6x6-refutations ]; then
    # The deep books below the 14 refutations of the losing first moves:
    # each refutation's proof (data/proof/6x6-MOVE-REPLY/proof.gtp, or
    # data/proof/6x6/refutations/MOVE-REPLY.gtp for the seven drawn from the
    # 6x6 run) grown as the 6x6 deep book is, each leaf until the engine's
    # solver proves it within 300,000 nodes, so that the engine as White
    # plays the win out after any of them. Four parts a refutation, one at a
    # time (JOBS=2 for two), each kept in data/proof/6x6-refutations-deep/
    # as it finishes, so that a stopped run resumes with what is missing.
    echo "== $board"
    dir=data/proof/6x6-refutations-deep
    mkdir -p "$dir"
    proofs=(data/proof/6x6-*-*/proof.gtp data/proof/6x6/refutations/*.gtp)
    for proof in "${proofs[@]}"; do
      name=$(basename "$(dirname "$proof")")
      [ "$name" = refutations ] && name=6x6-$(basename "$proof" .gtp)
      for k in 1 2 3 4; do echo "$proof ${name#6x6-} $k"; done
    done | parallel -j"${JOBS:-1}" --colsep ' ' --halt now,fail=1 \
      '[ -s '"$dir"'/{2}-{3}.book ] || { nice -n 10 '"$gametree"' book --extend {1} \
         --leaf-nodes 300000 --table-mb 256 --part {3}/4 --out '"$dir"'/{2}-{3}.tmp \
       && mv '"$dir"'/{2}-{3}.tmp '"$dir"'/{2}-{3}.book; }'
    continue
  fi
  rows=${board%x*} cols=${board#*x} table=256
  [ "$board" = 6x5 ] && table=2048
  echo "== $board"
  /usr/bin/time -f "$board: %e s wall, %U s CPU, %M KiB" nice -n 10 "$gametree" book --rows "$rows" --cols "$cols" \
    --table-mb "$table" --out "data/book/clobber-$board.book"
done
(cd data/book && sha256sum -- *.book >SHA256SUMS)
echo "Rebuild (cmake --build build/release) to compile the new books in."
