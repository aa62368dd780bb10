// The table of proof and disproof numbers of depth-first proof-number search
// (core/solver/clobber_dfpn.hpp): what df-pn knows of a position it has not proven
// yet. Proven results go to the exact solver's table (solver_table.hpp).
//
// An entry is two 64-bit words (bit table below), four to a bucket of one
// cache line found from the key's low bits. A new entry replaces the one of
// the same position, else an empty one, else the one whose numbers cost
// least work, when it cost no more than the new one.
#pragma once

#include <bit>
#include <cstdint>

#include "base/zeroed_memory.hpp"

namespace gametree {

class DfpnTable {
  public:
    // Word 0: key bits 63..8 (the check), then 1 + log2(1 + work) in bits
    //         7..0 (0: empty). Word 1: proof number (high 32 bits), disproof
    //         number (low 32 bits).
    static constexpr uint64_t kCheckMask = ~uint64_t{0xFF};
    static constexpr std::size_t kBucket = 4;
    static_assert(kBucket * 2 * sizeof(uint64_t) == 64, "a bucket is one cache line");

    struct Numbers {
        uint32_t pn = 0, dn = 0;
    };

    // Throws TableAllocationError when the memory cannot be had.
    explicit DfpnTable(std::size_t bytes) {
        std::size_t buckets = 1;
        while (buckets <= bytes / (kBucket * 16) / 2) buckets *= 2;
        mask_ = buckets - 1;
        memory_ = ZeroedMemory(buckets * kBucket * 16, "table of proof numbers");
        data_ = static_cast<uint64_t*>(memory_.data());
        storesBeforeHugePages_ =
            memory_.bytes() / 16 / ZeroedMemory::kEntriesPerStoreBeforeHugePages + 1;
    }
    DfpnTable(const DfpnTable&) = delete;
    DfpnTable& operator=(const DfpnTable&) = delete;

    std::size_t bytes() const { return memory_.bytes(); }

    void prefetch(uint64_t key) const {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(bucket(key));
#else
        (void)key;
#endif
    }

    bool probe(uint64_t key, Numbers& out) const {
        const uint64_t* b = bucket(key);
        for (std::size_t i = 0; i < kBucket; ++i) {
            if ((b[2 * i] & kCheckMask) == (key & kCheckMask) && (b[2 * i] & 0xFF)) {
                out.pn = uint32_t(b[2 * i + 1] >> 32);
                out.dn = uint32_t(b[2 * i + 1]);
                return true;
            }
        }
        return false;
    }

    void store(uint64_t key, Numbers n, uint64_t work) {
        // As in SolveTable: 2 MiB pages once the table is used widely.
        if (--storesBeforeHugePages_ == 0) memory_.preferHugePages(true);
        uint64_t* b = bucket(key);
        const uint64_t w = uint64_t(1 + std::bit_width(work));
        const uint64_t head = (key & kCheckMask) | w;
        const uint64_t numbers = uint64_t(n.pn) << 32 | n.dn;
        std::size_t victim = 0;
        for (std::size_t i = 0; i < kBucket; ++i) {
            if ((b[2 * i] & kCheckMask) == (key & kCheckMask) || !(b[2 * i] & 0xFF)) {
                victim = i;
                break;
            }
            if ((b[2 * i] & 0xFF) < (b[2 * victim] & 0xFF)) victim = i;
        }
        if ((b[2 * victim] & kCheckMask) != (key & kCheckMask) && (b[2 * victim] & 0xFF) > w)
            return;
        b[2 * victim] = head;
        b[2 * victim + 1] = numbers;
    }

  private:
    uint64_t* bucket(uint64_t key) const {
        return data_ + (std::size_t(key) & mask_) * kBucket * 2;
    }

    ZeroedMemory memory_;
    uint64_t* data_ = nullptr;
    std::size_t mask_ = 0; // buckets - 1
    uint64_t storesBeforeHugePages_ = 0;
};

} // namespace gametree
