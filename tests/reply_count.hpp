// Counting the opponent's replies after a move, for the tests of swindles
// (core/solver/clobber_swindle.hpp, core/proof/swindle_book.hpp), each reply settled by
// a caller's own solve rather than by the code under test.
#pragma once

#include <utility>

#include "games/clobber/clobber.hpp"

// The opponent's winning replies after m (those after which pos's mover,
// to move again, loses by moverWins), and all their replies.
template <class MoverWins>
std::pair<int, int> countReplies(const gametree::Clobber<1>& pos, gametree::ClobberMove m,
                                 MoverWins&& moverWins) {
    gametree::Clobber<1> child = pos;
    child.make(m);
    gametree::Clobber<1>::Moves replies;
    child.generate(replies);
    int winning = 0;
    for (const gametree::ClobberMove r : replies) {
        gametree::Clobber<1> after = child;
        after.make(r);
        winning += !moverWins(after);
    }
    return {winning, int(replies.size())};
}
