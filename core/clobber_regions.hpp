// The independent regions of a Clobber position: the 4-connected components
// of the occupied squares. A disc can only move onto an occupied square, so
// regions split but never merge, and a region holding one colour only is dead
// (nothing in it will ever move or be captured).
//
// Regions are also given a canonical key, the same for every translation,
// rotation and reflection of the region, so that the solver and the heuristics
// can recognise a region they have met before anywhere on the board.
#pragma once

#include <algorithm>
#include <cstdint>

#include "clobber.hpp"
#include "zobrist.hpp"

namespace gametree {

// Calls f(regionMask) for each 4-connected group of squares in `squares`, in
// order of their lowest square.
template <int W, class F>
void forEachComponent(const Clobber<W>& p, Bits<W> squares, F&& f) {
    while (squares.any()) {
        Bits<W> region = squares.lowestBit();
        for (;;) {
            const Bits<W> grown = p.grow(region, squares);
            if (grown == region) break;
            region = grown;
        }
        squares = squares - region;
        f(region);
    }
}

// True when the region holds discs of both colours.
template <int W>
bool isLive(const Clobber<W>& p, const Bits<W>& region) {
    return (region & p.discs(Side::First)).any() && (region & p.discs(Side::Second)).any();
}

// Keys of a region that do not change when it is moved, turned or mirrored:
// `key` for the region as it is, `swapped` for the region with the colours
// exchanged (in Clobber that is its negative, the same game with the players'
// roles reversed).
struct RegionKey {
    uint64_t key = 0;
    uint64_t swapped = 0;
};

// A key that ignores only where the region lies: cheaper than regionKey, for
// memo tables that do not need the symmetries.
template <int W>
uint64_t translatedKey(const Clobber<W>& p, Bits<W> region) {
    int minR = 99, minC = 99;
    for (Bits<W> b = region; b.any();) {
        const int sq = b.popLowest();
        minR = std::min(minR, sq / p.cols());
        minC = std::min(minC, sq % p.cols());
    }
    uint64_t key = 0;
    for (Bits<W> b = region; b.any();) {
        const int sq = b.popLowest();
        const Side s = p.discs(Side::First).test(sq) ? Side::First : Side::Second;
        key ^= zobrist::piece(s, (sq / p.cols() - minR) * 16 + sq % p.cols() - minC);
    }
    return key;
}

template <int W>
RegionKey regionKey(const Clobber<W>& p, Bits<W> region) {
    // Bounding box of the region.
    int minR = 99, maxR = -1, minC = 99, maxC = -1;
    for (Bits<W> b = region; b.any();) {
        const int sq = b.popLowest();
        const int r = sq / p.cols(), c = sq % p.cols();
        minR = std::min(minR, r), maxR = std::max(maxR, r);
        minC = std::min(minC, c), maxC = std::max(maxC, c);
    }
    const int h = maxR - minR + 1, w = maxC - minC + 1;
    // The eight symmetries of the bounding box, each hashed on a 16-wide frame.
    uint64_t keys[8] = {}, swapped[8] = {};
    for (Bits<W> b = region; b.any();) {
        const int sq = b.popLowest();
        const int r = sq / p.cols() - minR, c = sq % p.cols() - minC;
        const Side s = p.discs(Side::First).test(sq) ? Side::First : Side::Second;
        const int images[8] = {
            r * 16 + c, r * 16 + (w - 1 - c), (h - 1 - r) * 16 + c, (h - 1 - r) * 16 + (w - 1 - c),
            c * 16 + r, c * 16 + (h - 1 - r), (w - 1 - c) * 16 + r, (w - 1 - c) * 16 + (h - 1 - r),
        };
        for (int i = 0; i < 8; ++i) {
            keys[i] ^= zobrist::piece(s, images[i]);
            swapped[i] ^= zobrist::piece(opponent(s), images[i]);
        }
    }
    return {*std::min_element(keys, keys + 8), *std::min_element(swapped, swapped + 8)};
}

} // namespace gametree
