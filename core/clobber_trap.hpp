// A trap: a move of ours, in a position the solver has proved lost, after
// which the reply a shallow search prefers for the opponent loses for them.
//
// The opponent the swindle (clobber_swindle.hpp) plays against is a search,
// not a random mover: it plays the reply its own search ranks first. So a
// winning reply is much less likely to be found when a short search from the
// opponent's side prefers a losing one. Our engine's search at a small fixed
// depth stands in for theirs. On the replies Fairy-Stockfish (100 ms a move,
// 6x5) gave to gametree's moves in proven losses at 21-24 discs, it erred
// about twice as often when the depth-4 favourite lost as when it won, at the
// same number of winning replies (docs/performance.md, "Traps for the
// opponent's search"); the swindle's plain count, though, already picks such
// a move in most positions, and breaking its ties by traps did not gain in
// matches.
#pragma once

#include <memory>

#include "clobber.hpp"
#include "clobber_heuristics.hpp"
#include "engine_search.hpp"
#include "tt.hpp"

namespace gametree {

// The engine's default evaluation, as a type the search can be built on.
template <int W>
struct DefaultClobberEval {
    int operator()(const Clobber<W>& p, Side me) const {
        return evaluate(p, kDefaultClobberHeuristic, me);
    }
};

// The reply our engine's search prefers at a fixed depth, with one small
// table reused (the search clears it, so a reply depends on its position and
// the depth alone).
template <int W>
class FavouriteReply {
  public:
    static constexpr std::size_t kTableBytes = std::size_t{1} << 20;

    explicit FavouriteReply(int depth)
        : depth_(depth), tt_(kTableBytes),
          search_(std::make_unique<EngineSearch<Clobber<W>, DefaultClobberEval<W>>>(
              tt_, DefaultClobberEval<W>{})) {}

    // The favourite of the side to move in pos; pos must have a move.
    ClobberMove operator()(const Clobber<W>& pos) {
        Clobber<W> p = pos;
        EngineLimits limits;
        limits.maxDepth = depth_;
        const auto r = search_->run(p, limits);
        nodes_ += r.nodes;
        return r.best;
    }

    uint64_t nodes() const { return nodes_; }

  private:
    int depth_;
    TranspositionTable tt_;
    std::unique_ptr<EngineSearch<Clobber<W>, DefaultClobberEval<W>>> search_;
    uint64_t nodes_ = 0;
};

} // namespace gametree
