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
#include <string>
#include <string_view>
#include <vector>

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

// Adds a book of a board's start, with either side to move (its proof,
// fullPlies 0, or an opening book) at run time, kept for the program's life, as if it were
// embedded: the page fetches the 6x6 deep book (data/book/clobber-6x6-deep.book, megabytes) rather
// than carrying it in its module. name is the book's file name without ".book"; a book of that name
// added before is replaced. Returns an error message naming the problem (the bytes do not parse, or
// are not a book of a board's start), or empty. Not to be called while a
// solve reads the books.
std::string addBook(std::string_view name, std::string_view bytes);

// The proofs of a board's start (embedded or added), in their own
// orientation, from the fewest entries to the most: a deep book holds the
// proof it grew from and more below it.
std::vector<const ProofTree*> booksFor(int rows, int cols);
// The largest of them, which answers every position the smaller ones do, or
// null.
const ProofTree* bookFor(int rows, int cols);
// The opening books of a board (embedded or added), from the fewest entries
// to the most, and the smallest of them, or null.
std::vector<const ProofTree*> openingBooksFor(int rows, int cols);
const ProofTree* openingBookFor(int rows, int cols);
// Every book of a board: its proofs of the start, then its opening books,
// each from the fewest entries to the most; the order in which they answer.
std::vector<const ProofTree*> allBooksFor(int rows, int cols);

// A book's name: its file's without the extension, "clobber-6x6".
std::string_view bookName(const ProofTree& book);

struct BookAnswer {
    bool moverWins = false;
    ClobberMove move{};    // the winning move, when the mover wins
    std::string_view book; // the name of the book that answered
};

// What the books prove about pos (the smallest proof of the start that holds
// it, then the smallest opening book), or nothing.
std::optional<BookAnswer> probeBook(const Clobber<1>& pos);
template <int W>
std::optional<BookAnswer> probeBook(const Clobber<W>&) {
    return std::nullopt; // books only hold boards of at most 40 squares
}

// A position's place in a proof tree of the books, for a front end that
// shows the proof (the page's proof view).
struct BookReply {
    ClobberMove reply;  // a move of the loser
    ClobberMove answer; // the book's winning answer to it
    bool expanded;      // the loser's replies after answer are in the book; else a leaf
};
struct BookNode {
    enum class Kind {
        Winner, // the mover wins with move
        Loser,  // the mover loses: every move is answered (replies)
        Leaf,   // the mover loses: a leaf of the proof, proven by a solve, not stored
    };
    Kind kind = Kind::Winner;
    std::string_view book;          // the name of the book
    ClobberMove move{};             // Winner: the winning move
    bool expanded = false;          // Winner: the loser's replies after move are in the book
    std::vector<BookReply> replies; // Loser: every legal move, in generation order
};

// Where pos is in the books' proof trees (the smallest proof of the start
// that holds it, a larger one past its leaves, then the opening books), or
// nothing. parent, the position before the move that led to
// pos (null if unknown), tells a leaf: the position after a winner's move
// whose replies the book does not hold. Moves are pos's own (a book of the
// board turned a quarter is mapped back), like probeBook's.
std::optional<BookNode> bookNode(const Clobber<1>& pos, const Clobber<1>* parent);

// The node budget within which a book's leaves were proven, the largest of
// a board's books; 0 for a board without one. Beyond the book's end a fresh solver proves the
// positions of its lines within about this much.
uint32_t bookLeafBudget(int rows, int cols);

// The table of the engine's fresh solver past a book's lines
// (core/engine/clobber_book_move.hpp). A book's hints are tried with a table of the
// same size, so that the nodes the build counts are the engine's own.
inline constexpr std::size_t kPastBookTableBytes = std::size_t{4} << 20;

} // namespace gametree
