// Plain versions of the static Clobber heuristics on the reference board,
// written from their descriptions in core/games/clobber/clobber_heuristics.hpp with flood
// fills over a 2-D grid instead of bitboards. Scores are for side `me`.
#pragma once

#include <algorithm>
#include <array>
#include <functional>

#include "reference_clobber.hpp"

namespace ref {

// Own discs that can capture minus the opponent's.
inline int active(const Board& b, char me) {
    int score = 0;
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) {
            const char here = b.grid[r][c];
            if (here == '_') continue;
            bool canCapture = false;
            for (int d = 0; d < 4; ++d) {
                const int r2 = r + kDr[d], c2 = c + kDc[d];
                if (onBoard(b, r2, c2) && b.grid[r2][c2] == other(here)) canCapture = true;
            }
            if (canCapture) score += here == me ? 1 : -1;
        }
    return score;
}

// Each disc weighs 1 + its distance to the nearest top or bottom edge + its
// distance to the nearest side edge; own total minus the opponent's.
inline int centre(const Board& b, char me) {
    int score = 0;
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) {
            const char here = b.grid[r][c];
            if (here == '_') continue;
            const int weight = 1 + std::min(r, b.rows - 1 - r) + std::min(c, b.cols - 1 - c);
            score += here == me ? weight : -weight;
        }
    return score;
}

// Labels the 4-connected components of the squares `inside` accepts;
// returns the squares of each component.
inline std::vector<std::vector<std::pair<int, int>>>
components(const Board& b, const std::function<bool(char)>& inside) {
    std::vector<std::vector<bool>> seen(b.rows, std::vector<bool>(b.cols, false));
    std::vector<std::vector<std::pair<int, int>>> out;
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) {
            if (seen[r][c] || !inside(b.grid[r][c])) continue;
            std::vector<std::pair<int, int>> comp{{r, c}};
            seen[r][c] = true;
            for (std::size_t i = 0; i < comp.size(); ++i) {
                const auto [r1, c1] = comp[i];
                for (int d = 0; d < 4; ++d) {
                    const int r2 = r1 + kDr[d], c2 = c1 + kDc[d];
                    if (onBoard(b, r2, c2) && !seen[r2][c2] && inside(b.grid[r2][c2])) {
                        seen[r2][c2] = true;
                        comp.push_back({r2, c2});
                    }
                }
            }
            out.push_back(comp);
        }
    return out;
}

// Fewer separate groups of own discs than the opponent is better.
inline int groups(const Board& b, char me) {
    const auto count = [&](char side) {
        return int(components(b, [side](char ch) { return ch == side; }).size());
    };
    return count(other(me)) - count(me);
}

// Regions: components of occupied squares. A region with both colours is live.
struct Regions {
    int liveMe = 0, liveThem = 0;   // discs in live regions
    int aheadMe = 0, aheadThem = 0; // live regions where that side has more discs
};

inline Regions regions(const Board& b, char me) {
    Regions s;
    for (const auto& comp : components(b, [](char ch) { return ch != '_'; })) {
        int mine = 0, theirs = 0;
        for (const auto& [r, c] : comp) (b.grid[r][c] == me ? mine : theirs)++;
        if (mine == 0 || theirs == 0) continue;
        s.liveMe += mine;
        s.liveThem += theirs;
        s.aheadMe += mine > theirs;
        s.aheadThem += theirs > mine;
    }
    return s;
}

inline int live(const Board& b, char me) {
    const Regions s = regions(b, me);
    return s.liveMe - s.liveThem;
}

} // namespace ref
