// The swindle (core/solver/clobber_swindle.hpp): in a position proved lost, the move
// that leaves the opponent the fewest winning replies, counted again here
// move by move with a fresh solver; and the engine plays such a move when its
// solver proves the loss within a move's time.
#include <catch2/catch.hpp>
#include <random>

#include "engine/clobber_agent.hpp"
#include "random_position.hpp"
#include "reply_count.hpp"
#include "solver/clobber_swindle.hpp"

using namespace gametree;

namespace {

bool moverWins(const Clobber<1>& p) {
    if (p.result() != Result::Ongoing) return false; // no move: lost
    ClobberSolver<1> solver(std::size_t{4} << 20);
    return solver.wins(p);
}

// The opponent's winning replies after m, and all their replies.
std::pair<int, int> swindleReplies(const Clobber<1>& pos, ClobberMove m) {
    return ::countReplies(pos, m, moverWins);
}

// Seeded 6x5 positions of `discs` discs that the mover loses.
std::vector<Clobber<1>> lostPositions(int discs, uint32_t seed, int count) {
    std::mt19937 rng(seed);
    std::vector<Clobber<1>> found;
    for (int tries = 0; int(found.size()) < count && tries < 100 * count; ++tries) {
        const Clobber<1> p = randomPosition<1>(6, 5, discs, rng);
        if (p.result() == Result::Ongoing && !moverWins(p)) found.push_back(p);
    }
    return found;
}

} // namespace

TEST_CASE("a swindle leaves the opponent the fewest winning replies", "[engine][solver][swindle]") {
    const std::vector<Clobber<1>> positions = lostPositions(18, 7, 6);
    REQUIRE(positions.size() == 6);
    int choicesThatDiffer = 0; // from the first move: the criterion picks something
    for (const Clobber<1>& pos : positions) {
        INFO(clobberText(pos, true));
        ClobberSolver<1> solver(std::size_t{4} << 20);
        const auto choice = swindleMove(solver, pos, {});
        REQUIRE(choice);
        CHECK(choice->complete);
        Clobber<1>::Moves moves;
        pos.generate(moves);
        bool legal = false;
        for (const ClobberMove m : moves) legal = legal || m == choice->move;
        CHECK(legal);
        const auto [winning, replies] = swindleReplies(pos, choice->move);
        CHECK(choice->winningReplies == winning);
        CHECK(choice->replies == replies);
        CHECK(winning >= 1); // the position is lost: some reply wins
        for (const ClobberMove m : moves) {
            const auto [w, n] = swindleReplies(pos, m);
            INFO(moveName(m, pos.cols()) << ": " << w << " of " << n);
            CHECK(w >= winning);
            if (w == winning) CHECK(n <= replies);
        }
        choicesThatDiffer += !(choice->move == moves[0]);
        // The same position, a fresh table: the same choice and work.
        ClobberSolver<1> again(std::size_t{4} << 20);
        const auto second = swindleMove(again, pos, {});
        REQUIRE(second);
        CHECK(second->move == choice->move);
        CHECK(second->nodes == choice->nodes);
    }
    CHECK(choicesThatDiffer > 0);
}

TEST_CASE("a swindle stopped by its node budget counts unsettled replies as not winning",
          "[engine][solver][swindle]") {
    // With one node per reply's solve nothing beyond the table and the end of
    // the game is settled, so the count can only be lower than the truth.
    const std::vector<Clobber<1>> positions = lostPositions(20, 11, 3);
    REQUIRE(positions.size() == 3);
    for (const Clobber<1>& pos : positions) {
        INFO(clobberText(pos, true));
        ClobberSolver<1> solver(std::size_t{4} << 20);
        const auto choice = swindleMove(solver, pos, {1, 0});
        REQUIRE(choice);
        CHECK(choice->winningReplies <= swindleReplies(pos, choice->move).first);
    }
}

TEST_CASE("in a proven loss the engine plays a swindle", "[engine][solver][swindle]") {
    for (const Clobber<1>& start : lostPositions(18, 3, 4)) {
        INFO(clobberText(start, true));
        AgentSettings s;
        s.algorithm = Algorithm::Engine;
        s.depth = kMaxSearchDepth;
        s.timeMs = 2000; // far more than these positions need
        Clobber<1> pos = start;
        const MoveReport r = think(pos, s);
        CHECK(r.proven);
        CHECK_FALSE(r.provenWin);
        CHECK(r.value == lossIn(kMaxPly));
        ClobberSolver<1> solver(std::size_t{4} << 20);
        const auto best = swindleMove(solver, start, {});
        REQUIRE(best);
        CHECK(swindleReplies(start, r.move).first == best->winningReplies);
    }
}
