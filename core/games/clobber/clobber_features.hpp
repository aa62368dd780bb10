// The features of the tuned Clobber evaluation, and its weights.
//
// The weights are fitted by logistic regression to the exact solver's
// verdicts on positions from engine games (Texel-style tuning): the chance
// that the side to move wins is modelled as 1 / (1 + exp(-score / kScale)),
// score being the weighted sum of the features below. scripts/tune-eval.sh
// runs the whole pipeline (bench/texel_data.cpp labels positions, then
// bench/texel_fit.py fits and prints the weights); docs/performance.md
// ("An evaluation learned from the solver") has the data and the results.
// Everything is integer, so native and WebAssembly builds agree.
#pragma once

#include <array>

#include "games/clobber/clobber.hpp"
#include "games/clobber/clobber_regions.hpp"

namespace gametree {

namespace clobber_features {

// Feature indices. All are "mine minus the opponent's" except kTempo and
// kOddStars, which count for the side to move (negative for the other).
enum : int {
    kLive,     // discs in live regions (regions holding both colours)
    kCapture,  // discs that can capture now
    kAhead,    // live regions where the side has more discs
    kLone,     // live regions where the side has one disc only, against several
    kTempo,    // 1: having the move
    kOddStars, // an odd number of live two-disc regions (each is *, and * + * = 0)
    kCount
};

inline constexpr std::array<const char*, kCount> kNames{"live", "capture", "ahead",
                                                        "lone", "tempo",   "odd-stars"};

// The model's scale: a score of kScale means odds of e to 1.
inline constexpr int kScale = 64;

// Fitted weights (scripts/tune-eval.sh), in units of 1/kScale.
inline constexpr std::array<int, kCount> kWeights{28, 1, -35, -25, 20, 19};

template <int W>
std::array<int, kCount> features(const Clobber<W>& p, Side me) {
    std::array<int, kCount> f{};
    const Side them = opponent(me);
    const Bits<W> mine = p.discs(me), theirs = p.discs(them);
    f[kCapture] = p.attackers(me).count() - p.attackers(them).count();
    // Every live region holds an adjacent opposite pair, so flooding from
    // the discs that can capture finds the live regions and no dead one.
    const Bits<W> occupied = p.occupied();
    Bits<W> seeds = p.contested();
    int stars = 0;
    while (seeds.any()) {
        Bits<W> region = seeds.lowestBit();
        for (;;) {
            const Bits<W> grown = p.grow(region, occupied);
            if (grown == region) break;
            region = grown;
        }
        seeds = seeds - region;
        const int a = (region & mine).count(), b = (region & theirs).count();
        f[kLive] += a - b;
        f[kAhead] += (a > b) - (b > a);
        f[kLone] += (a == 1 && b > 1) - (b == 1 && a > 1);
        stars += a + b == 2;
    }
    const int sign = me == p.sideToMove() ? 1 : -1;
    f[kTempo] = sign;
    f[kOddStars] = (stars & 1) * sign;
    return f;
}

template <int W>
int tunedScore(const Clobber<W>& p, Side me) {
    const std::array<int, kCount> f = features(p, me);
    int score = 0;
    for (int i = 0; i < kCount; ++i) score += kWeights[std::size_t(i)] * f[std::size_t(i)];
    return score;
}

} // namespace clobber_features

} // namespace gametree
