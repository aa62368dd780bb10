// Heuristics for depth-limited tic-tac-toe on the larger boards. They look at
// the windows of k squares in a row: a window holding no enemy mark is still
// open; one that lacks a single mark is a threat.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "base/heuristic_info.hpp"
#include "games/tictactoe/tictactoe.hpp"

namespace gametree {

enum class TicTacToeHeuristic : uint8_t { Lines, Threats, Center };

inline constexpr std::array<HeuristicInfo, 3> kTicTacToeHeuristics{{
    {"lines", "open lines, weighted by the marks already in them, own minus the opponent's", false},
    {"threats", "lines one mark short of k, own minus the opponent's, then open lines", false},
    {"center", "marks weighted by closeness to the centre, own minus the opponent's", false},
}};

inline std::optional<TicTacToeHeuristic> findTicTacToeHeuristic(std::string_view name) {
    for (std::size_t i = 0; i < kTicTacToeHeuristics.size(); ++i)
        if (kTicTacToeHeuristics[i].name == name) return TicTacToeHeuristic(i);
    return std::nullopt;
}

namespace tictactoe_eval {

struct WindowCounts {
    std::array<int, 2> open{};    // sum over open windows of (marks in it)^2
    std::array<int, 2> threats{}; // open windows one mark short of k
};

inline WindowCounts windows(const TicTacToe& p) {
    WindowCounts w;
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    for (int r = 0; r < p.rows(); ++r) {
        for (int c = 0; c < p.cols(); ++c) {
            for (int d = 0; d < 4; ++d) {
                const int er = r + dr[d] * (p.k() - 1), ec = c + dc[d] * (p.k() - 1);
                if (er < 0 || er >= p.rows() || ec < 0 || ec >= p.cols()) continue;
                int count[2] = {0, 0};
                for (int i = 0; i < p.k(); ++i) {
                    const int sq = (r + dr[d] * i) * p.cols() + c + dc[d] * i;
                    count[0] += p.marks(Side::First).test(sq);
                    count[1] += p.marks(Side::Second).test(sq);
                }
                for (int s = 0; s < 2; ++s) {
                    if (count[1 - s] != 0) continue;
                    w.open[std::size_t(s)] += 1 + count[s] * count[s];
                    w.threats[std::size_t(s)] += count[s] == p.k() - 1;
                }
            }
        }
    }
    return w;
}

} // namespace tictactoe_eval

inline int evaluate(const TicTacToe& p, TicTacToeHeuristic h, Side me) {
    const std::size_t a = std::size_t(index(me)), b = 1 - a;
    switch (h) {
    case TicTacToeHeuristic::Lines: {
        const auto w = tictactoe_eval::windows(p);
        return w.open[a] - w.open[b];
    }
    case TicTacToeHeuristic::Threats: {
        const auto w = tictactoe_eval::windows(p);
        return 20 * (w.threats[a] - w.threats[b]) + w.open[a] - w.open[b];
    }
    case TicTacToeHeuristic::Center: {
        int score = 0;
        for (int sq = 0; sq < p.rows() * p.cols(); ++sq) {
            const int r = sq / p.cols(), c = sq % p.cols();
            const int weight = 1 + std::min(r, p.rows() - 1 - r) + std::min(c, p.cols() - 1 - c);
            if (p.marks(me).test(sq)) score += weight;
            if (p.marks(opponent(me)).test(sq)) score -= weight;
        }
        return score;
    }
    }
    return 0;
}

} // namespace gametree
