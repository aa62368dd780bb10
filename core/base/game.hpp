// What every game offers the search: the concept `Game`, and the small types
// shared by all games (sides, results, fixed-capacity move lists).
//
// The search is a template over this concept, so the recursion calls inlined,
// non-virtual code. A game is a mutable position: `make` plays a move and
// `unmake` takes it back, both without heap allocation.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>

namespace gametree {

// Player one (Black in Clobber and Halma, X in tic-tac-toe) and player two.
enum class Side : uint8_t { First = 0, Second = 1 };

constexpr Side opponent(Side s) { return s == Side::First ? Side::Second : Side::First; }
constexpr int index(Side s) { return static_cast<int>(s); }

// The state of a game: still going, won by one side, or drawn.
enum class Result : uint8_t { Ongoing, FirstWins, SecondWins, Draw };

constexpr Result winFor(Side s) {
    return s == Side::First ? Result::FirstWins : Result::SecondWins;
}

// A list of moves with a capacity fixed at compile time, kept on the stack.
template <class Move, std::size_t Capacity>
class MoveList {
  public:
    void push(Move m) { moves_[size_++] = m; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    Move& operator[](std::size_t i) { return moves_[i]; }
    const Move& operator[](std::size_t i) const { return moves_[i]; }
    Move* begin() { return moves_.data(); }
    Move* end() { return moves_.data() + size_; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }

  private:
    std::array<Move, Capacity> moves_;
    std::size_t size_ = 0;
};

// The concept the search templates are written against.
//   G::Move        a small value type, equality-comparable
//   G::Moves       a MoveList of G::Move big enough for any position
//   sideToMove()   whose turn it is
//   result()       Ongoing, or how the game ended (called before generating)
//   generate(l)    appends every legal move, in a fixed order
//   make/unmake    play a move and take it back
//   hash()         a Zobrist key of the position, side to move included
template <class G>
concept Game = requires(G g, const G cg, typename G::Move m, typename G::Moves& list) {
    typename G::Move;
    typename G::Moves;
    { cg.sideToMove() } -> std::same_as<Side>;
    { cg.result() } -> std::same_as<Result>;
    { cg.generate(list) } -> std::same_as<void>;
    { g.make(m) } -> std::same_as<void>;
    { g.unmake(m) } -> std::same_as<void>;
    { cg.hash() } -> std::same_as<uint64_t>;
}
&&std::equality_comparable<typename G::Move>;

// Scores. A finished game is worth kWin minus the number of plies it took, so
// a quicker win scores higher and a slower loss scores higher than a quick one.
// Heuristics must stay strictly inside (-kMaxHeuristic, kMaxHeuristic).
inline constexpr int kWin = 1'000'000;
inline constexpr int kMaxPly = 512;
inline constexpr int kMaxHeuristic = kWin - 2 * kMaxPly;
inline constexpr int kInfinity = kWin + 1;

constexpr int winIn(int ply) { return kWin - ply; }
constexpr int lossIn(int ply) { return -kWin + ply; }
constexpr bool isDecisive(int score) { return score > kMaxHeuristic || score < -kMaxHeuristic; }

// The score of a finished game for `me`, `ply` moves below the root.
constexpr int terminalScore(Result r, Side me, int ply) {
    if (r == Result::Draw) return 0;
    return r == winFor(me) ? winIn(ply) : lossIn(ply);
}

} // namespace gametree
