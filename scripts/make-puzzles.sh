#!/usr/bin/env bash
# Makes the page's puzzles (web/puzzles.jsonl): `gametree puzzles` on 5x5,
# 6x5, 6x6 and 8x8, from the engine's games at depth 6 (the same every run),
# one line of JSON a puzzle (docs/formats.md, "Puzzles"). CPU-heavy for a
# few minutes; run it niced on a shared machine:
#   nice -n 10 scripts/make-puzzles.sh [path/to/gametree]
set -euo pipefail
cd "$(dirname "$0")/.."
G=${1:-build/release/cli/gametree}
out=web/puzzles.jsonl
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$G" puzzles --rows 5 --cols 5 --games 80 --per-game 2 --count 70 --max-discs 25 --out "$tmp/5x5.jsonl"
"$G" puzzles --rows 6 --cols 5 --games 80 --per-game 2 --count 90 --max-discs 26 --out "$tmp/6x5.jsonl"
"$G" puzzles --rows 6 --cols 6 --games 80 --per-game 2 --count 90 --max-discs 28 --out "$tmp/6x6.jsonl"
"$G" puzzles --rows 8 --cols 8 --games 60 --per-game 2 --count 60 --max-discs 30 --plies 6 --out "$tmp/8x8.jsonl"
cat "$tmp/5x5.jsonl" "$tmp/6x5.jsonl" "$tmp/6x6.jsonl" "$tmp/8x8.jsonl" > "$out"
echo "$out: $(wc -l < "$out") puzzles, $(wc -c < "$out") bytes"
