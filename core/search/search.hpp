// The assignment's two searches, generic over any Game: plain depth-limited
// minimax and plain alpha-beta, written with explicit max and min levels as
// the assignment describes them, from the root player's point of view.
//
// Both count visited nodes: one per position examined, the root included.
// Moves are tried in the game's generation order (alpha-beta can take the
// engine's order instead, core/search/move_ordering.hpp) and a move replaces the
// best only when it is strictly better, so ties go to the earliest move and
// the same input always gives the same game. Alpha-beta with the full window at the
// root therefore returns minimax's value and minimax's move.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <type_traits>
#include <vector>

#include "base/game.hpp"
#include "search/move_ordering.hpp"
#include "search/search_trace.hpp"

namespace gametree {

// The plain searches; the strong engine is core/search/engine_search.hpp.
enum class Algorithm { Minimax, AlphaBeta, Engine };

template <class Move>
struct SearchResult {
    bool hasMove = false; // false when the root is a finished game
    Move best{};
    int value = 0;      // from the root player's side
    uint64_t nodes = 0; // positions examined, the root included
    int depth = 0;      // the depth searched
    std::vector<Move> pv;
};

// Eval is any callable int(const G&, Side me) returning a heuristic score for
// `me` strictly inside (-kMaxHeuristic, kMaxHeuristic). Observer is NoTrace,
// or a SearchTrace that records the tree (core/search/search_trace.hpp); its hooks
// are compiled in only when Observer::kEnabled. Order is the order alpha-beta
// tries the moves in (core/search/move_ordering.hpp); minimax searches every move,
// so it always takes them in generation order. With the defaults the search
// is the assignment's, unchanged.
template <Game G, class Eval, class Observer = NoTrace, MoveOrder Order = MoveOrder::Generation>
class PlainSearch {
  public:
    using Move = typename G::Move;

    // Called with the node count every kProgressInterval nodes, so a front end
    // can show progress during a long search.
    using Progress = std::function<void(uint64_t nodes)>;
    static constexpr uint64_t kProgressInterval = uint64_t{1} << 16;

    PlainSearch(G& pos, Eval eval, Progress progress = {})
        : pos_(pos), eval_(eval), progress_(std::move(progress)), root_(pos.sideToMove()) {}
    PlainSearch(G& pos, Eval eval, Observer& observer, Progress progress = {})
        : PlainSearch(pos, eval, std::move(progress)) {
        observer_ = &observer;
    }

    SearchResult<Move> run(Algorithm algorithm, int depth) {
        if (depth < 0) depth = 0;
        if (depth > kMaxPly - 1) depth = kMaxPly - 1;
        width_ = std::size_t(depth) + 1;
        pv_.assign(width_ * width_, Move{});
        pvLength_.assign(width_ + 1, 0);
        nodes_ = 0;
        if constexpr (kOrdered) ordering_.clear();

        SearchResult<Move> r;
        r.depth = depth;
        r.value = algorithm == Algorithm::Minimax ? minimax(depth, 0)
                                                  : alphaBeta(depth, 0, -kInfinity, kInfinity);
        // (Algorithm::Engine is not a plain search; callers route it elsewhere.)
        r.nodes = nodes_;
        r.pv.assign(pv_.begin(), pv_.begin() + pvLength_[0]);
        r.hasMove = !r.pv.empty();
        if (r.hasMove) r.best = r.pv.front();
        return r;
    }

  private:
    static constexpr bool kTrace = Observer::kEnabled;
    static constexpr bool kOrdered = Order != MoveOrder::Generation;

    // Returns a score for a leaf (finished game or depth limit), or nothing.
    bool leaf(int depth, int ply, int& score) {
        if ((++nodes_ & (kProgressInterval - 1)) == 0 && progress_) progress_(nodes_);
        pvLength_[std::size_t(ply)] = 0;
        const Result result = pos_.result();
        if (result != Result::Ongoing) {
            score = terminalScore(result, root_, ply);
            return true;
        }
        if (depth == 0) {
            score = eval_(pos_, root_);
            return true;
        }
        return false;
    }

    // leaf() seen by the observer. Without one, the searches call leaf()
    // directly: even this small wrapper changes how the compiler inlines.
    bool tracedLeaf(int depth, int ply, int& score, int alpha, int beta) {
        observer_->enter(ply, pos_.sideToMove() == root_, alpha, beta);
        if (!leaf(depth, ply, score)) return false;
        const TraceKind kind =
            pos_.result() != Result::Ongoing ? TraceKind::Terminal : TraceKind::Heuristic;
        observer_->leave(ply, kind, score, alpha, beta);
        return true;
    }

    // A position with no legal move that result() did not call finished.
    int noMoves(int ply, int alpha, int beta) {
        const int score = terminalScore(winFor(opponent(pos_.sideToMove())), root_, ply);
        observer_->leave(ply, TraceKind::Terminal, score, alpha, beta);
        return score;
    }

    // Records m followed by the child's line as the line at ply.
    void updatePv(int ply, Move m) {
        const std::size_t p = std::size_t(ply);
        Move* line = &pv_[p * width_];
        const Move* child = &pv_[(p + 1) * width_];
        line[0] = m;
        const std::size_t childLen = p + 1 < width_ ? pvLength_[p + 1] : 0;
        for (std::size_t i = 0; i < childLen; ++i) line[i + 1] = child[i];
        pvLength_[p] = childLen + 1;
    }

    int minimax(int depth, int ply) {
        int score;
        if constexpr (kTrace) {
            if (tracedLeaf(depth, ply, score, -kInfinity, kInfinity)) return score;
        } else if (leaf(depth, ply, score)) {
            return score;
        }
        typename G::Moves moves;
        pos_.generate(moves);
        if (moves.empty()) {
            if constexpr (kTrace) return noMoves(ply, -kInfinity, kInfinity);
            return terminalScore(winFor(opponent(pos_.sideToMove())), root_, ply);
        }

        const bool maximizing = pos_.sideToMove() == root_;
        int best = maximizing ? -kInfinity : kInfinity;
        for (const Move m : moves) {
            if constexpr (kTrace) observer_->next(ply, m);
            pos_.make(m);
            const int v = minimax(depth - 1, ply + 1);
            pos_.unmake(m);
            if (maximizing ? v > best : v < best) {
                best = v;
                updatePv(ply, m);
            }
        }
        if constexpr (kTrace) observer_->leave(ply, TraceKind::Inner, best, -kInfinity, kInfinity);
        return best;
    }

    int alphaBeta(int depth, int ply, int alpha, int beta) {
        int score;
        if constexpr (kTrace) {
            if (tracedLeaf(depth, ply, score, alpha, beta)) return score;
        } else if (leaf(depth, ply, score)) {
            return score;
        }
        typename G::Moves moves;
        pos_.generate(moves);
        if (moves.empty()) {
            if constexpr (kTrace) return noMoves(ply, alpha, beta);
            return terminalScore(winFor(opponent(pos_.sideToMove())), root_, ply);
        }
        // The trace records the moves as searched: children in this order,
        // then the pruned ones.
        if constexpr (kOrdered) ordering_.order(pos_, ply, moves);

        const bool maximizing = pos_.sideToMove() == root_;
        int best = maximizing ? -kInfinity : kInfinity;
        for (const Move m : moves) {
            if constexpr (kTrace) observer_->next(ply, m);
            pos_.make(m);
            const int v = alphaBeta(depth - 1, ply + 1, alpha, beta);
            pos_.unmake(m);
            if (maximizing) {
                if (v > best) {
                    best = v;
                    updatePv(ply, m);
                }
                if (best > alpha) alpha = best;
            } else {
                if (v < best) {
                    best = v;
                    updatePv(ply, m);
                }
                if (best < beta) beta = best;
            }
            if (beta <= alpha) { // the other side will never allow this line
                if constexpr (kOrdered) ordering_.cutoff(pos_, ply, depth, m);
                if constexpr (kTrace)
                    observer_->cut(ply, std::find(moves.begin(), moves.end(), m) + 1, moves.end());
                break;
            }
        }
        if constexpr (kTrace) observer_->leave(ply, TraceKind::Inner, best, alpha, beta);
        return best;
    }

    G& pos_;
    Eval eval_;
    Progress progress_;
    // Without an observer, no member at all: the search keeps its old layout.
    [[no_unique_address]] std::conditional_t<kTrace, Observer*, NoTrace> observer_{};
    [[no_unique_address]] std::conditional_t<kOrdered, KillerHistoryOrder<G>, NoOrdering> ordering_;
    Side root_;
    uint64_t nodes_ = 0;
    std::size_t width_ = 1;
    std::vector<Move> pv_;              // triangular: the line from each ply
    std::vector<std::size_t> pvLength_; // length of the line at each ply
};

template <Game G, class Eval>
SearchResult<typename G::Move> search(G& pos, Algorithm algorithm, int depth, Eval eval,
                                      typename PlainSearch<G, Eval>::Progress progress = {}) {
    return PlainSearch<G, Eval>(pos, eval, std::move(progress)).run(algorithm, depth);
}

// Alpha-beta with the moves in the engine's order (core/search/move_ordering.hpp).
template <Game G, class Eval>
SearchResult<typename G::Move> orderedSearch(G& pos, int depth, Eval eval) {
    return PlainSearch<G, Eval, NoTrace, MoveOrder::Engine>(pos, eval).run(Algorithm::AlphaBeta,
                                                                           depth);
}

// The same searches, recording the tree they walk into `trace`.
// `progress` hears the node count as the plain search reports it.
template <Game G, class Eval>
SearchResult<typename G::Move> tracedSearch(G& pos, Algorithm algorithm, int depth, Eval eval,
                                            SearchTrace<typename G::Move>& trace,
                                            MoveOrder order = MoveOrder::Generation,
                                            std::function<void(uint64_t)> progress = {}) {
    using Trace = SearchTrace<typename G::Move>;
    if (order == MoveOrder::Engine && algorithm == Algorithm::AlphaBeta)
        return PlainSearch<G, Eval, Trace, MoveOrder::Engine>(pos, eval, trace, std::move(progress))
            .run(algorithm, depth);
    return PlainSearch<G, Eval, Trace>(pos, eval, trace, std::move(progress)).run(algorithm, depth);
}

} // namespace gametree
