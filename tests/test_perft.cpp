// Perft tables and move generation, cross-checked against the simple
// reference generator in reference_clobber.hpp.
#include <catch2/catch.hpp>
#include <set>

#include "perft.hpp"
#include "reference_clobber.hpp"

using namespace gametree;

namespace {

uint64_t fastPerft(const std::string& text, int depth) {
    auto pos = parseClobber(text).position.value();
    return std::visit([&](auto& p) { return perft(p, depth); }, pos);
}

} // namespace

TEST_CASE("perft of the 6x5 start matches published counts", "[perft]") {
    const std::string start = clobberText(startClobber(6, 5), false);
    const uint64_t expected[] = {1, 49, 2116, 80063, 2630382, 74662024};
    for (int d = 0; d <= 5; ++d) CHECK(fastPerft(start, d) == expected[d]);
}

TEST_CASE("perft tables agree with the reference generator", "[perft]") {
    struct Row {
        int rows, cols, maxDepth;
    };
    // Every bitboard width: 64-bit boards, 2 words (10x10) and 4 words (16x16).
    const Row rows[] = {{1, 1, 3}, {1, 2, 3}, {2, 2, 4}, {3, 3, 5},   {4, 4, 5},  {5, 6, 4},
                        {4, 6, 4}, {8, 8, 3}, {7, 9, 3}, {10, 10, 2}, {9, 13, 2}, {16, 16, 2}};
    for (const Row& row : rows) {
        const std::string text = clobberText(startClobber(row.rows, row.cols), true);
        const ref::Board b = ref::fromText(text);
        for (int d = 1; d <= row.maxDepth; ++d) {
            INFO(row.rows << "x" << row.cols << " depth " << d);
            CHECK(fastPerft(text, d) == ref::perft(b, d));
        }
    }
}

TEST_CASE("perft of positions with holes and White to move", "[perft]") {
    std::mt19937 rng(7);
    for (int i = 0; i < 60; ++i) {
        const int r = 1 + int(rng() % 7), c = 1 + int(rng() % 7);
        const std::string text = ref::randomText(rng, r, c, 25);
        const ref::Board b = ref::fromText(text);
        for (int d = 1; d <= 3; ++d) {
            INFO(text << "depth " << d);
            CHECK(fastPerft(text, d) == ref::perft(b, d));
        }
    }
}

TEST_CASE("generated moves equal the reference moves on random boards of every size", "[moves]") {
    std::mt19937 rng(11);
    for (int i = 0; i < 400; ++i) {
        const int r = 1 + int(rng() % 16), c = 1 + int(rng() % 16);
        const std::string text = ref::randomText(rng, r, c, int(rng() % 60));
        const ref::Board b = ref::fromText(text);
        std::set<std::string> expected;
        for (const ref::Move& m : ref::moves(b))
            expected.insert(squareName(m.fromRow * c + m.fromCol, c) +
                            squareName(m.toRow * c + m.toCol, c));
        auto pos = parseClobber(text).position.value();
        std::visit(
            [&](auto& p) {
                typename std::decay_t<decltype(p)>::Moves list;
                p.generate(list);
                std::set<std::string> got;
                for (const ClobberMove m : list) got.insert(moveName(m, c));
                INFO(text);
                CHECK(got.size() == list.size()); // no duplicates
                CHECK(got == expected);
                CHECK(p.countMoves() == int(list.size()));
                // Terminal exactly when there is no move, and the side to move lost.
                if (list.empty())
                    CHECK(p.result() == winFor(opponent(p.sideToMove())));
                else
                    CHECK(p.result() == Result::Ongoing);
            },
            pos);
    }
}
