// gametree: Clobber, Halma and tic-tac-toe with minimax, alpha-beta and a strong engine.
// Parses the command line with CLI11 and runs one command.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "game_io.hpp"

using namespace gametree::cli;

int main(int argc, char** argv) {
    CLI::App app{
        "gametree: game-tree search (minimax, alpha-beta, engine, solver) for Clobber, Halma and "
        "tic-tac-toe",
        "gametree"};
    app.footer(kRules);
    app.set_version_flag("--version", "gametree 0.1.0");
    app.require_subcommand(0, 1);
    const std::vector<Command> commands{
        addPlay(app),       addMove(app),        addMatch(app), addPerft(app),      addStart(app),
        addHeuristics(app), addSolve(app),       addBench(app), addTournament(app), addOpening(app),
        addBook(app),       addVerifyProof(app), addProve(app)};

    // `play` is the default command: insert it unless a command or a top-level
    // flag comes first.
    std::vector<std::string> args(argv + 1, argv + argc);
    const bool topLevel = !args.empty() && (args[0] == "-h" || args[0] == "--help" ||
                                            args[0] == "--version" || args[0] == "--help-all");
    bool named = false;
    for (const Command& c : commands) named |= !args.empty() && args[0] == c.app->get_name();
    if (!args.empty() && !named && !topLevel && args[0].rfind('-', 0) != 0) {
        std::cerr << "gametree: unknown command '" << args[0] << "'\n\n" << app.help();
        return kExitUsage;
    }
    if (!named && !topLevel) args.insert(args.begin(), "play");
    std::reverse(args.begin(), args.end()); // CLI11 takes the arguments reversed

    try {
        app.parse(args);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "gametree: " << e.what() << "\n\n";
        // The usage of the command at fault, named as it is typed: "gametree play".
        std::string usage = app.help();
        for (const Command& c : commands)
            if (c.app->parsed()) usage = c.app->help("gametree");
        std::cerr << usage;
        return kExitUsage;
    }
    for (const Command& c : commands)
        if (c.app->parsed()) return c.run();
    return kExitUsage;
}
