// Building a swindle book (core/proof/swindle_book.hpp): every position fullPlies
// from a board's start, up to symmetry, that its mover loses gets the move
// with the fewest winning replies for the opponent, counted with full solves
// (no node or time limit) by one solver whose table all the counts share.
// Which positions are lost comes from the shipped proof books where they
// tell (one ply past the roots of an opening book that answers errors, a
// position without an entry follows a winning move), or else from a solve;
// a count that finds a move no reply answers (the position was won) stops
// the build. The choice depends on the position alone, so a split build
// joined gives the same file.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "proof/swindle_book.hpp"

namespace gametree {

struct SwindleProgress {
    std::size_t positions = 0, done = 0; // lost positions of this part, and counted
    std::size_t entries = 0;
    double seconds = 0;
};

struct SwindleOptions {
    int fullPlies = 2;
    int maxWinning = 5;      // an entry only for a move leaving at most this many
    int part = 1, parts = 1; // of the lost positions: every parts-th from the part-th
    std::size_t tableBytes = std::size_t{1} << 30;
    std::function<void(const SwindleProgress&)> progress;
};

// The swindle book of the board of start, or nothing with the reason in error.
std::optional<SwindleBook> buildSwindleBook(const Clobber<1>& start, const SwindleOptions& options,
                                            std::string& error);

} // namespace gametree
