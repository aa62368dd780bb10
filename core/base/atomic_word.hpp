// Relaxed atomic loads and stores of 64-bit words in plain memory, for the
// tables that threads share (core/solver/solver_table.hpp): each word is
// read and written whole, never torn, and without a lock or a fence (on
// x86-64 and in WebAssembly a plain 64-bit load or store). A word is the
// unit of truth there, so no ordering between words is needed.
//
// The words stay plain uint64_t, so that the tables' memory is still copied,
// saved and loaded as bytes while no search runs. std::atomic_ref where the
// library has it; else the compiler's atomic built-ins, which
// std::atomic_ref is made of (Emscripten's libc++ of Debian bookworm has no
// std::atomic_ref).
#pragma once

#include <atomic>
#include <cstdint>

namespace gametree {

inline uint64_t loadRelaxed(const uint64_t& word) {
#if defined(__cpp_lib_atomic_ref)
    return std::atomic_ref<uint64_t>(const_cast<uint64_t&>(word)).load(std::memory_order_relaxed);
#else
    return __atomic_load_n(&word, __ATOMIC_RELAXED);
#endif
}

inline void storeRelaxed(uint64_t& word, uint64_t value) {
#if defined(__cpp_lib_atomic_ref)
    std::atomic_ref<uint64_t>(word).store(value, std::memory_order_relaxed);
#else
    __atomic_store_n(&word, value, __ATOMIC_RELAXED);
#endif
}

} // namespace gametree
