// Halma timings for the performance figures: the plain searches from the
// start of a board, and whole games between two equal plain searches, with
// nodes, time and speed. Deterministic but for the times: the searches break
// ties by generation order.
#pragma once

#include <cstdint>

#include "games/halma/halma_heuristics.hpp"
#include "search/search.hpp"

namespace gametree {

struct HalmaRun {
    uint64_t nodes = 0;
    double seconds = 0;
    int plies = 0; // a game's length (0 for a single search)
    Result result = Result::Ongoing;
    HalmaMove best{}; // a single search's move
    int value = 0;    // and its value, from Black's side
    double nodesPerSecond() const { return seconds > 0 ? double(nodes) / seconds : 0; }
};

// One search of the start of a size x size board.
HalmaRun benchHalmaSearch(int size, Algorithm algorithm, int depth, HalmaHeuristic h);

// A whole game from the start, both sides searching alike, until it ends.
HalmaRun benchHalmaGame(int size, Algorithm algorithm, int depth, HalmaHeuristic h);

} // namespace gametree
