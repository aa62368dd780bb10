// The names of squares and sides that every game shares: "a1" is the
// bottom-left square, columns a..z and rows from 1; a move from one square to
// another is the two names in a row ("b2b3"); B and W name the sides where
// the discs are black and white (Clobber, Halma).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "base/game.hpp"

namespace gametree {

std::string squareName(int sq, int cols);

// Reads two square names in a row, as "b2b3", on a rows x cols board: the
// squares {from, to}; nothing if the text is malformed or leaves the board.
std::optional<std::pair<int, int>> parseSquarePair(std::string_view text, int rows, int cols);

constexpr char sideSymbol(Side s) { return s == Side::First ? 'B' : 'W'; }

} // namespace gametree
