// Minimax and alpha-beta: values and moves against a plain minimax over the
// reference board, alpha-beta against minimax, node counts against perft,
// scores of finished games, and principal variations.
#include <catch2/catch.hpp>
#include <climits>
#include <memory>

#include "games/clobber/clobber_heuristics.hpp"
#include "games/clobber/clobber_text.hpp"
#include "parsed.hpp"
#include "reference_heuristics.hpp"
#include "search/engine_search.hpp"
#include "search/search.hpp"

using namespace gametree;

namespace {

// Plain minimax over the reference board, from `root`'s side, trying moves in
// the documented generation order and keeping the first of equal moves. A
// finished game is worth kWin minus the plies it took, for the winner.
using RefEval = int (*)(const ref::Board&, char me);

int refMinimax(const ref::Board& b, char root, int depth, int ply, RefEval eval,
               std::string* best) {
    const auto ms = ref::movesInGenerationOrder(b);
    if (ms.empty()) return b.toMove == root ? -kWin + ply : kWin - ply;
    if (depth == 0) return eval(b, root);
    const bool maximizing = b.toMove == root;
    int value = maximizing ? INT_MIN : INT_MAX;
    for (const ref::Move& m : ms) {
        const int v = refMinimax(ref::play(b, m), root, depth - 1, ply + 1, eval, nullptr);
        if (maximizing ? v > value : v < value) {
            value = v;
            if (best) *best = ref::moveName(m);
        }
    }
    return value;
}

// Does a game end (a side to move without a move) fewer than `plies` moves
// below b? Then minimax stops there and its node count is not the perft sum.
bool gameEndsWithin(const ref::Board& b, int plies) {
    if (plies == 0) return false;
    const auto ms = ref::moves(b);
    if (ms.empty()) return true;
    for (const ref::Move& m : ms)
        if (gameEndsWithin(ref::play(b, m), plies - 1)) return true;
    return false;
}

template <class P>
auto evaluator(ClobberHeuristic h) {
    return [h](const P& q, Side me) { return evaluate(q, h, me); };
}

// Plays the line from p, checking every move is legal, and returns the score
// where it stops: a finished game, or the heuristic at the depth limit.
template <class P, class Eval>
int scoreAtEndOf(P p, const std::vector<ClobberMove>& line, int depth, Eval eval) {
    const Side root = p.sideToMove();
    for (const ClobberMove m : line) {
        typename P::Moves list;
        p.generate(list);
        INFO("move " << moveName(m, p.cols()));
        REQUIRE(std::find(list.begin(), list.end(), m) != list.end());
        p.make(m);
    }
    const int ply = int(line.size());
    if (p.result() != Result::Ongoing) return terminalScore(p.result(), root, ply);
    REQUIRE(ply == depth); // a line stops early only at the end of the game
    return eval(p, root);
}

template <class P>
SearchResult<ClobberMove> run(P& p, Algorithm a, int depth, ClobberHeuristic h) {
    return search(p, a, depth, evaluator<P>(h));
}

struct Named {
    const char* name;
    RefEval eval;
};
const Named kReferenceHeuristics[] = {
    {"active", ref::active}, {"center", ref::centre}, {"groups", ref::groups}, {"live", ref::live}};

} // namespace

TEST_CASE("minimax equals a plain minimax over the reference board", "[search]") {
    std::mt19937 rng(4);
    for (int i = 0; i < 160; ++i) {
        const Named& h = kReferenceHeuristics[i % 4];
        // Deeper on the small boards, so that the reference stays quick.
        const int depth = 1 + int(rng() % 4);
        const int maxSquares = depth == 4 ? 12 : depth == 3 ? 20 : depth == 2 ? 64 : 256;
        int r, c;
        do {
            r = 1 + int(rng() % 16);
            c = 1 + int(rng() % 16);
        } while (r * c > maxSquares);
        const ref::Board b = ref::randomBoard(rng, r, c, int(rng() % 40));
        const std::string text = ref::toText(b);
        std::string refBest;
        const int refValue = refMinimax(b, b.toMove, depth, 0, h.eval, &refBest);

        AnyClobber pos = parsed(text);
        std::visit(
            [&](auto& p) {
                const auto mm = run(p, Algorithm::Minimax, depth, *findClobberHeuristic(h.name));
                INFO(text << "depth " << depth << " heuristic " << h.name);
                CHECK(mm.value == refValue);
                CHECK(mm.hasMove == !ref::moves(b).empty());
                if (mm.hasMove) CHECK(moveName(mm.best, c) == refBest);
                CHECK(mm.depth == depth);
            },
            pos);
    }
}

TEST_CASE("alpha-beta returns minimax's value and move with no more nodes", "[search]") {
    std::mt19937 rng(5);
    int pruned = 0, searches = 0;
    for (int i = 0; i < 240; ++i) {
        const ClobberHeuristic h = ClobberHeuristic(i % kClobberHeuristics.size());
        const int depth = 1 + i % 4;
        // Every width of bitboard; the big boards at the shallow depths.
        const int maxSide = depth <= 2 ? 16 : depth == 3 ? 8 : 6;
        const int r = 1 + int(rng() % maxSide), c = 1 + int(rng() % maxSide);
        const std::string text = ref::randomText(rng, r, c, int(rng() % 40));
        AnyClobber pos = parsed(text);
        std::visit(
            [&](auto& p) {
                using P = std::decay_t<decltype(p)>;
                const P before = p;
                const auto mm = run(p, Algorithm::Minimax, depth, h);
                CHECK(p == before);
                const auto ab = run(p, Algorithm::AlphaBeta, depth, h);
                CHECK(p == before);
                CHECK(p.hash() == before.hash());
                INFO(text << "depth " << depth << " heuristic " << heuristicName(h));
                CHECK(ab.value == mm.value);
                CHECK(ab.hasMove == mm.hasMove);
                if (mm.hasMove) CHECK(ab.best == mm.best);
                CHECK(ab.nodes <= mm.nodes);
                pruned += ab.nodes < mm.nodes;
                ++searches;
                // Each line starts with its best move and ends where its value comes from.
                for (const auto* res : {&mm, &ab}) {
                    CHECK(res->hasMove == !res->pv.empty());
                    if (res->hasMove) CHECK(res->pv.front() == res->best);
                    CHECK(scoreAtEndOf(p, res->pv, depth, evaluator<P>(h)) == res->value);
                }
            },
            pos);
    }
    CHECK(pruned > searches / 3); // alpha-beta does cut
}

TEST_CASE("minimax visits 1 + perft(1) + ... + perft(d) nodes", "[search]") {
    const std::tuple<int, int, int> cases[] = {{6, 5, 4},   {5, 6, 3},   {4, 4, 4}, {8, 8, 3},
                                               {10, 10, 2}, {16, 16, 2}, {2, 16, 3}};
    for (const auto& [rows, cols, maxDepth] : cases) {
        const int depth = maxDepth; // lambdas cannot capture bindings in C++20
        ref::Board b = ref::start(rows, cols);
        for (char turn : {'B', 'W'}) {
            b.toMove = turn;
            INFO(rows << "x" << cols << " depth " << depth << " " << turn << " to move");
            REQUIRE_FALSE(gameEndsWithin(b, depth));
            uint64_t expected = 1;
            for (int d = 1; d <= depth; ++d) expected += ref::perft(b, d);
            AnyClobber pos = parsed(ref::toText(b));
            std::visit(
                [&](auto& p) {
                    const auto mm = run(p, Algorithm::Minimax, depth, ClobberHeuristic::Active);
                    CHECK(mm.nodes == expected);
                    const auto ab = run(p, Algorithm::AlphaBeta, depth, ClobberHeuristic::Active);
                    CHECK(ab.nodes < expected);
                },
                pos);
        }
    }
}

TEST_CASE("a finished position is a loss for the side to move", "[search]") {
    for (const char* text : {"B _ W\n", "B _ W\nturn: W\n", "_\n", "B\n", "W W\nW W\n"}) {
        AnyClobber pos = parsed(text);
        std::visit(
            [&](auto& p) {
                for (Algorithm a : {Algorithm::Minimax, Algorithm::AlphaBeta})
                    for (int depth : {0, 1, 3}) {
                        INFO(text << " depth " << depth);
                        const auto r = run(p, a, depth, ClobberHeuristic::Live);
                        CHECK_FALSE(r.hasMove);
                        CHECK(r.pv.empty());
                        CHECK(r.value == -kWin);
                        CHECK(r.value == lossIn(0));
                        CHECK(r.nodes == 1);
                    }
            },
            pos);
    }
}

TEST_CASE("depth 0 scores the position by the heuristic alone", "[search]") {
    AnyClobber pos = parsed("B W B\nW B W\nturn: W\n");
    std::visit(
        [](auto& p) {
            for (Algorithm a : {Algorithm::Minimax, Algorithm::AlphaBeta}) {
                const auto r = run(p, a, 0, ClobberHeuristic::Center);
                CHECK_FALSE(r.hasMove);
                CHECK(r.nodes == 1);
                CHECK(r.value == evaluate(p, ClobberHeuristic::Center, Side::Second));
            }
        },
        pos);
}

TEST_CASE("quicker wins and slower losses are preferred", "[search]") {
    struct Case {
        std::string text;
        int depth;
        int value;
        std::string best;
    };
    const Case cases[] = {
        // Black captures and White has no move.
        {"B W\n", 4, winIn(1), "a1b1"},
        // b1c1 and d1e1 win in 3, d1c1 (generated last) at once.
        {"B B W B W\n", 6, winIn(1), "d1c1"},
        // No win in 1; the best line wins in 3.
        {"W B W B B\n_ B B W _\n", 8, winIn(3), ""},
        // Whatever Black does, White replies in the other pair and wins.
        {"B W _ B W\n", 6, lossIn(2), ""},
        // a1a2 and c2c1 (generated first) lose in 2; a1b1 holds out to 4.
        {"W W B\nB W W\n", 8, lossIn(4), "a1b1"},
    };
    for (const Case& c : cases) {
        const ref::Board b = ref::fromText(c.text);
        INFO(c.text);
        // The reference agrees with the hand-worked value.
        REQUIRE(refMinimax(b, b.toMove, c.depth, 0, ref::live, nullptr) == c.value);
        AnyClobber pos = parsed(c.text);
        std::visit(
            [&](auto& p) {
                for (Algorithm a : {Algorithm::Minimax, Algorithm::AlphaBeta}) {
                    const auto r = run(p, a, c.depth, ClobberHeuristic::Live);
                    CHECK(r.value == c.value);
                    if (!c.best.empty()) CHECK(moveName(r.best, b.cols) == c.best);
                    // The line is as long as the game.
                    CHECK(int(r.pv.size()) == (c.value > 0 ? kWin - c.value : kWin + c.value));
                }
            },
            pos);
    }
}

TEST_CASE("a win beyond the horizon is not seen, within it it is", "[search]") {
    const std::string text = "W B W B B\n_ B B W _\n"; // Black wins in 3
    AnyClobber pos = parsed(text);
    std::visit(
        [](auto& p) {
            for (Algorithm a : {Algorithm::Minimax, Algorithm::AlphaBeta}) {
                CHECK_FALSE(isDecisive(run(p, a, 1, ClobberHeuristic::Active).value));
                CHECK_FALSE(isDecisive(run(p, a, 2, ClobberHeuristic::Active).value));
                CHECK(run(p, a, 3, ClobberHeuristic::Active).value == winIn(3));
                CHECK(run(p, a, 5, ClobberHeuristic::Active).value == winIn(3));
            }
        },
        pos);
}

TEST_CASE("progress is reported while searching", "[search]") {
    AnyClobber pos = startClobber(6, 5);
    std::visit(
        [](auto& p) {
            using P = std::decay_t<decltype(p)>;
            std::vector<uint64_t> reports;
            const auto r = search(p, Algorithm::Minimax, 4, evaluator<P>(ClobberHeuristic::Active),
                                  [&](uint64_t nodes) { reports.push_back(nodes); });
            const uint64_t interval = PlainSearch<P, decltype(evaluator<P>({}))>::kProgressInterval;
            CHECK(reports.size() == r.nodes / interval);
            for (std::size_t i = 0; i < reports.size(); ++i)
                CHECK(reports[i] == (i + 1) * interval);
        },
        pos);
}

TEST_CASE("the engine reports the iteration under way as its progress depth", "[search]") {
    Clobber<1> p = Clobber<1>::start(6, 5);
    auto eval = evaluator<Clobber<1>>(ClobberHeuristic::Live);
    TranspositionTable tt(std::size_t{1} << 20);
    auto engine = std::make_unique<EngineSearch<Clobber<1>, decltype(eval)>>(tt, eval);
    EngineLimits limits;
    limits.maxDepth = 9;
    std::vector<EngineProgress> reports;
    const auto r = engine->run(p, limits, [&](const EngineProgress& e) { reports.push_back(e); });
    REQUIRE(r.depth == 9);
    int during = 0, done = 0;
    for (const EngineProgress& e : reports) {
        if (e.iterationDone) {
            CHECK(e.depth == ++done); // each iteration once, in order
        } else {
            ++during;
            // Reported while iteration done + 1 runs, never a node's remaining depth.
            CHECK(e.depth == done + 1);
        }
    }
    CHECK(done == 9);
    CHECK(during > 0);
}

TEST_CASE("the engine's clock may start before the search", "[search]") {
    // A caller that used most of the move's time before the search (making
    // tables, trying a solver) passes the move's start: the search then stops
    // at once, after its first iteration, with that iteration's move.
    Clobber<4> p = Clobber<4>::start(10, 10);
    auto eval = evaluator<Clobber<4>>(ClobberHeuristic::Live);
    TranspositionTable tt(std::size_t{1} << 20);
    auto engine = std::make_unique<EngineSearch<Clobber<4>, decltype(eval)>>(tt, eval);
    EngineLimits late;
    late.maxDepth = 9;
    late.timeMs = 50; // of which nothing is left
    late.start = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    const auto r = engine->run(p, late);
    CHECK(r.timedOut);
    // Stopped within 1,024 nodes of the first iteration's end (a second
    // iteration may finish in fewer).
    REQUIRE(r.depth >= 1);
    CHECK(r.depth <= 2);
    EngineLimits fixed;
    fixed.maxDepth = r.depth;
    const auto full = engine->run(p, fixed);
    CHECK(r.best == full.best);
    CHECK(r.value == full.value);
    // Started now, the search has its time. Five seconds rather than the 50
    // ms above: depth 3 takes milliseconds, but a loaded machine under the
    // sanitizers once took more than 50 ms for it.
    late.start = std::chrono::steady_clock::now();
    late.timeMs = 5000;
    late.maxDepth = 3;
    CHECK(engine->run(p, late).depth == 3);
}
