// Building a proof book: the proof tree of a position (core/proof/proof_tree.hpp),
// grown until the shipped solver proves each leaf on its own within a small
// node budget.
//
// At a node of the winner, a large solver (its table shared by every solve of
// the build) finds a winning move. The loser's node that move leads to is a
// leaf if a fresh small solver, as the engine has, proves it lost within the
// budget (if there is one) and it has at most leafDiscs discs (if that is
// set); else every reply of the loser is a winner's node in turn. Down at
// reachDiscs the budget is not checked: the engine's solver reaches there.
// With hintNodes, each reply at a leaf after which a fresh small solver does
// not prove the winner's move within that many nodes gets an entry too (a
// hint: its move, outside the walked proof), so that the engine, which has
// about that many nodes at 100 ms a move, never has to find it alone.
//
// An opening book (fullPlies > 0) holds that tree for every position
// fullPlies from the root, one after another, in one set of entries: a
// position two of them reach keeps the move it got first. With answerErrors,
// at each of those positions that its mover wins, every move of the mover
// that throws the win away leads to a winner's node too: the opponent, who
// then wins, finds the punishing move in the book (an opponent that errs
// there is the one the engine most needs to punish, and the position is a
// ply past the book's roots, beyond its proof).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "proof/proof_book.hpp"
#include "proof/proof_tree.hpp"

namespace gametree {

struct BookProgress {
    std::size_t entries = 0, leaves = 0;
    std::size_t roots = 0, rootsDone = 0; // positions to prove, and proven
    std::size_t hints = 0;
    std::size_t errorsAnswered = 0; // the roots' winners' losing moves
    uint64_t nodes = 0;             // of every solve so far
    double seconds = 0;
};

struct BookOptions {
    uint32_t leafNodes = 200'000;      // a leaf is proven within this (0: no budget)
    int leafDiscs = 0;                 // and has at most this many discs (0: no cut)
    int reachDiscs = 0;                // a loser's node of at most this many is a leaf unchecked
    uint32_t hintNodes = 0;            // hints after a leaf's replies not proven within this
    int fullPlies = 0;                 // > 0: an opening book
    bool answerErrors = false;         // and the winner's losing moves at its roots answered
    bool hintsAfterErrorsOnly = false; // hints only at the leaves below those answers
    int part = 1, parts = 1; // of an opening book's roots: every parts-th from the part-th
    std::size_t tableBytes = std::size_t{1} << 30;      // the large solver's table
    std::size_t leafTableBytes = std::size_t{16} << 20; // the engine's table size
    std::size_t hintTableBytes = kPastBookTableBytes;   // its solver's past the book
    std::function<void(const BookProgress&)> progress;
};

// The book of root, or nothing with the reason in error.
std::optional<ProofTree> buildProofBook(const Clobber<1>& root, const BookOptions& options,
                                        std::string& error);

// The hints (options.hintNodes, options.hintsAfterErrorsOnly) that
// buildProofBook would add, added to a built book without hints instead:
// its trees are walked, their moves taken from it, and only the replies at
// their leaves tried and, where the budget does not prove them, solved with
// a table of options.tableBytes. Below the answers to errors every leaf the
// walk meets gets them, also where the build came first by another way. In
// one part (options.parts 1) the whole book; in part K of N the new entries
// below every N-th root from the K-th alone, to be merged with the book and
// the other parts. Nothing, with the reason in error, on a bad request.
std::optional<ProofTree> addBookHints(const ProofTree& book, const BookOptions& options,
                                      std::string& error);

// A proof (a book, or the proof `gametree prove` assembles, whose leaves a
// large solve proved) made a book the engine can play past: its moves are
// kept, and each of its leaves that a fresh solver with the engine's table
// does not prove lost within options.leafNodes is grown as buildProofBook
// grows its trees, down to leaves proven within that budget. In part K of N
// (options.part, options.parts) only every N-th leaf from the K-th, in the
// walk's order, is grown; the parts are joined by mergeBooks. Nothing, with
// the reason in error, if the proof is not complete or not a proof of its
// root, or on a bad request.
std::optional<ProofTree> extendProofBook(const ProofTree& proof, const BookOptions& options,
                                         std::string& error);

// The union of books of the same root and kind (the parts of a split
// build): where two hold a position, the first one's move is kept, and its
// line is complete in that book; where they hold the same move, it is
// expanded if it is in either (the part that grew below it holds the
// subtree). Nothing, with the reason in error, if they
// differ in kind; a book without hints may join parts with hints of one
// kind (addBookHints), and the union has them. A union that is a proof of
// its root without hints keeps only the entries a walk from the root meets.
std::optional<ProofTree> mergeBooks(const std::vector<ProofTree>& parts, std::string& error);

// The distinct positions (up to symmetry: keys of frame, collected in seen)
// plies moves from pos, appended to out in the order of move generation.
void positionsAt(const Clobber<1>& pos, int plies, const ProofFrame& frame,
                 std::unordered_set<uint64_t>& seen, std::vector<Clobber<1>>& out);

// Whether a fresh solver with the given table proves pos lost for its mover
// within the node budget.
bool provenLostWithin(const Clobber<1>& pos, uint64_t nodes, std::size_t tableBytes);
bool provenWonWithin(const Clobber<1>& pos, uint64_t nodes, std::size_t tableBytes);

} // namespace gametree
