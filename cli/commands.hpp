// The program's commands. Each adds its subcommand and options to the root
// app and returns the function that runs it once the options are parsed.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>

namespace gametree::cli {

struct Command {
    CLI::App* app;
    std::function<int()> run;
};

Command addPlay(CLI::App& root);
Command addMove(CLI::App& root);
Command addMatch(CLI::App& root);
Command addPerft(CLI::App& root);
Command addStart(CLI::App& root);
Command addHeuristics(CLI::App& root);
Command addSolve(CLI::App& root);
Command addBench(CLI::App& root);
Command addTournament(CLI::App& root);
Command addOpening(CLI::App& root);
Command addTree(CLI::App& root);
Command addSolveBench(CLI::App& root);
Command addBook(CLI::App& root);
Command addVerifyProof(CLI::App& root);
Command addProve(CLI::App& root);

// `gametree solve --job LINE`: solves one job of `prove`, prints its result line.
int runJob(const std::string& line, int tableMb);

// Why --table-file is refused: the solver's keys include ids of game values,
// numbered in the order a process meets them, so a table saved by one
// process means other positions to another (3 of 47 re-solved 6x6 jobs
// came out the other way). Sound again once keys hash the values themselves.
inline constexpr const char* kTableFileFlaw =
    "a saved table's keys hold game-value ids private to the process that made it, so another "
    "process can read wrong results from it (docs/performance.md, \"Tables kept between jobs\")";

} // namespace gametree::cli
