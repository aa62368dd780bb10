// A transposition table: a fixed, power-of-two array of packed entries indexed
// by the low bits of the Zobrist key, checked by its high 32 bits.
//
// Entry layout (12 bytes):
//   bits  0..31  key     high 32 bits of the position's hash
//   bits 32..63  score   from the side to move, decisive scores stored
//                        relative to this node (see scoreToTT)
//   bits 64..79  move    the best or refuting move, packed into 16 bits
//   bits 80..87  depth   remaining depth of the search that stored it
//   bits 88..89  bound   exact, lower or upper
//   bits 90..95  age     search generation, for replacement
// The index is taken with a mask, not a 128-bit multiply, which WebAssembly
// would turn into a slow library call.
#pragma once

#include <cstdint>

#include "base/game.hpp"
#include "base/zeroed_memory.hpp"

namespace gametree {

enum class Bound : uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
    uint32_t key = 0;
    int32_t score = 0;
    uint16_t move = 0;
    uint8_t depth = 0;
    uint8_t boundAge = 0; // bound in the low 2 bits, age above

    Bound bound() const { return Bound(boundAge & 3); }
    uint8_t age() const { return uint8_t(boundAge >> 2); }
};
static_assert(sizeof(TTEntry) == 12, "TT entries are packed into 12 bytes");

// Decisive scores count plies from the root; in the table they count from the
// node that stored them, so a transposition at another ply reads them right.
constexpr int scoreToTT(int score, int ply) {
    return score > kMaxHeuristic ? score + ply : score < -kMaxHeuristic ? score - ply : score;
}
constexpr int scoreFromTT(int score, int ply) {
    return score > kMaxHeuristic ? score - ply : score < -kMaxHeuristic ? score + ply : score;
}

// Moves of every game fit in 16 bits. The table move is only a hint for move
// ordering, matched against the legal moves, so no value needs to be reserved
// for "no move".
// __builtin_bit_cast rather than std::bit_cast: the libc++ of Emscripten
// 3.1.6 does not have the latter.
template <class Move>
uint16_t packMove(Move m) {
    static_assert(sizeof(Move) == 1 || sizeof(Move) == 2, "moves are packed into 16 bits");
    if constexpr (sizeof(Move) == 2)
        return __builtin_bit_cast(uint16_t, m);
    else
        return __builtin_bit_cast(uint8_t, m);
}
template <class Move>
Move unpackMove(uint16_t v) {
    if constexpr (sizeof(Move) == 2)
        return __builtin_bit_cast(Move, v);
    else
        return __builtin_bit_cast(Move, uint8_t(v));
}

class TranspositionTable {
  public:
    // Largest power of two number of entries that fits in `bytes`.
    explicit TranspositionTable(std::size_t bytes = std::size_t{16} << 20) { resize(bytes); }

    // The table's memory is zero when it is made (lazily for a large table,
    // see zeroed_memory.hpp), and zeroed again only if something was stored
    // since. Throws TableAllocationError when the memory cannot be had.
    void resize(std::size_t bytes) {
        // Divided rather than multiplied: in WebAssembly size_t has 32 bits,
        // and n * 2 * 12 would wrap around for tables of 2 GiB or more.
        std::size_t n = 1;
        while (n <= bytes / sizeof(TTEntry) / 2) n *= 2;
        memory_ = ZeroedMemory(); // the old table goes before the new one comes
        memory_ = ZeroedMemory(n * sizeof(TTEntry), "transposition table");
        table_ = static_cast<TTEntry*>(memory_.data());
        entries_ = n;
        mask_ = n - 1;
        dirty_ = false;
    }
    void clear() {
        if (dirty_) memory_.zero();
        dirty_ = false;
        age_ = 0;
    }
    // A new search: older entries become the first to be replaced.
    void newSearch() { age_ = uint8_t((age_ + 1) & 63); }
    std::size_t bytes() const { return entries_ * sizeof(TTEntry); }
    std::size_t entries() const { return entries_; }

    // Asks for a position's entry to be brought into the cache ahead of its probe.
    void prefetch(uint64_t hash) const {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(&table_[hash & mask_]);
#else
        (void)hash;
#endif
    }

    const TTEntry* probe(uint64_t hash) const {
        const TTEntry& e = table_[hash & mask_];
        return e.key == uint32_t(hash >> 32) && e.bound() != Bound::None ? &e : nullptr;
    }

    // Keeps the deeper entry of the same search; anything older is replaced.
    void store(uint64_t hash, int score, uint16_t move, int depth, Bound bound) {
        TTEntry& e = table_[hash & mask_];
        const uint32_t key = uint32_t(hash >> 32);
        dirty_ = true;
        if (e.key == key || e.age() != age_ || depth >= e.depth || e.bound() == Bound::None) {
            if (e.key != key || move != 0) e.move = move;
            e.key = key;
            e.score = score;
            e.depth = uint8_t(depth < 0 ? 0 : depth > 255 ? 255 : depth);
            e.boundAge = uint8_t(uint8_t(bound) | (age_ << 2));
        }
    }

  private:
    ZeroedMemory memory_;
    TTEntry* table_ = nullptr; // memory_'s entries: an all-zero TTEntry is an empty one
    std::size_t entries_ = 0;
    std::size_t mask_ = 0;
    uint8_t age_ = 0;
    bool dirty_ = false; // something was stored since the table was last zeroed
};

} // namespace gametree
