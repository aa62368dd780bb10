// Proof and book files (core/proof/proof_tree.hpp) and swindle books
// (core/proof/swindle_book.hpp), read from any bytes: no crash; a file the
// parser accepts is written back byte for byte the same, and its walk
// (walkProof) ends, with an error or with leaves of the tree's board that
// are loser's positions with a move or the game's end.
#include "fuzz_common.hpp"
#include "proof/proof_tree.hpp"
#include "proof/swindle_book.hpp"

using namespace gametree;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    std::string error;
    if (const auto tree = ProofTree::parse(bytes, error)) {
        fuzz::require(tree->serialize() == bytes, "a proof file is not written back the same");
        const ProofWalk w = walkProof(*tree);
        for (const Clobber<1>& leaf : w.leaves)
            fuzz::require(leaf.rows() == tree->root().rows() && leaf.cols() == tree->root().cols(),
                          "a leaf of another board");
        fuzz::require(w.error.empty() || w.leaves.empty(), "an incomplete walk with leaves");
    } else {
        fuzz::require(!error.empty(), "a refused proof file without a reason");
    }
    if (const auto book = SwindleBook::parse(bytes, error))
        fuzz::require(book->serialize() == bytes, "a swindle book is not written back the same");
    else
        fuzz::require(!error.empty(), "a refused swindle book without a reason");
    return 0;
}
