// The three ways `gametree tree` prints a search trace: an indented text
// tree, Graphviz DOT and JSON (fields documented in docs/cli.md, "tree").
#pragma once

#include <iosfwd>
#include <string>

#include "session/session.hpp"

namespace gametree::cli {

// What the trace was of, for the headers of each format.
struct TraceHeader {
    std::string game;
    std::string position; // board text with its turn line
    int k = 0;            // tic-tac-toe's line length, else 0
    char rootSide = 0;    // the symbol of the side to move at the root: MAX
};

void writeTraceText(std::ostream& out, const TraceHeader& h, const SessionTrace& t);
void writeTraceDot(std::ostream& out, const TraceHeader& h, const SessionTrace& t);
void writeTraceJson(std::ostream& out, const TraceHeader& h, const SessionTrace& t);

// A value or window bound as printed: "-inf" and "+inf" for the open window.
std::string boundText(int v);

} // namespace gametree::cli
