// An evaluation from atomic weights (core/cgt/atomic_weight.hpp): the live
// regions of at most 8 discs count by their exact atomic weight, the count
// of ups they are worth (a sum of weight 2 or more is Black's whoever
// starts), the larger ones by their live discs, own minus the opponent's;
// once every live region is small, the exact winner from the sum of their
// values, as live-exact. Over random 10x10 regions of up to 8 discs a disc
// more is worth about 0.4 to 0.6 ups on average (docs/performance.md), so an
// up counts as 2.5 discs.
#pragma once

#include <cmath>
#include <memory>

#include "cgt/atomic_weight.hpp"
#include "games/clobber/clobber.hpp"
#include "games/clobber/clobber_exact_eval.hpp"
#include "games/clobber/region_values.hpp"

namespace gametree::clobber_eval {

inline constexpr int kAtomicDiscWeight = 2; // per live disc of a large region
inline constexpr int kAtomicUpWeight = 5;   // per up of the small regions

// The small regions' values and their weights, kept by this thread from one
// search to the next and started afresh once they hold many games.
template <int W>
struct AtomicMemo {
    RegionValues<W> values;
    AtomicWeights weights{values.games()};
};

template <int W>
AtomicMemo<W>& atomicMemo() {
    thread_local std::unique_ptr<AtomicMemo<W>> memo;
    if (!memo || memo->values.games().size() > (std::size_t{1} << 20))
        memo = std::make_unique<AtomicMemo<W>>();
    return *memo;
}

// `live` is what liveDiscs(p) returns (clobber_heuristics.hpp).
template <int W>
int atomicScore(const Clobber<W>& p, const Bits<W>& live, Side me) {
    const Side them = opponent(me);
    int discs = 0;  // own minus the opponent's, in large live regions
    double ups = 0; // from Black's side, in small ones
    bool allSmall = true;
    AtomicMemo<W>* memo = nullptr;
    GameStore::Id sum = 0;
    for (Bits<W> rest = live; rest.any();) {
        Bits<W> region = rest.lowestBit();
        for (;;) {
            const Bits<W> grown = p.grow(region, rest);
            if (grown == region) break;
            region = grown;
        }
        rest = rest - region;
        if (region.count() > kExactRegionDiscs) {
            allSmall = false;
            discs += (region & p.discs(me)).count() - (region & p.discs(them)).count();
            continue;
        }
        if (!memo) memo = &atomicMemo<W>();
        const GameStore::Id v = memo->values.valueOf(p, region);
        ups += memo->weights.of(v);
        if (allSmall) sum = memo->values.games().add(sum, v);
    }
    const double mine = me == Side::First ? ups : -ups;
    const int score = kAtomicDiscWeight * discs + int(std::lround(kAtomicUpWeight * mine));
    if (!allSmall || !memo) return score; // no small region, or a large one
    GameStore& games = memo->values.games();
    const bool moverWins =
        p.sideToMove() == Side::First ? games.leftWinsFirst(sum) : games.rightWinsFirst(sum);
    const bool meWins = moverWins == (p.sideToMove() == me);
    return (meWins ? kExactScore : -kExactScore) + score;
}

} // namespace gametree::clobber_eval
