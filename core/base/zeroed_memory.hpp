// Large zero-filled blocks for the engine's and the solver's tables, and the
// error that names a table that could not be had.
//
// A table of gigabytes must not cost its size in zeroing before a search
// that may touch a fraction of it (a 100 ms move with a 4 GiB table spent
// seconds in memset, outside its clock). So a large block is lazy: on Linux
// it is fresh anonymous memory, which the kernel zeroes page by page as the
// search first touches it, inside the search's clock; elsewhere it comes
// from calloc, which may do the same. A small block (up to 64 MiB, the
// engine's default 16 MiB among them) is faulted in at once: a search reads
// an entry before it writes it, so a lazy page would fault twice, once for
// the shared zero page and once for its own copy (see git 98559bc), which a
// table that fills up anyway need not pay.
//
// Failure is reported by throwing TableAllocationError, never by an abort,
// so that a front end can say which table did not fit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define GAMETREE_TABLE_MMAP 1
#endif

namespace gametree {

// std::bad_alloc with the table's name and size: "could not allocate the
// 4096 MiB transposition table".
class TableAllocationError : public std::bad_alloc {
  public:
    TableAllocationError(const char* table, std::size_t bytes) : bytes_(bytes) {
        std::snprintf(message_, sizeof message_, "could not allocate the %zu MiB %s",
                      (bytes + (std::size_t{1} << 20) - 1) >> 20, table);
    }
    const char* what() const noexcept override { return message_; }
    std::size_t bytes() const { return bytes_; }

  private:
    std::size_t bytes_;
    char message_[96]; // not a std::string: copying an exception must not throw
};

class ZeroedMemory {
  public:
    // Blocks up to this size are zeroed when made; larger ones lazily.
    static constexpr std::size_t kEagerLimit = std::size_t{64} << 20;
    // A lazy table is in real use, and worth 2 MiB pages (preferHugePages),
    // once one of its entries in this many was written: by then its stores
    // have faulted in a good part of its 4 KiB pages, and each further fresh
    // one is another fault (docs/performance.md, "Table memory").
    static constexpr std::size_t kEntriesPerStoreBeforeHugePages = 8192;

    ZeroedMemory() = default;
    // `table` names the table for the error message.
    ZeroedMemory(std::size_t bytes, const char* table) : bytes_(bytes) {
        if (bytes == 0) return;
#if GAMETREE_TABLE_MMAP
        // Below one huge page, just the pages asked for, faulted in now;
        // else one huge page more than asked, to start on a huge page boundary.
        const bool small = bytes < kHugePage;
        mapped_ = small ? bytes : bytes + kHugePage;
        void* p = mmap(nullptr, mapped_, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | (small ? MAP_POPULATE : 0), -1, 0);
        if (p == MAP_FAILED) throw TableAllocationError(table, bytes);
        base_ = p;
        data_ = small
                    ? p
                    : reinterpret_cast<void*>(
                          (reinterpret_cast<std::uintptr_t>(p) + kHugePage - 1) & ~(kHugePage - 1));
        if (!small && bytes <= kEagerLimit) {
            // A small table fills up: 2 MiB pages (fewer translation misses;
            // the bench runs some 3% faster), faulted in now.
            preferHugePages();
            if (madvise(data_, bytes, kPopulateWrite) != 0) std::memset(data_, 0, bytes);
        }
#else
        data_ = std::calloc(1, bytes);
        if (!data_) throw TableAllocationError(table, bytes);
#endif
    }
    ~ZeroedMemory() { release(); }
    ZeroedMemory(ZeroedMemory&& o) noexcept { swap(o); }
    ZeroedMemory& operator=(ZeroedMemory&& o) noexcept {
        ZeroedMemory(std::move(o)).swap(*this);
        return *this;
    }
    ZeroedMemory(const ZeroedMemory&) = delete;
    ZeroedMemory& operator=(const ZeroedMemory&) = delete;
    void swap(ZeroedMemory& o) noexcept {
        std::swap(data_, o.data_);
        std::swap(bytes_, o.bytes_);
#if GAMETREE_TABLE_MMAP
        std::swap(base_, o.base_);
        std::swap(mapped_, o.mapped_);
#endif
    }

    void* data() const { return data_; }
    std::size_t bytes() const { return bytes_; }

    // Zero again. A large block hands its pages back to the kernel, which
    // zeroes them lazily as before.
    void zero() {
        if (!data_) return;
#if GAMETREE_TABLE_MMAP
        if (bytes_ > kEagerLimit && madvise(data_, bytes_, MADV_DONTNEED) == 0) return;
#endif
        std::memset(data_, 0, bytes_);
    }

    // Moves the block to 2 MiB pages (Linux), those to come and, if asked,
    // those touched so far: probes land anywhere in a table of gigabytes,
    // and with 4 KiB pages nearly every one also misses the address
    // translation cache. For a table in real use only: a fresh huge page
    // costs 2 MiB of zeroing on its first touch, which a short search that
    // touches a few thousand entries spread over the whole table would pay
    // for every one of them.
    void preferHugePages(bool rebuildNow = false) {
#if GAMETREE_TABLE_MMAP && defined(MADV_HUGEPAGE)
        // A table smaller than a huge page cannot use one: no system calls
        // (a loaded 1 KiB table made two, and a 2 MiB buffer, each time).
        if (!data_ || bytes_ < kHugePage) return;
        madvise(data_, bytes_, MADV_HUGEPAGE);
        if (rebuildNow) rebuildInHugePages();
#else
        (void)rebuildNow;
#endif
    }

  private:
#if GAMETREE_TABLE_MMAP && defined(MADV_HUGEPAGE)
    // Rebuilds the pages touched so far as 2 MiB ones, one 2 MiB stretch at
    // a time: copied out, handed back to the kernel, and copied back in,
    // which faults in a fresh huge page. Linux 6.1's MADV_COLLAPSE does the
    // same but took 2.9 s for a 1 GiB table (its copy is the slow, machine-
    // check-safe one), 5% of a minute's solve; this takes 0.11 s.
    // A stretch that is all zeros is left to be faulted in when first touched.
    void rebuildInHugePages() {
        auto* buffer = static_cast<unsigned char*>(std::malloc(kHugePage));
        if (!buffer) return;
        auto* bytes = static_cast<unsigned char*>(data_);
        for (std::size_t at = 0; at < bytes_; at += kHugePage) {
            const std::size_t n = bytes_ - at < kHugePage ? bytes_ - at : kHugePage;
            std::memcpy(buffer, bytes + at, n);
            if (madvise(bytes + at, n, MADV_DONTNEED) != 0) continue;
            bool zero = true;
            for (std::size_t i = 0; i < n && zero; i += sizeof(uint64_t)) {
                uint64_t word;
                std::memcpy(&word, buffer + i, sizeof word);
                zero = word == 0;
            }
            if (!zero) std::memcpy(bytes + at, buffer, n);
        }
        std::free(buffer);
    }
#endif

    void release() {
        if (!data_) return;
#if GAMETREE_TABLE_MMAP
        munmap(base_, mapped_);
#else
        std::free(data_);
#endif
        data_ = nullptr;
    }

    void* data_ = nullptr;
    std::size_t bytes_ = 0;
#if GAMETREE_TABLE_MMAP
    static constexpr std::size_t kHugePage = std::size_t{2} << 20;
    // Linux 5.14's MADV_POPULATE_WRITE, which older kernels (and headers)
    // do not know: they refuse it with EINVAL.
    static constexpr int kPopulateWrite = 23;
    void* base_ = nullptr;
    std::size_t mapped_ = 0;
#endif
};

} // namespace gametree
