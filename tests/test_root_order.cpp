// The root's moves ordered by a short search (core/solver/clobber_root_order.hpp):
// it changes which moves the solver tries first, never what it proves.
#include <catch2/catch.hpp>

#include "games/clobber/clobber_text.hpp"
#include "random_position.hpp"
#include "reference_clobber.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

TEST_CASE("ordering the root by a short search proves what exhaustive search finds",
          "[solver][root-order]") {
    // Regions above the small-region size, so that the root has Clobber
    // moves to order (and sums of regions, solved region by region at the
    // top of the search, where the order also applies).
    std::mt19937 rng(1207);
    int ordered = 0, wins = 0;
    for (int i = 0; i < 500; ++i) {
        // Up to 18 squares, fuller than the solver's own tests of this kind:
        // exhaustive search stays quick and most roots keep a large region.
        const int r = 2 + int(rng() % 2), c = 4 + int(rng() % 3);
        const ref::Board b = ref::randomBoard(rng, r, c, 15 + int(rng() % 25));
        const bool expected = ref::wins(b);
        auto pos = parseClobber(ref::toText(b)).position.value();
        std::visit(
            [&](auto& p) {
                constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
                ClobberSolver<W> plain(std::size_t{1} << 20), solver(std::size_t{1} << 20);
                solver.setRootOrder(1 + i % 4);
                const SolveResult s = solver.solve(p), base = plain.solve(p);
                INFO(ref::toText(b));
                REQUIRE(s.solved);
                CHECK(s.moverWins == expected);
                CHECK(base.moverWins == expected);
                CHECK(base.orderNodes == 0);
                ordered += s.orderNodes > 0;
                if (s.hasMove) {
                    ++wins;
                    auto q = p;
                    q.make(s.move);
                    CHECK_FALSE(ref::wins(ref::fromText(clobberText(q, true))));
                }
            },
            pos);
    }
    CHECK(ordered > 100); // the short searches ran
    CHECK(wins > 100);
}

TEST_CASE("the root order is deterministic, and off by default", "[solver][root-order]") {
    std::mt19937 rng(5);
    for (int i = 0; i < 4; ++i) {
        const auto p =
            i == 0 ? std::get<Clobber<1>>(startClobber(4, 5)) : randomPosition<1>(5, 5, 19, rng);
        ClobberSolver<1> a(std::size_t{8} << 20), b(std::size_t{8} << 20);
        ClobberSolver<1> off(std::size_t{8} << 20), never(std::size_t{8} << 20);
        a.setRootOrder(ClobberRootOrder<1>::kDefaultDepth);
        b.setRootOrder(ClobberRootOrder<1>::kDefaultDepth);
        off.setRootOrder(ClobberRootOrder<1>::kDefaultDepth);
        off.setRootOrder(0);
        const SolveResult ra = a.solve(p), rb = b.solve(p), roff = off.solve(p),
                          rnever = never.solve(p);
        INFO(clobberText(p, true));
        CHECK(ra.nodes == rb.nodes);
        CHECK(ra.orderNodes == rb.orderNodes);
        CHECK(ra.orderNodes > 0);
        CHECK(ra.move == rb.move);
        CHECK(ra.moverWins == rnever.moverWins);
        // Turned off again, the solver searches as one never ordered.
        CHECK(roff.nodes == rnever.nodes);
        CHECK(roff.orderNodes == 0);
        CHECK(roff.move == rnever.move);
    }
}
