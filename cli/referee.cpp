#include "referee.hpp"

#include <cstdio>
#include <cstring>
#include <sstream>
#include <string_view>
#include <vector>

#include "game_io.hpp"

namespace gametree::cli {

namespace {

std::string signalText(int sig) {
    const char* name = strsignal(sig);
    return "crashed (killed by signal " + std::to_string(sig) +
           (name ? std::string(": ") + name : "") + ")";
}

// Why the process itself failed, before its output is even read.
std::string processFailure(const ChildResult& r, double timeout, int legalMoves) {
    if (!r.started) return "could not be started (no more processes or pipes)";
    if (r.timedOut) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", timeout);
        return std::string("no reply within ") + buf + " s (timeout; its processes were killed)";
    }
    if (r.tooMuchOutput) return "wrote more than 1 MiB of output";
    if (r.signaled) return signalText(r.signal);
    // The shell reports a program killed by signal N as exit status 128 + N.
    if (r.exitCode > 128 && r.exitCode <= 128 + 64) return signalText(r.exitCode - 128);
    if (r.exitCode == kExitNoMove)
        return "claimed to have no move (exit status 3), but has " + std::to_string(legalMoves) +
               " legal moves";
    if (r.exitCode == kExitOutOfMemory)
        return "ran out of memory (exit status 4; a smaller --table-mb may fit)";
    if (r.exitCode == 127) return "could not be run (exit status 127: command not found?)";
    if (r.exitCode != 0) return "exited with status " + std::to_string(r.exitCode);
    return {};
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        out.push_back(line);
    }
    return out;
}

// Reading a child's report line field by field. (std::regex would do, but
// g++ 12 warns inside <regex> under the sanitizers, and the build is -Werror.)
struct Cursor {
    std::string_view rest;
    bool literal(std::string_view text) {
        if (rest.substr(0, text.size()) != text) return false;
        rest.remove_prefix(text.size());
        return true;
    }
    // 1..maxDigits decimal digits, returned as written.
    std::optional<std::string_view> digits(std::size_t maxDigits) {
        std::size_t n = 0;
        while (n < rest.size() && rest[n] >= '0' && rest[n] <= '9') ++n;
        if (n == 0 || n > maxDigits) return std::nullopt;
        const std::string_view d = rest.substr(0, n);
        rest.remove_prefix(n);
        return d;
    }
};

} // namespace

Verdict judge(const GameSession& pos, const ChildResult& r, double timeout) {
    Verdict v;
    v.why = processFailure(r, timeout, int(pos.legalMoves().size()));
    if (!v.why.empty()) return v;
    const ReplyJudgement j = pos.judgeReply(r.out);
    v.move = j.move;
    v.why = j.why;
    return v;
}

std::string refereeMoveLine(const ChildResult& r, char mover, const std::string& move) {
    const std::string prefix = std::string(1, mover) + " " + move + " ";
    for (const std::string& line : lines(r.err)) {
        // "value=V nodes=N time=S.SSSs", then maybe an engine's extra fields, dropped.
        Cursor c{line};
        if (!c.literal(prefix) || !c.literal("value=")) continue;
        const bool negative = c.literal("-");
        const auto value = c.digits(10);
        if (!value || !c.literal(" nodes=")) continue;
        const auto nodes = c.digits(19);
        if (!nodes || !c.literal(" time=")) continue;
        const auto whole = c.digits(9);
        if (!whole || !c.literal(".")) continue;
        const auto millis = c.digits(3);
        if (!millis || millis->size() != 3 || !c.literal("s")) continue;
        if (!c.rest.empty() && c.rest[0] != ' ') continue;
        return prefix + "value=" + (negative ? "-" : "") + std::string(*value) +
               " nodes=" + std::string(*nodes) + " time=" + std::string(*whole) + "." +
               std::string(*millis) + "s";
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", r.seconds);
    return prefix + "time=" + buf + "s";
}

std::optional<uint64_t> reportedNodes(const ChildResult& r) {
    std::optional<uint64_t> sum;
    for (const std::string& line : lines(r.err)) {
        Cursor c{line};
        if (!c.literal("Visited nodes: ")) continue;
        const auto n = c.digits(19);
        if (n && c.literal(", time: ")) sum = sum.value_or(0) + std::stoull(std::string(*n));
    }
    return sum;
}

std::string stderrTail(const ChildResult& r, int count) {
    const std::vector<std::string> all = lines(r.err);
    std::string out;
    const std::size_t from = all.size() > std::size_t(count) ? all.size() - std::size_t(count) : 0;
    for (std::size_t i = from; i < all.size(); ++i) {
        // A broken opponent may print anything; keep the log one line per line.
        std::string line = all[i].substr(0, 200);
        for (char& c : line)
            if ((unsigned char)c < 0x20 && c != '\t') c = '?';
        out += "  | " + line + "\n";
    }
    return out;
}

} // namespace gametree::cli
