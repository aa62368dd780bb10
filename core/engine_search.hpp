// The strong search, generic over any Game: iterative deepening of a
// principal variation search (negamax alpha-beta with null windows) over a
// transposition table, ordering moves by the table move, two killer moves per
// ply and a history table, under a depth limit and an optional time limit.
//
// With a time limit off, the same position, depth and table size always give
// the same move, value and node count: the table and the ordering tables are
// cleared at the start of every search and nothing depends on the clock.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <vector>

#include "game.hpp"
#include "tt.hpp"

namespace gametree {

struct EngineLimits {
    int maxDepth = 64;
    int timeMs = 0; // 0: no time limit
};

struct EngineProgress {
    int depth = 0; // the iteration under way, or the one just completed
    uint64_t nodes = 0;
    double seconds = 0;
    bool iterationDone = false;
    int value = 0; // valid when iterationDone
};

template <class Move>
struct EngineResult {
    bool hasMove = false;
    Move best{};
    int value = 0; // from the side to move at the root
    uint64_t nodes = 0;
    int depth = 0; // last completed iteration
    bool timedOut = false;
    std::vector<Move> pv;
};

// Eval is any callable int(const G&, Side me), as for PlainSearch.
template <Game G, class Eval>
class EngineSearch {
  public:
    using Move = typename G::Move;
    using Progress = std::function<void(const EngineProgress&)>;
    static constexpr uint64_t kProgressInterval = uint64_t{1} << 16;
    static constexpr int kMaxDepth = 128;

    EngineSearch(TranspositionTable& tt, Eval eval)
        : tt_(tt), eval_(eval), history_(2 * historySize()) {}

    EngineResult<Move> run(G& pos, EngineLimits limits, Progress progress = {}) {
        pos_ = &pos;
        limits_ = limits;
        progress_ = std::move(progress);
        started_ = std::chrono::steady_clock::now();
        nodes_ = 0;
        stopped_ = false;
        tt_.clear();
        std::fill(history_.begin(), history_.end(), 0);
        for (auto& k : killers_) k[0] = k[1] = Move{};

        EngineResult<Move> result;
        typename G::Moves rootMoves;
        if (pos.result() == Result::Ongoing) pos.generate(rootMoves);
        if (rootMoves.empty()) {
            result.value = terminalScore(pos.result(), pos.sideToMove(), 0);
            return result;
        }
        // A fallback so that even a search stopped in its first iteration moves.
        result.hasMove = true;
        result.best = rootMoves[0];
        result.pv = {rootMoves[0]};

        const int maxDepth = std::clamp(limits.maxDepth, 1, kMaxDepth - 1);
        for (int depth = 1; depth <= maxDepth; ++depth) {
            const int value = pvs(depth, 0, -kInfinity, kInfinity);
            if (stopped_) {
                result.timedOut = true;
                break;
            }
            result.value = value;
            result.depth = depth;
            result.pv.assign(pv_[0], pv_[0] + pvLength_[0]);
            if (!result.pv.empty()) result.best = result.pv.front();
            report(depth, true, value);
            // A proven result within the horizon cannot change at greater depth.
            if (isDecisive(value) && kWin - std::abs(value) <= depth) break;
        }
        result.nodes = nodes_;
        return result;
    }

  private:
    double elapsed() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    }

    void report(int depth, bool done, int value) {
        if (!progress_) return;
        EngineProgress p;
        p.depth = depth;
        p.nodes = nodes_;
        p.seconds = elapsed();
        p.iterationDone = done;
        p.value = value;
        progress_(p);
    }

    // Counts the node; every few thousand nodes checks the clock and reports.
    void countNode(int depth) {
        ++nodes_;
        if ((nodes_ & 1023) == 0 && limits_.timeMs > 0 && elapsed() * 1000 >= limits_.timeMs)
            stopped_ = true;
        if ((nodes_ & (kProgressInterval - 1)) == 0) report(depth, false, 0);
    }

    // A game may offer a compact history index (G::kHistorySize entries), so
    // the table stays in the first-level cache; else the packed move is used.
    static constexpr std::size_t historySize() {
        if constexpr (requires { G::kHistorySize; })
            return G::kHistorySize;
        else
            return 65536;
    }
    int& history(Side s, Move m) {
        std::size_t i;
        if constexpr (requires { G::historyIndex(m); })
            i = G::historyIndex(m);
        else
            i = packMove(m);
        return history_[std::size_t(index(s)) * historySize() + i];
    }

    // Move ordering. Each move gets a key: its score (the table move first,
    // then the two killers of this ply, then by history) in the high bits and
    // 0xFFFF minus its place in the list in the low 16 bits, so keys are
    // distinct and the largest key is the best-scored move, the first of
    // equals winning. Returns the place of the table move, or the list's size.
    std::size_t scoreMoves(const typename G::Moves& moves, int64_t* keys, Move ttMove,
                           bool hasTTMove, int ply) {
        const Side s = pos_->sideToMove();
        const Move k0 = killers_[ply][0], k1 = killers_[ply][1];
        std::size_t ttIndex = moves.size();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            int score;
            if (hasTTMove && m == ttMove) {
                score = 1 << 30;
                ttIndex = i;
            } else if (m == k0) {
                score = (1 << 30) - 1;
            } else if (m == k1) {
                score = (1 << 30) - 2;
            } else {
                score = history(s, m);
            }
            keys[i] = orderKey(score, i);
        }
        return ttIndex;
    }
    static int64_t orderKey(int score, std::size_t i) {
        return int64_t(uint64_t(int64_t(score)) << 16) | int64_t(0xFFFF - i);
    }
    static_assert(G::kMaxMoves <= 0x10000, "move places fit in 16 bits");

    // Brings the best-keyed of moves[i..] to place i, by swapping it with the
    // move there. Most nodes are cut off after a move or two, so picking one at
    // a time beats sorting a list of up to 480 moves; the keys make the scan a
    // plain maximum, with no index to carry.
    static void pickNext(typename G::Moves& moves, int64_t* keys, std::size_t i) {
        int64_t best = keys[i];
        for (std::size_t j = i + 1; j < moves.size(); ++j) best = std::max(best, keys[j]);
        swapInto(moves, keys, i, 0xFFFF - std::size_t(best & 0xFFFF));
    }
    // Moves the move at place `from` (>= i) to place i; the move at i takes
    // its place, and its key the new place.
    static void swapInto(typename G::Moves& moves, int64_t* keys, std::size_t i, std::size_t from) {
        if (from == i) return;
        std::swap(moves[i], moves[from]);
        keys[from] = (keys[i] & ~int64_t{0xFFFF}) | int64_t(0xFFFF - from);
    }

    // A node at the depth limit: counted like any other and scored by the
    // heuristic unless the game is over. Most nodes are these, so they are
    // kept out of pvs and its large frame.
    [[gnu::always_inline]] int leaf(int ply) {
        countNode(0);
        pvLength_[ply] = 0;
        if (stopped_) return 0;
        G& pos = *pos_;
        const Side us = pos.sideToMove();
        const Result r = pos.result();
        if (r != Result::Ongoing) return terminalScore(r, us, ply);
        return eval_(pos, us);
    }

    int pvs(int depth, int ply, int alpha, int beta) {
        G& pos = *pos_;
        if (depth <= 0 || ply >= kMaxDepth - 1) return leaf(ply);
        countNode(depth);
        pvLength_[ply] = 0;
        if (stopped_) return 0;

        const Side us = pos.sideToMove();
        const Result r = pos.result();
        if (r != Result::Ongoing) return terminalScore(r, us, ply);

        const bool pvNode = beta - alpha > 1;
        const uint64_t key = pos.hash();
        Move ttMove{};
        bool hasTTMove = false;
        if (const TTEntry* e = tt_.probe(key)) {
            ttMove = unpackMove<Move>(e->move);
            hasTTMove = true;
            if (!pvNode && ply > 0 && e->depth >= depth) {
                const int s = scoreFromTT(e->score, ply);
                if (e->bound() == Bound::Exact || (e->bound() == Bound::Lower && s >= beta) ||
                    (e->bound() == Bound::Upper && s <= alpha))
                    return s;
            }
        }

        typename G::Moves moves;
        pos.generate(moves);
        if (moves.empty()) return terminalScore(winFor(opponent(us)), us, ply);
        int64_t keys[G::kMaxMoves];
        const std::size_t ttIndex = scoreMoves(moves, keys, ttMove, hasTTMove, ply);
        // Children at the depth limit are leaves: call leaf() for them directly.
        const bool leaves = depth == 1 || ply + 1 >= kMaxDepth - 1;

        const int alphaOrig = alpha;
        int best = -kInfinity;
        Move bestMove = moves[0];
        for (std::size_t i = 0; i < moves.size(); ++i) {
            // The table move has the largest key: no need to look for it.
            if (i == 0 && ttIndex < moves.size())
                swapInto(moves, keys, 0, ttIndex);
            else
                pickNext(moves, keys, i);
            const Move m = moves[i];
            pos.make(m);
            int score;
            if (leaves) {
                // A leaf's score does not depend on the window, but a second
                // visit is counted as a node like any re-search.
                score = -leaf(ply + 1);
                if (i > 0 && score > alpha && score < beta && !stopped_) score = -leaf(ply + 1);
            } else if (i == 0) {
                score = -pvs(depth - 1, ply + 1, -beta, -alpha);
            } else {
                // Prove the move worse with a null window; search it fully only if it is not.
                score = -pvs(depth - 1, ply + 1, -alpha - 1, -alpha);
                if (score > alpha && score < beta && !stopped_)
                    score = -pvs(depth - 1, ply + 1, -beta, -alpha);
            }
            pos.unmake(m);
            if (stopped_) return 0;

            if (score > best) {
                best = score;
                bestMove = m;
                if (score > alpha) {
                    alpha = score;
                    pv_[ply][0] = m;
                    for (int j = 0; j < pvLength_[ply + 1]; ++j) pv_[ply][j + 1] = pv_[ply + 1][j];
                    pvLength_[ply] = pvLength_[ply + 1] + 1;
                }
            }
            if (alpha >= beta) {
                if (!(m == killers_[ply][0])) {
                    killers_[ply][1] = killers_[ply][0];
                    killers_[ply][0] = m;
                }
                int& h = history(us, m);
                h += depth * depth;
                if (h > (1 << 26)) // keep history far below the killer scores
                    for (int& v : history_) v /= 2;
                break;
            }
        }

        const Bound bound = best >= beta       ? Bound::Lower
                            : best > alphaOrig ? Bound::Exact
                                               : Bound::Upper;
        tt_.store(key, scoreToTT(best, ply), packMove(bestMove), depth, bound);
        return best;
    }

    TranspositionTable& tt_;
    Eval eval_;
    G* pos_ = nullptr;
    EngineLimits limits_;
    Progress progress_;
    std::chrono::steady_clock::time_point started_;
    uint64_t nodes_ = 0;
    bool stopped_ = false;
    std::vector<int> history_;
    Move killers_[kMaxDepth][2] = {};
    Move pv_[kMaxDepth][kMaxDepth] = {};
    int pvLength_[kMaxDepth] = {};
};

} // namespace gametree
