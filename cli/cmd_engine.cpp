// Commands of the strong engine: `solve`, `bench` and `tournament`.
#include <cstdio>
#include <iostream>
#include <memory>

#include "agent_options.hpp"
#include "bench/clobber_bench.hpp"
#include "bench/clobber_tournament.hpp"
#include "commands.hpp"
#include "game_io.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

std::string sideName(const GameInfo& game, Side s) {
    if (game.symbols[0] == 'X') return s == Side::First ? "X" : "O";
    return s == Side::First ? "Black" : "White";
}

} // namespace

Command addSolve(CLI::App& root) {
    struct Options {
        GameOptions game;
        int tableMb = 1024;
        bool progress = false;
        bool noBook = false;
        std::string job;
        std::string tableFile;
        int rootOrder = kSolveRootOrder;
        int threads = 0; // not given: the solver without threads
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "solve", "Prove who wins the position on standard input with perfect play, and how");
    app->footer("Prints 'Winner: B|W' (X|O, or 'none (draw)' in tic-tac-toe), a best move and "
                "'Source: book NAME' (a proof book answered) or 'Source: search' on stdout; "
                "nodes, time and memory on stderr. For clobber and tictactoe.");
    addGameOptions(*app, o->game);
    app->add_option("--table-mb", o->tableMb,
                    "Table of solved positions in MiB, 1..16384 (default 1024); exit 4 if "
                    "it does not fit in memory")
        ->check(wholeNumberIn(1, 16384));
    CLI::Option* progress = strictFlag(*app, "--progress", o->progress,
                                       "Print the node count every few seconds on stderr");
    CLI::Option* noBook =
        strictFlag(*app, "--no-book", o->noBook,
                   "Clobber: search even where a proof book answers (to measure the solver)");
    CLI::Option* rootOrder =
        app->add_option("--root-order", o->rootOrder,
                        "Clobber: the depth of the short search that orders the root's moves, 0 "
                        "for the solver's own order as at every other node (default " +
                            std::to_string(kSolveRootOrder) + ")")
            ->check(wholeNumberIn(0, kMaxSolveRootOrder));
    CLI::Option* threads =
        app->add_option(
               "--threads", o->threads,
               "Clobber: solve on N threads (1.." + std::to_string(kMaxSolveThreads) +
                   ", this machine has " + std::to_string(defaultSolveThreads()) +
                   " cores) that share the table; the move named is then the first winning "
                   "move in the root's order, the same with any N. Without it, one thread "
                   "names the first winner its search met")
            ->check(wholeNumberIn(1, kMaxSolveThreads));
    CLI::Option* job =
        app->add_option("--job", o->job,
                        "Solve this one-line position (a job of `gametree prove`, like BW/WB:B) "
                        "instead of standard input; print one result line");
    CLI::Option* tableFile = app->add_option(
        "--table-file", o->tableFile,
        "With --job: start from the table saved in this file, if there is one, and "
        "save the table there after the job (the file is as large as the table), so "
        "that jobs run one after another share what they proved");
    return {
        app, [o, rootOrder, job, tableFile, progress, noBook, threads] {
            if (tableFile->count() && o->tableFile.empty()) {
                std::cerr << "gametree solve: --table-file: no file name given\n";
                return kExitUsage;
            }
            if (tableFile->count() && !job->count()) {
                std::cerr << "gametree solve: --table-file goes with --job\n";
                return kExitUsage;
            }
            // Given, even empty, a job is what is solved: never standard input.
            // A job is a Clobber position solved by search alone, one result
            // line out: the options that would change that are refused, not
            // ignored.
            if (job->count()) {
                const char* refused = o->game.game != "clobber" ? "--game"
                                      : o->game.k               ? "--k"
                                      : noBook->count()         ? "--no-book"
                                      : progress->count()       ? "--progress"
                                                                : nullptr;
                if (refused) {
                    std::cerr << "gametree solve: " << refused
                              << " does not go with --job (a job is a Clobber position, solved "
                                 "by search, with one result line out)\n";
                    return kExitUsage;
                }
                return runJob(o->job, o->tableMb, o->tableFile, o->rootOrder, o->threads);
            }
            if (const std::string problem = gameOptionsError(o->game); !problem.empty()) {
                std::cerr << "gametree solve: " << problem << '\n';
                return kExitUsage;
            }
            if (!findGame(o->game.game)->hasSolver) {
                std::cerr << "gametree solve: there is no exact solver for " << o->game.game
                          << '\n';
                return kExitUsage;
            }
            if (const auto e = o->noBook ? noBookConflict(*findGame(o->game.game)) : std::nullopt) {
                std::cerr << "gametree solve: " << *e << '\n';
                return kExitUsage;
            }
            if (rootOrder->count() && o->game.game != "clobber") {
                std::cerr << "gametree solve: --root-order: only clobber's solver orders its "
                             "root by a search\n";
                return kExitUsage;
            }
            if (threads->count() && o->game.game != "clobber") {
                std::cerr << "gametree solve: --threads: only clobber's solver runs on "
                             "threads\n";
                return kExitUsage;
            }
            auto session = readPosition(o->game, std::cin, std::cerr);
            if (!session) return kExitUsage;
            double nextReport = 5;
            auto onProgress = [&](uint64_t nodes, int, double seconds) {
                if (!o->progress || seconds < nextReport) return;
                nextReport = seconds + 5;
                std::cerr << "... " << nodes << " nodes, " << fixed(seconds, 1) << " s"
                          << std::endl;
            };
            const GameInfo& game = session->info();
            const SessionSolve r =
                session->solve(o->tableMb, onProgress, 0, !o->noBook, o->rootOrder, o->threads);
            if (r.outOfMemory) {
                std::cerr << outOfMemoryLine("solve", r.error) << '\n';
                return kExitOutOfMemory;
            }
            if (!r.error.empty()) {
                std::cerr << "gametree solve: " << r.error << '\n';
                return kExitUsage;
            }
            const Side mover = session->sideToMove();
            if (r.result == "draw") {
                std::cout << "Winner: none (draw with perfect play; " << sideName(game, mover)
                          << " to move)\n";
            } else {
                const Side winner =
                    r.result[0] == sideSymbol(game, Side::First) ? Side::First : Side::Second;
                std::cout << "Winner: " << r.result << " (" << sideName(game, winner)
                          << " wins with perfect play; " << sideName(game, mover) << " to move)\n";
            }
            if (!r.move.empty() && r.result != std::string(1, sideSymbol(game, opponent(mover))))
                std::cout << "Move: " << r.move << '\n';
            std::cout << "Source: " << r.source << (r.book.empty() ? "" : " " + r.book) << '\n';
            std::cerr << "Solved: nodes=" << r.nodes << " time=" << fixed(r.seconds, 3)
                      << "s table=" << (r.tableBytes >> 20) << "MiB\n";
            return kExitOk;
        }};
}

Command addBench(CLI::App& root) {
    CLI::App* app = root.add_subcommand(
        "bench", "Search a fixed list of positions with the engine; print the total node count");
    app->footer("The node count is the search's signature: it must not change without a "
                "functional change, and it is the same natively and in WebAssembly.");
    return {app, [] {
                const BenchReport r = runBench([](const BenchLine& l) {
                    std::cerr << "depth " << l.depth << " move " << l.move << " value " << l.value
                              << " nodes " << l.nodes << " time " << fixed(l.seconds, 3) << "s\n";
                });
                std::cout << "Nodes: " << r.nodes << "\n";
                std::cout << "Time: " << fixed(r.seconds, 3) << " s\n";
                std::cout << "Nodes/second: " << uint64_t(r.nodesPerSecond()) << "\n";
                return kExitOk;
            }};
}

namespace {

// The openings a tournament plays: seeded random plies from Clobber's start.
struct OpeningOptions {
    int rows = 6, cols = 5, plies = 2;
    uint64_t seed = 1;
};

void addOpeningOptions(CLI::App& app, OpeningOptions& o) {
    app.add_option("--rows", o.rows, "Rows of the board (default 6)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
    app.add_option("--cols", o.cols, "Columns of the board (default 5)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
    app.add_option("--plies", o.plies, "Random plies of each opening (default 2)")
        ->check(wholeNumberIn(0, 64));
    app.add_option("--seed", o.seed, "Seed of the opening generator (default 1)")
        ->check(anyUnsigned64());
}

} // namespace

Command addOpening(CLI::App& root) {
    struct Options {
        OpeningOptions openings;
        int index = 1;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "opening", "Print one of the Clobber openings that tournament plays, with its turn line");
    app->footer("With the same --rows, --cols, --plies and --seed, opening N is the Nth opening "
                "of `gametree tournament --openings N` or more.\nExample: gametree opening --rows "
                "6 --cols 6 --plies 4 --index 3 | gametree solve");
    addOpeningOptions(*app, o->openings);
    app->add_option("--index", o->index, "Which opening, from 1 (default 1)")
        ->check(wholeNumberIn(1, 10000));
    return {app, [o] {
                const OpeningOptions& g = o->openings;
                const auto openings = randomOpenings(g.rows, g.cols, o->index, g.plies, g.seed);
                if (int(openings.size()) < o->index) {
                    std::cerr << "gametree opening: a " << g.rows << "x" << g.cols
                              << " board has only " << openings.size() << " distinct opening"
                              << (openings.size() == 1 ? "" : "s") << " of " << g.plies
                              << (g.plies == 1 ? " ply" : " plies") << " (asked for number "
                              << o->index << ")\n";
                    return kExitUsage;
                }
                std::cout << clobberText(openings.back(), true);
                return kExitOk;
            }};
}

Command addTournament(CLI::App& root) {
    struct Options {
        std::vector<std::string> agents;
        OpeningOptions openings;
        int count = 20;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "tournament", "Play every pair of agents over seeded random openings, both colours each");
    app->footer("An agent is ALGORITHM:LIMIT[:HEURISTIC], LIMIT a depth or a time like 100ms.\n"
                "Example: gametree tournament engine:100ms alphabeta:4:phase alphabeta:3:active\n"
                "`gametree opening` prints the openings.");
    app->add_option("agents", o->agents, "Two or more agents")->required()->expected(2, -1);
    addOpeningOptions(*app, o->openings);
    app->add_option("--openings", o->count, "Number of distinct openings (default 20)")
        ->check(wholeNumberIn(1, 10000));
    return {app, [o] {
                std::vector<Agent> agents;
                for (const std::string& text : o->agents) {
                    std::string error;
                    auto a = parseAgent(text, error);
                    if (!a) {
                        std::cerr << "gametree tournament: " << error << '\n';
                        return kExitUsage;
                    }
                    agents.push_back(*a);
                }
                const OpeningOptions& g = o->openings;
                const auto openings = randomOpenings(g.rows, g.cols, o->count, g.plies, g.seed);
                std::cerr << openings.size() << " openings, " << 2 * openings.size()
                          << " games per pair\n";
                const auto results = runTournament(agents, openings);
                for (const PairResult& r : results) {
                    const auto [lo, hi] = wilsonInterval(r.winsA, r.games);
                    std::cout << agents[size_t(r.a)].name << " vs " << agents[size_t(r.b)].name
                              << ": " << r.winsA << "/" << r.games
                              << " wins = " << fixed(100 * r.rate(), 1) << "% (95% CI "
                              << fixed(100 * lo, 1) << "-" << fixed(100 * hi, 1) << "%)\n";
                }
                return kExitOk;
            }};
}

} // namespace gametree::cli
