// Commands of proof trees: `book` builds a proof book, `verify-proof` checks
// a proof file (a book or the result of `prove`) again with fresh solves.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>

#include "clobber_solver.hpp"
#include "clobber_text.hpp"
#include "commands.hpp"
#include "game_io.hpp"
#include "proof_build.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

std::string fixedSeconds(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

} // namespace

bool readFile(const std::string& path, std::string& bytes) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream s;
    s << in.rdbuf();
    bytes = s.str();
    return true;
}

bool writeFile(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
    return bool(out.flush());
}

Command addBook(CLI::App& root) {
    struct Options {
        int rows = 6, cols = 5;
        std::string out;
        int leafNodes = 200'000;
        int tableMb = 1024;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app =
        root.add_subcommand("book", "Build the proof book of a Clobber board's start position");
    app->footer("The book is the proof tree of the start: the winner's move at each of its "
                "nodes, every reply of the loser, down to positions a fresh solver with the "
                "engine's 16 MiB table proves lost within --leaf-nodes. Progress on stderr.\n"
                "Example: gametree book --rows 6 --cols 5 --out data/book/clobber-6x5.book");
    app->add_option("--rows", o->rows, "Rows of the board (default 6)")
        ->check(wholeNumberIn(1, 16));
    app->add_option("--cols", o->cols, "Columns of the board (default 5)")
        ->check(wholeNumberIn(1, 16));
    app->add_option("--out", o->out, "The book file to write")->required();
    app->add_option("--leaf-nodes", o->leafNodes,
                    "Node budget within which each leaf is proven (default 200000)")
        ->check(wholeNumberIn(1, 2'000'000'000));
    app->add_option("--table-mb", o->tableMb, "The build's solver table in MiB (default 1024)")
        ->check(wholeNumberIn(1, 16384));
    return {app, [o] {
                if (!ProofFrame::fits(o->rows, o->cols)) {
                    std::cerr << "gametree book: a " << o->rows << "x" << o->cols
                              << " board has more than " << kProofMaxSquares
                              << " squares, too many for a proof book\n";
                    return kExitUsage;
                }
                BookOptions b;
                b.leafNodes = uint32_t(o->leafNodes);
                b.tableBytes = std::size_t(o->tableMb) << 20;
                double nextReport = 0;
                b.progress = [&](const BookProgress& p) {
                    if (p.seconds < nextReport) return;
                    nextReport = p.seconds + 10;
                    std::cerr << "... " << p.entries << " entries, " << p.leaves << " leaves, "
                              << p.nodes << " nodes, " << fixedSeconds(p.seconds) << " s"
                              << std::endl;
                };
                std::string error;
                const auto tree = buildProofBook(Clobber<1>::start(o->rows, o->cols), b, error);
                if (!tree) {
                    std::cerr << "gametree book: " << error << '\n';
                    return 1;
                }
                const std::string bytes = tree->serialize();
                if (!writeFile(o->out, bytes)) {
                    std::cerr << "gametree book: cannot write " << o->out << '\n';
                    return 1;
                }
                const ProofWalk w = walkProof(*tree);
                std::cout << "Book: " << o->out << " (" << bytes.size() << " bytes, "
                          << tree->size() << " entries, " << w.leaves.size() << " leaves, deepest "
                          << w.deepestLeaf << " plies); " << sideSymbol(w.winner) << " wins\n";
                return kExitOk;
            }};
}

Command addVerifyProof(CLI::App& root) {
    struct Options {
        std::string file;
        int tableMb = 256;
        int sample = 0;
        uint64_t seed = 1;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "verify-proof", "Check a proof file (a book, or a proof from prove) with fresh solves");
    app->footer("Walks the proof from its root: every reply of the loser must have a stored "
                "answer, every stored move must be legal; then solves each leaf again and "
                "checks that its mover loses. Exit 0 if the proof holds, 1 if not.");
    app->add_option("file", o->file, "The proof file")->required();
    app->add_option("--table-mb", o->tableMb, "Solver table in MiB (default 256)")
        ->check(wholeNumberIn(1, 16384));
    app->add_option("--sample", o->sample, "Solve only this many leaves, drawn with --seed")
        ->check(wholeNumberIn(1, 100'000'000));
    app->add_option("--seed", o->seed, "Seed of the sample (default 1)");
    return {app, [o] {
                std::string bytes, error;
                if (!readFile(o->file, bytes)) {
                    std::cerr << "gametree verify-proof: cannot read " << o->file << '\n';
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
                auto solver = std::make_unique<ClobberSolver<1>>(std::size_t(o->tableMb) << 20);
                uint64_t nodes = 0;
                for (const Clobber<1>& leaf : leaves) {
                    const SolveResult r = solver->solve(leaf);
                    nodes += r.nodes;
                    if (r.moverWins) {
                        std::cout << "Proof: WRONG: the mover wins this leaf:\n"
                                  << clobberText(leaf, true);
                        return 1;
                    }
                }
                std::cout << "Proof: " << sideSymbol(w.winner) << " wins "
                          << proofLine(tree->root()) << "; " << tree->size() << " entries, "
                          << w.loserNodes << " loser nodes walked, " << leaves.size() << " of "
                          << w.leaves.size() << " leaves solved again (" << nodes
                          << " nodes), all lost for their mover\n";
                return kExitOk;
            }};
}

} // namespace gametree::cli
