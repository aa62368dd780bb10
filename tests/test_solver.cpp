// The exact solver against plain exhaustive search, and the game values it
// uses for small regions.
#include <catch2/catch.hpp>

#include <map>

#include "cgt/cgt.hpp"
#include "games/clobber/clobber_text.hpp"
#include "reference_clobber.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

TEST_CASE("the solver agrees with exhaustive search on random small positions", "[solver]") {
    std::mt19937 rng(2026);
    int wins = 0, losses = 0;
    for (int i = 0; i < 3000; ++i) {
        const int r = 1 + int(rng() % 4), c = 1 + int(rng() % 4);
        // Up to 16 squares, so that exhaustive search stays quick.
        const std::string text = ref::randomText(rng, r, c, int(rng() % 50));
        const bool expected = ref::wins(ref::fromText(text));
        auto pos = parseClobber(text).position.value();
        std::visit(
            [&](auto& p) {
                constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
                ClobberSolver<W> solver(std::size_t{1} << 20);
                const SolveResult s = solver.solve(p);
                INFO(text);
                REQUIRE(s.solved);
                CHECK(s.moverWins == expected);
                CHECK(s.hasMove == expected);
                if (s.hasMove) {
                    // The winning move leaves the opponent lost.
                    auto q = p;
                    q.make(s.move);
                    CHECK_FALSE(ref::wins(ref::fromText(clobberText(q, true))));
                }
            },
            pos);
        (expected ? wins : losses)++;
    }
    CHECK(wins > 300); // both outcomes are well represented
    CHECK(losses > 300);
}

TEST_CASE("the solver proves the small starts that exhaustive search can check", "[solver]") {
    for (const auto& [r, c] : {std::pair{2, 2}, {3, 3}, {3, 4}, {2, 6}, {4, 4}}) {
        const int rows = r, cols = c; // lambdas cannot capture bindings in C++20
        const std::string text = clobberText(startClobber(rows, cols), true);
        auto pos = parseClobber(text).position.value();
        std::visit(
            [&](auto& p) {
                ClobberSolver<std::decay_t<decltype(p)>::BB::kWords> solver(std::size_t{16} << 20);
                INFO(rows << "x" << cols);
                CHECK(solver.solve(p).moverWins == ref::wins(ref::fromText(text)));
            },
            pos);
    }
}

TEST_CASE("a node limit gives up without a wrong answer", "[solver]") {
    auto pos = startClobber(4, 5);
    std::visit(
        [](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> solver(std::size_t{16} << 20);
            const SolveResult limited = solver.solve(p, {}, 1000);
            CHECK_FALSE(limited.solved);
            CHECK_FALSE(limited.hasMove);
            // The same solver, table kept, then finishes and agrees with a fresh one.
            const SolveResult full = solver.solve(p);
            ClobberSolver<W> fresh(std::size_t{16} << 20);
            CHECK(full.solved);
            CHECK(full.moverWins == fresh.solve(p).moverWins);
        },
        pos);
}

TEST_CASE("canonical forms, sums and comparisons of games", "[cgt]") {
    GameStore g;
    const auto zero = g.zero();
    const auto star = g.make({zero}, {zero});
    const auto one = g.make({zero}, {});
    const auto minusOne = g.make({}, {zero});
    const auto up = g.make({zero}, {star});
    const auto half = g.make({zero}, {one});
    CHECK(g.add(star, star) == zero);
    CHECK(g.add(one, minusOne) == zero);
    CHECK(g.add(up, g.negate(up)) == zero);
    CHECK(g.add(half, half) == one);
    CHECK(g.make({zero, one}, {}) == g.add(one, one)); // 0 is dominated by 1: {0,1|} = 2
    CHECK(g.leq(zero, up));
    CHECK_FALSE(g.leq(up, zero));
    CHECK_FALSE(g.leq(up, star)); // up and star are confused
    CHECK_FALSE(g.leq(star, up));
    const auto upStar = g.add(up, star);
    CHECK(g.leftWinsFirst(upStar));
    CHECK(g.rightWinsFirst(upStar));
    CHECK(g.leftWinsFirst(one));
    CHECK_FALSE(g.rightWinsFirst(one));
}

namespace {

// The canonical value of a whole board by the definition, {Black's moves |
// White's moves}, with no regions and no solver code: a second way to reach
// the values that the solver takes from its memo of small regions.
GameStore::Id valueByDefinition(GameStore& g, ref::Board b,
                                std::map<std::string, GameStore::Id>& memo) {
    b.toMove = 'B';
    const std::string key = ref::toText(b, false);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    std::vector<GameStore::Id> options[2];
    for (const char side : {'B', 'W'}) {
        b.toMove = side;
        for (const ref::Move& m : ref::moves(b))
            options[side == 'W'].push_back(valueByDefinition(g, ref::play(b, m), memo));
    }
    const GameStore::Id v = g.make(std::move(options[0]), std::move(options[1]));
    memo.emplace(key, v);
    return v;
}

ref::Board swapColours(ref::Board b) {
    for (auto& row : b.grid)
        for (char& ch : row)
            if (ch != '_') ch = ref::other(ch);
    return b;
}

// The board side by side with another, an empty column between them.
ref::Board beside(const ref::Board& a, const ref::Board& b) {
    ref::Board out{a.rows, a.cols + 1 + b.cols, {}, 'B'};
    for (int r = 0; r < a.rows; ++r) out.grid.push_back(a.grid[r] + "_" + b.grid[r]);
    return out;
}

// The board turned a quarter (rows become columns) or mirrored left to right.
ref::Board transposed(const ref::Board& b) {
    ref::Board out{b.cols, b.rows, std::vector<std::string>(b.cols, std::string(b.rows, '_')),
                   b.toMove};
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) out.grid[c][r] = b.grid[r][c];
    return out;
}
ref::Board mirrored(ref::Board b) {
    for (auto& row : b.grid) std::reverse(row.begin(), row.end());
    return b;
}

template <class F>
void withPosition(const ref::Board& b, F&& f) {
    auto pos = parseClobber(ref::toText(b)).position.value();
    std::visit([&](auto& p) { f(p); }, pos);
}

} // namespace

TEST_CASE("game values by definition give the outcomes of exhaustive search", "[cgt]") {
    std::mt19937 rng(7);
    GameStore g;
    std::map<std::string, GameStore::Id> memo;
    for (int i = 0; i < 400; ++i) {
        const int r = 1 + int(rng() % 3), c = 1 + int(rng() % 4);
        ref::Board b = ref::randomBoard(rng, r, c, int(rng() % 40));
        const GameStore::Id v = valueByDefinition(g, b, memo);
        INFO(ref::toText(b));
        b.toMove = 'B';
        CHECK(g.leftWinsFirst(v) == ref::wins(b));
        b.toMove = 'W';
        CHECK(g.rightWinsFirst(v) == ref::wins(b));
        // Swapping the colours negates the game.
        CHECK(valueByDefinition(g, swapColours(b), memo) == g.negate(v));
    }
}

TEST_CASE("the value of two boards side by side is the sum of their values", "[cgt]") {
    std::mt19937 rng(11);
    GameStore g;
    std::map<std::string, GameStore::Id> memo;
    for (int i = 0; i < 150; ++i) {
        const int rows = 1 + int(rng() % 2);
        const ref::Board a = ref::randomBoard(rng, rows, 1 + int(rng() % 3), 20);
        const ref::Board b = ref::randomBoard(rng, rows, 1 + int(rng() % 3), 20);
        INFO(ref::toText(beside(a, b)));
        const GameStore::Id va = valueByDefinition(g, a, memo);
        const GameStore::Id vb = valueByDefinition(g, b, memo);
        CHECK(valueByDefinition(g, beside(a, b), memo) == g.add(va, vb));
        CHECK(g.add(va, g.negate(va)) == g.zero());
        CHECK(g.leq(va, g.add(va, vb)) == g.leq(g.zero(), vb));
    }
}

TEST_CASE("region keys ignore place, turns and mirrors; colour swap exchanges them", "[solver]") {
    std::mt19937 rng(5);
    for (int i = 0; i < 300; ++i) {
        const ref::Board b = ref::randomBoard(rng, 1 + int(rng() % 5), 1 + int(rng() % 6), 30);
        auto keyOf = [](const ref::Board& board) {
            RegionKey k;
            withPosition(board, [&](auto& p) { k = regionKey(p, p.occupied()); });
            return k;
        };
        const RegionKey k = keyOf(b);
        INFO(ref::toText(b));
        for (const ref::Board& image : {transposed(b), mirrored(b), mirrored(transposed(b)),
                                        beside(ref::randomBoard(rng, b.rows, 2, 100), b)}) {
            const RegionKey ki = keyOf(image);
            CHECK(ki.key == k.key);
            CHECK(ki.swapped == k.swapped);
        }
        const RegionKey ks = keyOf(swapColours(b));
        CHECK(ks.key == k.swapped);
        CHECK(ks.swapped == k.key);
        // Recolouring a disc of a region through its hash equals hashing anew
        // (the bounding box does not change).
        withPosition(b, [&](auto& p) {
            if (p.occupied().none()) return;
            const RegionHash before = regionHash(p, p.occupied());
            const int sq = p.occupied().lowest();
            const Side s = p.discs(Side::First).test(sq) ? Side::First : Side::Second;
            RegionHash after = before;
            after.toggle(s, sq / p.cols(), sq % p.cols());
            after.toggle(opponent(s), sq / p.cols(), sq % p.cols());
            std::decay_t<decltype(p)> q(p.rows(), p.cols());
            for (Side t : {Side::First, Side::Second}) {
                auto discs = p.discs(t);
                while (discs.any()) {
                    const int at = discs.popLowest();
                    q.put(at, at == sq ? opponent(t) : t);
                }
            }
            CHECK(after.key().key == regionKey(q, q.occupied()).key);
        });
    }
}

TEST_CASE("the solver agrees with exhaustive search on larger sparse positions", "[solver]") {
    // Up to 24 squares and about 14 discs: regions above the small-region
    // size, so that the search, its child ordering, the table cutoffs and
    // the hashes updated move by move all take part.
    std::mt19937 rng(99);
    for (int i = 0; i < 300; ++i) {
        const int r = 2 + int(rng() % 3), c = 4 + int(rng() % 3);
        const ref::Board b = ref::randomBoard(rng, r, c, 40 + int(rng() % 15));
        const bool expected = ref::wins(b);
        withPosition(b, [&](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> solver(std::size_t{1} << 20);
            const SolveResult s = solver.solve(p);
            INFO(ref::toText(b));
            REQUIRE(s.solved);
            CHECK(s.moverWins == expected);
            if (s.hasMove) {
                auto q = p;
                q.make(s.move);
                CHECK_FALSE(ref::wins(ref::fromText(clobberText(q, true))));
            }
        });
    }
}

TEST_CASE("the solver is deterministic", "[solver]") {
    auto pos = startClobber(4, 5);
    std::visit(
        [](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> a(std::size_t{8} << 20), b(std::size_t{8} << 20);
            const SolveResult ra = a.solve(p), rb = b.solve(p);
            CHECK(ra.nodes == rb.nodes);
            CHECK(ra.moverWins == rb.moverWins);
            CHECK(ra.move == rb.move);
        },
        pos);
}

TEST_CASE("the solver table answers right or not at all", "[solver]") {
    SolveTable table(std::size_t{1} << 16); // 8,192 entries for 100,000 positions
    std::mt19937_64 rng(3);
    std::vector<std::pair<uint64_t, bool>> stored;
    for (int i = 0; i < 100000; ++i) {
        const uint64_t key = rng();
        const bool win = rng() & 1;
        table.store(key, win, rng() % 1000);
        stored.emplace_back(key, win);
    }
    int known = 0;
    for (const auto& [key, win] : stored) {
        const int answer = table.probe(key);
        if (answer >= 0) {
            ++known;
            CHECK(answer == int(win));
        }
    }
    CHECK(known > 4000);
    CHECK(table.probe(12345) == -1);
}

TEST_CASE("finding the winning move after the proof costs next to nothing", "[solver]") {
    // The move that won at the top of the search is tried first: the moves
    // before it in generation order are not solved in full.
    std::mt19937 rng(31);
    int checked = 0;
    for (int i = 0; i < 40; ++i) {
        const std::string text = clobberText(startClobber(4, 5), true);
        auto pos = parseClobber(i == 0 ? text : ref::randomText(rng, 4, 5, 10)).position.value();
        std::visit(
            [&](auto& p) {
                constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
                ClobberSolver<W> proofOnly(std::size_t{8} << 20), solver(std::size_t{8} << 20);
                if (!proofOnly.wins(p)) return;
                const SolveResult r = solver.solve(p);
                REQUIRE(r.hasMove);
                // One node for the winning child, found in the table.
                CHECK(r.nodes <= proofOnly.nodes() + 1);
                ++checked;
            },
            pos);
    }
    CHECK(checked > 10);
}

TEST_CASE("a game's form hash is the same in every store, whatever order it met the games in",
          "[cgt]") {
    std::mt19937 rng(31);
    std::vector<ref::Board> boards;
    for (int i = 0; i < 200; ++i)
        boards.push_back(ref::randomBoard(rng, 1 + int(rng() % 3), 1 + int(rng() % 4), 30));
    GameStore forward, backward;
    std::map<std::string, GameStore::Id> memoF, memoB;
    std::vector<GameStore::Id> idsF(boards.size()), idsB(boards.size());
    for (std::size_t i = 0; i < boards.size(); ++i)
        idsF[i] = valueByDefinition(forward, boards[i], memoF);
    for (std::size_t i = boards.size(); i-- > 0;)
        idsB[i] = valueByDefinition(backward, boards[i], memoB);
    int idsDiffer = 0;
    std::map<uint64_t, GameStore::Id> byHash;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        INFO(ref::toText(boards[i]));
        idsDiffer += idsF[i] != idsB[i];
        CHECK(forward.formHash(idsF[i]) == backward.formHash(idsB[i]));
        // Different games, different hashes (and equal games, equal ones).
        const auto [at, fresh] = byHash.emplace(forward.formHash(idsF[i]), idsF[i]);
        CHECK((fresh || at->second == idsF[i]));
    }
    CHECK(idsDiffer > 20); // the two stores did number the games differently
    CHECK(byHash.size() > 20);
}

TEST_CASE("a trace reports the moves tried near the top, and the search stays the same",
          "[solver]") {
    std::mt19937 rng(57);
    int withFailures = 0, wonWithTrace = 0;
    for (int i = 0; i < 60; ++i) {
        auto pos = parseClobber(ref::randomText(rng, 5, 5, 16)).position.value();
        std::visit(
            [&](auto& p) {
                constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
                ClobberSolver<W> plain(std::size_t{8} << 20), traced(std::size_t{8} << 20);
                std::vector<SolveTraceLine> lines;
                traced.setTrace(1, [&](const SolveTraceLine& t) { lines.push_back(t); });
                const SolveResult a = plain.solve(p), b = traced.solve(p);
                CHECK(a.nodes == b.nodes);
                CHECK(a.moverWins == b.moverWins);
                CHECK(a.move == b.move);
                std::vector<SolveTraceLine> top;
                uint64_t topNodes = 0;
                for (const SolveTraceLine& t : lines) {
                    REQUIRE((t.depth == 0 || t.depth == 1));
                    CHECK(t.nodes >= 1);
                    if (t.depth == 0) top.push_back(t), topNodes += t.nodes;
                }
                // The root's own node is counted beside its moves'.
                CHECK(topNodes < b.nodes);
                // Every move before the last failed; the last wins exactly
                // when the proof ended on it, and is then the move named.
                for (std::size_t k = 0; k + 1 < top.size(); ++k) CHECK_FALSE(top[k].wins);
                if (!top.empty() && top.back().wins) {
                    CHECK(b.moverWins);
                    CHECK(b.move == top.back().move);
                    ++wonWithTrace;
                }
                if (!b.moverWins)
                    for (const SolveTraceLine& t : top) CHECK_FALSE(t.wins);
                if (top.size() >= 2) ++withFailures;
                // A refutation is a move: a capture between orthogonal
                // neighbours.
                const int cols = p.cols();
                for (const SolveTraceLine& t : lines)
                    if (t.refuted) {
                        CHECK_FALSE(t.wins);
                        const int dr = t.refutation.from / cols - t.refutation.to / cols;
                        const int dc = t.refutation.from % cols - t.refutation.to % cols;
                        CHECK(dr * dr + dc * dc == 1);
                    }
            },
            pos);
    }
    CHECK(withFailures > 5);
    CHECK(wonWithTrace > 5);
}

TEST_CASE("boards of more than 16 columns or rows: the solver agrees with exhaustive search",
          "[solver]") {
    // Sparse positions, some 14 discs, on boards up to 26 a side: regions
    // wider than 16 squares get keys of their own, and two shapes that a
    // 16-wide frame would confuse must stay apart.
    std::mt19937 rng(1717);
    const std::pair<int, int> sizes[] = {{2, 26}, {26, 2}, {3, 20}, {1, 26}, {2, 17}};
    for (int i = 0; i < 300; ++i) {
        const auto [r, c] = sizes[i % 5];
        const ref::Board b = ref::randomBoard(rng, r, c, 100 - 1400 / (r * c));
        ref::MemoSolver exhaustive;
        const bool expected = exhaustive.wins(b);
        withPosition(b, [&](auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            ClobberSolver<W> solver(std::size_t{1} << 20);
            const SolveResult s = solver.solve(p);
            INFO(ref::toText(b));
            REQUIRE(s.solved);
            CHECK(s.moverWins == expected);
            if (s.hasMove) {
                auto q = p;
                q.make(s.move);
                CHECK_FALSE(exhaustive.wins(ref::fromText(clobberText(q, true))));
            }
        });
    }
    // A black disc with a white one 17 columns to its right, and with one a
    // row above and a column to the right: one key on a 16-wide frame.
    auto keyOf = [](const char* text) {
        const Clobber<1> p = std::get<Clobber<1>>(parseClobber(text).position.value());
        return regionKey(p, p.occupied());
    };
    const char* far = "B _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ W\n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\n";
    const char* near = "_ W _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\nB _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\n";
    CHECK(keyOf(far).key != keyOf(near).key);
}
