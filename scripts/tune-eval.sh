#!/bin/sh
# The tuned Clobber evaluation's whole pipeline, from nothing to its weights:
# builds the core, labels positions of engine games with the exact solver
# (bench/texel_data.cpp), fits the weights by logistic regression
# (bench/texel_fit.py) and writes them into core/games/clobber/clobber_features.hpp.
# Deterministic: the same data and code give the same weights. Takes about
# 20 minutes on a busy 2-core machine, mostly solving 25- and 26-disc
# positions; rebuild afterwards to use the new weights.
#   scripts/tune-eval.sh [GAMES_PER_BOARD] [SEED]
set -eu
cd "$(dirname "$0")/.."
GAMES=${1:-30}
SEED=${2:-1}
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j2 --target gametree_core
g++ -O3 -march=x86-64-v2 -std=c++20 -Icore bench/texel_data.cpp \
    build/release/core/libgametree_core.a -o build/texel_data
nice -n 10 build/texel_data 6x5,6x6,7x6,7x7,8x8 "$GAMES" "$SEED" 300000 18 26 >build/texel.txt
python3 bench/texel_fit.py build/texel.txt --write core/games/clobber/clobber_features.hpp
