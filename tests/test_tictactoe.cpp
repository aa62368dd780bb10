// Tic-tac-toe on the generic searches: the solved value of 3x3, the size of
// its whole game tree, lines in every direction, and an engine that never
// loses.
#include <catch2/catch.hpp>

#include "games/tictactoe/tictactoe_heuristics.hpp"
#include "search/engine_search.hpp"
#include "search/perft.hpp"
#include "search/search.hpp"

using namespace gametree;

namespace {

TicTacToe fromCells(int rows, int cols, int k, const char* cells) { // top row first
    TicTacToe t(rows, cols, k);
    int xs = 0, os = 0;
    for (int i = 0; i < rows * cols; ++i) {
        const int sq = (rows - 1 - i / cols) * cols + i % cols;
        if (cells[i] == 'X') t.put(sq, Side::First), ++xs;
        if (cells[i] == 'O') t.put(sq, Side::Second), ++os;
    }
    t.setSideToMove(xs > os ? Side::Second : Side::First);
    return t;
}

// Counts every node of the complete game tree, the root included.
uint64_t treeSize(TicTacToe& t) {
    if (t.result() != Result::Ongoing) return 1;
    TicTacToe::Moves moves;
    t.generate(moves);
    uint64_t n = 1;
    for (const auto m : moves) {
        t.make(m);
        n += treeSize(t);
        t.unmake(m);
    }
    return n;
}

auto lines = [](const TicTacToe& p, Side me) { return evaluate(p, TicTacToeHeuristic::Lines, me); };

} // namespace

TEST_CASE("3x3 tic-tac-toe is a draw, and minimax visits its whole tree", "[tictactoe]") {
    TicTacToe empty(3, 3, 3);
    const uint64_t tree = treeSize(empty);
    CHECK(tree == 549946); // the published size of the tic-tac-toe game tree
    const auto mm = search(empty, Algorithm::Minimax, 9, lines);
    CHECK(mm.value == 0);
    CHECK(mm.nodes == tree);
    const auto ab = search(empty, Algorithm::AlphaBeta, 9, lines);
    CHECK(ab.value == 0);
    CHECK(ab.best == mm.best);
    CHECK(ab.nodes < mm.nodes / 10);
    CHECK(perft(empty, 9) == 255168); // complete games
}

TEST_CASE("lines of k are found in all four directions and only there", "[tictactoe]") {
    CHECK(fromCells(3, 3, 3,
                    "XXX"
                    "OO_"
                    "___")
              .result() == Result::FirstWins);
    CHECK(fromCells(3, 3, 3,
                    "XO_"
                    "XO_"
                    "X__")
              .result() == Result::FirstWins);
    CHECK(fromCells(3, 3, 3,
                    "X_O"
                    "_XO"
                    "__X")
              .result() == Result::FirstWins);
    CHECK(fromCells(3, 3, 3,
                    "XXO"
                    "XO_"
                    "O__")
              .result() == Result::SecondWins);
    CHECK(fromCells(3, 3, 3,
                    "XOX"
                    "XOO"
                    "OXX")
              .result() == Result::Draw);
    // No wrap-around: marks at the end of one row and the start of the next.
    CHECK(fromCells(3, 4, 3,
                    "__XX"
                    "X_OO"
                    "O___")
              .result() == Result::Ongoing);
    CHECK(fromCells(4, 4, 4,
                    "X___"
                    "_X__"
                    "__X_"
                    "___X")
              .result() == Result::FirstWins);
    CHECK(fromCells(4, 4, 4,
                    "X___"
                    "_X__"
                    "__X_"
                    "OOO_")
              .result() == Result::Ongoing);
}

TEST_CASE("the squares of the winning lines are those a plain scan finds", "[tictactoe]") {
    // A square is on a line when k marks in a row, in one of the four
    // directions, start at some square and include it.
    auto scan = [](const TicTacToe& t, Side s) {
        const int rows = t.rows(), cols = t.cols(), k = t.k();
        const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        TicTacToe::BB out;
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                for (const auto& d : dirs) {
                    const int er = r + (k - 1) * d[0], ec = c + (k - 1) * d[1];
                    if (er < 0 || er >= rows || ec < 0 || ec >= cols) continue;
                    bool full = true;
                    for (int i = 0; i < k; ++i)
                        full = full && t.marks(s).test((r + i * d[0]) * cols + c + i * d[1]);
                    if (!full) continue;
                    for (int i = 0; i < k; ++i) out.set((r + i * d[0]) * cols + c + i * d[1]);
                }
            }
        }
        return out;
    };
    uint64_t seed = 12345;
    auto next = [&seed](int n) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return int((seed >> 33) % uint64_t(n));
    };
    int withLines = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const int rows = 1 + next(7), cols = 1 + next(7);
        const int k = 1 + next(std::max(rows, cols));
        TicTacToe t(rows, cols, k);
        for (int sq = 0; sq < rows * cols; ++sq) {
            const int v = next(3);
            if (v) t.put(sq, v == 1 ? Side::First : Side::Second);
        }
        for (Side s : {Side::First, Side::Second}) {
            const auto expected = scan(t, s);
            CHECK(t.lineSquares(s) == expected);
            CHECK(t.hasLine(s) == expected.any());
            withLines += expected.any();
        }
    }
    CHECK(withLines > 1000); // the comparison covered many real lines
    // Two lines through one mark are both shown.
    const auto both = fromCells(3, 3, 3,
                                "XXX"
                                "OXO"
                                "OXO")
                          .lineSquares(Side::First);
    CHECK(both.count() == 5);
}

TEST_CASE("make and unmake restore the position and its hash", "[tictactoe]") {
    TicTacToe t(5, 6, 4);
    TicTacToe::Moves moves;
    t.generate(moves);
    for (const auto m : moves) {
        const TicTacToe before = t;
        t.make(m);
        CHECK(t.hash() == t.computeHash());
        t.unmake(m);
        CHECK(t == before);
        CHECK(t.hash() == before.hash());
    }
}

// Plays every reply of the opponent against the engine's one move; true if the
// engine never loses.
bool engineNeverLoses(TicTacToe& t, Side engine, TranspositionTable& tt) {
    const Result r = t.result();
    if (r != Result::Ongoing) return r != winFor(opponent(engine));
    if (t.sideToMove() == engine) {
        EngineSearch<TicTacToe, decltype(lines)> search(tt, lines);
        const auto best = search.run(t, EngineLimits{9, 0, {}});
        t.make(best.best);
        const bool ok = engineNeverLoses(t, engine, tt);
        t.unmake(best.best);
        return ok;
    }
    TicTacToe::Moves moves;
    t.generate(moves);
    for (const auto m : moves) {
        t.make(m);
        const bool ok = engineNeverLoses(t, engine, tt);
        t.unmake(m);
        if (!ok) return false;
    }
    return true;
}

TEST_CASE("the engine never loses a 3x3 game, as X or as O", "[tictactoe]") {
    TranspositionTable tt(std::size_t{1} << 20);
    TicTacToe t(3, 3, 3);
    CHECK(engineNeverLoses(t, Side::First, tt));
    CHECK(engineNeverLoses(t, Side::Second, tt));
}

TEST_CASE("tic-tac-toe heuristics are antisymmetric and see threats", "[tictactoe]") {
    const TicTacToe t = fromCells(4, 4, 3,
                                  "XX__"
                                  "____"
                                  "____"
                                  "O__O");
    for (std::size_t h = 0; h < kTicTacToeHeuristics.size(); ++h) {
        const auto heuristic = TicTacToeHeuristic(h);
        CHECK(evaluate(t, heuristic, Side::First) == -evaluate(t, heuristic, Side::Second));
    }
    CHECK(evaluate(t, TicTacToeHeuristic::Threats, Side::First) > 0);
    CHECK(findTicTacToeHeuristic("threats") == TicTacToeHeuristic::Threats);
}
