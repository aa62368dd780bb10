// Proof-number search (core/solver/clobber_dfpn.hpp) against plain exhaustive search
// and against the depth-first solver.
#include <catch2/catch.hpp>

#include <random>

#include "games/clobber/clobber_text.hpp"
#include "reference_clobber.hpp"
#include "solver/clobber_dfpn.hpp"
#include "solver/dfpn_table.hpp"

using namespace gametree;

namespace {

template <class F>
void withText(const std::string& text, F&& f) {
    auto pos = parseClobber(text).position.value();
    std::visit([&](auto& p) { f(p); }, pos);
}

} // namespace

TEST_CASE("df-pn agrees with exhaustive search on random small positions", "[solver][dfpn]") {
    // Leaves of 0 discs: every node is searched by df-pn itself, save sums
    // of several large regions; of 8, df-pn hands small positions over.
    std::mt19937 rng(1414);
    int wins = 0, losses = 0;
    for (int i = 0; i < 1000; ++i) {
        // Up to 16 squares, so that exhaustive search stays quick.
        const int r = 2 + int(rng() % 3), c = 2 + int(rng() % 3);
        const std::string text = ref::randomText(rng, r, c, int(rng() % 40));
        const bool expected = ref::wins(ref::fromText(text));
        withText(text, [&](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            for (const int leaf : {0, 8}) {
                ClobberDfpn<W> dfpn(std::size_t{1} << 20, leaf);
                const SolveResult s = dfpn.solve(p);
                INFO(text << "leaf discs " << leaf);
                REQUIRE(s.solved);
                CHECK(s.moverWins == expected);
                CHECK(s.hasMove == expected);
                if (s.hasMove) {
                    auto q = p;
                    q.make(s.move);
                    CHECK_FALSE(ref::wins(ref::fromText(clobberText(q, true))));
                }
            }
        });
        (expected ? wins : losses)++;
    }
    CHECK(wins > 150);
    CHECK(losses > 150);
}

TEST_CASE("df-pn agrees with the depth-first solver on larger random positions", "[solver][dfpn]") {
    // Too large for exhaustive search, small enough for a fraction of a second each.
    std::mt19937 rng(2002);
    for (int i = 0; i < 25; ++i) {
        const int r = 4 + int(rng() % 2), c = 4 + int(rng() % 2);
        const std::string text = ref::randomText(rng, r, c, int(rng() % 25));
        withText(text, [&](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> ab(std::size_t{8} << 20);
            const SolveResult expected = ab.solve(p);
            // Also with a budget for the depth-first solver's first try.
            for (const auto& [leaf, budget] : {std::pair{0, 0}, {12, 0}, {0, 50}}) {
                ClobberDfpn<W> dfpn(std::size_t{8} << 20, leaf, uint64_t(budget));
                const SolveResult s = dfpn.solve(p);
                INFO(text << "leaf discs " << leaf << " budget " << budget);
                REQUIRE(s.solved);
                CHECK(s.moverWins == expected.moverWins);
            }
        });
    }
}

TEST_CASE("df-pn proves the 4x5 start as the depth-first solver does, deterministically",
          "[solver][dfpn]") {
    auto pos = startClobber(4, 5);
    std::visit(
        [](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> ab(std::size_t{16} << 20);
            ClobberDfpn<W> a(std::size_t{16} << 20, 0), b(std::size_t{16} << 20, 0);
            const SolveResult ra = a.solve(p), rb = b.solve(p), expected = ab.solve(p);
            CHECK(ra.moverWins == expected.moverWins);
            CHECK(ra.nodes == rb.nodes);
            CHECK(ra.move == rb.move);
            // A node limit gives up without an answer.
            ClobberDfpn<W> limited(std::size_t{16} << 20, 0);
            const SolveResult rl = limited.solve(p, 100);
            CHECK_FALSE(rl.solved);
            CHECK_FALSE(rl.hasMove);
        },
        pos);
}

TEST_CASE("the table of proof numbers answers right or not at all", "[dfpn]") {
    DfpnTable table(std::size_t{1} << 16); // 4,096 entries for 50,000 positions
    std::mt19937_64 rng(5);
    std::vector<std::pair<uint64_t, DfpnTable::Numbers>> stored;
    for (int i = 0; i < 50000; ++i) {
        const uint64_t key = rng();
        const DfpnTable::Numbers n{uint32_t(rng() % 100000), uint32_t(rng() % 100000)};
        table.store(key, n, rng() % 1000);
        stored.emplace_back(key, n);
    }
    int known = 0;
    for (const auto& [key, n] : stored) {
        DfpnTable::Numbers got;
        if (table.probe(key, got)) {
            ++known;
            CHECK(got.pn == n.pn);
            CHECK(got.dn == n.dn);
        }
    }
    CHECK(known > 2000);
    DfpnTable::Numbers none;
    CHECK_FALSE(table.probe(12345, none));
}
