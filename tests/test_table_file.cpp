// The solver's table saved to disk and loaded again (SolveTable::save, load).
#include <catch2/catch.hpp>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
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
            CHECK(fs::file_size(file) == (std::size_t{4} << 20) + 32); // the header, then 4 MiB

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
            // A table of the second format had no checksum.
            std::ofstream(file, std::ios::binary | std::ios::trunc) << "gametree table2\n";
            CHECK(other.loadTable(file).find("without a checksum") != std::string::npos);
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

namespace {

std::string fileBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void writeBytes(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

} // namespace

// A table file with the result bit of every entry flipped made a job print
// `win` for the 5x5 start, which is lost for its mover. The checksum refuses
// it, and any other damage, before a single entry is used.
TEST_CASE("a damaged table file is refused, never used", "[solver]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "gametree_table_damage_test";
    fs::create_directories(dir);
    const std::string file = (dir / "t.tbl").string();
    constexpr int W = 1;
    constexpr std::size_t kBytes = std::size_t{1} << 20;
    const Clobber<W> start = std::get<Clobber<W>>(startClobber(4, 5));
    SolveResult truth;
    {
        ClobberSolver<W> maker(kBytes);
        truth = maker.solve(start);
        REQUIRE(truth.solved);
        REQUIRE(maker.saveTable(file));
    }
    const std::string good = fileBytes(file);
    REQUIRE(good.size() == kBytes + 32);
    // Every entry's result bit (bit 15) flipped.
    std::string flipped = good;
    std::size_t entries = 0;
    for (std::size_t at = 32; at + 8 <= flipped.size(); at += 8) {
        uint64_t entry = 0;
        std::memcpy(&entry, flipped.data() + at, 8);
        if (!(entry & 0x3F)) continue;
        entry ^= uint64_t{1} << 15;
        std::memcpy(flipped.data() + at, &entry, 8);
        ++entries;
    }
    REQUIRE(entries > 100);
    writeBytes(file, flipped);
    ClobberSolver<W> reader(kBytes);
    CHECK(reader.loadTable(file).find("is damaged") != std::string::npos);
    // Refused means unused: the solve starts empty and is right.
    const SolveResult after = reader.solve(start);
    CHECK(after.moverWins == truth.moverWins);
    CHECK(after.nodes == truth.nodes);
    // One flipped bit anywhere, in the entries or the checksum, is refused too.
    std::mt19937 rng(7);
    for (int i = 0; i < 50; ++i) {
        std::string damaged = good;
        const std::size_t at = 24 + rng() % (damaged.size() - 24);
        damaged[at] = char(damaged[at] ^ (1 << (rng() % 8)));
        writeBytes(file, damaged);
        ClobberSolver<W> again(kBytes);
        INFO("byte " << at);
        CHECK(again.loadTable(file).find("is damaged") != std::string::npos);
    }
    // Cut short or with bytes after it: refused.
    writeBytes(file, good.substr(0, good.size() - 1));
    CHECK(reader.loadTable(file).find("cut short") != std::string::npos);
    writeBytes(file, good + "x");
    CHECK(reader.loadTable(file).find("too long") != std::string::npos);
    writeBytes(file, good);
    CHECK(reader.loadTable(file).empty());
    fs::remove_all(dir);
}
