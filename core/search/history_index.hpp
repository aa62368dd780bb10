// Where a move's history-heuristic counter lives, shared by the engine
// (core/search/engine_search.hpp) and the traced alpha-beta in the engine's order
// (core/search/move_ordering.hpp), so both count the same move in the same slot.
#pragma once

#include <cstddef>

#include "base/game.hpp"
#include "search/tt.hpp"

namespace gametree {

// A game may offer a compact history index (G::kHistorySize entries), so the
// table stays in the first-level cache; else the packed move is used.
template <Game G>
constexpr std::size_t historySize() {
    if constexpr (requires { G::kHistorySize; })
        return G::kHistorySize;
    else
        return 65536;
}

// The slot of `m` for side `s` in a table of 2 * historySize<G>() counters.
template <Game G>
std::size_t historySlot(Side s, typename G::Move m) {
    std::size_t i;
    if constexpr (requires { G::historyIndex(m); })
        i = G::historyIndex(m);
    else
        i = packMove(m);
    return std::size_t(index(s)) * historySize<G>() + i;
}

} // namespace gametree
