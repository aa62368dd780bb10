// The referee's judgement of one reply in `match`: is the position a child
// printed exactly one legal move away from the position it was given, and
// what did the child say about its search on standard error.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "child_process.hpp"
#include "session/session.hpp"

namespace gametree::cli {

struct Verdict {
    std::string move; // the legal move the reply made, if it is one
    std::string why;  // otherwise why the mover loses
};

Verdict judge(const GameSession& pos, const ChildResult& reply, double timeoutSeconds);

// The move line for the log: the child's own "B b2b3 value=V nodes=N
// time=T s" line for this move if it printed a well-formed one, else the
// referee's "B b2b3 time=T s" with the time it measured.
std::string refereeMoveLine(const ChildResult& reply, char mover, const std::string& move);

// The sum of the "Visited nodes: N" lines the child printed, if any.
std::optional<uint64_t> reportedNodes(const ChildResult& reply);

// The last few lines of the child's standard error, indented, for the log
// of a side that lost; empty if it printed nothing.
std::string stderrTail(const ChildResult& reply, int lines = 5);

} // namespace gametree::cli
