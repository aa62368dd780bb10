// The proof books shipped with the program: proof trees (core/proof/proof_tree.hpp)
// of the start positions of small boards, built by `gametree book` into
// data/book/ and compiled into the core library (cmake/embed_books.cmake), so
// the command-line program and the page both play the start perfectly and
// answer "who wins?" at once. docs/performance.md lists the books.
//
// A position with an entry is won by its mover with the entry's move; one
// whose every move leads to an entry is lost for its mover. A book is found
// for its own board and for the board turned a quarter (5x6 uses 6x5's).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "games/clobber/clobber.hpp"
#include "proof/proof_tree.hpp"

namespace gametree {

struct EmbeddedBook {
    std::string_view name;
    std::span<const unsigned char> bytes;
};
// Generated from data/book/*.book at build time.
std::span<const EmbeddedBook> embeddedBooks();

// The parsed proofs of start positions (fullPlies 0); a book that fails to
// parse is left out.
std::span<const ProofTree> proofBooks();
// The parsed opening books: the proofs of every position a few plies from
// the start (fullPlies > 0), down to a disc count (docs/performance.md,
// "Proofs and books").
std::span<const ProofTree> openingBooks();

// The book of a board, in the book's orientation, or null.
const ProofTree* bookFor(int rows, int cols);
const ProofTree* openingBookFor(int rows, int cols);

struct BookAnswer {
    bool moverWins = false;
    ClobberMove move{}; // the winning move, when the mover wins
};

// What the books prove about pos (the proof of the start, then the opening
// book), or nothing.
std::optional<BookAnswer> probeBook(const Clobber<1>& pos);
template <int W>
std::optional<BookAnswer> probeBook(const Clobber<W>&) {
    return std::nullopt; // books only hold boards of at most 40 squares
}

// The node budget within which a book's leaves were proven, for a board that
// has a book; 0 for others. Beyond the book's end a fresh solver proves the
// positions of its lines within about this much.
uint32_t bookLeafBudget(int rows, int cols);

// The table of the engine's fresh solver past a book's lines
// (core/engine/clobber_book_move.hpp). A book's hints are tried with a table of the
// same size, so that the nodes the build counts are the engine's own.
inline constexpr std::size_t kPastBookTableBytes = std::size_t{4} << 20;

} // namespace gametree
