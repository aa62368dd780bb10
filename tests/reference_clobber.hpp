// A deliberately simple second Clobber implementation for cross-checking the
// bitboard one: a 2-D grid of chars, four directions, a copy per move.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "clobber_text.hpp"

namespace ref {

struct Board {
    int rows = 0, cols = 0;
    std::vector<std::string> grid; // grid[row][col], row 0 at the bottom
    char toMove = 'B';
};

struct Move {
    int fromRow, fromCol, toRow, toCol;
};

inline char other(char c) { return c == 'B' ? 'W' : 'B'; }

inline std::vector<Move> moves(const Board& b) {
    std::vector<Move> out;
    const int dr[4] = {1, 0, -1, 0}, dc[4] = {0, 1, 0, -1};
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) {
            if (b.grid[r][c] != b.toMove) continue;
            for (int d = 0; d < 4; ++d) {
                const int r2 = r + dr[d], c2 = c + dc[d];
                if (r2 < 0 || r2 >= b.rows || c2 < 0 || c2 >= b.cols) continue;
                if (b.grid[r2][c2] == other(b.toMove)) out.push_back({r, c, r2, c2});
            }
        }
    return out;
}

inline Board play(Board b, const Move& m) {
    b.grid[m.toRow][m.toCol] = b.toMove;
    b.grid[m.fromRow][m.fromCol] = '_';
    b.toMove = other(b.toMove);
    return b;
}

// Leaves at exactly depth d; a finished game before that counts as one.
inline uint64_t perft(const Board& b, int depth) {
    if (depth == 0) return 1;
    const auto ms = moves(b);
    if (ms.empty()) return 1;
    uint64_t n = 0;
    for (const Move& m : ms) n += perft(play(b, m), depth - 1);
    return n;
}

// Does the side to move win with perfect play? Plain exhaustive search.
inline bool wins(const Board& b) {
    for (const Move& m : moves(b))
        if (!wins(play(b, m))) return true;
    return false;
}

inline Board fromText(const std::string& text) {
    auto parsed = gametree::parseBoardText(text, gametree::kClobberSyntax);
    Board b;
    b.rows = parsed.board->rows;
    b.cols = parsed.board->cols;
    for (int line = b.rows - 1; line >= 0; --line) b.grid.push_back(parsed.board->cells[line]);
    b.toMove = parsed.board->turn.value_or('B');
    return b;
}

// A random position as text: each square B, W or empty with the given odds.
inline std::string randomText(std::mt19937& rng, int rows, int cols, int emptyPercent) {
    std::string text;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const int roll = int(rng() % 100);
            text += roll < emptyPercent ? '_' : (rng() % 2 ? 'B' : 'W');
            text += c + 1 < cols ? ' ' : '\n';
        }
    }
    text += rng() % 2 ? "turn: B\n" : "turn: W\n";
    return text;
}

} // namespace ref
