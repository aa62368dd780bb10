// `gametree book`: builds a proof book (a proof tree of a board's start, grown
// until the solver proves each leaf within a budget), in parts, joined with
// --merge, and with hints added below its answers.
#include <functional>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "file_io.hpp"
#include "game_io.hpp"
#include "games/clobber/clobber_text.hpp"
#include "proof/first_moves_book.hpp"
#include "proof/proof_build.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

// The proofs or books of files, or nothing after saying on stderr which
// file failed and why (option names the option that gave them).
std::optional<std::vector<ProofTree>> readProofs(const std::vector<std::string>& files,
                                                 const char* option) {
    std::vector<ProofTree> trees;
    for (const std::string& f : files) {
        std::string bytes, error;
        if (const std::string problem =
                readFile(f, kMaxProofFileBytes, "book", bytes, kProofFileMagic);
            !problem.empty()) {
            std::cerr << "gametree book: " << option << ": " << problem << '\n';
            return std::nullopt;
        }
        auto tree = ProofTree::parse(bytes, error);
        if (!tree) {
            std::cerr << "gametree book: " << option << ": " << f << ": " << error << '\n';
            return std::nullopt;
        }
        trees.push_back(std::move(*tree));
    }
    return trees;
}

int mergeCommand(const std::vector<std::string>& files, const std::string& out) {
    const auto read = readProofs(files, "--merge");
    if (!read) return kExitUsage;
    const std::vector<ProofTree>& parts = *read;
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
    if (const std::string problem = writeFile(out, bytes); !problem.empty()) {
        std::cerr << "gametree book: " << problem << '\n';
        return 1;
    }
    std::cout << "Book: " << out << " (" << bytes.size() << " bytes, " << merged->size()
              << " entries, " << w.leaves.size() << " leaves, " << w.roots << " roots)\n";
    return kExitOk;
}

int firstMovesCommand(const std::vector<std::string>& files, const std::string& out) {
    const auto proofs = readProofs(files, "--first-moves");
    if (!proofs) return kExitUsage;
    std::string error;
    const auto joined = joinFirstMoves(*proofs, error);
    if (!joined) {
        std::cerr << "gametree book: --first-moves: " << error << '\n';
        return kExitUsage;
    }
    const ProofWalk w = walkProof(*joined);
    const std::string bytes = joined->serialize();
    if (const std::string problem = writeFile(out, bytes); !problem.empty()) {
        std::cerr << "gametree book: " << problem << '\n';
        return 1;
    }
    std::cout << "Book: " << out << " (" << bytes.size() << " bytes, " << joined->size()
              << " entries, " << w.leaves.size() << " leaves, deepest " << w.deepestLeaf
              << " plies); " << w.roots << " positions 1 ply from the start proven\n";
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
    if (const std::string problem =
            readFile(bookPath, kMaxProofFileBytes, "book", bytes, kProofFileMagic);
        !problem.empty()) {
        std::cerr << "gametree book: --add-hints: " << problem << '\n';
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
    if (const std::string problem = writeFile(out, written); !problem.empty()) {
        std::cerr << "gametree book: " << problem << '\n';
        return 1;
    }
    std::cout << (b.parts > 1 ? "Hints of part " + part : std::string("Book with hints")) << ": "
              << out << " (" << written.size() << " bytes, " << hinted->size() << " entries)";
    if (b.parts > 1) std::cout << "; join the book and the parts with --merge";
    std::cout << '\n';
    return kExitOk;
}

int extendCommand(const std::string& proofPath, int leafNodes, const std::string& part, int tableMb,
                  const std::string& out) {
    std::string bytes, error;
    if (const std::string problem =
            readFile(proofPath, kMaxProofFileBytes, "proof", bytes, kProofFileMagic);
        !problem.empty()) {
        std::cerr << "gametree book: --extend: " << problem << '\n';
        return kExitUsage;
    }
    const auto proof = ProofTree::parse(bytes, error);
    if (!proof) {
        std::cerr << "gametree book: --extend: " << proofPath << ": " << error << '\n';
        return kExitUsage;
    }
    BookOptions b;
    b.leafNodes = uint32_t(leafNodes);
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
    const auto tree = extendProofBook(*proof, b, error);
    if (!tree) {
        std::cerr << "gametree book: --extend: " << error << '\n';
        return kExitUsage;
    }
    const std::string written = tree->serialize();
    if (const std::string problem = writeFile(out, written); !problem.empty()) {
        std::cerr << "gametree book: " << problem << '\n';
        return 1;
    }
    std::cout << (b.parts > 1 ? "Extended part " + part : std::string("Extended book")) << ": "
              << out << " (" << written.size() << " bytes, " << tree->size() << " entries)";
    if (b.parts > 1) std::cout << "; join the parts with --merge";
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
        std::vector<std::string> firstMoves;
        std::string addHints;
        std::string extend;
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
        "--hints-after-errors --part 1/8 --out hints1.book\n"
        "  gametree book --extend data/proof/6x6/proof.gtp --leaf-nodes 300000 --part 1/48 "
        "--table-mb 256 --out deep1.book\n"
        "  gametree book --first-moves data/book/clobber-6x6.book data/proof/6x6-*/proof.gtp "
        "data/proof/6x6/refutations/*.gtp --out data/book/clobber-6x6-first-moves.book");
    app->add_option("--rows", o->rows, "Rows of the board (default 6)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
    app->add_option("--cols", o->cols, "Columns of the board (default 5)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
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
    CLI::Option* firstMoves =
        app->add_option("--first-moves", o->firstMoves,
                        "Join these proofs into --out instead of building: the opening book "
                        "(one full-width ply) of every first move from their board's start, each "
                        "proof being of the start or of a refutation, rooted after a first move "
                        "and the reply that wins against it")
            ->expected(1, -1)
            ->excludes(merge);
    CLI::Option* addHints =
        app->add_option("--add-hints", o->addHints,
                        "Instead of building: add the hints of --hint-nodes (and "
                        "--hints-after-errors) to this book, built without them; with --part "
                        "K/N, only part K's new entries, to be merged with the book")
            ->check(CLI::ExistingFile)
            ->excludes(merge)
            ->excludes(firstMoves);
    for (const char* name : {"--rows", "--cols", "--leaf-nodes", "--full-plies", "--leaf-discs",
                             "--answer-errors", "--reach-discs"})
        addHints->excludes(app->get_option(name));
    CLI::Option* extend =
        app->add_option("--extend", o->extend,
                        "Instead of building: this proof (a book, or the proof.gtp of `prove`) "
                        "with each leaf that the engine's solver does not prove within "
                        "--leaf-nodes grown down to leaves it does; with --part K/N, only every "
                        "N-th leaf from the K-th, to be joined by --merge")
            ->check(CLI::ExistingFile)
            ->excludes(merge)
            ->excludes(firstMoves)
            ->excludes(addHints);
    for (const char* name : {"--rows", "--cols", "--full-plies", "--leaf-discs", "--answer-errors",
                             "--reach-discs", "--hint-nodes", "--hints-after-errors"})
        extend->excludes(app->get_option(name));
    return {app, [o] {
                // Said now, not after a build of hours.
                if (const std::string problem = writableFileError(o->out); !problem.empty()) {
                    std::cerr << "gametree book: --out: " << problem << '\n';
                    return kExitUsage;
                }
                if (!o->merge.empty()) return mergeCommand(o->merge, o->out);
                if (!o->firstMoves.empty()) return firstMovesCommand(o->firstMoves, o->out);
                if (!o->addHints.empty())
                    return addHintsCommand(o->addHints, o->hintNodes, o->hintsAfterErrors, o->part,
                                           o->tableMb, o->out);
                if (!o->extend.empty())
                    return extendCommand(o->extend, o->leafNodes, o->part, o->tableMb, o->out);
                if (!ProofFrame::fits(o->rows, o->cols)) {
                    std::cerr << "gametree book: a " << o->rows << "x" << o->cols
                              << " board has more than " << kProofMaxSquares
                              << " squares, too many for a proof book\n";
                    return kExitUsage;
                }
                if (!Clobber<1>::start(o->rows, o->cols).hasMove()) {
                    std::cerr << "gametree book: the start of a " << o->rows << "x" << o->cols
                              << " board has no move: its first player has lost before "
                                 "playing, and there is nothing to prove\n";
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
                if (const std::string problem = writeFile(o->out, bytes); !problem.empty()) {
                    std::cerr << "gametree book: " << problem << '\n';
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

} // namespace gametree::cli
