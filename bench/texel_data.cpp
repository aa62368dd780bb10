// Positions labelled by the exact solver, for tuning the evaluation
// (scripts/tune-eval.sh runs this, then bench/texel_fit.py).
//
// Games of the engine at a fixed depth against itself, from seeded openings
// of 4 random plies, with one move in eight replaced by a seeded random one
// so that the positions are varied; every position with MIN..MAX discs that
// the solver proves within NODE_CAP nodes is printed with who wins and the
// features of core/games/clobber/clobber_features.hpp, for the side to move:
//   RxC GAME DISCS MOVER_WINS F0 F1 ...
// Everything is seeded and the search has no time limit: the same arguments
// give the same lines.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "bench/clobber_tournament.hpp"
#include "engine/clobber_agent.hpp"
#include "games/clobber/clobber_features.hpp"
#include "selfplay.hpp"

using namespace gametree;

int main(int argc, char** argv) {
    if (argc < 7) {
        std::fprintf(stderr,
                     "usage: texel_data RxC[,RxC...] GAMES SEED NODE_CAP MIN MAX [DEPTH]\n");
        return 2;
    }
    const std::string boards = argv[1];
    const int games = std::atoi(argv[2]);
    const uint64_t seed = std::strtoull(argv[3], nullptr, 10);
    const uint64_t cap = std::strtoull(argv[4], nullptr, 10);
    const int minDiscs = std::atoi(argv[5]), maxDiscs = std::atoi(argv[6]);
    const int depth = argc > 7 ? std::atoi(argv[7]) : 4;
    int game = 0;
    for (const bench::Board board : bench::parseBoards(boards)) {
        const int rows = board.rows, cols = board.cols; // lambdas cannot capture bindings in C++20
        const AgentSettings s = bench::fixedDepthEngine(depth);
        uint64_t state = seed ^ (uint64_t(rows) << 40) ^ (uint64_t(cols) << 32);
        for (const AnyClobber& opening : randomOpenings(rows, cols, games, 4, seed)) {
            ++game;
            std::visit(
                [&](const auto& start) {
                    auto pos = start;
                    while (pos.result() == Result::Ongoing) {
                        const int discs = pos.occupied().count();
                        if (discs >= minDiscs && discs <= maxDiscs) {
                            auto solver = bench::solverFor(pos);
                            const SolveResult r = solver.solve(pos, {}, cap);
                            if (r.solved) {
                                const auto f = clobber_features::features(pos, pos.sideToMove());
                                std::printf("%dx%d %d %d %d", rows, cols, game, discs,
                                            int(r.moverWins));
                                for (const int v : f) std::printf(" %d", v);
                                std::printf("\n");
                                std::fflush(stdout);
                            }
                        }
                        typename std::decay_t<decltype(pos)>::Moves moves;
                        pos.generate(moves);
                        if (zobrist::splitmix64(state) % 8 == 0) {
                            pos.make(moves[zobrist::splitmix64(state) % moves.size()]);
                        } else {
                            AnyClobber any = pos;
                            pos.make(think(any, s).move);
                        }
                    }
                },
                opening);
        }
    }
    return 0;
}
