// `match`: a referee between two separate programs that speak the `move`
// protocol (a position with its turn line in, the position after one move
// out). Every reply is checked against the legal moves; an illegal or
// malformed reply, a crash or a timeout loses the game for that side.
#include <chrono>
#include <iostream>
#include <memory>
#include <sstream>

#include "child_process.hpp"
#include "commands.hpp"
#include "game_io.hpp"

namespace gametree::cli {

namespace {

struct MatchOptions {
    std::string black, white;
    double timeout = 10;
    bool quiet = false;
};

// The legal move of p that leads to `reply`, if there is one.
template <int W>
std::optional<ClobberMove> findMove(Clobber<W> p, const Clobber<W>& reply) {
    typename Clobber<W>::Moves moves;
    p.generate(moves);
    for (const ClobberMove m : moves) {
        p.make(m);
        const bool same = p.discs(Side::First) == reply.discs(Side::First) &&
                          p.discs(Side::Second) == reply.discs(Side::Second);
        p.unmake(m);
        if (same) return m;
    }
    return std::nullopt;
}

// Checks a child's reply; returns the move, or sets `why` to the reason it loses.
std::optional<ClobberMove> judge(const AnyClobber& pos, const ChildResult& r, double timeout,
                                 std::string& why) {
    const int legal = std::visit([](const auto& p) { return p.countMoves(); }, pos);
    if (!r.started)
        why = "could not be started";
    else if (r.timedOut) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", timeout);
        why = std::string("no reply within ") + buf + " s";
    } else if (r.tooMuchOutput)
        why = "wrote more than 1 MiB of output";
    else if (r.signaled)
        why = "crashed (killed by signal " + std::to_string(r.signal) + ")";
    // The shell reports a program killed by signal N as exit status 128 + N.
    else if (r.exitCode > 128 && r.exitCode <= 128 + 64)
        why = "crashed (killed by signal " + std::to_string(r.exitCode - 128) + ")";
    else if (r.exitCode == kExitNoMove)
        why = "claimed to have no move, but has " + std::to_string(legal) + " legal moves";
    else if (r.exitCode != 0)
        why = "exited with status " + std::to_string(r.exitCode);
    if (!why.empty()) return std::nullopt;

    ClobberParse parsed = parseClobber(r.out);
    if (!parsed.position) {
        why = "malformed reply: " + parsed.error->describe();
        return std::nullopt;
    }
    const AnyClobber& reply = *parsed.position;
    const bool sameSize = std::visit(
        [](const auto& a, const auto& b) { return a.rows() == b.rows() && a.cols() == b.cols(); },
        pos, reply);
    if (!sameSize || pos.index() != reply.index()) {
        why = "malformed reply: the board has a different size";
        return std::nullopt;
    }
    const Side mover = sideToMove(pos);
    if (r.out.find("turn:") != std::string::npos && sideToMove(reply) != opponent(mover)) {
        why = "malformed reply: its turn line does not give the move to the opponent";
        return std::nullopt;
    }
    std::optional<ClobberMove> move = std::visit(
        [&](const auto& p) -> std::optional<ClobberMove> {
            return findMove(p, std::get<std::decay_t<decltype(p)>>(reply));
        },
        pos);
    if (!move) why = "illegal move: the reply is not the position after one legal move";
    return move;
}

// The child's own move line, if it printed one for this move; else ours.
std::string reportLine(const ChildResult& r, Side mover, const std::string& name, uint64_t& nodes) {
    std::istringstream err(r.err);
    std::string line, own;
    const std::string prefix = std::string(1, sideSymbol(mover)) + " " + name + " ";
    while (std::getline(err, line)) {
        if (line.rfind(prefix, 0) == 0 && own.empty()) own = line;
        const std::string total = "Visited nodes: ";
        if (line.rfind(total, 0) == 0)
            nodes += std::strtoull(line.c_str() + total.size(), nullptr, 10);
    }
    if (!own.empty()) return own;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", r.seconds);
    return prefix + "time=" + buf + "s";
}

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
        std::string why;
        const auto move = judge(*pos, r, o.timeout, why);
        if (!move) {
            std::cerr << sideSymbol(mover) << " loses: " << why << '\n';
            winner = opponent(mover);
            break;
        }
        const std::string line = reportLine(r, mover, moveName(*move, cols(*pos)), nodes);
        if (!o.quiet) std::cerr << line << std::endl;
        std::visit([&](auto& p) { p.make(*move); }, *pos);
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
    app->footer("Each turn the mover's command runs under /bin/sh with the position (board and "
                "turn line) on stdin and must print the position after one legal move.\n"
                "Example: gametree start | gametree match --black 'gametree move --depth 2' "
                "--white 'gametree move --depth 4 --heuristic live'");
    app->add_option("--black", o->black, "Command that plays Black")->required();
    app->add_option("--white", o->white, "Command that plays White")->required();
    app->add_option("--timeout", o->timeout, "Seconds a side may take per move (default 10)")
        ->check(CLI::Range(0.001, 86400.0));
    app->add_flag("-q,--quiet", o->quiet, "Print only the closing 'Visited nodes' line on stderr");
    return {app, [o] { return runMatch(*o); }};
}

} // namespace gametree::cli
