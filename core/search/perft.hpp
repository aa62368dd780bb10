// Perft: the number of leaf positions exactly `depth` moves below a position.
// A finished game reached before that depth counts as one leaf.
//
// At the last ply the moves are counted, not played ("bulk counting"); a game
// with a countMoves() member counts them without listing them.
#pragma once

#include <cstdint>

#include "base/game.hpp"

namespace gametree {

template <Game G>
uint64_t perft(G& pos, int depth) {
    if (depth <= 0 || pos.result() != Result::Ongoing) return 1;
    if constexpr (requires { pos.countMoves(); }) {
        if (depth == 1) return uint64_t(pos.countMoves());
    }
    typename G::Moves moves;
    pos.generate(moves);
    if (depth == 1) return moves.size();
    uint64_t total = 0;
    for (const auto m : moves) {
        pos.make(m);
        total += perft(pos, depth - 1);
        pos.unmake(m);
    }
    return total;
}

} // namespace gametree
