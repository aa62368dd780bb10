#include "proof/proof_build.hpp"

#include <chrono>
#include <memory>
#include <unordered_set>
#include <vector>

#include "games/clobber/clobber_text.hpp"
#include "solver/clobber_solver.hpp"

namespace gametree {

namespace {

// A fresh solver's result within the node budget: proven won, proven lost,
// or not proven.
std::optional<bool> moverWinsWithin(const Clobber<1>& pos, uint64_t nodes, std::size_t tableBytes) {
    auto solver = std::make_unique<ClobberSolver<1>>(tableBytes);
    const SolveResult r = solver->solve(pos, {}, nodes);
    if (!r.solved) return std::nullopt;
    return r.moverWins;
}

} // namespace

bool provenLostWithin(const Clobber<1>& pos, uint64_t nodes, std::size_t tableBytes) {
    return moverWinsWithin(pos, nodes, tableBytes) == false;
}

bool provenWonWithin(const Clobber<1>& pos, uint64_t nodes, std::size_t tableBytes) {
    return moverWinsWithin(pos, nodes, tableBytes) == true;
}

namespace {

int discsOn(const Clobber<1>& pos) {
    return pos.discs(Side::First).count() + pos.discs(Side::Second).count();
}

// Whether f holds for the position after each move of pos (stopping at the
// first that fails): the loser's node of a proof, each reply a winner's.
template <class F>
bool afterEveryMove(const Clobber<1>& pos, F&& f) {
    Clobber<1>::Moves moves;
    pos.generate(moves);
    for (const ClobberMove m : moves) {
        Clobber<1> next = pos;
        next.make(m);
        if (!f(next)) return false;
    }
    return true;
}

// The distinct positions fullPlies from root of one part of a split build:
// every parts-th, from the part-th.
std::vector<Clobber<1>> rootsOfPart(const Clobber<1>& root, int fullPlies, const ProofFrame& frame,
                                    int part, int parts) {
    std::unordered_set<uint64_t> seen;
    std::vector<Clobber<1>> roots, mine;
    positionsAt(root, fullPlies, frame, seen, roots);
    for (std::size_t i = 0; i < roots.size(); ++i)
        if (i % std::size_t(parts) == std::size_t(part - 1)) mine.push_back(roots[i]);
    return mine;
}

// The winning move after each reply of the loser at leaf that a fresh solver
// with the engine's table does not find within the hint budget, added to
// into (unless known already has the position): the engine past the book's
// end plays it from the book instead. The solver finds the moves.
template <class Known>
bool hintsAt(const Clobber<1>& leaf, const BookOptions& o, ClobberSolver<1>& solver,
             ProofTree& into, Known&& known, BookProgress& progress, std::string& error) {
    return afterEveryMove(leaf, [&](const Clobber<1>& next) {
        if (known(next) || provenWonWithin(next, o.hintNodes, o.hintTableBytes)) return true;
        const SolveResult r = solver.solve(next);
        progress.nodes += r.nodes;
        if (!r.moverWins || !r.hasMove) {
            error = "the solver finds no win after a reply at a leaf:\n" + clobberText(next, true);
            return false;
        }
        into.add(next, r.move, false);
        ++progress.hints;
        return true;
    });
}

struct BookBuilder {
    const BookOptions& o;
    ProofTree tree;
    std::unique_ptr<ClobberSolver<1>> solver;
    BookProgress progress;
    std::chrono::steady_clock::time_point started;
    std::string error;
    bool inErrors = false; // below an answer to a root's winner's error

    void report() {
        progress.entries = tree.size();
        progress.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (o.progress) o.progress(progress);
    }

    bool winner(const Clobber<1>& pos) {
        if (tree.contains(pos)) return true; // reached before by another order of moves
        const SolveResult r = solver->solve(pos);
        progress.nodes += r.nodes;
        if (!r.moverWins || !r.hasMove) {
            error = "the solver finds no win for the mover in a position the proof needs won:\n" +
                    clobberText(pos, true);
            return false;
        }
        Clobber<1> next = pos;
        next.make(r.move);
        // A leaf is down to the disc cut, if there is one, and proven within
        // the budget, if there is one, so that past the book's end the
        // engine's own solver finds each winning move in time; at the reach
        // it is a leaf unchecked.
        const int discs = discsOn(next);
        const bool leaf = discs <= o.reachDiscs ||
                          ((!o.leafDiscs || discs <= o.leafDiscs) &&
                           (!o.leafNodes || provenLostWithin(next, o.leafNodes, o.leafTableBytes)));
        tree.add(pos, r.move, !leaf);
        if (leaf) ++progress.leaves;
        if (leaf && o.hintNodes && discs > o.reachDiscs && (inErrors || !o.hintsAfterErrorsOnly) &&
            !hints(next))
            return false;
        report();
        return leaf || loser(next);
    }

    bool hints(const Clobber<1>& leaf) {
        return hintsAt(
            leaf, o, *solver, tree, [&](const Clobber<1>& p) { return tree.contains(p); }, progress,
            error);
    }

    bool loser(const Clobber<1>& pos) {
        return afterEveryMove(pos, [&](const Clobber<1>& next) { return winner(next); });
    }

    // Each move of the root's winner that loses: the position it leads to
    // is won for the opponent, a winner's node with its own tree.
    bool errors(const Clobber<1>& root) {
        inErrors = true;
        const bool ok = answerErrors(root);
        inErrors = false;
        return ok;
    }

    bool answerErrors(const Clobber<1>& root) {
        Clobber<1>::Moves moves;
        root.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = root;
            next.make(m);
            if (tree.contains(next)) continue;
            const SolveResult r = solver->solve(next);
            progress.nodes += r.nodes;
            if (!r.moverWins) continue; // m wins: a loser's node, answered or not needed
            if (!winner(next)) return false;
            ++progress.errorsAnswered;
        }
        return true;
    }

    bool prove(const Clobber<1>& root) {
        const SolveResult r = solver->solve(root);
        progress.nodes += r.nodes;
        bool ok = r.moverWins ? winner(root) : loser(root);
        if (ok && r.moverWins && o.answerErrors) ok = errors(root);
        ++progress.rootsDone;
        report();
        return ok;
    }
};

// Walks a built book's proof trees, as BookBuilder grew them, adding hints
// at their leaves: the moves come from the book, so only the hints are
// solved.
struct HintWalker {
    const BookOptions& o;
    const ProofTree& book;
    ProofTree hints; // the new entries only
    std::unique_ptr<ClobberSolver<1>> solver;
    BookProgress progress;
    std::chrono::steady_clock::time_point started;
    std::unordered_set<uint64_t> seen; // winner's positions walked
    std::string error;

    void report() {
        progress.entries = hints.size();
        progress.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (o.progress) o.progress(progress);
    }

    bool winner(const Clobber<1>& pos) {
        if (!seen.insert(book.frame().key(pos).key).second) return true;
        const auto e = book.find(pos);
        if (!e) {
            error = "the book has no move at a winner's position of its proof:\n" +
                    clobberText(pos, true);
            return false;
        }
        Clobber<1> next = pos;
        next.make(e->move);
        if (e->expanded) return loser(next);
        ++progress.leaves;
        const int discs = discsOn(next);
        if (discs <= book.reachDiscs()) return true;
        const bool ok = hintsAt(
            next, o, *solver, hints,
            [&](const Clobber<1>& p) { return book.contains(p) || hints.contains(p); }, progress,
            error);
        report();
        return ok;
    }

    bool loser(const Clobber<1>& pos) {
        return afterEveryMove(pos, [&](const Clobber<1>& next) { return winner(next); });
    }

    // A root's proof tree (unless hints go only below the answers to
    // errors) and the answers to its winner's errors, if the book has them:
    // every move of the root's winner after which the book has a winner's
    // entry threw the win away.
    bool root(const Clobber<1>& r) {
        const auto e = book.find(r);
        if (!o.hintsAfterErrorsOnly && !(e ? winner(r) : loser(r))) return false;
        if (!e || !book.answersErrors()) return true;
        return afterEveryMove(r, [&](const Clobber<1>& next) {
            if (!book.contains(next)) return true;
            ++progress.errorsAnswered;
            return winner(next);
        });
    }
};
// Walks a proof by its own moves and grows the leaves of one part into
// trees of a book's kind (BookBuilder), down to leaves the engine's solver
// proves within the budget.
struct LeafExtender {
    const BookOptions& o;
    const ProofTree& proof;
    BookBuilder grow;                  // its tree is the result
    std::unordered_set<uint64_t> seen; // winner's positions of the proof walked
    std::size_t leaf = 0;              // the proof's leaves met, in the walk's order

    bool winner(const Clobber<1>& pos) {
        if (!seen.insert(proof.frame().key(pos).key).second) return true;
        const auto e = proof.find(pos);
        if (!e) {
            grow.error = "the proof has no move at a winner's position:\n" + clobberText(pos, true);
            return false;
        }
        Clobber<1> next = pos;
        next.make(e->move);
        if (e->expanded) {
            grow.tree.add(pos, e->move, true);
            return loser(next);
        }
        const bool mine = leaf++ % std::size_t(o.parts) == std::size_t(o.part - 1);
        const bool small = !mine || provenLostWithin(next, o.leafNodes, o.leafTableBytes);
        grow.tree.add(pos, e->move, !small);
        if (!mine) return true;
        bool ok = true;
        if (small)
            ++grow.progress.leaves;
        else
            ok = grow.loser(next);
        ++grow.progress.rootsDone;
        grow.report();
        return ok;
    }

    bool loser(const Clobber<1>& pos) {
        return afterEveryMove(pos, [&](const Clobber<1>& next) { return winner(next); });
    }
};

} // namespace

void positionsAt(const Clobber<1>& pos, int plies, const ProofFrame& frame,
                 std::unordered_set<uint64_t>& seen, std::vector<Clobber<1>>& out) {
    if (plies == 0) {
        if (seen.insert(frame.key(pos).key).second) out.push_back(pos);
        return;
    }
    Clobber<1>::Moves moves;
    pos.generate(moves);
    for (const ClobberMove m : moves) {
        Clobber<1> next = pos;
        next.make(m);
        positionsAt(next, plies - 1, frame, seen, out);
    }
}

std::optional<ProofTree> buildProofBook(const Clobber<1>& root, const BookOptions& options,
                                        std::string& error) {
    if (!ProofFrame::fits(root.rows(), root.cols())) {
        error =
            "a proof book holds boards of at most " + std::to_string(kProofMaxSquares) + " squares";
        return std::nullopt;
    }
    if (options.parts < 1 || options.part < 1 || options.part > options.parts ||
        (options.parts > 1 && !options.fullPlies)) {
        error = "a book is built in parts 1/N to N/N, and only an opening book in more than one";
        return std::nullopt;
    }
    if (options.answerErrors && !options.fullPlies) {
        error = "only an opening book (full-width plies) answers errors at its roots";
        return std::nullopt;
    }
    if (options.hintsAfterErrorsOnly && (!options.answerErrors || !options.hintNodes)) {
        error = "hints only after the answers to errors need hints and the answers";
        return std::nullopt;
    }
    if (options.hintNodes > ProofTree::kMaxHintNodes) {
        error = "a hint budget of at most " + std::to_string(ProofTree::kMaxHintNodes) + " nodes";
        return std::nullopt;
    }
    if (options.fullPlies < 0 || options.fullPlies > kProofMaxFullPlies) {
        error =
            "an opening book has 1 to " + std::to_string(kProofMaxFullPlies) + " full-width plies";
        return std::nullopt;
    }
    BookBuilder b{options,
                  ProofTree(root, options.leafNodes, options.fullPlies, options.leafDiscs,
                            options.reachDiscs, options.hintNodes, options.answerErrors,
                            options.hintsAfterErrorsOnly),
                  std::make_unique<ClobberSolver<1>>(options.tableBytes),
                  {},
                  {},
                  {}};
    b.started = std::chrono::steady_clock::now();
    const std::vector<Clobber<1>> mine =
        rootsOfPart(root, options.fullPlies, b.tree.frame(), options.part, options.parts);
    b.progress.roots = mine.size();
    for (const Clobber<1>& r : mine)
        if (!b.prove(r)) {
            error = b.error;
            return std::nullopt;
        }
    b.tree.sort();
    b.report();
    return std::move(b.tree);
}

std::optional<ProofTree> extendProofBook(const ProofTree& proof, const BookOptions& options,
                                         std::string& error) {
    if (proof.fullPlies()) {
        error = "only a proof of its root is extended, not an opening book";
        return std::nullopt;
    }
    if (!options.leafNodes) {
        error = "extending a proof needs a leaf budget (--leaf-nodes)";
        return std::nullopt;
    }
    if (options.parts < 1 || options.part < 1 || options.part > options.parts) {
        error = "a proof is extended in parts 1/N to N/N";
        return std::nullopt;
    }
    const ProofWalk walk = walkProof(proof);
    if (!walk.error.empty()) {
        error = "the proof is not complete: " + walk.error;
        return std::nullopt;
    }
    BookOptions o = options;
    o.fullPlies = 0;
    o.answerErrors = false;
    o.hintNodes = 0;
    o.hintsAfterErrorsOnly = false;
    LeafExtender x{o,
                   proof,
                   BookBuilder{o,
                               ProofTree(proof.root(), o.leafNodes, 0, o.leafDiscs, o.reachDiscs),
                               std::make_unique<ClobberSolver<1>>(o.tableBytes),
                               {},
                               std::chrono::steady_clock::now(),
                               {},
                               false},
                   {},
                   0};
    // The leaves of this part, for the progress lines.
    for (std::size_t i = 0; i < walk.leaves.size(); ++i)
        x.grow.progress.roots += i % std::size_t(o.parts) == std::size_t(o.part - 1);
    const Clobber<1>& root = proof.root();
    const bool ok = walk.winner == root.sideToMove() ? x.winner(root) : x.loser(root);
    if (!ok) {
        error = x.grow.error;
        return std::nullopt;
    }
    x.grow.tree.sort();
    x.grow.report();
    return std::move(x.grow.tree);
}

std::optional<ProofTree> addBookHints(const ProofTree& book, const BookOptions& options,
                                      std::string& error) {
    if (book.hintNodes()) {
        error = "the book has hints already";
        return std::nullopt;
    }
    if (!options.hintNodes || options.hintNodes % 1000 ||
        options.hintNodes > ProofTree::kMaxHintNodes) {
        error = "a hint budget is a multiple of 1000 nodes, 1000 to " +
                std::to_string(ProofTree::kMaxHintNodes);
        return std::nullopt;
    }
    if (options.hintsAfterErrorsOnly && !book.answersErrors()) {
        error = "hints only after the answers to errors need a book with the answers";
        return std::nullopt;
    }
    if (options.parts < 1 || options.part < 1 || options.part > options.parts ||
        (options.parts > 1 && !book.fullPlies())) {
        error = "hints are added in parts 1/N to N/N, and only to an opening book in more than one";
        return std::nullopt;
    }
    HintWalker w{options,
                 book,
                 ProofTree(book.root(), book.leafBudget(), book.fullPlies(), book.leafDiscs(),
                           book.reachDiscs(), options.hintNodes, book.answersErrors(),
                           options.hintsAfterErrorsOnly),
                 std::make_unique<ClobberSolver<1>>(options.tableBytes),
                 {},
                 std::chrono::steady_clock::now(),
                 {},
                 {}};
    const std::vector<Clobber<1>> mine =
        rootsOfPart(book.root(), book.fullPlies(), book.frame(), options.part, options.parts);
    w.progress.roots = mine.size();
    for (const Clobber<1>& r : mine) {
        if (!w.root(r)) {
            error = w.error;
            return std::nullopt;
        }
        ++w.progress.rootsDone;
    }
    w.hints.sort();
    w.report();
    if (options.parts > 1) return std::move(w.hints);
    std::string mergeError;
    auto whole = mergeBooks({book, w.hints}, mergeError);
    if (!whole) error = mergeError;
    return whole;
}

namespace {

// The keys of the entries a walk of a proof of its root meets: at the
// winner's positions the entry, at the loser's every reply's entry.
struct ReachedKeys {
    const ProofTree& tree;
    std::unordered_set<uint64_t> keys;

    void winner(const Clobber<1>& pos) {
        if (!keys.insert(tree.frame().key(pos).key).second) return;
        const auto e = tree.find(pos);
        if (!e || !e->expanded) return;
        Clobber<1> next = pos;
        next.make(e->move);
        loser(next);
    }
    void loser(const Clobber<1>& pos) {
        Clobber<1>::Moves moves;
        pos.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            if (tree.contains(next)) winner(next);
        }
    }
};

// A proof with no entries and the root and settings of `like`.
ProofTree emptyLike(const ProofTree& like) {
    return ProofTree(like.root(), like.leafBudget(), like.fullPlies(), like.leafDiscs(),
                     like.reachDiscs(), like.hintNodes(), like.answersErrors(),
                     like.hintsAfterErrorsOnly());
}

// A proof of its root without the entries no walk from the root meets: where
// two parts of a split build held a position with different moves, the
// union keeps the first part's, and the positions below the other's are
// left over.
ProofTree reachedOnly(const ProofTree& tree) {
    ReachedKeys r{tree, {}};
    if (tree.contains(tree.root()))
        r.winner(tree.root());
    else
        r.loser(tree.root());
    ProofTree out = emptyLike(tree);
    tree.forEachEntry([&](uint64_t key, uint16_t value) {
        if (r.keys.contains(key)) out.addRaw(key, value);
    });
    out.sort();
    return out;
}

} // namespace

std::optional<ProofTree> mergeBooks(const std::vector<ProofTree>& parts, std::string& error) {
    if (parts.empty()) {
        error = "no books to merge";
        return std::nullopt;
    }
    // A book without hints joins the hint parts added to it (addBookHints);
    // the union has their hints.
    const ProofTree* kind = &parts.front();
    for (const ProofTree& p : parts)
        if (p.hintNodes() && !kind->hintNodes()) kind = &p;
    const ProofTree& first = *kind;
    ProofTree out = emptyLike(first);
    for (const ProofTree& p : parts) {
        const bool hintsDiffer = p.hintNodes() != first.hintNodes() ||
                                 p.hintsAfterErrorsOnly() != first.hintsAfterErrorsOnly();
        if (p.root() != first.root() || p.leafBudget() != first.leafBudget() ||
            p.fullPlies() != first.fullPlies() || p.leafDiscs() != first.leafDiscs() ||
            p.reachDiscs() != first.reachDiscs() || (hintsDiffer && p.hintNodes()) ||
            p.answersErrors() != first.answersErrors()) {
            error = "the books differ in root, leaf budget, full-width plies, leaf discs, hints "
                    "or errors answered";
            return std::nullopt;
        }
        p.forEachEntry([&](uint64_t key, uint16_t value) { out.addRaw(key, value); });
    }
    out.sort();
    // A proof of the root (the parts of extendProofBook) keeps only what its
    // walk meets; opening books and books with hints hold positions off the
    // walk on purpose.
    if (out.fullPlies() == 0 && out.hintNodes() == 0) return reachedOnly(out);
    return out;
}

} // namespace gametree
