// Move ordering for the plain alpha-beta (core/search/search.hpp), a compile-time
// policy: the game's generation order (the assignment's search, the default)
// or the ordering the engine uses (core/search/engine_search.hpp) without its
// transposition table: two killer moves per ply, then a history score.
//
// Alpha-beta's value does not depend on the order, only its node count: the
// sooner a refutation is searched, the sooner the window closes. Without a
// table the search still walks a tree, so its trace keeps the invariants of
// the plain searches and shows the saving next to the generation order.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "base/game.hpp"
#include "search/history_index.hpp"
#include "search/tt.hpp"

namespace gametree {

enum class MoveOrder : uint8_t {
    Generation, // the order the game generates its moves in
    Engine,     // killers, then history, as the engine orders them
};

inline constexpr std::array<std::string_view, 2> kMoveOrderNames{"generation", "engine"};

inline std::optional<MoveOrder> parseMoveOrder(std::string_view name) {
    for (std::size_t i = 0; i < kMoveOrderNames.size(); ++i)
        if (kMoveOrderNames[i] == name) return MoveOrder(i);
    return std::nullopt;
}

inline std::string_view moveOrderName(MoveOrder o) { return kMoveOrderNames[std::size_t(o)]; }

// The state of the generation order: none.
struct NoOrdering {};

// The engine's killer and history ordering. Killers: the last two moves that
// caused a cut-off at the same ply, tried first where they are legal (a
// refutation in one line often refutes its sibling lines too). History: each
// cut-off credits its move, for the side that played it, with depth squared,
// so moves that refuted deep subtrees anywhere come next; moves never
// credited keep the order of generation.
//
// One difference from the engine: the engine reads the history only after
// it has searched the table move and the killers, while here a node orders
// all its moves when it starts, so that the search loop stays the plain one.
template <Game G>
class KillerHistoryOrder {
  public:
    using Move = typename G::Move;

    KillerHistoryOrder() : history_(2 * historySize<G>()) {}

    void clear() {
        std::fill(history_.begin(), history_.end(), 0);
        killerCount_.fill(0);
    }

    // Reorders the moves of the node at `ply`: the killers first (the newer
    // one first), then by history, highest first; ties keep generation order.
    void order(const G& pos, int ply, typename G::Moves& moves) {
        const std::size_t n = moves.size();
        if (n < 2) return;
        const Side s = pos.sideToMove();
        const auto& killers = killers_[std::size_t(ply)];
        const int killerCount = killerCount_[std::size_t(ply)];
        // Keys: a tier (2 the newer killer, 1 the older, 0 the rest) in bits
        // 56-57, the history score (below 2^27) in bits 16-42, 0xFFFF minus
        // the place in generation order in bits 0-15: distinct, largest first.
        static_assert(G::kMaxMoves <= 0x10000, "move places fit in 16 bits");
        uint64_t keys[G::kMaxMoves];
        for (std::size_t i = 0; i < n; ++i) {
            const Move m = moves[i];
            uint64_t tier = 0;
            if (killerCount > 0 && m == killers[0])
                tier = 2;
            else if (killerCount > 1 && m == killers[1])
                tier = 1;
            keys[i] = tier << 56 | uint64_t(uint32_t(history(s, m))) << 16 | (0xFFFF - i);
        }
        std::sort(keys, keys + n, std::greater<uint64_t>());
        Move original[G::kMaxMoves];
        std::copy(moves.begin(), moves.end(), original);
        for (std::size_t i = 0; i < n; ++i) moves[i] = original[0xFFFF - (keys[i] & 0xFFFF)];
    }

    // Move m refuted the node at `ply` (pos is that node), `depth` plies from
    // the depth limit. The engine's updates, so that its ordering is shown.
    void cutoff(const G& pos, int ply, int depth, Move m) {
        auto& killers = killers_[std::size_t(ply)];
        uint8_t& count = killerCount_[std::size_t(ply)];
        if (count == 0 || !(m == killers[0])) {
            killers[1] = killers[0];
            killers[0] = m;
            if (count < 2) ++count;
        }
        int& h = history(pos.sideToMove(), m);
        h += depth * depth;
        if (h > (1 << 26)) // as the engine: keep scores far inside their bits
            for (int& v : history_) v /= 2;
    }

  private:
    int& history(Side s, Move m) { return history_[historySlot<G>(s, m)]; }

    std::vector<int> history_;
    std::array<std::array<Move, 2>, kMaxPly> killers_{};
    std::array<uint8_t, kMaxPly> killerCount_{};
};

} // namespace gametree
