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
ChildResult runChild(const std::string& command, const std::string& input, double timeoutSeconds,
                     std::size_t maxOutput = std::size_t{1} << 20);

} // namespace gametree::cli
