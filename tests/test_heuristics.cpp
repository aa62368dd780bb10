// The heuristics: found by name, bounded, and the static ones antisymmetric.
#include <catch2/catch.hpp>

#include "clobber_heuristics.hpp"
#include "reference_clobber.hpp"

using namespace gametree;

TEST_CASE("every heuristic is found by its name and described", "[heuristics]") {
    int adaptive = 0;
    for (std::size_t i = 0; i < kClobberHeuristics.size(); ++i) {
        const auto h = findClobberHeuristic(kClobberHeuristics[i].name);
        REQUIRE(h);
        CHECK(std::size_t(*h) == i);
        CHECK_FALSE(kClobberHeuristics[i].description.empty());
        adaptive += kClobberHeuristics[i].adaptive;
    }
    CHECK(adaptive >= 3);
    CHECK(kClobberHeuristics.size() - adaptive >= 3);
    CHECK_FALSE(findClobberHeuristic("mobility"));
}

TEST_CASE("heuristics stay bounded; static ones are antisymmetric", "[heuristics]") {
    std::mt19937 rng(17);
    for (int i = 0; i < 300; ++i) {
        const std::string text =
            ref::randomText(rng, 1 + int(rng() % 16), 1 + int(rng() % 16), int(rng() % 70));
        auto pos = parseClobber(text).position.value();
        std::visit(
            [&](auto& p) {
                for (std::size_t h = 0; h < kClobberHeuristics.size(); ++h) {
                    const auto heuristic = ClobberHeuristic(h);
                    const int b = evaluate(p, heuristic, Side::First);
                    const int w = evaluate(p, heuristic, Side::Second);
                    INFO(text << kClobberHeuristics[h].name);
                    CHECK(std::abs(b) < kMaxHeuristic);
                    if (!kClobberHeuristics[h].adaptive) CHECK(b == -w);
                }
            },
            pos);
    }
}

TEST_CASE("live discs count only regions with both colours", "[heuristics]") {
    // Black's three discs on the left are dead; one black and one white disc
    // on the right still face each other.
    auto pos = parseClobber("B B _ B W\nB _ _ _ _\n").position.value();
    std::visit(
        [](auto& p) {
            CHECK(evaluate(p, ClobberHeuristic::Live, Side::First) == 0);
            CHECK(evaluate(p, ClobberHeuristic::Active, Side::First) == 0);
            CHECK(evaluate(p, ClobberHeuristic::Groups, Side::First) == -1);
        },
        pos);
    auto ahead = parseClobber("B B W\n").position.value();
    std::visit(
        [](auto& p) {
            CHECK(evaluate(p, ClobberHeuristic::Live, Side::First) == 1);
            CHECK(evaluate(p, ClobberHeuristic::Regions, Side::First) > 0);
        },
        ahead);
}
