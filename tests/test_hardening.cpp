// The tables' memory (lazily zeroed, an error rather than an abort when it
// cannot be had), the turn line as the referee sees it, and replies without one.
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>

#include "base/board_text.hpp"
#include "search/tt.hpp"
#include "session/session.hpp"
#include "solver/solver_table.hpp"

using namespace gametree;

namespace {
constexpr std::size_t kImpossible = std::size_t{1} << 62; // more than any machine maps
}

TEST_CASE("a table that cannot be allocated throws TableAllocationError naming it") {
    try {
        TranspositionTable tt(kImpossible);
        FAIL("no error");
    } catch (const TableAllocationError& e) {
        CHECK(std::string(e.what()).find("transposition table") != std::string::npos);
        CHECK(e.bytes() > (kImpossible >> 1));
    }
    try {
        SolveTable table(kImpossible);
        FAIL("no error");
    } catch (const std::bad_alloc& e) { // a TableAllocationError is a std::bad_alloc
        CHECK(std::string(e.what()) == "could not allocate the " +
                                           std::to_string(kImpossible >> 20) +
                                           " MiB table of solved positions");
    }
}

TEST_CASE("small and large tables start empty, and a cleared table is empty again") {
    for (const std::size_t mb : {1, 16, 256}) { // faulted in at once, and lazily zeroed
        TranspositionTable tt(mb << 20);
        INFO(mb << " MiB");
        CHECK(tt.bytes() <= (mb << 20));
        CHECK(tt.bytes() > (mb << 19));
        uint64_t hash = 0x9E3779B97F4A7C15ull;
        for (int i = 0; i < 10000;
             ++i, hash = hash * 6364136223846793005ull + 1442695040888963407ull)
            REQUIRE(tt.probe(hash) == nullptr);
        tt.store(hash, 42, 7, 3, Bound::Exact);
        REQUIRE(tt.probe(hash) != nullptr);
        CHECK(tt.probe(hash)->score == 42);
        tt.clear();
        CHECK(tt.probe(hash) == nullptr);
    }
    SolveTable solved(std::size_t{256} << 20);
    CHECK(solved.probe(12345u << 20) == -1);
    solved.store(12345u << 20, true, 1000);
    CHECK(solved.probe(12345u << 20) == 1);
}

TEST_CASE("hasTurnLine sees the turn line as the board parser does") {
    CHECK(hasTurnLine("B W\nturn: W\n"));
    CHECK(hasTurnLine("B W\n  turn : W"));
    CHECK(hasTurnLine("B W\nturnip\n")); // malformed, but a turn line to the parser
    CHECK_FALSE(hasTurnLine("B W\nW B\n"));
    CHECK_FALSE(hasTurnLine("B turn\n"));
    CHECK_FALSE(hasTurnLine(""));
}

TEST_CASE("the referee accepts a reply without a turn line from either side of tic-tac-toe") {
    auto s = makeSession("tictactoe");
    REQUIRE(s->newGame({3, 3, 3}).empty());
    // X's reply: one X, no turn line. Read with X still to move it would be
    // an impossible position.
    ReplyJudgement j = s->judgeReply("_ _ _\n_ X _\n_ _ _\n");
    CHECK(j.why.empty());
    CHECK(j.move == "b2");
    REQUIRE(s->play("b2").empty());
    j = s->judgeReply("O _ _\n_ X _\n_ _ _"); // and O's, without a final newline
    CHECK(j.move == "a3");
    // A turn line that leaves the move with the mover is still refused.
    j = s->judgeReply("O _ _\n_ X _\n_ _ _\nturn: O\n");
    CHECK(j.move.empty());
    CHECK_FALSE(j.why.empty());
}

TEST_CASE("a large solver table keeps every entry when it moves to 2 MiB pages") {
    // 128 MiB: lazily zeroed, and rebuilt in 2 MiB pages after one store per
    // 8,192 entries (2,048 stores); the rebuild copies each 2 MiB out and
    // back, so every entry stored before it must read the same after it.
    SolveTable table(std::size_t{128} << 20);
    const std::size_t entries = table.bytes() / sizeof(uint64_t);
    const int stores = int(entries / ZeroedMemory::kEntriesPerStoreBeforeHugePages) * 3;
    auto keyOf = [](int i) { return (uint64_t(i) * 0x9E3779B97F4A7C15ull) | (uint64_t{1} << 40); };
    for (int i = 0; i < stores; ++i) table.store(keyOf(i), i % 3 == 0, 1000);
    int found = 0, right = 0;
    for (int i = 0; i < stores; ++i) {
        const int known = table.probe(keyOf(i));
        found += known >= 0;
        right += known == (i % 3 == 0 ? 1 : 0);
    }
    CHECK(found == stores);
    CHECK(right == stores);
    CHECK(table.probe(keyOf(stores) ^ 0xABCDEF0000ull) == -1);
}
