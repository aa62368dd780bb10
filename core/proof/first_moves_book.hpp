// The book of every first move: one opening book (ProofTree with fullPlies
// 1) that proves the position after each first move from a board's start,
// joined from the proofs that decide them. A first move that wins is proven
// by a proof of the start (its positions after the winning move are the
// loser's) or of the position after it; a first move that loses by a proof
// of the position after it, or of the one after it and the opponent's
// winning reply (a refutation), whose reply becomes the entry of the
// position after the first move. Together they play the board perfectly
// from either side: the 6x6 book of data/book/ holds e1e2's proof and the
// 14 refutations of the other first moves (docs/clobber-6x6.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "proof/proof_tree.hpp"

namespace gametree {

// Joins proofs of one board (each a complete proof of its root, fullPlies
// 0, all of one leaf budget, leaf and reach discs; several parts of one
// root may be given, as `book --merge` joins them) into the opening book of
// the start's first moves: every position one ply from the start proven,
// keeping only the entries a walk from those positions meets. A proof's
// root is the start, a position one ply from it, or one two plies from it
// (exactly, not up to symmetry) that the reply's side wins. Nothing, with the reason in error,
// if a proof is of another kind or root, or if some first move is left
// unproven.
std::optional<ProofTree> joinFirstMoves(const std::vector<ProofTree>& proofs, std::string& error);

} // namespace gametree
