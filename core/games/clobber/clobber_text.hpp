// Clobber positions to and from the assignment's text, square and move names,
// and the choice of bitboard width for a board size.
//
// The bitboard width is a template parameter, so a position of any size lives
// in a std::variant over the widths; callers std::visit it once at the edge
// and run fully specialised code inside.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "base/board_text.hpp"
#include "base/square_names.hpp"
#include "games/clobber/clobber.hpp"

namespace gametree {

inline constexpr BoardSyntax kClobberSyntax{"BW_", "BW", kClobberMaxSide, kClobberMaxSide,
                                            kClobberMaxSquares};

// 64-bit boards (up to 8x8, 6x10, ...) get the one-word fast path.
using AnyClobber = std::variant<Clobber<1>, Clobber<2>, Clobber<4>>;

// An error message if rows x cols is not a playable board, else nothing.
std::optional<std::string> clobberSizeError(int rows, int cols);

// An empty board of the given size, Black to move; the size must be valid.
AnyClobber emptyClobber(int rows, int cols);
// The standard start of the given size; the size must be valid.
AnyClobber startClobber(int rows, int cols);

struct ClobberParse {
    std::optional<AnyClobber> position;
    std::optional<ParseError> error;
};
// Reads a position; without a turn line Black moves.
ClobberParse parseClobber(std::string_view text);

template <int W>
std::string clobberText(const Clobber<W>& p, bool withTurn) {
    std::vector<std::string> cells(std::size_t(p.rows()), std::string(std::size_t(p.cols()), '_'));
    for (int r = 0; r < p.rows(); ++r) {
        for (int c = 0; c < p.cols(); ++c) {
            const int sq = r * p.cols() + c;
            char& cell = cells[std::size_t(p.rows() - 1 - r)][std::size_t(c)];
            if (p.discs(Side::First).test(sq))
                cell = 'B';
            else if (p.discs(Side::Second).test(sq))
                cell = 'W';
        }
    }
    return formatBoardText(cells, withTurn ? std::optional<char>(sideSymbol(p.sideToMove()))
                                           : std::nullopt);
}
std::string clobberText(const AnyClobber& p, bool withTurn);

// From-square then to-square, as "b2b3" (core/base/square_names.hpp).
std::string moveName(ClobberMove m, int cols);
// Reads a move name on a rows x cols board; nothing if it is malformed or off
// the board. Legality is the caller's business.
std::optional<ClobberMove> parseMoveName(std::string_view text, int rows, int cols);

} // namespace gametree
