// A proof tree of a Clobber position: at each node of the winning side one
// winning move, at each node of the losing side every reply, down to leaves
// the solver proves on its own. The proof book shipped with the program
// (core/proof/proof_book.hpp) and the proof that `gametree prove` assembles from
// separate jobs (core/proof/proof_jobs.hpp) are both this.
//
// Only the winner's nodes are stored: a sorted list of exact position keys
// (core/proof/proof_key.hpp), each with its winning move and whether the position
// that move leads to is expanded (all the loser's replies are in the tree
// too) or is a leaf (the loser to move, proven lost by a solve). A loser's
// node is implied by its parent's entry.
//
// File format, little-endian (docs/performance.md, "Proofs and books"):
//   offset size
//   0      8    magic "GTPROOF" then the format version 1
//   8      1    rows of the board
//   9      1    columns
//   10     1    root: side to move (0 Black, 1 White)
//   11     1    bits 0-6, full-width plies F: 0 for the proof tree of the
//                root; an opening book (F > 0) holds the proof tree of every
//                position F plies from the root. Bit 7: the book also
//                answers the winner's errors there (every losing move of
//                the mover at a position F plies in that it wins leads to a
//                winner's entry, with its proof tree, which the walk takes in)
//   12     4    N, the number of entries
//   16     8    root: Black's discs, bit r * cols + c (row 0 at the bottom)
//   24     8    root: White's discs
//   32     4    leaf budget: solver nodes each leaf was proven within (0: none)
//   36     1    leaf discs: every leaf has at most this many (0: no cut)
//   37     1    reach discs: leaves of at most this many discs were not
//                checked against the budget (0: every leaf was)
//   38     2    bits 0-14, hint budget in thousands of nodes: entries after
//                the replies at a leaf whose winning move the engine's fresh
//                solver past the book does not prove within it (0: no
//                hints). Bit 15: hints only at the leaves below the answers
//                to errors (with bit 7 of byte 11)
//   40     8N   keys, strictly ascending
//   40+8N  2N   entries: bits 0-7 the move (ProofFrame::packMove), bit 8 set
//                when the position after the move is expanded; others 0
// 40 + 10N bytes in all.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "proof/proof_key.hpp"

namespace gametree {

// The first bytes of a proof file: "GTPROOF" and the format version.
inline constexpr std::string_view kProofFileMagic{"GTPROOF\x01", 8};

// Full-width plies of an opening book: its roots number some thousands at 2
// plies on 6x5, and grow about twenty-fold with each ply.
inline constexpr int kProofMaxFullPlies = 4;

struct ProofMove {
    ClobberMove move;
    bool expanded; // the loser's replies after move are in the tree
};

class ProofTree {
  public:
    explicit ProofTree(const Clobber<1>& root, uint32_t leafBudget = 0, int fullPlies = 0,
                       int leafDiscs = 0, int reachDiscs = 0, uint32_t hintNodes = 0,
                       bool answersErrors = false, bool hintsAfterErrorsOnly = false)
        : root_(root), frame_(root.rows(), root.cols()), leafBudget_(leafBudget),
          fullPlies_(fullPlies), leafDiscs_(leafDiscs), reachDiscs_(reachDiscs),
          hintNodes_(hintNodes / 1000 * 1000), answersErrors_(answersErrors),
          hintsAfterErrorsOnly_(hintsAfterErrorsOnly) {}

    const Clobber<1>& root() const { return root_; }
    const ProofFrame& frame() const { return frame_; }
    uint32_t leafBudget() const { return leafBudget_; }
    // 0 for a proof of the root; F for an opening book, the proofs of every
    // position F plies from the root.
    int fullPlies() const { return fullPlies_; }
    int leafDiscs() const { return leafDiscs_; }
    int reachDiscs() const { return reachDiscs_; }
    uint32_t hintNodes() const { return hintNodes_; }
    // An opening book that also answers its roots' winners' losing moves.
    bool answersErrors() const { return answersErrors_; }
    // Its hints are only at the leaves below those answers.
    bool hintsAfterErrorsOnly() const { return hintsAfterErrorsOnly_; }
    // The largest hint budget the header holds, in nodes.
    static constexpr uint32_t kMaxHintNodes = 0x7FFF * 1000;
    std::size_t size() const { return keys_.size(); }

    // The stored winning move of pos, a position of this tree's board, in
    // pos's own frame; nothing if pos has no entry.
    std::optional<ProofMove> find(const Clobber<1>& pos) const;
    bool contains(const Clobber<1>& pos) const { return find(pos).has_value(); }

    // Adds or replaces the entry of pos. Entries added this way are searched
    // linearly until sort() is called.
    void add(const Clobber<1>& pos, ClobberMove move, bool expanded);
    void sort();

    // The raw entries (key, packed move and flag), for merging books: addRaw
    // keeps an entry the tree already has, but marks it expanded when the
    // new one holds the same move expanded.
    template <class F>
    void forEachEntry(F&& f) const {
        for (std::size_t i = 0; i < keys_.size(); ++i) f(keys_[i], values_[i]);
    }
    void addRaw(uint64_t key, uint16_t value);

    std::string serialize() const;
    // A tree from file bytes; on failure nothing, with the reason in error.
    static std::optional<ProofTree> parse(std::string_view bytes, std::string& error);

  private:
    Clobber<1> root_;
    ProofFrame frame_;
    uint32_t leafBudget_;
    int fullPlies_;
    int leafDiscs_, reachDiscs_;
    uint32_t hintNodes_;
    bool answersErrors_;
    bool hintsAfterErrorsOnly_;
    std::vector<uint64_t> keys_;
    std::vector<uint16_t> values_;
    std::size_t sorted_ = 0; // keys_[0, sorted_) are sorted, the rest appended
};

// The structure of a proof, checked without solving: which side it proves
// wins the root, and the leaves still to be proven lost by a solver.
struct ProofWalk {
    std::string error;         // empty when the structure is complete
    Side winner = Side::First; // of the root, in a proof of the root (fullPlies 0)
    std::size_t roots = 0;     // positions proven: 1, or those fullPlies from the root
    std::size_t winnerNodes = 0, loserNodes = 0;
    std::size_t errorsAnswered = 0; // a root's winner's moves with an entry after them
    std::vector<Clobber<1>> leaves; // loser to move; each position once
    int deepestLeaf = 0;            // plies from the root
};

// Walks the tree from its root: every move of the loser must have an entry,
// every entry's move must be legal; an expanded entry's replies are walked in
// turn. A root with an entry is a win for its mover, one without is a loss
// (then every root move needs an entry). An opening book is walked from each
// position fullPlies from the root in turn, as a root; one that answers
// errors, also from each entry one move from a root it wins.
ProofWalk walkProof(const ProofTree& tree);

// The compact one-line text of a position: rows top first, separated by '/',
// then ':' and the side to move, as in "BWB/WBW:B".
std::string proofLine(const Clobber<1>& pos);
std::optional<Clobber<1>> parseProofLine(std::string_view text, std::string& error);

} // namespace gametree
