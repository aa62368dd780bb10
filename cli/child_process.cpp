#include "child_process.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

namespace gametree::cli {

namespace {

using Clock = std::chrono::steady_clock;

volatile std::sig_atomic_t gStopSignal = 0;

extern "C" void recordStopSignal(int sig) { gStopSignal = sig; }

void closeFd(int& fd) {
    if (fd >= 0) close(fd);
    fd = -1;
}

// A pipe whose ends close themselves, so that no error path leaks them.
struct Pipe {
    int fd[2] = {-1, -1};
    bool open() { return pipe2(fd, O_CLOEXEC) == 0; }
    ~Pipe() {
        closeFd(fd[0]);
        closeFd(fd[1]);
    }
};

// In the forked child: wire the pipes to 0, 1, 2 and become the shell.
[[noreturn]] void execShell(const std::string& command, Pipe& in, Pipe& out, Pipe& err) {
    setpgid(0, 0); // its own process group, so that a kill reaches its children too
    // The referee ignores SIGPIPE; an ignored signal stays ignored across
    // exec, and the opponent's program must not inherit that.
    std::signal(SIGPIPE, SIG_DFL);
    // dup2 clears O_CLOEXEC on the copies; the originals close on exec.
    if (dup2(in.fd[0], STDIN_FILENO) < 0 || dup2(out.fd[1], STDOUT_FILENO) < 0 ||
        dup2(err.fd[1], STDERR_FILENO) < 0)
        _exit(127);
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
}

// True once the child has ended. WNOWAIT leaves it a zombie, which keeps its
// pid and process group id from being reused until we have killed the rest
// of the group.
bool hasEnded(pid_t pid) {
    siginfo_t info{};
    return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
}

// Reads what is available without blocking, up to a little past `limit`
// bytes in all; closes the descriptor at end of file.
void readSome(int& fd, std::string& sink, std::size_t limit) {
    char buf[4096];
    while (sink.size() <= limit) {
        const ssize_t k = read(fd, buf, sizeof buf);
        if (k > 0) {
            sink.append(buf, std::size_t(k));
            continue;
        }
        if (k < 0 && errno == EINTR) continue;
        if (k == 0 || errno != EAGAIN) closeFd(fd);
        return;
    }
}

} // namespace

ChildResult runChild(const std::string& command, const std::string& input, double timeoutSeconds,
                     std::size_t maxOutput) {
    ChildResult r;
    // A child that stops reading must not kill the referee with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    Pipe in, out, err;
    if (!in.open() || !out.open() || !err.open()) {
        r.started = false;
        return r;
    }
    const auto started = Clock::now();
    const auto deadline = started + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(timeoutSeconds));
    const pid_t pid = fork();
    if (pid < 0) {
        r.started = false;
        return r;
    }
    if (pid == 0) execShell(command, in, out, err);
    setpgid(pid, pid); // also here: whichever runs first, the group exists before any kill
    closeFd(in.fd[0]);
    closeFd(out.fd[1]);
    closeFd(err.fd[1]);
    int& toChild = in.fd[1];
    int& fromOut = out.fd[0];
    int& fromErr = err.fd[0];
    for (int fd : {toChild, fromOut, fromErr}) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);

    std::size_t written = 0;
    if (input.empty()) closeFd(toChild);
    // The child has ended when it exits, not when its pipes close: a
    // background process it started may hold them open. So poll the pipes
    // with a short period and look at the child in between.
    while (!hasEnded(pid)) {
        if (gStopSignal) {
            r.interrupted = true;
            break;
        }
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) {
            r.timedOut = true;
            break;
        }
        pollfd p[3];
        nfds_t n = 0;
        if (toChild >= 0) p[n++] = {toChild, POLLOUT, 0};
        if (fromOut >= 0) p[n++] = {fromOut, POLLIN, 0};
        if (fromErr >= 0) p[n++] = {fromErr, POLLIN, 0};
        const bool pipesOpen = fromOut >= 0 || fromErr >= 0;
        if (poll(p, n, int(std::min<long long>(left, pipesOpen ? 20 : 2))) < 0 && errno != EINTR)
            break;
        for (nfds_t i = 0; i < n; ++i) {
            if (!p[i].revents) continue;
            if (p[i].fd == toChild) {
                const ssize_t k = write(toChild, input.data() + written, input.size() - written);
                if (k > 0) written += std::size_t(k);
                if ((k < 0 && errno != EAGAIN && errno != EINTR) || written == input.size())
                    closeFd(toChild);
            } else if (p[i].fd == fromOut) {
                readSome(fromOut, r.out, maxOutput);
            } else {
                readSome(fromErr, r.err, maxOutput);
            }
        }
        if (r.out.size() + r.err.size() > maxOutput) {
            r.tooMuchOutput = true;
            break;
        }
    }
    // What the child wrote just before it ended is still in the pipes.
    if (!r.timedOut && !r.tooMuchOutput && !r.interrupted) {
        if (fromOut >= 0) readSome(fromOut, r.out, maxOutput);
        if (fromErr >= 0) readSome(fromErr, r.err, maxOutput);
        r.tooMuchOutput = r.out.size() + r.err.size() > maxOutput;
    }
    // The child itself if it is still running, and whatever it left behind.
    kill(-pid, SIGKILL);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFSIGNALED(status)) {
        r.signaled = true;
        r.signal = WTERMSIG(status);
    } else if (WIFEXITED(status)) {
        r.exitCode = WEXITSTATUS(status);
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    return r;
}

void catchStopSignals() {
    struct sigaction action {};
    action.sa_handler = recordStopSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a blocking call returns, and the loop looks
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaction(sig, &action, nullptr);
}

int stopSignal() { return gStopSignal; }

void stopWithSignal(int sig) {
    std::signal(sig, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, nullptr);
    raise(sig);
    _exit(128 + sig); // not reached unless the signal cannot end a process
}

void adoptOrphans() {
#if defined(__linux__)
    prctl(PR_SET_CHILD_SUBREAPER, 1);
#endif
}

namespace {

// The children of this process, from the parent field of /proc/PID/stat.
std::vector<pid_t> children() {
    std::vector<pid_t> out;
#if defined(__linux__)
    const pid_t self = getpid();
    DIR* proc = opendir("/proc");
    if (!proc) return out;
    while (const dirent* e = readdir(proc)) {
        if (e->d_name[0] < '1' || e->d_name[0] > '9') continue;
        std::ifstream stat(std::string("/proc/") + e->d_name + "/stat");
        std::string text;
        std::getline(stat, text);
        // "pid (comm) state ppid ...": comm may hold anything, so read after its last ')'.
        const std::size_t close = text.rfind(')');
        if (close == std::string::npos) continue;
        char state = 0;
        long ppid = 0;
        if (std::sscanf(text.c_str() + close + 1, " %c %ld", &state, &ppid) == 2 && ppid == self)
            out.push_back(pid_t(std::atol(e->d_name)));
    }
    closedir(proc);
#endif
    return out;
}

} // namespace

void killDescendants() {
    for (int round = 0; round < 1000; ++round) {
        int status = 0;
        while (waitpid(-1, &status, WNOHANG) > 0) {
        }
        const std::vector<pid_t> left = children();
        if (left.empty()) return;
        for (const pid_t pid : left) {
            kill(pid, SIGKILL);
            while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
            }
        }
    }
}

} // namespace gametree::cli
