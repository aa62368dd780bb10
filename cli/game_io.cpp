#include "game_io.hpp"

#include <cstdio>
#include <iostream>
#include <iterator>
#include <unistd.h>

namespace gametree::cli {

std::optional<AnyClobber> readPosition(std::istream& in, std::ostream& err) {
    // Someone who types `gametree` alone would otherwise face a silent wait.
    if (&in == &std::cin && isatty(STDIN_FILENO))
        err << "gametree: reading a board from standard input (end it with Ctrl-D; see --help)"
            << std::endl;
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    ClobberParse parsed = parseClobber(text);
    if (!parsed.position) {
        err << "gametree: malformed board on standard input: " << parsed.error->describe() << '\n';
        return std::nullopt;
    }
    return std::move(parsed.position);
}

namespace {

std::string seconds3(double s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", s);
    return buf;
}

} // namespace

std::string moveLine(Side mover, const MoveReport& r, int cols, const AgentSettings& s) {
    std::string line = std::string(1, sideSymbol(mover)) + ' ' + moveName(r.move, cols) +
                       " value=" + std::to_string(r.value) + " nodes=" + std::to_string(r.nodes) +
                       " time=" + seconds3(r.seconds) + "s";
    if (s.algorithm == Algorithm::Engine) {
        line += " depth=" + std::to_string(r.depth);
        if (r.proven) line += r.provenWin ? " proven=win" : " proven=loss";
    }
    return line;
}

std::string totalLine(uint64_t nodes, double seconds) {
    return "Visited nodes: " + std::to_string(nodes) + ", time: " + seconds3(seconds) + " s";
}

std::string resultLine(int rounds, Side winner) {
    return "Rounds: " + std::to_string(rounds) + ", Winner: " + std::string(1, sideSymbol(winner));
}

int cols(const AnyClobber& p) {
    return std::visit([](const auto& q) { return q.cols(); }, p);
}
Side sideToMove(const AnyClobber& p) {
    return std::visit([](const auto& q) { return q.sideToMove(); }, p);
}
bool isOver(const AnyClobber& p) {
    return std::visit([](const auto& q) { return q.result() != Result::Ongoing; }, p);
}

} // namespace gametree::cli
