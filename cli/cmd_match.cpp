// `match`: a referee between two separate programs that speak the `move`
// protocol (a position with its turn line in, the position after one move
// out). Every reply is checked against the legal moves; an illegal or
// malformed reply, a crash or a timeout loses the game for that side.
#include <chrono>
#include <iostream>
#include <memory>

#include "child_process.hpp"
#include "commands.hpp"
#include "game_io.hpp"
#include "referee.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

struct MatchOptions {
    std::string black, white;
    double timeout = 10;
    bool quiet = false;
};

int runMatch(const MatchOptions& o) {
    auto pos = readPosition(std::cin, std::cerr);
    if (!pos) return kExitUsage;
    const auto started = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    int rounds = 0;
    Side winner = opponent(sideToMove(*pos));
    while (!isOver(*pos)) {
        const Side mover = sideToMove(*pos);
        const std::string& command = mover == Side::First ? o.black : o.white;
        const ChildResult r = runChild(command, clobberText(*pos, true), o.timeout);
        const Verdict v = judge(*pos, r, o.timeout);
        if (!v.move) {
            // The loss is the result of the game, so it is printed even with --quiet.
            std::cerr << sideSymbol(mover) << " loses: " << v.why << '\n';
            if (!o.quiet) std::cerr << stderrTail(r);
            winner = opponent(mover);
            break;
        }
        nodes += reportedNodes(r).value_or(0);
        if (!o.quiet)
            std::cerr << refereeMoveLine(r, mover, moveName(*v.move, cols(*pos))) << std::endl;
        std::visit([&](auto& p) { p.make(*v.move); }, *pos);
        ++rounds;
        winner = opponent(sideToMove(*pos));
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::cout << clobberText(*pos, false) << resultLine(rounds, winner) << '\n';
    std::cerr << totalLine(nodes, seconds) << '\n';
    return kExitOk;
}

} // namespace

Command addMatch(CLI::App& root) {
    auto o = std::make_shared<MatchOptions>();
    CLI::App* app = root.add_subcommand(
        "match", "Referee a game between two programs that speak the 'move' protocol");
    app->footer(
        "Each turn the mover's command runs under /bin/sh, in a process group of its own, with "
        "the position (board and turn line) on stdin, and must print the position after one "
        "legal move and exit 0. An illegal or malformed reply, a non-zero exit (also exit 3, 'no "
        "move', as the referee only asks a side that has a move), a crash or no reply within the "
        "timeout loses the game; the referee prints why on stderr.\n"
        "Output as for 'play'; 'Visited nodes' sums the children's own 'Visited nodes' lines.\n"
        "Example: gametree start | gametree match --black 'gametree move --depth 2' "
        "--white 'gametree move --depth 4 --heuristic live'");
    app->add_option("--black", o->black, "Command that plays Black")->required()->type_name("CMD");
    app->add_option("--white", o->white, "Command that plays White")->required()->type_name("CMD");
    app->add_option("--timeout", o->timeout, "Seconds a side may take per move (default 10)")
        ->check(secondsIn(0.001, 86400));
    app->add_flag("-q,--quiet", o->quiet,
                  "Print no move lines on stderr: only a loss by failure and the closing "
                  "'Visited nodes' line");
    return {app, [o] { return runMatch(*o); }};
}

} // namespace gametree::cli
