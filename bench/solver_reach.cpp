// How far the exact solver reaches in real games: positions from engine
// self-play (fixed depth, so the positions are reproducible) on several
// boards, each solved with the engine's 16 MiB solver table under a node cap.
// One line per position: board size, discs, live discs (in regions holding
// both colours), solved, nodes, seconds, whether the side to move wins, and
// the position on one line ('/' between rows).
//
// Build and run (see docs/performance.md, "Exact play within a move"):
//   g++ -O3 -march=x86-64-v2 -std=c++20 -Icore bench/solver_reach.cpp
//       build/release/core/libgametree_core.a -o build/solver_reach
//   build/solver_reach 6x5,6x6 8 300000 16 30 (then 8x8 6 ... 16 44, 10x10 4 ... 16 64)
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench/clobber_tournament.hpp"
#include "engine/clobber_agent.hpp"
#include "selfplay.hpp"

using namespace gametree;

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr,
                     "usage: solver_reach RxC[,RxC...] OPENINGS NODE_CAP [MIN MAX DEPTH]\n");
        return 2;
    }
    const std::string boards = argv[1];
    const int openings = std::atoi(argv[2]);
    const uint64_t cap = std::strtoull(argv[3], nullptr, 10);
    const int minDiscs = argc > 4 ? std::atoi(argv[4]) : 14;
    const int maxDiscs = argc > 5 ? std::atoi(argv[5]) : 34;
    const int depth = argc > 6 ? std::atoi(argv[6]) : 5;
    for (const bench::Board board : bench::parseBoards(boards)) {
        const int rows = board.rows, cols = board.cols; // lambdas cannot capture bindings in C++20
        const AgentSettings s = bench::fixedDepthEngine(depth);
        for (const AnyClobber& opening : randomOpenings(rows, cols, openings, 2, 1)) {
            std::visit(
                [&](const auto& start) {
                    auto pos = start;
                    while (pos.result() == Result::Ongoing) {
                        const int discs = pos.occupied().count();
                        if (discs >= minDiscs && discs <= maxDiscs) {
                            auto solver = bench::solverFor(pos);
                            const SolveResult r = solver.solve(pos, {}, cap);
                            std::string text = clobberText(pos, true);
                            for (char& c : text)
                                if (c == '\n') c = '/';
                            const int live = clobber_eval::liveDiscs(pos).count();
                            std::printf("%dx%d %d %d %d %llu %.4f %d %s\n", rows, cols, discs, live,
                                        int(r.solved), (unsigned long long)r.nodes, r.seconds,
                                        int(r.moverWins), text.c_str());
                            std::fflush(stdout);
                        }
                        AnyClobber any = pos;
                        const MoveReport m = think(any, s);
                        pos.make(m.move);
                    }
                },
                opening);
        }
    }
    return 0;
}
