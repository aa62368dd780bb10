// Seeded random Clobber positions for the tests: random moves from the start.
#pragma once

#include <random>
#include <variant>

#include "games/clobber/clobber_text.hpp"

// Plays seeded random moves from the rows x cols start until at most `discs`
// are left, or the side to move has none.
template <int W>
gametree::Clobber<W> randomPosition(int rows, int cols, int discs, std::mt19937& rng) {
    using namespace gametree;
    Clobber<W> p = std::get<Clobber<W>>(startClobber(rows, cols));
    while (p.occupied().count() > discs && p.result() == Result::Ongoing) {
        typename Clobber<W>::Moves moves;
        p.generate(moves);
        p.make(moves[rng() % moves.size()]);
    }
    return p;
}
