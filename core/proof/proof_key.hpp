// Exact keys of Clobber positions for proof trees (core/proof/proof_tree.hpp).
//
// A proof tree stores positions, not hashes: two positions must never share
// a key, or a proof could borrow the answer of another position. A board of
// at most 40 squares fits exactly in 64 bits when each square is a base-3
// digit (3^40 < 2^64): 0 empty, 1 a disc of the side to move, 2 one of its
// opponent's. Naming the discs by mover rather than colour makes a position
// and its colour-swapped copy with the other side to move share a key: Clobber
// treats both colours alike, so the mover wins both or neither, with the same
// move.
//
// The key is also the smallest over the board's symmetries, and the board is
// turned so that it has at least as many rows as columns: a 5x6 position is
// keyed as the 6x5 one it turns into. A square board has eight symmetries,
// any other four. Moves are stored in the key's frame and mapped back through
// the symmetry that gave the key.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "games/clobber/clobber.hpp"

namespace gametree {

inline constexpr int kProofMaxSquares = 40;

class ProofFrame {
  public:
    // A board of rows x cols with rows * cols <= kProofMaxSquares.
    ProofFrame(int rows, int cols) : rows_(rows), cols_(cols) {
        keyRows_ = std::max(rows, cols), keyCols_ = std::min(rows, cols);
        for (int t = 0; t < 8; ++t) {
            const bool transpose = t & 4;
            // Only the symmetries that land on the key's orientation.
            if ((transpose ? cols : rows) != keyRows_ || (transpose ? rows : cols) != keyCols_)
                continue;
            Map& m = maps_[count_++];
            for (int sq = 0; sq < rows * cols; ++sq) {
                int r = sq / cols, c = sq % cols;
                if (transpose) std::swap(r, c);
                if (t & 1) r = keyRows_ - 1 - r;
                if (t & 2) c = keyCols_ - 1 - c;
                const int k = r * keyCols_ + c;
                m.to[std::size_t(sq)] = uint8_t(k);
                m.back[std::size_t(k)] = uint8_t(sq);
            }
        }
    }

    static bool fits(int rows, int cols) { return rows * cols <= kProofMaxSquares; }
    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int keyRows() const { return keyRows_; }
    int keyCols() const { return keyCols_; }

    struct Key {
        uint64_t key = 0;
        int symmetry = 0; // which of the maps gave it
    };

    Key key(const Clobber<1>& pos) const {
        const Bits<1>& mine = pos.discs(pos.sideToMove());
        const Bits<1>& theirs = pos.discs(opponent(pos.sideToMove()));
        Key best{~uint64_t{0}, 0};
        for (int s = 0; s < count_; ++s) {
            const Map& m = maps_[std::size_t(s)];
            uint64_t k = 0;
            for (uint64_t b = mine.w[0]; b; b &= b - 1)
                k += kPow3[m.to[std::size_t(std::countr_zero(b))]];
            for (uint64_t b = theirs.w[0]; b; b &= b - 1)
                k += 2 * kPow3[m.to[std::size_t(std::countr_zero(b))]];
            if (k < best.key) best = {k, s};
        }
        return best;
    }

    // A move of pos as stored under pos's key (k = key(pos)): one byte, the
    // from-square in the key's frame and a direction (0 north, 1 east, 2
    // south, 3 west, in the key's frame).
    uint8_t packMove(const Key& k, ClobberMove m) const {
        const Map& map = maps_[std::size_t(k.symmetry)];
        const int from = map.to[m.from], to = map.to[m.to];
        const int d = to - from;
        const int dir = d == keyCols_ ? 0 : d == 1 ? 1 : d == -keyCols_ ? 2 : 3;
        return uint8_t(from << 2 | dir);
    }
    // The move a stored byte names in pos (k = key(pos)); the caller checks
    // that it is legal, since a damaged file can name anything.
    ClobberMove unpackMove(const Key& k, uint8_t packed) const {
        const Map& map = maps_[std::size_t(k.symmetry)];
        const int from = packed >> 2, dir = packed & 3;
        const int r = from / keyCols_, c = from % keyCols_;
        const int tr = r + (dir == 0) - (dir == 2), tc = c + (dir == 1) - (dir == 3);
        if (from >= keyRows_ * keyCols_ || tr < 0 || tr >= keyRows_ || tc < 0 || tc >= keyCols_)
            return ClobberMove{0, 0}; // never legal
        return ClobberMove{map.back[std::size_t(from)], map.back[std::size_t(tr * keyCols_ + tc)]};
    }

  private:
    static constexpr std::array<uint64_t, kProofMaxSquares> kPow3 = [] {
        std::array<uint64_t, kProofMaxSquares> p{};
        uint64_t v = 1;
        for (auto& x : p) x = v, v *= 3;
        return p;
    }();
    struct Map {
        std::array<uint8_t, kProofMaxSquares> to{}, back{};
    };
    int rows_, cols_, keyRows_, keyCols_;
    std::array<Map, 8> maps_{};
    int count_ = 0;
};

} // namespace gametree
