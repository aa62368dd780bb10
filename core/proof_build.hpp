// Building a proof book: the proof tree of a position (core/proof_tree.hpp),
// grown until the shipped solver proves each leaf on its own within a small
// node budget.
//
// At a node of the winner, a large solver (its table shared by every solve of
// the build) finds a winning move. The loser's node that move leads to is a
// leaf if a fresh small solver, as the engine has, proves it lost within the
// budget; else every reply of the loser is a winner's node in turn.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "proof_tree.hpp"

namespace gametree {

struct BookProgress {
    std::size_t entries = 0, leaves = 0;
    uint64_t nodes = 0; // of every solve so far
    double seconds = 0;
};

struct BookOptions {
    uint32_t leafNodes = 200'000;                       // a leaf is proven within this
    std::size_t tableBytes = std::size_t{1} << 30;      // the large solver's table
    std::size_t leafTableBytes = std::size_t{16} << 20; // the engine's table size
    std::function<void(const BookProgress&)> progress;
};

// The book of root, or nothing with the reason in error.
std::optional<ProofTree> buildProofBook(const Clobber<1>& root, const BookOptions& options,
                                        std::string& error);

// Whether a fresh solver with the given table proves pos lost for its mover
// within the node budget.
bool provenLostWithin(const Clobber<1>& pos, uint64_t nodes, std::size_t tableBytes);

} // namespace gametree
