// A Clobber agent: an algorithm, a depth and a heuristic, and the one call
// that picks its move in a position. The command-line program, the WebAssembly
// facade and the tournament all play through this, so they report the same
// move, value and node count for the same settings.
#pragma once

#include <algorithm>
#include <chrono>
#include <variant>

#include "engine/clobber_book_move.hpp"
#include "engine/clobber_engine_memory.hpp"
#include "games/clobber/clobber_heuristics.hpp"
#include "games/clobber/clobber_text.hpp"
#include "search/agent.hpp"
#include "solver/clobber_solver.hpp"
#include "solver/clobber_swindle.hpp"

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
    // engine only: when the move's time began, if before think (the caller
    // made the tables the engine keeps between moves); by default at think.
    std::optional<std::chrono::steady_clock::time_point> start;

    SearchLimits limits() const {
        return {algorithm, depth, timeMs, tableBytes, useBook, {}, nullptr};
    }
};

// The engine tries the exact solver first and plays perfectly when it proves
// the result. Without a time limit (a fixed depth, as in the bench) it does so
// once kPerfectPlayDiscs or fewer discs are left, within kPerfectPlayNodes
// nodes, so the result depends on nothing but the position. With a time limit
// it runs for kSolverSharePercent of the move's time (but at least
// kSolverMinNodes nodes, so small proofs never depend on the machine's speed)
// and the search gets what is left.
inline constexpr int kPerfectPlayDiscs = 22;
inline constexpr uint64_t kPerfectPlayNodes = 200'000;
inline constexpr int kSolverSharePercent = 70;
inline constexpr uint64_t kSolverMinNodes = 5'000;
// In a proven loss, the share of what is left of the move's time that goes to
// counting the opponent's winning replies (the rest is a margin).
inline constexpr int kSwindleSharePercent = 90;
// With the tables kept between moves (core/engine/clobber_engine_memory.hpp), a
// position that follows the engine's own proven win is won, and the solver
// will prove it: it gets this share of the move's time, the search only
// what is left as a fallback. On 6x5 such positions of 25 discs past the
// opening book's answers take a fresh solver up to some 90,000 nodes,
// more than 70% of 100 ms buys (docs/performance.md).
inline constexpr int kKnownWinSharePercent = 95;

// With a time limit the solver is tried when few enough discs are in large
// live regions: regions holding both colours (the others are dead and cost
// it nothing) and more than the solver's kSmallRegion discs (smaller ones it
// takes at their precomputed value). Measured on positions of engine games on
// 6x5, 6x6, 8x8 and 10x10 (docs/performance.md, "Exact play within a move"), its
// median proof takes about 1,200 nodes at 22 such discs and 2.9 times as many
// per disc more. It is tried up to the count whose median proof is at most 4
// times what its share of the time buys at a cautious 250,000 nodes per
// second (a third of the proofs at those counts take a tenth of the median):
// that is where the engine's own search went wrong in games against
// Fairy-Stockfish, from won positions of 24 and 25 discs on 6x5.
template <int W>
int largeLiveDiscs(const Clobber<W>& p) {
    int discs = 0;
    forEachComponent(p, p.occupied(), [&](const Bits<W>& region) {
        const int n = region.count();
        if (n > ClobberSolver<W>::kSmallRegion && (region & p.discs(Side::First)).any() &&
            (region & p.discs(Side::Second)).any())
            discs += n;
    });
    return discs;
}

inline int timedSolverLiveDiscs(int timeMs) {
    const double reach = 4.0 * timeMs * kSolverSharePercent / 100.0 * 250;
    int limit = 22;
    double median = 1200; // at 22 discs in large live regions
    while (median > reach && limit > 0) {
        median /= 2.9;
        --limit;
    }
    while (median * 2.9 <= reach) {
        median *= 2.9;
        ++limit;
    }
    return limit;
}

// Beyond that count a proof is often still cheap (a third of the positions
// with 25 or 26 such discs took at most 5,000 nodes, against 0 to 6% with
// more), so up to kSolverQuickTryDiscs the solver is tried for its node floor
// alone: a few milliseconds.
inline constexpr int kSolverQuickTryDiscs = 26;

using MoveReport = MoveReportOf<ClobberMove>;

using IterationFn = IterationFnOf<ClobberMove>;

// A book's winning move costs no time. With the solver kept between moves
// and a time limit, the engine spends its share of the move's time on the
// position the move leaves, which the book proves lost for the opponent:
// what it proves there (the opponent's replies, each with a winning answer)
// is in the table when the engine moves next. Most replies are proved at the
// next move in a few milliseconds anyway; the ones that matter are the few
// that take more than a move's time (past the 6x5 opening book's answers to
// the opponent's errors, up to some 110,000 nodes at 25 discs:
// docs/performance.md). So each reply is tried with a small budget first,
// and the time goes to the ones still open, with budgets that grow fourfold
// a round.
inline constexpr uint64_t kAheadFirstBudget = 2'000;

template <int W>
void thinkAhead(ClobberSolver<W>& solver, const Clobber<W>& pos, ClobberMove move, double seconds) {
    if (seconds < 1e-3) return;
    const auto started = std::chrono::steady_clock::now();
    Clobber<W> after = pos;
    after.make(move);
    typename Clobber<W>::Moves replies;
    after.generate(replies);
    bool open[Clobber<W>::kMaxMoves];
    std::fill(open, open + replies.size(), true);
    std::size_t left = replies.size();
    for (uint64_t budget = kAheadFirstBudget; left > 0; budget *= 4) {
        for (std::size_t i = 0; i < replies.size(); ++i) {
            if (!open[i]) continue;
            const double remaining = seconds - secondsSince(started);
            if (remaining < 1e-3) {
                solver.setTimeLimit(0);
                return;
            }
            Clobber<W> child = after;
            child.make(replies[i]);
            solver.setTimeLimit(remaining);
            if (solver.solve(child, {}, budget).solved) {
                open[i] = false;
                --left;
            }
        }
    }
    solver.setTimeLimit(0);
}

// `memory`: what the engine keeps between the moves of a game
// (core/engine/clobber_engine_memory.hpp); null, everything is made afresh for this
// move, so that the move depends on nothing but the position and settings.
template <int W>
MoveReport think(Clobber<W>& pos, const AgentSettings& s, ProgressFn progress = {},
                 const IterationFn& onIteration = {}, ClobberEngineMemory<W>* memory = nullptr) {
    // Every part of the move (the book's solver, the solver, the search, and
    // the tables each makes) keeps to one clock started here.
    const auto started = s.start.value_or(std::chrono::steady_clock::now());
    if (s.algorithm != Algorithm::Engine) memory = nullptr;
    const bool timed = s.timeMs > 0;
    const bool knownWon = memory && timed && memory->followsProvenWin(pos);
    if (memory) memory->afterProvenWin.reset();
    // Remembers a proven win's move for the next move (see knownWon).
    auto remember = [&](const MoveReport& r) {
        if (!memory || !r.provenWin) return;
        memory->afterProvenWin = pos;
        memory->afterProvenWin->make(r.move);
    };
    BookSolve bookSolve;
    if (s.algorithm == Algorithm::Engine && s.useBook) {
        if (auto book = bookMove(pos, s.timeMs, &bookSolve, memory ? &memory->solver : nullptr,
                                 knownWon ? kKnownWinSharePercent / 100.0 : kBookSolveShare)) {
            // A move of a book's entry is instant: the book holds the
            // answers to the replies, or its leaf budget promises their
            // proofs to the next move. A move the solver proved past the
            // book's lines has the rest of its time to prove the replies.
            if (memory && timed && book->provenWin && book->source == MoveSource::Solver)
                thinkAhead(memory->solver, pos, book->move,
                           s.timeMs * kKnownWinSharePercent / 1e5 - secondsSince(started));
            remember(*book);
            book->seconds = secondsSince(started);
            return *book;
        }
    }
    uint64_t solverNodes = 0;
    bool provenLoss = false;
    const int large = timed ? largeLiveDiscs(pos) : 0;
    const bool share = timed && (knownWon || large <= timedSolverLiveDiscs(s.timeMs));
    const int sharePercent = knownWon ? kKnownWinSharePercent : kSolverSharePercent;
    // With a time limit, a position the book's solver has had most of the
    // move for and not proved gets no second, fresh solver: it would start
    // over with less and push the move past its time. (A proven loss does,
    // for the swindle's counts in its table.)
    const bool bookTriedInVain = timed && bookSolve.ran && !bookSolve.solved;
    const bool trySolver = s.algorithm == Algorithm::Engine && !bookTriedInVain &&
                           (timed ? knownWon || large <= kSolverQuickTryDiscs
                                  : pos.occupied().count() <= kPerfectPlayDiscs);
    if (trySolver) {
        // A table the share of the time can fill, 16 KiB per millisecond: it
        // is made afresh at every move, and making 16 MiB takes milliseconds,
        // as long as many of the proofs at 100 ms a move.
        const std::size_t table = timed ? std::clamp(std::size_t(share ? s.timeMs : 0) << 14,
                                                     std::size_t{1} << 20, std::size_t{16} << 20)
                                        : std::size_t{16} << 20;
        std::optional<ClobberSolver<W>> fresh;
        if (!memory) fresh.emplace(table);
        ClobberSolver<W>& solver = memory ? memory->solver : *fresh;
        // Its share counts from the move's start, so the book and the table
        // come out of it; with no time left it stops at its node floor.
        const double shareSeconds =
            share ? std::max(0.0, s.timeMs * sharePercent / 1e5 - secondsSince(started)) : 0;
        const SolveResult sr = timed ? solver.solve(pos, {}, kSolverMinNodes, shareSeconds)
                                     : solver.solve(pos, {}, kPerfectPlayNodes);
        solverNodes = sr.nodes;
        if (sr.solved && sr.moverWins) {
            MoveReport report = provenMoveReport(sr.move, solverNodes, true);
            report.source = MoveSource::Solver;
            remember(report);
            report.seconds = secondsSince(started);
            return report;
        }
        provenLoss = sr.solved;
        // A proven loss with time left: the move that leaves the opponent the
        // fewest winning replies (core/solver/clobber_swindle.hpp), counted with the
        // same table; the search decides only if no move was counted in time.
        // (A time of 0 would mean no limit: with none left, the search moves.)
        const double left = s.timeMs / 1000.0 - secondsSince(started);
        if (timed && provenLoss && left > 0.001) {
            if (auto sw = swindleMove(solver, pos, {0, left * kSwindleSharePercent / 100})) {
                MoveReport report = provenMoveReport(sw->move, solverNodes + sw->nodes, false);
                report.source = MoveSource::Solver;
                report.seconds = secondsSince(started);
                return report;
            }
        }
    }
    const ClobberHeuristic h = s.heuristic;
    auto eval = [h](const Clobber<W>& p, Side me) { return evaluate(p, h, me); };
    // The search has what is left of the move's time.
    SearchLimits limits = s.limits();
    limits.start = started;
    if (memory) limits.keptTable = &memory->table;
    MoveReport report = searchMove(pos, limits, eval, progress, solverNodes, onIteration);
    report.nodes += solverNodes;
    if (provenLoss) {
        report.proven = true;
        report.value = lossIn(kMaxPly);
    }
    report.seconds = secondsSince(started);
    return report;
}

inline MoveReport think(AnyClobber& pos, const AgentSettings& s, ProgressFn progress = {},
                        const IterationFn& onIteration = {}, EngineMemory* memory = nullptr) {
    return std::visit(
        [&]<int W>(Clobber<W>& p) {
            if (!memory || s.algorithm != Algorithm::Engine)
                return think(p, s, std::move(progress), onIteration);
            // Making the kept tables, the first time, is part of the move.
            AgentSettings timed = s;
            timed.start = s.start.value_or(std::chrono::steady_clock::now());
            return think(p, timed, std::move(progress), onIteration, &memory->of<W>());
        },
        pos);
}

} // namespace gametree
