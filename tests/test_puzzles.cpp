// Puzzles from engine games (core/bench/clobber_puzzles.hpp): each is a
// position whose side to move wins with exactly one move, checked here move
// by move with fresh solves; each step of its solution is the only winning
// move of its position, each defence loses, each stored refutation wins;
// the run is the same every time, and its JSON line reads as the page reads it.
#include <catch2/catch.hpp>

#include "bench/clobber_puzzles.hpp"
#include "games/clobber/clobber_text.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

template <int W>
bool solvedWin(const Clobber<W>& p) {
    ClobberSolver<W> solver(std::size_t{8} << 20);
    return solver.solve(p).moverWins;
}

// Does the side to move of `text` plus `moves` win?
bool moverWins(const std::string& text, const std::vector<std::string>& moves) {
    AnyClobber pos = *parseClobber(text).position;
    return std::visit(
        [&](auto& p) {
            for (const std::string& m : moves) {
                const auto move = parseMoveName(m, p.rows(), p.cols());
                REQUIRE(move);
                p.make(*move);
            }
            return solvedWin(p);
        },
        pos);
}

} // namespace

TEST_CASE("Puzzles of 5x5 games have one proven answer a step", "[puzzles]") {
    PuzzleOptions o;
    o.rows = 5;
    o.cols = 5;
    o.games = 3;
    o.tableBytes = std::size_t{16} << 20;
    const auto puzzles = findPuzzles(o);
    REQUIRE(puzzles.size() >= 3);
    for (const Puzzle& p : puzzles) {
        INFO(p.position);
        REQUIRE(p.line.size() % 2 == 1);
        REQUIRE(p.wrong.size() == (p.line.size() + 1) / 2);
        CHECK(p.difficulty >= 1);
        CHECK(p.difficulty <= 5);
        for (std::size_t step = 0; step < p.line.size(); step += 2) {
            const std::vector<std::string> before(p.line.begin(), p.line.begin() + long(step));
            std::vector<std::string> after = before;
            after.push_back(p.line[step]);
            CHECK(!moverWins(p.position,
                             after)); // the move wins: its position is lost for the opponent
            for (const auto& [wrong, answer] : p.wrong[step / 2]) {
                std::vector<std::string> w = before;
                w.push_back(wrong);
                CHECK(moverWins(p.position, w)); // a wrong move: the opponent wins
                w.push_back(answer);
                CHECK(!moverWins(p.position, w)); // with the stored answer
            }
        }
        const std::string json = puzzleJson(p, "5x5-1", 5, 5);
        CHECK(json.rfind("{\"id\":\"5x5-1\",\"rows\":5,\"cols\":5,\"board\":\"", 0) == 0);
        CHECK(json.find("\"line\":[\"" + p.line.front() + "\"") != std::string::npos);
    }
    // The same run, the same puzzles.
    const auto again = findPuzzles(o);
    REQUIRE(again.size() == puzzles.size());
    for (std::size_t i = 0; i < again.size(); ++i) {
        CHECK(again[i].position == puzzles[i].position);
        CHECK(again[i].line == puzzles[i].line);
    }
}

TEST_CASE("A board's rows as a link packs them", "[puzzles]") {
    const AnyClobber pos = *parseClobber("W _ _ B\n_ _ _ _\nB W B W\nturn: W\n").position;
    CHECK(packedRows(pos) == "W2B-4-BWBW");
}
