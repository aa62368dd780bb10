// The exact solver against plain exhaustive search, and the game values it
// uses for small regions.
#include <catch2/catch.hpp>

#include "cgt.hpp"
#include "clobber_solver.hpp"
#include "clobber_text.hpp"
#include "reference_clobber.hpp"

using namespace gametree;

TEST_CASE("the solver agrees with exhaustive search on random small positions", "[solver]") {
    std::mt19937 rng(2026);
    int wins = 0, losses = 0;
    for (int i = 0; i < 3000; ++i) {
        const int r = 1 + int(rng() % 4), c = 1 + int(rng() % 4);
        // Up to 16 squares, so that exhaustive search stays quick.
        const std::string text = ref::randomText(rng, r, c, int(rng() % 50));
        const bool expected = ref::wins(ref::fromText(text));
        auto pos = parseClobber(text).position.value();
        std::visit(
            [&](auto& p) {
                constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
                ClobberSolver<W> solver(std::size_t{1} << 20);
                const SolveResult s = solver.solve(p);
                INFO(text);
                REQUIRE(s.solved);
                CHECK(s.moverWins == expected);
                CHECK(s.hasMove == expected);
                if (s.hasMove) {
                    // The winning move leaves the opponent lost.
                    auto q = p;
                    q.make(s.move);
                    CHECK_FALSE(ref::wins(ref::fromText(clobberText(q, true))));
                }
            },
            pos);
        (expected ? wins : losses)++;
    }
    CHECK(wins > 300); // both outcomes are well represented
    CHECK(losses > 300);
}

TEST_CASE("the solver proves the small starts that exhaustive search can check", "[solver]") {
    for (const auto& [r, c] : {std::pair{2, 2}, {3, 3}, {3, 4}, {2, 6}, {4, 4}}) {
        const int rows = r, cols = c; // lambdas cannot capture bindings in C++20
        const std::string text = clobberText(startClobber(rows, cols), true);
        auto pos = parseClobber(text).position.value();
        std::visit(
            [&](auto& p) {
                ClobberSolver<std::decay_t<decltype(p)>::BB::kWords> solver(std::size_t{16} << 20);
                INFO(rows << "x" << cols);
                CHECK(solver.solve(p).moverWins == ref::wins(ref::fromText(text)));
            },
            pos);
    }
}

TEST_CASE("a node limit gives up without a wrong answer", "[solver]") {
    auto pos = startClobber(4, 5);
    std::visit(
        [](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> solver(std::size_t{16} << 20);
            const SolveResult limited = solver.solve(p, {}, 1000);
            CHECK_FALSE(limited.solved);
            CHECK_FALSE(limited.hasMove);
            // The same solver, table kept, then finishes and agrees with a fresh one.
            const SolveResult full = solver.solve(p);
            ClobberSolver<W> fresh(std::size_t{16} << 20);
            CHECK(full.solved);
            CHECK(full.moverWins == fresh.solve(p).moverWins);
        },
        pos);
}

TEST_CASE("canonical forms, sums and comparisons of games", "[cgt]") {
    GameStore g;
    const auto zero = g.zero();
    const auto star = g.make({zero}, {zero});
    const auto one = g.make({zero}, {});
    const auto minusOne = g.make({}, {zero});
    const auto up = g.make({zero}, {star});
    const auto half = g.make({zero}, {one});
    CHECK(g.add(star, star) == zero);
    CHECK(g.add(one, minusOne) == zero);
    CHECK(g.add(up, g.negate(up)) == zero);
    CHECK(g.add(half, half) == one);
    CHECK(g.make({zero, one}, {}) == g.add(one, one)); // 0 is dominated by 1: {0,1|} = 2
    CHECK(g.leq(zero, up));
    CHECK_FALSE(g.leq(up, zero));
    CHECK_FALSE(g.leq(up, star)); // up and star are confused
    CHECK_FALSE(g.leq(star, up));
    const auto upStar = g.add(up, star);
    CHECK(g.leftWinsFirst(upStar));
    CHECK(g.rightWinsFirst(upStar));
    CHECK(g.leftWinsFirst(one));
    CHECK_FALSE(g.rightWinsFirst(one));
}
