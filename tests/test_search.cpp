// Minimax and alpha-beta: the same values and moves, node counts that match
// perft, scores of finished games, legal principal variations; and the engine.
#include <catch2/catch.hpp>

#include "clobber_agent.hpp"
#include "perft.hpp"
#include "reference_clobber.hpp"

using namespace gametree;

namespace {

template <class P>
bool pvIsLegal(P p, const std::vector<ClobberMove>& pv) {
    for (const ClobberMove m : pv) {
        typename P::Moves list;
        p.generate(list);
        if (std::find(list.begin(), list.end(), m) == list.end()) return false;
        p.make(m);
    }
    return true;
}

} // namespace

TEST_CASE("alpha-beta returns minimax's value and move with no more nodes", "[search]") {
    std::mt19937 rng(5);
    const ClobberHeuristic heuristics[] = {ClobberHeuristic::Active, ClobberHeuristic::Regions,
                                           ClobberHeuristic::Phase, ClobberHeuristic::Pressure,
                                           ClobberHeuristic::CenterActive};
    for (int i = 0; i < 150; ++i) {
        const int r = 2 + int(rng() % 5), c = 2 + int(rng() % 5);
        const std::string text = ref::randomText(rng, r, c, int(rng() % 40));
        auto pos = parseClobber(text).position.value();
        const ClobberHeuristic h = heuristics[i % 5];
        const int depth = 1 + i % 4;
        std::visit(
            [&](auto& p) {
                using P = std::decay_t<decltype(p)>;
                auto eval = [h](const P& q, Side me) { return evaluate(q, h, me); };
                const P before = p;
                const auto mm = search(p, Algorithm::Minimax, depth, eval);
                const auto ab = search(p, Algorithm::AlphaBeta, depth, eval);
                INFO(text << "depth " << depth << " heuristic " << heuristicName(h));
                CHECK(p == before);
                CHECK(ab.value == mm.value);
                CHECK(ab.hasMove == mm.hasMove);
                if (mm.hasMove) CHECK(ab.best == mm.best);
                CHECK(ab.nodes <= mm.nodes);
                CHECK(pvIsLegal(p, mm.pv));
                CHECK(pvIsLegal(p, ab.pv));
                if (mm.hasMove) CHECK(mm.pv.front() == mm.best);
            },
            pos);
    }
}

TEST_CASE("minimax visits 1 + perft(1) + ... + perft(d) nodes", "[search]") {
    for (const auto& [r, c, maxDepth] : {std::tuple{6, 5, 4}, {4, 4, 4}, {8, 8, 3}, {10, 10, 2}}) {
        const int rows = r, cols = c, depth = maxDepth; // lambdas cannot capture bindings in C++20
        const std::string text = clobberText(startClobber(rows, cols), true);
        const ref::Board b = ref::fromText(text);
        uint64_t expected = 1;
        for (int d = 1; d <= depth; ++d) expected += ref::perft(b, d);
        auto pos = parseClobber(text).position.value();
        std::visit(
            [&](auto& p) {
                auto eval = [](const auto& q, Side me) {
                    return evaluate(q, ClobberHeuristic::Active, me);
                };
                INFO(rows << "x" << cols << " depth " << depth);
                CHECK(search(p, Algorithm::Minimax, depth, eval).nodes == expected);
            },
            pos);
    }
}

TEST_CASE("finished games score as wins and losses that prefer quick wins", "[search]") {
    auto eval = [](const auto& q, Side me) { return evaluate(q, ClobberHeuristic::Active, me); };
    // Black to move with no move: a loss at the root.
    auto lost = parseClobber("B _ W\n").position.value();
    std::visit(
        [&](auto& p) {
            const auto r = search(p, Algorithm::AlphaBeta, 3, eval);
            CHECK_FALSE(r.hasMove);
            CHECK(r.value == lossIn(0));
            CHECK(r.nodes == 1);
        },
        lost);
    // "B W": Black captures and White has no move: a win in one.
    auto winInOne = parseClobber("B W\n").position.value();
    std::visit(
        [&](auto& p) {
            const auto r = search(p, Algorithm::Minimax, 4, eval);
            CHECK(r.value == winIn(1));
        },
        winInOne);
    // "B W _ B W": whatever Black does, White replies in the other pair and wins in two.
    auto lossInTwo = parseClobber("B W _ B W\n").position.value();
    std::visit(
        [&](auto& p) {
            const auto r = search(p, Algorithm::Minimax, 4, eval);
            CHECK(r.value == lossIn(2));
        },
        lossInTwo);
}

TEST_CASE("the same settings always give the same game", "[search]") {
    auto play = [](Algorithm a) {
        AnyClobber pos = startClobber(5, 5);
        AgentSettings s;
        s.algorithm = a;
        s.depth = 3;
        std::string moves;
        uint64_t nodes = 0;
        while (std::visit([](auto& p) { return p.result() == Result::Ongoing; }, pos)) {
            const MoveReport r = think(pos, s);
            nodes += r.nodes;
            moves += moveName(r.move, 5) + " ";
            std::visit([&](auto& p) { p.make(r.move); }, pos);
        }
        return moves + std::to_string(nodes);
    };
    CHECK(play(Algorithm::AlphaBeta) == play(Algorithm::AlphaBeta));
    CHECK(play(Algorithm::Engine) == play(Algorithm::Engine));
}

TEST_CASE("the engine agrees with alpha-beta on proven results and plays legal lines", "[engine]") {
    std::mt19937 rng(9);
    for (int i = 0; i < 60; ++i) {
        const std::string text = ref::randomText(rng, 3 + int(rng() % 3), 3 + int(rng() % 3), 30);
        const ref::Board b = ref::fromText(text);
        auto pos = parseClobber(text).position.value();
        AgentSettings s;
        s.algorithm = Algorithm::Engine;
        s.depth = 30; // deep enough to see every game on these boards to its end
        const MoveReport r = think(pos, s);
        INFO(text);
        const bool moverWins = ref::wins(b);
        if (!r.hasMove) {
            CHECK(ref::moves(b).empty());
            continue;
        }
        CHECK(isDecisive(r.value));
        CHECK((r.value > 0) == moverWins);
        std::visit([&](auto& p) { CHECK(pvIsLegal(p, r.pv)); }, pos);
    }
}
