#include "games/clobber/clobber_text.hpp"

namespace gametree {

std::optional<std::string> clobberSizeError(int rows, int cols) {
    if (rows < 1 || cols < 1 || rows > kClobberMaxSide || cols > kClobberMaxSide)
        return "impossible board size " + std::to_string(rows) + "x" + std::to_string(cols) +
               ": rows and columns must be between 1 and " + std::to_string(kClobberMaxSide);
    if (rows * cols > kClobberMaxSquares)
        return "impossible board size " + std::to_string(rows) + "x" + std::to_string(cols) +
               ": at most " + std::to_string(kClobberMaxSquares) + " squares";
    return std::nullopt;
}

AnyClobber emptyClobber(int rows, int cols) {
    const int words = wordsFor(rows * cols);
    if (words == 1) return Clobber<1>(rows, cols);
    if (words == 2) return Clobber<2>(rows, cols);
    return Clobber<4>(rows, cols);
}

AnyClobber startClobber(int rows, int cols) {
    const int words = wordsFor(rows * cols);
    if (words == 1) return Clobber<1>::start(rows, cols);
    if (words == 2) return Clobber<2>::start(rows, cols);
    return Clobber<4>::start(rows, cols);
}

ClobberParse parseClobber(std::string_view text) {
    BoardParse parsed = parseBoardText(text, kClobberSyntax);
    if (!parsed) return {std::nullopt, parsed.error};
    const BoardText& b = *parsed.board;
    AnyClobber pos = emptyClobber(b.rows, b.cols);
    std::visit(
        [&](auto& p) {
            for (int line = 0; line < b.rows; ++line) {
                const int r = b.rows - 1 - line;
                for (int c = 0; c < b.cols; ++c) {
                    const char ch = b.cells[std::size_t(line)][std::size_t(c)];
                    if (ch == 'B')
                        p.put(r * b.cols + c, Side::First);
                    else if (ch == 'W')
                        p.put(r * b.cols + c, Side::Second);
                }
            }
            p.setSideToMove(b.turn == 'W' ? Side::Second : Side::First);
        },
        pos);
    return {std::move(pos), std::nullopt};
}

std::string clobberText(const AnyClobber& p, bool withTurn) {
    return std::visit([&](const auto& q) { return clobberText(q, withTurn); }, p);
}

std::string moveName(ClobberMove m, int cols) {
    return squareName(m.from, cols) + squareName(m.to, cols);
}

std::optional<ClobberMove> parseMoveName(std::string_view text, int rows, int cols) {
    const auto squares = parseSquarePair(text, rows, cols);
    if (!squares) return std::nullopt;
    return ClobberMove{uint8_t(squares->first), uint8_t(squares->second)};
}

} // namespace gametree
