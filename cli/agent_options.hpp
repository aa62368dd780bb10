// The options that describe an agent (algorithm, depth, heuristic, time),
// once for both sides and once more per side for the extended version, and
// how they resolve into the facade's search settings for one game.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "session/session.hpp"

namespace gametree::cli {

struct SideOptions {
    std::optional<std::string> algorithm;
    std::optional<int> depth;
    std::optional<std::string> heuristic;
    std::optional<int> timeMs;
};

struct AgentOptions {
    SideOptions both, black, white;
    int tableMb = 16;
    bool noBook = false; // Clobber's engine: search even where a proof book answers
};

// Adds --algorithm, --depth, --heuristic, --time-ms, --table-mb, --no-book and, if
// perSide, the --black-... and --white-... overrides.
void addAgentOptions(CLI::App& app, AgentOptions& o, bool perSide);

// The settings of one side: its override, else the common option, else the
// game's default. The engine with neither a depth nor a time gets 1000 ms a move.
SessionSettings resolve(const AgentOptions& o, Side side, const GameInfo& game);

// An error message when the options contradict each other or the game, e.g.
// a time limit for a search other than the engine, or a heuristic of
// another game.
std::optional<std::string> conflict(const AgentOptions& o, const GameInfo& game);

// An error message when --no-book is given for a game without proof books.
std::optional<std::string> noBookConflict(const GameInfo& game);

} // namespace gametree::cli
