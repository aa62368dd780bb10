// An agent's move in any game: one of the plain searches or the engine, under
// a depth and, for the engine, a time limit, with a heuristic given as an
// evaluation function. Every game's front end (the program, the page, the
// tournament) picks its moves through this, so the same settings report the
// same move, value and node count everywhere.
#pragma once

#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "search/engine_search.hpp"
#include "search/search.hpp"

namespace gametree {

inline constexpr int kMaxSearchDepth = 64;

inline constexpr std::array<std::string_view, 3> kAlgorithmNames{"minimax", "alphabeta", "engine"};

inline std::optional<Algorithm> parseAlgorithm(std::string_view name) {
    for (std::size_t i = 0; i < kAlgorithmNames.size(); ++i)
        if (kAlgorithmNames[i] == name) return Algorithm(i);
    return std::nullopt;
}

inline std::string_view algorithmName(Algorithm a) { return kAlgorithmNames[std::size_t(a)]; }

// How far an agent searches, whatever the game and heuristic.
struct SearchLimits {
    Algorithm algorithm = Algorithm::AlphaBeta;
    int depth = 4;                                  // 1 .. kMaxSearchDepth
    int timeMs = 0;                                 // engine only; 0: no time limit
    std::size_t tableBytes = std::size_t{16} << 20; // engine only: transposition table
    bool useBook = true; // Clobber's engine only: play from the proof books first
    // Engine only: when the move's time began, if before the search (see
    // EngineLimits::start); by default when searchMove is called.
    std::optional<std::chrono::steady_clock::time_point> start;
    // Engine only: a table kept between the moves of a game, searched on
    // without clearing (EngineLimits::keepTable); null: a fresh one of
    // tableBytes.
    TranspositionTable* keptTable = nullptr;
};

// Where a move came from: a search, the exact solver, or a proof book's
// entry (no search at all).
enum class MoveSource : uint8_t { Search, Solver, Book };

template <class Move>
struct MoveReportOf {
    bool hasMove = false;
    Move move{};
    int value = 0; // from the mover's side
    uint64_t nodes = 0;
    double seconds = 0;
    int depth = 0;
    std::vector<Move> pv;
    bool proven = false;    // an exact solver proved the result: value is exact
    bool provenWin = false; // ...and the mover wins with perfect play
    MoveSource source = MoveSource::Search;
    std::string_view book; // Book: the name of the book that gave the move
};

// Called during a search with the nodes so far and the depth under way.
using ProgressFn = std::function<void(uint64_t nodes, int depth)>;

// What the engine found in an iteration it finished: the move it would play
// now, its value (from the mover's side) and the principal variation. Only
// the engine deepens step by step; plain minimax and alpha-beta report none.
template <class Move>
struct IterationReportOf {
    int depth = 0;
    int value = 0;
    uint64_t nodes = 0;
    std::span<const Move> pv; // valid during the call only
};
template <class Move>
using IterationFnOf = std::function<void(const IterationReportOf<Move>&)>;

// Searches pos with `eval`, an int(const G&, Side me) heuristic. `nodesBefore`
// is added to the counts the callbacks see (work done before, such as a
// solver's attempt). The report's seconds are left to the caller.
// `onIteration` hears of each iteration the engine finishes.
template <Game G, class Eval>
MoveReportOf<typename G::Move> searchMove(G& pos, const SearchLimits& limits, Eval eval,
                                          const ProgressFn& progress, uint64_t nodesBefore = 0,
                                          const IterationFnOf<typename G::Move>& onIteration = {}) {
    MoveReportOf<typename G::Move> report;
    if (limits.algorithm == Algorithm::Engine) {
        // The clock starts before the table is made: making it takes
        // milliseconds, which count against the move's time.
        const auto start = limits.start.value_or(std::chrono::steady_clock::now());
        std::optional<TranspositionTable> fresh;
        if (!limits.keptTable) fresh.emplace(limits.tableBytes);
        TranspositionTable& tt = limits.keptTable ? *limits.keptTable : *fresh;
        // The engine's killer and PV tables are large: keep them off the stack.
        auto engine = std::make_unique<EngineSearch<G, Eval>>(tt, eval);
        EngineLimits engineLimits;
        engineLimits.maxDepth = limits.depth;
        engineLimits.timeMs = limits.timeMs;
        engineLimits.start = start;
        engineLimits.keepTable = limits.keptTable != nullptr;
        auto r = engine->run(pos, engineLimits, [&](const EngineProgress& p) {
            if (progress) progress(nodesBefore + p.nodes, p.depth);
            if (p.iterationDone && onIteration)
                onIteration({p.depth, p.value, nodesBefore + p.nodes, engine->rootPv()});
        });
        report.hasMove = r.hasMove;
        report.move = r.best;
        report.value = r.value;
        report.nodes = r.nodes;
        report.depth = r.depth;
        report.pv = std::move(r.pv);
        return report;
    }
    const int depth = limits.depth;
    auto onNodes = [&progress, depth, nodesBefore](uint64_t nodes) {
        if (progress) progress(nodesBefore + nodes, depth);
    };
    auto r = search(pos, limits.algorithm, depth, eval, onNodes);
    report.hasMove = r.hasMove;
    report.move = r.best;
    report.value = r.value;
    report.nodes = r.nodes;
    report.depth = r.depth;
    report.pv = std::move(r.pv);
    return report;
}

// The report of a move whose result is proven (by a solver or a proof
// book): a win, or in a lost position the move chosen to resist.
template <class Move>
MoveReportOf<Move> provenMoveReport(Move m, uint64_t nodes, bool moverWins) {
    MoveReportOf<Move> report;
    report.hasMove = true;
    report.move = m;
    report.pv = {m};
    report.value = moverWins ? winIn(kMaxPly) : lossIn(kMaxPly);
    report.nodes = nodes;
    report.proven = true;
    report.provenWin = moverWins;
    return report;
}

inline double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace gametree
