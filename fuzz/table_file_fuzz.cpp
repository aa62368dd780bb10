// The solver's table files (core/solver/solver_table.hpp). The first byte picks
// the mode. Even: the rest is a file; a table loads it only if it is one
// that save() writes, which is then saved back byte for byte the same. Odd:
// a table of results from the input is saved, then damaged by the input's
// (offset, xor) pairs anywhere but in the checksum; if the damage changed
// the file, the load refuses it and leaves the table empty; if not, it loads
// as saved.
#include <cstring>
#include <sstream>

#include "fuzz_common.hpp"
#include "solver/solver_table.hpp"

using namespace gametree;

namespace {

constexpr std::size_t kTableBytes = 1024; // 16 buckets of 8 entries

std::string saved(const SolveTable& t) {
    std::ostringstream out;
    t.save(out);
    return out.str();
}

bool empty(const SolveTable& t, const std::string& file) {
    // Every entry 0: the saved entries all read zero.
    for (std::size_t at = 32; at < file.size(); ++at)
        if (file[at]) return false;
    return t.bytes() == kTableBytes;
}

} // namespace

// Two tables made once (making one costs system calls), emptied before each
// input by loading the file of an empty table.
SolveTable& emptied(SolveTable& t) {
    static const std::string empty = saved(SolveTable(kTableBytes));
    std::istringstream stream(empty);
    fuzz::require(t.load(stream, "empty").empty(), "the empty table does not load");
    return t;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    fuzz::Bytes in{data, size};
    const uint8_t mode = in.next();
    static SolveTable first(kTableBytes), second(kTableBytes);
    SolveTable& table = emptied(first);
    if (mode % 2 == 0) {
        const std::string file(reinterpret_cast<const char*>(data) + 1, size - 1);
        std::istringstream stream(file);
        const std::string error = table.load(stream, "fuzz");
        if (error.empty())
            fuzz::require(saved(table) == file, "a loaded table is not saved back the same");
        else
            fuzz::require(empty(table, saved(table)), "a refused table is not left empty");
        return 0;
    }
    // Results from the input: key words, win bits and work.
    const std::size_t stores = in.next();
    for (std::size_t i = 0; i < stores && !in.empty(); ++i) {
        uint64_t key = 0;
        for (int b = 0; b < 8; ++b) key = key << 8 | in.next();
        const uint8_t flags = in.next();
        table.store(key, flags & 1, uint64_t(flags) << 20 >> (flags % 64));
    }
    const std::string good = saved(table);
    std::string damaged = good;
    while (!in.empty()) {
        // Anywhere but the checksum itself: a file whose sum is made anew
        // for its new entries is not damaged, but another table.
        std::size_t at = (std::size_t(in.next()) << 8 | in.next()) % (damaged.size() - 8);
        if (at >= 24) at += 8;
        damaged[at] = char(damaged[at] ^ in.next());
    }
    SolveTable& reader = emptied(second);
    std::istringstream stream(damaged);
    const std::string error = reader.load(stream, "fuzz");
    if (damaged == good) {
        fuzz::require(error.empty(), "an undamaged table is refused", error);
        fuzz::require(saved(reader) == good, "a table is not loaded as saved");
    } else {
        fuzz::require(!error.empty(), "a damaged table is accepted");
        fuzz::require(empty(reader, saved(reader)), "a refused table is not left empty");
    }
    return 0;
}
