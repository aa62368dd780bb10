// make/unmake round trips and the incremental Zobrist hash.
#include <catch2/catch.hpp>

#include "reference_clobber.hpp"

using namespace gametree;

TEST_CASE("make and unmake restore position and hash; the incremental hash is exact", "[hash]") {
    std::mt19937 rng(3);
    for (int game = 0; game < 150; ++game) {
        const int r = 1 + int(rng() % 16), c = 1 + int(rng() % 16);
        auto pos = parseClobber(ref::randomText(rng, r, c, 10)).position.value();
        std::visit(
            [&](auto& p) {
                using P = std::decay_t<decltype(p)>;
                for (int ply = 0; ply < 200; ++ply) {
                    REQUIRE(p.hash() == p.computeHash());
                    typename P::Moves list;
                    p.generate(list);
                    if (list.empty()) break;
                    for (const ClobberMove m : list) {
                        const P before = p;
                        p.make(m);
                        CHECK(p.hash() == p.computeHash());
                        CHECK(p.sideToMove() != before.sideToMove());
                        CHECK(p.occupied().count() == before.occupied().count() - 1);
                        p.unmake(m);
                        CHECK(p == before);
                        CHECK(p.hash() == before.hash());
                    }
                    p.make(list[rng() % list.size()]);
                }
            },
            pos);
    }
}

TEST_CASE("the side to move is part of the hash", "[hash]") {
    auto a = parseClobber("B W\n").position.value();
    auto b = parseClobber("B W\nturn: W\n").position.value();
    const auto ha = std::visit([](auto& p) { return p.hash(); }, a);
    const auto hb = std::visit([](auto& p) { return p.hash(); }, b);
    CHECK(ha != hb);
}
