// The program's commands. Each adds its subcommand and options to the root
// app and returns the function that runs it once the options are parsed.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>

#include "session/session.hpp"

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
Command addSwindles(CLI::App& root);
Command addVerifyProof(CLI::App& root);
Command addProve(CLI::App& root);
Command addCertificate(CLI::App& root);
Command addUci(CLI::App& root);
Command addPuzzles(CLI::App& root);

// `gametree solve --job LINE`: solves one job of `prove`, prints its result
// line; threads as `solve --threads` (0: the solver without threads).
int runJob(const std::string& line, int tableMb, const std::string& tableFile = {},
           int rootOrder = kSolveRootOrder, int threads = 0);

} // namespace gametree::cli
