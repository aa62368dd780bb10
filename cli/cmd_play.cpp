// `play`: a whole game from the position on standard input, and `move`: one
// move of it, so that separate processes can play each other.
#include <chrono>
#include <iostream>
#include <memory>

#include "agent_options.hpp"
#include "commands.hpp"
#include "game_io.hpp"

namespace gametree::cli {

namespace {

struct PlayOptions {
    AgentOptions agent;
    bool quiet = false;
};

int runPlay(const PlayOptions& o) {
    if (auto c = conflict(o.agent)) {
        std::cerr << "gametree play: " << *c << '\n';
        return kExitUsage;
    }
    auto pos = readPosition(std::cin, std::cerr);
    if (!pos) return kExitUsage;
    const AgentSettings settings[2] = {resolve(o.agent, Side::First),
                                       resolve(o.agent, Side::Second)};
    const auto started = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    int rounds = 0;
    while (!isOver(*pos)) {
        const Side mover = sideToMove(*pos);
        const AgentSettings& s = settings[index(mover)];
        const MoveReport r = think(*pos, s);
        nodes += r.nodes;
        if (!o.quiet) std::cerr << moveLine(mover, r, cols(*pos), s) << std::endl;
        std::visit([&](auto& p) { p.make(r.move); }, *pos);
        ++rounds;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::cout << clobberText(*pos, false) << resultLine(rounds, opponent(sideToMove(*pos))) << '\n';
    std::cerr << totalLine(nodes, seconds) << '\n';
    return kExitOk;
}

int runMove(const PlayOptions& o) {
    if (auto c = conflict(o.agent)) {
        std::cerr << "gametree move: " << *c << '\n';
        return kExitUsage;
    }
    auto pos = readPosition(std::cin, std::cerr);
    if (!pos) return kExitUsage;
    const Side mover = sideToMove(*pos);
    if (isOver(*pos)) {
        std::cerr << "gametree move: " << sideSymbol(mover) << " has no move: the game is over and "
                  << sideSymbol(opponent(mover)) << " has won\n";
        return kExitNoMove;
    }
    const AgentSettings s = resolve(o.agent, mover);
    const MoveReport r = think(*pos, s);
    std::visit([&](auto& p) { p.make(r.move); }, *pos);
    std::cout << clobberText(*pos, true) << std::flush;
    if (!o.quiet) std::cerr << moveLine(mover, r, cols(*pos), s) << '\n';
    std::cerr << totalLine(r.nodes, r.seconds) << '\n';
    return kExitOk;
}

} // namespace

Command addPlay(CLI::App& root) {
    auto o = std::make_shared<PlayOptions>();
    CLI::App* app = root.add_subcommand(
        "play", "Play a whole game from the position on standard input (the default command)");
    app->footer("Prints the final board and 'Rounds: R, Winner: B|W' on standard output, one line "
                "per move and the visited nodes and time on standard error.");
    addAgentOptions(*app, o->agent, true);
    app->add_flag("-q,--quiet", o->quiet, "Print only the closing 'Visited nodes' line on stderr");
    return {app, [o] { return runPlay(*o); }};
}

Command addMove(CLI::App& root) {
    auto o = std::make_shared<PlayOptions>();
    CLI::App* app = root.add_subcommand(
        "move", "Play one move for the side to move; prints the new position with its turn line");
    app->footer("Chains: gametree move < start.txt | gametree move --depth 2 | ...\n"
                "Exits 3 when the side to move has no move (the game is over).");
    addAgentOptions(*app, o->agent, true);
    app->add_flag("-q,--quiet", o->quiet, "Print only the closing 'Visited nodes' line on stderr");
    return {app, [o] { return runMove(*o); }};
}

} // namespace gametree::cli
