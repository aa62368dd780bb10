// Running a shell command as a child process with input, a deadline and
// bounded output, for the referee of `match`. POSIX only, so it lives here
// and not in the portable core.
#pragma once

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

// Runs `/bin/sh -c command` with `input` on its standard input. After
// timeoutSeconds, or once it writes more than maxOutput bytes, the child's
// whole process group is killed. Never leaves a zombie.
ChildResult runChild(const std::string& command, const std::string& input, double timeoutSeconds,
                     std::size_t maxOutput = std::size_t{1} << 20);

} // namespace gametree::cli
