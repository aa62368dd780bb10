// Measured strength: every pair of agents plays every opening of a seeded set
// twice, once with each colour, and the result is a win rate with its number
// of games and a 95% confidence interval.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/clobber_agent.hpp"

namespace gametree {

struct Agent {
    std::string name; // as written, e.g. "engine:100ms:phase"
    AgentSettings settings;
};

// The longest time per move an agent may have, in milliseconds: an hour,
// the range of the program's --time-ms too.
inline constexpr int kMaxMoveTimeMs = 3'600'000;

// Reads "ALGORITHM:LIMIT[:HEURISTIC]", LIMIT being a depth ("4", 1..64) or,
// for the engine, a time per move ("100ms", 1..kMaxMoveTimeMs ms), plain
// digits (core/base/plain_number.hpp). Returns an error message on failure.
std::optional<Agent> parseAgent(std::string_view text, std::string& error);

// Distinct positions after `plies` seeded random moves from the start.
std::vector<AnyClobber> randomOpenings(int rows, int cols, int count, int plies, uint64_t seed);

struct PairResult {
    int a = 0, b = 0; // agent indices
    int games = 0;
    int winsA = 0; // games won by agent a; the rest went to b
    double rate() const { return games ? double(winsA) / games : 0; }
};

// The Wilson score interval for `wins` out of `games` at 95% confidence.
std::pair<double, double> wilsonInterval(int wins, int games);

// Plays one game between two agents from a position; returns the winner.
Side playGame(AnyClobber pos, const AgentSettings& black, const AgentSettings& white,
              int* rounds = nullptr);

// Plays every pair over every opening with both colours. onGame, if given, is
// called after each game with the pair's running result.
std::vector<PairResult> runTournament(const std::vector<Agent>& agents,
                                      const std::vector<AnyClobber>& openings,
                                      const std::function<void(const PairResult&)>& onGame = {});

} // namespace gametree
