// The heuristics: found by name, bounded, the static ones antisymmetric and
// equal to plain flood-fill versions written from their descriptions.
#include <catch2/catch.hpp>

#include "games/clobber/clobber_heuristics.hpp"
#include "games/clobber/clobber_text.hpp"
#include "reference_heuristics.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

ClobberHeuristic named(std::string_view name) {
    const auto h = findClobberHeuristic(name);
    INFO(name);
    REQUIRE(h);
    return *h;
}

int eval(const std::string& text, std::string_view heuristic, Side me) {
    const ClobberParse p = parseClobber(text);
    REQUIRE(p.position);
    return std::visit([&](const auto& q) { return evaluate(q, named(heuristic), me); },
                      *p.position);
}

// The five static heuristics the assignment's report describes.
const std::string_view kStatic[] = {"active", "center", "groups", "live", "regions", "tuned"};

} // namespace

TEST_CASE("every heuristic is found by its name and described", "[heuristics]") {
    int adaptive = 0;
    for (std::size_t i = 0; i < kClobberHeuristics.size(); ++i) {
        const auto h = findClobberHeuristic(kClobberHeuristics[i].name);
        REQUIRE(h);
        CHECK(std::size_t(*h) == i);
        CHECK(heuristicName(*h) == kClobberHeuristics[i].name);
        CHECK_FALSE(kClobberHeuristics[i].description.empty());
        adaptive += kClobberHeuristics[i].adaptive;
    }
    // The assignment asks for at least three strategies; the extension for adaptive ones.
    CHECK(adaptive >= 3);
    CHECK(kClobberHeuristics.size() - adaptive >= 3);
    for (std::string_view name : kStatic)
        CHECK_FALSE(kClobberHeuristics[std::size_t(named(name))].adaptive);
    CHECK_FALSE(findClobberHeuristic("mobility"));
    CHECK_FALSE(findClobberHeuristic(""));
    CHECK_FALSE(findClobberHeuristic("Active"));
    CHECK(heuristicName(kDefaultClobberHeuristic).size() > 0);
}

TEST_CASE("every heuristic stays strictly inside the heuristic range", "[heuristics]") {
    std::mt19937 rng(17);
    int nonZero = 0;
    for (int i = 0; i < 300; ++i) {
        // Full 16x16 boards give the largest scores.
        const int r = i < 20 ? 16 : 1 + int(rng() % 16), c = i < 20 ? 16 : 1 + int(rng() % 16);
        const std::string text = ref::randomText(rng, r, c, i < 20 ? 0 : int(rng() % 70));
        const AnyClobber pos = parseClobber(text).position.value();
        std::visit(
            [&](const auto& p) {
                for (std::size_t h = 0; h < kClobberHeuristics.size(); ++h) {
                    INFO(text << kClobberHeuristics[h].name);
                    for (Side me : {Side::First, Side::Second}) {
                        const int v = evaluate(p, ClobberHeuristic(h), me);
                        CHECK(v > -kMaxHeuristic);
                        CHECK(v < kMaxHeuristic);
                        nonZero += v != 0;
                    }
                }
            },
            pos);
    }
    CHECK(nonZero > 1000); // the positions are not all trivial
}

TEST_CASE("the static heuristics are antisymmetric", "[heuristics]") {
    std::mt19937 rng(18);
    for (int i = 0; i < 300; ++i) {
        const std::string text =
            ref::randomText(rng, 1 + int(rng() % 16), 1 + int(rng() % 16), int(rng() % 70));
        const AnyClobber pos = parseClobber(text).position.value();
        std::visit(
            [&](const auto& p) {
                for (std::string_view name : kStatic) {
                    INFO(text << name);
                    CHECK(evaluate(p, named(name), Side::First) ==
                          -evaluate(p, named(name), Side::Second));
                }
            },
            pos);
    }
}

TEST_CASE("static heuristics equal plain flood-fill versions", "[heuristics]") {
    // Sizes change from one position to the next, so nothing kept from the
    // previous board's size may leak into the next score.
    std::mt19937 rng(19);
    for (int i = 0; i < 400; ++i) {
        const ref::Board b =
            ref::randomBoard(rng, 1 + int(rng() % 16), 1 + int(rng() % 16), int(rng() % 70));
        const std::string text = ref::toText(b);
        INFO(text);
        for (char me : {'B', 'W'}) {
            const Side side = me == 'B' ? Side::First : Side::Second;
            CHECK(eval(text, "active", side) == ref::active(b, me));
            CHECK(eval(text, "center", side) == ref::centre(b, me));
            CHECK(eval(text, "groups", side) == ref::groups(b, me));
            CHECK(eval(text, "live", side) == ref::live(b, me));
            // Regions adds to the live count a reward for the regions a side
            // leads in, whatever its weight.
            const ref::Regions s = ref::regions(b, me);
            const int bonus = eval(text, "regions", side) - eval(text, "live", side);
            const int lead = s.aheadMe - s.aheadThem;
            CHECK((bonus > 0) == (lead > 0));
            CHECK((bonus < 0) == (lead < 0));
        }
    }
}

TEST_CASE("live counts only discs in regions with both colours", "[heuristics]") {
    // Every disc is dead (no region holds both colours): Black's five discs
    // against White's one count for nothing.
    const std::string allDead = "B B _ W\nB B _ _\nB _ _ _\n";
    CHECK(eval(allDead, "live", Side::First) == 0);
    CHECK(eval(allDead, "live", Side::Second) == 0);
    CHECK(eval(allDead, "active", Side::First) == 0);

    // Black's big group is dead; in the one live region White has two discs
    // against one, so White is ahead in live discs despite fewer discs.
    const std::string whiteAhead = "B B _ W W\nB B _ B _\nB B _ _ _\n";
    CHECK(eval(whiteAhead, "live", Side::First) == -1);
    CHECK(eval(whiteAhead, "live", Side::Second) == 1);
    CHECK(eval(whiteAhead, "regions", Side::Second) > 1); // and it leads that region

    // Two live regions, each one disc ahead for a different side.
    const std::string split = "B B W _ W W B\n";
    CHECK(eval(split, "live", Side::First) == 0);
    CHECK(eval(split, "regions", Side::First) == 0);

    // Two black discs around one white one: Black leads the only region.
    CHECK(eval("B W B\n", "live", Side::First) == 1);
    CHECK(eval("B W B\n", "regions", Side::First) > 1);
}

TEST_CASE("centre weights favour the middle", "[heuristics]") {
    // One black disc in the middle of 5x5 against one white disc in a corner.
    const std::string text = "W _ _ _ _\n_ _ _ _ _\n_ _ B _ _\n_ _ _ _ _\n_ _ _ _ _\n";
    CHECK(eval(text, "center", Side::First) == 5 - 1);
    CHECK(eval(text, "center", Side::Second) == 1 - 5);
    // Sizes alternate: the weights follow each board's size.
    CHECK(eval("B _ _\n_ W _\n_ _ _\n", "center", Side::Second) == 3 - 1);
    CHECK(eval(text, "center", Side::First) == 4);
}

TEST_CASE("groups prefer discs kept together", "[heuristics]") {
    // Black in one group, White in three.
    const std::string text = "B B B\nW _ W\n_ W _\n";
    CHECK(eval(text, "groups", Side::First) == 3 - 1);
    CHECK(eval(text, "groups", Side::Second) == 1 - 3);
}

namespace {
template <int W>
bool solverWins(const Clobber<W>& p) {
    ClobberSolver<W> solver(std::size_t{1} << 20);
    return solver.wins(p);
}
} // namespace

TEST_CASE("live-exact knows the winner once every live region is small", "[heuristics]") {
    // Two regions of one black and one white disc: each is a star, together
    // zero, lost for the side to move, though the live count is even.
    CHECK(eval("B W _ B W\n", "live-exact", Side::First) == -clobber_eval::kExactScore);
    CHECK(eval("B W _ B W\n", "live-exact", Side::Second) == clobber_eval::kExactScore);
    CHECK(eval("B W _ _ _\n", "live-exact", Side::First) == clobber_eval::kExactScore);
    // A live region of more than 8 discs: the live count alone.
    const std::string large = "B W B W B\nW B W B W\n";
    CHECK(eval(large, "live-exact", Side::First) == eval(large, "live", Side::First));

    // Against the exact solver on random sparse boards.
    std::mt19937 rng(23);
    int exact = 0;
    for (int i = 0; i < 300; ++i) {
        const std::string text =
            ref::randomText(rng, 2 + int(rng() % 5), 2 + int(rng() % 5), 40 + int(rng() % 40));
        const AnyClobber any = parseClobber(text).position.value();
        std::visit(
            [&](auto p) {
                if (p.result() != Result::Ongoing) return;
                const int v = evaluate(p, ClobberHeuristic::LiveExact, p.sideToMove());
                const int live = evaluate(p, ClobberHeuristic::Live, p.sideToMove());
                if (v == live) return; // a large live region
                ++exact;
                INFO(text);
                CHECK(solverWins(p) == (v > 0));
                CHECK(std::abs(v - live) == clobber_eval::kExactScore);
            },
            any);
    }
    CHECK(exact > 100);
}

TEST_CASE("atomic counts ups in small regions, live discs in large ones, and knows the winner",
          "[heuristics]") {
    // B W W is down (White's, one up): 5 per up; a lone star is worth nothing.
    // With every region small the exact winner comes on top: here White,
    // moving second or first, wins down.
    CHECK(eval("B W W _ _\n", "atomic", Side::Second) ==
          clobber_eval::kExactScore + clobber_eval::kAtomicUpWeight);
    CHECK(eval("B W W _ _\n", "atomic", Side::First) ==
          -clobber_eval::kExactScore - clobber_eval::kAtomicUpWeight);
    CHECK(eval("B W _ B W\n", "atomic", Side::First) == -clobber_eval::kExactScore);
    // A large live region (10 discs): its live discs, twice, and no verdict.
    const std::string large = "B W B W B\nW B W B W\n";
    CHECK(eval(large, "atomic", Side::First) ==
          clobber_eval::kAtomicDiscWeight * eval(large, "live", Side::First));
    // A large region beside B W W: the discs, and down for White.
    const std::string both = "B W B W B _ B W W\nW B W B W _ _ _ _\n";
    CHECK(eval(both, "atomic", Side::Second) == clobber_eval::kAtomicUpWeight);

    // Against the exact solver on random sparse boards, where every region is small.
    std::mt19937 rng(29);
    int exact = 0;
    for (int i = 0; i < 300; ++i) {
        const std::string text =
            ref::randomText(rng, 2 + int(rng() % 5), 2 + int(rng() % 5), 40 + int(rng() % 40));
        const AnyClobber any = parseClobber(text).position.value();
        std::visit(
            [&](auto p) {
                if (p.result() != Result::Ongoing) return;
                const int v = evaluate(p, ClobberHeuristic::Atomic, p.sideToMove());
                if (std::abs(v) < clobber_eval::kExactScore / 2) return; // a large live region
                ++exact;
                INFO(text);
                CHECK(solverWins(p) == (v > 0));
            },
            any);
    }
    CHECK(exact > 100);
}
