// Tic-tac-toe positions to and from board text: rows of X, O and _, top row
// first, and an optional 'turn: X|O' line (without it X moves). The line
// length k is not part of the text; it comes with the position's size.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "base/board_text.hpp"
#include "games/tictactoe/tictactoe.hpp"

namespace gametree {

inline constexpr BoardSyntax kTicTacToeSyntax{"XO_", "XO", kTicTacToeMaxSide, kTicTacToeMaxSide};

// k when none is given: 3 on boards up to 3x3 (less if both sides are
// shorter), 4 on larger ones.
int defaultTicTacToeK(int rows, int cols);

// An error message if the size or k is impossible, else nothing.
std::optional<std::string> ticTacToeSizeError(int rows, int cols, int k);

struct TicTacToeParse {
    std::optional<TicTacToe> position;
    std::string error; // "line L, column C: ..." or a whole-board problem
};
// Reads a position with k in a row to win (0: the default for its size).
// Rejects boards that no game reaches: mark counts that do not alternate
// with the side to move, or lines of both sides.
TicTacToeParse parseTicTacToe(std::string_view text, int k = 0);

std::string ticTacToeText(const TicTacToe& p, bool withTurn);

// A mark's square, "b2".
std::string ticTacToeMoveName(const TicTacToe& p, TicTacToeMove m);
std::optional<TicTacToeMove> parseTicTacToeMove(const TicTacToe& p, std::string_view text);

} // namespace gametree
