// Atomic weights of all-small games (Berlekamp, Conway and Guy, "Winning
// Ways", chapter 8; Siegel, "Combinatorial Game Theory", II.7), as numbers,
// for the evaluation of Clobber regions.
//
// Every Clobber position is all-small (where one side can move, so can the
// other), so its value is an infinitesimal, about aw(G) times up. Atomic
// weights add over a sum of regions, and a sum of weight 2 or more is a win
// for Left (Black) whoever starts, -2 or less for Right: the count of ups is
// what a disc count tries to estimate (B W W in a row is {* | 0}, down:
// White's), and small regions have it exactly.
//
// The calculus: with the options' weights known, H = {aw(GL) - 2 | aw(GR) + 2}.
// If H is not an integer, aw(G) = H. If it is an integer and G is greater
// than a far star (a nimber larger than any in G), aw(G) is the largest
// integer less than every aw(GR) + 2; if G is less than the far star, the
// least integer greater than every aw(GL) - 2; otherwise H.
//
// Weights are kept as numbers. Where the true weight is itself a hot game
// (H's left end above its right end) the mean of the two ends stands in for
// it: an approximation, which an evaluation can live with.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "cgt/cgt.hpp"

namespace gametree {

class AtomicWeights {
  public:
    using Id = GameStore::Id;

    explicit AtomicWeights(GameStore& games) : games_(games) {}

    // aw(g) from Left's (Black's) side; g must be all-small (any Clobber value).
    double of(Id g) {
        if (g < weight_.size() && !std::isnan(weight_[g])) return weight_[g];
        const double w = compute(g);
        if (g >= weight_.size()) weight_.resize(g + 1, std::numeric_limits<double>::quiet_NaN());
        weight_[g] = w;
        return w;
    }

  private:
    static constexpr double kInf = std::numeric_limits<double>::infinity();

    double compute(Id g) {
        // The options are copied: weighing them can make games, which moves
        // the store's option array.
        const std::vector<Id> left(games_.left(g).begin(), games_.left(g).end());
        const std::vector<Id> right(games_.right(g).begin(), games_.right(g).end());
        double lo = -kInf, hi = kInf;
        for (const Id o : left) lo = std::max(lo, of(o) - 2);
        for (const Id o : right) hi = std::min(hi, of(o) + 2);
        if (lo >= hi) return (lo + hi) / 2; // hot: the mean stands in
        const double h = simplest(lo, hi);
        if (h != std::floor(h)) return h;
        // An integer: the eccentric case if g is above or below a far star.
        const int far = farStar(g);
        if (far > 0) return std::ceil(hi) - 1; // the largest integer below every right end
        if (far < 0) return std::floor(lo) + 1;
        return h;
    }

    // The simplest number strictly between lo and hi (either may be infinite).
    static double simplest(double lo, double hi) {
        if (lo < 0 && hi > 0) return 0;
        if (hi <= 0) {
            const double n = std::ceil(hi) - 1; // the integer nearest zero below hi
            if (n > lo) return n;
        } else {
            const double n = std::floor(lo) + 1; // the integer nearest zero above lo
            if (n < hi) return n;
        }
        // No integer between: the dyadic of least denominator.
        for (double d = 2;; d *= 2) {
            const double n = std::floor(lo * d) + 1;
            if (n / d < hi) return n / d;
        }
    }

    // +1 if g exceeds a far star, -1 if it is below one, 0 otherwise. A far
    // star is a nimber larger than any nimber in g's game tree; Clobber
    // regions of a few discs hold small nimbers, and *16 is larger than any
    // game of up to 16 options on a side can hold as an option's nim value.
    int farStar(Id g) {
        const Id star = nimber(kFar);
        const Id sum = games_.add(g, star);
        const bool leftFirst = games_.leftWinsFirst(sum), rightFirst = games_.rightWinsFirst(sum);
        if (leftFirst && !rightFirst) return 1;  // Left wins whoever starts: g > far star
        if (rightFirst && !leftFirst) return -1; // g < far star
        return 0;
    }

    static constexpr int kFar = 16;

    Id nimber(int n) {
        while (int(nimbers_.size()) <= n) {
            const std::vector<Id> below = nimbers_.empty() ? std::vector<Id>{} : nimbers_;
            nimbers_.push_back(nimbers_.empty() ? games_.zero() : games_.make(below, below));
        }
        return nimbers_[std::size_t(n)];
    }

    GameStore& games_;
    std::vector<double> weight_; // by game id; NaN until known
    std::vector<Id> nimbers_;    // *0, *1, ...
};

} // namespace gametree
