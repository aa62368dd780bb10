// The engine's evaluation once the board has fallen apart: when every live
// region (one holding both colours) is small, the winner is known exactly
// from the sum of the regions' combinatorial values (core/games/clobber/region_values.hpp,
// the same values the exact solver uses), long before the game ends. The live
// disc count cannot see that: two regions of one black and one white disc are
// each a star, and together they are zero, a loss for the side to move.
//
// Otherwise it is the live disc count, own minus the opponent's.
#pragma once

#include <optional>

#include "base/game.hpp"
#include "games/clobber/clobber.hpp"
#include "games/clobber/clobber_regions.hpp"
#include "games/clobber/region_values.hpp"

namespace gametree::clobber_eval {

// Regions up to this many discs are valued; the solver's own limit.
inline constexpr int kExactRegionDiscs = 8;
// A known win or loss scores this much beyond the disc count: far above any
// count, far below the scores of finished games.
inline constexpr int kExactScore = 10'000;
static_assert(kExactScore + 256 < kMaxHeuristic);

// The values of the small regions met so far by this thread, kept from one
// search to the next (a region's value never changes) and started afresh
// once it holds many games, so that a long session does not grow without end.
template <int W>
RegionValues<W>& smallRegionValues() {
    thread_local std::optional<RegionValues<W>> values;
    if (!values || values->games().size() > (std::size_t{1} << 20)) values.emplace();
    return *values;
}

// The live discs: `live` is what liveDiscs(p) returns (clobber_heuristics.hpp).
template <int W>
int liveExactScore(const Clobber<W>& p, const Bits<W>& live, Side me) {
    const int count = (live & p.discs(me)).count() - (live & p.discs(opponent(me))).count();
    // The live regions; as soon as one is large the count is all there is.
    Bits<W> regions[Bits<W>::kCapacity / 2 + 1];
    int n = 0;
    for (Bits<W> rest = live; rest.any();) {
        Bits<W> region = rest.lowestBit();
        for (;;) {
            const Bits<W> grown = p.grow(region, rest);
            if (grown == region) break;
            region = grown;
        }
        if (region.count() > kExactRegionDiscs) return count;
        regions[n++] = region;
        rest = rest - region;
    }
    if (n == 0) return count; // the game is over; the search scores that itself
    RegionValues<W>& values = smallRegionValues<W>();
    GameStore& games = values.games();
    GameStore::Id sum = games.zero();
    for (int i = 0; i < n; ++i) sum = games.add(sum, values.valueOf(p, regions[i]));
    const bool moverWins =
        p.sideToMove() == Side::First ? games.leftWinsFirst(sum) : games.rightWinsFirst(sum);
    const bool meWins = moverWins == (p.sideToMove() == me);
    return (meWins ? kExactScore : -kExactScore) + count;
}

} // namespace gametree::clobber_eval
