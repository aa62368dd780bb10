// make/unmake round trips and the incremental Zobrist hash.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "games/clobber/clobber_text.hpp"
#include "parsed.hpp"
#include "reference_clobber.hpp"

using namespace gametree;

namespace {

uint64_t hashOf(const std::string& text) {
    const AnyClobber pos = parsed(text);
    return std::visit([](const auto& p) { return p.hash(); }, pos);
}

} // namespace

TEST_CASE("make and unmake restore position and hash, the incremental hash and hashAfter are exact",
          "[hash]") {
    std::mt19937 rng(3);
    for (int game = 0; game < 150; ++game) {
        const int r = 1 + int(rng() % 16), c = 1 + int(rng() % 16);
        AnyClobber pos = parsed(ref::randomText(rng, r, c, int(rng() % 30)));
        std::visit(
            [&](auto& p) {
                using P = std::decay_t<decltype(p)>;
                REQUIRE(p.hash() == p.computeHash());
                for (int ply = 0; ply < 300; ++ply) {
                    typename P::Moves list;
                    p.generate(list);
                    if (list.empty()) break;
                    for (const ClobberMove m : list) {
                        const P before = p;
                        p.make(m);
                        CHECK(p.hash() == p.computeHash());
                        CHECK(p.hash() == before.hashAfter(m));
                        CHECK(p.hash() != before.hash());
                        CHECK(p.sideToMove() == opponent(before.sideToMove()));
                        CHECK(p.occupied().count() == before.occupied().count() - 1);
                        p.unmake(m);
                        CHECK(p == before);
                        CHECK(p.hash() == before.hash());
                    }
                    p.make(list[rng() % list.size()]);
                    // The hash of a position reached by play is the hash of the
                    // same position read from its text.
                    REQUIRE(p.hash() == p.computeHash());
                    if (ply % 5 == 0) CHECK(p.hash() == hashOf(clobberText(p, true)));
                }
            },
            pos);
    }
}

TEST_CASE("the side to move is part of the hash", "[hash]") {
    CHECK(hashOf("B W\n") != hashOf("B W\nturn: W\n"));
    CHECK(hashOf("B W\nturn: B\n") == hashOf("B W\n"));
}

TEST_CASE("transpositions share a hash, different positions do not", "[hash]") {
    // Two move orders to the same position: Black's two captures are
    // independent, and White's reply in between is the same.
    AnyClobber a = parsed("B W _ B W _ W B\n");
    std::visit(
        [&](auto& p) {
            auto q = p;
            auto r = p;
            using P = std::decay_t<decltype(p)>;
            const auto play = [](P& pos, std::initializer_list<const char*> names) {
                for (const char* name : names) {
                    const ClobberMove m = *parseMoveName(name, 1, 8);
                    typename P::Moves list;
                    pos.generate(list);
                    INFO(name);
                    REQUIRE(std::find(list.begin(), list.end(), m) != list.end());
                    pos.make(m);
                }
            };
            play(p, {"a1b1", "g1h1", "d1e1"});
            play(q, {"d1e1", "g1h1", "a1b1"});
            play(r, {"a1b1", "e1d1", "h1g1"});
            CHECK(p == q);
            CHECK(p.hash() == q.hash());
            CHECK_FALSE(p == r);
            CHECK(p.hash() != r.hash());
        },
        a);

    // Every position within 3 plies of the 5x6 start: equal hashes only for
    // equal positions.
    std::map<uint64_t, std::string> seen;
    int collisions = 0;
    std::size_t positions = 0;
    AnyClobber start = startClobber(5, 6);
    std::visit(
        [&](auto& p) {
            using P = std::decay_t<decltype(p)>;
            auto walk = [&](auto& self, P& q, int depth) -> void {
                const std::string text = clobberText(q, true);
                auto [it, inserted] = seen.emplace(q.hash(), text);
                if (inserted) ++positions;
                if (!inserted && it->second != text) ++collisions;
                if (depth == 0) return;
                typename P::Moves list;
                q.generate(list);
                for (const ClobberMove m : list) {
                    q.make(m);
                    self(self, q, depth - 1);
                    q.unmake(m);
                }
            };
            walk(walk, p, 3);
        },
        start);
    CHECK(collisions == 0);
    // Transpositions: 1 + 49 + 2116 + 80063 paths lead to fewer positions.
    CHECK(positions < 1 + 49 + 2116 + 80063);
    CHECK(positions > 10000);
}

TEST_CASE("every disc on every square of a 16x16 board has its own key", "[hash]") {
    // One disc of either side on any of the 256 squares, either side to move:
    // 1024 positions, 1024 different hashes.
    std::set<uint64_t> hashes;
    for (int sq = 0; sq < 256; ++sq)
        for (const char* disc : {"B", "W"})
            for (const char* turn : {"B", "W"}) {
                ref::Board b{16, 16, std::vector<std::string>(16, std::string(16, '_')), *turn};
                b.grid[sq / 16][sq % 16] = *disc;
                hashes.insert(hashOf(ref::toText(b)));
            }
    CHECK(hashes.size() == 1024);
}
