// A proof tree (core/proof/proof_tree.hpp) as a list of its nodes, each
// position once: the source of the text certificate that
// tools/check_certificate.py checks without this program (docs/formats.md,
// "The 6x6 certificate"), of the leaves in plain lines and in MCGS's input
// format, of a Graphviz picture of the tree's top, and of the count of leaves
// below each node.
//
// The nodes are those walkProof visits, in the same order: depth first from
// the root, the loser's replies in move-generation order, each position once
// under its proof key (the board's symmetries, and a colour swap with the side
// to move). A node keeps the position as the walk first reached it; its move
// is in that position's own frame.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/clobber/clobber.hpp"
#include "proof/proof_tree.hpp"

namespace gametree {

struct CertificateNode {
    enum class Kind : uint8_t {
        Win,  // the mover wins with move
        Loss, // the mover loses: each reply leads to a Win node
        Leaf, // the mover loses, as a solver proves
    };
    Clobber<1> pos;
    Kind kind;
    ClobberMove move{};         // of a Win node
    std::vector<uint32_t> next; // Win: the node after move; Loss: the node after each reply
    int ply = 0;                // plies from the root where the walk first reached it
};

struct ProofCertificate {
    std::string error; // set when the tree is no complete proof of one root
    Side winner = Side::First;
    std::vector<CertificateNode> nodes; // nodes[0] is the root
    std::size_t wins = 0, losses = 0, leaves = 0;
};

// The nodes of a proof of its root (fullPlies 0) whose walk finds no flaw.
ProofCertificate certificateOf(const ProofTree& tree);

// The text certificate: a header line "clobber-certificate 1 RxC black-wins"
// (or white-wins), comment lines starting with '#', then one line a node in
// the order of nodes: "POSITION MOVE", "POSITION -" or "POSITION leaf", the
// position as proofLine writes it.
std::string certificateText(const ProofCertificate& c);

// The leaves, one proofLine each, in the order of the nodes (that of
// `gametree verify-proof --list-leaves`).
std::string certificateLeaves(const ProofCertificate& c);

// The leaves as an MCGS input file: each grid (X Black, O White, '.' empty,
// rows top first split by '|') followed by "{B loss}" or "{W loss}", the
// result MCGS must find for the side to move.
std::string certificateLeavesMcgs(const ProofCertificate& c, const std::string& title);

// For each node, how many distinct leaves lie below it (itself, for a leaf).
std::vector<std::size_t> leavesBelow(const ProofCertificate& c);

// A Graphviz digraph of the nodes at most `plies` from the root (by their
// shortest path): the winner's nodes as boxes, the loser's as ellipses, the
// moves on the edges, the count of leaves below in each node.
std::string certificateDot(const ProofCertificate& c, int plies);

} // namespace gametree
