// The exact solver against an independent plain one (tests/reference_clobber.hpp:
// negamax over a grid of chars with a table of the positions met, no regions,
// no game values, no symmetry) at every position of seeded random games from
// the starts of small boards: the positions real play reaches, where regions
// are large and the solver's decomposition, values and table all take part.
#include <catch2/catch.hpp>

#include <memory>
#include <random>

#include "games/clobber/clobber_text.hpp"
#include "reference_clobber.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

TEST_CASE("the solver agrees with a plain memoised search along random games", "[solver]") {
    std::mt19937 rng(714);
    std::size_t checked = 0, wins = 0;
    // Boards of 12 to 20 squares: every position of each game, from the
    // start, or after the first ply on 3x6 and three on 4x5 and 5x4, whose
    // first positions would take the plain search seconds each.
    for (const auto& [rows, cols, games, from] : {std::tuple{3, 4, 30, 0},
                                                  {4, 3, 30, 0},
                                                  {3, 5, 20, 0},
                                                  {4, 4, 20, 0},
                                                  {3, 6, 12, 1},
                                                  {4, 5, 6, 3},
                                                  {5, 4, 6, 3}}) {
        ref::MemoSolver plain; // its table serves every game of the board
        // One solver per board too, so that its table carries over from one
        // position to the next, as it does in the proof books' checks.
        auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{4} << 20);
        for (int game = 0; game < games; ++game) {
            ref::Board b = ref::start(rows, cols);
            for (int ply = 0;; ++ply) {
                const std::vector<ref::Move> moves = ref::moves(b);
                if (ply >= from) {
                    const std::string text = ref::toText(b);
                    INFO(text);
                    const bool expected = plain.wins(b);
                    const Clobber<1> p = std::get<Clobber<1>>(parseClobber(text).position.value());
                    const SolveResult s = solver->solve(p);
                    REQUIRE(s.solved);
                    CHECK(s.moverWins == expected);
                    CHECK(s.hasMove == expected);
                    if (s.hasMove) {
                        // The winning move leaves the opponent lost.
                        Clobber<1> q = p;
                        q.make(s.move);
                        CHECK_FALSE(plain.wins(ref::fromText(clobberText(q, true))));
                    }
                    ++checked;
                    wins += expected;
                }
                if (moves.empty()) break;
                b = ref::play(b, moves[rng() % moves.size()]);
            }
        }
    }
    // Many positions, both outcomes well represented.
    CHECK(checked > 1000);
    CHECK(wins > checked / 5);
    CHECK(checked - wins > checked / 5);
}
