// Commands of proof trees: `book` builds a proof book, `verify-proof` checks
// a proof file (a book or the result of `prove`) again with fresh solves.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <tuple>

#include "commands.hpp"
#include "game_io.hpp"
#include "games/clobber/clobber_text.hpp"
#include "proof/proof_build.hpp"
#include "proof/proof_jobs.hpp"
#include "proof/swindle_build.hpp"
#include "search/agent.hpp"
#include "solver/clobber_solver.hpp"
#include "validators.hpp"

namespace gametree::cli {

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

namespace {

// "K/N" with 1 <= K <= N, as {K, N}; {0, 0} if the text is not that.
std::pair<int, int> parsePart(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) return {0, 0};
    try {
        std::size_t used = 0, usedN = 0;
        const int k = std::stoi(text.substr(0, slash), &used);
        const int n = std::stoi(text.substr(slash + 1), &usedN);
        if (used != slash || slash + 1 + usedN != text.size() || k < 1 || n < k) return {0, 0};
        return {k, n};
    } catch (const std::exception&) {
        return {0, 0};
    }
}

int mergeCommand(const std::vector<std::string>& files, const std::string& out) {
    std::vector<ProofTree> parts;
    for (const std::string& f : files) {
        std::string bytes, error;
        if (!readFile(f, bytes)) {
            std::cerr << "gametree book: --merge: cannot read " << f << '\n';
            return kExitUsage;
        }
        auto tree = ProofTree::parse(bytes, error);
        if (!tree) {
            std::cerr << "gametree book: --merge: " << f << ": " << error << '\n';
            return kExitUsage;
        }
        parts.push_back(std::move(*tree));
    }
    std::string error;
    const auto merged = mergeBooks(parts, error);
    if (!merged) {
        std::cerr << "gametree book: --merge: " << error << '\n';
        return kExitUsage;
    }
    const ProofWalk w = walkProof(*merged);
    if (!w.error.empty()) {
        std::cerr << "gametree book: --merge: the joined book is incomplete (a part missing?): "
                  << w.error;
        return 1;
    }
    const std::string bytes = merged->serialize();
    if (!writeFile(out, bytes)) {
        std::cerr << "gametree book: cannot write " << out << '\n';
        return 1;
    }
    std::cout << "Book: " << out << " (" << bytes.size() << " bytes, " << merged->size()
              << " entries, " << w.leaves.size() << " leaves, " << w.roots << " roots)\n";
    return kExitOk;
}

// Prints a build's progress on stderr every 10 s.
std::function<void(const BookProgress&)> progressPrinter() {
    return [nextReport = 0.0](const BookProgress& p) mutable {
        if (p.seconds < nextReport) return;
        nextReport = p.seconds + 10;
        std::cerr << "... " << p.rootsDone << "/" << p.roots << " roots, " << p.entries
                  << " entries, " << p.leaves << " leaves, " << p.hints << " hints, "
                  << p.errorsAnswered << " errors answered, " << p.nodes << " nodes, "
                  << fixed(p.seconds, 1) << " s" << std::endl;
    };
}

int addHintsCommand(const std::string& bookPath, int hintNodes, bool afterErrors,
                    const std::string& part, int tableMb, const std::string& out) {
    std::string bytes, error;
    if (!readFile(bookPath, bytes)) {
        std::cerr << "gametree book: --add-hints: cannot read " << bookPath << '\n';
        return kExitUsage;
    }
    const auto book = ProofTree::parse(bytes, error);
    if (!book) {
        std::cerr << "gametree book: --add-hints: " << bookPath << ": " << error << '\n';
        return kExitUsage;
    }
    BookOptions b;
    b.hintNodes = uint32_t(hintNodes);
    b.hintsAfterErrorsOnly = afterErrors;
    if (!part.empty()) {
        const auto [k, n] = parsePart(part);
        if (n < 1) {
            std::cerr << "gametree book: --part " << part << ": expected K/N with 1 <= K <= N\n";
            return kExitUsage;
        }
        b.part = k;
        b.parts = n;
    }
    b.tableBytes = std::size_t(tableMb) << 20;
    b.progress = progressPrinter();
    const auto hinted = addBookHints(*book, b, error);
    if (!hinted) {
        std::cerr << "gametree book: --add-hints: " << error << '\n';
        return kExitUsage;
    }
    const std::string written = hinted->serialize();
    if (!writeFile(out, written)) {
        std::cerr << "gametree book: cannot write " << out << '\n';
        return 1;
    }
    std::cout << (b.parts > 1 ? "Hints of part " + part : std::string("Book with hints")) << ": "
              << out << " (" << written.size() << " bytes, " << hinted->size() << " entries)";
    if (b.parts > 1) std::cout << "; join the book and the parts with --merge";
    std::cout << '\n';
    return kExitOk;
}

} // namespace

Command addBook(CLI::App& root) {
    struct Options {
        int rows = 6, cols = 5;
        std::string out;
        int leafNodes = 200'000;
        int tableMb = 1024;
        int fullPlies = 0;
        int leafDiscs = 0;
        int reachDiscs = 0;
        int hintNodes = 0;
        bool answerErrors = false;
        bool hintsAfterErrors = false;
        std::string part;
        std::vector<std::string> merge;
        std::string addHints;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app =
        root.add_subcommand("book", "Build the proof book of a Clobber board's start position");
    app->footer(
        "The book is the proof tree of the start: the winner's move at each of its "
        "nodes, every reply of the loser, down to positions a fresh solver with the "
        "engine's 16 MiB table proves lost within --leaf-nodes. Progress on stderr.\n"
        "With --full-plies F it is an opening book: the proof tree of every position F "
        "plies from the start, each down to --leaf-discs.\n"
        "Examples: gametree book --rows 6 --cols 5 --out data/book/clobber-6x5.book\n"
        "  gametree book --rows 6 --cols 5 --full-plies 2 --answer-errors --leaf-discs 26 "
        "--leaf-nodes 0 --out data/book/clobber-6x5-openings.book\n"
        "  gametree book --add-hints data/book/clobber-6x5-openings.book --hint-nodes 50000 "
        "--hints-after-errors --part 1/8 --out hints1.book");
    app->add_option("--rows", o->rows, "Rows of the board (default 6)")
        ->check(wholeNumberIn(1, 16));
    app->add_option("--cols", o->cols, "Columns of the board (default 5)")
        ->check(wholeNumberIn(1, 16));
    app->add_option("--out", o->out, "The book file to write")->required();
    app->add_option("--leaf-nodes", o->leafNodes,
                    "Node budget within which each leaf is proven (default 200000; 0: none, "
                    "leaves by --leaf-discs alone)")
        ->check(wholeNumberIn(0, 2'000'000'000));
    app->add_option("--full-plies", o->fullPlies,
                    "An opening book: prove every position this many plies from the start, "
                    "1.." +
                        std::to_string(kProofMaxFullPlies) + " (default 0: the start only)")
        ->check(wholeNumberIn(0, kProofMaxFullPlies));
    app->add_option("--leaf-discs", o->leafDiscs,
                    "A leaf has at most this many discs (default 0: any number)")
        ->check(wholeNumberIn(0, kProofMaxSquares));
    app->add_option(
           "--hint-nodes", o->hintNodes,
           "After each reply at a leaf (above --reach-discs), store the winning move "
           "if the engine's fresh solver past the book (4 MiB table) does not prove it within this "
           "many nodes; a multiple of 1000 (default 0: no such entries)")
        ->check(wholeNumberIn(0, 32'767'000));
    app->add_flag("--hints-after-errors", o->hintsAfterErrors,
                  "With --hint-nodes and --answer-errors: hints only at the leaves below the "
                  "answers to errors (where the 6x5 engine lost its proven wins)");
    app->add_flag("--answer-errors", o->answerErrors,
                  "With --full-plies: at each of those positions that its mover wins, also "
                  "the winning answer to every move of the mover that loses (the opponent's "
                  "move, with its proof tree below)");
    app->add_option("--reach-discs", o->reachDiscs,
                    "A loser's position of at most this many discs is a leaf without the "
                    "--leaf-nodes check, the engine's solver reaching it (default 0)")
        ->check(wholeNumberIn(0, kProofMaxSquares));
    app->add_option("--table-mb", o->tableMb, "The build's solver table in MiB (default 1024)")
        ->check(wholeNumberIn(1, 16384));
    app->add_option("--part", o->part,
                    "K/N: build part K of N of an opening book, or of --add-hints (every N-th "
                    "position from the "
                    "K-th), to be joined by --merge");
    CLI::Option* merge =
        app->add_option("--merge", o->merge,
                        "Join these books (the parts of a split build, or a book without hints "
                        "and the parts of --add-hints) into --out instead of building")
            ->expected(1, -1);
    CLI::Option* addHints =
        app->add_option("--add-hints", o->addHints,
                        "Instead of building: add the hints of --hint-nodes (and "
                        "--hints-after-errors) to this book, built without them; with --part "
                        "K/N, only part K's new entries, to be merged with the book")
            ->check(CLI::ExistingFile)
            ->excludes(merge);
    for (const char* name : {"--rows", "--cols", "--leaf-nodes", "--full-plies", "--leaf-discs",
                             "--answer-errors", "--reach-discs"})
        addHints->excludes(app->get_option(name));
    return {app, [o] {
                if (!o->merge.empty()) return mergeCommand(o->merge, o->out);
                if (!o->addHints.empty())
                    return addHintsCommand(o->addHints, o->hintNodes, o->hintsAfterErrors, o->part,
                                           o->tableMb, o->out);
                if (!ProofFrame::fits(o->rows, o->cols)) {
                    std::cerr << "gametree book: a " << o->rows << "x" << o->cols
                              << " board has more than " << kProofMaxSquares
                              << " squares, too many for a proof book\n";
                    return kExitUsage;
                }
                if (!o->leafNodes && !o->leafDiscs) {
                    std::cerr << "gametree book: --leaf-nodes 0 needs --leaf-discs, or the "
                                 "tree would have no leaves but the game's end\n";
                    return kExitUsage;
                }
                BookOptions b;
                b.leafNodes = uint32_t(o->leafNodes);
                if (o->reachDiscs && o->leafDiscs && o->reachDiscs > o->leafDiscs) {
                    std::cerr << "gametree book: --reach-discs " << o->reachDiscs
                              << " is above --leaf-discs " << o->leafDiscs << '\n';
                    return kExitUsage;
                }
                b.leafDiscs = o->leafDiscs;
                b.reachDiscs = o->reachDiscs;
                if (o->hintNodes % 1000) {
                    std::cerr << "gametree book: --hint-nodes " << o->hintNodes
                              << " is not a multiple of 1000\n";
                    return kExitUsage;
                }
                b.hintNodes = uint32_t(o->hintNodes);
                b.fullPlies = o->fullPlies;
                if (o->answerErrors && !o->fullPlies) {
                    std::cerr << "gametree book: --answer-errors goes with --full-plies\n";
                    return kExitUsage;
                }
                b.answerErrors = o->answerErrors;
                if (o->hintsAfterErrors && (!o->answerErrors || !o->hintNodes)) {
                    std::cerr << "gametree book: --hints-after-errors goes with --hint-nodes "
                                 "and --answer-errors\n";
                    return kExitUsage;
                }
                b.hintsAfterErrorsOnly = o->hintsAfterErrors;
                if (!o->part.empty()) {
                    const auto [k, n] = parsePart(o->part);
                    if (n < 1 || !o->fullPlies) {
                        std::cerr << "gametree book: --part " << o->part
                                  << ": expected K/N with 1 <= K <= N, and --full-plies\n";
                        return kExitUsage;
                    }
                    b.part = k;
                    b.parts = n;
                }
                b.tableBytes = std::size_t(o->tableMb) << 20;
                b.progress = progressPrinter();
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
                if (b.parts > 1) {
                    std::cout << "Book part " << b.part << "/" << b.parts << ": " << o->out << " ("
                              << bytes.size() << " bytes, " << tree->size()
                              << " entries); join the parts with --merge\n";
                    return kExitOk;
                }
                const ProofWalk w = walkProof(*tree);
                std::cout << "Book: " << o->out << " (" << bytes.size() << " bytes, "
                          << tree->size() << " entries, " << w.leaves.size() << " leaves, deepest "
                          << w.deepestLeaf << " plies); ";
                if (!o->fullPlies) {
                    std::cout << sideSymbol(w.winner) << " wins\n";
                    return kExitOk;
                }
                std::cout << w.roots << " positions " << o->fullPlies
                          << (o->fullPlies == 1 ? " ply" : " plies") << " from the start proven";
                if (o->answerErrors)
                    std::cout << ", and " << w.errorsAnswered
                              << " losing moves of their winners answered";
                std::cout << '\n';
                return kExitOk;
            }};
}

Command addSwindles(CLI::App& root) {
    struct Options {
        int rows = 6, cols = 5;
        std::string out;
        int fullPlies = 2;
        int maxWinning = 5;
        int tableMb = 1024;
        std::string part;
        std::vector<std::string> merge;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "swindles", "Build the swindle book of a Clobber board: a move for each lost opening");
    app->footer("For every position --full-plies from the start that its mover loses (as the "
                "proof books say, or a solve), the move that leaves the opponent the fewest "
                "winning replies, if one leaves at most --max-winning; counted with full "
                "solves. The engine plays it there. Progress on stderr.\n"
                "Example: gametree swindles --rows 6 --cols 5 --full-plies 2 "
                "--out data/book/clobber-6x5-swindles.book");
    app->add_option("--rows", o->rows, "Rows of the board (default 6)")
        ->check(wholeNumberIn(1, 16));
    app->add_option("--cols", o->cols, "Columns of the board (default 5)")
        ->check(wholeNumberIn(1, 16));
    app->add_option("--out", o->out, "The book file to write")->required();
    app->add_option("--full-plies", o->fullPlies,
                    "The positions this many plies from the start, 0.." +
                        std::to_string(kProofMaxFullPlies) + " (default 2)")
        ->check(wholeNumberIn(0, kProofMaxFullPlies));
    app->add_option("--max-winning", o->maxWinning,
                    "An entry only where a move leaves the opponent at most this many winning "
                    "replies, 1..255 (default 5)")
        ->check(wholeNumberIn(1, 255));
    app->add_option("--table-mb", o->tableMb, "The solver's table in MiB (default 1024)")
        ->check(wholeNumberIn(1, 16384));
    app->add_option("--part", o->part,
                    "K/N: build part K of N (every N-th lost position from the K-th), to be "
                    "joined by --merge");
    app->add_option("--merge", o->merge,
                    "Join these swindle books (the parts of a split build) into --out instead "
                    "of building")
        ->expected(1, -1);
    return {app, [o] {
                std::optional<SwindleBook> book;
                std::string error;
                if (!o->merge.empty()) {
                    std::vector<SwindleBook> parts;
                    for (const std::string& f : o->merge) {
                        std::string bytes;
                        if (!readFile(f, bytes)) {
                            std::cerr << "gametree swindles: --merge: cannot read " << f << '\n';
                            return kExitUsage;
                        }
                        auto part = SwindleBook::parse(bytes, error);
                        if (!part) {
                            std::cerr << "gametree swindles: --merge: " << f << ": " << error
                                      << '\n';
                            return kExitUsage;
                        }
                        parts.push_back(std::move(*part));
                    }
                    book = SwindleBook::merge(parts, error);
                    if (!book) {
                        std::cerr << "gametree swindles: --merge: " << error << '\n';
                        return kExitUsage;
                    }
                } else {
                    if (!ProofFrame::fits(o->rows, o->cols)) {
                        std::cerr << "gametree swindles: a " << o->rows << "x" << o->cols
                                  << " board has more than " << kProofMaxSquares
                                  << " squares, too many for a swindle book\n";
                        return kExitUsage;
                    }
                    SwindleOptions so;
                    so.fullPlies = o->fullPlies;
                    so.maxWinning = o->maxWinning;
                    so.tableBytes = std::size_t(o->tableMb) << 20;
                    if (!o->part.empty()) {
                        const auto [k, n] = parsePart(o->part);
                        if (n < 1) {
                            std::cerr << "gametree swindles: --part " << o->part
                                      << ": expected K/N with 1 <= K <= N\n";
                            return kExitUsage;
                        }
                        so.part = k;
                        so.parts = n;
                    }
                    so.progress = [](const SwindleProgress& p) {
                        std::cerr << "... " << p.done << "/" << p.positions << " lost positions, "
                                  << p.entries << " entries, " << fixed(p.seconds, 1) << " s"
                                  << std::endl;
                    };
                    book = buildSwindleBook(Clobber<1>::start(o->rows, o->cols), so, error);
                    if (!book) {
                        std::cerr << "gametree swindles: " << error << '\n';
                        return 1;
                    }
                }
                const std::string bytes = book->serialize();
                if (!writeFile(o->out, bytes)) {
                    std::cerr << "gametree swindles: cannot write " << o->out << '\n';
                    return 1;
                }
                std::cout << "Swindle book: " << o->out << " (" << bytes.size() << " bytes, "
                          << book->size() << " entries for " << book->lostPositions()
                          << " lost positions " << book->fullPlies() << " plies from the start)\n";
                return kExitOk;
            }};
}

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
    app->add_option("--seed", o->seed, "Seed of the sample (default 1)");
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

int runJob(const std::string& line, int tableMb, const std::string& tableFile, int rootOrder) {
    std::string error;
    const auto pos = parseProofLine(line, error);
    if (!pos) {
        std::cerr << "gametree solve: --job: " << error << '\n';
        return kExitUsage;
    }
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t(tableMb) << 20);
    solver->setRootOrder(rootOrder);
    // A table of positions proved by earlier jobs: every entry is a proven
    // result about a position, whatever job proved it, so a job may start
    // from it. A file that is not such a table, or of another size, is an
    // error rather than a silent fresh start.
    if (!tableFile.empty() && std::filesystem::exists(tableFile))
        if (const std::string problem = solver->loadTable(tableFile); !problem.empty()) {
            std::cerr << "gametree solve: --table-file: " << problem << '\n';
            return kExitUsage;
        }
    const SolveResult r = solver->solve(*pos);
    if (!tableFile.empty()) {
        // Written beside it and renamed over it, so that a job killed while
        // saving leaves the previous table whole.
        const std::string part = tableFile + ".part";
        std::error_code ec;
        if (!solver->saveTable(part) || (std::filesystem::rename(part, tableFile, ec), ec)) {
            std::cerr << "gametree solve: --table-file: cannot write " << tableFile << '\n';
            std::filesystem::remove(part, ec);
            return kExitOutput;
        }
    }
    JobResult out{*pos, r.moverWins, r.move, r.nodes, r.seconds};
    std::cout << jobResultLine(out) << std::endl;
    return kExitOk;
}

namespace {

// DIR/proof.conf: the root, the depth and the prover, one "name value" a line.
struct ProveConfig {
    std::string root;
    int depth = 0;
    char prover = 0;
};

std::optional<ProveConfig> readConfig(const std::string& path, std::string& error) {
    std::ifstream in(path);
    ProveConfig c;
    std::string name, value;
    while (in >> name >> value) {
        if (name == "root") c.root = value;
        if (name == "depth") c.depth = std::atoi(value.c_str());
        if (name == "prover") c.prover = value[0];
    }
    if (c.root.empty() || c.depth < 1 || (c.prover != 'B' && c.prover != 'W')) {
        error = path + " lacks a root, a depth of at least 1 or a prover B or W";
        return std::nullopt;
    }
    return c;
}

} // namespace

Command addProve(CLI::App& root) {
    struct Options {
        std::string dir;
        int depth = 0;
        std::string prover;
        int lookahead = 1;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "prove", "Split the proof of a Clobber position into solve jobs, and merge their results");
    app->footer(
        "The first run reads the root position on standard input and writes DIR/proof.conf. "
        "Every run reads DIR/results.txt (the lines of `gametree solve --job`), writes the jobs "
        "still needed to DIR/jobs.txt, one position a line, and once the root is decided the "
        "proof to DIR/proof.gtp (check it with verify-proof).\n"
        "Run the jobs with GNU parallel: scripts/prove.sh DIR does all rounds, e.g.\n"
        "  gametree start --rows 5 --cols 5 | gametree prove runs/5x5 --depth 4\n"
        "  scripts/prove.sh runs/5x5 --sshloginfile hosts.txt");
    app->add_option("dir", o->dir, "The proof's directory")->required();
    app->add_option("--depth", o->depth, "Plies from the root to the jobs (first run; default 4)")
        ->check(wholeNumberIn(1, 40));
    app->add_option("--prover", o->prover,
                    "The side the proof tries to show wins: B or W (first run; default the "
                    "side to move)")
        ->check(CLI::IsMember({"B", "W"}));
    app->add_option("--lookahead", o->lookahead,
                    "Candidates of a prover's node probed at once: the likeliest refutation of "
                    "each of the next K-1 is listed after the open one's (only the order of "
                    "jobs.txt changes; set it to the number of jobs a round runs; default 1)")
        ->check(wholeNumberIn(1, 1000));
    return {
        app, [o] {
            namespace fs = std::filesystem;
            const fs::path dir(o->dir), conf = dir / "proof.conf";
            std::string error;
            if (!fs::exists(conf)) {
                std::ostringstream text;
                text << std::cin.rdbuf();
                ClobberParse parsed = parseClobber(text.str());
                if (!parsed.position) {
                    std::cerr << "gametree prove: the root on standard input: "
                              << parsed.error->describe() << '\n';
                    return kExitUsage;
                }
                const auto* pos = std::get_if<Clobber<1>>(&*parsed.position);
                if (!pos || !ProofFrame::fits(pos->rows(), pos->cols())) {
                    std::cerr << "gametree prove: a proof holds boards of at most "
                              << kProofMaxSquares << " squares\n";
                    return kExitUsage;
                }
                std::error_code ec;
                fs::create_directories(dir, ec);
                const char prover =
                    o->prover.empty() ? sideSymbol(pos->sideToMove()) : o->prover[0];
                const std::string c = "root " + proofLine(*pos) + "\ndepth " +
                                      std::to_string(o->depth ? o->depth : 4) + "\nprover " +
                                      prover + "\n";
                if (!writeFile(conf.string(), c)) {
                    std::cerr << "gametree prove: cannot write " << conf.string() << '\n';
                    return 1;
                }
            }
            const auto config = readConfig(conf.string(), error);
            if (!config) {
                std::cerr << "gametree prove: " << error << '\n';
                return kExitUsage;
            }
            if ((o->depth && o->depth != config->depth) ||
                (!o->prover.empty() && o->prover[0] != config->prover)) {
                std::cerr << "gametree prove: " << conf.string()
                          << " was made with other options (depth " << config->depth << ", prover "
                          << config->prover << ")\n";
                return kExitUsage;
            }
            const auto rootPos = parseProofLine(config->root, error);
            if (!rootPos || !ProofFrame::fits(rootPos->rows(), rootPos->cols())) {
                std::cerr << "gametree prove: " << conf.string() << ": bad root " << error << '\n';
                return kExitUsage;
            }
            JobResults results(ProofFrame(rootPos->rows(), rootPos->cols()));
            if (std::ifstream in(dir / "results.txt"); in && !results.read(in, error)) {
                std::cerr << "gametree prove: results.txt: " << error << '\n';
                return kExitUsage;
            }
            const ProveStatus st = advanceProof(*rootPos, config->depth,
                                                config->prover == 'B' ? Side::First : Side::Second,
                                                results, o->lookahead);
            std::string jobs;
            for (const Clobber<1>& p : st.pending) jobs += proofLine(p) + "\n";
            if (!writeFile((dir / "jobs.txt").string(), jobs)) {
                std::cerr << "gametree prove: cannot write jobs.txt\n";
                return 1;
            }
            std::cout << "Results: " << results.size() << " (" << st.jobsUsed
                      << " used by the tree, " << fixed(results.seconds(), 1) << " s of solving";
            if (results.skipped())
                std::cout << ", " << results.skipped() << " malformed lines skipped";
            std::cout << ")\nRefuted first moves:";
            for (const std::string& m : st.refutedRootMoves) std::cout << ' ' << m;
            std::cout << (st.refutedRootMoves.empty() ? " none\n" : "\n");
            if (!st.winner) {
                if (!st.openMove.empty()) std::cout << "Open first move: " << st.openMove << ", ";
                std::cout << st.openRepliesProven << " of " << st.openReplies
                          << (st.openMove.empty() ? " first moves" : " replies") << " proven for "
                          << config->prover << '\n';
                if (!st.openLine.empty()) {
                    // Where the work is: the candidate open at each of the
                    // prover's nodes, the reply open at each of the opponent's.
                    std::cout << "Open line:";
                    for (const ProveStatus::OpenStep& step : st.openLine) {
                        std::cout << ' ' << step.move;
                        if (step.byProver)
                            std::cout << " (" << step.refutedBefore << " refuted before it, "
                                      << step.repliesProven << " of " << step.replies
                                      << " replies proven)";
                    }
                    std::cout << '\n';
                }
                std::cout << "Pending: " << st.pending.size() << " jobs in "
                          << (dir / "jobs.txt").string() << '\n';
                return kExitOk;
            }
            const std::string proofPath = (dir / "proof.gtp").string();
            if (!writeFile(proofPath, st.proof->serialize())) {
                std::cerr << "gametree prove: cannot write " << proofPath << '\n';
                return 1;
            }
            std::cout << "Proven: " << sideSymbol(*st.winner) << " wins; proof in " << proofPath
                      << " (" << st.proof->size() << " entries)\n";
            return kExitOk;
        }};
}

} // namespace gametree::cli
