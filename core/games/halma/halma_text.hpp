// Halma positions to and from the board text (core/base/board_text.hpp), and the
// names of squares and moves.
//
// The text is Clobber's: `B` a black piece, `W` a white one, `_` an empty
// square, top row first, an optional `turn: B|W` line (Black moves without
// it). Halma adds two checks: the board is 8x8, 10x10 or 16x16, and neither
// side has more pieces than a camp holds. A parsed position starts a new game
// record: plies() is 0 and no earlier position counts for repetition.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "base/board_text.hpp"
#include "games/halma/halma.hpp"

namespace gametree {

inline constexpr BoardSyntax kHalmaSyntax{"BW_", "BW", 16, 16};

// "Halma boards are 8x8, 10x10 or 16x16; got RxC", or nothing for a valid size.
std::optional<std::string> halmaSizeError(int rows, int cols);

struct HalmaParse {
    std::optional<Halma> position;
    std::optional<ParseError> error;
};
// Reads a position; errors name their line and column.
HalmaParse parseHalma(std::string_view text);

// The board text, with the turn line if withTurn.
std::string halmaText(const Halma& p, bool withTurn);

// From-square then to-square, as "a1b2"; columns a.., rows 1.. from the bottom.
std::string moveName(HalmaMove m, int cols);
// Reads a move name on a size x size board; nothing if it is malformed or
// off the board. Legality is the caller's business.
std::optional<HalmaMove> parseHalmaMove(std::string_view text, int size);

} // namespace gametree
