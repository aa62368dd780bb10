// A Clobber agent: an algorithm, a depth and a heuristic, and the one call
// that picks its move in a position. The command-line program, the WebAssembly
// facade and the tournament all play through this, so they report the same
// move, value and node count for the same settings.
#pragma once

#include <chrono>
#include <variant>

#include "agent.hpp"
#include "clobber_book_move.hpp"
#include "clobber_heuristics.hpp"
#include "clobber_solver.hpp"
#include "clobber_text.hpp"

namespace gametree {

struct AgentSettings {
    Algorithm algorithm = Algorithm::AlphaBeta;
    int depth = 4; // 1 .. kMaxSearchDepth; for the engine, the deepest iteration
    ClobberHeuristic heuristic = kDefaultClobberHeuristic;
    int timeMs = 0;                                 // engine only; 0: no time limit
    std::size_t tableBytes = std::size_t{16} << 20; // engine only: transposition table
    // engine only: play from the proof books first (bench turns them off, so
    // that its node count measures the search alone)
    bool useBook = true;

    SearchLimits limits() const { return {algorithm, depth, timeMs, tableBytes}; }
};

// The engine tries the exact solver first once this few discs are left, and
// plays perfectly when it proves the result within the node budget.
inline constexpr int kPerfectPlayDiscs = 22;
inline constexpr uint64_t kPerfectPlayNodes = 200'000;

using MoveReport = MoveReportOf<ClobberMove>;

template <int W>
MoveReport think(Clobber<W>& pos, const AgentSettings& s, ProgressFn progress = {}) {
    const auto started = std::chrono::steady_clock::now();
    if (s.algorithm == Algorithm::Engine && s.useBook) {
        if (auto book = bookMove(pos, s.timeMs)) {
            book->seconds = secondsSince(started);
            return *book;
        }
    }
    uint64_t solverNodes = 0;
    bool provenLoss = false;
    if (s.algorithm == Algorithm::Engine && pos.occupied().count() <= kPerfectPlayDiscs) {
        ClobberSolver<W> solver(std::size_t{16} << 20);
        const SolveResult sr = solver.solve(pos, {}, kPerfectPlayNodes);
        solverNodes = sr.nodes;
        if (sr.solved && sr.moverWins) {
            MoveReport report;
            report.hasMove = true;
            report.move = sr.move;
            report.pv = {sr.move};
            report.value = winIn(kMaxPly);
            report.nodes = solverNodes;
            report.proven = report.provenWin = true;
            report.seconds = secondsSince(started);
            return report;
        }
        provenLoss = sr.solved; // a proven loss: still pick the most stubborn move
    }
    const ClobberHeuristic h = s.heuristic;
    auto eval = [h](const Clobber<W>& p, Side me) { return evaluate(p, h, me); };
    MoveReport report = searchMove(pos, s.limits(), eval, progress, solverNodes);
    report.nodes += solverNodes;
    if (provenLoss) {
        report.proven = true;
        report.value = lossIn(kMaxPly);
    }
    report.seconds = secondsSince(started);
    return report;
}

inline MoveReport think(AnyClobber& pos, const AgentSettings& s, ProgressFn progress = {}) {
    return std::visit([&](auto& p) { return think(p, s, std::move(progress)); }, pos);
}

} // namespace gametree
