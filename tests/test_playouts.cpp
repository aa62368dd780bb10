// Random playouts ended exactly (core/solver/clobber_playouts.hpp), the root order's
// tie-break: a position already made of small regions is scored exactly, and
// the same position always gets the same score.
#include <catch2/catch.hpp>

#include "games/clobber/clobber_text.hpp"
#include "random_position.hpp"
#include "reference_clobber.hpp"
#include "solver/clobber_playouts.hpp"
#include "solver/clobber_root_order.hpp"

using namespace gametree;

TEST_CASE("a position of small regions only: every playout ends at once, with the true winner",
          "[playouts]") {
    // Sparse boards: every live region of at most 8 discs, so no random move
    // is played and the count is all or nothing, as exhaustive search says.
    std::mt19937 rng(77);
    int checked = 0, won = 0;
    for (int i = 0; i < 300; ++i) {
        const ref::Board b = ref::randomBoard(rng, 4, 5, 35 + int(rng() % 40));
        const auto p = std::get<Clobber<1>>(parseClobber(ref::toText(b)).position.value());
        bool small = true;
        forEachComponent(p, p.occupied(), [&](const Bits<1>& region) {
            small = small && (!isLive(p, region) || region.count() <= 8);
        });
        if (!small) continue;
        RegionValues<1> values;
        ClobberPlayouts<1> playouts(values);
        const Side me = i % 2 ? p.sideToMove() : opponent(p.sideToMove());
        const int n = playouts.wins(p, values.games().zero(), me, 7);
        const bool moverWins = ref::wins(b);
        INFO(ref::toText(b));
        CHECK(n == (moverWins == (me == p.sideToMove()) ? 7 : 0));
        CHECK(playouts.moves() == 0);
        ++checked;
        won += n > 0;
    }
    CHECK(checked > 100);
    CHECK(won > 20);
    CHECK(won < checked - 20);
}

TEST_CASE("the small regions' value taken off the board counts at the end of each playout",
          "[playouts]") {
    // A lone Black disc beside a White one, Black to move: Black wins by
    // taking it. Given the same pair's value as the small regions' sum as
    // well, the position is two such pairs, worth zero.
    const auto pair = std::get<Clobber<1>>(parseClobber("B W _\nturn: B\n").position.value());
    RegionValues<1> values;
    ClobberPlayouts<1> playouts(values);
    const auto v = values.valueOf(pair, pair.occupied());
    CHECK(playouts.wins(pair, values.games().zero(), Side::First, 5) == 5);
    // {0 | 0} + {0 | 0} = 0: the mover loses.
    CHECK(playouts.wins(pair, v, Side::First, 5) == 0);
}

TEST_CASE("playouts are deterministic, and the two sides' shares add up to the whole",
          "[playouts]") {
    std::mt19937 rng(3);
    for (int i = 0; i < 5; ++i) {
        const auto p = randomPosition<1>(6, 6, 30, rng);
        RegionValues<1> a, b;
        ClobberPlayouts<1> first(a), second(b);
        // The second estimator saw another position first: no effect.
        second.wins(randomPosition<1>(6, 6, 30, rng), b.games().zero(), Side::First, 50);
        const int n = first.wins(p, a.games().zero(), Side::First, 200);
        INFO(clobberText(p, true));
        CHECK(n == second.wins(p, b.games().zero(), Side::First, 200));
        CHECK(n + first.wins(p, a.games().zero(), Side::Second, 200) == 200);
        CHECK(first.moves() > 200);
    }
}

TEST_CASE("the root order adds the playouts' steps only below moves that leave 31 discs or fewer",
          "[playouts][root-order]") {
    RegionValues<1> values;
    ClobberRootOrder<1> order(values, 2);
    constexpr int64_t kScale = ClobberRootOrder<1>::kPlayoutSteps + 1;
    // 6x6 start: a move leaves 35 discs, the search's value alone counts.
    const auto start = std::get<Clobber<1>>(startClobber(6, 6));
    Clobber<1>::Moves moves;
    start.generate(moves);
    for (const ClobberMove m : moves) {
        auto child = start;
        child.make(m);
        CHECK(order.value(child, values.games().zero(), Side::First) ==
              order.searchValue(child, values.games().zero(), Side::First) * kScale);
    }
    // 30 discs: the steps come on top, within their range, and differ.
    std::mt19937 rng(11);
    const auto p = randomPosition<1>(6, 6, 30, rng);
    p.generate(moves);
    int64_t low = kScale, high = -1;
    for (const ClobberMove m : moves) {
        auto child = p;
        child.make(m);
        const int64_t steps =
            order.value(child, values.games().zero(), p.sideToMove()) -
            order.searchValue(child, values.games().zero(), p.sideToMove()) * kScale;
        CHECK(steps >= 0);
        CHECK(steps <= ClobberRootOrder<1>::kPlayoutSteps);
        low = std::min(low, steps), high = std::max(high, steps);
    }
    CHECK(low < high);
}
