// Halma: moves by hand and against the simple reference generator (perft
// tables, random boards, random games), the camps, the end of the game (wins
// with spoiled camps, the ply limit, threefold repetition, no move), undo and
// hashing, the board text, the heuristics, and the generic searches on it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "bench/halma_bench.hpp"
#include "games/halma/halma_heuristics.hpp"
#include "games/halma/halma_text.hpp"
#include "reference_halma.hpp"
#include "search/perft.hpp"
#include "search/search.hpp"

using namespace gametree;

namespace {

Halma parsedHalma(const std::string& text) {
    HalmaParse p = parseHalma(text);
    INFO(text);
    if (p.error) INFO(p.error->describe());
    REQUIRE(p.position.has_value());
    return std::move(*p.position);
}

// Square index of a name such as "c3" on a size x size board.
int sq(const std::string& name, int size) {
    const auto m = parseHalmaMove(name + name, size);
    REQUIRE(m);
    return m->from;
}

// The destinations of the piece on `from`, as sorted square names.
std::vector<std::string> dests(const Halma& p, const std::string& from) {
    Halma::Moves list;
    p.generate(list);
    std::vector<std::string> out;
    for (const HalmaMove m : list) {
        const std::string name = moveName(m, p.cols());
        if (m.from == sq(from, p.size())) out.push_back(name.substr(from.size()));
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> names(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

refhalma::Board toRef(const Halma& p) {
    refhalma::Board b = refhalma::empty(p.size());
    for (int s = 0; s < p.squares(); ++s) {
        char& cell = b.grid[std::size_t(s / p.cols())][std::size_t(s % p.cols())];
        if (p.pieces(Side::First).test(s)) cell = 'B';
        if (p.pieces(Side::Second).test(s)) cell = 'W';
    }
    b.toMove = p.sideToMove() == Side::First ? 'B' : 'W';
    return b;
}

// Checks the position's moves against the reference's (as sets, and each
// listed once) and the winner, and returns the moves.
Halma::Moves checkAgainstReference(const Halma& p) {
    const refhalma::Board b = toRef(p);
    Halma::Moves list;
    p.generate(list);
    std::vector<refhalma::Move> got;
    for (const HalmaMove m : list) got.push_back({m.from, m.to});
    std::sort(got.begin(), got.end());
    CHECK(std::adjacent_find(got.begin(), got.end()) == got.end());
    CHECK(got == refhalma::moves(b));
    CHECK(p.countMoves() == int(list.size()));
    const char w = refhalma::winner(b);
    if (w != 0) CHECK(p.result() == (w == 'B' ? Result::FirstWins : Result::SecondWins));
    if (w == 0 && list.empty()) CHECK(p.result() == winFor(opponent(p.sideToMove())));
    return list;
}

// A random board: up to the per-size count of pieces a side, anywhere.
Halma randomBoard(std::mt19937& rng, int size) {
    Halma p(size);
    std::vector<int> squares(std::size_t(size * size));
    for (std::size_t i = 0; i < squares.size(); ++i) squares[i] = int(i);
    std::shuffle(squares.begin(), squares.end(), rng);
    std::size_t next = 0;
    for (Side s : {Side::First, Side::Second}) {
        const int n = int(rng() % std::size_t(p.piecesPerSide() + 1));
        for (int i = 0; i < n; ++i) p.put(squares[next++], s);
    }
    p.setSideToMove(rng() % 2 ? Side::First : Side::Second);
    return p;
}

} // namespace

TEST_CASE("Halma starts with full camps in opposite corners", "[halma]") {
    for (const int size : {8, 10, 16}) {
        const Halma p = Halma::start(size);
        const int pieces = size == 8 ? 10 : size == 10 ? 15 : 19;
        CHECK(p.pieces(Side::First).count() == pieces);
        CHECK(p.pieces(Side::Second).count() == pieces);
        CHECK(p.pieces(Side::First).test(0)); // a1
        CHECK(p.pieces(Side::Second).test(size * size - 1));
        CHECK(p.sideToMove() == Side::First);
        CHECK(p.plies() == 0);
        CHECK(p.result() == Result::Ongoing);
        for (int s = 0; s < size * size; ++s) {
            CHECK(p.camp(Side::First).test(s) == refhalma::inCamp(size, 'B', s / size, s % size));
            CHECK(p.goal(Side::First).test(s) == refhalma::inCamp(size, 'W', s / size, s % size));
        }
    }
    CHECK(halmaText(Halma::start(8), false) == "_ _ _ _ W W W W\n"
                                               "_ _ _ _ _ W W W\n"
                                               "_ _ _ _ _ _ W W\n"
                                               "_ _ _ _ _ _ _ W\n"
                                               "B _ _ _ _ _ _ _\n"
                                               "B B _ _ _ _ _ _\n"
                                               "B B B _ _ _ _ _\n"
                                               "B B B B _ _ _ _\n");
}

TEST_CASE("Halma steps go to the empty neighbours, and stop at the edges", "[halma]") {
    const Halma p = parsedHalma("_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ B _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "B _ _ _ _ _ _ B\n");
    CHECK(dests(p, "a1") == names({"a2", "b1", "b2"}));
    CHECK(dests(p, "h1") == names({"g1", "g2", "h2"}));
    CHECK(dests(p, "d3") == names({"c2", "d2", "e2", "c3", "e3", "c4", "d4", "e4"}));
    const Halma top = parsedHalma("B _ _ _ _ _ _ _\n"
                                  "_ _ _ _ _ _ _ _\n"
                                  "_ _ _ _ _ _ _ _\n"
                                  "_ _ _ _ _ _ _ _\n"
                                  "_ _ _ _ _ _ _ _\n"
                                  "_ _ _ _ _ _ _ _\n"
                                  "_ _ _ _ _ _ _ _\n"
                                  "_ _ _ _ _ _ _ _\n");
    CHECK(dests(top, "a8") == names({"a7", "b7", "b8"}));
}

TEST_CASE("Halma jump chains: several jumps, branches, two ways to one square", "[halma]") {
    // a1 jumps b2 to c3, then d4 to e5; or b1 to c1, then c2 to c3 again (one
    // move), or b2 to a3.
    const Halma p = parsedHalma("_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ W _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ W W _ _ _ _ _\n"
                                "B W _ _ _ _ _ _\n");
    CHECK(dests(p, "a1") == names({"a2", "c1", "a3", "c3", "e5"}));
    CHECK(p.jumpPath({uint8_t(sq("a1", 8)), uint8_t(sq("e5", 8))}) ==
          std::vector<int>{sq("a1", 8), sq("c3", 8), sq("e5", 8)});
    CHECK(p.jumpPath({uint8_t(sq("a1", 8)), uint8_t(sq("a2", 8))}) ==
          std::vector<int>{sq("a1", 8), sq("a2", 8)});
    CHECK(p.jumpPath({uint8_t(sq("a1", 8)), uint8_t(sq("h8", 8))}).empty());

    // From d4 the chain branches: over c5 to b6, over e5 to f6 then g6 to h6,
    // over d3 to d2; own pieces are jumped like the opponent's.
    const Halma branch = parsedHalma("_ _ _ _ _ _ _ _\n"
                                     "_ _ _ _ _ _ _ _\n"
                                     "_ _ _ _ _ _ W _\n"
                                     "_ _ B _ W _ _ _\n"
                                     "_ _ _ B _ _ _ _\n"
                                     "_ _ _ B _ _ _ _\n"
                                     "_ _ _ _ _ _ _ _\n"
                                     "_ _ _ _ _ _ _ _\n");
    CHECK(dests(branch, "d4") == names({"c3", "e3", "c4", "e4", "d5", "b6", "f6", "h6", "d2"}));
    const auto path = branch.jumpPath({uint8_t(sq("d4", 8)), uint8_t(sq("h6", 8))});
    CHECK(path == std::vector<int>{sq("d4", 8), sq("f6", 8), sq("h6", 8)});
}

TEST_CASE("Halma jump chains may come back through the origin but never end there", "[halma]") {
    // c3 over d3 to e3, over e4 to e5, over d4 back to c3 (the piece has left
    // it), and from e3 over d4 to c5: c3 itself is no destination.
    const Halma p = parsedHalma("_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ W W _ _ _\n"
                                "_ W B W _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n");
    CHECK(dests(p, "c3") == names({"b2", "c2", "d2", "b4", "c4", "a3", "e3", "e5", "c5"}));
    checkAgainstReference(p);
}

TEST_CASE("Halma jumps do not wrap round the board's edges", "[halma]") {
    // Each black piece has a neighbour with the board's edge beyond it: a
    // bitboard shift would carry the jump to the other side (h6, a4, a6) or
    // past the top row (d9), onto empty squares.
    const std::string text = "_ _ _ W _ _ _ _\n"
                             "W B _ B _ _ _ _\n"
                             "_ _ _ _ _ _ _ _\n"
                             "_ _ _ _ _ _ _ _\n"
                             "_ _ _ _ _ _ _ W\n"
                             "_ _ _ _ _ _ B W\n"
                             "_ _ _ B _ _ _ _\n"
                             "_ _ _ W _ _ _ _\n";
    const Halma p = parsedHalma(text);
    CHECK(dests(p, "b7") == names({"a6", "b6", "c6", "c7", "a8", "b8", "c8"}));
    CHECK(dests(p, "d7") == names({"c6", "d6", "e6", "c7", "e7", "c8", "e8"}));
    CHECK(dests(p, "g3") == names({"f2", "g2", "h2", "f3", "f4", "g4"}));
    CHECK(dests(p, "d2") == names({"c1", "e1", "c2", "e2", "c3", "d3", "e3"}));
    checkAgainstReference(p);
    checkAgainstReference(parsedHalma(text + "turn: W\n"));
}

TEST_CASE("Halma pieces in the goal camp move only within it", "[halma]") {
    // Black's goal on 8x8: e8-h8, f7-h7, g6 h6, h5. The piece on f7 may step
    // to e8 f8 g8 g7 g6 but not to e7 e6 f6; its chain over e6, e5 and g5
    // leaves the goal (d5, f5) and comes back to h5, which counts.
    const Halma p = parsedHalma("_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ B _ _\n"
                                "_ _ _ _ W _ _ _\n"
                                "_ _ _ _ W _ W _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "B _ _ _ _ _ _ _\n");
    CHECK(dests(p, "f7") == names({"e8", "f8", "g8", "g7", "g6", "h5"}));
    CHECK(dests(p, "a1") == names({"a2", "b1", "b2"})); // outside the goal: anywhere
    checkAgainstReference(p);
}

TEST_CASE("Halma perft table agrees with the reference generator", "[halma]") {
    struct Row {
        int size;
        std::vector<uint64_t> counts; // depth 1, 2, ...
    };
    // Counted by the reference generator (a recursive search over jump
    // chains), not by the bitboard one.
    const std::vector<Row> table = {
        {8, {24, 576, 20050, 699728}},
        {10, {32, 1024, 46016, 2067884}},
        {16, {40, 1600, 85440}},
    };
    for (const Row& row : table) {
        for (std::size_t d = 0; d < row.counts.size(); ++d) {
            Halma p = Halma::start(row.size);
            INFO("size " << row.size << " depth " << d + 1);
            CHECK(perft(p, int(d) + 1) == row.counts[d]);
            CHECK(refhalma::perft(refhalma::start(row.size), int(d) + 1) == row.counts[d]);
        }
    }
}

TEST_CASE("Halma moves equal the reference's on random boards and along random games", "[halma]") {
    std::mt19937 rng(2024);
    for (int i = 0; i < 300; ++i) {
        const int size = i % 3 == 0 ? 8 : i % 3 == 1 ? 10 : 16;
        const Halma p = randomBoard(rng, size);
        INFO(halmaText(p, true));
        checkAgainstReference(p);
    }
    for (int game = 0; game < 24; ++game) {
        const int size = game < 16 ? 8 : game < 20 ? 10 : 16;
        Halma p = Halma::start(size);
        for (int ply = 0; ply < 160 && p.result() == Result::Ongoing; ++ply) {
            INFO(halmaText(p, true));
            const Halma::Moves list = checkAgainstReference(p);
            p.make(list[rng() % list.size()]);
        }
    }
}

TEST_CASE("Halma wins need a full goal camp holding an own piece", "[halma]") {
    // Black's goal full of white pieces only: no win (the spoiled camp).
    const std::string spoiled = "_ _ _ _ W W W W\n"
                                "_ _ _ _ _ W W W\n"
                                "_ _ _ _ _ _ W W\n"
                                "_ _ _ _ _ _ _ W\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "_ _ _ _ _ _ _ _\n"
                                "B _ _ _ _ _ _ _\n";
    CHECK(parsedHalma(spoiled + "turn: W\n").result() == Result::Ongoing);
    // One black piece among them: Black wins, whoever is to move.
    const std::string full = "_ _ _ _ W W W W\n"
                             "_ _ _ _ _ W W W\n"
                             "_ _ _ _ _ _ W B\n"
                             "_ _ _ _ _ _ _ W\n"
                             "_ _ _ _ _ _ _ _\n"
                             "_ _ _ _ _ _ _ _\n"
                             "_ _ _ _ _ _ _ _\n"
                             "B _ _ _ _ _ _ _\n";
    CHECK(parsedHalma(full + "turn: W\n").result() == Result::FirstWins);
    CHECK(parsedHalma(full + "turn: B\n").result() == Result::FirstWins);
    // One square short: not yet.
    CHECK(parsedHalma("_ _ _ _ W W W _\n"
                      "_ _ _ _ _ B B B\n"
                      "_ _ _ _ _ _ B B\n"
                      "_ _ _ _ _ _ _ B\n"
                      "_ _ _ _ _ _ _ _\n"
                      "_ _ _ _ _ _ _ _\n"
                      "_ _ _ _ _ _ _ _\n"
                      "_ _ _ _ _ _ _ _\n")
              .result() == Result::Ongoing);
    // Both goals full with own pieces in each: the side that just moved wins.
    const std::string both = "_ _ _ _ W W W B\n"
                             "_ _ _ _ _ W B B\n"
                             "_ _ _ _ _ _ B B\n"
                             "_ _ _ _ _ _ _ W\n"
                             "B _ _ _ _ _ _ _\n"
                             "B B _ _ _ _ _ _\n"
                             "W W B _ _ _ _ _\n"
                             "B W W W _ _ _ _\n";
    CHECK(parsedHalma(both + "turn: W\n").result() == Result::FirstWins);
    CHECK(parsedHalma(both + "turn: B\n").result() == Result::SecondWins);
    // The winning move itself.
    Halma p = parsedHalma("_ _ _ _ W W W W\n"
                          "_ _ _ _ _ W W W\n"
                          "_ _ _ _ _ _ W _\n"
                          "_ _ _ _ _ _ B W\n"
                          "_ _ _ _ _ _ _ _\n"
                          "_ _ _ _ _ _ _ _\n"
                          "_ _ _ _ _ _ _ _\n"
                          "_ _ _ _ _ _ _ _\n");
    CHECK(p.result() == Result::Ongoing);
    p.make({uint8_t(sq("g5", 8)), uint8_t(sq("h6", 8))});
    CHECK(p.result() == Result::FirstWins);
}

TEST_CASE("Halma side to move without a move loses", "[halma]") {
    // a1 is walled in: every neighbour taken, every square beyond too.
    Halma p = parsedHalma("_ _ _ _ _ _ _ _\n"
                          "_ _ _ _ _ _ _ _\n"
                          "_ _ _ _ _ _ _ _\n"
                          "_ _ _ _ _ _ _ _\n"
                          "_ _ _ _ _ _ _ _\n"
                          "W _ W _ _ _ _ _\n"
                          "W W _ _ _ _ _ _\n"
                          "B W W _ _ _ _ _\n");
    Halma::Moves list;
    p.generate(list);
    CHECK(list.empty());
    CHECK(p.result() == Result::SecondWins);
    CHECK(perft(p, 3) == 1);
    // The searches agree: a loss at once.
    auto eval = [](const Halma& q, Side me) { return evaluate(q, kDefaultHalmaHeuristic, me); };
    CHECK(search(p, Algorithm::AlphaBeta, 2, eval).value == lossIn(0));
}

TEST_CASE("Halma draws after the ply limit", "[halma]") {
    // Black walks round a ring of 12 squares, White round one of 7: the
    // position comes back only every 84 moves each, so no third repetition
    // before the limit of 200 plies.
    const std::vector<std::string> black = {"c3", "d3", "e3", "f3", "f4", "f5",
                                            "f6", "e6", "d6", "c6", "c5", "c4"};
    const std::vector<std::string> white = {"a8", "b8", "c8", "d8", "c7", "b7", "a7"};
    Halma p(8);
    p.put(sq(black[0], 8), Side::First);
    p.put(sq(white[0], 8), Side::Second);
    CHECK(p.plyLimit() == kHalmaPlyLimit8);
    for (int ply = 0; ply < kHalmaPlyLimit8; ++ply) {
        REQUIRE(p.result() == Result::Ongoing);
        const auto& ring = ply % 2 == 0 ? black : white;
        const std::size_t k = std::size_t(ply / 2);
        const HalmaMove m{uint8_t(sq(ring[k % ring.size()], 8)),
                          uint8_t(sq(ring[(k + 1) % ring.size()], 8))};
        Halma::Moves list;
        p.generate(list);
        REQUIRE(std::find(list.begin(), list.end(), m) != list.end());
        p.make(m);
    }
    CHECK(p.plies() == kHalmaPlyLimit8);
    CHECK(p.result() == Result::Draw);
}

TEST_CASE("Halma draws by threefold repetition, same side to move", "[halma]") {
    Halma p(8);
    p.put(sq("c3", 8), Side::First);
    p.put(sq("f6", 8), Side::Second);
    const HalmaMove cycle[4] = {{uint8_t(sq("c3", 8)), uint8_t(sq("c4", 8))},
                                {uint8_t(sq("f6", 8)), uint8_t(sq("f5", 8))},
                                {uint8_t(sq("c4", 8)), uint8_t(sq("c3", 8))},
                                {uint8_t(sq("f5", 8)), uint8_t(sq("f6", 8))}};
    for (int ply = 0; ply < 8; ++ply) {
        CHECK(p.result() == Result::Ongoing); // the start occurs at plies 0, 4, 8
        p.make(cycle[ply % 4]);
    }
    CHECK(p.result() == Result::Draw);
    p.unmake(cycle[3]);
    CHECK(p.result() == Result::Ongoing);
    // A piece entering its goal wipes the slate: nothing before can return.
    Halma q(8);
    q.put(sq("g4", 8), Side::First);
    q.put(sq("b2", 8), Side::Second);
    const HalmaMove in{uint8_t(sq("g4", 8)), uint8_t(sq("h5", 8))};
    const HalmaMove w1{uint8_t(sq("b2", 8)), uint8_t(sq("b3", 8))};
    const HalmaMove b1{uint8_t(sq("h5", 8)), uint8_t(sq("h6", 8))};
    const HalmaMove w2{uint8_t(sq("b3", 8)), uint8_t(sq("b2", 8))};
    const HalmaMove b2{uint8_t(sq("h6", 8)), uint8_t(sq("h5", 8))};
    q.make(in);
    for (int round = 0; round < 2; ++round) {
        for (const HalmaMove m : {w1, b1, w2, b2}) {
            CHECK(q.result() == Result::Ongoing);
            q.make(m);
        }
    }
    CHECK(q.result() == Result::Draw); // after "in", the third time
}

TEST_CASE("Halma make and unmake restore the position, the hash and the ply count", "[halma]") {
    std::mt19937 rng(7);
    for (const int size : {8, 10, 16}) {
        for (int game = 0; game < 6; ++game) {
            Halma p = Halma::start(size);
            std::vector<HalmaMove> played;
            std::vector<Halma> before;
            while (p.result() == Result::Ongoing && played.size() < 120) {
                Halma::Moves list;
                p.generate(list);
                const HalmaMove m = list[rng() % list.size()];
                before.push_back(p);
                p.make(m);
                played.push_back(m);
                REQUIRE(p.hash() == p.computeHash());
                REQUIRE(p.plies() == int(played.size()));
            }
            while (!played.empty()) {
                p.unmake(played.back());
                played.pop_back();
                REQUIRE(p == before.back());
                REQUIRE(p.hash() == before.back().hash());
                REQUIRE(p.plies() == before.back().plies());
                REQUIRE(p.result() == before.back().result());
                before.pop_back();
            }
            CHECK(p == Halma::start(size));
            CHECK(p.hash() == Halma::start(size).hash());
        }
    }
}

TEST_CASE("Halma random games all end, none in more plies than the limit", "[halma]") {
    std::mt19937 rng(99);
    int decided = 0, games = 0;
    for (const int size : {8, 8, 8, 8, 10, 16}) {
        const int count = size == 8 ? 50 : 10;
        for (int game = 0; game < count; ++game, ++games) {
            Halma p = Halma::start(size);
            while (p.result() == Result::Ongoing) {
                REQUIRE(p.plies() < p.plyLimit());
                Halma::Moves list;
                p.generate(list);
                REQUIRE(!list.empty());
                std::vector<HalmaMove> sorted(list.begin(), list.end());
                std::sort(sorted.begin(), sorted.end(), [](HalmaMove a, HalmaMove b) {
                    return a.from != b.from ? a.from < b.from : a.to < b.to;
                });
                REQUIRE(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
                p.make(list[rng() % list.size()]);
            }
            CHECK(p.plies() <= p.plyLimit());
            decided += p.result() != Result::Draw;
        }
    }
    INFO(decided << " of " << games << " random games decided");
    CHECK(games == 220);
}

TEST_CASE("Halma board text: round trip, sizes, piece counts, symbols", "[halma]") {
    for (const int size : {8, 10, 16}) {
        const std::string text = halmaText(Halma::start(size), true);
        const Halma p = parsedHalma(text);
        CHECK(p == Halma::start(size));
        CHECK(halmaText(p, true) == text);
        CHECK(p.plies() == 0);
    }
    const Halma white = parsedHalma("  \n" + halmaText(Halma::start(8), false) + "turn: W\n");
    CHECK(white.sideToMove() == Side::Second);
    CHECK(white.hash() == white.computeHash());

    auto error = [](const std::string& text) {
        const HalmaParse p = parseHalma(text);
        REQUIRE(p.error.has_value());
        CHECK(!p.position.has_value());
        return p.error->describe();
    };
    CHECK(error("_ _ _\n_ _ _\n_ _ _\n") ==
          "line 1, column 1: Halma boards are 8x8, 10x10 or 16x16; got 3x3");
    std::string rect;
    for (int r = 0; r < 8; ++r) rect += "_ _ _ _ _ _ _ _ _ _\n";
    CHECK(error(rect) == "line 1, column 1: Halma boards are 8x8, 10x10 or 16x16; got 8x10");
    CHECK(halmaSizeError(9, 9) == "Halma boards are 8x8, 10x10 or 16x16; got 9x9");
    CHECK(!halmaSizeError(16, 16));
    // The eleventh black piece, counted from the top row, is on line 3.
    CHECK(error("\nB B B B B B _ _\n_ _ _ B B B  B  B\n_ _ _ _ _ _ _ _\n"
                "_ _ _ _ _ _ _ _\n_ _ _ _ _ _ _ _\n_ _ _ _ _ _ _ _\n_ _ _ _ _ _ _ _\n"
                "_ _ _ _ _ _ _ _\n") ==
          "line 3, column 17: too many black pieces: at most 10 on 8x8");
    std::string whites = halmaText(Halma::start(8), false);
    whites[0] = 'W'; // a8 is now the first of 11 white pieces, h5 the eleventh
    CHECK(error(whites) == "line 4, column 15: too many white pieces: at most 10 on 8x8");
    CHECK(error("_ _ X\n") == "line 1, column 5: unknown symbol 'X': expected B, W or _");
}

TEST_CASE("Halma move names", "[halma]") {
    CHECK(moveName(HalmaMove{0, 9}, 8) == "a1b2");
    CHECK(moveName(HalmaMove{255, 0}, 16) == "p16a1");
    CHECK(parseHalmaMove("p16a1", 16) == HalmaMove{255, 0});
    CHECK(parseHalmaMove("c3e5", 10) == HalmaMove{22, 44});
    CHECK(!parseHalmaMove("i1a1", 8));
    CHECK(!parseHalmaMove("a9a1", 8));
    CHECK(!parseHalmaMove("a1", 8));
}

TEST_CASE("Halma heuristics: named, antisymmetric, bounded, and they like progress", "[halma]") {
    CHECK(findHalmaHeuristic(heuristicName(kDefaultHalmaHeuristic)) == kDefaultHalmaHeuristic);
    CHECK(!findHalmaHeuristic("nonsense"));
    int adaptive = 0;
    for (const HeuristicInfo& h : kHalmaHeuristics) adaptive += h.adaptive;
    CHECK(adaptive >= 2);
    CHECK(int(kHalmaHeuristics.size()) - adaptive >= 3);
    std::mt19937 rng(5);
    for (std::size_t i = 0; i < kHalmaHeuristics.size(); ++i) {
        const HalmaHeuristic h = HalmaHeuristic(i);
        INFO(kHalmaHeuristics[i].name);
        for (const int size : {8, 10, 16}) {
            CHECK(evaluate(Halma::start(size), h, Side::First) == 0); // the start is symmetric
            Halma p = Halma::start(size);
            for (int ply = 0; ply < 300 && p.result() == Result::Ongoing; ++ply) {
                const int a = evaluate(p, h, Side::First), b = evaluate(p, h, Side::Second);
                REQUIRE(a == -b);
                REQUIRE(std::abs(a) < kMaxHeuristic);
                Halma::Moves list;
                p.generate(list);
                p.make(list[rng() % list.size()]);
            }
        }
        // A black piece stepping from its camp towards the goal is progress.
        Halma p = Halma::start(16);
        const int before = evaluate(p, h, Side::First);
        p.make({uint8_t(sq("e2", 16)), uint8_t(sq("f3", 16))});
        CHECK(evaluate(p, h, Side::First) > before);
    }
}

TEST_CASE("Halma under the generic searches: alpha-beta equals minimax, with fewer nodes",
          "[halma]") {
    std::mt19937 rng(3);
    Halma p = Halma::start(8);
    for (int ply = 0; ply < 12; ++ply) {
        Halma::Moves list;
        p.generate(list);
        p.make(list[rng() % list.size()]);
    }
    for (std::size_t i = 0; i < kHalmaHeuristics.size(); ++i) {
        const HalmaHeuristic h = HalmaHeuristic(i);
        auto eval = [h](const Halma& q, Side me) { return evaluate(q, h, me); };
        const Halma before = p;
        const auto mm = search(p, Algorithm::Minimax, 2, eval);
        const auto ab = search(p, Algorithm::AlphaBeta, 2, eval);
        CHECK(p == before);
        CHECK(ab.value == mm.value);
        CHECK(ab.best == mm.best);
        CHECK(ab.nodes < mm.nodes);
        Halma::Moves list;
        p.generate(list);
        CHECK(mm.nodes == 1 + list.size() + [&] {
            uint64_t n = 0;
            for (const HalmaMove m : list) {
                p.make(m);
                n += uint64_t(perft(p, 1));
                p.unmake(m);
            }
            return n;
        }());
    }
}

TEST_CASE("Halma depth-2 alpha-beta games end with a winner, not shuffling", "[halma]") {
    // The default heuristic against itself from 12 openings of 2 random plies
    // on 8x8, and from the start of 16x16.
    auto eval = [](const Halma& q, Side me) { return evaluate(q, kDefaultHalmaHeuristic, me); };
    std::mt19937 rng(1);
    int decided = 0;
    for (int game = 0; game < 12; ++game) {
        Halma p = Halma::start(8);
        for (int i = 0; i < 2; ++i) {
            Halma::Moves list;
            p.generate(list);
            p.make(list[rng() % list.size()]);
        }
        while (p.result() == Result::Ongoing) {
            const auto r = search(p, Algorithm::AlphaBeta, 2, eval);
            REQUIRE(r.hasMove);
            p.make(r.best);
        }
        decided += p.result() != Result::Draw;
    }
    CHECK(decided >= 11);
    const HalmaRun big = benchHalmaGame(16, Algorithm::AlphaBeta, 2, kDefaultHalmaHeuristic);
    INFO(big.plies << " plies");
    CHECK((big.result == Result::FirstWins || big.result == Result::SecondWins));
    CHECK(big.plies < kHalmaPlyLimit16);
    CHECK(big.nodes > uint64_t(big.plies));
}

TEST_CASE("Halma bench search is the plain search from the start", "[halma]") {
    auto eval = [](const Halma& q, Side me) { return evaluate(q, HalmaHeuristic::Distance, me); };
    Halma p = Halma::start(10);
    const auto direct = search(p, Algorithm::AlphaBeta, 3, eval);
    const HalmaRun run = benchHalmaSearch(10, Algorithm::AlphaBeta, 3, HalmaHeuristic::Distance);
    CHECK(run.nodes == direct.nodes);
    CHECK(run.best == direct.best);
    CHECK(run.value == direct.value);
}
