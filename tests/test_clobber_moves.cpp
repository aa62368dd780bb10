// Move generation, make and the end of the game, against the simple reference
// generator on random positions of every size from 1x1 to 16x16.
#include <algorithm>

#include <catch2/catch.hpp>

#include "games/clobber/clobber_text.hpp"
#include "parsed.hpp"
#include "reference_clobber.hpp"

using namespace gametree;

namespace {

Result refResult(const ref::Board& b) {
    if (!ref::moves(b).empty()) return Result::Ongoing;
    return b.toMove == 'B' ? Result::SecondWins : Result::FirstWins; // the last mover won
}

// Checks every property of one position against the reference: the moves in
// their documented order, no duplicates, the count, the end of the game, and
// the position after each move.
template <class P>
void checkPosition(const P& p, const ref::Board& b) {
    const int cols = b.cols;
    typename P::Moves list;
    p.generate(list);
    std::vector<std::string> got;
    for (const ClobberMove m : list) got.push_back(moveName(m, cols));
    std::vector<std::string> expected;
    for (const ref::Move& m : ref::movesInGenerationOrder(b)) expected.push_back(ref::moveName(m));

    CHECK(got == expected);
    std::vector<std::string> unique = got;
    std::sort(unique.begin(), unique.end());
    CHECK(std::adjacent_find(unique.begin(), unique.end()) == unique.end());
    CHECK(p.countMoves() == int(list.size()));
    CHECK(p.result() == refResult(b));
    if (list.empty()) CHECK(p.result() == winFor(opponent(p.sideToMove())));
    // isLegal accepts exactly the generated moves, whatever two bytes it is given.
    int legal = 0;
    for (int from = 0; from < 256; ++from) {
        for (int to = 0; to < 256; ++to) {
            const ClobberMove m{uint8_t(from), uint8_t(to)};
            if (!p.isLegal(m)) continue;
            ++legal;
            CHECK(std::find(list.begin(), list.end(), m) != list.end());
        }
    }
    CHECK(legal == int(list.size()));

    for (const ref::Move& m : ref::moves(b)) {
        const auto move = parseMoveName(ref::moveName(m), b.rows, cols);
        REQUIRE(move);
        P after = p;
        after.make(*move);
        INFO("after " << ref::moveName(m));
        CHECK(clobberText(after, true) == ref::toText(ref::play(b, m)));
    }
}

void checkText(const ref::Board& b) {
    const std::string text = ref::toText(b);
    INFO(text);
    const AnyClobber pos = parsed(text);
    std::visit([&](const auto& p) { checkPosition(p, b); }, pos);
}

} // namespace

TEST_CASE("moves equal the reference's on random boards of every size", "[moves]") {
    std::mt19937 rng(11);
    for (int i = 0; i < 400; ++i) {
        const int r = 1 + int(rng() % 16), c = 1 + int(rng() % 16);
        checkText(ref::randomBoard(rng, r, c, int(rng() % 70)));
    }
}

TEST_CASE("moves equal the reference's along random games", "[moves]") {
    // Positions reached by play thin out in the way real games do.
    std::mt19937 rng(12);
    for (int game = 0; game < 40; ++game) {
        const int r = 1 + int(rng() % 16), c = 1 + int(rng() % 16);
        ref::Board b = game % 2 ? ref::start(r, c) : ref::randomBoard(rng, r, c, 15);
        for (int ply = 0;; ++ply) {
            if (ply % 3 == 0 || r * c <= 64) checkText(b); // the big boards only now and then
            const auto ms = ref::moves(b);
            if (ms.empty()) break;
            b = ref::play(b, ms[rng() % ms.size()]);
        }
    }
}

TEST_CASE("edge positions: empty, single discs, full rows and columns", "[moves]") {
    for (const char* text : {"_\n", "B\n", "W\nturn: W\n", "B W\n", "W B\n", "B\nW\n", "W\nB\n",
                             "B B B\n", "B W\nturn: W\n", "_ _\n_ _\n"})
        checkText(ref::fromText(text));
    // The last column and the top row, where a shift must not wrap around.
    for (const auto& [r, c] : {std::pair{16, 16}, {16, 1}, {1, 16}, {8, 8}, {9, 7}, {4, 16}}) {
        ref::Board b = ref::start(r, c);
        checkText(b);
        b.toMove = 'W';
        checkText(b);
    }
}

TEST_CASE("no move and the game is won by the last mover", "[moves]") {
    const AnyClobber pos = parsed("B _ W\n_ _ _\nW _ B\nturn: W\n");
    std::visit(
        [](const auto& p) {
            CHECK(p.result() == Result::FirstWins);
            CHECK(p.countMoves() == 0);
        },
        pos);
    const AnyClobber blackStuck = parsed("B B\nB B\n");
    std::visit([](const auto& p) { CHECK(p.result() == Result::SecondWins); }, blackStuck);
}
