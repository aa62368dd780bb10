#!/usr/bin/env bash
# Copies the deep proof books (data/book/clobber-RxC-deep.book, megabytes,
# left out of the WebAssembly module) into web/books/ and lists them by board
# in web/books/index.json ({"6x6": "clobber-6x6-deep"}; {} when there are
# none): the page's worker fetches one when a game of its board starts
# (web/engine-worker.js), and the service worker keeps it for offline use.
# Run by scripts/build-wasm.sh and the Pages workflow, before precache.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf web/books
mkdir -p web/books
entries=()
for book in data/book/clobber-*-deep.book; do
  [ -e "$book" ] || continue
  name=$(basename "$book" .book)
  board=${name#clobber-}
  board=${board%-deep}
  cp "$book" web/books/
  entries+=("\"$board\": \"$name\"")
done
(IFS=,; printf '{%s}\n' "${entries[*]}") >web/books/index.json
echo "web/books/index.json: $(cat web/books/index.json)"
