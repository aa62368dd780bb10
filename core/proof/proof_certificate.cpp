#include "proof/proof_certificate.hpp"

#include <algorithm>
#include <bit>
#include <deque>
#include <unordered_map>

#include "games/clobber/clobber_text.hpp"

namespace gametree {

namespace {

using Kind = CertificateNode::Kind;

// The walk of walkProof (core/proof/proof_tree.cpp), keeping the nodes: the
// winner's under one key map, the loser's and the leaves under another.
struct Builder {
    const ProofTree& tree;
    ProofCertificate out;
    std::unordered_map<uint64_t, uint32_t> winners, losers;

    uint32_t add(const Clobber<1>& pos, Kind kind, int ply) {
        out.nodes.push_back({pos, kind, {}, {}, ply});
        return uint32_t(out.nodes.size() - 1);
    }

    uint32_t winner(const Clobber<1>& pos, int ply) {
        const uint64_t key = tree.frame().key(pos).key;
        if (const auto it = winners.find(key); it != winners.end()) return it->second;
        const uint32_t i = add(pos, Kind::Win, ply);
        winners.emplace(key, i);
        ++out.wins;
        const ProofMove e = *tree.find(pos); // the walk found every entry and move sound
        out.nodes[i].move = e.move;
        Clobber<1> next = pos;
        next.make(e.move);
        const uint32_t child = e.expanded ? loser(next, ply + 1) : leaf(next, ply + 1);
        out.nodes[i].next.push_back(child);
        return i;
    }

    uint32_t leaf(const Clobber<1>& pos, int ply) {
        const uint64_t key = tree.frame().key(pos).key;
        if (const auto it = losers.find(key); it != losers.end()) return it->second;
        const uint32_t i = add(pos, Kind::Leaf, ply);
        losers.emplace(key, i);
        ++out.leaves;
        return i;
    }

    uint32_t loser(const Clobber<1>& pos, int ply) {
        const uint64_t key = tree.frame().key(pos).key;
        if (const auto it = losers.find(key); it != losers.end()) return it->second;
        const uint32_t i = add(pos, Kind::Loss, ply);
        losers.emplace(key, i);
        ++out.losses;
        Clobber<1>::Moves moves;
        pos.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            const uint32_t child = winner(next, ply + 1);
            out.nodes[i].next.push_back(child);
        }
        return i;
    }
};

std::string boardSize(const Clobber<1>& pos) {
    return std::to_string(pos.rows()) + "x" + std::to_string(pos.cols());
}

std::string sideName(Side s) { return s == Side::First ? "Black" : "White"; }

} // namespace

ProofCertificate certificateOf(const ProofTree& tree) {
    ProofCertificate none;
    if (tree.fullPlies()) {
        none.error = "an opening book holds the proofs of many positions; a certificate is "
                     "the proof of one root";
        return none;
    }
    const ProofWalk w = walkProof(tree);
    if (!w.error.empty()) {
        none.error = w.error;
        return none;
    }
    Builder b{tree, {}, {}, {}};
    b.out.winner = w.winner;
    if (w.winner == tree.root().sideToMove())
        b.winner(tree.root(), 0);
    else
        b.loser(tree.root(), 0);
    return b.out;
}

std::string certificateText(const ProofCertificate& c) {
    const Clobber<1>& root = c.nodes[0].pos;
    std::string s = "clobber-certificate 1 " + boardSize(root) + " " +
                    (c.winner == Side::First ? "black-wins" : "white-wins") + "\n";
    s += "# " + sideName(c.winner) + " wins " + boardSize(root) + " Clobber from the first " +
         "position below, " + sideName(root.sideToMove()) + " to move.\n";
    s += "# A line a node: POSITION MOVE, its mover wins by MOVE; POSITION -, its mover loses\n"
         "# (every move leads to a line of the first kind); POSITION leaf, its mover loses,\n"
         "# as a solver proved. Positions match up to the board's symmetries and a swap of\n"
         "# the colours with the side to move (docs/formats.md, \"The 6x6 certificate\").\n";
    s += "# " + std::to_string(c.wins) + " won, " + std::to_string(c.losses) + " lost, " +
         std::to_string(c.leaves) + " leaves.\n";
    for (const CertificateNode& n : c.nodes) {
        s += proofLine(n.pos);
        s += ' ';
        s += n.kind == Kind::Win    ? moveName(n.move, n.pos.cols())
             : n.kind == Kind::Loss ? std::string("-")
                                    : std::string("leaf");
        s += '\n';
    }
    return s;
}

std::string certificateLeaves(const ProofCertificate& c) {
    std::string s;
    for (const CertificateNode& n : c.nodes)
        if (n.kind == Kind::Leaf) s += proofLine(n.pos) + '\n';
    return s;
}

std::string certificateLeavesMcgs(const ProofCertificate& c, const std::string& title) {
    std::string s = "{version 1.7}\n/* " + title + " */\n[clobber]\n";
    for (const CertificateNode& n : c.nodes) {
        if (n.kind != Kind::Leaf) continue;
        for (int r = n.pos.rows() - 1; r >= 0; --r) {
            for (int col = 0; col < n.pos.cols(); ++col) {
                const int sq = r * n.pos.cols() + col;
                s += n.pos.discs(Side::First).test(sq)    ? 'X'
                     : n.pos.discs(Side::Second).test(sq) ? 'O'
                                                          : '.';
            }
            if (r) s += '|';
        }
        s += " {";
        s += sideSymbol(n.pos.sideToMove());
        s += " loss}\n";
    }
    return s;
}

std::vector<std::size_t> leavesBelow(const ProofCertificate& c) {
    // A set of leaves a node, as bits; children before parents. The nodes
    // form no cycle: every move takes a disc off the board.
    std::vector<uint32_t> leafIndex(c.nodes.size(), 0);
    std::size_t leaves = 0;
    for (std::size_t i = 0; i < c.nodes.size(); ++i)
        if (c.nodes[i].kind == Kind::Leaf) leafIndex[i] = uint32_t(leaves++);
    const std::size_t words = (leaves + 63) / 64;
    std::vector<std::vector<uint64_t>> below(c.nodes.size());
    std::vector<std::size_t> count(c.nodes.size(), 0);
    std::vector<uint32_t> order; // post-order
    std::vector<uint8_t> state(c.nodes.size(), 0);
    std::vector<std::pair<uint32_t, std::size_t>> stack{{0, 0}};
    state[0] = 1;
    while (!stack.empty()) {
        auto& [i, k] = stack.back();
        if (k < c.nodes[i].next.size()) {
            const uint32_t j = c.nodes[i].next[k++];
            if (!state[j]) state[j] = 1, stack.push_back({j, 0});
            continue;
        }
        order.push_back(i);
        stack.pop_back();
    }
    for (const uint32_t i : order) {
        std::vector<uint64_t>& bits = below[i];
        bits.assign(words, 0);
        if (c.nodes[i].kind == Kind::Leaf)
            bits[leafIndex[i] / 64] |= uint64_t{1} << leafIndex[i] % 64;
        for (const uint32_t j : c.nodes[i].next)
            for (std::size_t w = 0; w < words; ++w) bits[w] |= below[j][w];
        for (const uint64_t w : bits) count[i] += std::size_t(std::popcount(w));
    }
    return count;
}

std::string certificateDot(const ProofCertificate& c, int plies) {
    // Each node's distance from the root.
    std::vector<int> dist(c.nodes.size(), -1);
    std::deque<uint32_t> queue{0};
    dist[0] = 0;
    while (!queue.empty()) {
        const uint32_t i = queue.front();
        queue.pop_front();
        for (const uint32_t j : c.nodes[i].next)
            if (dist[j] < 0) dist[j] = dist[i] + 1, queue.push_back(j);
    }
    const std::vector<std::size_t> below = leavesBelow(c);
    const Clobber<1>& root = c.nodes[0].pos;
    const Side loser = opponent(c.winner);
    std::string s = "digraph proof {\n  rankdir=LR;\n  nodesep=0.06;\n  ranksep=0.5;\n"
                    "  node [fontname=\"Helvetica\", fontsize=10, margin=\"0.06,0.02\", "
                    "height=0.2];\n  edge [fontname=\"Helvetica\", fontsize=9, "
                    "arrowsize=0.5];\n";
    s += "  labelloc=t;\n  fontname=\"Helvetica\";\n  fontsize=13;\n  label=\"" +
         sideName(c.winner) + " wins " + boardSize(root) + " Clobber: the top " +
         std::to_string(plies) + " plies of the proof\\n" + "Boxes: " + sideName(c.winner) +
         " to move, the winning move on the arrow out" +
         (plies % 2 == 0 ? " (at the picture's edge, in the box)" : "") +
         ". Ellipses: " + sideName(loser) + " to move, every reply drawn.\\n" +
         "Numbers: the proof's leaves below each node, " + std::to_string(c.leaves) +
         " in all (each a position the solver proved lost for " + sideName(loser) + ").\";\n";
    const auto style = [&](const CertificateNode& n) {
        const bool black = n.pos.sideToMove() == Side::First;
        std::string a = black ? "style=filled, fillcolor=\"#222222\", fontcolor=white"
                              : "style=filled, fillcolor=white";
        a += n.kind == Kind::Win    ? ", shape=box"
             : n.kind == Kind::Loss ? ", shape=ellipse"
                                    : ", shape=plaintext";
        return a;
    };
    for (std::size_t i = 0; i < c.nodes.size(); ++i) {
        if (dist[i] < 0 || dist[i] > plies) continue;
        const CertificateNode& n = c.nodes[i];
        std::string label = std::to_string(below[i]);
        if (n.kind == Kind::Leaf) label = "leaf";
        // A winner's node at the edge of the picture shows its move inside.
        if (n.kind == Kind::Win && dist[i] == plies)
            label = moveName(n.move, n.pos.cols()) + "  " + label;
        if (i == 0) label = "start\\n" + label;
        s += "  n" + std::to_string(i) + " [label=\"" + label + "\", " + style(n) + "];\n";
    }
    for (std::size_t i = 0; i < c.nodes.size(); ++i) {
        if (dist[i] < 0 || dist[i] >= plies) continue;
        const CertificateNode& n = c.nodes[i];
        Clobber<1>::Moves moves;
        n.pos.generate(moves);
        for (std::size_t k = 0; k < n.next.size(); ++k) {
            const ClobberMove m = n.kind == Kind::Win ? n.move : moves[k];
            s += "  n" + std::to_string(i) + " -> n" + std::to_string(n.next[k]) + " [label=\"" +
                 moveName(m, n.pos.cols()) + "\"];\n";
        }
    }
    s += "}\n";
    return s;
}

} // namespace gametree
