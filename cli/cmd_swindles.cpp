// `gametree swindles`: builds a swindle book, the move to play in each lost
// position a few plies from a board's start.
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "file_io.hpp"
#include "game_io.hpp"
#include "games/clobber/clobber_text.hpp"
#include "proof/proof_book.hpp"
#include "proof/swindle_build.hpp"
#include "validators.hpp"

namespace gametree::cli {

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
        ->check(wholeNumberIn(1, kClobberMaxSide));
    app->add_option("--cols", o->cols, "Columns of the board (default 5)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
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
                if (const std::string problem = writableFileError(o->out); !problem.empty()) {
                    std::cerr << "gametree swindles: --out: " << problem << '\n';
                    return kExitUsage;
                }
                std::optional<SwindleBook> book;
                std::string error;
                if (!o->merge.empty()) {
                    std::vector<SwindleBook> parts;
                    for (const std::string& f : o->merge) {
                        std::string bytes;
                        if (const std::string problem =
                                readFile(f, kMaxProofFileBytes, "swindle book", bytes, "GTSWNDL");
                            !problem.empty()) {
                            std::cerr << "gametree swindles: --merge: " << problem << '\n';
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
                if (const std::string problem = writeFile(o->out, bytes); !problem.empty()) {
                    std::cerr << "gametree swindles: " << problem << '\n';
                    return 1;
                }
                std::cout << "Swindle book: " << o->out << " (" << bytes.size() << " bytes, "
                          << book->size() << " entries for " << book->lostPositions()
                          << " lost positions " << book->fullPlies() << " plies from the start)\n";
                return kExitOk;
            }};
}

} // namespace gametree::cli
