// A record of the tree a plain search walks: every node it visits, in visit
// order, with the move that led to it, the alpha-beta window it was entered
// with, the value it returned, what kind of node it was and the moves a
// cut-off left unsearched.
//
// Recording is a compile-time observer of PlainSearch (core/search/search.hpp). The
// search calls its observer only under `if constexpr (Observer::kEnabled)`,
// so with the default NoTrace the search compiles to the code it was before:
// same node counts, same speed. With SearchTrace every hook is a few stores
// into vectors reserved up front, so memory is bounded by the node cap and a
// node costs no allocation.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "base/game.hpp"

namespace gametree {

// The observer of a search that records nothing: the default.
struct NoTrace {
    static constexpr bool kEnabled = false;
};

// How a node ended.
enum class TraceKind : uint8_t {
    Inner,     // its moves were searched (all, or up to a cut-off)
    Heuristic, // the depth limit: scored by the heuristic
    Terminal,  // a finished game: scored by its result
};

// One visited node. Values and windows are from the root player's side, as
// PlainSearch computes them; a minimax node's window is the full one.
template <class Move>
struct TraceNode {
    int32_t parent = -1; // index of the parent node, -1 for the root
    Move move{};         // the move from the parent (nothing for the root)
    int16_t ply = 0;     // plies below the root
    TraceKind kind = TraceKind::Inner;
    bool maximizing = true;                             // the root player is to move here
    int32_t alpha = -kInfinity, beta = kInfinity;       // the window on entry
    int32_t alphaOut = -kInfinity, betaOut = kInfinity; // the window when it returned
    int32_t value = 0;
    uint32_t prunedBegin = 0; // this node's moves left unsearched by a cut-off:
    uint32_t prunedCount = 0; // SearchTrace::pruned()[prunedBegin, +prunedCount)
};

// The recording observer. Nodes are kept in visit order (pre-order), so a
// node's children follow it, in the order they were searched. Recording
// stops, with truncated() set, at the first node beyond the cap (or the
// first cut-off whose pruned moves no longer fit in their room); the search
// itself goes on and reports its full count.
template <class Move>
class SearchTrace {
  public:
    static constexpr bool kEnabled = true;
    static constexpr std::size_t kDefaultMaxNodes = 200'000;
    // Room for pruned moves, per node of the cap: a move is a few bytes, a
    // node about forty, and a cut-off rarely skips more than a few dozen.
    static constexpr std::size_t kPrunedPerNode = 16;

    explicit SearchTrace(std::size_t maxNodes = kDefaultMaxNodes) : maxNodes_(maxNodes) {
        nodes_.reserve(maxNodes);
        pruned_.reserve(maxNodes * kPrunedPerNode);
    }

    const std::vector<TraceNode<Move>>& nodes() const { return nodes_; }
    const std::vector<Move>& pruned() const { return pruned_; }
    bool truncated() const { return truncated_; }
    std::size_t maxNodes() const { return maxNodes_; }
    // The nodes the search entered at each ply, recorded or not: exact past
    // the cap too, so that a front end's nodes per level never describe only
    // the part it drew.
    const std::array<uint64_t, kMaxPly>& enteredPerPly() const { return entered_; }

    // The hooks PlainSearch calls. `next` names the move about to be played
    // from the node at `ply`; `enter` opens the node it leads to (or the root).
    void next(int ply, Move m) { move_[std::size_t(ply)] = m; }

    void enter(int ply, bool maximizing, int alpha, int beta) {
        const std::size_t p = std::size_t(ply);
        ++entered_[p];
        open_[p] = -1;
        const int32_t parent = ply == 0 ? -1 : open_[p - 1];
        // A node whose parent went unrecorded stays unrecorded, so the
        // recorded nodes always form a tree.
        if (truncated_ || (ply > 0 && parent < 0)) return;
        if (nodes_.size() >= maxNodes_) {
            truncated_ = true;
            return;
        }
        TraceNode<Move> n;
        n.parent = parent;
        if (ply > 0) n.move = move_[p - 1];
        n.ply = int16_t(ply);
        n.maximizing = maximizing;
        n.alpha = n.alphaOut = alpha;
        n.beta = n.betaOut = beta;
        open_[p] = int32_t(nodes_.size());
        nodes_.push_back(n);
    }

    void leave(int ply, TraceKind kind, int value, int alpha, int beta) {
        const int32_t i = open_[std::size_t(ply)];
        if (i < 0) return;
        TraceNode<Move>& n = nodes_[std::size_t(i)];
        n.kind = kind;
        n.value = value;
        n.alphaOut = alpha;
        n.betaOut = beta;
    }

    // The moves [first, last) of the node at `ply` that a cut-off skipped.
    void cut(int ply, const Move* first, const Move* last) {
        const int32_t i = open_[std::size_t(ply)];
        if (i < 0 || first == last) return;
        if (pruned_.size() + std::size_t(last - first) > maxNodes_ * kPrunedPerNode) {
            truncated_ = true;
            return;
        }
        TraceNode<Move>& n = nodes_[std::size_t(i)];
        n.prunedBegin = uint32_t(pruned_.size());
        n.prunedCount = uint32_t(last - first);
        pruned_.insert(pruned_.end(), first, last);
    }

  private:
    std::size_t maxNodes_;
    std::vector<TraceNode<Move>> nodes_;
    std::vector<Move> pruned_;
    bool truncated_ = false;
    std::array<int32_t, kMaxPly> open_{}; // the recorded node at each ply, or -1
    std::array<Move, kMaxPly> move_{};    // the move being searched at each ply
    std::array<uint64_t, kMaxPly> entered_{};
};

} // namespace gametree
