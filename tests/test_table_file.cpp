// The solver's table saved to disk and loaded again (SolveTable::save, load).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>

#include "games/clobber/clobber_text.hpp"
#include "random_position.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

TEST_CASE("a saved table answers a second run at once, and a wrong file is refused", "[solver]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "gametree_table_file_test";
    fs::create_directories(dir);
    const std::string file = (dir / "t.tbl").string();
    auto pos = startClobber(4, 5);
    std::visit(
        [&](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> first(std::size_t{4} << 20);
            const SolveResult a = first.solve(p);
            REQUIRE(first.saveTable(file));
            CHECK(fs::file_size(file) == (std::size_t{4} << 20) + 24); // the header, then 4 MiB

            ClobberSolver<W> second(std::size_t{4} << 20);
            CHECK(second.loadTable(file).empty());
            const SolveResult b = second.solve(p);
            CHECK(b.moverWins == a.moverWins);
            CHECK(b.move == a.move);
            CHECK(b.nodes < 10); // the root and the winning move, from the table
            CHECK(a.nodes > 1000);

            ClobberSolver<W> other(std::size_t{8} << 20);
            CHECK(other.loadTable(file).find("not of 8 MiB") != std::string::npos);
            std::ofstream(file, std::ios::binary | std::ios::trunc) << "not a table";
            CHECK(other.loadTable(file).find("is not a table") != std::string::npos);
            CHECK_FALSE(other.loadTable((dir / "missing.tbl").string()).empty());
            // A table of the first format, whose keys held process-private ids.
            std::ofstream(file, std::ios::binary | std::ios::trunc) << "gametree table1\n";
            CHECK(other.loadTable(file).find("an older gametree") != std::string::npos);
            // The refused files left the table empty: a full search.
            CHECK(other.solve(p).nodes == a.nodes);
        },
        pos);
    fs::remove_all(dir);
}

// A table is read by another process, whose game store has met the values of
// small regions in another order and so numbers them differently. Keys made
// from those numbers gave wrong results (3 of 47 re-solved 6x6 jobs, and 4 of
// these 200 positions); keys from the values' forms give each its own.
TEST_CASE("a table saved by one solver gives a solver that met other games first the true results",
          "[solver]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "gametree_table_order_test";
    fs::create_directories(dir);
    const std::string file = (dir / "t.tbl").string();
    constexpr int W = 1;
    constexpr std::size_t kBytes = std::size_t{8} << 20;
    {
        ClobberSolver<W> maker(kBytes);
        REQUIRE(maker.solve(std::get<Clobber<W>>(startClobber(4, 6))).solved);
        REQUIRE(maker.saveTable(file));
    }
    std::mt19937 rng(404);
    ClobberSolver<W> reader(kBytes);
    // Other games first, so that its store numbers values its own way.
    for (int i = 0; i < 30; ++i) reader.solve(randomPosition<W>(4, 6, 14, rng));
    REQUIRE(reader.loadTable(file).empty());
    uint64_t fromTable = 0, fresh = 0;
    for (int i = 0; i < 200; ++i) {
        const Clobber<W> p = randomPosition<W>(4, 6, 18, rng);
        ClobberSolver<W> alone(kBytes);
        const SolveResult truth = alone.solve(p);
        const SolveResult read = reader.solve(p);
        INFO("position " << i);
        CHECK(read.moverWins == truth.moverWins);
        fromTable += read.nodes;
        fresh += truth.nodes;
    }
    CHECK(fromTable < fresh); // the file was used
    fs::remove_all(dir);
}
