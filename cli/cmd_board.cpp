// Commands about positions rather than games: `start`, `perft`, `heuristics`.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "game_io.hpp"
#include "perft.hpp"
#include "validators.hpp"

namespace gametree::cli {

Command addStart(CLI::App& root) {
    struct Options {
        int rows = 6, cols = 5;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "start", "Print the standard start: every square filled in chessboard colours");
    app->footer("The bottom-left square is black; Black moves first.");
    app->add_option("--rows", o->rows, "Number of rows, 1..16 (default 6)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
    app->add_option("--cols", o->cols, "Number of columns, 1..16 (default 5)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
    return {app, [o] {
                std::cout << clobberText(startClobber(o->rows, o->cols), false);
                return kExitOk;
            }};
}

Command addPerft(CLI::App& root) {
    struct Options {
        int depth = 1;
        bool divide = false;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "perft", "Count the leaf positions exactly D moves below the position on standard input");
    app->footer("A game that ends before depth D counts as one leaf.");
    app->add_option("-d,--depth", o->depth, "Depth in plies, 0..64")
        ->required()
        ->check(wholeNumberIn(0, 64));
    app->add_flag("--divide", o->divide, "Also print the count below each legal move");
    return {
        app, [o] {
            auto pos = readPosition(std::cin, std::cerr);
            if (!pos) return kExitUsage;
            const auto started = std::chrono::steady_clock::now();
            const uint64_t total = std::visit(
                [&](auto& p) {
                    if (o->divide && o->depth > 0 && p.result() == Result::Ongoing) {
                        typename std::decay_t<decltype(p)>::Moves moves;
                        p.generate(moves);
                        for (const ClobberMove m : moves) {
                            p.make(m);
                            std::cout << moveName(m, p.cols()) << ": " << perft(p, o->depth - 1)
                                      << '\n';
                            p.unmake(m);
                        }
                    }
                    return perft(p, o->depth);
                },
                *pos);
            std::cout << total << '\n';
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            char rate[64];
            std::snprintf(rate, sizeof rate, "time: %.3f s, %.0f leaves/s", seconds,
                          seconds > 0 ? double(total) / seconds : 0.0);
            std::cerr << rate << '\n';
            return kExitOk;
        }};
}

Command addHeuristics(CLI::App& root) {
    CLI::App* app =
        root.add_subcommand("heuristics", "List the heuristics with their descriptions");
    return {app, [] {
                for (const HeuristicInfo& h : kClobberHeuristics) {
                    std::string name(h.name);
                    name.resize(14, ' ');
                    std::cout << name << (h.adaptive ? "adaptive  " : "static    ") << h.description
                              << '\n';
                }
                return kExitOk;
            }};
}

} // namespace gametree::cli
