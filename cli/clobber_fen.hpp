// Clobber positions as FEN, the way Fairy-Stockfish writes them for its
// variants `clobber` (5 files by 6 ranks) and `clobber10`: ranks from the top,
// 'P' a disc of the first player (gametree's Black, Fairy-Stockfish's white),
// 'p' one of the second, a number for a run of empty squares, then 'w' when the
// first player moves and 'b' when the second does. Squares are named alike in
// both programs (file letter, rank from the bottom), so moves need no
// translation.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gametree::cli {

// The board text gametree reads (rows top first, then "turn: B" or "W") of a
// FEN, or nothing with the problem in error. Fields after the side to move
// (castling, en passant, move counters) are ignored.
std::optional<std::string> boardTextFromFen(std::string_view fen, std::string& error);

// The FEN of a board as a GameSession prints it (rows top first, cells
// separated by spaces, then the turn line).
std::string fenFromBoardText(std::string_view text);

} // namespace gametree::cli
