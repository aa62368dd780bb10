// The solver on several threads (ClobberSolver::setThreads) against one
// thread and against plain exhaustive search. Tagged [threads]: the test
// command also runs these under ThreadSanitizer (scripts/test.sh).
#include <catch2/catch.hpp>

#include <random>

#include "games/clobber/clobber_text.hpp"
#include "reference_clobber.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

template <class F>
void withText(const std::string& text, F&& f) {
    auto pos = parseClobber(text).position.value();
    std::visit([&](auto& p) { f(p); }, pos);
}

template <int W>
SolveResult solveOn(const Clobber<W>& p, int threads, std::size_t tableBytes, int rootOrder = 0) {
    ClobberSolver<W> solver(tableBytes);
    solver.setRootOrder(rootOrder);
    solver.setThreads(threads);
    return solver.solve(p);
}

// The winner and the move against one thread's, and the winner and the
// move's worth against exhaustive search.
template <int W>
void checkAgainstOneThread(const Clobber<W>& p, const std::string& text, int threads,
                           std::size_t tableBytes, bool exhaustive) {
    INFO(text << "threads " << threads);
    const SolveResult one = solveOn(p, 1, tableBytes);
    const SolveResult many = solveOn(p, threads, tableBytes);
    REQUIRE(one.solved);
    REQUIRE(many.solved);
    CHECK(many.moverWins == one.moverWins);
    CHECK(many.hasMove == one.hasMove);
    if (one.hasMove) CHECK(many.move == one.move);
    if (!exhaustive) return;
    const bool expected = ref::wins(ref::fromText(text));
    CHECK(many.moverWins == expected);
    if (many.hasMove) {
        auto q = p;
        q.make(many.move);
        CHECK_FALSE(ref::wins(ref::fromText(clobberText(q, true))));
    }
}

} // namespace

TEST_CASE("threads name the winner and move of one thread on random small positions",
          "[solver][threads]") {
    std::mt19937 rng(2027);
    int wins = 0;
    for (int i = 0; i < 300; ++i) {
        const int r = 1 + int(rng() % 4), c = 1 + int(rng() % 4);
        const std::string text = ref::randomText(rng, r, c, int(rng() % 50));
        withText(text, [&](auto& p) {
            checkAgainstOneThread(p, text, 2 + i % 3, std::size_t{1} << 20, true);
            wins += ref::wins(ref::fromText(text));
        });
    }
    CHECK(wins > 30);
}

TEST_CASE("threads name the winner and move of one thread on larger sparse positions",
          "[solver][threads]") {
    // Regions above the small-region size, searched below the root, so that
    // the threads share nodes, put off siblings and settle one another's
    // frames.
    std::mt19937 rng(101);
    for (int i = 0; i < 60; ++i) {
        const int r = 2 + int(rng() % 3), c = 4 + int(rng() % 3);
        const std::string text = ref::toText(ref::randomBoard(rng, r, c, 40 + int(rng() % 15)));
        withText(text, [&](auto& p) {
            checkAgainstOneThread(p, text, 2 + i % 2, std::size_t{1} << 20, true);
        });
    }
}

TEST_CASE("threads name the winner and move of one thread on the small starts",
          "[solver][threads]") {
    for (const auto& [r, c] : {std::pair{3, 4}, {4, 4}, {4, 5}, {5, 4}, {3, 7}}) {
        const std::string text = clobberText(startClobber(r, c), true);
        withText(text, [&](auto& p) {
            for (int threads : {2, 3})
                checkAgainstOneThread(p, text, threads, std::size_t{4} << 20, false);
        });
    }
}

TEST_CASE("threads name the move of one thread with the root ordered by a search",
          "[solver][threads]") {
    // Random 5x5 positions of some 18 discs, won and lost, as `solve`
    // searches them (setRootOrder).
    std::mt19937 rng(77);
    int won = 0;
    for (int i = 0; i < 8; ++i) {
        const std::string text = ref::randomText(rng, 5, 5, 26);
        withText(text, [&](auto& p) {
            INFO(text);
            const SolveResult one = solveOn(p, 1, std::size_t{4} << 20, 2);
            const SolveResult two = solveOn(p, 2, std::size_t{4} << 20, 2);
            CHECK(two.moverWins == one.moverWins);
            CHECK(two.move == one.move);
            won += one.moverWins;
        });
    }
    CHECK(won > 0);
}

TEST_CASE("one thread searches as the solver without threads", "[solver][threads]") {
    // Node for node on a lost root (the same search, no move to name); on a
    // won one the same proof, then at most the moves the search did not try
    // before its winner in the root's order.
    std::mt19937 rng(5);
    int lost = 0;
    for (int i = 0; i < 40; ++i) {
        const std::string text = ref::randomText(rng, 4, 5, 10);
        withText(text, [&](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> classic(std::size_t{4} << 20);
            const SolveResult a = classic.solve(p);
            const SolveResult b = solveOn(p, 1, std::size_t{4} << 20);
            INFO(text);
            CHECK(a.moverWins == b.moverWins);
            if (!a.moverWins) {
                CHECK(a.nodes == b.nodes);
                ++lost;
            } else {
                CHECK(b.nodes + 1 >= a.nodes);
            }
        });
    }
    CHECK(lost > 5);
}

TEST_CASE("a threaded solver solves again, and with another number of threads",
          "[solver][threads]") {
    const std::string text = clobberText(startClobber(4, 5), true);
    withText(text, [&](auto& p) {
        constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
        const SolveResult expected = solveOn(p, 1, std::size_t{4} << 20);
        ClobberSolver<W> solver(std::size_t{4} << 20);
        for (int threads : {2, 4, 1, 3}) {
            solver.setThreads(threads);
            for (int k = 0; k < 2; ++k) { // the second from the table left by the first
                const SolveResult r = solver.solve(p);
                CHECK(r.solved);
                CHECK(r.moverWins == expected.moverWins);
                CHECK(r.move == expected.move);
            }
        }
    });
}

TEST_CASE("threads under a node limit give up without a wrong answer", "[solver][threads]") {
    const std::string text = clobberText(startClobber(4, 5), true);
    withText(text, [&](auto& p) {
        constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
        ClobberSolver<W> solver(std::size_t{4} << 20);
        solver.setThreads(2);
        const SolveResult limited = solver.solve(p, {}, 500);
        CHECK_FALSE(limited.solved);
        CHECK_FALSE(limited.hasMove);
        const SolveResult full = solver.solve(p);
        CHECK(full.solved);
        CHECK(full.moverWins == solveOn(p, 1, std::size_t{4} << 20).moverWins);
    });
}
