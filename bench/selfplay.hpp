// What the self-play benchmarks share (bench/solver_reach.cpp,
// bench/texel_data.cpp): the boards named on their command line, the engine
// at a fixed depth that plays their games (no time limit, so the games are
// reproducible), and a solver of the engine's table size for each position.
#pragma once

#include <cstdlib>
#include <string>
#include <vector>

#include "engine/clobber_agent.hpp"

namespace gametree::bench {

struct Board {
    int rows = 0, cols = 0;
};

// "6x5,6x6,8x8" -> {6, 5}, {6, 6}, {8, 8}.
inline std::vector<Board> parseBoards(const std::string& list) {
    std::vector<Board> out;
    for (std::size_t at = 0; at < list.size();) {
        std::size_t comma = list.find(',', at);
        if (comma == std::string::npos) comma = list.size();
        const std::string b = list.substr(at, comma - at);
        at = comma + 1;
        out.push_back({std::atoi(b.c_str()), std::atoi(b.c_str() + b.find('x') + 1)});
    }
    return out;
}

inline AgentSettings fixedDepthEngine(int depth) {
    AgentSettings s;
    s.algorithm = Algorithm::Engine;
    s.heuristic = kDefaultEngineHeuristic;
    s.depth = depth;
    return s;
}

// A solver with the engine's 16 MiB table, for a position of any width.
template <int W>
ClobberSolver<W> solverFor(const Clobber<W>&) {
    return ClobberSolver<W>(std::size_t{16} << 20);
}

} // namespace gametree::bench
