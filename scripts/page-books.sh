#!/usr/bin/env bash
# Copies the proof books the page's worker fetches at run time into web/books/
# and lists them by board in web/books/index.json:
#   - each solved board's proof (data/proof/boards/CELL/proof.gtp, CELL like
#     2x17, or 5x7-white for White moving first) as clobber-CELL.book;
#   - the deep books (data/book/clobber-RxC-deep.book, megabytes, left out
#     of the WebAssembly module).
# The index gives each board its books, proofs first:
#   {"3x5": ["clobber-3x5", "clobber-3x5-white"], "6x6": ["clobber-6x6-deep"]}
# ({} when there are none). The worker fetches a board's books when a game of
# that board starts (web/engine-worker.js), and the service worker keeps them
# for offline use. Run by scripts/build-wasm.sh and the Pages workflow, before
# precache.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf web/books
mkdir -p web/books
declare -A books # board -> its book names, space-separated
add() { books[$1]="${books[$1]:-}${books[$1]:+ }$2"; }
for proof in data/proof/boards/*/proof.gtp; do
  [ -e "$proof" ] || continue
  cell=$(basename "$(dirname "$proof")")
  [[ $cell =~ ^([0-9]+x[0-9]+)(-white)?$ ]] || continue
  cp "$proof" "web/books/clobber-$cell.book"
  add "${BASH_REMATCH[1]}" "clobber-$cell"
done
for book in data/book/clobber-*-deep.book; do
  [ -e "$book" ] || continue
  name=$(basename "$book" .book)
  board=${name#clobber-}
  cp "$book" web/books/
  add "${board%-deep}" "$name"
done
entries=()
while read -r board; do
  [ -n "$board" ] || continue
  # Within a board, by name: its proof first.
  names=$(tr ' ' '\n' <<<"${books[$board]}" | sort | sed 's/.*/"&"/' | paste -sd, -)
  entries+=("\"$board\": [$names]")
done < <(printf '%s\n' "${!books[@]}" | sort -t x -k1,1n -k2,2n)
(IFS=,; printf '{%s}\n' "${entries[*]}") >web/books/index.json
echo "web/books/index.json: $(wc -c <web/books/index.json) bytes, $(ls web/books/*.book 2>/dev/null | wc -l) books, $(du -cb web/books/*.book 2>/dev/null | tail -1 | cut -f1) bytes of books"
