// The game a command plays (--game, --k), reading its position from standard
// input, and the lines that every command shares: the per-move line, the
// result line and the closing node count.
#pragma once

#include <CLI/CLI.hpp>
#include <iosfwd>
#include <memory>
#include <string>

#include "session/session.hpp"

namespace gametree::cli {

// Exit codes of the program.
inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 2; // bad options or malformed input
inline constexpr int kExitNoMove = 3;
inline constexpr int kExitOutOfMemory = 4; // a table (or anything else) did not fit in memory
inline constexpr int kExitOutput = 5;      // standard output could not be written
inline constexpr int kExitBusy = 6;        // prove: another run holds the proof's directory

struct GameOptions {
    std::string game = "clobber";
    int k = 0; // tic-tac-toe's line length; 0: the board's default
};

// Adds --game and, for tic-tac-toe, --k.
void addGameOptions(CLI::App& app, GameOptions& o);

// An error message when an option does not fit the game (--k outside
// tic-tac-toe), else empty.
std::string gameOptionsError(const GameOptions& o);

// Reads all of standard input as a position of the game; on failure prints
// the parser's error and returns nothing.
std::unique_ptr<GameSession> readPosition(const GameOptions& o, std::istream& in,
                                          std::ostream& err);

// Reads all of in as text, at most 1 MiB (more than any board needs):
// false, with the first 1 MiB in text, if there is more.
bool readInputText(std::istream& in, std::string& text);

// "B b2b3 value=7 nodes=1234 time=0.004s", plus depth and proof for the engine.
std::string moveLine(char mover, const SessionSearch& r, bool engine);

// "Visited nodes: N, time: S s"
std::string totalLine(uint64_t nodes, double seconds);

// v with a fixed number of decimals, as every timing line prints it.
std::string fixed(double v, int decimals);

// "Rounds: R, Winner: B", or "Winner: none (draw)".
std::string resultLine(int rounds, const std::string& result);

// The result of a finished game in a session: the winner's symbol or "draw".
std::string resultOf(const GameSession& s);

// The rules of every game, for --help.
extern const char* const kRules;

// The exit codes, for --help.
extern const char* const kExitCodes;

// The message for a search or solve that ran out of memory, with the advice
// to ask for a smaller table: "gametree move: out of memory: could not
// allocate the 4096 MiB transposition table; try a smaller --table-mb".
std::string outOfMemoryLine(const char* command, const std::string& error);

} // namespace gametree::cli
