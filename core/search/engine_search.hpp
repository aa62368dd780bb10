// The strong search, generic over any Game: iterative deepening of a
// principal variation search (negamax alpha-beta with null windows) over a
// transposition table, ordering moves by the table move, two killer moves per
// ply and a history table, under a depth limit and an optional time limit.
//
// With a time limit off, the same position, depth and table size always give
// the same move, value and node count: the table and the ordering tables are
// cleared at the start of every search (unless the caller keeps the table
// between the moves of a game) and nothing depends on the clock.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "base/game.hpp"
#include "search/history_index.hpp"
#include "search/tt.hpp"

namespace gametree {

struct EngineLimits {
    int maxDepth = 64;
    int timeMs = 0; // 0: no time limit
    // When the time limit's clock started: by default when the search does.
    // A caller that spends part of the move first (making the table, trying
    // a solver) passes the move's start, so that the move keeps to timeMs.
    std::optional<std::chrono::steady_clock::time_point> start;
    // Keep what the table holds from earlier searches (the moves before in
    // the same game) instead of clearing it: entries of older searches are
    // the first replaced. The result then depends on those searches too.
    bool keepTable = false;
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
        : tt_(tt), eval_(eval), history_(2 * historySize<G>()) {}

    EngineResult<Move> run(G& pos, EngineLimits limits, Progress progress = {}) {
        pos_ = &pos;
        limits_ = limits;
        progress_ = std::move(progress);
        started_ = limits.start.value_or(std::chrono::steady_clock::now());
        nodes_ = 0;
        stopped_ = false;
        if (limits.keepTable)
            tt_.newSearch();
        else
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
            iteration_ = depth;
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

    // The principal variation of the iteration just finished, for a progress
    // callback called with iterationDone (valid only during that call).
    std::span<const Move> rootPv() const { return {pv_[0], std::size_t(pvLength_[0])}; }

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

    // Counts the node; every 1,024 nodes checks the clock, and every
    // kProgressInterval nodes reports the iteration under way (not the
    // node's remaining depth, which says nothing to a person watching).
    // A first iteration of fewer than 1,024 nodes (every Clobber and
    // tic-tac-toe position) always finishes, however little time is left.
    void countNode() {
        if ((++nodes_ & 1023) != 0) return;
        if (limits_.timeMs > 0 && elapsed() * 1000 >= limits_.timeMs) stopped_ = true;
        if ((nodes_ & (kProgressInterval - 1)) == 0) report(iteration_, false, 0);
    }

    int& history(Side s, Move m) { return history_[historySlot<G>(s, m)]; }

    // Move ordering. The table move is searched first, then the two killers
    // of this ply (when legal here), then the other moves by history. When the
    // game checks a move's legality cheaply the first three are searched
    // before the moves are even generated, so a refutation found among them
    // saves the generation and the ordering. The others are ordered by keys:
    // the history score in the high 32 bits (read once the first three were
    // searched), 0xFFFF minus the move's place in the list in the next 16, the
    // packed move in the low 16. Keys are distinct, the best-scored move has
    // the largest, equals keep the order of generation, and a key carries its
    // move, so ordering moves is ordering integers.
    static constexpr bool kCheapLegality = requires(const G& g, Move m) {
        { g.isLegal(m) } -> std::same_as<bool>;
    };
    static_assert(G::kMaxMoves <= 0x10000, "move places fit in 16 bits");

    // Puts the keys of the moves, the `skipCount` (at most 3) already
    // searched left out, in keys[], in order; returns how many. A move no
    // cutoff has credited yet has a history score of 0, and such moves keep
    // the order of generation, which is already the order of their keys: only
    // the others need sorting, and they all come first. On the larger boards
    // most moves are of the first kind.
    std::size_t orderKeys(const typename G::Moves& moves, int64_t* keys, const uint16_t* skip,
                          int skipCount) {
        const Side s = pos_->sideToMove();
        // Unused places repeat the first, so every move is compared with all three.
        const uint16_t s0 = skip[0], s1 = skip[skipCount > 1 ? 1 : 0],
                       s2 = skip[skipCount > 2 ? 2 : 0];
        int64_t unscored[G::kMaxMoves];
        std::size_t scoredCount = 0, unscoredCount = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            const uint16_t packed = packMove(m);
            if (skipCount > 0 && ((packed == s0) | (packed == s1) | (packed == s2))) continue;
            const int score = history(s, m);
            const int64_t key =
                int64_t(uint64_t(uint32_t(score)) << 32 | uint64_t(0xFFFF - i) << 16 | packed);
            if (score != 0)
                keys[scoredCount++] = key;
            else
                unscored[unscoredCount++] = key;
        }
        std::sort(keys, keys + scoredCount, std::greater<int64_t>());
        std::copy(unscored, unscored + unscoredCount, keys + scoredCount);
        return scoredCount + unscoredCount;
    }
    static Move keyMove(int64_t key) { return unpackMove<Move>(uint16_t(key)); }

    // A node at the depth limit: counted like any other and scored by the
    // heuristic unless the game is over. Most nodes are these, so they are
    // kept out of pvs and its large frame.
    [[gnu::always_inline]] int leaf(int ply) {
        countNode();
        pvLength_[ply] = 0;
        if (stopped_) return 0;
        G& pos = *pos_;
        const Side us = pos.sideToMove();
        const Result r = pos.result();
        if (r != Result::Ongoing) return terminalScore(r, us, ply);
        return eval_(pos, us);
    }

    // What pvs keeps of one node while it searches the node's moves.
    struct Node {
        int depth, ply, alpha, beta;
        bool leaves; // the children are at the depth limit
        int best = -kInfinity;
        Move bestMove{};
        int searched = 0;
    };

    // Searches move m of node n; true when the search must stop here: the
    // move refutes the node, or time is up.
    [[gnu::always_inline]] bool visit(Node& n, Move m) {
        G& pos = *pos_;
        pos.make(m);
        if constexpr (!kHashAfter) {
            if (!n.leaves) tt_.prefetch(pos.hash());
        }
        int score;
        if (n.leaves) {
            // A leaf's score does not depend on the window, but a second
            // visit is counted as a node like any re-search.
            score = -leaf(n.ply + 1);
            if (n.searched > 0 && score > n.alpha && score < n.beta && !stopped_)
                score = -leaf(n.ply + 1);
        } else if (n.searched == 0) {
            score = -pvs(n.depth - 1, n.ply + 1, -n.beta, -n.alpha);
        } else {
            // Prove the move worse with a null window; search it fully only if it is not.
            score = -pvs(n.depth - 1, n.ply + 1, -n.alpha - 1, -n.alpha);
            if (score > n.alpha && score < n.beta && !stopped_)
                score = -pvs(n.depth - 1, n.ply + 1, -n.beta, -n.alpha);
        }
        pos.unmake(m);
        ++n.searched;
        if (stopped_) return true;

        if (score > n.best) {
            n.best = score;
            n.bestMove = m;
            if (score > n.alpha) {
                n.alpha = score;
                const int ply = n.ply;
                pv_[ply][0] = m;
                for (int j = 0; j < pvLength_[ply + 1]; ++j) pv_[ply][j + 1] = pv_[ply + 1][j];
                pvLength_[ply] = pvLength_[ply + 1] + 1;
            }
        }
        if (n.alpha < n.beta) return false;
        if (!(m == killers_[n.ply][0])) {
            killers_[n.ply][1] = killers_[n.ply][0];
            killers_[n.ply][0] = m;
        }
        int& h = history(pos.sideToMove(), m);
        h += n.depth * n.depth;
        if (h > (1 << 26)) // keep history far inside the 31 bits of an ordering key
            for (int& v : history_) v /= 2;
        return true;
    }

    // Asks for the table entry of the position after move m to be brought
    // into the cache. A probe that misses the cache costs more than the rest
    // of a node, so where the game gives the hash after a move without
    // playing it, each child's entry is asked for before its elder sibling is
    // searched; else just before the child itself is.
    static constexpr bool kHashAfter = requires(const G& g, Move m) {
        { g.hashAfter(m) } -> std::same_as<uint64_t>;
    };
    void prefetchChild([[maybe_unused]] Move m) {
        if constexpr (kHashAfter) tt_.prefetch(pos_->hashAfter(m));
    }

    // Searches the moves of node n in order; true when stopped early (a
    // refutation, or time is up).
    bool searchMoves(Node& n, Move ttMove, bool hasTTMove) {
        G& pos = *pos_;
        if (!n.leaves) {
            if (hasTTMove) prefetchChild(ttMove);
            prefetchChild(killers_[n.ply][0]);
            prefetchChild(killers_[n.ply][1]);
        }
        typename G::Moves moves;
        if constexpr (!kCheapLegality) pos.generate(moves);
        auto legal = [&](Move m) {
            if constexpr (kCheapLegality)
                return pos.isLegal(m);
            else
                return std::find(moves.begin(), moves.end(), m) != moves.end();
        };
        // The table move and the killers, each at most once.
        uint16_t searched[3] = {};
        int searchedCount = 0;
        const Move candidates[3] = {ttMove, killers_[n.ply][0], killers_[n.ply][1]};
        for (int c = hasTTMove ? 0 : 1; c < 3; ++c) {
            const Move m = candidates[c];
            const uint16_t packed = packMove(m);
            if (std::find(searched, searched + searchedCount, packed) != searched + searchedCount ||
                !legal(m))
                continue;
            searched[searchedCount++] = packed;
            if (visit(n, m)) return true;
        }
        if constexpr (kCheapLegality) pos.generate(moves);
        // Sorted at once: the likely refutations were tried already, so a
        // node that gets here often searches all its moves (picking the best
        // one at a time cost more instructions on every bench position).
        int64_t keys[G::kMaxMoves];
        const std::size_t count = orderKeys(moves, keys, searched, searchedCount);
        for (std::size_t i = 0; i < count; ++i) {
            if (!n.leaves) {
                if (i == 0) prefetchChild(keyMove(keys[0]));
                if (i + 1 < count) prefetchChild(keyMove(keys[i + 1]));
            }
            if (visit(n, keyMove(keys[i]))) return true;
        }
        return false;
    }

    int pvs(int depth, int ply, int alpha, int beta) {
        G& pos = *pos_;
        if (depth <= 0 || ply >= kMaxDepth - 1) return leaf(ply);
        countNode();
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

        // Children at the depth limit are leaves: visit() calls leaf() for them directly.
        Node n{depth, ply, alpha, beta, depth == 1 || ply + 1 >= kMaxDepth - 1};
        searchMoves(n, ttMove, hasTTMove);
        if (stopped_) return 0;
        // result() said the game goes on, so at least one move was searched.
        const Bound bound = n.best >= beta   ? Bound::Lower
                            : n.best > alpha ? Bound::Exact
                                             : Bound::Upper;
        tt_.store(key, scoreToTT(n.best, ply), packMove(n.bestMove), depth, bound);
        return n.best;
    }

    TranspositionTable& tt_;
    Eval eval_;
    G* pos_ = nullptr;
    EngineLimits limits_;
    Progress progress_;
    std::chrono::steady_clock::time_point started_;
    uint64_t nodes_ = 0;
    int iteration_ = 0; // the depth of the iteration under way
    bool stopped_ = false;
    std::vector<int> history_;
    Move killers_[kMaxDepth][2] = {};
    Move pv_[kMaxDepth][kMaxDepth] = {};
    int pvLength_[kMaxDepth] = {};
};

} // namespace gametree
