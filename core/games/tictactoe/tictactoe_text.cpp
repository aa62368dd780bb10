#include "games/tictactoe/tictactoe_text.hpp"

#include <algorithm>

#include "base/square_names.hpp"

namespace gametree {

int defaultTicTacToeK(int rows, int cols) {
    const int longest = std::max(rows, cols);
    return std::min(longest, longest <= 3 ? 3 : 4);
}

std::optional<std::string> ticTacToeSizeError(int rows, int cols, int k) {
    if (rows < 1 || cols < 1 || rows > kTicTacToeMaxSide || cols > kTicTacToeMaxSide)
        return "impossible board size " + std::to_string(rows) + "x" + std::to_string(cols) +
               ": tic-tac-toe rows and columns must be between 1 and " +
               std::to_string(kTicTacToeMaxSide);
    if (k < 1 || k > std::max(rows, cols))
        return "impossible line length k=" + std::to_string(k) + " on a " + std::to_string(rows) +
               "x" + std::to_string(cols) + " board: expected 1.." +
               std::to_string(std::max(rows, cols));
    return std::nullopt;
}

TicTacToeParse parseTicTacToe(std::string_view text, int k) {
    TicTacToeParse out;
    BoardParse parsed = parseBoardText(text, kTicTacToeSyntax);
    if (!parsed) {
        out.error = parsed.error->describe();
        return out;
    }
    const BoardText& b = *parsed.board;
    if (k == 0) k = defaultTicTacToeK(b.rows, b.cols);
    if (auto e = ticTacToeSizeError(b.rows, b.cols, k)) {
        out.error = *e;
        return out;
    }
    TicTacToe p(b.rows, b.cols, k);
    int count[2] = {0, 0};
    for (int line = 0; line < b.rows; ++line) {
        for (int c = 0; c < b.cols; ++c) {
            const char ch = b.cells[std::size_t(line)][std::size_t(c)];
            if (ch == '_') continue;
            const Side s = ch == 'X' ? Side::First : Side::Second;
            p.put((b.rows - 1 - line) * b.cols + c, s);
            ++count[index(s)];
        }
    }
    const Side mover = b.turn == 'O' ? Side::Second : Side::First;
    p.setSideToMove(mover);
    // Turns alternate, so the side to move has as many marks as the other
    // side, or one fewer.
    const int lead = count[index(opponent(mover))] - count[index(mover)];
    if (lead != 0 && lead != 1) {
        const char m = mover == Side::First ? 'X' : 'O', o = mover == Side::First ? 'O' : 'X';
        out.error = std::string("impossible position: ") + m + " to move with " +
                    std::to_string(count[index(mover)]) + " marks against " + o + "'s " +
                    std::to_string(count[index(opponent(mover))]) + ": " + o +
                    " must have as many marks as " + m + " or one more" +
                    (b.turn ? "" : " (without a turn line X moves; add 'turn: O'?)");
        return out;
    }
    if (p.hasLine(Side::First) && p.hasLine(Side::Second)) {
        out.error = "impossible position: both X and O have " + std::to_string(k) + " in a row";
        return out;
    }
    out.position = p;
    return out;
}

std::string ticTacToeText(const TicTacToe& p, bool withTurn) {
    std::vector<std::string> cells(std::size_t(p.rows()), std::string(std::size_t(p.cols()), '_'));
    for (int r = 0; r < p.rows(); ++r) {
        for (int c = 0; c < p.cols(); ++c) {
            const int sq = r * p.cols() + c;
            char& cell = cells[std::size_t(p.rows() - 1 - r)][std::size_t(c)];
            if (p.marks(Side::First).test(sq)) cell = 'X';
            if (p.marks(Side::Second).test(sq)) cell = 'O';
        }
    }
    const char turn = p.sideToMove() == Side::First ? 'X' : 'O';
    return formatBoardText(cells, withTurn ? std::optional<char>(turn) : std::nullopt);
}

std::string ticTacToeMoveName(const TicTacToe& p, TicTacToeMove m) {
    return squareName(m.square, p.cols());
}

std::optional<TicTacToeMove> parseTicTacToeMove(const TicTacToe& p, std::string_view text) {
    if (text.size() < 2 || text[0] < 'a' || text[0] >= 'a' + p.cols()) return std::nullopt;
    int row = 0;
    for (std::size_t i = 1; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9' || i > 2) return std::nullopt;
        row = row * 10 + (text[i] - '0');
    }
    if (row < 1 || row > p.rows()) return std::nullopt;
    return TicTacToeMove{uint8_t((row - 1) * p.cols() + (text[0] - 'a'))};
}

} // namespace gametree
