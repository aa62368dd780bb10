#include "child_process.hpp"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gametree::cli {

namespace {

using Clock = std::chrono::steady_clock;

void closeFd(int& fd) {
    if (fd >= 0) close(fd);
    fd = -1;
}

} // namespace

ChildResult runChild(const std::string& command, const std::string& input, double timeoutSeconds,
                     std::size_t maxOutput) {
    ChildResult r;
    // A child that stops reading must not kill the referee with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    int in[2], out[2], err[2];
    if (pipe(in) != 0 || pipe(out) != 0 || pipe(err) != 0) {
        r.started = false;
        return r;
    }
    const auto started = Clock::now();
    const pid_t pid = fork();
    if (pid < 0) {
        r.started = false;
        return r;
    }
    if (pid == 0) {
        setpgid(0, 0); // its own process group, so a timeout kills its children too
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        dup2(err[1], STDERR_FILENO);
        for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]}) close(fd);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    setpgid(pid, pid);
    close(in[0]);
    close(out[1]);
    close(err[1]);
    int fds[3] = {in[1], out[0], err[0]};
    for (int fd : fds) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);

    std::size_t written = 0;
    if (input.empty()) closeFd(fds[0]);
    const auto deadline = started + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(timeoutSeconds));
    bool killed = false;
    while (fds[1] >= 0 || fds[2] >= 0) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) {
            r.timedOut = true;
            break;
        }
        pollfd p[3];
        int n = 0;
        if (fds[0] >= 0) p[n++] = {fds[0], POLLOUT, 0};
        if (fds[1] >= 0) p[n++] = {fds[1], POLLIN, 0};
        if (fds[2] >= 0) p[n++] = {fds[2], POLLIN, 0};
        if (poll(p, nfds_t(n), int(left)) < 0 && errno != EINTR) break;
        for (int i = 0; i < n; ++i) {
            if (!p[i].revents) continue;
            if (p[i].fd == fds[0]) {
                const ssize_t k = write(fds[0], input.data() + written, input.size() - written);
                if (k > 0) written += std::size_t(k);
                if (k < 0 && errno != EAGAIN) closeFd(fds[0]);
                if (written == input.size()) closeFd(fds[0]);
                continue;
            }
            std::string& sink = p[i].fd == fds[1] ? r.out : r.err;
            int& fd = p[i].fd == fds[1] ? fds[1] : fds[2];
            char buf[4096];
            const ssize_t k = read(fd, buf, sizeof buf);
            if (k > 0)
                sink.append(buf, std::size_t(k));
            else if (k == 0 || errno != EAGAIN)
                closeFd(fd);
        }
        if (r.out.size() + r.err.size() > maxOutput) {
            r.tooMuchOutput = true;
            break;
        }
    }
    for (int& fd : fds) closeFd(fd);
    if (r.timedOut || r.tooMuchOutput) {
        kill(-pid, SIGKILL);
        killed = true;
    }
    int status = 0;
    // The pipes are closed; give a child that is still running until the deadline.
    while (waitpid(pid, &status, killed ? 0 : WNOHANG) == 0) {
        if (Clock::now() >= deadline) {
            r.timedOut = true;
            kill(-pid, SIGKILL);
            killed = true;
        } else {
            usleep(2000);
        }
    }
    if (killed) kill(-pid, SIGKILL); // whatever it left behind in its group
    if (WIFSIGNALED(status)) {
        r.signaled = true;
        r.signal = WTERMSIG(status);
    } else if (WIFEXITED(status)) {
        r.exitCode = WEXITSTATUS(status);
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    return r;
}

} // namespace gametree::cli
