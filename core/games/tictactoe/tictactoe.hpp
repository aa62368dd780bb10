// Tic-tac-toe and its m x n, k-in-a-row generalisation (up to 7x7), on the
// same Game concept as Clobber, so the same searches play it.
//
// A position is two bitboards (X's and O's marks) and the side to move; X is
// the first player. Squares are numbered row * cols + col from the
// bottom-left, as in Clobber. A line of k is found for all squares at once:
// run_0 = marks, run_i = step(run_{i-1}) & marks, for each of four directions,
// where a step is a shift with the board's edge columns masked.
#pragma once

#include <cstdint>

#include "base/bits.hpp"
#include "base/game.hpp"
#include "base/zobrist.hpp"

namespace gametree {

struct TicTacToeMove {
    uint8_t square = 0;
    friend constexpr bool operator==(TicTacToeMove, TicTacToeMove) = default;
};

inline constexpr int kTicTacToeMaxSide = 7;

class TicTacToe {
  public:
    using BB = Bits<1>;
    using Move = TicTacToeMove;
    static constexpr int kMaxMoves = kTicTacToeMaxSide * kTicTacToeMaxSide;
    using Moves = MoveList<Move, kMaxMoves>;

    // An empty board; the caller checks 1 <= rows, cols <= 7 and 1 <= k <= max(rows, cols).
    TicTacToe(int rows, int cols, int k)
        : rows_(uint8_t(rows)), cols_(uint8_t(cols)), k_(uint8_t(k)) {
        board_ = BB::firstN(rows * cols);
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                if (c != 0) notWest_.set(r * cols + c);
                if (c != cols - 1) notEast_.set(r * cols + c);
            }
        }
    }

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int k() const { return k_; }
    const BB& marks(Side s) const { return mark_[index(s)]; }
    BB empty() const { return board_ - (mark_[0] | mark_[1]); }
    Side sideToMove() const { return stm_; }
    uint64_t hash() const { return hash_; }

    void put(int sq, Side s) {
        mark_[index(s)].set(sq);
        hash_ ^= zobrist::piece(s, sq);
    }
    void setSideToMove(Side s) {
        if (s != stm_) hash_ ^= zobrist::sideKey();
        stm_ = s;
    }

    // Whether side s has k in a row anywhere.
    bool hasLine(Side s) const {
        const BB& b = mark_[index(s)];
        for (int d = 0; d < 4; ++d) {
            BB run = b;
            for (int i = 1; i < k_ && run.any(); ++i) run = step(run, d) & b;
            if (run.any()) return true;
        }
        return false;
    }

    // Every square on one of side s's lines of k, to show a win. Each end of
    // a run found by hasLine's shifts is walked back k - 1 steps.
    BB lineSquares(Side s) const {
        const BB& b = mark_[index(s)];
        const int back[4] = {1, cols_, cols_ + 1, cols_ - 1};
        BB out;
        for (int d = 0; d < 4; ++d) {
            BB run = b;
            for (int i = 1; i < k_ && run.any(); ++i) run = step(run, d) & b;
            while (run.any()) {
                const int end = run.popLowest();
                for (int i = 0; i < k_; ++i) out.set(end - i * back[d]);
            }
        }
        return out;
    }

    Result result() const {
        if (hasLine(Side::First)) return Result::FirstWins;
        if (hasLine(Side::Second)) return Result::SecondWins;
        return empty().any() ? Result::Ongoing : Result::Draw;
    }

    // Moves in a fixed order: empty squares, lowest first.
    void generate(Moves& list) const {
        BB e = empty();
        while (e.any()) list.push(Move{uint8_t(e.popLowest())});
    }

    void make(Move m) {
        mark_[index(stm_)].set(m.square);
        hash_ ^= zobrist::piece(stm_, m.square) ^ zobrist::sideKey();
        stm_ = opponent(stm_);
    }
    void unmake(Move m) {
        stm_ = opponent(stm_);
        mark_[index(stm_)].reset(m.square);
        hash_ ^= zobrist::piece(stm_, m.square) ^ zobrist::sideKey();
    }

    uint64_t computeHash() const {
        uint64_t h = stm_ == Side::Second ? zobrist::sideKey() : 0;
        for (Side s : {Side::First, Side::Second})
            for (BB b = mark_[index(s)]; b.any();) h ^= zobrist::piece(s, b.popLowest());
        return h;
    }

    friend bool operator==(const TicTacToe& a, const TicTacToe& b) {
        return a.rows_ == b.rows_ && a.cols_ == b.cols_ && a.k_ == b.k_ && a.stm_ == b.stm_ &&
               a.mark_[0] == b.mark_[0] && a.mark_[1] == b.mark_[1];
    }

    // One step in direction d (0 east, 1 north, 2 north-east, 3 north-west),
    // dropping what leaves the board.
    BB step(const BB& b, int d) const {
        switch (d) {
        case 0:
            return b.shiftUp(1) & notWest_;
        case 1:
            return b.shiftUp(cols_) & board_;
        case 2:
            return b.shiftUp(cols_ + 1) & notWest_ & board_;
        default:
            return b.shiftUp(cols_ - 1) & notEast_ & board_;
        }
    }

  private:
    BB mark_[2];
    BB board_, notWest_, notEast_;
    uint64_t hash_ = 0;
    uint8_t rows_, cols_, k_;
    Side stm_ = Side::First;
};

static_assert(Game<TicTacToe>);

} // namespace gametree
