// The exact solver's table of solved positions.
//
// An entry is one 64-bit word (bit table below): the top 48 bits of the
// position's canonical key, the result, and the work the result cost on a
// log scale. Eight entries make a bucket of one cache line, found from the
// key's low bits, so a probe costs one memory access. A new result replaces
// the entry of the same position, else an empty one, else the one that cost
// least to find, even when that cost more than the new one: the newest
// results are the ones the search is about to ask for again, and keeping the
// cheapest of a full bucket out cost more nodes than it saved (a 1 MiB table,
// the engine's at 100 ms a move, on 32 6x5 positions of 25-27 discs from
// games: 12.4 million nodes against 14.2 million; docs/performance.md).
// Expensive results still outlive cheap ones within a bucket.
//
// The memory comes zeroed lazily in 4 KiB pages (zeroed_memory.hpp), so a
// solve that needs a few thousand entries of a 4 GiB table answers at once
// (with 2 MiB pages from the start, each probe of a fresh 2 MiB cost 2 MiB
// of zeroing: 11.8 s for a 4x4 board). Once the solve has stored one entry
// per 8,192 of the table, it rebuilds the table in 2 MiB pages: probes land
// anywhere in a table of gigabytes, with 4 KiB pages nearly every probe also
// misses the address translation cache, and every fresh 4 KiB page costs a
// fault. Waiting until one entry in 64 was stored (until the sixteenth
// session) spent 2-3 s of a 1 GiB table's first 12 s in faults and the
// rebuild; one in 8,192 spends a tenth of that (docs/performance.md).
//
// Threads of one solve share the table (ClobberSolver::setThreads). Every
// entry is read and written whole by a relaxed atomic access
// (base/atomic_word.hpp): a probe sees an entry as some thread wrote it,
// never half of one, and its check bits and its result come from the same
// word, so a result is never taken from another position's entry, however
// the writes interleave. Two threads that store into one bucket at once may
// overwrite each other's entry, which loses a result, as a replacement
// does, and never mixes two. No lock, no fence: on x86-64 and in
// WebAssembly these are the plain loads and stores of one thread.
#pragma once

#include <atomic>
#include <bit>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>
#include <string>

#include "base/atomic_word.hpp"
#include "base/zeroed_memory.hpp"

namespace gametree {

class SolveTable {
  public:
    // Entry bits:
    //   63..16  key bits 63..16 (the check)
    //   15      result: 1 the side to move wins
    //   5..0    1 + log2(1 + work), 0 for an empty entry
    static constexpr uint64_t kCheckMask = ~uint64_t{0xFFFF};
    static constexpr uint64_t kWinBit = uint64_t{1} << 15;
    static constexpr uint64_t kWorkMask = 0x3F;
    static constexpr std::size_t kBucket = 8;
    static_assert(kBucket * sizeof(uint64_t) == 64, "a bucket is one cache line");

    // Throws TableAllocationError when the memory cannot be had.
    explicit SolveTable(std::size_t bytes) {
        // Divided rather than multiplied, so that no size wraps around in
        // WebAssembly's 32-bit size_t.
        std::size_t buckets = 1;
        while (buckets <= bytes / (kBucket * sizeof(uint64_t)) / 2) buckets *= 2;
        mask_ = buckets - 1;
        memory_ = ZeroedMemory(buckets * kBucket * sizeof(uint64_t), "table of solved positions");
        data_ = static_cast<uint64_t*>(memory_.data());
        storesBeforeHugePages_ =
            (memory_.bytes() / sizeof(uint64_t)) / ZeroedMemory::kEntriesPerStoreBeforeHugePages +
            1;
    }
    SolveTable(const SolveTable&) = delete;
    SolveTable& operator=(const SolveTable&) = delete;

    std::size_t bytes() const { return memory_.bytes(); }

    // Whether threads share the table now (ClobberSolver::setThreads). Set
    // while no thread searches.
    void setShared(bool shared) { shared_ = shared; }

    void prefetch(uint64_t key) const {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(bucket(key));
#else
        (void)key;
#endif
    }

    // 1 win, 0 loss, -1 unknown.
    [[gnu::always_inline]] int probe(uint64_t key) const {
        const uint64_t* b = bucket(key);
        for (std::size_t i = 0; i < kBucket; ++i) {
            const uint64_t e = loadRelaxed(b[i]);
            if ((e & kCheckMask) == (key & kCheckMask) && (e & kWorkMask))
                return (e & kWinBit) ? 1 : 0;
        }
        return -1;
    }

    void store(uint64_t key, bool win, uint64_t work) {
        if (storesBeforeHugePages_.load(std::memory_order_relaxed) != 0) countStore();
        uint64_t* b = bucket(key);
        const uint64_t w = uint64_t(1 + std::bit_width(work));
        const uint64_t entry = (key & kCheckMask) | (win ? kWinBit : 0) | (w < 63 ? w : 63);
        std::size_t victim = 0;
        uint64_t victimWork = kWorkMask + 1;
        for (std::size_t i = 0; i < kBucket; ++i) {
            const uint64_t e = loadRelaxed(b[i]);
            if ((e & kCheckMask) == (key & kCheckMask) || !(e & kWorkMask)) {
                storeRelaxed(b[i], entry);
                return;
            }
            if ((e & kWorkMask) < victimWork) victim = i, victimWork = e & kWorkMask;
        }
        storeRelaxed(b[victim], entry);
    }

    // A table kept on disk between runs, so that jobs of one proof that
    // share subtrees need not solve them again. The file:
    //   offset size
    //   0      16   kFileMagic, "gametree table3\n"
    //   16     8    the table's size in bytes, S
    //   24     8    the checksum of the entries (checksum below)
    //   32     S    the entries as they are in memory
    // all in the machine's byte order; 32 + S bytes in all. The checksum is
    // computed here, at save and load, never in the search.
    bool save(std::ostream& out) const {
        const uint64_t size = memory_.bytes();
        const uint64_t sum = checksum();
        out.write(kFileMagic, sizeof kFileMagic);
        out.write(reinterpret_cast<const char*>(&size), sizeof size);
        out.write(reinterpret_cast<const char*>(&sum), sizeof sum);
        out.write(static_cast<const char*>(memory_.data()), std::streamsize(size));
        return bool(out.flush());
    }
    // Written beside path and renamed over it, so that a run killed while
    // saving leaves the previous table whole. True when written.
    bool save(const std::string& path) const {
        const std::string part = path + ".part";
        bool written = false;
        {
            std::ofstream out(part, std::ios::binary | std::ios::trunc);
            written = out && save(out);
        }
        std::error_code ec;
        if (written) std::filesystem::rename(part, path, ec);
        if (!written || ec) std::filesystem::remove(part, ec);
        return written && !ec;
    }
    // Reads a table that save() wrote, into a table of the same size; empty
    // when done, else what is wrong (the table is then left empty). A file
    // whose entries do not match its checksum is damaged, and refused: one
    // wrong entry is a wrong result.
    std::string load(std::istream& in, const std::string& name) {
        char magic[sizeof kFileMagic] = {};
        uint64_t size = 0, sum = 0;
        in.read(magic, sizeof magic);
        if (in && std::memcmp(magic, kTable1Magic, sizeof magic) == 0)
            return name + " is a table of an older gametree, whose keys meant other positions "
                          "to another process: solve without it";
        if (in && std::memcmp(magic, kTable2Magic, sizeof magic) == 0)
            return name + " is a table of an older gametree, without a checksum: remove it, "
                          "and the job starts afresh";
        if (!in || std::memcmp(magic, kFileMagic, sizeof magic) != 0)
            return name + " is not a table of solved positions";
        in.read(reinterpret_cast<char*>(&size), sizeof size);
        in.read(reinterpret_cast<char*>(&sum), sizeof sum);
        if (!in) return name + " is cut short";
        if (size != memory_.bytes())
            return name + " holds a table of " + std::to_string(size >> 20) + " MiB, not of " +
                   std::to_string(memory_.bytes() >> 20) + " MiB";
        in.read(static_cast<char*>(memory_.data()), std::streamsize(size));
        if (!in || in.peek() != std::char_traits<char>::eof()) {
            memory_.zero();
            return name + " is cut short or too long";
        }
        if (checksum() != sum) {
            memory_.zero();
            return name + " is damaged: its entries do not match its checksum";
        }
        // The loaded table is in real use: 2 MiB pages at once.
        storesBeforeHugePages_.store(0, std::memory_order_relaxed);
        memory_.preferHugePages(true);
        return {};
    }
    std::string load(const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        if (!in) return "cannot read " + path;
        return load(in, path);
    }

    // The checksum of a table file: over the entries as 64-bit words w in
    // memory order, h = rotl((h ^ w) * 0x9E3779B97F4A7C15, 29) from h = the
    // table's size in bytes. Each step is a bijection of h, so a change to
    // any one word always changes the sum; more changes leave it the same
    // with a chance of 2^-64.
    uint64_t checksum() const {
        const std::size_t n = memory_.bytes() / sizeof(uint64_t);
        uint64_t h = memory_.bytes();
        for (std::size_t i = 0; i < n; ++i)
            h = std::rotl((h ^ data_[i]) * uint64_t{0x9E3779B97F4A7C15}, 29);
        return h;
    }

  private:
    // Version 3: a checksum over the entries. Version 2 (keys from the forms
    // of game values, GameStore::formHash) had none, and version 1 keyed
    // values by ids private to a process: both are refused.
    static constexpr char kFileMagic[16] = {'g', 'a', 'm', 'e', 't', 'r', 'e', 'e',
                                            ' ', 't', 'a', 'b', 'l', 'e', '3', '\n'};
    static constexpr char kTable2Magic[16] = {'g', 'a', 'm', 'e', 't', 'r', 'e', 'e',
                                              ' ', 't', 'a', 'b', 'l', 'e', '2', '\n'};
    static constexpr char kTable1Magic[16] = {'g', 'a', 'm', 'e', 't', 'r', 'e', 'e',
                                              ' ', 't', 'a', 'b', 'l', 'e', '1', '\n'};

    uint64_t* bucket(uint64_t key) const { return data_ + (std::size_t(key) & mask_) * kBucket; }

    // Counts a store until the table moves to 2 MiB pages. Threads may lose
    // one another's counts (a load and a store, not a locked decrement: the
    // counter's cache line is shared), which only delays the move; only the
    // thread that takes the last count moves the table. A table that threads
    // share moves only the pages still to come: the rebuild copies the pages
    // out and back with plain copies, which stores of other threads would
    // race with (a table at its first 8,192th is barely touched).
    [[gnu::noinline]] void countStore() {
        const uint64_t n = storesBeforeHugePages_.load(std::memory_order_relaxed);
        if (n > 1) {
            storesBeforeHugePages_.store(n - 1, std::memory_order_relaxed);
        } else if (n == 1 && storesBeforeHugePages_.exchange(0, std::memory_order_relaxed) == 1) {
            memory_.preferHugePages(!shared_);
        }
    }

    ZeroedMemory memory_;
    uint64_t* data_ = nullptr;
    std::size_t mask_ = 0; // buckets - 1
    std::atomic<uint64_t> storesBeforeHugePages_{0};
    bool shared_ = false;
};

} // namespace gametree
