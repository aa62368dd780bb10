// The exact solver's table of solved positions.
//
// An entry is one 64-bit word (bit table below): the top 48 bits of the
// position's canonical key, the result, and the work the result cost on a
// log scale. Eight entries make a bucket of one cache line, found from the
// key's low bits, so a probe costs one memory access. A new result replaces
// the entry of the same position, else an empty one, else the one that cost
// least to find, when it cost no more than the new one: expensive results
// are what the table is for.
//
// On Linux the memory is asked for in 2 MiB pages: probes land anywhere in a
// table of gigabytes, and with 4 KiB pages nearly every probe also missed
// the address translation cache.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#endif

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

    explicit SolveTable(std::size_t bytes) {
        // Divided rather than multiplied, so that no size wraps around in
        // WebAssembly's 32-bit size_t.
        std::size_t buckets = 1;
        while (buckets <= bytes / (kBucket * sizeof(uint64_t)) / 2) buckets *= 2;
        mask_ = buckets - 1;
        allocate(buckets * kBucket);
    }
    ~SolveTable() { release(); }
    SolveTable(const SolveTable&) = delete;
    SolveTable& operator=(const SolveTable&) = delete;

    std::size_t bytes() const { return size_ * sizeof(uint64_t); }

    void prefetch(uint64_t key) const {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(bucket(key));
#else
        (void)key;
#endif
    }

    // 1 win, 0 loss, -1 unknown.
    int probe(uint64_t key) const {
        const uint64_t* b = bucket(key);
        for (std::size_t i = 0; i < kBucket; ++i)
            if ((b[i] & kCheckMask) == (key & kCheckMask) && (b[i] & kWorkMask))
                return (b[i] & kWinBit) ? 1 : 0;
        return -1;
    }

    void store(uint64_t key, bool win, uint64_t work) {
        uint64_t* b = bucket(key);
        const uint64_t w = uint64_t(1 + std::bit_width(work));
        const uint64_t entry = (key & kCheckMask) | (win ? kWinBit : 0) | (w < 63 ? w : 63);
        std::size_t victim = 0;
        for (std::size_t i = 0; i < kBucket; ++i) {
            if ((b[i] & kCheckMask) == (key & kCheckMask) || !(b[i] & kWorkMask)) {
                b[i] = entry;
                return;
            }
            if ((b[i] & kWorkMask) < (b[victim] & kWorkMask)) victim = i;
        }
        if ((b[victim] & kWorkMask) <= (entry & kWorkMask)) b[victim] = entry;
    }

  private:
    uint64_t* bucket(uint64_t key) const { return data_ + (std::size_t(key) & mask_) * kBucket; }

    void allocate(std::size_t entries) {
        size_ = entries;
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
        // Anonymous memory comes zeroed, page by page as it is touched.
        const std::size_t huge = std::size_t{2} << 20;
        mapped_ = (bytes() + 2 * huge - 1) / huge * huge;
        void* p =
            mmap(nullptr, mapped_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p != MAP_FAILED) {
            base_ = p;
            const std::uintptr_t at =
                (reinterpret_cast<std::uintptr_t>(p) + huge - 1) & ~(huge - 1);
            data_ = reinterpret_cast<uint64_t*>(at);
            madvise(data_, bytes(), MADV_HUGEPAGE);
            return;
        }
        mapped_ = 0;
#endif
        fallback_.assign(entries, 0);
        data_ = fallback_.data();
    }

    void release() {
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
        if (base_) munmap(base_, mapped_);
#endif
    }

    uint64_t* data_ = nullptr;
    std::size_t size_ = 0; // entries
    std::size_t mask_ = 0; // buckets - 1
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
    void* base_ = nullptr;
    std::size_t mapped_ = 0;
#endif
    std::vector<uint64_t> fallback_;
};

} // namespace gametree
