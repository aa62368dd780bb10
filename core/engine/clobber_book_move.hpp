// The engine's first resort on boards with a proof book: the book's move.
#pragma once

#include <algorithm>
#include <chrono>
#include <optional>

#include "proof/proof_book.hpp"
#include "proof/swindle_book.hpp"
#include "search/agent.hpp"
#include "solver/clobber_solver.hpp"

namespace gametree {

// Past a book's lines: the solver's nodes per millisecond of the move, and
// its share of the move's time. Those nodes, up to the book's leaf budget,
// are the book's promise (bookLeafBudget: the positions just past its end
// are proven within about that much), and the solver gets them whatever the
// wall clock says. A slow clock had cut them short: with the process stopped
// four fifths of the time, a 100 ms move searched 1,024 nodes where the
// proof of a position just past the 6x5 book takes 41,588 (the e2e test
// book_end_slow_clock), and a busy machine lost proven wins so. The move may
// now take longer than its time there, as long as those nodes take (some
// 0.7 M nodes a second natively: docs/performance.md, "Proofs and books");
// the clock counts only past them.
inline constexpr uint64_t kBookSolveNodesPerMs = 600;
inline constexpr double kBookSolveShare = 0.8;

// The nodes a move of timeMs (0: no limit) gets past a book's end, whatever
// the clock: the book's leaf budget, within kBookSolveNodesPerMs a millisecond.
inline uint64_t bookPromisedNodes(uint64_t budget, int timeMs) {
    return timeMs > 0 ? std::min<uint64_t>(budget, kBookSolveNodesPerMs * uint64_t(timeMs))
                      : budget;
}

// What bookMove's solver did past a book's lines.
struct BookSolve {
    bool ran = false;    // it was tried
    bool solved = false; // and proved who wins (a win is the move returned)
};

// The proof book's move (core/proof/proof_book.hpp); in a position the book proves
// lost, the swindle book's (core/proof/swindle_book.hpp), if it has one; or beyond
// the book's end on a board that has one, the solver's within the book's leaf
// budget (timeMs: the engine's move time): the lines the book leaves off at
// are proven in about that much. Nothing otherwise.
// `kept`: the solver the engine keeps between moves (core/engine/clobber_engine_memory.hpp),
// for the solve past the books' lines; null: a fresh one with the table the
// books' leaves were measured with.
// `share`: of the move's time, for that solve.
template <int W>
std::optional<MoveReportOf<ClobberMove>>
bookMove(const Clobber<W>& pos, int timeMs, BookSolve* tried = nullptr,
         ClobberSolver<W>* kept = nullptr, double share = kBookSolveShare) {
    std::optional<ClobberMove> move;
    uint64_t nodes = 0;
    bool wins = true;
    MoveSource source = MoveSource::Book;
    std::string_view name;
    const auto book = probeBook(pos);
    if (book && book->moverWins) {
        move = book->move;
        name = book->book;
    } else if (const auto swindle = probeSwindleBook(pos)) {
        // Its positions are lost: it is built from proofs, so this holds
        // where the proof books are not compiled in (the page).
        move = swindle->move; // a swindle book's: no name, as they have none
        wins = false;
    } else if (uint64_t budget = book ? 0 : bookLeafBudget(pos.rows(), pos.cols())) {
        // With a time limit, most of it: the lines of the books leave off
        // where this solver proves the winner's moves, some 40,000 nodes on
        // 6x5 at 25 discs past the opening book, and a second, fresh solver
        // after it would start over (it proves some 0.7 M nodes a second
        // natively; docs/performance.md, "Proofs and books").
        const uint64_t promised = bookPromisedNodes(budget, timeMs);
        if (timeMs > 0 && !kept) budget = promised;
        const auto started = std::chrono::steady_clock::now();
        std::optional<ClobberSolver<W>> fresh;
        if (!kept) fresh.emplace(kPastBookTableBytes);
        ClobberSolver<W>& solver = kept ? *kept : *fresh;
        // And a clock, from before the table was made, that counts only past
        // the promised nodes (a kept solver may go on to the whole budget
        // while the time lasts).
        solver.setTimeLimit(
            timeMs > 0 ? std::max(1e-3, timeMs * share / 1000 - secondsSince(started)) : 0);
        solver.setClockFloor(promised);
        const SolveResult sr = solver.solve(pos, {}, budget);
        solver.setTimeLimit(0);
        solver.setClockFloor(0);
        nodes = sr.nodes;
        source = MoveSource::Solver;
        if (tried) *tried = {true, sr.solved};
        if (sr.solved && sr.moverWins) move = sr.move;
    }
    if (!move) return std::nullopt;
    auto report = provenMoveReport(*move, nodes, wins);
    report.source = source;
    report.book = name;
    return report;
}

} // namespace gametree
