// A swindle book: for each position a few plies from a board's start that its
// mover loses, the move that leaves the opponent the fewest winning replies
// (core/solver/clobber_swindle.hpp), worked out once with full solves and shipped
// with the program like the proof books (core/proof/proof_book.hpp).
//
// Why: at 100 ms a move the engine's solver proves a 6x5 position lost only
// from about 24 discs, so in a lost opening it played its search's move, and
// Fairy-Stockfish, left with twenty or more winning replies, rarely went
// wrong. The move with the fewest winning replies often leaves it one or two
// of thirty, and at 27 discs its search cannot tell them apart
// (docs/performance.md, "Proofs and books").
//
// File format, little-endian:
//   offset size
//   0      8    magic "GTSWNDL" then the format version 1
//   8      1    rows of the board
//   9      1    columns
//   10     1    full-width plies F: the positions F plies from the start
//   11     1    most winning replies: a lost position gets an entry only if
//                some move leaves the opponent at most this many
//   12     4    lost positions F plies from the start (with an entry or not)
//   16     4    N, the number of entries
//   20     4    0
//   24     8N   keys (core/proof/proof_key.hpp), strictly ascending
//   24+8N  2N   bits 0-7 the move (ProofFrame::packMove), bits 8-15 the
//                opponent's winning replies after it
// 24 + 10N bytes in all.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "proof/proof_key.hpp"

namespace gametree {

struct SwindleEntry {
    ClobberMove move;
    int winningReplies; // the opponent's, after move
};

class SwindleBook {
  public:
    SwindleBook(int rows, int cols, int fullPlies, int maxWinning)
        : frame_(rows, cols), turned_(cols, rows), fullPlies_(fullPlies), maxWinning_(maxWinning) {}

    int rows() const { return frame_.rows(); }
    int cols() const { return frame_.cols(); }
    int fullPlies() const { return fullPlies_; }
    int maxWinning() const { return maxWinning_; }
    // Lost positions fullPlies from the start that were counted.
    uint32_t lostPositions() const { return lostPositions_; }
    void setLostPositions(uint32_t n) { lostPositions_ = n; }
    std::size_t size() const { return keys_.size(); }

    // The entry of pos (a position of this board or of it turned a quarter),
    // its move in pos's own frame.
    std::optional<SwindleEntry> find(const Clobber<1>& pos) const;
    // Adds the entry of pos; the first entry of a position is kept.
    void add(const Clobber<1>& pos, ClobberMove move, int winningReplies);

    std::string serialize() const;
    // A book from file bytes; on failure nothing, with the reason in error.
    static std::optional<SwindleBook> parse(std::string_view bytes, std::string& error);
    // The union of the parts of a split build (same board, plies and cap).
    static std::optional<SwindleBook> merge(const std::vector<SwindleBook>& parts,
                                            std::string& error);

  private:
    void addRaw(uint64_t key, uint16_t value);

    ProofFrame frame_, turned_; // of the board, and of it turned a quarter
    int fullPlies_, maxWinning_;
    uint32_t lostPositions_ = 0;
    std::vector<uint64_t> keys_; // ascending, values_ beside them
    std::vector<uint16_t> values_;
};

// The shipped swindle books (data/book/*-swindles.book), parsed.
std::span<const SwindleBook> swindleBooks();

// The shipped books' swindle for pos; nothing if none holds pos or the
// stored move is not legal in it (a damaged book).
std::optional<SwindleEntry> probeSwindleBook(const Clobber<1>& pos);
template <int W>
std::optional<SwindleEntry> probeSwindleBook(const Clobber<W>&) {
    return std::nullopt; // books only hold boards of at most 40 squares
}

} // namespace gametree
