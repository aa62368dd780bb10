// The solver's table saved to disk and loaded again (SolveTable::save, load).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "clobber_solver.hpp"
#include "clobber_text.hpp"

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
            // The refused files left the table empty: a full search.
            CHECK(other.solve(p).nodes == a.nodes);
        },
        pos);
    fs::remove_all(dir);
}
