// Positions some random plies below given ones, for cross-checking the
// solver against another on positions that one can finish: reads position
// lines (`gametree prove`'s format, e.g. a proof's leaves from
// `verify-proof --list-leaves`) on stdin and prints, for each, the position
// PLIES random moves further (fewer if the game ends first), drawn from a
// generator seeded with SEED and the line's number, so a run repeats.
// Build: g++ -O2 -std=c++20 -Icore bench/descendants.cpp
//          build/release/core/libgametree_core.a -o build/descendants
// Run:   build/descendants 8 1 < leaves.txt > positions.txt
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

#include "proof/proof_tree.hpp"

using namespace gametree;

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: descendants PLIES SEED < lines\n";
        return 2;
    }
    const int plies = std::atoi(argv[1]);
    const uint64_t seed = std::strtoull(argv[2], nullptr, 10);
    std::string line, error;
    for (uint64_t n = 0; std::getline(std::cin, line); ++n) {
        auto pos = parseProofLine(line, error);
        if (!pos) {
            std::cerr << "descendants: line " << n + 1 << ": " << error << '\n';
            return 2;
        }
        std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ull + n);
        for (int i = 0; i < plies; ++i) {
            Clobber<1>::Moves moves;
            pos->generate(moves);
            if (moves.size() == 0) break;
            pos->make(moves[std::size_t(rng() % moves.size())]);
        }
        std::cout << proofLine(*pos) << '\n';
    }
    return 0;
}
