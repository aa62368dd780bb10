#include "games/halma/halma_text.hpp"

#include "base/square_names.hpp"

namespace gametree {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// Where item `item` of board row `row` (0 the top row) stands in the text:
// BoardText keeps the symbols only, so find the line and column again.
ParseError errorAt(std::string_view text, int row, int item, std::string message) {
    int line = 0, boardLine = -1;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view l = text.substr(pos, end - pos);
        pos = end + 1;
        ++line;
        std::size_t i = 0;
        while (i < l.size() && isSpace(l[i])) ++i;
        if (i == l.size() && boardLine < 0) continue; // blank lines before the board
        if (++boardLine < row) continue;
        for (int k = 0; i < l.size(); ++k) {
            if (k == item) return {line, int(i) + 1, std::move(message)};
            while (i < l.size() && !isSpace(l[i])) ++i;
            while (i < l.size() && isSpace(l[i])) ++i;
        }
        return {line, 1, std::move(message)};
    }
    return {1, 1, std::move(message)};
}

std::string sideName(Side s) { return s == Side::First ? "black" : "white"; }

} // namespace

std::optional<std::string> halmaSizeError(int rows, int cols) {
    if (rows == cols && isHalmaSize(rows)) return std::nullopt;
    return "Halma boards are 8x8, 10x10 or 16x16; got " + std::to_string(rows) + "x" +
           std::to_string(cols);
}

HalmaParse parseHalma(std::string_view text) {
    BoardParse parsed = parseBoardText(text, kHalmaSyntax);
    if (!parsed) return {std::nullopt, parsed.error};
    const BoardText& b = *parsed.board;
    if (auto e = halmaSizeError(b.rows, b.cols)) return {std::nullopt, errorAt(text, 0, 0, *e)};

    Halma p(b.rows);
    int count[2] = {0, 0};
    for (int line = 0; line < b.rows; ++line) {
        for (int c = 0; c < b.cols; ++c) {
            const char ch = b.cells[std::size_t(line)][std::size_t(c)];
            if (ch == '_') continue;
            const Side s = ch == 'B' ? Side::First : Side::Second;
            if (++count[index(s)] > p.piecesPerSide())
                return {std::nullopt,
                        errorAt(text, line, c,
                                "too many " + sideName(s) + " pieces: at most " +
                                    std::to_string(p.piecesPerSide()) + " on " +
                                    std::to_string(b.rows) + "x" + std::to_string(b.cols))};
            p.put((b.rows - 1 - line) * b.cols + c, s);
        }
    }
    p.setSideToMove(b.turn == 'W' ? Side::Second : Side::First);
    return {std::move(p), std::nullopt};
}

std::string halmaText(const Halma& p, bool withTurn) {
    const std::size_t n = std::size_t(p.size());
    std::vector<std::string> cells(n, std::string(n, '_'));
    for (Side s : {Side::First, Side::Second})
        for (Halma::BB b = p.pieces(s); b.any();) {
            const int sq = b.popLowest();
            cells[n - 1 - std::size_t(sq / p.cols())][std::size_t(sq % p.cols())] = sideSymbol(s);
        }
    return formatBoardText(cells, withTurn ? std::optional<char>(sideSymbol(p.sideToMove()))
                                           : std::nullopt);
}

std::string moveName(HalmaMove m, int cols) {
    return squareName(m.from, cols) + squareName(m.to, cols);
}

std::optional<HalmaMove> parseHalmaMove(std::string_view text, int size) {
    const auto squares = parseSquarePair(text, size, size);
    if (!squares) return std::nullopt;
    return HalmaMove{uint8_t(squares->first), uint8_t(squares->second)};
}

} // namespace gametree
