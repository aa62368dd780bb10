// A deliberately simple second Clobber implementation for cross-checking the
// bitboard one: a 2-D grid of chars, a loop over squares and four directions,
// a copy of the board per move. It shares no code with core/ (not even the
// text parser), so a mistake in the core cannot hide in both.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

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

// North (up a row), east, south, west: the order the core documents.
inline constexpr int kDr[4] = {1, 0, -1, 0};
inline constexpr int kDc[4] = {0, 1, 0, -1};

inline bool onBoard(const Board& b, int r, int c) {
    return r >= 0 && r < b.rows && c >= 0 && c < b.cols;
}

inline std::vector<Move> moves(const Board& b) {
    std::vector<Move> out;
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) {
            if (b.grid[r][c] != b.toMove) continue;
            for (int d = 0; d < 4; ++d) {
                const int r2 = r + kDr[d], c2 = c + kDc[d];
                if (onBoard(b, r2, c2) && b.grid[r2][c2] == other(b.toMove))
                    out.push_back({r, c, r2, c2});
            }
        }
    return out;
}

inline int direction(const Move& m) {
    for (int d = 0; d < 4; ++d)
        if (m.toRow - m.fromRow == kDr[d] && m.toCol - m.fromCol == kDc[d]) return d;
    return -1;
}

// The order clobber.hpp documents for generate(): by direction, then by the
// target square (row by row from the bottom-left), lowest first.
inline std::vector<Move> movesInGenerationOrder(const Board& b) {
    std::vector<Move> out = moves(b);
    auto key = [&](const Move& m) { return std::pair{direction(m), m.toRow * b.cols + m.toCol}; };
    std::sort(out.begin(), out.end(),
              [&](const Move& x, const Move& y) { return key(x) < key(y); });
    return out;
}

inline Board play(Board b, const Move& m) {
    b.grid[m.toRow][m.toCol] = b.toMove;
    b.grid[m.fromRow][m.fromCol] = '_';
    b.toMove = other(b.toMove);
    return b;
}

// "a1" is the bottom-left square.
inline std::string squareName(int row, int col) {
    std::string name(1, char('a' + col));
    name += std::to_string(row + 1);
    return name;
}
inline std::string moveName(const Move& m) {
    return squareName(m.fromRow, m.fromCol) + squareName(m.toRow, m.toCol);
}

// Leaves exactly `depth` moves below; a finished game before that counts as
// one. The last ply is counted rather than played, to keep the big tables quick.
inline uint64_t perft(const Board& b, int depth) {
    if (depth == 0) return 1;
    const auto ms = moves(b);
    if (ms.empty()) return 1;
    if (depth == 1) return ms.size();
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

// The standard start: chessboard colours, the bottom-left square black.
inline Board start(int rows, int cols) {
    Board b{rows, cols, std::vector<std::string>(rows, std::string(cols, '_')), 'B'};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) b.grid[r][c] = (r + c) % 2 == 0 ? 'B' : 'W';
    return b;
}

// The canonical text: top row first, single spaces, then "turn: X".
inline std::string toText(const Board& b, bool withTurn = true) {
    std::string text;
    for (int r = b.rows - 1; r >= 0; --r) {
        for (int c = 0; c < b.cols; ++c) {
            text += b.grid[r][c];
            text += c + 1 < b.cols ? ' ' : '\n';
        }
    }
    if (withTurn) text += std::string("turn: ") + b.toMove + "\n";
    return text;
}

// Reads canonical text only (what toText and the core's clobberText write).
inline Board fromText(const std::string& text) {
    Board b;
    std::vector<std::string> lines; // top row first
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("turn: ", 0) == 0) {
            b.toMove = line[6];
            continue;
        }
        std::string row;
        for (char ch : line)
            if (ch != ' ') row += ch;
        if (!row.empty()) lines.push_back(row);
    }
    b.rows = int(lines.size());
    b.cols = b.rows ? int(lines[0].size()) : 0;
    b.grid.assign(lines.rbegin(), lines.rend());
    return b;
}

// A random position: each square empty with the given odds, else B or W.
inline Board randomBoard(std::mt19937& rng, int rows, int cols, int emptyPercent) {
    Board b{rows, cols, std::vector<std::string>(rows, std::string(cols, '_')), 'B'};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (int(rng() % 100) >= emptyPercent) b.grid[r][c] = rng() % 2 ? 'B' : 'W';
    b.toMove = rng() % 2 ? 'B' : 'W';
    return b;
}

inline std::string randomText(std::mt19937& rng, int rows, int cols, int emptyPercent) {
    return toText(randomBoard(rng, rows, cols, emptyPercent));
}

// The same as wins(), on boards too large for it: negamax with a plain table
// of every position met (its text with the turn), kept between calls.
struct MemoSolver {
    std::map<std::string, bool> known;

    bool wins(const Board& b) {
        const std::string key = toText(b);
        if (const auto it = known.find(key); it != known.end()) return it->second;
        bool win = false;
        for (const Move& m : moves(b))
            if (!wins(play(b, m))) {
                win = true;
                break;
            }
        known.emplace(key, win);
        return win;
    }
};

} // namespace ref
