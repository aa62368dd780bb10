// Heuristics for Halma: static scores of a position for one side, used at the
// depth limit of the search. Each is a cost per side (how far its pieces
// still have to go), the opponent's minus one's own.
//
// Halma is a race, so every heuristic measures distance, in king moves
// (Chebyshev distance: a step goes one square in 8 directions). Plain
// distance to the goal corner plays the race well but loses the end: once the
// deep goal squares are full, a straggler next to the full part gains nothing
// by walking round to the empty ones, and a depth-2 search shuffles. So the
// endgame measures each piece outside the goal to the nearest goal square it
// can still fill (not holding an own piece), squared so the last straggler
// matters most, and rewards filled goal squares, the deepest first.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "clobber_heuristics.hpp" // HeuristicInfo
#include "halma.hpp"

namespace gametree {

enum class HalmaHeuristic : uint8_t { Distance, Squared, Home, Fill, Phase, Straggler };

inline constexpr std::array<HeuristicInfo, 6> kHalmaHeuristics{{
    {"distance", "distance of the pieces to the goal corner, the opponent's minus own", false},
    {"squared", "squared distance to the goal camp, so stragglers weigh more", false},
    {"home", "distance, a penalty for pieces still at home, a bonus for the leading piece", false},
    {"fill", "squared distance to the nearest goal square still to fill, filled goal squares",
     false},
    {"phase", "distance while the armies race, filling the goal once they have passed", true},
    {"straggler", "distance, the rearmost pieces weighing more as the others arrive", true},
}};

inline constexpr HalmaHeuristic kDefaultHalmaHeuristic = HalmaHeuristic::Phase;

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
// the goal corner and to the nearest goal square, so that an evaluation is a
// few table lookups per piece.
struct Tables {
    std::array<uint8_t, 256> row{}, col{};
    std::array<std::array<uint8_t, 256>, 2> toCorner{}, toGoal{};
};

constexpr int chebyshev(int r1, int c1, int r2, int c2) {
    const int dr = r1 > r2 ? r1 - r2 : r2 - r1, dc = c1 > c2 ? c1 - c2 : c2 - c1;
    return dr > dc ? dr : dc;
}

constexpr Tables makeTables(const HalmaGeometry& g) {
    Tables t;
    const int n = g.size;
    for (int sq = 0; sq < n * n; ++sq) {
        const std::size_t i = std::size_t(sq);
        t.row[i] = uint8_t(sq / n);
        t.col[i] = uint8_t(sq % n);
        t.toCorner[0][i] = uint8_t(chebyshev(sq / n, sq % n, n - 1, n - 1));
        t.toCorner[1][i] = uint8_t(chebyshev(sq / n, sq % n, 0, 0));
        for (int s = 0; s < 2; ++s) {
            int best = 2 * n;
            for (Bits<4> goal = g.camp[1 - s]; goal.any();) {
                const int gsq = goal.popLowest();
                const int d = chebyshev(sq / n, sq % n, gsq / n, gsq % n);
                best = d < best ? d : best;
            }
            t.toGoal[std::size_t(s)][i] = uint8_t(best);
        }
    }
    return t;
}

inline constexpr Tables kTables8 = makeTables(kHalma8);
inline constexpr Tables kTables10 = makeTables(kHalma10);
inline constexpr Tables kTables16 = makeTables(kHalma16);

inline const Tables& tables(const Halma& p) {
    return p.size() == 8 ? kTables8 : p.size() == 10 ? kTables10 : kTables16;
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
    int cost = 0, lead = 2 * p.size();
    for (Halma::BB b = p.pieces(s); b.any();) {
        const int di = d[std::size_t(b.popLowest())];
        cost += di;
        lead = di < lead ? di : lead;
    }
    return cost + 3 * (p.pieces(s) & p.camp(s)).count() - (2 * p.size() - lead);
}

// Pieces outside the goal: the squared distance to the nearest goal square
// not holding an own piece (an enemy piece there will leave). Pieces inside:
// their distance to the corner, so they make room at the edge. Each own piece
// in the goal earns a bonus: entering it is progress the distances miss.
inline int fill(const Halma& p, const Tables& t, Side s) {
    const Halma::BB& mine = p.pieces(s);
    const Halma::BB& goal = p.goal(s);
    int tr[Halma::kMaxPieces], tc[Halma::kMaxPieces], targets = 0;
    for (Halma::BB b = goal - mine; b.any();) {
        const std::size_t sq = std::size_t(b.popLowest());
        tr[targets] = t.row[sq];
        tc[targets++] = t.col[sq];
    }
    const auto& corner = t.toCorner[std::size_t(index(s))];
    int cost = 0;
    for (Halma::BB b = mine - goal; b.any();) {
        const std::size_t sq = std::size_t(b.popLowest());
        int best = 4 * p.size();
        for (int i = 0; i < targets; ++i) {
            const int d = chebyshev(t.row[sq], t.col[sq], tr[i], tc[i]);
            best = d < best ? d : best;
        }
        cost += best * best + 2 * best;
    }
    for (Halma::BB b = mine & goal; b.any();) cost += corner[std::size_t(b.popLowest())] - 8;
    return cost;
}

// How far the side's army has come: the share of its pieces past the middle
// of the board on the way to the goal, in percent.
inline int progress(const Halma& p, const Tables& t, Side s) {
    const auto& corner = t.toCorner[std::size_t(index(s))];
    int past = 0;
    for (Halma::BB b = p.pieces(s); b.any();)
        past += 2 * corner[std::size_t(b.popLowest())] < p.size();
    return 100 * past / p.piecesPerSide();
}

// The race until both armies are mostly past the middle, then filling the
// goal; in between a blend, weighted by the less advanced army.
inline int phase(const Halma& p, const Tables& t, Side me) {
    const Side you = opponent(me);
    const int a = progress(p, t, me), b = progress(p, t, you);
    const int late = a < b ? a : b; // 0..100
    const int race = distance(p, t, you) - distance(p, t, me);
    if (late == 0) return 4 * race;
    const int end = fill(p, t, you) - fill(p, t, me);
    return (4 * race * (100 - late) + end * late) / 100;
}

// Distance, plus the distance of the rearmost pieces weighted by how many of
// the others have already arrived, so nothing is left behind.
inline int straggler(const Halma& p, const Tables& t, Side s) {
    const auto& d = t.toCorner[std::size_t(index(s))];
    const auto& goal = t.toGoal[std::size_t(index(s))];
    int cost = 0, arrived = 0, worst = 0;
    for (Halma::BB b = p.pieces(s); b.any();) {
        const std::size_t sq = std::size_t(b.popLowest());
        cost += d[sq];
        arrived += goal[sq] == 0;
        worst = goal[sq] > worst ? goal[sq] : worst;
    }
    return cost + worst * arrived;
}

} // namespace halma_eval

// The score of position p for side `me` under heuristic h, strictly inside
// +-kMaxHeuristic (a few thousand at most).
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
        return phase(p, t, me);
    case HalmaHeuristic::Straggler:
        return straggler(p, t, you) - straggler(p, t, me);
    }
    return 0;
}

} // namespace gametree
