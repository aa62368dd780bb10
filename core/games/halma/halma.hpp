// Halma for two players: the position, move generation, make/unmake, the end
// of the game and the Zobrist hash.
//
// The rules, as this engine plays them:
// - Square boards of 8x8 (10 pieces a side), 10x10 (15) or 16x16 (19).
//   Squares are numbered row * cols + col from the bottom-left, as in Clobber.
// - A camp is the squares nearest a corner, in rows counted from the corner:
//   8x8: 4,3,2,1; 10x10: 5,4,3,2,1; 16x16: 5,5,4,3,2. Black (Side::First)
//   starts in the bottom-left camp (a1) and heads for the top-right one;
//   White starts top-right and heads for the bottom-left. Black moves first.
// - A move is a step to one of the 8 neighbouring empty squares, or a chain of
//   jumps, each over one adjacent piece of either colour (8 directions) onto
//   the empty square directly beyond. The chain may stop after any jump and
//   never ends where it started. A destination reachable by several chains is
//   one move.
// - A piece in its goal camp may only move to a square of the goal camp (it
//   may leave the camp in the middle of a chain). Entering the goal is
//   therefore for good, which also bounds the search for repetitions below.
// - A side wins when every square of its goal camp is occupied and at least
//   one of them holds its own piece: pieces left at home (spoilers) count as
//   filling the opponent's goal, so they cannot block it forever. After a
//   move the mover is checked first.
// - A draw: the same position with the same side to move for the third time,
//   or no winner after the size's ply limit (kHalmaPlyLimit*).
// - A side to move without a legal move (only in made-up positions) loses,
//   the convention the searches already use for an empty move list.
//
// Jump destinations are found by a flood over bitboards (HalmaJumps): from
// the squares reached so far, for each direction, those with an occupied
// neighbour and an empty square beyond, shifted onto it. make/unmake keep a
// fixed-size record of the game's hashes for the repetition rule, so a
// position is a few KiB and copying it is rare; the searches make and unmake.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <vector>

#include "base/bits.hpp"
#include "base/game.hpp"
#include "base/zobrist.hpp"

namespace gametree {

// A Halma move: the square the piece leaves and the square it stops on. Two
// bytes, so that the transposition table can pack it into 16 bits.
// No default member initializers: move lists of 1349 would be cleared at
// every node. HalmaMove{} is still {0, 0}.
struct HalmaMove {
    uint8_t from;
    uint8_t to;
    friend constexpr bool operator==(HalmaMove, HalmaMove) = default;
};
static_assert(sizeof(HalmaMove) == 2, "the transposition table packs moves into 16 bits");

constexpr bool isHalmaSize(int size) { return size == 8 || size == 10 || size == 16; }

// Ply limits: a game without a winner by then is a draw. Two alpha-beta
// searches of depth 2 with the default heuristic finish 8x8 in about 70
// plies and 16x16 in about 260 (the longest seen, 463, after a long stand-off
// of the last stragglers); the limits leave room for that and for weaker
// play, yet stop two shufflers, and keep the game record small.
inline constexpr int kHalmaPlyLimit8 = 200;
inline constexpr int kHalmaPlyLimit10 = 300;
inline constexpr int kHalmaPlyLimit16 = 600;

// What depends on the board's size only, computed at compile time.
struct HalmaGeometry {
    using BB = Bits<4>;
    int size = 0;
    int pieces = 0; // per side, the squares of a camp
    int plyLimit = 0;
    BB board;
    BB camp[2]; // home camps: Black's bottom-left, White's top-right
    // The 8 directions: N, S, E, W, NE, NW, SE, SW, as square offsets, and the
    // squares from which a jump that way stays on the board (no wrapping
    // round the side edges, no leaving at the top or bottom).
    int step[8] = {};
    BB canJump[8];
    std::array<BB, 256> around{}; // the up to 8 neighbours of each square
};

constexpr HalmaGeometry makeHalmaGeometry(int size) {
    HalmaGeometry g;
    g.size = size;
    g.plyLimit = size == 8 ? kHalmaPlyLimit8 : size == 10 ? kHalmaPlyLimit10 : kHalmaPlyLimit16;
    // Camp rows counted from the corner.
    constexpr int rows8[] = {4, 3, 2, 1, 0}, rows10[] = {5, 4, 3, 2, 1}, rows16[] = {5, 5, 4, 3, 2};
    const int* rows = size == 8 ? rows8 : size == 10 ? rows10 : rows16;
    g.board = HalmaGeometry::BB::firstN(size * size);
    for (int r = 0; r < 5; ++r) {
        for (int c = 0; c < rows[r]; ++c) {
            g.camp[0].set(r * size + c);
            g.camp[1].set(size * size - 1 - (r * size + c)); // the camp turned half a circle
            ++g.pieces;
        }
    }
    constexpr int dr[8] = {1, -1, 0, 0, 1, 1, -1, -1}, dc[8] = {0, 0, 1, -1, 1, -1, 1, -1};
    for (int d = 0; d < 8; ++d) g.step[d] = dr[d] * size + dc[d];
    auto on = [size](int r, int c) { return r >= 0 && r < size && c >= 0 && c < size; };
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            for (int d = 0; d < 8; ++d) {
                if (on(r + dr[d], c + dc[d]))
                    g.around[std::size_t(r * size + c)].set((r + dr[d]) * size + c + dc[d]);
                if (on(r + 2 * dr[d], c + 2 * dc[d])) g.canJump[d].set(r * size + c);
            }
        }
    }
    return g;
}

inline constexpr HalmaGeometry kHalma8 = makeHalmaGeometry(8);
inline constexpr HalmaGeometry kHalma10 = makeHalmaGeometry(10);
inline constexpr HalmaGeometry kHalma16 = makeHalmaGeometry(16);

// The jump graph of one position: square x has a jump in direction d when
// x + d is occupied and x + 2d is empty. A piece's chains stop on exactly the
// squares of the graph's components that its first jumps land in, so the
// components are flooded once per position and shared by every piece.
//
// The graph keeps the moving piece on its square. The rules lift it off, but
// that changes nothing: jumps keep the parity of row and column, so no chain
// lands next to the origin to jump over it, and a chain back through the
// origin only reaches what the origin's own first jumps reach.
class HalmaJumps {
  public:
    using BB = Bits<4>;

    HalmaJumps(const HalmaGeometry& g, const BB& occupied) : g_(g) {
        const BB free = g.board - occupied;
        for (int d = 0; d < 8; ++d) {
            edge_[d] = back(occupied, g.step[d]) & back(free, 2 * g.step[d]) & g.canJump[d];
            anyEdge_ |= edge_[d];
        }
    }

    // Whether x has a jump in direction d, and where it lands.
    bool has(int x, int d) const { return edge_[d].test(x); }
    int landing(int x, int d) const { return x + 2 * g_.step[d]; }

    // Every square a chain of jumps from sq can stop on (not sq itself).
    BB reach(int sq) {
        BB out;
        for (int d = 0; d < 8; ++d)
            if (has(sq, d) && !out.test(landing(sq, d))) out |= component(landing(sq, d));
        return out;
    }

  private:
    // b moved by -off squares: the squares whose neighbour at +off is in b.
    static BB back(const BB& b, int off) { return off > 0 ? b.shiftDown(off) : b.shiftUp(-off); }

    // The squares reachable from the empty square sq, flooded in bulk.
    BB component(int sq) {
        BB reached;
        for (int i = 0; i < count_; ++i) {
            if ((known_[i][sq >> 6] >> (sq & 63)) & 1) {
                for (int k = 0; k < 4; ++k) reached.w[k] = known_[i][k];
                return reached;
            }
        }
        reached = BB::square(sq);
        if (!anyEdge_.test(sq)) return reached; // the most common component: one square
        // Directions in HalmaGeometry's order: N, S, E, W, NE, NW, SE, SW.
        const int up = 2 * g_.size;
        for (BB frontier = reached; frontier.any();) {
            const BB next =
                (frontier & edge_[0]).shiftUp(up) | (frontier & edge_[1]).shiftDown(up) |
                (frontier & edge_[2]).shiftUp(2) | (frontier & edge_[3]).shiftDown(2) |
                (frontier & edge_[4]).shiftUp(up + 2) | (frontier & edge_[5]).shiftUp(up - 2) |
                (frontier & edge_[6]).shiftDown(up - 2) | (frontier & edge_[7]).shiftDown(up + 2);
            frontier = next - reached;
            reached |= frontier;
        }
        if (count_ < kKnown)
            for (int k = 0; k < 4; ++k) known_[count_][k] = reached.w[k];
        count_ += count_ < kKnown;
        return reached;
    }

    // Components found so far, as plain words: a Bits array would be cleared
    // on every construction, and a position rarely has more.
    static constexpr int kKnown = 24;
    const HalmaGeometry& g_;
    BB edge_[8];
    BB anyEdge_; // squares with a jump in any direction
    int count_ = 0;
    uint64_t known_[kKnown][4];
};

class Halma {
  public:
    using BB = Bits<4>;
    using Move = HalmaMove;
    // A piece has at most 8 steps, and its jumps land on squares an even
    // number of rows and columns away: at most 63 others on 16x16.
    static constexpr int kMaxPieces = 19;
    static constexpr int kMaxMoves = kMaxPieces * (8 + 63);
    using Moves = MoveList<Move, kMaxMoves>;
    static constexpr int kMaxPlyLimit = kHalmaPlyLimit16;
    static constexpr int kRecordSize = kMaxPlyLimit + 1;

    // An empty board, Black to move; the caller checks isHalmaSize(size).
    explicit Halma(int size) : geo_(geometry(size)) { newRecord(); }

    // The standard start: both camps full, Black to move.
    static Halma start(int size) {
        Halma p(size);
        for (Side s : {Side::First, Side::Second})
            for (BB b = p.camp(s); b.any();) p.put(b.popLowest(), s);
        return p;
    }

    int size() const { return geo_->size; }
    int rows() const { return geo_->size; }
    int cols() const { return geo_->size; }
    int squares() const { return geo_->size * geo_->size; }
    int piecesPerSide() const { return geo_->pieces; }
    int plyLimit() const { return geo_->plyLimit; }
    const HalmaGeometry& geometry() const { return *geo_; }
    const BB& pieces(Side s) const { return piece_[index(s)]; }
    BB occupied() const { return piece_[0] | piece_[1]; }
    BB empty() const { return geo_->board - occupied(); }
    const BB& camp(Side s) const { return geo_->camp[index(s)]; }
    const BB& goal(Side s) const { return geo_->camp[index(opponent(s))]; }
    Side sideToMove() const { return stm_; }
    uint64_t hash() const { return hash_; }
    // Plies played since the position was set up (put, setSideToMove).
    int plies() const { return plies_; }

    // Places a piece of side s on an empty square (at most piecesPerSide() a
    // side, which kMaxMoves relies on); starts a new game record.
    void put(int sq, Side s) {
        piece_[index(s)].set(sq);
        hash_ ^= zobrist::piece(s, sq);
        newRecord();
    }
    void setSideToMove(Side s) {
        if (s != stm_) hash_ ^= zobrist::sideKey();
        stm_ = s;
        newRecord();
    }

    // Whether side s has won: its goal camp full, one of its own pieces in it.
    bool hasWon(Side s) const {
        const BB& g = goal(s);
        return (occupied() & g) == g && (piece_[index(s)] & g).any();
    }

    Result result() const {
        const Side mover = opponent(stm_);
        if (hasWon(mover)) return winFor(mover);
        if (hasWon(stm_)) return winFor(stm_);
        if (third_[std::size_t(plies_)] || plies_ >= geo_->plyLimit) return Result::Draw;
        if (!hasMove()) return winFor(mover);
        return Result::Ongoing;
    }

    // Moves in a fixed order: by the square the piece leaves, lowest first,
    // then by destination, lowest first.
    void generate(Moves& list) const {
        const BB free = empty();
        HalmaJumps jumps(*geo_, occupied());
        for (BB mine = piece_[index(stm_)]; mine.any();) {
            const int from = mine.popLowest();
            for (BB to = targets(from, free, jumps); to.any();)
                list.push(Move{uint8_t(from), uint8_t(to.popLowest())});
        }
    }

    int countMoves() const {
        const BB free = empty();
        HalmaJumps jumps(*geo_, occupied());
        int n = 0;
        for (BB mine = piece_[index(stm_)]; mine.any();)
            n += targets(mine.popLowest(), free, jumps).count();
        return n;
    }

    void make(Move m) {
        const Side us = stm_;
        piece_[index(us)].reset(m.from);
        piece_[index(us)].set(m.to);
        hash_ ^= zobrist::piece(us, m.from) ^ zobrist::piece(us, m.to) ^ zobrist::sideKey();
        stm_ = opponent(us);
        assert(plies_ + 1 < kRecordSize && "make() past the ply limit of 16x16");
        const std::size_t p = std::size_t(++plies_);
        seen_[p] = hash_;
        // Entering the goal camp cannot be undone, so no earlier position can
        // come back; positions with the other side to move never match.
        since_[p] = goal(us).test(m.to) && !goal(us).test(m.from) ? uint16_t(p) : since_[p - 1];
        // Two plies back the mover's own piece stood elsewhere: start at four.
        int repeats = 0;
        for (int k = int(p) - 4; k >= since_[p] && repeats < 2; k -= 2)
            repeats += seen_[std::size_t(k)] == hash_;
        third_[p] = repeats >= 2;
    }

    void unmake(Move m) {
        --plies_;
        stm_ = opponent(stm_);
        piece_[index(stm_)].set(m.from);
        piece_[index(stm_)].reset(m.to);
        hash_ ^= zobrist::piece(stm_, m.from) ^ zobrist::piece(stm_, m.to) ^ zobrist::sideKey();
    }

    // The hash computed from scratch; equals hash() whenever the position is sound.
    uint64_t computeHash() const {
        uint64_t h = stm_ == Side::Second ? zobrist::sideKey() : 0;
        for (Side s : {Side::First, Side::Second})
            for (BB b = piece_[index(s)]; b.any();) h ^= zobrist::piece(s, b.popLowest());
        return h;
    }

    // The squares of one shortest chain of jumps from m.from to m.to, both
    // included; {from, to} for a step; empty if no chain joins them. For
    // drawing the move; it allocates, so keep it off the search's path.
    std::vector<int> jumpPath(Move m) const {
        if (geo_->around[m.from].test(m.to)) return {m.from, m.to};
        const HalmaJumps jumps(*geo_, occupied());
        std::array<int, 256> parent;
        parent.fill(-1);
        parent[m.from] = m.from;
        std::vector<int> queue{m.from};
        for (std::size_t i = 0; i < queue.size() && parent[m.to] < 0; ++i) {
            for (int d = 0; d < 8; ++d) {
                if (!jumps.has(queue[i], d)) continue;
                const std::size_t sq = std::size_t(jumps.landing(queue[i], d));
                if (parent[sq] >= 0) continue;
                parent[sq] = queue[i];
                queue.push_back(int(sq));
            }
        }
        if (parent[m.to] < 0) return {};
        std::vector<int> path{m.to};
        while (path.back() != m.from) path.push_back(parent[std::size_t(path.back())]);
        return {path.rbegin(), path.rend()};
    }

    // The same board and side to move; the game records may differ.
    friend bool operator==(const Halma& a, const Halma& b) {
        return a.geo_ == b.geo_ && a.stm_ == b.stm_ && a.piece_[0] == b.piece_[0] &&
               a.piece_[1] == b.piece_[1];
    }

  private:
    static const HalmaGeometry* geometry(int size) {
        assert(isHalmaSize(size));
        return size == 8 ? &kHalma8 : size == 10 ? &kHalma10 : &kHalma16;
    }

    void newRecord() {
        plies_ = 0;
        seen_[0] = hash_;
        since_[0] = 0;
        third_[0] = false;
    }

    // Every destination of the piece on `from`.
    BB targets(int from, const BB& free, HalmaJumps& jumps) const {
        const BB reached = (geo_->around[std::size_t(from)] & free) | jumps.reach(from);
        const BB& g = goal(stm_);
        return g.test(from) ? reached & g : reached;
    }

    // Whether the side to move has a move. Nearly always some piece outside
    // its goal has an empty neighbour; else ask each piece.
    bool hasMove() const {
        const BB free = empty();
        const BB& mine = piece_[index(stm_)];
        for (BB b = mine - goal(stm_); b.any();)
            if ((geo_->around[std::size_t(b.popLowest())] & free).any()) return true;
        HalmaJumps jumps(*geo_, occupied());
        for (BB b = mine; b.any();)
            if (targets(b.popLowest(), free, jumps).any()) return true;
        return false;
    }

    BB piece_[2];
    const HalmaGeometry* geo_;
    uint64_t hash_ = 0;
    Side stm_ = Side::First;
    int plies_ = 0;
    // The game record, indexed by ply: the hash, the first ply whose position
    // could equal this one, and whether this is its third occurrence.
    std::array<uint64_t, kRecordSize> seen_;
    std::array<uint16_t, kRecordSize> since_;
    std::array<bool, kRecordSize> third_;
};

static_assert(Game<Halma>);

} // namespace gametree
