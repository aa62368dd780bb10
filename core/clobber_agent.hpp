// A Clobber agent: an algorithm, a depth and a heuristic, and the one call
// that picks its move in a position. The command-line program, the WebAssembly
// facade and the tournament all play through this, so they report the same
// move, value and node count for the same settings.
#pragma once

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <memory>

#include "clobber_heuristics.hpp"
#include "clobber_solver.hpp"
#include "clobber_text.hpp"
#include "engine_search.hpp"
#include "search.hpp"

namespace gametree {

inline constexpr int kMaxSearchDepth = 64;

struct AgentSettings {
    Algorithm algorithm = Algorithm::AlphaBeta;
    int depth = 4; // 1 .. kMaxSearchDepth; for the engine, the deepest iteration
    ClobberHeuristic heuristic = kDefaultClobberHeuristic;
    int timeMs = 0;                                 // engine only; 0: no time limit
    std::size_t tableBytes = std::size_t{16} << 20; // engine only: transposition table
};

// The engine tries the exact solver first once this few discs are left, and
// plays perfectly when it proves the result within the node budget.
inline constexpr int kPerfectPlayDiscs = 22;
inline constexpr uint64_t kPerfectPlayNodes = 200'000;

struct MoveReport {
    bool hasMove = false;
    ClobberMove move{};
    int value = 0; // from the mover's side
    uint64_t nodes = 0;
    double seconds = 0;
    int depth = 0;
    std::vector<ClobberMove> pv;
    bool proven = false;    // the solver proved the result: value is exact
    bool provenWin = false; // ...and the mover wins with perfect play
};

// Called during a search with the nodes so far and the depth under way.
using ProgressFn = std::function<void(uint64_t nodes, int depth)>;

inline constexpr std::array<std::string_view, 3> kAlgorithmNames{"minimax", "alphabeta", "engine"};

inline std::optional<Algorithm> parseAlgorithm(std::string_view name) {
    for (std::size_t i = 0; i < kAlgorithmNames.size(); ++i)
        if (kAlgorithmNames[i] == name) return Algorithm(i);
    return std::nullopt;
}

inline std::string_view algorithmName(Algorithm a) { return kAlgorithmNames[std::size_t(a)]; }

namespace detail {

template <int W>
MoveReport engineThink(Clobber<W>& pos, const AgentSettings& s, const ProgressFn& progress) {
    MoveReport report;
    if (pos.occupied().count() <= kPerfectPlayDiscs) {
        ClobberSolver<W> solver(std::size_t{16} << 20);
        const SolveResult sr = solver.solve(pos, {}, kPerfectPlayNodes);
        report.nodes += sr.nodes;
        if (sr.solved && sr.moverWins) {
            report.hasMove = true;
            report.move = sr.move;
            report.pv = {sr.move};
            report.value = winIn(kMaxPly);
            report.proven = report.provenWin = true;
            return report;
        }
        report.proven = sr.solved; // a proven loss: still pick the most stubborn move
    }
    const ClobberHeuristic h = s.heuristic;
    auto eval = [h](const Clobber<W>& p, Side me) { return evaluate(p, h, me); };
    TranspositionTable tt(s.tableBytes);
    auto engine = std::make_unique<EngineSearch<Clobber<W>, decltype(eval)>>(tt, eval);
    EngineLimits limits;
    limits.maxDepth = s.depth;
    limits.timeMs = s.timeMs;
    const uint64_t before = report.nodes;
    auto r = engine->run(pos, limits, [&](const EngineProgress& p) {
        if (progress) progress(before + p.nodes, p.depth);
    });
    report.hasMove = r.hasMove;
    report.move = r.best;
    report.value = report.proven ? lossIn(kMaxPly) : r.value;
    report.nodes += r.nodes;
    report.depth = r.depth;
    report.pv = std::move(r.pv);
    return report;
}

} // namespace detail

template <int W>
MoveReport think(Clobber<W>& pos, const AgentSettings& s, ProgressFn progress = {}) {
    const auto started = std::chrono::steady_clock::now();
    if (s.algorithm == Algorithm::Engine) {
        MoveReport report = detail::engineThink(pos, s, progress);
        report.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return report;
    }
    const ClobberHeuristic h = s.heuristic;
    auto eval = [h](const Clobber<W>& p, Side me) { return evaluate(p, h, me); };
    const int depth = s.depth;
    auto onNodes = [&progress, depth](uint64_t nodes) {
        if (progress) progress(nodes, depth);
    };
    const auto r = search(pos, s.algorithm, s.depth, eval, onNodes);
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
