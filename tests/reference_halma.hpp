// A deliberately simple second Halma implementation for cross-checking the
// bitboard one: a grid of chars, camps from their row lengths, and jump
// chains by a recursive search with a visited set, the moving piece lifted
// off its square exactly as the rules say. It shares no code with core/, so a
// mistake in the core cannot hide in both.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace refhalma {

struct Board {
    int n = 0;
    std::vector<std::string> grid; // grid[row][col], row 0 at the bottom; 'B', 'W' or '.'
    char toMove = 'B';
};

// A move as (from, to) squares, square = row * n + col.
using Move = std::pair<int, int>;

inline char other(char side) { return side == 'B' ? 'W' : 'B'; }

// Lengths of the camp's rows, the row at the corner first.
inline std::vector<int> campRows(int n) {
    if (n == 8) return {4, 3, 2, 1};
    if (n == 10) return {5, 4, 3, 2, 1};
    return {5, 5, 4, 3, 2};
}

// Whether (r, c) lies in the home camp of `side`: Black's is at the
// bottom-left corner, White's at the top-right one.
inline bool inCamp(int n, char side, int r, int c) {
    if (side == 'W') {
        r = n - 1 - r;
        c = n - 1 - c;
    }
    const std::vector<int> rows = campRows(n);
    return r < int(rows.size()) && c < rows[std::size_t(r)];
}
inline bool inGoal(int n, char side, int r, int c) { return inCamp(n, other(side), r, c); }

inline Board empty(int n) {
    Board b;
    b.n = n;
    b.grid.assign(std::size_t(n), std::string(std::size_t(n), '.'));
    return b;
}

inline Board start(int n) {
    Board b = empty(n);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            if (inCamp(n, 'B', r, c)) b.grid[std::size_t(r)][std::size_t(c)] = 'B';
            if (inCamp(n, 'W', r, c)) b.grid[std::size_t(r)][std::size_t(c)] = 'W';
        }
    return b;
}

inline char at(const Board& b, int r, int c) { return b.grid[std::size_t(r)][std::size_t(c)]; }
inline bool onBoard(const Board& b, int r, int c) { return r >= 0 && r < b.n && c >= 0 && c < b.n; }

// Every square a chain of jumps from (r, c) can stop on, added to `out`.
inline void jumpChains(const Board& b, int r, int c, std::set<int>& visited, std::set<int>& out) {
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
            if (dr == 0 && dc == 0) continue;
            const int mr = r + dr, mc = c + dc, lr = r + 2 * dr, lc = c + 2 * dc;
            if (!onBoard(b, lr, lc) || at(b, mr, mc) == '.' || at(b, lr, lc) != '.') continue;
            if (!visited.insert(lr * b.n + lc).second) continue;
            out.insert(lr * b.n + lc);
            jumpChains(b, lr, lc, visited, out);
        }
}

// The legal moves, sorted by from-square then to-square, each once.
inline std::vector<Move> moves(const Board& b) {
    std::vector<Move> out;
    for (int r = 0; r < b.n; ++r)
        for (int c = 0; c < b.n; ++c) {
            if (at(b, r, c) != b.toMove) continue;
            std::set<int> dests;
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc)
                    if (onBoard(b, r + dr, c + dc) && at(b, r + dr, c + dc) == '.')
                        dests.insert((r + dr) * b.n + c + dc);
            Board lifted = b; // the piece has left its square during the chain
            lifted.grid[std::size_t(r)][std::size_t(c)] = '.';
            std::set<int> visited;
            jumpChains(lifted, r, c, visited, dests);
            dests.erase(r * b.n + c); // a chain never ends where it started
            for (int to : dests) {
                const bool stays = inGoal(b.n, b.toMove, to / b.n, to % b.n);
                if (inGoal(b.n, b.toMove, r, c) && !stays) continue;
                out.push_back({r * b.n + c, to});
            }
        }
    return out;
}

inline Board play(Board b, Move m) {
    const int n = b.n;
    b.grid[std::size_t(m.second / n)][std::size_t(m.second % n)] = b.toMove;
    b.grid[std::size_t(m.first / n)][std::size_t(m.first % n)] = '.';
    b.toMove = other(b.toMove);
    return b;
}

inline bool hasWon(const Board& b, char side) {
    bool own = false;
    for (int r = 0; r < b.n; ++r)
        for (int c = 0; c < b.n; ++c) {
            if (!inGoal(b.n, side, r, c)) continue;
            if (at(b, r, c) == '.') return false;
            own = own || at(b, r, c) == side;
        }
    return own;
}

// The winner ('B' or 'W'), the mover checked first, or 0.
inline char winner(const Board& b) {
    const char mover = other(b.toMove);
    if (hasWon(b, mover)) return mover;
    if (hasWon(b, b.toMove)) return b.toMove;
    return 0;
}

// Leaves `depth` plies below b; a finished game (a winner, or no move for the
// side to move) is one leaf. No ply limit or repetition: a third occurrence
// needs at least eight plies.
inline uint64_t perft(const Board& b, int depth) {
    if (depth == 0 || winner(b) != 0) return 1;
    const std::vector<Move> list = moves(b);
    if (list.empty()) return 1;
    if (depth == 1) return list.size();
    uint64_t total = 0;
    for (const Move& m : list) total += perft(play(b, m), depth - 1);
    return total;
}

} // namespace refhalma
