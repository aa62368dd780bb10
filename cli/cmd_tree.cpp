// `gametree tree`: the tree minimax or alpha-beta walks from the position on
// standard input, as indented text, Graphviz DOT or JSON.
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "game_io.hpp"
#include "search/agent.hpp"
#include "tree_format.hpp"
#include "validators.hpp"

namespace gametree::cli {

Command addTree(CLI::App& root) {
    struct Options {
        GameOptions game;
        std::string algorithm = "alphabeta";
        std::string ordering = "generation";
        int depth = 3;
        std::string heuristic;
        std::string format = "text";
        int maxNodes = int(SearchTrace<int>::kDefaultMaxNodes);
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "tree", "Print the search tree minimax or alpha-beta walks from the position on stdin");
    app->footer("Every visited node in search order: the move to it, MAX or MIN, the alpha-beta "
                "window it was entered with, its value (for the side to move at the root), and "
                "the moves a cut-off left unsearched.\nExample: gametree start --game tictactoe "
                "| gametree tree --game tictactoe --depth 2 --format dot | dot -Tsvg > tree.svg");
    addGameOptions(*app, o->game);
    // "engine" is accepted here so that the session can say why it has no trace.
    app->add_option("--algorithm", o->algorithm,
                    "minimax or alphabeta (default alphabeta); the engine is not traced")
        ->check(CLI::IsMember({"minimax", "alphabeta", "engine"}))
        ->type_name("ALGO");
    app->add_option("--ordering", o->ordering,
                    "The order alpha-beta searches moves in: generation (the game's, default) or "
                    "engine (killer moves, then history, as the engine orders them)")
        ->check(CLI::IsMember({"generation", "engine"}))
        ->type_name("ORDER");
    app->add_option("--depth", o->depth,
                    "Depth in plies, 1.." + std::to_string(kMaxSearchDepth) + " (default 3)")
        ->check(wholeNumberIn(1, kMaxSearchDepth))
        ->type_name("D");
    app->add_option("--heuristic", o->heuristic,
                    "Heuristic (see 'gametree heuristics --game G'; default the game's own)")
        ->type_name("NAME");
    app->add_option("--format", o->format, "text, json or dot (default text)")
        ->check(CLI::IsMember({"text", "json", "dot"}))
        ->type_name("FORMAT");
    app->add_option("--max-nodes", o->maxNodes,
                    "Record at most this many nodes, 1.." + std::to_string(kMaxTraceNodes) +
                        " (default 200000); the search still runs to the end")
        ->check(wholeNumberIn<long long>(1, kMaxTraceNodes))
        ->type_name("N");
    return {app, [o] {
                if (const std::string problem = gameOptionsError(o->game); !problem.empty()) {
                    std::cerr << "gametree tree: " << problem << '\n';
                    return kExitUsage;
                }
                auto session = readPosition(o->game, std::cin, std::cerr);
                if (!session) return kExitUsage;
                SessionSettings s;
                s.algorithm = o->algorithm;
                s.ordering = o->ordering;
                s.depth = o->depth;
                s.heuristic = o->heuristic;
                const SessionTrace t = session->trace(s, std::size_t(o->maxNodes));
                if (!t.error.empty()) {
                    std::cerr << "gametree tree: " << t.error << '\n';
                    return kExitUsage;
                }
                TraceHeader h;
                h.game = std::string(session->info().name);
                h.position = session->position(true);
                h.k = session->board().k;
                h.rootSide = sideSymbol(session->info(), session->sideToMove());
                if (o->format == "json")
                    writeTraceJson(std::cout, h, t);
                else if (o->format == "dot")
                    writeTraceDot(std::cout, h, t);
                else
                    writeTraceText(std::cout, h, t);
                if (t.truncated)
                    std::cerr << "gametree tree: recorded the first " << t.size() << " of "
                              << t.searched << " nodes (--max-nodes)\n";
                return kExitOk;
            }};
}

} // namespace gametree::cli
