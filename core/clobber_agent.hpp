// A Clobber agent: an algorithm, a depth and a heuristic, and the one call
// that picks its move in a position. The command-line program, the WebAssembly
// facade and the tournament all play through this, so they report the same
// move, value and node count for the same settings.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "clobber_heuristics.hpp"
#include "clobber_text.hpp"
#include "search.hpp"

namespace gametree {

inline constexpr int kMaxSearchDepth = 64;

struct AgentSettings {
    Algorithm algorithm = Algorithm::AlphaBeta;
    int depth = 4; // 1 .. kMaxSearchDepth
    ClobberHeuristic heuristic = kDefaultClobberHeuristic;
};

struct MoveReport {
    bool hasMove = false;
    ClobberMove move{};
    int value = 0; // from the mover's side
    uint64_t nodes = 0;
    double seconds = 0;
    int depth = 0;
    std::vector<ClobberMove> pv;
};

using ProgressFn = std::function<void(uint64_t nodes)>;

inline std::optional<Algorithm> parseAlgorithm(std::string_view name) {
    if (name == "minimax") return Algorithm::Minimax;
    if (name == "alphabeta") return Algorithm::AlphaBeta;
    return std::nullopt;
}

inline std::string_view algorithmName(Algorithm a) {
    return a == Algorithm::Minimax ? "minimax" : "alphabeta";
}

template <int W>
MoveReport think(Clobber<W>& pos, const AgentSettings& s, ProgressFn progress = {}) {
    const auto started = std::chrono::steady_clock::now();
    const ClobberHeuristic h = s.heuristic;
    auto eval = [h](const Clobber<W>& p, Side me) { return evaluate(p, h, me); };
    const auto r = search(pos, s.algorithm, s.depth, eval, std::move(progress));
    MoveReport report;
    report.hasMove = r.hasMove;
    report.move = r.best;
    report.value = r.value;
    report.nodes = r.nodes;
    report.depth = r.depth;
    report.pv = r.pv;
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return report;
}

inline MoveReport think(AnyClobber& pos, const AgentSettings& s, ProgressFn progress = {}) {
    return std::visit([&](auto& p) { return think(p, s, std::move(progress)); }, pos);
}

} // namespace gametree
