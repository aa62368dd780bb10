// A fixed-width set of board squares, W machine words wide.
//
// Boards up to 64 squares use Bits<1>, so every operation is one instruction on
// a plain uint64_t; 16x16 boards need Bits<4>. The loops over `W` are unrolled
// by the compiler, so one template serves every width without a slow path for
// the small boards.
#pragma once

#include <bit>
#include <cstdint>

namespace gametree {

template <int W>
struct Bits {
    static_assert(W >= 1 && W <= 4, "boards hold at most 256 squares");
    static constexpr int kWords = W;
    static constexpr int kCapacity = 64 * W;

    uint64_t w[W] = {};

    static constexpr Bits square(int sq) {
        Bits b;
        b.w[sq >> 6] = uint64_t{1} << (sq & 63);
        return b;
    }
    // The squares [0, n).
    static constexpr Bits firstN(int n) {
        Bits b;
        for (int i = 0; i < W; ++i) {
            const int lo = 64 * i;
            if (n >= lo + 64)
                b.w[i] = ~uint64_t{0};
            else if (n > lo)
                b.w[i] = (uint64_t{1} << (n - lo)) - 1;
        }
        return b;
    }

    constexpr bool test(int sq) const { return (w[sq >> 6] >> (sq & 63)) & 1; }
    constexpr void set(int sq) { w[sq >> 6] |= uint64_t{1} << (sq & 63); }
    constexpr void reset(int sq) { w[sq >> 6] &= ~(uint64_t{1} << (sq & 63)); }
    constexpr void toggle(int sq) { w[sq >> 6] ^= uint64_t{1} << (sq & 63); }

    constexpr bool any() const {
        uint64_t acc = 0;
        for (int i = 0; i < W; ++i) acc |= w[i];
        return acc != 0;
    }
    constexpr bool none() const { return !any(); }
    constexpr int count() const {
        int n = 0;
        for (int i = 0; i < W; ++i) n += std::popcount(w[i]);
        return n;
    }
    // Index of the lowest set square; the set must not be empty.
    constexpr int lowest() const {
        for (int i = 0; i < W - 1; ++i)
            if (w[i]) return 64 * i + std::countr_zero(w[i]);
        return 64 * (W - 1) + std::countr_zero(w[W - 1]);
    }
    // Removes and returns the lowest set square; the set must not be empty.
    constexpr int popLowest() {
        for (int i = 0; i < W; ++i) {
            if (w[i]) {
                const int sq = 64 * i + std::countr_zero(w[i]);
                w[i] &= w[i] - 1;
                return sq;
            }
        }
        return -1;
    }
    // The lowest set square alone, as a set.
    constexpr Bits lowestBit() const {
        Bits b;
        for (int i = 0; i < W; ++i) {
            if (w[i]) {
                b.w[i] = w[i] & (~w[i] + 1);
                break;
            }
        }
        return b;
    }

    // Shifts towards higher indices by n, 0 < n < 64.
    constexpr Bits shiftUp(int n) const {
        Bits r;
        for (int i = W - 1; i > 0; --i) r.w[i] = (w[i] << n) | (w[i - 1] >> (64 - n));
        r.w[0] = w[0] << n;
        return r;
    }
    // Shifts towards lower indices by n, 0 < n < 64.
    constexpr Bits shiftDown(int n) const {
        Bits r;
        for (int i = 0; i < W - 1; ++i) r.w[i] = (w[i] >> n) | (w[i + 1] << (64 - n));
        r.w[W - 1] = w[W - 1] >> n;
        return r;
    }

    constexpr Bits& operator&=(const Bits& o) {
        for (int i = 0; i < W; ++i) w[i] &= o.w[i];
        return *this;
    }
    constexpr Bits& operator|=(const Bits& o) {
        for (int i = 0; i < W; ++i) w[i] |= o.w[i];
        return *this;
    }
    constexpr Bits& operator^=(const Bits& o) {
        for (int i = 0; i < W; ++i) w[i] ^= o.w[i];
        return *this;
    }
    friend constexpr Bits operator&(Bits a, const Bits& b) { return a &= b; }
    friend constexpr Bits operator|(Bits a, const Bits& b) { return a |= b; }
    friend constexpr Bits operator^(Bits a, const Bits& b) { return a ^= b; }
    // Set difference: the squares of a that are not in b.
    friend constexpr Bits operator-(Bits a, const Bits& b) {
        for (int i = 0; i < W; ++i) a.w[i] &= ~b.w[i];
        return a;
    }
    friend constexpr bool operator==(const Bits& a, const Bits& b) {
        for (int i = 0; i < W; ++i)
            if (a.w[i] != b.w[i]) return false;
        return true;
    }
};

// Number of words a board of `squares` squares needs.
constexpr int wordsFor(int squares) { return (squares + 63) / 64; }

} // namespace gametree
