// What a front end shows of a game's heuristic: its name, one line on what it
// counts, and whether it changes its weights with the phase of the game. Each
// game lists its own (kClobberHeuristics, kHalmaHeuristics, ...).
#pragma once

#include <string_view>

namespace gametree {

struct HeuristicInfo {
    std::string_view name;
    std::string_view description;
    bool adaptive;
};

} // namespace gametree
