#include "proof/first_moves_book.hpp"

#include <unordered_set>

#include "games/clobber/clobber_text.hpp"

namespace gametree {

namespace {

// Where root stands from start: one ply (after a first move), or two (the
// position after the first move, and the reply that leads to root exactly).
struct Plies {
    int plies = 0; // 0: neither one nor two plies from start
    Clobber<1> afterFirst{1, 1};
    ClobberMove reply{};
};

Plies pliesFrom(const Clobber<1>& start, const Clobber<1>& root) {
    Clobber<1>::Moves firsts;
    start.generate(firsts);
    for (const ClobberMove a : firsts) {
        Clobber<1> afterFirst = start;
        afterFirst.make(a);
        if (afterFirst == root) return {1, afterFirst, {}};
    }
    for (const ClobberMove a : firsts) {
        Clobber<1> afterFirst = start;
        afterFirst.make(a);
        Clobber<1>::Moves replies;
        afterFirst.generate(replies);
        for (const ClobberMove b : replies) {
            Clobber<1> afterReply = afterFirst;
            afterReply.make(b);
            if (afterReply == root) return {2, afterFirst, b};
        }
    }
    return {};
}

// The keys of the entries a walk from the positions one ply from the start
// meets (the loser's positions take every reply's entry).
struct Reached {
    const ProofTree& tree;
    std::unordered_set<uint64_t> keys, losers;

    void winner(const Clobber<1>& pos) {
        if (!keys.insert(tree.frame().key(pos).key).second) return;
        const auto e = tree.find(pos);
        if (!e || !e->expanded) return;
        Clobber<1> next = pos;
        next.make(e->move);
        loser(next);
    }
    void loser(const Clobber<1>& pos) {
        if (!losers.insert(tree.frame().key(pos).key).second) return;
        Clobber<1>::Moves moves;
        pos.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            if (tree.contains(next)) winner(next);
        }
    }
};

} // namespace

std::optional<ProofTree> joinFirstMoves(const std::vector<ProofTree>& proofs, std::string& error) {
    if (proofs.empty()) {
        error = "no proofs to join";
        return std::nullopt;
    }
    const ProofTree& first = proofs.front();
    const int rows = first.root().rows(), cols = first.root().cols();
    const Clobber<1> start = Clobber<1>::start(rows, cols);
    ProofTree out(start, first.leafBudget(), 1, first.leafDiscs(), first.reachDiscs());
    // The replies' entries go in after every proof's own, so that a proof's
    // move at a position it shares with another is the one kept.
    std::vector<std::pair<Clobber<1>, ClobberMove>> replies;
    for (std::size_t i = 0; i < proofs.size(); ++i) {
        const ProofTree& p = proofs[i];
        const std::string which =
            "proof " + std::to_string(i + 1) + " (root " + proofLine(p.root()) + ")";
        if (p.root().rows() != rows || p.root().cols() != cols) {
            error = which + " is of another board than the first, " + std::to_string(rows) + "x" +
                    std::to_string(cols);
            return std::nullopt;
        }
        if (p.fullPlies() || p.hintNodes() || p.leafBudget() != first.leafBudget() ||
            p.leafDiscs() != first.leafDiscs() || p.reachDiscs() != first.reachDiscs()) {
            error = which + " is not a proof of its root with the first one's leaf budget, leaf "
                            "and reach discs";
            return std::nullopt;
        }
        const ProofWalk w = walkProof(p);
        if (!w.error.empty()) {
            error = which + " is not complete: " + w.error;
            return std::nullopt;
        }
        if (p.root() != start) {
            const Plies before = pliesFrom(start, p.root());
            if (!before.plies) {
                error = which + " is not the start, nor one or two plies from it";
                return std::nullopt;
            }
            if (before.plies == 2) {
                if (w.winner != before.afterFirst.sideToMove()) {
                    error = which + ": the reply's side does not win it, so it refutes nothing";
                    return std::nullopt;
                }
                replies.emplace_back(before.afterFirst, before.reply);
            }
        }
        p.forEachEntry([&](uint64_t key, uint16_t value) { out.addRaw(key, value); });
    }
    for (const auto& [afterFirst, reply] : replies)
        if (!out.contains(afterFirst)) out.add(afterFirst, reply, true);
    out.sort();
    const ProofWalk w = walkProof(out);
    if (!w.error.empty()) {
        error = "the proofs leave a first move unproven: " + w.error;
        return std::nullopt;
    }
    // Only what a walk from the first moves meets: parts grown below one
    // position with different moves, and the start's own entry, are left out.
    Reached r{out, {}, {}};
    Clobber<1>::Moves moves;
    start.generate(moves);
    for (const ClobberMove m : moves) {
        Clobber<1> next = start;
        next.make(m);
        if (out.contains(next))
            r.winner(next);
        else
            r.loser(next);
    }
    ProofTree kept(start, out.leafBudget(), 1, out.leafDiscs(), out.reachDiscs());
    out.forEachEntry([&](uint64_t key, uint16_t value) {
        if (r.keys.contains(key)) kept.addRaw(key, value);
    });
    kept.sort();
    return kept;
}

} // namespace gametree
