// Running a shell command as a child process with input, a deadline and
// bounded output, for the referee of `match`. POSIX only, so it lives here
// and not in the portable core.
#pragma once

#include <cstddef>
#include <string>

namespace gametree::cli {

struct ChildResult {
    bool started = true;
    bool timedOut = false;
    bool tooMuchOutput = false;
    bool interrupted = false; // the referee got a stop signal (see stopSignal) and killed it
    bool signaled = false;
    int signal = 0;
    int exitCode = 0;
    std::string out, err;
    double seconds = 0;
};

// Runs `/bin/sh -c command` in a process group of its own with `input` on its
// standard input, and collects its output until it exits. Whatever is left
// of its group afterwards (background processes still holding the pipes) is
// killed, and so is the whole group once timeoutSeconds pass or it writes
// more than maxOutput bytes. The child is always reaped: no zombie.
// A stop signal (see catchStopSignals) ends the wait at once: the group is
// killed and the result marked interrupted.
ChildResult runChild(const std::string& command, const std::string& input, double timeoutSeconds,
                     std::size_t maxOutput = std::size_t{1} << 20);

// SIGINT, SIGTERM and SIGHUP no longer end the program at once: they are
// recorded for stopSignal(), so the caller can end its children first and
// then end itself with stopWithSignal(). Installed even where the signal
// was ignored (a background job of a script), so that a kill always ends the
// match and its players.
void catchStopSignals();
// The stop signal received, or 0.
int stopSignal();
// Ends the program by `sig` as if it had never been caught (the shell sees
// 128 + sig).
[[noreturn]] void stopWithSignal(int sig);

// Makes this process the reaper of its orphaned descendants (Linux), so
// that a player's process that detaches itself from its process group (say
// with setsid) is reparented here rather than to init, where
// killDescendants() finds it. Elsewhere a no-op: such a process escapes.
void adoptOrphans();
// Kills and reaps every child this process has (Linux: found in /proc),
// again until none is left, as killing one may orphan its own children.
void killDescendants();

} // namespace gametree::cli
