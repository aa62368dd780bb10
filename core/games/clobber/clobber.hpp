// Clobber: the position, move generation, make/unmake and the Zobrist hash.
//
// A position is two bitboards (the discs of each side) plus the side to move.
// Squares are numbered row by row from the bottom-left: square = row * cols +
// col, row 0 being the bottom row ("1") and col 0 the left column ("a").
// A move takes one of your discs onto an orthogonally adjacent enemy disc,
// which is removed. The side to move with no move has lost.
//
// Moves along one direction are found for all discs at once with a shift and
// a mask (targets = shift(mine) & theirs), and a capture only swaps an enemy
// disc for one of yours, so undo needs no record of what was captured.
#pragma once

#include <array>
#include <cstdint>

#include "base/bits.hpp"
#include "base/game.hpp"
#include "base/zobrist.hpp"

namespace gametree {

// A Clobber move: the square the disc leaves and the square it captures on.
// Trivial on purpose, so a move list on the stack is not zero-filled at every
// node of a search; ClobberMove{} is the zero move.
struct ClobberMove {
    uint8_t from;
    uint8_t to;
    friend constexpr bool operator==(ClobberMove, ClobberMove) = default;
};

// Rows and columns up to 26 (columns a..z), within 256 squares: the 2xn
// and 3xn boards of the table of solved boards run past 16 columns.
inline constexpr int kClobberMaxSide = 26;
inline constexpr int kClobberMaxSquares = 256;

template <int W>
class Clobber {
  public:
    using BB = Bits<W>;
    using Move = ClobberMove;
    // Every adjacent pair of squares is at most one move for the side to move,
    // and a board of n squares has fewer than 2n such pairs (16x16: 480).
    static constexpr int kMaxMoves = 2 * 64 * W;
    using Moves = MoveList<Move, kMaxMoves>;
    // Directions in generation order; the step is the square offset.
    enum Dir { North, East, South, West };

    // A small index of a move for history tables: its square and direction.
    static constexpr std::size_t kHistorySize = 4 * 256;
    static constexpr std::size_t historyIndex(Move m) {
        const int d = m.to > m.from ? (m.to - m.from == 1 ? 0 : 1) : (m.from - m.to == 1 ? 2 : 3);
        return std::size_t(m.from) * 4 + std::size_t(d);
    }

    // An empty board; the caller checks 1 <= rows, cols <= kClobberMaxSide and
    // rows * cols <= 64 * W.
    Clobber(int rows, int cols) : rows_(uint8_t(rows)), cols_(uint8_t(cols)) {
        board_ = BB::firstN(rows * cols);
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                if (c != 0) notWest_.set(r * cols + c);
                if (c != cols - 1) notEast_.set(r * cols + c);
            }
        }
    }

    // The standard start: every square filled in chessboard colours, the
    // bottom-left square black, Black to move.
    static Clobber start(int rows, int cols) {
        Clobber p(rows, cols);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                p.put(r * cols + c, (r + c) % 2 == 0 ? Side::First : Side::Second);
        return p;
    }

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int squares() const { return rows_ * cols_; }
    const BB& discs(Side s) const { return disc_[index(s)]; }
    BB occupied() const { return disc_[0] | disc_[1]; }
    const BB& board() const { return board_; }
    Side sideToMove() const { return stm_; }
    uint64_t hash() const { return hash_; }
    // The hash after move m, without playing it (for prefetching table entries).
    uint64_t hashAfter(Move m) const {
        return hash_ ^ zobrist::kKeys.piece[index(stm_)][m.from] ^ kCaptureKeys[m.to];
    }

    // Places a disc of side s on an empty square.
    void put(int sq, Side s) {
        disc_[index(s)].set(sq);
        hash_ ^= zobrist::piece(s, sq);
    }
    void setSideToMove(Side s) {
        if (s != stm_) hash_ ^= zobrist::sideKey();
        stm_ = s;
    }

    // Removes every disc outside `keep`.
    void keepOnly(const BB& keep) {
        for (Side s : {Side::First, Side::Second}) {
            BB gone = disc_[index(s)] - keep;
            disc_[index(s)] &= keep;
            while (gone.any()) hash_ ^= zobrist::piece(s, gone.popLowest());
        }
    }

    // Squares next to any square of b (not b itself unless adjacent to it).
    BB neighbours(const BB& b) const {
        return (b.shiftUp(cols_) | b.shiftDown(cols_) | (b.shiftUp(1) & notWest_) |
                (b.shiftDown(1) & notEast_)) &
               board_;
    }
    // b and the squares next to it, within `within` (a set on the board): one
    // step of a flood fill.
    BB grow(const BB& b, const BB& within) const { return (b | neighbours(b)) & within; }
    // Discs of side s that can capture: those next to an enemy disc.
    BB attackers(Side s) const { return disc_[index(s)] & neighbours(disc_[index(opponent(s))]); }

    // The discs of both sides that can capture. Each adjacent pair of
    // opposite discs is found once, from its lower square: both squares
    // occupied, and exactly one of them black.
    BB contested() const {
        BB vertical, horizontal;
        pairs(vertical, horizontal);
        return vertical | vertical.shiftUp(cols_) | horizontal | horizontal.shiftUp(1);
    }

    // Every adjacent pair of opposite discs is a move for both sides, so one
    // side has a move exactly when the other does.
    [[gnu::always_inline]] bool hasMove() const {
        BB vertical, horizontal;
        pairs(vertical, horizontal);
        return (vertical | horizontal).any();
    }

    [[gnu::always_inline]] Result result() const {
        return hasMove() ? Result::Ongoing : winFor(opponent(stm_));
    }

    // Moves in a fixed order: by direction (north, east, south, west), then by
    // target square, lowest first.
    void generate(Moves& list) const {
        const BB& mine = disc_[index(stm_)];
        const BB& theirs = disc_[index(opponent(stm_))];
        for (int d = North; d <= West; ++d) {
            BB targets = shifted(mine, Dir(d)) & theirs;
            const int step = this->step(Dir(d));
            while (targets.any()) {
                const int to = targets.popLowest();
                list.push(Move{uint8_t(to - step), uint8_t(to)});
            }
        }
    }

    // Whether m is legal here, for a move that comes from somewhere else (a
    // search's table or killer moves): any two bytes are safe to ask about.
    bool isLegal(Move m) const {
        if (m.from >= squares() || m.to >= squares()) return false;
        const int d = int(m.to) - int(m.from);
        const bool adjacent = d == cols_ || d == -int(cols_) || (d == 1 && notEast_.test(m.from)) ||
                              (d == -1 && notWest_.test(m.from));
        return adjacent && disc_[index(stm_)].test(m.from) &&
               disc_[index(opponent(stm_))].test(m.to);
    }

    int countMoves() const {
        const BB& mine = disc_[index(stm_)];
        const BB& theirs = disc_[index(opponent(stm_))];
        return (shifted(mine, North) & theirs).count() + (shifted(mine, East) & theirs).count() +
               (shifted(mine, South) & theirs).count() + (shifted(mine, West) & theirs).count();
    }

    // A move toggles the mover's discs on `from` and `to` and the enemy's on
    // `to`, so make and unmake are the same toggles with the sides swapped.
    [[gnu::always_inline]] void make(Move m) {
        toggle(m, stm_);
        stm_ = opponent(stm_);
    }

    [[gnu::always_inline]] void unmake(Move m) {
        stm_ = opponent(stm_);
        toggle(m, stm_);
    }

    // The hash computed from scratch; equals hash() whenever the position is sound.
    uint64_t computeHash() const {
        uint64_t h = stm_ == Side::Second ? zobrist::sideKey() : 0;
        for (Side s : {Side::First, Side::Second}) {
            BB b = disc_[index(s)];
            while (b.any()) h ^= zobrist::piece(s, b.popLowest());
        }
        return h;
    }

    friend bool operator==(const Clobber& a, const Clobber& b) {
        return a.rows_ == b.rows_ && a.cols_ == b.cols_ && a.stm_ == b.stm_ &&
               a.disc_[0] == b.disc_[0] && a.disc_[1] == b.disc_[1];
    }

  private:
    // What a capture on a square changes in the hash, whoever captures: an
    // enemy disc there becomes one of the mover's, and the turn passes.
    static constexpr std::array<uint64_t, zobrist::kSquares> kCaptureKeys = [] {
        std::array<uint64_t, zobrist::kSquares> keys{};
        for (int sq = 0; sq < zobrist::kSquares; ++sq)
            keys[std::size_t(sq)] = zobrist::piece(Side::First, sq) ^
                                    zobrist::piece(Side::Second, sq) ^ zobrist::sideKey();
        return keys;
    }();

    // The lower squares of the adjacent pairs of opposite discs: the pairs
    // (sq, sq + cols) in `vertical`, (sq, sq + 1) in `horizontal`.
    void pairs(BB& vertical, BB& horizontal) const {
        const BB occupied = disc_[0] | disc_[1];
        const BB& black = disc_[0];
        vertical = occupied & occupied.shiftDown(cols_) & (black ^ black.shiftDown(cols_));
        horizontal = occupied & occupied.shiftDown(1) & (black ^ black.shiftDown(1)) & notEast_;
    }

    [[gnu::always_inline]] void toggle(Move m, Side mover) {
        const int us = index(mover);
        if constexpr (W == 1) {
            // One word: the squares are known to be below 64.
            const uint64_t to = uint64_t{1} << (m.to & 63);
            disc_[us].w[0] ^= (uint64_t{1} << (m.from & 63)) | to;
            disc_[us ^ 1].w[0] ^= to;
        } else {
            disc_[us].toggle(m.from);
            disc_[us].toggle(m.to);
            disc_[us ^ 1].toggle(m.to);
        }
        hash_ ^= zobrist::kKeys.piece[us][m.from] ^ kCaptureKeys[m.to];
    }

    int step(Dir d) const {
        switch (d) {
        case North:
            return cols_;
        case East:
            return 1;
        case South:
            return -int(cols_);
        case West:
            return -1;
        }
        return 0;
    }
    // b moved one square in direction d, dropping what falls off the board's
    // sides; what falls off the top or bottom is dropped by the caller's mask.
    BB shifted(const BB& b, Dir d) const {
        switch (d) {
        case North:
            return b.shiftUp(cols_);
        case East:
            return b.shiftUp(1) & notWest_;
        case South:
            return b.shiftDown(cols_);
        case West:
            return b.shiftDown(1) & notEast_;
        }
        return b;
    }

    BB disc_[2];
    BB board_, notWest_, notEast_;
    uint64_t hash_ = 0;
    uint8_t rows_, cols_;
    Side stm_ = Side::First;
};

static_assert(Game<Clobber<1>>);
static_assert(Game<Clobber<4>>);

} // namespace gametree
