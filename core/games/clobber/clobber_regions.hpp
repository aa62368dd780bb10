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

#include "base/zobrist.hpp"
#include "games/clobber/clobber.hpp"

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

namespace detail {
// Row and column of each square for every board width, so that the region
// keys, computed for every child of every solver node, need no division.
struct SquareCoords {
    uint8_t row[kClobberMaxSide + 1][256] = {};
    uint8_t col[kClobberMaxSide + 1][256] = {};
};
constexpr SquareCoords makeSquareCoords() {
    SquareCoords t;
    for (int cols = 1; cols <= kClobberMaxSide; ++cols) {
        for (int sq = 0; sq < 256; ++sq) {
            t.row[cols][sq] = uint8_t(sq / cols);
            t.col[cols][sq] = uint8_t(sq % cols);
        }
    }
    return t;
}
inline constexpr SquareCoords kSquareCoords = makeSquareCoords();
} // namespace detail

// The eight hashes of a region, one per symmetry of its bounding box, before
// the smallest is taken as its key. The solver keeps them with each region:
// after a move that leaves the bounding box as it was, the hashes of what
// remains follow from a few Zobrist terms per square that changed, far
// cheaper than hashing anew.
//
// No member initialisers: the solver keeps arrays of regions on the stack in
// every node, and zeroing them cost more than the search in them.
struct RegionHash {
    uint64_t image[8];   // colours as they are
    uint64_t swapped[8]; // colours exchanged
    uint8_t minR, minC, h, w;

    RegionKey key() const {
        return {*std::min_element(image, image + 8), *std::min_element(swapped, swapped + 8)};
    }
    // A region whose bounding box is wider or taller than 16 squares (on
    // boards of up to kClobberMaxSide a side): its squares land on a 32-wide
    // frame, with keys of their own, so that every narrower region keeps
    // the keys it always had (and solver table files stay valid).
    bool wide() const { return h > 16 || w > 16; }
    // Where the square at row r, column c lands under each symmetry, on a
    // 16-wide frame (32-wide for a wide region).
    void images(int r, int c, int out[8]) const {
        r -= minR, c -= minC;
        const int rr = h - 1 - r, cc = w - 1 - c;
        const int f = wide() ? 32 : 16;
        out[0] = r * f + c, out[1] = r * f + cc, out[2] = rr * f + c, out[3] = rr * f + cc;
        out[4] = c * f + r, out[5] = c * f + rr, out[6] = cc * f + r, out[7] = cc * f + rr;
    }
    // Adds a disc of side s at row r, column c, or takes it away.
    void toggle(Side s, int r, int c) {
        int at[8];
        images(r, c, at);
        if (wide()) {
            for (int i = 0; i < 8; ++i) {
                image[i] ^= zobrist::widePiece(s, at[i]);
                swapped[i] ^= zobrist::widePiece(opponent(s), at[i]);
            }
            return;
        }
        for (int i = 0; i < 8; ++i) {
            image[i] ^= zobrist::piece(s, at[i]);
            swapped[i] ^= zobrist::piece(opponent(s), at[i]);
        }
    }
};

template <int W>
RegionHash regionHash(const Clobber<W>& p, Bits<W> region) {
    const uint8_t* rowOf = detail::kSquareCoords.row[p.cols()];
    const uint8_t* colOf = detail::kSquareCoords.col[p.cols()];
    // Bounding box of the region.
    int minR = 99, maxR = -1, minC = 99, maxC = -1;
    for (Bits<W> b = region; b.any();) {
        const int sq = b.popLowest();
        const int r = rowOf[sq], c = colOf[sq];
        minR = std::min(minR, r), maxR = std::max(maxR, r);
        minC = std::min(minC, c), maxC = std::max(maxC, c);
    }
    RegionHash hash{};
    hash.minR = uint8_t(minR), hash.minC = uint8_t(minC);
    hash.h = uint8_t(maxR - minR + 1), hash.w = uint8_t(maxC - minC + 1);
    for (Bits<W> b = region; b.any();) {
        const int sq = b.popLowest();
        const Side s = p.discs(Side::First).test(sq) ? Side::First : Side::Second;
        hash.toggle(s, rowOf[sq], colOf[sq]);
    }
    return hash;
}

template <int W>
RegionKey regionKey(const Clobber<W>& p, Bits<W> region) {
    return regionHash(p, region).key();
}

// A key that ignores only where the region lies: cheaper than regionKey, for
// a memo that does not need the symmetries.
template <int W>
uint64_t translatedKey(const Clobber<W>& p, Bits<W> region) {
    const uint8_t* rowOf = detail::kSquareCoords.row[p.cols()];
    const uint8_t* colOf = detail::kSquareCoords.col[p.cols()];
    const int minR = rowOf[region.lowest()];
    int minC = 99;
    for (Bits<W> b = region; b.any();) minC = std::min(minC, int(colOf[b.popLowest()]));
    uint64_t key = 0;
    // A board over 16 columns: a 32-wide frame and its own keys, as for a
    // wide region's hash (a 16-wide one would give two shapes one key).
    const bool wide = p.cols() > 16;
    for (Bits<W> b = region; b.any();) {
        const int sq = b.popLowest();
        const Side s = p.discs(Side::First).test(sq) ? Side::First : Side::Second;
        key ^= wide ? zobrist::widePiece(s, (rowOf[sq] - minR) * 32 + colOf[sq] - minC)
                    : zobrist::piece(s, (rowOf[sq] - minR) * 16 + colOf[sq] - minC);
    }
    return key;
}

} // namespace gametree
