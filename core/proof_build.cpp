#include "proof_build.hpp"

#include <chrono>
#include <memory>

#include "clobber_solver.hpp"
#include "clobber_text.hpp"

namespace gametree {

bool provenLostWithin(const Clobber<1>& pos, uint64_t nodes, std::size_t tableBytes) {
    auto solver = std::make_unique<ClobberSolver<1>>(tableBytes);
    const SolveResult r = solver->solve(pos, {}, nodes);
    return r.solved && !r.moverWins;
}

namespace {

struct BookBuilder {
    const BookOptions& o;
    ProofTree tree;
    std::unique_ptr<ClobberSolver<1>> solver;
    BookProgress progress;
    std::chrono::steady_clock::time_point started;
    std::string error;

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
        const bool leaf = provenLostWithin(next, o.leafNodes, o.leafTableBytes);
        tree.add(pos, r.move, !leaf);
        if (leaf) ++progress.leaves;
        report();
        return leaf || loser(next);
    }

    bool loser(const Clobber<1>& pos) {
        Clobber<1>::Moves moves;
        pos.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            if (!winner(next)) return false;
        }
        return true;
    }
};

} // namespace

std::optional<ProofTree> buildProofBook(const Clobber<1>& root, const BookOptions& options,
                                        std::string& error) {
    if (!ProofFrame::fits(root.rows(), root.cols())) {
        error =
            "a proof book holds boards of at most " + std::to_string(kProofMaxSquares) + " squares";
        return std::nullopt;
    }
    BookBuilder b{options,
                  ProofTree(root, options.leafNodes),
                  std::make_unique<ClobberSolver<1>>(options.tableBytes),
                  {},
                  {},
                  {}};
    b.started = std::chrono::steady_clock::now();
    const SolveResult r = b.solver->solve(root);
    b.progress.nodes += r.nodes;
    const bool ok = r.moverWins ? b.winner(root) : b.loser(root);
    if (!ok) {
        error = b.error;
        return std::nullopt;
    }
    b.tree.sort();
    b.report();
    return std::move(b.tree);
}

} // namespace gametree
