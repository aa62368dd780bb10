// The engine facade: one game in progress and everything a front end asks of
// it, in plain values. The WebAssembly bindings are a thin adapter over this
// class; no exception leaves it, errors come back as messages.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "clobber_agent.hpp"
#include "clobber_solver.hpp"

namespace gametree {

struct SessionBoard {
    int rows = 0, cols = 0;
    std::string cells; // rows * cols of 'B', 'W', '_', top row first
    char turn = 'B';
    char winner = 0; // 0 while the game goes on, else 'B' or 'W'
};

struct SessionSearch {
    std::string error; // empty on success
    std::string move;
    int value = 0;
    uint64_t nodes = 0;
    double seconds = 0;
    int depth = 0;
    bool proven = false;
    bool provenWin = false;
    std::vector<std::string> pv;
};

struct SessionSolve {
    std::string error;
    char winner = 0;  // 'B' or 'W'
    std::string move; // a winning move when the side to move wins
    uint64_t nodes = 0;
    double seconds = 0;
    std::size_t tableBytes = 0;
};

// Search settings from a front end, by name; checked by search().
struct SessionSettings {
    std::string algorithm = "alphabeta";
    int depth = 4;
    std::string heuristic;
    int timeMs = 0;
    int tableMb = 16;
};

class ClobberSession {
  public:
    // Nodes so far, the depth under way (0 for the solver) and seconds.
    using Progress = std::function<void(uint64_t nodes, int depth, double seconds)>;

    ClobberSession(); // the 6x5 start

    std::string newGame(int rows, int cols);
    std::string setPosition(const std::string& text);
    std::string position() const; // board text with turn line
    SessionBoard board() const;
    std::vector<std::string> legalMoves() const;
    std::string play(const std::string& move);
    bool undo();
    SessionSearch search(const SessionSettings& settings, const Progress& progress = {});
    SessionSolve solve(int tableMb, const Progress& progress = {});
    // Leaves at the depth, or an error for a depth outside 0..12.
    std::string perft(int depth, uint64_t& leaves);

  private:
    AnyClobber pos_;
    std::vector<ClobberMove> history_;
};

} // namespace gametree
