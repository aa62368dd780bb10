// `gametree verify-proof`: checks a proof file (a book or the result of
// `prove`) again: its shape, and every leaf (or a sample) with fresh solves.
#include <iostream>
#include <memory>
#include <random>
#include <tuple>

#include "commands.hpp"
#include "file_io.hpp"
#include "game_io.hpp"
#include "games/clobber/clobber_text.hpp"
#include "proof/proof_build.hpp"
#include "search/agent.hpp"
#include "solver/clobber_solver.hpp"
#include "validators.hpp"

namespace gametree::cli {

Command addVerifyProof(CLI::App& root) {
    struct Options {
        std::string file;
        int tableMb = 256;
        int sample = 0;
        uint64_t seed = 1;
        std::string part;
        bool progress = false;
        bool listLeaves = false;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "verify-proof", "Check a proof file (a book, or a proof from prove) with fresh solves");
    app->footer("Walks the proof from its root: every reply of the loser must have a stored "
                "answer, every stored move must be legal; then solves each leaf again and "
                "checks that its mover loses. Exit 0 if the proof holds, 1 if not.\n"
                "A large proof's leaves split into parts for an existing runner, e.g. on two "
                "cores, resumable:\n"
                "  parallel -j2 --joblog verify.log --resume gametree verify-proof proof.gtp "
                "--part {}/96 ::: $(seq 96)");
    app->add_option("file", o->file, "The proof file")->required();
    app->add_option("--table-mb", o->tableMb, "Solver table in MiB (default 256)")
        ->check(wholeNumberIn(1, 16384));
    app->add_option("--sample", o->sample, "Solve only this many leaves, drawn with --seed")
        ->check(wholeNumberIn(1, 100'000'000));
    app->add_option("--seed", o->seed, "Seed of the sample (default 1)")->check(anyUnsigned64());
    app->add_option("--part", o->part,
                    "K/N: solve only the K-th of N equal blocks of the leaves; the "
                    "walk of the whole proof is done in every part");
    app->add_flag("--progress", o->progress,
                  "One line on stderr per leaf solved: its position, nodes and seconds");
    app->add_flag("--list-leaves", o->listLeaves,
                  "Print the leaves chosen (all, or --sample and --part of them), one position "
                  "line each as `solve --job` takes it, after the walk; solve none");
    return {app, [o] {
                int part = 1, parts = 1;
                if (!o->part.empty()) {
                    std::tie(part, parts) = parsePart(o->part);
                    if (parts < 1) {
                        std::cerr << "gametree verify-proof: --part " << o->part
                                  << ": expected K/N with 1 <= K <= N\n";
                        return kExitUsage;
                    }
                }
                std::string bytes, error;
                if (const std::string problem =
                        readFile(o->file, kMaxProofFileBytes, "proof file", bytes, kProofFileMagic);
                    !problem.empty()) {
                    std::cerr << "gametree verify-proof: " << problem << '\n';
                    return kExitUsage;
                }
                const auto tree = ProofTree::parse(bytes, error);
                if (!tree) {
                    std::cerr << "gametree verify-proof: " << o->file << ": " << error << '\n';
                    return kExitUsage;
                }
                ProofWalk w = walkProof(*tree);
                if (!w.error.empty()) {
                    std::cout << "Proof: INCOMPLETE: " << w.error;
                    return 1;
                }
                std::vector<Clobber<1>> leaves = w.leaves;
                if (o->sample && std::size_t(o->sample) < leaves.size()) {
                    std::mt19937_64 rng(o->seed);
                    std::shuffle(leaves.begin(), leaves.end(), rng);
                    leaves.erase(leaves.begin() + o->sample, leaves.end());
                }
                const std::size_t chosen = leaves.size();
                if (parts > 1) {
                    // A contiguous block: neighbouring leaves are siblings, whose
                    // solves share much of the table.
                    const std::size_t from = chosen * std::size_t(part - 1) / std::size_t(parts);
                    const std::size_t to = chosen * std::size_t(part) / std::size_t(parts);
                    leaves = std::vector<Clobber<1>>(leaves.begin() + std::ptrdiff_t(from),
                                                     leaves.begin() + std::ptrdiff_t(to));
                }
                if (o->listLeaves) {
                    for (const Clobber<1>& leaf : leaves) std::cout << proofLine(leaf) << '\n';
                    return kExitOk;
                }
                auto solver = std::make_unique<ClobberSolver<1>>(std::size_t(o->tableMb) << 20);
                uint64_t nodes = 0;
                for (std::size_t i = 0; i < leaves.size(); ++i) {
                    const Clobber<1>& leaf = leaves[i];
                    const auto start = std::chrono::steady_clock::now();
                    const SolveResult r = solver->solve(leaf);
                    nodes += r.nodes;
                    if (o->progress)
                        std::cerr << "leaf " << i + 1 << "/" << leaves.size() << " "
                                  << proofLine(leaf) << " "
                                  << (r.moverWins ? "WON by its mover" : "lost") << " " << r.nodes
                                  << " nodes " << fixed(secondsSince(start), 1) << " s"
                                  << std::endl;
                    if (r.moverWins) {
                        std::cout << "Proof: WRONG: the mover wins this leaf:\n"
                                  << clobberText(leaf, true);
                        return 1;
                    }
                }
                if (tree->fullPlies())
                    std::cout << "Proof: all " << w.roots << " positions " << tree->fullPlies()
                              << (tree->fullPlies() == 1 ? " ply" : " plies") << " from "
                              << proofLine(tree->root()) << " proven"
                              << (tree->answersErrors()
                                      ? ", " + std::to_string(w.errorsAnswered) +
                                            " losing moves of their winners answered"
                                      : std::string());
                else
                    std::cout << "Proof: " << sideSymbol(w.winner) << " wins "
                              << proofLine(tree->root());
                std::string scope; // which of the leaves this run solved
                if (chosen < w.leaves.size()) scope = "a sample of " + std::to_string(chosen);
                if (parts > 1) scope += (scope.empty() ? "part " : ", part ") + o->part;
                std::cout << "; " << tree->size() << " entries, " << w.loserNodes
                          << " loser nodes walked, " << leaves.size() << " of " << w.leaves.size()
                          << " leaves solved again"
                          << (scope.empty() ? std::string() : " (" + scope + ")") << " (" << nodes
                          << " nodes), all lost for their mover\n";
                return kExitOk;
            }};
}

} // namespace gametree::cli
