#include "base/board_text.hpp"

namespace gametree {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

struct Token {
    std::string_view text;
    int column; // 1-based
};

// The items of a line one at a time, so that the first bad one ends the
// parse: a line of fifty million items costs no more than its first few.
struct Tokens {
    std::string_view line;
    std::size_t i = 0;
    std::optional<Token> next() {
        while (i < line.size() && isBlank(line[i])) ++i;
        if (i == line.size()) return std::nullopt;
        const std::size_t start = i;
        while (i < line.size() && !isBlank(line[i])) ++i;
        return Token{line.substr(start, i - start), int(start) + 1};
    }
};

// "B, W or _"
std::string listSymbols(std::string_view symbols) {
    std::string out;
    for (std::size_t i = 0; i < symbols.size(); ++i) {
        if (i > 0) out += i + 1 == symbols.size() ? " or " : ", ";
        out += symbols[i];
    }
    return out;
}

std::string quoted(std::string_view s) {
    constexpr std::size_t kMax = 20;
    std::string out = "'";
    out += s.size() > kMax ? std::string(s.substr(0, kMax)) + "..." : std::string(s);
    return out + "'";
}

BoardParse fail(int line, int column, std::string message) {
    BoardParse p;
    p.error = ParseError{line, column, std::move(message)};
    return p;
}

// Parses "turn: X" (the line is known to start with "turn" after blanks).
BoardParse parseTurn(std::string_view line, int lineNo, std::size_t at, const BoardSyntax& syntax,
                     BoardText& board) {
    const std::string expected = listSymbols(syntax.sides);
    std::size_t i = at + 4;
    while (i < line.size() && isBlank(line[i])) ++i;
    if (i >= line.size() || line[i] != ':')
        return fail(lineNo, int(i) + 1,
                    "expected ':' after 'turn', as in 'turn: " + std::string(1, syntax.sides[0]) +
                        "'");
    ++i;
    while (i < line.size() && isBlank(line[i])) ++i;
    if (i >= line.size())
        return fail(lineNo, int(i) + 1,
                    "expected the side to move (" + expected + ") after 'turn:'");
    std::size_t end = i;
    while (end < line.size() && !isBlank(line[end])) ++end;
    const std::string_view side = line.substr(i, end - i);
    if (side.size() != 1 || syntax.sides.find(side[0]) == std::string_view::npos)
        return fail(lineNo, int(i) + 1,
                    "bad side to move " + quoted(side) + ": expected " + expected);
    while (end < line.size() && isBlank(line[end])) ++end;
    if (end < line.size())
        return fail(lineNo, int(end) + 1,
                    "unexpected " + quoted(line.substr(end)) + " after the turn line's side");
    board.turn = side[0];
    return {};
}

} // namespace

std::string ParseError::describe() const {
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

BoardParse parseBoardText(std::string_view text, const BoardSyntax& syntax) {
    enum class State { BeforeBoard, InBoard, AfterBoard, AfterTurn } state = State::BeforeBoard;
    BoardText board;
    const std::string symbolList = listSymbols(syntax.symbols);

    int lineNo = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t nl = text.find('\n', pos);
        if (nl == std::string_view::npos) nl = text.size();
        std::string_view line = text.substr(pos, nl - pos);
        pos = nl + 1;
        ++lineNo;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);

        Tokens tokens{line};
        const std::optional<Token> firstToken = tokens.next();
        if (!firstToken) {
            if (state == State::InBoard) state = State::AfterBoard;
            continue;
        }
        const Token& first = *firstToken;
        if (first.text.substr(0, 4) == "turn") {
            if (state == State::BeforeBoard)
                return fail(lineNo, first.column,
                            "no board: expected rows of " + symbolList + " before the turn line");
            if (state == State::AfterTurn)
                return fail(lineNo, first.column, "a second turn line: expected only one");
            if (BoardParse p =
                    parseTurn(line, lineNo, std::size_t(first.column - 1), syntax, board);
                p.error)
                return p;
            state = State::AfterTurn;
            continue;
        }
        if (state == State::AfterTurn)
            return fail(lineNo, first.column,
                        "unexpected " + quoted(first.text) + ": nothing may follow the turn line");
        if (state == State::AfterBoard)
            return fail(lineNo, first.column,
                        "unexpected " + quoted(first.text) +
                            " after a blank line: expected a 'turn:' line or the end of the board");
        if (board.rows == syntax.maxRows)
            return fail(lineNo, first.column,
                        "too many rows: at most " + std::to_string(syntax.maxRows) +
                            " are allowed");
        if (board.rows > 0 && (board.rows + 1) * board.cols > syntax.maxSquares)
            return fail(lineNo, first.column,
                        "too many squares: a board of " + std::to_string(board.rows + 1) +
                            " rows of " + std::to_string(board.cols) + " has more than " +
                            std::to_string(syntax.maxSquares));

        std::string row;
        for (std::optional<Token> next = first; next; next = tokens.next()) {
            const Token& t = *next;
            if (t.text.size() != 1 || syntax.symbols.find(t.text[0]) == std::string_view::npos) {
                if (t.text.size() > 1 && syntax.symbols.find(t.text[0]) != std::string_view::npos)
                    return fail(lineNo, t.column,
                                "expected one item (" + symbolList +
                                    ") separated by spaces, found " + quoted(t.text));
                return fail(lineNo, t.column,
                            "unknown symbol " + quoted(t.text) + ": expected " + symbolList);
            }
            if (int(row.size()) == syntax.maxCols)
                return fail(lineNo, t.column,
                            "too many columns: at most " + std::to_string(syntax.maxCols) +
                                " items per row are allowed");
            if (board.rows > 0 && int(row.size()) == board.cols)
                return fail(lineNo, t.column,
                            "rows of different lengths: expected " + std::to_string(board.cols) +
                                " items like the first row, found more");
            row += t.text[0];
        }
        if (board.rows > 0 && int(row.size()) != board.cols)
            return fail(lineNo, int(line.size()) + 1,
                        "rows of different lengths: expected " + std::to_string(board.cols) +
                            " items like the first row, found " + std::to_string(row.size()));
        if (board.rows == 0) board.cols = int(row.size());
        board.cells.push_back(std::move(row));
        ++board.rows;
        state = State::InBoard;
    }
    if (board.rows == 0)
        return fail(1, 1, "no board: expected rows of " + symbolList + " separated by spaces");
    BoardParse ok;
    ok.board = std::move(board);
    return ok;
}

bool hasTurnLine(std::string_view text) {
    for (std::size_t pos = 0; pos <= text.size();) {
        std::size_t nl = text.find('\n', pos);
        if (nl == std::string_view::npos) nl = text.size();
        Tokens tokens{text.substr(pos, nl - pos)};
        if (const auto first = tokens.next(); first && first->text.substr(0, 4) == "turn")
            return true;
        pos = nl + 1;
    }
    return false;
}

std::string formatBoardText(const std::vector<std::string>& cells, std::optional<char> turn) {
    std::string out;
    for (const std::string& row : cells) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c > 0) out += ' ';
            out += row[c];
        }
        out += '\n';
    }
    if (turn) {
        out += "turn: ";
        out += *turn;
        out += '\n';
    }
    return out;
}

} // namespace gametree
