// gametree: Clobber, Halma and tic-tac-toe with minimax, alpha-beta and a strong engine.
// Parses the command line with CLI11 and runs one command. Every way out goes
// through finish(), which reports output that could not be written.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <new>
#include <string>
#include <unistd.h>
#include <vector>

#include "commands.hpp"
#include "game_io.hpp"
#include "solver/solver_threads.hpp"
#include "visible_controls.hpp"

using namespace gametree::cli;

namespace {

// A standard descriptor the caller closed (`gametree start >&-`) stays
// taken: /dev/null opened in the wrong direction fills it, so writes to it
// fail and are reported like any write error, and no pipe or file the program
// opens later can land on it and receive the output by mistake.
void occupyClosedStandardDescriptors() {
    for (int fd = 0; fd <= 2; ++fd) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        const int got = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
        if (got >= 0 && got != fd) {
            dup2(got, fd);
            close(got);
        }
    }
}

// Flushes standard output and turns a failed write (a full disk, a closed
// descriptor, a reader gone) into a message and kExitOutput. The command's
// own failure code, if any, wins: it happened first.
int finish(int code) {
    errno = 0;
    std::cout.flush();
    const bool failed = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout);
    const int error = errno;
    if (!failed) return code;
    std::cerr << "gametree: could not write the output to standard output"
              << (error ? std::string(": ") + std::strerror(error) : std::string()) << '\n';
    return code == kExitOk ? kExitOutput : code;
}

// CLI11 says "quiet was given a disallowed flag override" for --quiet=3.
std::string parseMessage(const CLI::ParseError& e) {
    std::string what = e.what();
    const std::string override = " was given a disallowed flag override";
    if (what.size() > override.size() &&
        what.compare(what.size() - override.size(), override.size(), override) == 0) {
        const std::string name = what.substr(0, what.size() - override.size());
        return "--" + name + " is a flag and takes no value: write --" + name + " alone";
    }
    return what;
}

int run(int argc, char** argv) {
    CLI::App app{
        "gametree: game-tree search (minimax, alpha-beta, engine, solver) for Clobber, Halma and "
        "tic-tac-toe",
        "gametree"};
    app.footer(std::string(kRules) + "\n" + kExitCodes);
    app.set_version_flag("--version", "gametree 0.1.0");
    app.require_subcommand(0, 1);
    const std::vector<Command> commands{
        addPlay(app),       addMove(app),        addMatch(app),       addPerft(app),
        addStart(app),      addHeuristics(app),  addSolve(app),       addBench(app),
        addTournament(app), addOpening(app),     addTree(app),        addSolveBench(app),
        addBook(app),       addSwindles(app),    addVerifyProof(app), addProve(app),
        addUci(app),        addCertificate(app), addPuzzles(app)};

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
        std::cerr << "gametree: " << parseMessage(e) << "\n\n";
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

// run() with the failures that reach the top turned into messages and codes.
int runReporting(int argc, char** argv) {
    try {
        return finish(run(argc, argv));
    } catch (const gametree::ThreadStartError& e) {
        // `solve --threads N` (or a job's) beyond what the system allows.
        std::cerr << "gametree: " << e.what() << "; try fewer --threads\n";
        return finish(kExitOutOfMemory);
    } catch (const std::bad_alloc&) {
        // The tables report their own size (see the commands); this is any
        // other allocation, such as a position list, that the memory limit refused.
        std::cerr << "gametree: out of memory\n";
        return finish(kExitOutOfMemory);
    }
}

} // namespace

int main(int argc, char** argv) {
    occupyClosedStandardDescriptors();
    // Standard error does not flush standard output before each line: the
    // output is written once, at the end, where finish() sees why a write failed.
    std::cerr.tie(nullptr);
    // Messages quote what they were given: its control characters are shown
    // as \xNN, not sent to the terminal (visible_controls.hpp).
    VisibleControls visibleErrors(std::cerr.rdbuf());
    std::streambuf* const raw = std::cerr.rdbuf(&visibleErrors);
    const int code = runReporting(argc, argv);
    std::cerr.rdbuf(raw);
    return code;
}
