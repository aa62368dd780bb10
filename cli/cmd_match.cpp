// `match`: a referee between two separate programs that speak the `move`
// protocol (a position with its turn line in, the position after one move
// out). Every reply is checked against the legal moves; an illegal or
// malformed reply, a crash or a timeout loses the game for that side.
#include <chrono>
#include <cstring>
#include <iostream>
#include <memory>

#include "child_process.hpp"
#include "commands.hpp"
#include "game_io.hpp"
#include "referee.hpp"
#include "search/agent.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

struct MatchOptions {
    GameOptions game;
    std::string black, white;
    double timeout = 10;
    bool quiet = false;
};

// Kills whatever the players left running; after a stop signal, ends the
// referee too, by that signal.
void endPlayersLeft() {
    killDescendants();
    if (const int sig = stopSignal()) {
        std::cerr << "gametree match: stopped by signal " << sig << " (" << strsignal(sig)
                  << "); the players' processes were killed\n";
        stopWithSignal(sig);
    }
}

int runMatch(const MatchOptions& o) {
    if (const std::string problem = gameOptionsError(o.game); !problem.empty()) {
        std::cerr << "gametree match: " << problem << '\n';
        return kExitUsage;
    }
    auto session = readPosition(o.game, std::cin, std::cerr);
    if (!session) return kExitUsage;
    // A signal to the referee ends the players too, including what they
    // started and detached (see adoptOrphans); a player that stays behind
    // would go on using the machine with no one to answer to.
    catchStopSignals();
    adoptOrphans();
    const GameInfo& game = session->info();
    const auto started = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    int rounds = 0;
    std::string result = resultOf(*session);
    while (session->result() == Result::Ongoing) {
        const Side mover = session->sideToMove();
        const char symbol = sideSymbol(game, mover);
        const std::string& command = mover == Side::First ? o.black : o.white;
        const ChildResult r = runChild(command, session->position(true), o.timeout);
        endPlayersLeft();
        const Verdict v = judge(*session, r, o.timeout);
        if (v.move.empty()) {
            // The loss is the result of the game, so it is printed even with --quiet.
            std::cerr << symbol << " loses: " << v.why << '\n';
            if (!o.quiet) std::cerr << stderrTail(r);
            result = std::string(1, sideSymbol(game, opponent(mover)));
            break;
        }
        nodes += reportedNodes(r).value_or(0);
        if (!o.quiet) std::cerr << refereeMoveLine(r, symbol, v.move) << std::endl;
        session->play(v.move);
        ++rounds;
        result = resultOf(*session);
    }
    endPlayersLeft();
    std::cout << session->position(false) << resultLine(rounds, result) << '\n';
    std::cerr << totalLine(nodes, secondsSince(started)) << '\n';
    return kExitOk;
}

} // namespace

Command addMatch(CLI::App& root) {
    auto o = std::make_shared<MatchOptions>();
    CLI::App* app = root.add_subcommand(
        "match", "Referee a game between two programs that speak the 'move' protocol");
    addGameOptions(*app, o->game);
    app->footer(
        "Each turn the mover's command runs under /bin/sh, in a process group of its own, with "
        "the position (board and turn line) on stdin, and must print the position after one "
        "legal move and exit 0. An illegal or malformed reply, a non-zero exit (also exit 3, 'no "
        "move', as the referee only asks a side that has a move), a crash or no reply within the "
        "timeout loses the game; the referee prints why on stderr.\n"
        "Output as for 'play'; 'Visited nodes' sums the children's own 'Visited nodes' lines.\n"
        "SIGINT (Ctrl-C), SIGTERM or SIGHUP ends the players' processes, also those they "
        "detached with setsid (Linux), then the referee by the same signal.\n"
        "Example: gametree start | gametree match --black 'gametree move --depth 2' "
        "--white 'gametree move --depth 4 --heuristic live'\n"
        "The commands must play the same game: gametree start --game halma --rows 8 | gametree "
        "match --game halma --black 'gametree move --game halma' --white 'gametree move --game "
        "halma --depth 1'");
    app->add_option("--black", o->black, "Command that plays Black")->required()->type_name("CMD");
    app->add_option("--white", o->white, "Command that plays White")->required()->type_name("CMD");
    app->add_option("--timeout", o->timeout, "Seconds a side may take per move (default 10)")
        ->check(secondsIn(0.001, 86400));
    strictFlag(*app, "-q,--quiet", o->quiet,
               "Print no move lines on stderr: only a loss by failure and the closing "
               "'Visited nodes' line");
    return {app, [o] { return runMatch(*o); }};
}

} // namespace gametree::cli
