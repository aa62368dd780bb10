// The tuned evaluation's features (core/games/clobber/clobber_features.hpp) on a position
// whose regions are counted by hand, for both sides.
#include <catch2/catch.hpp>

#include "games/clobber/clobber_features.hpp"
#include "games/clobber/clobber_heuristics.hpp"
#include "games/clobber/clobber_text.hpp"

using namespace gametree;
using namespace gametree::clobber_features;

TEST_CASE("the tuned evaluation's features, counted by hand", "[heuristics]") {
    // Regions: a3-b3 (one disc each: a star), d3-d2-d1 (Black's lone d2
    // against two White discs), a1 (Black, dead).
    const auto parsed = parseClobber("B W _ W\n_ _ _ B\nB _ _ W\nturn: B\n");
    const Clobber<1> p = std::get<Clobber<1>>(parsed.position.value());
    std::array<int, kCount> black{};
    black[kLive] = 2 - 3;    // live discs: a3, d2 against b3, d3, d1
    black[kCapture] = 2 - 3; // a3, d2 against b3, d3, d1
    black[kAhead] = 0 - 1;   // White leads in d3-d2-d1
    black[kLone] = 1 - 0;    // Black's d2 is alone there
    black[kTempo] = 1;       // Black moves
    black[kOddStars] = 1;    // one two-disc region, and Black moves
    CHECK(features(p, Side::First) == black);
    std::array<int, kCount> white{};
    for (int i = 0; i < kCount; ++i) white[std::size_t(i)] = -black[std::size_t(i)];
    CHECK(features(p, Side::Second) == white);
    int expected = 0;
    for (int i = 0; i < kCount; ++i) expected += kWeights[std::size_t(i)] * black[std::size_t(i)];
    CHECK(evaluate(p, ClobberHeuristic::Tuned, Side::First) == expected);
    CHECK(evaluate(p, ClobberHeuristic::Tuned, Side::Second) == -expected);
}
