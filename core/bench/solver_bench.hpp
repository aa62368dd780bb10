// The solver's benchmark: fixed sets of 6x6 Clobber openings, each solved
// with a fresh table under a time or node cap (docs/performance.md, "The
// 6x6 benchmark").
//
// Sets:
//   6x6-first    the 15 first moves of 6x6 that differ after symmetry
//                (35 discs, White to move);
//   6x6-replies  every White reply to the candidate first moves
//                kSolveBenchCandidates (34 discs, Black to move).
// A first move is kept when no symmetry of the board that maps the start to
// itself takes it to a move met earlier in generation order. On a square
// board with an even side those are the identity, the half turn and the two
// diagonal reflections; the quarter turns and the reflections through the
// middle of the sides swap the colours, and so exchange who moves first, so
// they do not map one first move of Black onto another. Nothing of the
// position after a first move is symmetric any more, so every reply counts.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "games/clobber/clobber_text.hpp"
#include "solver/clobber_root_order.hpp"

namespace gametree {

struct SolveBenchPosition {
    std::string name; // the moves from the start, as "c3c4 d3c3"
    AnyClobber position;
};

inline constexpr const char* kSolveBenchSets[] = {"6x6-first", "6x6-replies"};
// The first moves whose every reply is in 6x6-replies.
inline constexpr const char* kSolveBenchCandidates[] = {"a1a2", "c3c4"};

// The moves of the side to move in the start of a rows x cols board that no
// symmetry of that start maps to a move earlier in generation order.
std::vector<ClobberMove> distinctFirstMoves(int rows, int cols);

// The positions of a named set, in a fixed order; empty for an unknown name.
std::vector<SolveBenchPosition> solveBenchSet(std::string_view set);

struct SolveBenchLine {
    int index = 0; // from 1
    std::string name;
    bool solved = false;
    Side mover = Side::First;
    bool moverWins = false;
    std::string move; // the winning move, when the mover wins
    uint64_t nodes = 0;
    double seconds = 0;         // wall time
    double cpuSeconds = 0;      // processor time
    std::size_t storeBytes = 0; // the game store's memory, beside the table
};

struct SolveBenchLimits {
    std::size_t tableBytes = std::size_t{1} << 30;
    double timeCap = 60;  // seconds per position, 0: none
    bool cpuTime = true;  // the cap counts processor time, not wall time
    uint64_t nodeCap = 0; // nodes per position, 0: none
    // The search: the depth-first solver (core/solver/clobber_solver.hpp) or
    // proof-number search over it (core/solver/clobber_dfpn.hpp).
    enum class Method { DepthFirst, Dfpn } method = Method::DepthFirst;
    int leafDiscs = 20;  // df-pn: positions this small go to the depth-first solver
    uint64_t budget = 0; // df-pn: nodes of the depth-first solver's try at a new node
    // The depth-first solver: the depth of the search that orders the root's
    // moves (ClobberSolver::setRootOrder), 0 for the solver's own order.
    int rootOrder = ClobberRootOrder<1>::kDefaultDepth;
    // When set, each position's solver starts from the table saved in this
    // file (if it exists) and saves its table there when done, so that
    // positions share what they proved.
    std::string tableFile;
    // The depth-first solver: when trace is set, each move searched at
    // depths 0 to traceDepth, as a line of text once its search ends
    // (ClobberSolver::setTrace): "  d1 e2e3 nodes 13705403 fails, refuted
    // by d2d3", indented by depth.
    int traceDepth = 0;
    std::function<void(const std::string&)> trace;
    // The depth-first solver's threads (ClobberSolver::setThreads): the
    // result and the move are the same with any number.
    int threads = 0; // 0: the solver without setThreads
};

// Solves each position with a fresh solver; calls report after each. Throws
// std::runtime_error when the table file cannot be read or written.
std::vector<SolveBenchLine> runSolveBench(const std::vector<SolveBenchPosition>& positions,
                                          const SolveBenchLimits& limits,
                                          const std::function<void(const SolveBenchLine&)>& report);

} // namespace gametree
