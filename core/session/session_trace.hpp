// A search trace in plain values for the front ends (`gametree tree`, the
// page): the recorded tree of core/search/search_trace.hpp as parallel arrays, one
// entry per node in visit order. Moves are numbers into a table of their
// names: a trace names the same few hundred moves again and again (an
// alpha-beta trace of 100,000 nodes holds some 350,000 pruned moves), and the
// page receives two typed arrays and a short list instead of half a million
// strings.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "search/search.hpp"
#include "search/search_trace.hpp"

namespace gametree {

// The most nodes a front end may ask to record (memory: about 100 bytes a node).
inline constexpr std::size_t kMaxTraceNodes = 1'000'000;

struct SessionTrace {
    std::string error; // empty on success
    std::string algorithm, heuristic;
    std::string ordering; // "generation" or "engine": the order alpha-beta tried the moves in
    int depth = 0;
    uint64_t searched = 0; // the search's own node count, recorded or not
    int rootValue = 0;     // the root's value, for the side to move at the root
    std::string best;      // the move the search chose ("" at a finished game)
    std::vector<std::string> pv;
    bool truncated = false; // the cap stopped the recording; `searched` is still complete
    // The nodes searched at each ply below the root (index 0 the root),
    // recorded or not: complete past the cap, as `searched` is.
    std::vector<uint64_t> searchedPerPly;
    std::size_t maxNodes = 0;

    // One entry per recorded node, in visit order; node 0 is the root.
    std::vector<int32_t> parent;     // -1 for the root
    std::vector<uint16_t> moveId;    // the move from the parent: names[moveId[i]] (0 at the root)
    std::vector<int16_t> ply;        // plies below the root
    std::vector<uint8_t> kind;       // TraceKind: 0 inner, 1 heuristic, 2 terminal
    std::vector<uint8_t> maximizing; // 1 where the root's player is to move (a MAX node)
    std::vector<int32_t> alpha, beta, alphaOut, betaOut, value;
    std::vector<uint8_t> onPv; // 1 on the principal variation
    // The moves a cut-off left unsearched: prunedId[prunedBegin[i], +prunedCount[i]).
    std::vector<uint32_t> prunedBegin, prunedCount;
    std::vector<uint16_t> prunedId;
    // Each move of the trace once, by name; ids are indices. A game has at
    // most 2^16 distinct moves (moves are packed in 16 bits), so ids fit.
    std::vector<std::string> names;

    std::size_t size() const { return parent.size(); }
    std::string move(std::size_t i) const { return parent[i] < 0 ? "" : names[moveId[i]]; }
    const std::string& prunedMove(std::size_t k) const { return names[prunedId[k]]; }
};

// Why the engine has no trace: it is not one tree. Each iteration of its
// iterative deepening searches the root again, null-window searches of a
// move are repeated with the full window, and table hits end a node with a
// value found in another branch. Its move ordering is traced instead, as
// alpha-beta with MoveOrder::Engine.
inline constexpr const char* kNoEngineTrace =
    "the engine is not traced: its iterations, re-searches and table cut-offs do not form one "
    "tree; trace alphabeta with the engine's move ordering (ordering engine) instead";

inline const char* traceKindName(uint8_t kind) {
    switch (TraceKind(kind)) {
    case TraceKind::Inner:
        return "inner";
    case TraceKind::Heuristic:
        return "heuristic";
    case TraceKind::Terminal:
        return "terminal";
    }
    return "?";
}

// Fills `out` from a finished traced search; `name(m)` names a move. Each
// move is named once: moves are at most two bytes, so their bytes index the
// table of ids.
template <class Move, class Name>
void fillSessionTrace(SessionTrace& out, const SearchTrace<Move>& trace,
                      const SearchResult<Move>& r, Name rawName) {
    static_assert(sizeof(Move) <= 2 && std::is_trivially_copyable_v<Move>);
    constexpr uint32_t kUnnamed = ~uint32_t{0};
    std::vector<uint32_t> idOf(std::size_t{1} << (8 * sizeof(Move)), kUnnamed);
    auto id = [&](Move m) -> uint16_t {
        uint16_t key = 0;
        std::memcpy(&key, &m, sizeof m);
        if (idOf[key] == kUnnamed) {
            idOf[key] = uint32_t(out.names.size());
            out.names.push_back(rawName(m));
        }
        return uint16_t(idOf[key]);
    };
    auto name = [&](Move m) -> const std::string& { return out.names[id(m)]; };
    const auto& nodes = trace.nodes();
    const std::size_t n = nodes.size();
    out.searched = r.nodes;
    out.rootValue = r.value;
    out.best = r.hasMove ? name(r.best) : std::string();
    for (const Move m : r.pv) out.pv.push_back(name(m));
    out.truncated = trace.truncated();
    out.maxNodes = trace.maxNodes();
    const auto& perPly = trace.enteredPerPly();
    std::size_t plies = perPly.size();
    while (plies > 0 && perPly[plies - 1] == 0) --plies;
    out.searchedPerPly.assign(perPly.begin(), perPly.begin() + std::ptrdiff_t(plies));
    out.parent.resize(n);
    out.moveId.assign(n, 0);
    out.ply.resize(n);
    out.kind.resize(n);
    out.maximizing.resize(n);
    out.alpha.resize(n);
    out.beta.resize(n);
    out.alphaOut.resize(n);
    out.betaOut.resize(n);
    out.value.resize(n);
    out.onPv.assign(n, 0);
    out.prunedBegin.resize(n);
    out.prunedCount.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const TraceNode<Move>& t = nodes[i];
        out.parent[i] = t.parent;
        if (t.parent >= 0) out.moveId[i] = id(t.move);
        out.ply[i] = t.ply;
        out.kind[i] = uint8_t(t.kind);
        out.maximizing[i] = t.maximizing;
        out.alpha[i] = t.alpha;
        out.beta[i] = t.beta;
        out.alphaOut[i] = t.alphaOut;
        out.betaOut[i] = t.betaOut;
        out.value[i] = t.value;
        out.prunedBegin[i] = t.prunedBegin;
        out.prunedCount[i] = t.prunedCount;
    }
    out.prunedId.reserve(trace.pruned().size());
    for (const Move m : trace.pruned()) out.prunedId.push_back(id(m));
    // The principal variation: from the root, the child reached by each of its
    // moves in turn (children follow their parent in visit order).
    if (n == 0) return;
    out.onPv[0] = 1;
    std::size_t at = 0;
    for (const Move m : r.pv) {
        std::size_t next = 0;
        for (std::size_t i = at + 1; i < n && !next; ++i)
            if (nodes[i].parent == int32_t(at) && nodes[i].move == m) next = i;
        if (!next) break; // beyond the recorded part
        out.onPv[next] = 1;
        at = next;
    }
}

} // namespace gametree
