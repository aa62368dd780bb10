#include "referee.hpp"

#include <cstdio>
#include <cstring>
#include <sstream>
#include <string_view>
#include <vector>

#include "game_io.hpp"

namespace gametree::cli {

namespace {

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

std::string signalText(int sig) {
    const char* name = strsignal(sig);
    return "crashed (killed by signal " + std::to_string(sig) +
           (name ? std::string(": ") + name : "") + ")";
}

std::string size(const AnyClobber& p) {
    return std::visit(
        [](const auto& q) { return std::to_string(q.rows()) + "x" + std::to_string(q.cols()); }, p);
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

Verdict judge(const AnyClobber& pos, const ChildResult& r, double timeout) {
    Verdict v;
    const int legal = std::visit([](const auto& p) { return p.countMoves(); }, pos);
    v.why = processFailure(r, timeout, legal);
    if (!v.why.empty()) return v;

    const ClobberParse parsed = parseClobber(r.out);
    if (!parsed.position) {
        v.why = "malformed reply (" + parsed.error->describe() + ")";
        return v;
    }
    const AnyClobber& reply = *parsed.position;
    if (size(reply) != size(pos)) {
        v.why = "malformed reply (a " + size(reply) + " board; the game is on " + size(pos) + ")";
        return v;
    }
    const Side mover = sideToMove(pos);
    // A reply without a turn line is fine; one that keeps the turn is not.
    if (r.out.find("turn:") != std::string::npos && sideToMove(reply) != opponent(mover)) {
        v.why = std::string("malformed reply (its turn line gives the move to ") +
                sideSymbol(sideToMove(reply)) + ", who has just moved)";
        return v;
    }
    v.move = std::visit(
        [&](const auto& p) { return findMove(p, std::get<std::decay_t<decltype(p)>>(reply)); },
        pos);
    if (!v.move) v.why = "illegal move (reply is not one legal move from the position)";
    return v;
}

std::string refereeMoveLine(const ChildResult& r, Side mover, const std::string& move) {
    const std::string prefix = std::string(1, sideSymbol(mover)) + " " + move + " ";
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
