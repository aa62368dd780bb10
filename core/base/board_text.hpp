// The board text of the assignment, shared by every game: one line per row,
// top row first, items separated by spaces or tabs, then an optional line
// `turn: X` naming the side to move.
//
// Parsing is lenient about layout (tabs, repeated or trailing spaces, CRLF, no
// final newline, blank lines around the board) and strict about content: every
// error names its line and column and what was expected.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gametree {

struct ParseError {
    int line = 0;   // 1-based
    int column = 0; // 1-based, in characters
    std::string message;
    // "line L, column C: message"
    std::string describe() const;
};

// A rectangular grid of symbols as read, top row first.
struct BoardText {
    int rows = 0;
    int cols = 0;
    std::vector<std::string> cells; // cells[row][col], row 0 the top line
    std::optional<char> turn;       // the symbol after "turn:", if given
};

// What the text of one game may hold.
struct BoardSyntax {
    std::string_view symbols; // allowed item symbols, e.g. "BW_"
    std::string_view sides;   // symbols allowed after "turn:", e.g. "BW"
    int maxRows = 16;
    int maxCols = 16;
    int maxSquares = 256; // rows times columns
};

// Either a board or the error that stopped the parse.
struct BoardParse {
    std::optional<BoardText> board;
    std::optional<ParseError> error;
    explicit operator bool() const { return board.has_value(); }
};

BoardParse parseBoardText(std::string_view text, const BoardSyntax& syntax);

// Whether the text has a turn line: a line whose first item starts with
// "turn", as parseBoardText reads it (well-formed or not).
bool hasTurnLine(std::string_view text);

// The inverse of parseBoardText: rows joined by single spaces, then the turn
// line if `turn` is given. Every line ends with '\n'.
std::string formatBoardText(const std::vector<std::string>& cells, std::optional<char> turn);

} // namespace gametree
