// Perft tables: leaf counts of the bitboard generator against counts that the
// simple reference generator (reference_clobber.hpp) produced. Every row is
// also recomputed by the reference where that stays quick, so the table cannot
// drift from it.
#include <catch2/catch.hpp>

#include "games/clobber/clobber_text.hpp"
#include "reference_clobber.hpp"
#include "search/perft.hpp"

using namespace gametree;

namespace {

struct Row {
    ref::Board position;
    std::vector<uint64_t> counts; // perft(1), perft(2), ...
};

ref::Board start(int rows, int cols, char turn) {
    ref::Board b = ref::start(rows, cols);
    b.toMove = turn;
    return b;
}

// The start with every step-th square (counted from a1, row by row) emptied.
ref::Board holes(int rows, int cols, int step, char turn) {
    ref::Board b = start(rows, cols, turn);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if ((r * cols + c) % step == 0) b.grid[r][c] = '_';
    return b;
}

// Counts printed by ref::perft; 1x1..8x8 fit one 64-bit word, 8x9..11x11 two,
// 12x11 and 16x16 four.
const std::vector<Row>& table() {
    static const std::vector<Row> rows{
        {start(1, 1, 'B'), {1, 1}},
        {start(1, 2, 'B'), {1, 1}},
        {start(2, 1, 'B'), {1, 1}},
        {start(2, 2, 'B'), {4, 4, 4, 4}},
        {start(3, 3, 'B'), {12, 88, 376, 952, 1856, 1856}},
        {start(4, 4, 'B'), {24, 448, 6380, 67296, 529200, 3159508}},
        {start(5, 6, 'B'), {49, 2116, 80063, 2630382, 74662024}},
        {start(4, 6, 'B'), {38, 1230, 33606, 764158, 14370076}},
        {start(6, 4, 'B'), {38, 1230, 33606, 764158, 14370076}},
        {start(8, 8, 'B'), {112, 11848, 1182276, 111070552}},
        {start(7, 9, 'B'), {110, 11418, 1116894}},
        {start(8, 9, 'B'), {127, 15334, 1758371}},
        {start(10, 10, 'B'), {180, 31252, 5231000}},
        {start(11, 11, 'B'), {220, 46984, 9736968}},
        {start(12, 11, 'B'), {241, 56524, 12897767}},
        {start(16, 16, 'B'), {480, 227224, 106072628}},
        {start(1, 16, 'B'), {15, 182, 1729, 12276, 62370}},
        {start(16, 1, 'B'), {15, 182, 1729, 12276, 62370}},
        {start(2, 16, 'B'), {46, 1894, 69374, 2241434}},
        {start(5, 6, 'W'), {49, 2116, 80063, 2630382, 74662024}},
        {start(3, 3, 'W'), {12, 88, 376, 936, 1848, 2048, 2080}},
        {holes(3, 4, 5, 'W'), {8, 38, 92, 100, 100, 100, 100, 100, 100}},
        {holes(4, 4, 3, 'W'), {8, 44, 148, 264, 304, 304, 304, 304}},
        {holes(5, 6, 4, 'W'), {24, 484, 8060, 108140, 1145456}},
        {holes(6, 5, 7, 'B'), {33, 934, 22485, 454300, 7643422}},
        {holes(8, 8, 3, 'W'), {36, 1196, 36508, 1018332}},
        {holes(10, 10, 4, 'W'), {90, 7728, 632369}},
        {holes(10, 10, 6, 'B'), {120, 13796, 1518286}},
        {holes(16, 16, 5, 'W'), {288, 81396, 22571556}},
        {holes(16, 16, 3, 'B'), {160, 25140, 3878300}},
        {holes(9, 13, 7, 'W'), {151, 21938, 3064788}},
    };
    return rows;
}

AnyClobber perftParsed(const std::string& text) {
    ClobberParse p = parseClobber(text);
    REQUIRE(p.position.has_value());
    return std::move(*p.position);
}

uint64_t fastPerft(AnyClobber pos, int depth) {
    return std::visit([&](auto& p) { return perft(p, depth); }, pos);
}

} // namespace

TEST_CASE("perft of the 6x5 start matches the published counts", "[perft]") {
    // Fairy-Stockfish's clobber perft, an independent implementation.
    const uint64_t expected[] = {1, 49, 2116, 80063, 2630382, 74662024};
    const AnyClobber pos = startClobber(6, 5);
    for (int d = 0; d <= 5; ++d) {
        INFO("depth " << d);
        CHECK(fastPerft(pos, d) == expected[d]);
    }
}

TEST_CASE("perft table: the bitboard generator", "[perft]") {
    bool widthSeen[3] = {};
    for (const Row& row : table()) {
        const std::string text = ref::toText(row.position);
        const AnyClobber pos = perftParsed(text);
        widthSeen[pos.index()] = true;
        CHECK(fastPerft(pos, 0) == 1);
        for (std::size_t d = 1; d <= row.counts.size(); ++d) {
            INFO(text << "depth " << d);
            CHECK(fastPerft(pos, int(d)) == row.counts[d - 1]);
        }
    }
    // One, two and four 64-bit words per bitboard are all exercised.
    CHECK(widthSeen[0]);
    CHECK(widthSeen[1]);
    CHECK(widthSeen[2]);
}

TEST_CASE("perft table: the reference generator reproduces it", "[perft]") {
    // Recomputing a depth costs about one board copy per position one ply
    // above it; skip the depths where that would be slow.
    constexpr uint64_t kBudget = 150'000;
    for (const Row& row : table()) {
        for (std::size_t d = 1; d <= row.counts.size(); ++d) {
            if (d >= 2 && row.counts[d - 2] > kBudget) break;
            INFO(ref::toText(row.position) << "depth " << d);
            CHECK(ref::perft(row.position, int(d)) == row.counts[d - 1]);
        }
    }
}

TEST_CASE("perft of random positions with holes, either side to move", "[perft]") {
    std::mt19937 rng(7);
    for (int i = 0; i < 120; ++i) {
        const int r = 1 + int(rng() % 16), c = 1 + int(rng() % 16);
        // Small boards go deeper; big ones stay at depth 2.
        const int maxDepth = r * c <= 20 ? 6 : r * c <= 64 ? 3 : 2;
        const ref::Board b = ref::randomBoard(rng, r, c, int(rng() % 50));
        const std::string text = ref::toText(b);
        const AnyClobber pos = perftParsed(text);
        for (int d = 1; d <= maxDepth; ++d) {
            INFO(text << "depth " << d);
            CHECK(fastPerft(pos, d) == ref::perft(b, d));
        }
    }
}
