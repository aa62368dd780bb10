// The engine's exact play (core/engine/clobber_agent.hpp): once the solver proves a
// position won, the engine never gives the win up, whatever the replies; and
// with a time limit the solver runs for its share of the move's time, not
// only for its node floor.
#include <catch2/catch.hpp>
#include <random>

#include "engine/clobber_agent.hpp"
#include "random_position.hpp"

using namespace gametree;

namespace {

template <int W>
bool exactMoverWins(const Clobber<W>& p) {
    ClobberSolver<W> solver(std::size_t{16} << 20);
    return solver.wins(p);
}

// Plays the engine (settings e) from a position it wins against `reply`;
// every engine move must leave the opponent a lost position. Returns the
// number of engine moves that gave the win away (0 expected) and sets
// engineWon.
template <int W, class Reply>
int playOut(Clobber<W> pos, const AgentSettings& e, Reply reply, bool& engineWon) {
    const Side engine = pos.sideToMove();
    int givenAway = 0;
    while (pos.result() == Result::Ongoing) {
        if (pos.sideToMove() == engine) {
            const MoveReport r = think(pos, e);
            REQUIRE(r.hasMove);
            pos.make(r.move);
            if (pos.result() == Result::Ongoing && exactMoverWins(pos)) ++givenAway;
        } else {
            pos.make(reply(pos));
        }
    }
    engineWon = pos.sideToMove() != engine; // the side to move has no move and lost
    return givenAway;
}

// Returns how many moves a player without the solver (alpha-beta depth 1)
// gave the win away from the same positions.
template <int W>
int checkKeepsWins(int rows, int cols, int discs, uint32_t seed, int positions) {
    std::mt19937 rng(seed);
    int found = 0;
    int weakGaveAway = 0; // by a player without the solver: the positions are not trivial
    for (int tries = 0; found < positions && tries < 50 * positions; ++tries) {
        const Clobber<W> start = randomPosition<W>(rows, cols, discs, rng);
        if (start.result() != Result::Ongoing || !exactMoverWins(start)) continue;
        ++found;
        INFO(clobberText(start, true));
        AgentSettings timed;
        timed.algorithm = Algorithm::Engine;
        timed.heuristic = kDefaultEngineHeuristic;
        timed.depth = kMaxSearchDepth;
        timed.timeMs = 20;
        AgentSettings fixedDepth = timed;
        fixedDepth.timeMs = 0;
        fixedDepth.depth = 3;
        AgentSettings alphaBeta;
        alphaBeta.depth = 3;
        auto alphaBetaReply = [&](Clobber<W>& p) { return think(p, alphaBeta).move; };
        std::mt19937 replies(seed + uint32_t(found));
        auto randomReply = [&](Clobber<W>& p) {
            typename Clobber<W>::Moves moves;
            p.generate(moves);
            return moves[replies() % moves.size()];
        };
        for (const AgentSettings& e : {timed, fixedDepth}) {
            INFO("engine time limit " << e.timeMs << " ms");
            bool won = false;
            CHECK(playOut(start, e, alphaBetaReply, won) == 0);
            CHECK(won);
            CHECK(playOut(start, e, randomReply, won) == 0);
            CHECK(won);
        }
        AgentSettings weak;
        weak.depth = 1;
        bool won = false;
        weakGaveAway += playOut(start, weak, alphaBetaReply, won);
    }
    CHECK(found == positions);
    return weakGaveAway;
}

} // namespace

TEST_CASE("the engine never gives up a proven win", "[engine][solver]") {
    // Up to 20 discs the solver proves these within its node floor, so the
    // test does not depend on the machine's speed.
    // A weaker player loses some of the same positions, so they are not won
    // whatever one plays (on 8x8 at 24 discs the regions are small and easy).
    CHECK(checkKeepsWins<1>(6, 5, 20, 1, 10) > 0);
    CHECK(checkKeepsWins<1>(6, 6, 20, 2, 10) > 0);
    checkKeepsWins<1>(8, 8, 24, 3, 6);
}

TEST_CASE("with a time limit the solver runs for its share of the move, beyond its node floor",
          "[engine][solver]") {
    // A 6x5 position whose proof takes several times the node floor but far
    // less than a share of 3 s, even on a slow or sanitized build.
    std::mt19937 rng(5);
    for (int tries = 0; tries < 400; ++tries) {
        const Clobber<1> pos = randomPosition<1>(6, 5, 23, rng);
        if (pos.result() != Result::Ongoing) continue;
        ClobberSolver<1> solver(std::size_t{16} << 20);
        const SolveResult full = solver.solve(pos);
        if (full.nodes < 3 * kSolverMinNodes || full.nodes > 8 * kSolverMinNodes) continue;
        INFO(clobberText(pos, true) << "proof: " << full.nodes << " nodes");
        ClobberSolver<1> floorOnly(std::size_t{16} << 20);
        CHECK_FALSE(floorOnly.solve(pos, {}, kSolverMinNodes).solved);
        AgentSettings s;
        s.algorithm = Algorithm::Engine;
        s.depth = kMaxSearchDepth;
        s.timeMs = 3000;
        Clobber<1> copy = pos;
        const MoveReport r = think(copy, s);
        CHECK(r.proven);
        CHECK(r.provenWin == full.moverWins);
        if (full.moverWins) {
            copy.make(r.move);
            CHECK_FALSE(exactMoverWins(copy));
        }
        return;
    }
    FAIL("no position with a proof of the size wanted");
}
