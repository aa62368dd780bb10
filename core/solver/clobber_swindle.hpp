// A swindle: the move to play in a position the solver has proved lost.
//
// Every move loses against perfect play, so the engine's search has nothing
// to choose by but its evaluation. Against an engine that cannot see the end
// (Fairy-Stockfish at 100 ms a move on 6x5 erred in a quarter of the games
// gametree had proved lost at 22-25 discs) the move that leaves the opponent
// the fewest winning replies is the one most likely to make it err: every
// other reply hands the win back. So for each of our moves the solver counts
// the opponent's winning replies (a reply wins for them if the position after
// it is lost for us), reusing the table of the proof that the root is lost;
// the move with the fewest is played, and among equals the one that leaves
// the opponent the most replies in all (more ways to go wrong).
//
// Children are counted in order of fewest replies, and a child's count stops
// as soon as it can no longer beat the best so far, so most children cost a
// few solves. A reply the solver does not settle within its budget counts as
// not winning: it is at least hard to find.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>

#include "solver/clobber_solver.hpp"

namespace gametree {

struct SwindleLimits {
    uint64_t replyNodes = 0; // per reply's solve, 0: none
    double seconds = 0;      // for the whole count, 0: none
    // Only moves with at most this many winning replies are wanted (0: any):
    // a move's count stops past it, which saves most of the work where every
    // move leaves many (a precomputed swindle book, core/proof/swindle_book.hpp).
    int maxWinning = 0;
};

struct SwindleChoice {
    ClobberMove move{};
    int winningReplies = 0; // the opponent's replies that still win for them
    int replies = 0;        // all the opponent's replies
    bool complete = true;   // every move was counted (not stopped by the time)
    uint64_t nodes = 0;
};

// The move of pos (proved lost for its mover) with the fewest winning
// replies for the opponent; nothing if pos has no move, if none has at most
// limits.maxWinning, or if the time ran out before one move was counted in
// full. With only a node limit the result
// depends on the position, the limits and the solver's table alone.
template <int W>
std::optional<SwindleChoice> swindleMove(ClobberSolver<W>& solver, const Clobber<W>& pos,
                                         const SwindleLimits& limits) {
    using P = Clobber<W>;
    const auto started = std::chrono::steady_clock::now();
    auto left = [&] {
        return limits.seconds -
               std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    typename P::Moves moves;
    pos.generate(moves);
    if (moves.size() == 0) return std::nullopt;
    // (replies, index), fewest replies first; the index keeps equal counts in
    // generation order, so the choice does not depend on the sort.
    struct Entry {
        int replies;
        int index;
    };
    Entry order[P::kMaxMoves];
    for (std::size_t i = 0; i < moves.size(); ++i) {
        P child = pos;
        child.make(moves[i]);
        order[i] = {child.countMoves(), int(i)};
    }
    auto fewerFirst = [](const Entry& a, const Entry& b) {
        return a.replies != b.replies ? a.replies < b.replies : a.index < b.index;
    };
    std::sort(order, order + moves.size(), fewerFirst);
    std::optional<SwindleChoice> best;
    uint64_t nodes = 0;
    bool timedOut = false;
    auto beats = [&](int winning, int replies) {
        if (!best) return !limits.maxWinning || winning <= limits.maxWinning;
        return winning < best->winningReplies ||
               (winning == best->winningReplies && replies > best->replies);
    };
    for (std::size_t k = 0; k < moves.size() && !timedOut; ++k) {
        const ClobberMove m = moves[std::size_t(order[k].index)];
        P child = pos;
        child.make(m);
        const int replies = order[k].replies;
        if (replies == 0) continue; // the opponent loses: cannot happen in a proved loss
        typename P::Moves answers;
        child.generate(answers);
        // Replies that leave us the fewest moves first: they win for the
        // opponent most often, so a child that cannot beat the best is left
        // soonest.
        Entry byReplies[P::kMaxMoves];
        for (std::size_t i = 0; i < answers.size(); ++i) {
            P after = child;
            after.make(answers[i]);
            byReplies[i] = {after.countMoves(), int(i)};
        }
        std::sort(byReplies, byReplies + answers.size(), fewerFirst);
        int winning = 0;
        bool counted = true;
        for (std::size_t j = 0; j < answers.size(); ++j) {
            if (!beats(winning, replies)) {
                counted = false; // cannot beat the best: stop counting
                break;
            }
            P after = child;
            after.make(answers[std::size_t(byReplies[j].index)]);
            if (after.result() != Result::Ongoing) {
                ++winning; // we have no move left: lost
                continue;
            }
            double seconds = 0;
            if (limits.seconds > 0) {
                seconds = left();
                if (seconds <= 0) {
                    timedOut = true;
                    break;
                }
            }
            solver.setTimeLimit(seconds);
            const SolveResult r = solver.solve(after, {}, limits.replyNodes);
            nodes += r.nodes;
            if (!r.solved && limits.seconds > 0 && left() <= 0) {
                timedOut = true;
                break;
            }
            if (r.solved && !r.moverWins) ++winning;
        }
        if (timedOut) break;
        if (counted && beats(winning, replies)) best = SwindleChoice{m, winning, replies, true, 0};
    }
    solver.setTimeLimit(0);
    if (best) {
        best->complete = !timedOut;
        best->nodes = nodes;
    }
    return best;
}

} // namespace gametree
