// Heuristics for Clobber: static scores of a position for one side, used at
// the depth limit of the search.
//
// Counting moves is useless in Clobber: every adjacent pair of opposite discs
// is a move for both sides, so both always have the same number. What differs
// is which discs can still act, and how the board falls apart. Discs can only
// move onto occupied squares, so the occupied squares split into independent
// regions that never merge again; a region holding one colour only is dead,
// its discs will never move or be captured. In a live region the side with
// more discs has more moves in reserve, and the last move wins.
//
// The adaptive heuristics switch weights with the phase of the game (the
// share of discs left) or the situation (who is ahead in live discs).
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>

#include "base/heuristic_info.hpp"
#include "games/clobber/clobber.hpp"
#include "games/clobber/clobber_atomic_eval.hpp"
#include "games/clobber/clobber_exact_eval.hpp"
#include "games/clobber/clobber_features.hpp"
#include "games/clobber/clobber_regions.hpp"

namespace gametree {

enum class ClobberHeuristic : uint8_t {
    Active,
    Center,
    Groups,
    Live,
    Regions,
    CenterActive,
    GroupFight,
    Phase,
    Pressure,
    Tuned,
    LiveExact,
    Atomic,
};

inline constexpr std::array<HeuristicInfo, 12> kClobberHeuristics{{
    {"active", "own discs that can capture minus the opponent's", false},
    {"center", "discs weighted by closeness to the centre, own minus the opponent's", false},
    {"groups", "fewer separate groups of own discs than the opponent (keep together)", false},
    {"live", "discs in regions that still hold both colours, own minus the opponent's", false},
    {"regions", "independent regions where own discs outnumber the opponent's, plus live discs",
     false},
    {"center-active", "centre while the board is full, then more and more capturing discs", true},
    {"group-fight", "keep groups together while the board is full, then capturing discs", true},
    {"phase", "capturing discs and centre early, live discs midgame, regions once split", true},
    {"pressure", "when behind in live discs seek captures, when ahead simplify into regions", true},
    {"tuned",
     "live discs, capturers, regions ahead, lone discs, tempo and odd stars, weighted as fitted "
     "to the solver's verdicts",
     false},
    {"live-exact",
     "live discs; once every live region has at most 8 discs, the exact winner from their "
     "combinatorial values",
     false},
    {"atomic",
     "live discs of regions over 8 discs, plus the atomic weight (the count of ups) of the "
     "smaller ones; once all are that small, the exact winner",
     false},
}};

inline constexpr ClobberHeuristic kDefaultClobberHeuristic = ClobberHeuristic::Phase;
// The engine's: the atomic weights of the small regions and the live discs of
// the large ones. Against Fairy-Stockfish at 100 ms a move it won 233 of 240
// games on 10x10, where counting live discs alone (the default before, the
// best of the others in the engine's search) won 192 of 240
// (docs/performance.md, "Strength").
inline constexpr ClobberHeuristic kDefaultEngineHeuristic = ClobberHeuristic::Atomic;

inline std::optional<ClobberHeuristic> findClobberHeuristic(std::string_view name) {
    for (std::size_t i = 0; i < kClobberHeuristics.size(); ++i)
        if (kClobberHeuristics[i].name == name) return ClobberHeuristic(i);
    return std::nullopt;
}

inline std::string_view heuristicName(ClobberHeuristic h) {
    return kClobberHeuristics[std::size_t(h)].name;
}

namespace clobber_eval {

// How the occupied squares split into independent regions.
struct RegionStats {
    std::array<int, 2> live{};  // discs in regions with both colours
    std::array<int, 2> ahead{}; // live regions where this side has more discs
    int mixedRegions = 0;
};

template <int W>
RegionStats regions(const Clobber<W>& p) {
    RegionStats s;
    forEachComponent(p, p.occupied(), [&](const Bits<W>& region) {
        const int first = (region & p.discs(Side::First)).count();
        const int second = (region & p.discs(Side::Second)).count();
        if (first == 0 || second == 0) return; // dead: nothing here will move again
        ++s.mixedRegions;
        s.live[0] += first;
        s.live[1] += second;
        if (first > second)
            ++s.ahead[0];
        else if (second > first)
            ++s.ahead[1];
    });
    return s;
}

// The discs of regions that hold both colours. Such a region always has two
// opposite discs side by side, so one flood from all the discs that can
// capture finds every live region at once, without visiting regions one by one.
template <int W>
[[gnu::always_inline]] inline Bits<W> liveDiscs(const Clobber<W>& p) {
    const Bits<W> occupied = p.occupied();
    Bits<W> live = p.contested();
    // In the middle game nearly every disc is live: stop as soon as all are.
    while (!(live == occupied)) {
        const Bits<W> grown = p.grow(live, occupied);
        if (grown == live) break;
        live = grown;
    }
    return live;
}

// Number of 4-connected groups of the discs in b.
template <int W>
int groupCount(const Clobber<W>& p, const Bits<W>& b) {
    int groups = 0;
    forEachComponent(p, b, [&](const Bits<W>&) { ++groups; });
    return groups;
}

// A square's weight is 1 + its distance from the nearest top or bottom edge
// + its distance from the nearest side edge. That is 1 + the number of row
// bands and column bands (rows k..rows-1-k, columns k..cols-1-k, k >= 1)
// holding it, so a set's total weight is a few popcounts. The bands depend
// only on the board's size and are kept from one call to the next.
template <int W>
struct CentreBands {
    int rows = -1, cols = -1, count = 0;
    Bits<W> band[2 * kClobberMaxSide];
};

template <int W>
const CentreBands<W>& centreBands(const Clobber<W>& p) {
    thread_local CentreBands<W> bands;
    if (bands.rows != p.rows() || bands.cols != p.cols()) {
        bands.rows = p.rows();
        bands.cols = p.cols();
        bands.count = 0;
        for (int k = 1; 2 * k < p.rows(); ++k)
            bands.band[bands.count++] =
                Bits<W>::firstN((p.rows() - k) * p.cols()) - Bits<W>::firstN(k * p.cols());
        for (int k = 1; 2 * k < p.cols(); ++k) {
            Bits<W> b;
            for (int r = 0; r < p.rows(); ++r)
                for (int c = k; c < p.cols() - k; ++c) b.set(r * p.cols() + c);
            bands.band[bands.count++] = b;
        }
    }
    return bands;
}

template <int W>
int centreWeight(const Clobber<W>& p, const Bits<W>& b) {
    const CentreBands<W>& bands = centreBands(p);
    int total = b.count();
    for (int i = 0; i < bands.count; ++i) total += (b & bands.band[i]).count();
    return total;
}

template <int W>
int active(const Clobber<W>& p, Side me) {
    return p.attackers(me).count() - p.attackers(opponent(me)).count();
}
template <int W>
int centre(const Clobber<W>& p, Side me) {
    return centreWeight(p, p.discs(me)) - centreWeight(p, p.discs(opponent(me)));
}
template <int W>
int groups(const Clobber<W>& p, Side me) {
    return groupCount(p, p.discs(opponent(me))) - groupCount(p, p.discs(me));
}
inline int live(const RegionStats& s, Side me) {
    return s.live[std::size_t(index(me))] - s.live[std::size_t(index(opponent(me)))];
}
inline int regionScore(const RegionStats& s, Side me) {
    const int ahead = s.ahead[std::size_t(index(me))] - s.ahead[std::size_t(index(opponent(me)))];
    return 4 * ahead + live(s, me);
}

// Share of the board still holding discs, in percent.
template <int W>
int fullness(const Clobber<W>& p) {
    return 100 * p.occupied().count() / p.squares();
}

template <int W>
[[gnu::always_inline]] inline int liveScore(const Clobber<W>& p, Side me) {
    const Bits<W> live = liveDiscs(p);
    return (live & p.discs(me)).count() - (live & p.discs(opponent(me))).count();
}

template <int W>
int evaluateAny(const Clobber<W>& p, ClobberHeuristic h, Side me);

} // namespace clobber_eval

// The score of position p for side `me` under heuristic h. Scores are small
// integers, far inside the range kept for finished games. The engine's
// heuristic is inlined into the search, where it shares the work of finding
// the adjacent opposite discs with the test for the end of the game.
template <int W>
[[gnu::always_inline]] inline int evaluate(const Clobber<W>& p, ClobberHeuristic h, Side me) {
    if (h == ClobberHeuristic::Live) return clobber_eval::liveScore(p, me);
    return clobber_eval::evaluateAny(p, h, me);
}

template <int W>
int clobber_eval::evaluateAny(const Clobber<W>& p, ClobberHeuristic h, Side me) {
    using namespace clobber_eval;
    switch (h) {
    case ClobberHeuristic::Active:
        return active(p, me);
    case ClobberHeuristic::Center:
        return centre(p, me);
    case ClobberHeuristic::Groups:
        return groups(p, me);
    case ClobberHeuristic::Live:
        return liveScore(p, me);
    case ClobberHeuristic::Regions:
        return regionScore(regions(p), me);
    case ClobberHeuristic::CenterActive: {
        // The seed's "first center then aggressive", with its 0.6 / 0.4 steps.
        const int full = fullness(p);
        if (full >= 60) return 10 * centre(p, me);
        if (full >= 40) return 7 * active(p, me) + 3 * centre(p, me);
        return 10 * active(p, me);
    }
    case ClobberHeuristic::GroupFight: {
        const int full = fullness(p);
        if (full >= 60) return 10 * groups(p, me);
        if (full >= 40) return 4 * groups(p, me) + 6 * active(p, me);
        return 10 * active(p, me);
    }
    case ClobberHeuristic::Phase: {
        // The opening needs no regions: while the board is this full it is
        // one region, and flooding it would be the costliest part.
        const int full = fullness(p);
        if (full >= 60) return 4 * active(p, me) + centre(p, me);
        const RegionStats s = regions(p);
        if (full >= 35 && s.mixedRegions <= 2) return 4 * live(s, me) + 2 * active(p, me);
        return 4 * regionScore(s, me) + active(p, me);
    }
    case ClobberHeuristic::Pressure: {
        const RegionStats s = regions(p);
        if (live(s, me) < 0) return 4 * active(p, me) + live(s, me);
        return 4 * regionScore(s, me) + groups(p, me);
    }
    case ClobberHeuristic::Tuned:
        return clobber_features::tunedScore(p, me);
    case ClobberHeuristic::LiveExact:
        return liveExactScore(p, liveDiscs(p), me);
    case ClobberHeuristic::Atomic:
        return atomicScore(p, liveDiscs(p), me);
    }
    return 0;
}

} // namespace gametree
