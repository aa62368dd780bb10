// The solver benchmark's positions (core/bench/solver_bench.hpp) and the solver's
// time limit.
#include <catch2/catch.hpp>

#include <set>

#include "bench/solver_bench.hpp"
#include "games/clobber/clobber_text.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

// The board text turned by one of the eight symmetries of a square, or
// mirrored/half-turned for a rectangle; empty when it does not fit.
std::vector<std::string> grid(const std::string& text) {
    std::vector<std::string> rows;
    std::string row;
    for (const char ch : text) {
        if (ch == '\n') {
            if (row.rfind("turn", 0) != 0 && !row.empty()) rows.push_back(row);
            row.clear();
        } else if (ch != ' ') {
            row += ch;
        }
    }
    return rows;
}

// The smallest of the images of a grid under the board's eight symmetries
// (four for a rectangle): a position's class, colours kept as they are.
std::string canonical(const std::vector<std::string>& g) {
    const int rows = int(g.size()), cols = int(g[0].size());
    std::string best;
    for (int s = 0; s < 8; ++s) {
        const bool transpose = s >= 4;
        if (transpose && rows != cols) continue;
        std::string out;
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                int rr = (s & 1) ? rows - 1 - r : r, cc = (s & 2) ? cols - 1 - c : c;
                if (transpose) std::swap(rr, cc);
                out += g[std::size_t(rr)][std::size_t(cc)];
            }
        }
        if (best.empty() || out < best) best = out;
    }
    return best;
}

int discs(const AnyClobber& p) {
    return std::visit([](const auto& q) { return q.occupied().count(); }, p);
}

Side mover(const AnyClobber& p) {
    return std::visit([](const auto& q) { return q.sideToMove(); }, p);
}

} // namespace

TEST_CASE("the distinct first moves are one per class of positions under symmetry", "[bench]") {
    for (const auto& [r, c] : {std::pair{6, 6}, {4, 4}, {5, 5}, {4, 6}, {3, 5}, {5, 6}}) {
        const int rows = r, cols = c;
        INFO(rows << "x" << cols);
        std::visit(
            [&](const auto& start) {
                typename std::decay_t<decltype(start)>::Moves all;
                start.generate(all);
                std::set<std::string> classes;
                for (const ClobberMove m : all) {
                    auto q = start;
                    q.make(m);
                    classes.insert(canonical(grid(clobberText(q, true))));
                }
                const std::vector<ClobberMove> kept = distinctFirstMoves(rows, cols);
                std::set<std::string> keptClasses;
                for (const ClobberMove m : kept) {
                    auto q = start;
                    q.make(m);
                    keptClasses.insert(canonical(grid(clobberText(q, true))));
                }
                CHECK(kept.size() == classes.size());        // none twice
                CHECK(keptClasses.size() == classes.size()); // none missing
            },
            startClobber(rows, cols));
    }
    CHECK(distinctFirstMoves(6, 6).size() == 15);
}

TEST_CASE("the benchmark sets hold the positions they name", "[bench]") {
    const auto first = solveBenchSet("6x6-first");
    REQUIRE(first.size() == 15);
    std::set<std::string> classes;
    for (const SolveBenchPosition& p : first) {
        CHECK(discs(p.position) == 35);
        CHECK(mover(p.position) == Side::Second);
        classes.insert(canonical(grid(clobberText(p.position, true))));
    }
    CHECK(classes.size() == 15);

    const auto replies = solveBenchSet("6x6-replies");
    std::size_t expected = 0;
    for (const char* m : kSolveBenchCandidates) {
        std::visit(
            [&](auto start) {
                start.make(*parseMoveName(m, 6, 6));
                expected += std::size_t(start.countMoves());
            },
            startClobber(6, 6));
    }
    CHECK(replies.size() == expected);
    std::set<std::string> seen;
    for (const SolveBenchPosition& p : replies) {
        CHECK(discs(p.position) == 34);
        CHECK(mover(p.position) == Side::First);
        seen.insert(clobberText(p.position, true));
    }
    CHECK(seen.size() == replies.size());
    CHECK(solveBenchSet("7x7").empty());
}

TEST_CASE("a time limit gives up on a hard position and leaves an easy one alone", "[bench]") {
    auto hard = solveBenchSet("6x6-first")[0].position;
    std::visit(
        [](const auto& p) {
            ClobberSolver<std::decay_t<decltype(p)>::BB::kWords> solver(std::size_t{16} << 20);
            solver.setTimeLimit(1e-6, true);
            const SolveResult r = solver.solve(p);
            CHECK_FALSE(r.solved);
            CHECK_FALSE(r.moverWins);
            CHECK(r.nodes >= ClobberSolver<1>::kProgressInterval);
        },
        hard);
    std::visit(
        [](const auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> plain(std::size_t{16} << 20), limited(std::size_t{16} << 20);
            limited.setTimeLimit(600, false);
            const SolveResult a = plain.solve(p), b = limited.solve(p);
            CHECK(b.solved);
            CHECK(a.nodes == b.nodes);
            CHECK(a.moverWins == b.moverWins);
        },
        startClobber(4, 5));
}

TEST_CASE("the benchmark runner reports what a solve finds", "[bench]") {
    std::vector<SolveBenchPosition> set{{"4x4", startClobber(4, 4)}, {"3x5", startClobber(3, 5)}};
    SolveBenchLimits limits;
    limits.tableBytes = std::size_t{8} << 20;
    int calls = 0;
    const auto lines = runSolveBench(set, limits, [&](const SolveBenchLine&) { ++calls; });
    REQUIRE(lines.size() == 2);
    CHECK(calls == 2);
    for (std::size_t i = 0; i < set.size(); ++i) {
        std::visit(
            [&](const auto& p) {
                ClobberSolver<std::decay_t<decltype(p)>::BB::kWords> solver(limits.tableBytes);
                solver.setRootOrder(limits.rootOrder); // the runner's default, as `solve`'s
                const SolveResult r = solver.solve(p);
                CHECK(lines[i].solved);
                CHECK(lines[i].index == int(i) + 1);
                CHECK(lines[i].moverWins == r.moverWins);
                CHECK(lines[i].nodes == r.nodes);
            },
            set[i].position);
    }
    limits.nodeCap = 10;
    const auto capped = runSolveBench(set, limits, {});
    CHECK_FALSE(capped[0].solved);
}
