#include "base/square_names.hpp"

namespace gametree {

std::string squareName(int sq, int cols) {
    std::string name(1, char('a' + sq % cols));
    name += std::to_string(sq / cols + 1);
    return name;
}

namespace {

// Reads one square name at text[i...], advancing i.
std::optional<int> readSquare(std::string_view text, std::size_t& i, int rows, int cols) {
    if (i >= text.size() || text[i] < 'a' || text[i] > 'z') return std::nullopt;
    const int col = text[i++] - 'a';
    int row = 0, digits = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && digits < 3) {
        row = row * 10 + (text[i++] - '0');
        ++digits;
    }
    if (digits == 0 || row < 1 || row > rows || col >= cols) return std::nullopt;
    return (row - 1) * cols + col;
}

} // namespace

std::optional<std::pair<int, int>> parseSquarePair(std::string_view text, int rows, int cols) {
    std::size_t i = 0;
    const auto from = readSquare(text, i, rows, cols);
    const auto to = readSquare(text, i, rows, cols);
    if (!from || !to || i != text.size()) return std::nullopt;
    return std::pair{*from, *to};
}

} // namespace gametree
