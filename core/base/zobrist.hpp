// Zobrist keys: one random 64-bit key per (side, square), and one for the side
// to move. A position's hash is the XOR of the keys of what it holds, so a move
// updates it with a few XORs.
//
// The keys come from a fixed SplitMix64 seed at compile time, so hashes are the
// same on every platform, natively and in WebAssembly.
#pragma once

#include <array>
#include <cstdint>

#include "base/game.hpp"

namespace gametree::zobrist {

inline constexpr int kSquares = 256;

constexpr uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Keys of the squares of a 32-wide frame, for the shapes of Clobber regions
// wider than 16 squares (core/games/clobber/clobber_regions.hpp).
inline constexpr int kWideSquares = 32 * 32;

struct Keys {
    std::array<std::array<uint64_t, kSquares>, 2> piece{};
    uint64_t sideToMove = 0;
    std::array<std::array<uint64_t, kWideSquares>, 2> wide{};
};

constexpr Keys makeKeys() {
    Keys k;
    uint64_t state = 0x67616D6574726565ULL; // "gametree"
    for (auto& side : k.piece)
        for (auto& key : side) key = splitmix64(state);
    k.sideToMove = splitmix64(state);
    // After the others, which stay the keys they always were.
    for (auto& side : k.wide)
        for (auto& key : side) key = splitmix64(state);
    return k;
}

inline constexpr Keys kKeys = makeKeys();

constexpr uint64_t piece(Side s, int sq) { return kKeys.piece[index(s)][sq]; }
constexpr uint64_t widePiece(Side s, int sq) { return kKeys.wide[index(s)][sq]; }
// XORed in when the second player is to move.
constexpr uint64_t sideKey() { return kKeys.sideToMove; }

} // namespace gametree::zobrist
