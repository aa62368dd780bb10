// Atomic weights (core/cgt/atomic_weight.hpp): the known values of small
// infinitesimals and of sums of them, small Clobber regions; and the two-ahead rule on random
// Clobber regions: a sum of weight 2 or more is won by Black whoever starts.
#include <catch2/catch.hpp>
#include <random>

#include "cgt/atomic_weight.hpp"
#include "games/clobber/clobber_text.hpp"
#include "games/clobber/region_values.hpp"
#include "random_position.hpp"

using namespace gametree;

TEST_CASE("atomic weights of the small infinitesimals", "[atomic-weight]") {
    GameStore g;
    AtomicWeights aw(g);
    const auto zero = g.zero();
    const auto star = g.make({zero}, {zero});
    const auto up = g.make({zero}, {star});
    const auto down = g.negate(up);
    const auto star2 = g.make({zero, star}, {zero, star});
    CHECK(aw.of(zero) == 0);
    CHECK(aw.of(star) == 0);
    CHECK(aw.of(star2) == 0);
    CHECK(aw.of(up) == 1);
    CHECK(aw.of(down) == -1);
    CHECK(aw.of(g.add(up, star)) == 1);
    CHECK(aw.of(g.add(up, up)) == 2);
    CHECK(aw.of(g.add(g.add(up, up), up)) == 3);
    CHECK(aw.of(g.add(up, down)) == 0);
    // {0 | up}: Left's tiny move: weight 0? It is up's "double up star"
    // cousin; what matters here is that it is not negative.
    const auto upOnly = g.make({zero}, {up});
    CHECK(aw.of(upOnly) >= 0);
}

namespace {

// The value of a one-region board given as text, Black being Left.
GameStore::Id valueOf(RegionValues<1>& values, const char* text) {
    const auto parsed = parseClobber(text);
    REQUIRE(parsed.position);
    const Clobber<1>& p = std::get<Clobber<1>>(*parsed.position);
    return values.valueOf(p, p.occupied());
}

} // namespace

TEST_CASE("atomic weights of Clobber regions, against the disc count", "[atomic-weight]") {
    RegionValues<1> values;
    AtomicWeights aw(values.games());
    // B W: a star, weight 0.
    CHECK(aw.of(valueOf(values, "B W\nturn: B\n")) == 0);
    // B W W is {* | 0}, down: White's.
    CHECK(aw.of(valueOf(values, "B W W\nturn: B\n")) == -1);
    CHECK(aw.of(valueOf(values, "W B B\nturn: B\n")) == 1);
}

TEST_CASE("two ahead: a sum of Clobber regions of weight 2 or more is Black's", "[atomic-weight]") {
    RegionValues<1> values;
    GameStore& games = values.games();
    AtomicWeights aw(games);
    std::mt19937 rng(17);
    int checked = 0, ahead = 0;
    for (int t = 0; t < 1000; ++t) {
        const Clobber<1> p = randomPosition<1>(4, 4, 6, rng);
        if (p.result() != Result::Ongoing) continue;
        GameStore::Id sum = games.zero();
        forEachComponent(p, p.occupied(), [&](const Bits<1>& region) {
            if (isLive(p, region)) sum = games.add(sum, values.valueOf(p, region));
        });
        const double w = aw.of(sum);
        ++checked;
        if (w >= 2) {
            ++ahead;
            CHECK(games.leftWinsFirst(sum));
            CHECK_FALSE(games.rightWinsFirst(sum));
        } else if (w <= -2) {
            ++ahead;
            CHECK(games.rightWinsFirst(sum));
            CHECK_FALSE(games.leftWinsFirst(sum));
        }
    }
    CHECK(checked > 300);
    INFO(ahead << " of " << checked << " two ahead");
    CHECK(ahead > 0);
}
