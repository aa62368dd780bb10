// The deterministic bench: a fixed list of positions, openings to endgames on
// several board sizes, each searched by the engine to a fixed depth with a
// fixed table size. Its total node count is the search's signature: a change
// to the search that changes it is a functional change, and the native and
// WebAssembly builds must print the same count.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "games/clobber/clobber_text.hpp"

namespace gametree {

struct BenchPosition {
    int rows, cols;
    int randomPlies; // plies of seeded random play from the start
    int depth;       // engine depth
};

// The positions, in the order they are searched.
const std::vector<BenchPosition>& benchPositions();

// The position a bench entry searches: the start of its size after its random
// plies, chosen with a fixed generator so every platform gets the same ones.
AnyClobber benchStart(const BenchPosition& b, uint64_t seed);

struct BenchLine {
    std::string position; // board text with turn line
    int depth = 0;
    std::string move;
    int value = 0;
    uint64_t nodes = 0;
    double seconds = 0;
};

struct BenchReport {
    std::vector<BenchLine> lines;
    uint64_t nodes = 0;
    double seconds = 0;
    double nodesPerSecond() const { return seconds > 0 ? double(nodes) / seconds : 0; }
};

inline constexpr std::size_t kBenchTableBytes = std::size_t{16} << 20;
inline constexpr uint64_t kBenchSeed = 20261123;

// Runs the bench; onLine, if given, is called after each position.
BenchReport runBench(const std::function<void(const BenchLine&)>& onLine = {});

} // namespace gametree
