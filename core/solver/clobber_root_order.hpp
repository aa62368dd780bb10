// The order of the root's moves for the exact solver: a short search of the
// engine's kind (alpha-beta to a fixed depth, with the atomic-weight
// evaluation of core/games/clobber/clobber_atomic_eval.hpp) below each move.
//
// Why at the root: in a won position the moves tried before the winning one
// are each refuted in full, and at the root those refutations are the
// largest subtrees of the proof (on a 32-disc 6x6 opening the root's first
// four moves cost 4.6 of its 6.2 million nodes). Over 65 won 6x6 positions
// of 26 and 30 discs the solver's own order, fewest replies first, tried a
// winning move first in 55% of them, a depth-3 search with this evaluation
// in 83%; where a single move won, the search put it first in 3 of 5 where
// the solver's order had it 12th to 24th. Ordering deeper nodes too saved
// no more, so it orders the root alone (docs/performance.md, "Tried and not
// kept").
//
// Where the search's values tie, as they often do (no disc dies within its
// horizon: on a 32-disc 6x6 opening 22 of 37 moves share one value, on a
// 34-disc reply 45 of 50), the share of random playouts won
// (core/solver/clobber_playouts.hpp) decides, in coarse steps, so that among moves
// about as good the solver's own order (fewest replies first: cheapest to
// prove) still decides. On the proof's 32-disc jobs and openings 4-8% fewer
// nodes; on 34-disc replies the shares are too close to tell the moves
// apart and cost nodes, so they are left out there (kPlayoutDiscs;
// docs/performance.md, "Tried and not kept").
//
// The search and the playouts are deterministic (a fixed depth, the search's
// table cleared for every move, the playouts seeded from the position), so
// the solver's node counts stay the same natively and in WebAssembly.
#pragma once

#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>

#include "cgt/atomic_weight.hpp"
#include "games/clobber/clobber.hpp"
#include "games/clobber/clobber_atomic_eval.hpp"
#include "games/clobber/clobber_heuristics.hpp"
#include "search/engine_search.hpp"
#include "search/tt.hpp"
#include "solver/clobber_playouts.hpp"

namespace gametree {

template <int W>
class ClobberRootOrder {
  public:
    using P = Clobber<W>;
    // Depth 6 ordered 24 32-disc 6x6 proof jobs in 28% fewer nodes than the
    // solver's order alone (5 in 19%, 7 and 8 no better than 6).
    static constexpr int kDefaultDepth = 6;

    // Playouts per move, and the steps their share won is counted in: a
    // step is 5% of the playouts (20 steps gave 8% fewer nodes on 32-disc
    // jobs than 10; the share itself, without steps, 2 times the nodes on a
    // 32-disc opening: it put first a winning move that was 4 times as dear
    // to prove as the one the solver's order found).
    static constexpr int kPlayouts = 1000;
    static constexpr int kPlayoutSteps = 20;
    // Only below a move that leaves at most this many discs in large
    // regions: on 34-disc 6x6 replies (children of 33 discs) the shares lie
    // within a few per cent of one another and the playouts cost 23% more
    // nodes on five of them, while on 32-disc proof jobs and openings they
    // save 4-8% (docs/performance.md, "Tried and not kept").
    static constexpr int kPlayoutDiscs = 31;

    // values: the solver's small regions' values, in whose store the small
    // regions' sums live.
    ClobberRootOrder(RegionValues<W>& values, int depth)
        : depth_(depth), table_(kTableBytes), search_(std::make_unique<Search>(table_, Eval{})),
          weights_(values.games()), playouts_(values) {}

    // How good the move that led to child is for the player who made it
    // (mover): child holds the large regions, smallSum the value of the
    // small ones the solver took off the board. Higher is better: the
    // search's value (searchValue) first, then the playouts' share in steps.
    // A solve with a time limit passes its clock (from start, timeMs): the
    // searches then stop with it, the playouts are skipped, and the solve
    // gives up right after.
    int64_t value(const P& child, GameStore::Id smallSum, Side mover,
                  std::chrono::steady_clock::time_point start = {}, int timeMs = 0) {
        const int64_t searched = searchValue(child, smallSum, mover, start, timeMs);
        const bool late = timeMs > 0 && std::chrono::steady_clock::now() - start >=
                                            std::chrono::milliseconds(timeMs);
        if (late || child.occupied().count() > kPlayoutDiscs) return searched * (kPlayoutSteps + 1);
        const uint64_t playedBefore = playouts_.moves();
        const int won = playouts_.wins(child, smallSum, mover, kPlayouts);
        nodes_ += playouts_.moves() - playedBefore;
        return searched * (kPlayoutSteps + 1) + won * kPlayoutSteps / kPlayouts;
    }

    // The search's value alone, on the same scale as the engine's.
    int64_t searchValue(const P& child, GameStore::Id smallSum, Side mover,
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

    // Of the searches, and the moves of the playouts.
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
    ClobberPlayouts<W> playouts_;
    uint64_t nodes_ = 0;
};

} // namespace gametree
