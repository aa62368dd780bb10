// Commands about positions rather than games: `start`, `perft`, `heuristics`.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "game_io.hpp"
#include "games/clobber/clobber.hpp"
#include "search/agent.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

// Prints the problem for `command` and returns false when the game options clash.
bool gameFits(const GameOptions& o, const char* command) {
    const std::string problem = gameOptionsError(o);
    if (!problem.empty()) std::cerr << "gametree " << command << ": " << problem << '\n';
    return problem.empty();
}

} // namespace

Command addStart(CLI::App& root) {
    struct Options {
        GameOptions game;
        int rows = 0, cols = 0;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand("start", "Print the standard start of a game");
    app->footer("clobber: every square filled in chessboard colours, the bottom-left square "
                "black (default 6x5).\nhalma: the camps in the bottom-left (Black) and top-right "
                "(White) corners (default 16x16).\ntictactoe: the empty board (default 3x3).\nThe "
                "first player (Black, X) moves first.");
    addGameOptions(*app, o->game);
    app->add_option("--rows", o->rows, "Number of rows, 1..26 (default: the game's)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
    app->add_option("--cols", o->cols, "Number of columns, 1..26 (default: the game's)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
    return {app, [o] {
                if (!gameFits(o->game, "start")) return kExitUsage;
                auto session = makeSession(o->game.game);
                const std::string error = session->newGame({o->rows, o->cols, o->game.k});
                if (!error.empty()) {
                    std::cerr << "gametree start: " << error << '\n';
                    return kExitUsage;
                }
                std::cout << session->position(false);
                return kExitOk;
            }};
}

Command addPerft(CLI::App& root) {
    struct Options {
        GameOptions game;
        int depth = 1;
        bool divide = false;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "perft", "Count the leaf positions exactly D moves below the position on standard input");
    app->footer("A game that ends before depth D counts as one leaf.");
    addGameOptions(*app, o->game);
    app->add_option("-d,--depth", o->depth, "Depth in plies, 0..64")
        ->required()
        ->check(wholeNumberIn(0, 64));
    strictFlag(*app, "--divide", o->divide, "Also print the count below each legal move");
    return {app, [o] {
                if (!gameFits(o->game, "perft")) return kExitUsage;
                auto session = readPosition(o->game, std::cin, std::cerr);
                if (!session) return kExitUsage;
                const auto started = std::chrono::steady_clock::now();
                if (o->divide) {
                    std::vector<std::pair<std::string, uint64_t>> parts;
                    const std::string error = session->divide(o->depth, parts);
                    if (!error.empty()) {
                        std::cerr << "gametree perft: " << error << '\n';
                        return kExitUsage;
                    }
                    for (const auto& [move, n] : parts) std::cout << move << ": " << n << '\n';
                }
                uint64_t total = 0;
                const std::string error = session->perft(o->depth, total);
                if (!error.empty()) {
                    std::cerr << "gametree perft: " << error << '\n';
                    return kExitUsage;
                }
                std::cout << total << '\n';
                const double seconds = secondsSince(started);
                char rate[64];
                std::snprintf(rate, sizeof rate, "time: %.3f s, %.0f leaves/s", seconds,
                              seconds > 0 ? double(total) / seconds : 0.0);
                std::cerr << rate << '\n';
                return kExitOk;
            }};
}

Command addHeuristics(CLI::App& root) {
    auto o = std::make_shared<GameOptions>();
    CLI::App* app =
        root.add_subcommand("heuristics", "List a game's heuristics with their descriptions");
    addGameOptions(*app, *o);
    return {app, [o] {
                if (!gameFits(*o, "heuristics")) return kExitUsage;
                for (const HeuristicInfo& h : findGame(o->game)->heuristics) {
                    std::string name(h.name);
                    name.resize(14, ' ');
                    std::cout << name << (h.adaptive ? "adaptive  " : "static    ") << h.description
                              << '\n';
                }
                return kExitOk;
            }};
}

} // namespace gametree::cli
