// `play`: a whole game from the position on standard input, and `move`: one
// move of it, so that separate processes can play each other.
#include <chrono>
#include <iostream>
#include <memory>

#include "agent_options.hpp"
#include "commands.hpp"
#include "game_io.hpp"
#include "search/agent.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

struct PlayOptions {
    GameOptions game;
    AgentOptions agent;
    bool quiet = false;
};

// Checks the options against the game; prints the problem and returns false.
bool optionsFit(const PlayOptions& o, const char* command) {
    std::string problem = gameOptionsError(o.game);
    if (problem.empty())
        if (auto c = conflict(o.agent, *findGame(o.game.game))) problem = *c;
    if (problem.empty()) return true;
    std::cerr << "gametree " << command << ": " << problem << '\n';
    return false;
}

bool isEngine(const SessionSettings& s) { return s.algorithm == algorithmName(Algorithm::Engine); }

int runPlay(const PlayOptions& o) {
    if (!optionsFit(o, "play")) return kExitUsage;
    auto session = readPosition(o.game, std::cin, std::cerr);
    if (!session) return kExitUsage;
    const GameInfo& game = session->info();
    const SessionSettings settings[2] = {resolve(o.agent, Side::First, game),
                                         resolve(o.agent, Side::Second, game)};
    const auto started = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    int rounds = 0;
    while (session->result() == Result::Ongoing) {
        const Side mover = session->sideToMove();
        const SessionSettings& s = settings[index(mover)];
        const SessionSearch r = session->search(s);
        if (r.outOfMemory) {
            std::cerr << outOfMemoryLine("play", r.error) << '\n';
            return kExitOutOfMemory;
        }
        if (!r.error.empty()) {
            std::cerr << "gametree play: " << r.error << '\n';
            return kExitUsage;
        }
        nodes += r.nodes;
        if (!o.quiet) std::cerr << moveLine(sideSymbol(game, mover), r, isEngine(s)) << std::endl;
        session->play(r.move);
        ++rounds;
    }
    std::cout << session->position(false) << resultLine(rounds, resultOf(*session)) << '\n';
    std::cerr << totalLine(nodes, secondsSince(started)) << '\n';
    return kExitOk;
}

int runMove(const PlayOptions& o) {
    if (!optionsFit(o, "move")) return kExitUsage;
    auto session = readPosition(o.game, std::cin, std::cerr);
    if (!session) return kExitUsage;
    const GameInfo& game = session->info();
    const Side mover = session->sideToMove();
    if (session->result() != Result::Ongoing) {
        const std::string result = resultOf(*session);
        std::cerr << "gametree move: " << sideSymbol(game, mover)
                  << " has no move: the game is over and "
                  << (result == "draw" ? std::string("drawn") : result + " has won") << '\n';
        return kExitNoMove;
    }
    const SessionSettings s = resolve(o.agent, mover, game);
    const SessionSearch r = session->search(s);
    if (r.outOfMemory) {
        std::cerr << outOfMemoryLine("move", r.error) << '\n';
        return kExitOutOfMemory;
    }
    if (!r.error.empty()) {
        std::cerr << "gametree move: " << r.error << '\n';
        return kExitUsage;
    }
    session->play(r.move);
    std::cout << session->position(true);
    if (!o.quiet) std::cerr << moveLine(sideSymbol(game, mover), r, isEngine(s)) << '\n';
    std::cerr << totalLine(r.nodes, r.seconds) << '\n';
    return kExitOk;
}

void addPlayOptions(CLI::App& app, PlayOptions& o) {
    addGameOptions(app, o.game);
    addAgentOptions(app, o.agent, true);
    strictFlag(app, "-q,--quiet", o.quiet, "Print only the closing 'Visited nodes' line on stderr");
}

} // namespace

Command addPlay(CLI::App& root) {
    auto o = std::make_shared<PlayOptions>();
    CLI::App* app = root.add_subcommand(
        "play", "Play a whole game from the position on standard input (the default command)");
    app->footer("Prints the final board and 'Rounds: R, Winner: B|W' (X|O in tic-tac-toe, "
                "'none (draw)' for a draw) on standard output, one line per move and the visited "
                "nodes and time on standard error.");
    addPlayOptions(*app, *o);
    return {app, [o] { return runPlay(*o); }};
}

Command addMove(CLI::App& root) {
    auto o = std::make_shared<PlayOptions>();
    CLI::App* app = root.add_subcommand(
        "move", "Play one move for the side to move; prints the new position with its turn line");
    app->footer("Chains: gametree move < start.txt | gametree move --depth 2 | ...\n"
                "Exits 3 when the side to move has no move (the game is over).");
    addPlayOptions(*app, *o);
    return {app, [o] { return runMove(*o); }};
}

} // namespace gametree::cli
