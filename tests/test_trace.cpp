// The search trace (core/search/search_trace.hpp) against the search it records and
// against the rules: node counts and the root value equal the search's; each
// node's position, replayed from the root, agrees with its kind, its value,
// its children and its pruned moves; windows evolve as alpha-beta says and
// every cut-off has beta <= alpha; a minimax trace has perft's count at every
// level; an alpha-beta trace is a subtree of the minimax trace. On Clobber,
// tic-tac-toe and Halma.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <vector>

#include "bench/clobber_tournament.hpp"
#include "games/clobber/clobber_heuristics.hpp"
#include "games/halma/halma_heuristics.hpp"
#include "games/halma/halma_text.hpp"
#include "games/tictactoe/tictactoe_heuristics.hpp"
#include "games/tictactoe/tictactoe_text.hpp"
#include "parsed.hpp"
#include "search/perft.hpp"
#include "search/search.hpp"
#include "session/session.hpp"

using namespace gametree;

namespace {

template <class G>
struct Traced {
    SearchTrace<typename G::Move> trace;
    SearchResult<typename G::Move> result;
};

template <class G, class Eval>
Traced<G> traced(G pos, Algorithm a, int depth, Eval eval, std::size_t cap = 1'000'000,
                 MoveOrder order = MoveOrder::Generation) {
    Traced<G> t{SearchTrace<typename G::Move>(cap), {}};
    t.result = tracedSearch(pos, a, depth, eval, t.trace, order);
    return t;
}

// The same moves, whatever their order.
template <class Move>
std::vector<uint16_t> packedSorted(std::vector<Move> moves) {
    std::vector<uint16_t> packed;
    for (const Move m : moves) packed.push_back(packMove(m));
    std::sort(packed.begin(), packed.end());
    return packed;
}

// The indices of each node's children, in the order they were searched.
template <class Move>
std::vector<std::vector<std::size_t>> childrenOf(const std::vector<TraceNode<Move>>& nodes) {
    std::vector<std::vector<std::size_t>> children(nodes.size());
    for (std::size_t i = 1; i < nodes.size(); ++i)
        children[std::size_t(nodes[i].parent)].push_back(i);
    return children;
}

// Everything a complete trace of `a` at `depth` from `root`, with the moves
// in `order`, must satisfy.
template <class G, class Eval>
void checkTrace(const G& root, Algorithm a, int depth, Eval eval,
                MoveOrder order = MoveOrder::Generation) {
    G copy = root;
    const auto plain = order == MoveOrder::Engine ? orderedSearch(copy, depth, eval)
                                                  : search(copy, a, depth, eval);
    const Traced<G> t = traced(root, a, depth, eval, 1'000'000, order);
    const auto& nodes = t.trace.nodes();
    REQUIRE_FALSE(t.trace.truncated());
    // Recording changes nothing in the search.
    CHECK(t.result.nodes == plain.nodes);
    CHECK(t.result.value == plain.value);
    CHECK(t.result.pv == plain.pv);
    // One record per visited node; the root's value is the search's.
    REQUIRE(nodes.size() == plain.nodes);
    CHECK(nodes[0].parent == -1);
    CHECK(nodes[0].value == plain.value);

    const auto children = childrenOf(nodes);
    const Side me = root.sideToMove();
    G pos = root;
    std::vector<typename G::Move> line; // the moves from the root to the current node
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const TraceNode<typename G::Move>& n = nodes[i];
        INFO("node " << i << " ply " << n.ply);
        // Visit order is pre-order: the parent came first, one ply up.
        if (i > 0) {
            REQUIRE(n.parent >= 0);
            REQUIRE(std::size_t(n.parent) < i);
            REQUIRE(n.ply == nodes[std::size_t(n.parent)].ply + 1);
        }
        while (int(line.size()) > n.ply - (i > 0)) {
            pos.unmake(line.back());
            line.pop_back();
        }
        if (i > 0) {
            pos.make(n.move);
            line.push_back(n.move);
        }
        CHECK(n.maximizing == (pos.sideToMove() == me));
        typename G::Moves moves;
        if (pos.result() == Result::Ongoing) pos.generate(moves);
        const auto& kids = children[i];
        switch (n.kind) {
        case TraceKind::Terminal:
            CHECK(moves.empty());
            CHECK(kids.empty());
            CHECK(n.value == terminalScore(pos.result() == Result::Ongoing
                                               ? winFor(opponent(pos.sideToMove()))
                                               : pos.result(),
                                           me, n.ply));
            break;
        case TraceKind::Heuristic:
            CHECK(n.ply == depth);
            CHECK_FALSE(moves.empty());
            CHECK(kids.empty());
            CHECK(n.value == eval(pos, me));
            break;
        case TraceKind::Inner: {
            REQUIRE_FALSE(kids.empty());
            // The children are the moves in the order searched, then the pruned
            // ones: in generation order, or for the engine's order each move once.
            REQUIRE(kids.size() + n.prunedCount == moves.size());
            std::vector<typename G::Move> searched;
            for (const std::size_t k : kids) searched.push_back(nodes[k].move);
            for (std::size_t k = 0; k < n.prunedCount; ++k)
                searched.push_back(t.trace.pruned()[n.prunedBegin + k]);
            if (order == MoveOrder::Generation)
                CHECK(searched == std::vector<typename G::Move>(moves.begin(), moves.end()));
            else
                CHECK(packedSorted(searched) ==
                      packedSorted(std::vector<typename G::Move>(moves.begin(), moves.end())));
            // The value is the max (or min) of the children's, and each child was
            // entered with the window as the children before it left it.
            int best = n.maximizing ? -kInfinity : kInfinity;
            int alpha = n.alpha, beta = n.beta;
            for (const std::size_t k : kids) {
                CHECK(nodes[k].alpha == alpha);
                CHECK(nodes[k].beta == beta);
                const int v = nodes[k].value;
                best = n.maximizing ? std::max(best, v) : std::min(best, v);
                if (a == Algorithm::AlphaBeta) {
                    if (n.maximizing)
                        alpha = std::max(alpha, best);
                    else
                        beta = std::min(beta, best);
                }
            }
            CHECK(n.value == best);
            CHECK(n.alphaOut == alpha);
            CHECK(n.betaOut == beta);
            // A cut-off happens exactly when the window closes, beta <= alpha.
            if (n.prunedCount > 0) CHECK(n.betaOut <= n.alphaOut);
            if (a == Algorithm::Minimax) CHECK(n.prunedCount == 0);
            break;
        }
        }
    }
    // Minimax's window never narrows.
    if (a == Algorithm::Minimax)
        for (const auto& n : nodes) CHECK((n.alpha == -kInfinity && n.beta == kInfinity));
}

// A minimax trace has perft's number of nodes at every level: perft(d)
// counts the positions d plies down plus the games that ended before.
template <class G, class Eval>
void checkLevels(const G& root, int depth, Eval eval) {
    const Traced<G> t = traced(root, Algorithm::Minimax, depth, eval);
    std::vector<uint64_t> atPly(std::size_t(depth) + 1), endedAbove(std::size_t(depth) + 2);
    for (const auto& n : t.trace.nodes()) {
        ++atPly[std::size_t(n.ply)];
        if (n.kind == TraceKind::Terminal)
            for (int d = n.ply + 1; d <= depth; ++d) ++endedAbove[std::size_t(d)];
    }
    for (int d = 0; d <= depth; ++d) {
        INFO("depth " << d);
        G p = root;
        CHECK(atPly[std::size_t(d)] + endedAbove[std::size_t(d)] == perft(p, d));
    }
}

// The alpha-beta trace is the minimax trace with subtrees cut away: every
// node is a minimax node (same path), leaves score the same, and the root
// values agree.
template <class G, class Eval>
void checkSubtree(const G& root, int depth, Eval eval, MoveOrder order = MoveOrder::Generation) {
    const Traced<G> mm = traced(root, Algorithm::Minimax, depth, eval);
    const Traced<G> ab = traced(root, Algorithm::AlphaBeta, depth, eval, 1'000'000, order);
    const auto& m = mm.trace.nodes();
    const auto& b = ab.trace.nodes();
    CHECK(ab.result.value == mm.result.value);
    CHECK(b.size() <= m.size());
    const auto mmChildren = childrenOf(m);
    std::vector<std::size_t> same(b.size()); // b's node i is m's node same[i]
    for (std::size_t i = 1; i < b.size(); ++i) {
        INFO("alpha-beta node " << i);
        const std::size_t parent = same[std::size_t(b[i].parent)];
        bool found = false;
        for (const std::size_t k : mmChildren[parent]) {
            if (m[k].move == b[i].move) {
                same[i] = k;
                found = true;
            }
        }
        REQUIRE(found);
        const auto& x = m[same[i]];
        CHECK(x.ply == b[i].ply);
        if (b[i].kind != TraceKind::Inner) {
            CHECK(x.kind == b[i].kind);
            CHECK(x.value == b[i].value);
        }
    }
}

// The engine's order, checked against the rule as the trace shows it: at
// every inner node the moves (searched, then pruned) are the killers of its
// ply first, the newer first, then by history, highest first, ties in
// generation order; each cut-off (the window closed by the last child
// searched) makes its move the newer killer and credits
// it with the remaining depth squared. Returns the trace's node count.
template <class G, class Eval>
uint64_t checkEngineOrder(const G& root, int depth, Eval eval) {
    using Move = typename G::Move;
    const Traced<G> t =
        traced(root, Algorithm::AlphaBeta, depth, eval, 1'000'000, MoveOrder::Engine);
    const auto& nodes = t.trace.nodes();
    const auto children = childrenOf(nodes);
    std::map<std::pair<int, uint16_t>, long> history;
    std::vector<std::vector<Move>> killers(std::size_t(depth) + 1); // newest first
    G pos = root;
    int reordered = 0;
    auto visit = [&](auto&& self, std::size_t i) -> void {
        const auto& n = nodes[i];
        if (n.kind != TraceKind::Inner) return;
        typename G::Moves generated;
        pos.generate(generated);
        std::vector<Move> expected(generated.begin(), generated.end());
        const Side side = pos.sideToMove();
        const auto& k = killers[std::size_t(n.ply)];
        auto rank = [&](Move m) {
            const long tier = !k.empty() && m == k[0] ? 2 : k.size() > 1 && m == k[1] ? 1 : 0;
            return std::pair{tier, history[{index(side), packMove(m)}]};
        };
        std::stable_sort(expected.begin(), expected.end(),
                         [&](Move a, Move b) { return rank(a) > rank(b); });
        std::vector<Move> actual;
        for (const std::size_t c : children[i]) actual.push_back(nodes[c].move);
        for (std::size_t j = 0; j < n.prunedCount; ++j)
            actual.push_back(t.trace.pruned()[n.prunedBegin + j]);
        INFO("node " << i);
        CHECK(actual == expected);
        if (!std::equal(expected.begin(), expected.end(), generated.begin())) ++reordered;
        for (const std::size_t c : children[i]) {
            pos.make(nodes[c].move);
            self(self, c);
            pos.unmake(nodes[c].move);
        }
        // A cut-off closes the window, even at the last move (nothing pruned).
        if (n.betaOut <= n.alphaOut) {
            const Move cut = nodes[children[i].back()].move;
            auto& kk = killers[std::size_t(n.ply)];
            if (kk.empty() || !(kk[0] == cut)) {
                kk.insert(kk.begin(), cut);
                if (kk.size() > 2) kk.pop_back();
            }
            const long remaining = depth - n.ply;
            history[{index(side), packMove(cut)}] += remaining * remaining;
        }
    };
    visit(visit, 0);
    if (t.trace.nodes().size() > 200) CHECK(reordered > 0); // the order is not a no-op
    return t.result.nodes;
}

template <class G, class Eval>
void checkAll(const G& root, int depth, Eval eval) {
    checkTrace(root, Algorithm::Minimax, depth, eval);
    checkTrace(root, Algorithm::AlphaBeta, depth, eval);
    checkLevels(root, depth, eval);
    checkSubtree(root, depth, eval);
    checkTrace(root, Algorithm::AlphaBeta, depth, eval, MoveOrder::Engine);
    checkSubtree(root, depth, eval, MoveOrder::Engine);
}

TicTacToe ticTacToe(const std::string& text, int k = 0) {
    TicTacToeParse p = parseTicTacToe(text, k);
    INFO(text << p.error);
    REQUIRE(p.position.has_value());
    return *p.position;
}

Halma halma(const std::string& text) {
    HalmaParse p = parseHalma(text);
    REQUIRE(p.position.has_value());
    return std::move(*p.position);
}

} // namespace

TEST_CASE("Clobber traces: counts, values, windows, levels and subtrees", "[trace]") {
    std::vector<AnyClobber> positions{
        startClobber(2, 3),
        startClobber(3, 3),
        startClobber(4, 4),
        parsed("B W _ B\nW _ B W\nB W W _\n_ B W B\nturn: W\n"),
    };
    for (const AnyClobber& p : randomOpenings(5, 5, 4, 6, 7)) positions.push_back(p);
    for (const ClobberHeuristic h : {ClobberHeuristic::Phase, ClobberHeuristic::Active}) {
        for (const AnyClobber& any : positions) {
            std::visit(
                [&](const auto& p) {
                    using P = std::decay_t<decltype(p)>;
                    auto eval = [h](const P& q, Side me) { return evaluate(q, h, me); };
                    INFO(clobberText(any, true));
                    for (int depth = 1; depth <= 4; ++depth) checkAll(p, depth, eval);
                },
                any);
        }
    }
}

TEST_CASE("Tic-tac-toe traces, to the end of the game and at the depth limit", "[trace]") {
    auto threats = [](const TicTacToe& q, Side me) {
        return evaluate(q, TicTacToeHeuristic::Threats, me);
    };
    for (const char* text : {
             "X O X\n_ O _\n_ _ _\n",       // the classic: X to move must block
             "X _ _\n_ O _\n_ _ _\n",       // early: the tree is larger
             "X O X\nO X _\n_ _ O\n",       // near the end
             "X X _\nO O _\n_ _ _\n",       // both threaten: a quick win
             "_ _ _\n_ _ _\n_ _ _\n",       // the empty board, shallow
             "X _ _ _\n_ O _ _\n_ _ _ _\n", // 3x4, k 3
         }) {
        INFO(text);
        const TicTacToe p = ticTacToe(text);
        for (int depth = 1; depth <= 4; ++depth) checkAll(p, depth, threats);
        if (p.empty().count() <= 6) checkAll(p, 9, threats); // the whole game
    }
}

TEST_CASE("Halma traces at shallow depth", "[trace]") {
    auto fill = [](const Halma& q, Side me) { return evaluate(q, HalmaHeuristic::Fill, me); };
    checkAll(Halma::start(8), 2, fill);
    const Halma mid = halma("_ _ _ _ W W W W\n_ _ _ _ _ W W W\n_ _ _ _ _ _ W W\n_ _ _ _ _ _ _ W\n"
                            "B _ _ _ _ _ _ _\nB B _ B _ _ _ _\nB B _ _ _ _ _ _\nB B B B _ _ _ _\n");
    checkAll(mid, 2, fill);
    checkTrace(mid, Algorithm::AlphaBeta, 3, fill);
}

TEST_CASE("The node cap stops the recording, not the search", "[trace]") {
    auto eval = [](const Clobber<1>& q, Side me) {
        return evaluate(q, ClobberHeuristic::Phase, me);
    };
    const auto any = startClobber(4, 4);
    const Clobber<1>& p = std::get<Clobber<1>>(any);
    Clobber<1> copy = p;
    const auto full = search(copy, Algorithm::AlphaBeta, 4, eval);
    REQUIRE(full.nodes > 100);
    for (const std::size_t cap : {std::size_t(1), std::size_t(7), std::size_t(100)}) {
        const auto t = traced(p, Algorithm::AlphaBeta, 4, eval, cap);
        CHECK(t.trace.truncated());
        CHECK(t.trace.nodes().size() == cap);
        CHECK(t.trace.nodes().capacity() == cap); // reserved once, never grown
        CHECK(t.result.nodes == full.nodes);
        CHECK(t.result.value == full.value);
        // The recorded part is still a tree, in visit order.
        for (std::size_t i = 1; i < t.trace.nodes().size(); ++i)
            CHECK(std::size_t(t.trace.nodes()[i].parent) < i);
    }
    const auto exact = traced(p, Algorithm::AlphaBeta, 4, eval, full.nodes);
    CHECK_FALSE(exact.trace.truncated());
    CHECK(exact.trace.nodes().size() == full.nodes);
}

TEST_CASE("A session's trace: names, the principal variation, and bad settings", "[trace]") {
    auto s = makeSession("tictactoe");
    REQUIRE(s->setPosition("X O X\n_ O _\n_ _ _\n") == "");
    SessionSettings settings;
    settings.algorithm = "alphabeta";
    settings.depth = 9;
    const SessionTrace t = s->trace(settings, 1000);
    REQUIRE(t.error.empty());
    const SessionSearch r = s->search(settings);
    CHECK(t.searched == r.nodes);
    CHECK(t.size() == r.nodes);
    CHECK(t.rootValue == r.value);
    CHECK(t.best == r.move);
    CHECK(t.best == "b1"); // X must block O's column
    CHECK(t.pv == r.pv);
    // The marked nodes are the principal variation, one per ply, reached by its moves.
    std::vector<std::string> marked;
    for (std::size_t i = 1; i < t.size(); ++i)
        if (t.onPv[i]) marked.push_back(t.move(i));
    CHECK(marked == r.pv);
    CHECK(t.heuristic == "threats");

    settings.algorithm = "engine";
    CHECK(s->trace(settings, 1000).error.find("the engine is not traced") == 0);
    settings.algorithm = "minimax";
    CHECK(s->trace(settings, 0).error == "the node cap must be 1..1000000");
    settings.heuristic = "phase";
    CHECK(s->trace(settings, 10).error.find("unknown heuristic 'phase'") == 0);
}

TEST_CASE("The engine's move order: the rule, and the nodes it saves", "[trace]") {
    uint64_t generation = 0, engine = 0;
    for (const AnyClobber& any : randomOpenings(5, 5, 4, 6, 7)) {
        std::visit(
            [&](const auto& p) {
                using P = std::decay_t<decltype(p)>;
                auto eval = [](const P& q, Side me) {
                    return evaluate(q, ClobberHeuristic::Phase, me);
                };
                INFO(clobberText(any, true));
                for (int depth = 2; depth <= 4; ++depth) {
                    engine += checkEngineOrder(p, depth, eval);
                    P copy = p;
                    generation += search(copy, Algorithm::AlphaBeta, depth, eval).nodes;
                }
            },
            any);
    }
    // Killers and history refute sooner: fewer nodes on the whole (not at
    // every node, nor necessarily in every position).
    INFO("generation order " << generation << " nodes, engine order " << engine);
    CHECK(engine < generation);
    auto threats = [](const TicTacToe& q, Side me) {
        return evaluate(q, TicTacToeHeuristic::Threats, me);
    };
    checkEngineOrder(ticTacToe("X _ _\n_ O _\n_ _ _\n"), 7, threats);
    auto fill = [](const Halma& q, Side me) { return evaluate(q, HalmaHeuristic::Fill, me); };
    checkEngineOrder(Halma::start(8), 3, fill);
}

TEST_CASE("A session's trace in the engine's order, and orderings it refuses", "[trace]") {
    auto s = makeSession("tictactoe");
    REQUIRE(s->setPosition("X _ _\n_ O _\n_ _ _\n") == "");
    SessionSettings settings;
    settings.depth = 6;
    const SessionTrace generation = s->trace(settings, 100'000);
    settings.ordering = "engine";
    const SessionTrace engine = s->trace(settings, 100'000);
    REQUIRE(engine.error.empty());
    CHECK(generation.ordering == "generation");
    CHECK(engine.ordering == "engine");
    CHECK(engine.rootValue == generation.rootValue);
    CHECK(engine.searched == engine.size());
    CHECK(engine.searched != generation.searched);
    settings.ordering = "best";
    CHECK(s->trace(settings, 10).error == "unknown ordering 'best': expected generation or engine");
    settings.ordering = "engine";
    settings.algorithm = "minimax";
    CHECK(s->trace(settings, 10).error.find("the engine's ordering is for alphabeta") == 0);
}

TEST_CASE("The nodes per ply are counted past the cap: minimax's are perft's", "[trace]") {
    // The 6x5 start at depth 4: minimax enters every position, 2.7 million of
    // them, far past a cap of 1,000 recorded nodes.
    auto s = makeSession("clobber");
    REQUIRE(s->newGame({6, 5, 0}) == "");
    SessionSettings settings;
    settings.algorithm = "minimax";
    settings.depth = 4;
    const SessionTrace t = s->trace(settings, 1000);
    REQUIRE(t.error.empty());
    CHECK(t.truncated);
    REQUIRE(t.searchedPerPly.size() == 5);
    uint64_t sum = 0;
    for (std::size_t ply = 0; ply < t.searchedPerPly.size(); ++ply) {
        uint64_t leaves = 0;
        REQUIRE(s->perft(int(ply), leaves) == "");
        CHECK(t.searchedPerPly[ply] == leaves);
        sum += t.searchedPerPly[ply];
    }
    CHECK(sum == t.searched);
    // Alpha-beta's, cut short by its cut-offs, add up to its nodes too.
    settings.algorithm = "alphabeta";
    const SessionTrace ab = s->trace(settings, 1000);
    REQUIRE(ab.error.empty());
    uint64_t abSum = 0;
    for (const uint64_t n : ab.searchedPerPly) abSum += n;
    CHECK(abSum == ab.searched);
    CHECK(ab.searchedPerPly[1] < t.searchedPerPly[1] + 1);
    CHECK(ab.searchedPerPly[4] < t.searchedPerPly[4]);
}
