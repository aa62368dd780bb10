// Random playouts of a Clobber position, each ended exactly: random moves are
// played until every live region holds at most kSmallDiscs discs, and the
// winner is then read from the sum of their canonical values (with the value
// of the regions taken off the board before, if any). The share of playouts
// won is an estimate of how good the position is, for ordering the exact
// solver's first moves.
//
// Why: the root order's search (core/solver/clobber_root_order.hpp) sees no disc
// die within its horizon in a full 6x6 position, so its evaluation (live
// discs and small regions' atomic weights) gives most moves the same value:
// 22 of the 37 moves of a 32-disc opening. Playouts reach the end of the
// game, where the values decide; on that opening (docs/performance.md,
// "Tried and not kept") the four moves with the most playouts won were all
// winning moves, where the order before put a losing one first.
//
// Deterministic: the generator is std::mt19937_64 (its output is fixed by the
// standard), seeded from the position, so the same position gets the same
// estimate natively and in WebAssembly, whatever was estimated before.
#pragma once

#include <cstdint>
#include <random>

#include "cgt/cgt.hpp"
#include "games/clobber/clobber.hpp"
#include "games/clobber/clobber_regions.hpp"
#include "games/clobber/region_values.hpp"

namespace gametree {

template <int W>
class ClobberPlayouts {
  public:
    using P = Clobber<W>;
    using Id = GameStore::Id;
    // The solver's small regions (ClobberSolver::kSmallRegion, which
    // includes this header): their values are what it knows exactly.
    static constexpr int kSmallDiscs = 8;

    // values: the solver's, in whose store smallSum lives.
    explicit ClobberPlayouts(RegionValues<W>& values) : values_(values) {}

    // How many of n playouts from child `me` wins; smallSum is the value of
    // the small regions taken off child's board.
    int wins(const P& child, Id smallSum, Side me, int n) {
        std::mt19937_64 random(child.hash() ^ kSeed);
        int won = 0;
        for (int i = 0; i < n; ++i) won += playout(child, smallSum, me, random);
        return won;
    }

    // Moves played in all playouts so far, for reports.
    uint64_t moves() const { return moves_; }

  private:
    static constexpr uint64_t kSeed = 0x9E3779B97F4A7C15ULL;

    bool playout(P p, Id smallSum, Side me, std::mt19937_64& random) {
        GameStore& games = values_.games();
        for (;;) {
            bool large = false;
            Id sum = smallSum;
            forEachComponent(p, p.occupied(), [&](const Bits<W>& region) {
                if (large || !isLive(p, region)) return;
                if (region.count() > kSmallDiscs)
                    large = true;
                else
                    sum = games.add(sum, values_.valueOf(p, region));
            });
            if (!large) {
                const Side mover = p.sideToMove();
                const bool moverWins =
                    mover == Side::First ? games.leftWinsFirst(sum) : games.rightWinsFirst(sum);
                return moverWins == (mover == me);
            }
            typename P::Moves moves;
            p.generate(moves);
            p.make(moves.begin()[random() % moves.size()]);
            ++moves_;
        }
    }

    RegionValues<W>& values_;
    uint64_t moves_ = 0;
};

} // namespace gametree
