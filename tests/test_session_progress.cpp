// What the facade reports while it works, for the page's live analysis and
// its "Who wins?" with a time budget: one report per engine iteration with
// that iteration's move, value and principal variation, and a solver that
// gives up, unproven, when its time is up.
#include <catch2/catch.hpp>

#include <chrono>

#include "new_session.hpp"
#include "session/session.hpp"

using namespace gametree;

TEST_CASE("the engine reports every finished iteration with its move, value and PV",
          "[session][progress]") {
    for (const char* game : {"clobber", "halma", "tictactoe"}) {
        INFO(game);
        auto s = session(game);
        if (std::string(game) == "halma") REQUIRE(s->newGame({8, 8, 0}).empty());
        if (std::string(game) == "tictactoe") REQUIRE(s->newGame({4, 4, 3}).empty());
        SessionSettings settings;
        settings.algorithm = "engine";
        settings.depth = 5;
        std::vector<SessionIteration> iterations;
        uint64_t ticks = 0;
        const SessionSearch r = s->search(
            settings, [&](uint64_t, int, double) { ++ticks; },
            [&](const SessionIteration& it) { iterations.push_back(it); });
        REQUIRE(r.error.empty());
        // One report per depth, in order, even for a search far shorter than
        // the 65,536 nodes between node-count reports.
        REQUIRE(iterations.size() == std::size_t(r.depth));
        for (std::size_t i = 0; i < iterations.size(); ++i) {
            CHECK(iterations[i].depth == int(i) + 1);
            REQUIRE(!iterations[i].pv.empty());
            const auto legal = s->legalMoves();
            CHECK(std::find(legal.begin(), legal.end(), iterations[i].pv.front()) != legal.end());
            if (i > 0) CHECK(iterations[i].nodes > iterations[i - 1].nodes);
        }
        // The last iteration is the search's answer.
        CHECK(iterations.back().pv == r.pv);
        CHECK(iterations.back().value == r.value);
        CHECK(iterations.back().nodes == r.nodes);
        CHECK(ticks >= iterations.size());

        // Listening changes nothing: the same move, value and node count.
        const SessionSearch quiet = s->search(settings);
        CHECK(quiet.move == r.move);
        CHECK(quiet.value == r.value);
        CHECK(quiet.nodes == r.nodes);
    }
}

TEST_CASE("plain minimax and alpha-beta report no iterations", "[session][progress]") {
    auto s = session("clobber");
    SessionSettings settings;
    settings.algorithm = "alphabeta";
    settings.depth = 3;
    int iterations = 0;
    REQUIRE(s->search(settings, {}, [&](const SessionIteration&) { ++iterations; }).error.empty());
    CHECK(iterations == 0);
}

TEST_CASE("a solve with a time limit proves what it can and gives up on the rest",
          "[session][solve]") {
    // 4x4 Clobber solves in far less than a second: proven, as without a limit.
    auto small = session("clobber");
    REQUIRE(small->newGame({4, 4, 0}).empty());
    const SessionSolve unlimited = small->solve(16);
    const SessionSolve limited = small->solve(16, {}, 5000);
    CHECK(unlimited.proven);
    CHECK(limited.proven);
    CHECK(limited.result == unlimited.result);
    CHECK(limited.move == unlimited.move);

    // 8x8 Clobber is far beyond 100 ms: not proven, and stopped in time.
    auto large = session("clobber");
    REQUIRE(large->newGame({8, 8, 0}).empty());
    const auto started = std::chrono::steady_clock::now();
    const SessionSolve r = large->solve(16, {}, 100);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    REQUIRE(r.error.empty());
    CHECK(!r.proven);
    CHECK(r.result.empty());
    CHECK(r.move.empty());
    CHECK(r.nodes > 0);
    CHECK(seconds < 2.0); // generous for a loaded machine; the limit is 0.1 s

    // Tic-tac-toe's solver is the engine to the end of every line: 3x3 is
    // proven a draw at once, 6x6 with 5 in a row not within 50 ms.
    auto ttt = session("tictactoe");
    const SessionSolve draw = ttt->solve(16, {}, 5000);
    CHECK(draw.proven);
    CHECK(draw.result == "draw");
    REQUIRE(ttt->newGame({6, 6, 5}).empty());
    const SessionSolve open = ttt->solve(16, {}, 50);
    CHECK(!open.proven);
    CHECK(open.result.empty());

    CHECK(large->solve(16, {}, -1).error == "the solver's time limit must be >= 0 ms");
}

TEST_CASE("a trace reports the nodes it has searched, and is the same tree without a listener",
          "[session][progress][trace]") {
    auto s = session("clobber");
    REQUIRE(s->newGame({6, 5, 0}).empty());
    SessionSettings settings;
    settings.algorithm = "minimax";
    settings.depth = 4;
    std::vector<uint64_t> reports;
    const SessionTrace t =
        s->trace(settings, 1000, [&](uint64_t nodes, int, double) { reports.push_back(nodes); });
    REQUIRE(t.error.empty());
    // Every 65,536 nodes, counting up, none past the search's own count.
    REQUIRE(reports.size() == t.searched / 65536);
    for (std::size_t i = 0; i < reports.size(); ++i) CHECK(reports[i] == (i + 1) * 65536);
    const SessionTrace quiet = s->trace(settings, 1000);
    CHECK(quiet.searched == t.searched);
    CHECK(quiet.rootValue == t.rootValue);
    CHECK(quiet.parent == t.parent);
}

TEST_CASE("solveKept proves what solve proves, from a solver kept between calls",
          "[session][progress]") {
    auto s = session("clobber");
    REQUIRE(s->setPosition("B W B W\nW B W B\nB W B W\nturn: B\n") == "");
    const SessionSolve fresh = s->solve(64);
    REQUIRE(fresh.error.empty());
    REQUIRE(fresh.proven);
    const SessionSolve kept = s->solveKept(0);
    REQUIRE(kept.error.empty());
    CHECK(kept.proven);
    CHECK(kept.result == fresh.result);
    // Asked again, the kept table answers at once.
    const SessionSolve again = s->solveKept(0);
    CHECK(again.result == fresh.result);
    CHECK(again.nodes <= kept.nodes);
    CHECK(again.nodes < 10);
    // Games without kept tables solve afresh.
    auto t = session("tictactoe");
    REQUIRE(t->setPosition("X O X\n_ O _\n_ _ _\n") == "");
    CHECK(t->solveKept(0).result == t->solve(16).result);
    CHECK(session("halma")->solveKept(0).error.find("no exact solver") != std::string::npos);
}
