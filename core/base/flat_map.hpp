// A hash map from 64-bit keys to small values with open addressing and
// linear probing, for the memo tables of the solver: several times faster
// than std::unordered_map, whose every insertion allocates a node.
// Keys must be well mixed already (Zobrist keys or hashed pairs); the key
// ~0 is reserved to mark empty slots.
#pragma once

#include <cstdint>
#include <vector>

namespace gametree {

template <class Value>
class FlatMap {
  public:
    static constexpr uint64_t kEmpty = ~uint64_t{0};

    FlatMap() { slots_.assign(1024, Slot{}); }

    const Value* find(uint64_t key) const {
        for (std::size_t i = slot(key);; i = (i + 1) & (slots_.size() - 1)) {
            if (slots_[i].key == key) return &slots_[i].value;
            if (slots_[i].key == kEmpty) return nullptr;
        }
    }

    void insert(uint64_t key, Value value) {
        if (2 * (size_ + 1) > slots_.size()) grow();
        place(key, value);
    }

    std::size_t size() const { return size_; }
    std::size_t bytes() const { return slots_.size() * sizeof(Slot); }

  private:
    struct Slot {
        uint64_t key = kEmpty;
        Value value{};
    };

    std::size_t slot(uint64_t key) const {
        return std::size_t((key * 0x9E3779B97F4A7C15ULL) >> 32) & (slots_.size() - 1);
    }

    void place(uint64_t key, Value value) {
        for (std::size_t i = slot(key);; i = (i + 1) & (slots_.size() - 1)) {
            if (slots_[i].key == key) {
                slots_[i].value = value;
                return;
            }
            if (slots_[i].key == kEmpty) {
                slots_[i] = {key, value};
                ++size_;
                return;
            }
        }
    }

    void grow() {
        std::vector<Slot> old;
        old.swap(slots_);
        slots_.assign(old.size() * 2, Slot{});
        size_ = 0;
        for (const Slot& s : old)
            if (s.key != kEmpty) place(s.key, s.value);
    }

    std::vector<Slot> slots_;
    std::size_t size_ = 0;
};

} // namespace gametree
