// Heuristics for Halma: static scores of a position for one side, used at the
// depth limit of the search. Each is a cost per side (how far its pieces
// still have to go), the opponent's minus one's own.
//
// Halma is a race, so every heuristic measures distance, in rows plus
// columns. Plain distance to the goal corner plays the race but loses the
// end: once the deep goal squares are full, a straggler next to the full part
// gains nothing by walking round to the empty ones, and a depth-2 search
// shuffles until the repetition or the ply limit. So `fill`, the default,
// measures each piece outside the goal to the nearest goal square it can
// still fill (not holding an own piece), squared so the last straggler
// matters most, and rewards pieces in the goal, the deepest the best. Between
// two alpha-beta searches of depth 2 it ends 8x8 games with a winner 60 times
// in 60 and 16x16 games 18 to 20 times in 20 (from 2 random opening plies);
// it also beats `phase` and `straggler` head to head.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "base/heuristic_info.hpp"
#include "games/halma/halma.hpp"

namespace gametree {

enum class HalmaHeuristic : uint8_t { Distance, Squared, Home, Fill, Phase, Straggler };

inline constexpr std::array<HeuristicInfo, 6> kHalmaHeuristics{{
    {"distance", "distance of the pieces to the goal corner, the opponent's minus own", false},
    {"squared", "squared distance to the goal camp, so stragglers weigh more", false},
    {"home", "distance, a penalty for pieces still at home, a bonus for the leading piece", false},
    {"fill",
     "squared distance to the nearest goal square still to fill, a bonus per piece in the goal",
     false},
    {"phase", "distance while an army is at home, more and more fill as it crosses the board",
     true},
    {"straggler", "fill, the pieces outside the goal weighing more as the others arrive", true},
}};

inline constexpr HalmaHeuristic kDefaultHalmaHeuristic = HalmaHeuristic::Fill;

inline std::optional<HalmaHeuristic> findHalmaHeuristic(std::string_view name) {
    for (std::size_t i = 0; i < kHalmaHeuristics.size(); ++i)
        if (kHalmaHeuristics[i].name == name) return HalmaHeuristic(i);
    return std::nullopt;
}

inline std::string_view heuristicName(HalmaHeuristic h) {
    return kHalmaHeuristics[std::size_t(h)].name;
}

namespace halma_eval {

// Per board size: each square's row and column, and per side its distance to
// the goal corner and to each goal square, so that an evaluation is a few
// table lookups per piece. Goal squares are numbered 0..pieces-1 (lowest
// square first), and a set of them is a bit mask.
struct Tables {
    // Distances from one square to the squares of a camp differ by at most 8
    // (the camp fits in 5 x 5 squares), so they fall into 9 rings.
    static constexpr int kRings = 9;
    std::array<uint8_t, 256> row{}, col{};
    std::array<std::array<uint8_t, 256>, 2> toCorner{}, toGoal{}, goalIndex{};
    // ring[side][sq][k]: the goal squares at distance toGoal + k.
    std::array<std::array<std::array<uint32_t, kRings>, 256>, 2> ring{};
};

// Distance in rows plus columns. Chebyshev distance (king moves) is the true
// number of steps, but a step along a row far from the goal leaves it
// unchanged, and such free waiting moves are what a shuffling search picks.
constexpr int manhattan(int r1, int c1, int r2, int c2) {
    return (r1 > r2 ? r1 - r2 : r2 - r1) + (c1 > c2 ? c1 - c2 : c2 - c1);
}

inline Tables makeTables(const HalmaGeometry& g) {
    Tables t;
    const int n = g.size;
    for (int sq = 0; sq < n * n; ++sq) {
        const std::size_t i = std::size_t(sq);
        const int r = sq / n, c = sq % n;
        t.row[i] = uint8_t(r);
        t.col[i] = uint8_t(c);
        t.toCorner[0][i] = uint8_t(manhattan(r, c, n - 1, n - 1));
        t.toCorner[1][i] = uint8_t(manhattan(r, c, 0, 0));
    }
    for (std::size_t s = 0; s < 2; ++s) {
        int goal[Halma::kMaxPieces], pieces = 0;
        t.goalIndex[s].fill(255);
        for (int sq = 0; sq < n * n; ++sq) {
            if (!g.camp[1 - s].test(sq)) continue;
            t.goalIndex[s][std::size_t(sq)] = uint8_t(pieces);
            goal[pieces++] = sq;
        }
        for (int sq = 0; sq < n * n; ++sq) {
            const std::size_t i = std::size_t(sq);
            int d[Halma::kMaxPieces], nearest = 4 * n;
            for (int k = 0; k < pieces; ++k) {
                d[k] = manhattan(sq / n, sq % n, goal[k] / n, goal[k] % n);
                nearest = std::min(nearest, d[k]);
            }
            t.toGoal[s][i] = uint8_t(nearest);
            for (int k = 0; k < pieces; ++k)
                t.ring[s][i][std::size_t(d[k] - nearest)] |= uint32_t{1} << k;
        }
    }
    return t;
}

// Each size's tables are built on first use (22 KiB), then only read.
inline const Tables& tables(const Halma& p) {
    if (p.size() == 8) {
        static const Tables t = makeTables(kHalma8);
        return t;
    }
    if (p.size() == 10) {
        static const Tables t = makeTables(kHalma10);
        return t;
    }
    static const Tables t = makeTables(kHalma16);
    return t;
}

// Sum of the distances to the goal corner.
inline int distance(const Halma& p, const Tables& t, Side s) {
    const auto& d = t.toCorner[std::size_t(index(s))];
    int cost = 0;
    for (Halma::BB b = p.pieces(s); b.any();) cost += d[std::size_t(b.popLowest())];
    return cost;
}

// Sum of (1 + distance to the goal camp)^2 plus the distance to the corner,
// which keeps pieces inside the goal moving deeper.
inline int squared(const Halma& p, const Tables& t, Side s) {
    const auto& goal = t.toGoal[std::size_t(index(s))];
    const auto& corner = t.toCorner[std::size_t(index(s))];
    int cost = 0;
    for (Halma::BB b = p.pieces(s); b.any();) {
        const std::size_t sq = std::size_t(b.popLowest());
        cost += (goal[sq] + 1) * (goal[sq] + 1) + corner[sq];
    }
    return cost;
}

// Distance, plus a penalty for each piece still in the home camp (it fills
// the opponent's goal), minus a bonus for the piece nearest the goal.
inline int home(const Halma& p, const Tables& t, Side s) {
    const auto& d = t.toCorner[std::size_t(index(s))];
    int cost = 0, lead = 255;
    for (Halma::BB b = p.pieces(s); b.any();) {
        const int di = d[std::size_t(b.popLowest())];
        cost += di;
        lead = di < lead ? di : lead;
    }
    return cost + 3 * (p.pieces(s) & p.camp(s)).count() - (2 * p.size() - lead);
}

// The goal squares of side s not holding one of its pieces, as a mask.
inline uint32_t targets(const Halma& p, const Tables& t, Side s) {
    const std::size_t side = std::size_t(index(s));
    uint32_t own = 0;
    for (Halma::BB b = p.pieces(s) & p.goal(s); b.any();)
        own |= uint32_t{1} << t.goalIndex[side][std::size_t(b.popLowest())];
    return ((uint32_t{1} << p.piecesPerSide()) - 1) & ~own;
}

// Distance from sq to the nearest of the goal squares in `targets`.
inline int toTarget(const Tables& t, Side s, std::size_t sq, uint32_t targets) {
    const std::size_t side = std::size_t(index(s));
    for (int k = 0; k < Tables::kRings; ++k)
        if (t.ring[side][sq][std::size_t(k)] & targets) return t.toGoal[side][sq] + k;
    return 0; // the goal is full of own pieces: only in made-up positions
}

// Pieces outside the goal: the squared distance to the nearest goal square
// still to fill (an enemy piece there will leave), so the last straggler
// weighs most and heads for a square it can take. Pieces inside: a bonus, and
// their distance to the corner, so that they make room at the goal's edge.
struct FillCost {
    int outside = 0, inside = 0, arrived = 0;
};

inline FillCost fillCost(const Halma& p, const Tables& t, Side s) {
    const Halma::BB& mine = p.pieces(s);
    const Halma::BB& goal = p.goal(s);
    FillCost f;
    const uint32_t open = targets(p, t, s);
    for (Halma::BB b = mine - goal; b.any();) {
        const int d = toTarget(t, s, std::size_t(b.popLowest()), open);
        f.outside += d * d + 2 * d;
    }
    const auto& corner = t.toCorner[std::size_t(index(s))];
    for (Halma::BB b = mine & goal; b.any(); ++f.arrived)
        f.inside += corner[std::size_t(b.popLowest())] - 20;
    return f;
}

inline int fill(const Halma& p, const Tables& t, Side s) {
    const FillCost f = fillCost(p, t, s);
    return f.outside + f.inside;
}

// How far the side's army has come: the share of its pieces nearer the goal
// corner than the home corner, in percent.
inline int progress(const Halma& p, const Tables& t, Side s) {
    const auto& corner = t.toCorner[std::size_t(index(s))];
    int past = 0;
    for (Halma::BB b = p.pieces(s); b.any();)
        past += corner[std::size_t(b.popLowest())] < p.size() - 1;
    return 100 * past / p.piecesPerSide();
}

// Each side's cost moves from the race (4 x distance) to filling the goal
// as its army crosses the board: the share of its pieces past the middle is
// the weight of the fill.
inline int phaseCost(const Halma& p, const Tables& t, Side s) {
    const int late = progress(p, t, s);
    if (late == 0) return 4 * distance(p, t, s);
    return (4 * distance(p, t, s) * (100 - late) + fill(p, t, s) * late) / 100;
}

// Fill, with the pieces still outside the goal weighing more as the others
// arrive (up to twice as much when one is left), so the last ones are not
// left behind while the goal's pieces shuffle.
inline int straggler(const Halma& p, const Tables& t, Side s) {
    const FillCost f = fillCost(p, t, s);
    return f.outside * (p.piecesPerSide() + f.arrived) / p.piecesPerSide() + f.inside;
}

} // namespace halma_eval

// The score of position p for side `me` under heuristic h, strictly inside
// +-kMaxHeuristic (under 40,000: 19 pieces, at most 30^2 + 2 * 30 each).
inline int evaluate(const Halma& p, HalmaHeuristic h, Side me) {
    using namespace halma_eval;
    const Tables& t = tables(p);
    const Side you = opponent(me);
    switch (h) {
    case HalmaHeuristic::Distance:
        return distance(p, t, you) - distance(p, t, me);
    case HalmaHeuristic::Squared:
        return squared(p, t, you) - squared(p, t, me);
    case HalmaHeuristic::Home:
        return home(p, t, you) - home(p, t, me);
    case HalmaHeuristic::Fill:
        return fill(p, t, you) - fill(p, t, me);
    case HalmaHeuristic::Phase:
        return phaseCost(p, t, you) - phaseCost(p, t, me);
    case HalmaHeuristic::Straggler:
        return straggler(p, t, you) - straggler(p, t, me);
    }
    return 0;
}

} // namespace gametree
