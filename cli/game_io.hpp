// Reading positions from standard input and writing the lines that every
// command shares: the per-move line and the closing node count.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

#include "clobber_agent.hpp"

namespace gametree::cli {

// Exit codes of the program.
inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 2; // bad options or malformed input
inline constexpr int kExitNoMove = 3;

// Reads all of standard input and parses it; on failure prints the parser's
// error and returns nothing.
std::optional<AnyClobber> readPosition(std::istream& in, std::ostream& err);

// "B b2b3 value=7 nodes=1234 time=0.004s", plus depth and proof for the engine.
std::string moveLine(Side mover, const MoveReport& r, int cols, const AgentSettings& s);

// "Visited nodes: N, time: S s"
std::string totalLine(uint64_t nodes, double seconds);

// "Rounds: R, Winner: B"
std::string resultLine(int rounds, Side winner);

int cols(const AnyClobber& p);
Side sideToMove(const AnyClobber& p);
bool isOver(const AnyClobber& p);

} // namespace gametree::cli
