// The order of the root's moves for the exact solver: a short search of the
// engine's kind (alpha-beta to a fixed depth, with the atomic-weight
// evaluation of core/clobber_atomic_eval.hpp) below each move.
//
// Why at the root: in a won position the moves tried before the winning one
// are each refuted in full, and at the root those refutations are the
// largest subtrees of the proof (on a 32-disc 6x6 opening the root's first
// four moves cost 4.6 of its 6.2 million nodes). Over 65 won 6x6 positions
// of 26 and 30 discs the solver's own order, fewest replies first, tried a
// winning move first in 55% of them, a depth-3 search with this evaluation
// in 83%; where a single move won, the search put it first in 3 of 5 where
// the solver's order had it 12th to 24th. Ordering deeper nodes too saved
// no more, so it orders the root alone (docs/performance.md, "Ordering the
// root by a short search").
//
// The search is deterministic (a fixed depth, its table cleared for every
// move), so the solver's node counts stay the same natively and in
// WebAssembly.
#pragma once

#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>

#include "atomic_weight.hpp"
#include "clobber.hpp"
#include "clobber_atomic_eval.hpp"
#include "clobber_heuristics.hpp"
#include "engine_search.hpp"
#include "tt.hpp"

namespace gametree {

template <int W>
class ClobberRootOrder {
  public:
    using P = Clobber<W>;
    // Depth 6 ordered 24 32-disc 6x6 proof jobs in 28% fewer nodes than the
    // solver's order alone (5 in 19%, 7 and 8 no better than 6).
    static constexpr int kDefaultDepth = 6;

    // games: the solver's store, in which the small regions' sums live.
    ClobberRootOrder(GameStore& games, int depth)
        : depth_(depth), table_(kTableBytes), search_(std::make_unique<Search>(table_, Eval{})),
          weights_(games) {}

    // How good the move that led to child is for the player who made it
    // (mover): child holds the large regions, smallSum the value of the
    // small ones the solver took off the board. Higher is better. A solve
    // with a time limit passes its clock (from start, timeMs): the searches
    // then stop with it, and the solve gives up right after.
    int64_t value(const P& child, GameStore::Id smallSum, Side mover,
                  std::chrono::steady_clock::time_point start = {}, int timeMs = 0) {
        P pos = child;
        EngineLimits limits;
        limits.maxDepth = depth_;
        if (timeMs > 0) limits.timeMs = timeMs, limits.start = start;
        const auto r = search_->run(pos, limits);
        nodes_ += r.nodes;
        // The small regions count as the evaluation counts them: by their
        // atomic weight, in ups, from Black's side.
        const double ups = weights_.of(smallSum);
        const double mine = mover == Side::First ? ups : -ups;
        return -int64_t(r.value) + std::lround(clobber_eval::kAtomicUpWeight * mine);
    }

    uint64_t nodes() const { return nodes_; }

  private:
    // Small: the searches are short, and the table is cleared for each.
    static constexpr std::size_t kTableBytes = std::size_t{1} << 20;
    struct Eval {
        int operator()(const P& p, Side me) const {
            return clobber_eval::atomicScore(p, clobber_eval::liveDiscs(p), me);
        }
    };
    using Search = EngineSearch<P, Eval>;

    int depth_;
    TranspositionTable table_;
    std::unique_ptr<Search> search_; // its killer and PV tables are large
    AtomicWeights weights_;
    uint64_t nodes_ = 0;
};

} // namespace gametree
