// Puzzles with one proven answer, made from engine games: a position of a
// game where the side to move wins and exactly one move wins, the solver
// proving the winner's move wins and every other move loses. Its solution
// goes on while the winner's move stays the only winning one, against the
// defence that leaves the winner the fewest winning moves; each wrong move
// the winner could make is stored with the opponent's winning answer. Its
// difficulty is graded by measure: how many of three weak searches
// (alpha-beta at depths 2, 4 and 6) miss the move, and the nodes a fresh
// solver needs to prove the position. `gametree puzzles` (docs/cli.md)
// writes them; the page's Puzzles mode (docs/page.md) plays them.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "engine/clobber_agent.hpp"

namespace gametree {

struct PuzzleOptions {
    int rows = 6, cols = 5;
    int games = 20;        // engine games to look through
    int openingPlies = 4;  // seeded random plies before each game (bench/clobber_tournament)
    uint64_t seed = 1;     // of those openings
    AgentSettings black{}; // the games' players
    AgentSettings white{};
    int minDiscs = 6; // the positions looked at: discs on the board
    int maxDiscs = 26;
    int minMoves = 3;               // the winner's legal moves at least
    uint64_t nodeLimit = 2'000'000; // each solve; past it the position is skipped
    std::size_t tableBytes = std::size_t{256} << 20;
    int maxSteps = 5; // the winner's moves in a solution at most
    int perGame = 3;  // puzzles from one game at most
    int count = 0;    // stop after this many (0: as many as the games give)
};

struct Puzzle {
    std::string position; // board text with its turn line
    int discs = 0;
    int legalMoves = 0;
    // The solution: the winner's move, the defence, the winner's next, ...
    // (an odd number of moves, the winner's first and last).
    std::vector<std::string> line;
    // For each of the winner's moves in `line`, every other legal move with
    // the opponent's winning answer to it: {wrong move, refutation}.
    std::vector<std::vector<std::pair<std::string, std::string>>> wrong;
    uint64_t solverNodes = 0;          // a fresh solver's proof of the position (16 MiB table)
    std::vector<std::string> missedBy; // of "alphabeta:2", "alphabeta:4", "alphabeta:6"
    int difficulty = 1;                // 1 + misses + (solverNodes >= kHardNodes), 1..5
    int game = 0, ply = 0;             // the game (from 0) and the ply it came from
};

// A puzzle whose fresh proof takes at least this many solver nodes counts
// one step harder.
inline constexpr uint64_t kHardPuzzleNodes = 20'000;

struct PuzzleProgress {
    int games = 0;     // games played so far
    int positions = 0; // positions looked at
    int found = 0;     // puzzles found
};

// The puzzles of options.games engine games, in the order found; distinct
// positions only. `progress` is called after each game.
std::vector<Puzzle> findPuzzles(const PuzzleOptions& options,
                                const std::function<void(const PuzzleProgress&)>& progress = {});

// The board as a share link's rows (docs/formats.md, "Game records and share
// links"): rows from the top joined by '-', runs of empty squares as their
// length ("WB2W-BWBWB"), and the side to move.
std::string packedRows(const AnyClobber& pos);

// One puzzle as a line of JSON (docs/formats.md, "Puzzles").
std::string puzzleJson(const Puzzle& p, const std::string& id, int rows, int cols);

} // namespace gametree
