// What the engine keeps between the moves of a game
// (core/engine/clobber_engine_memory.hpp): a proof finished at one move is found
// again at the next, a book move's spare time proves ahead, the search's
// table is searched on, a new game forgets it all, and with the memory the
// engine still never gives a proven win away.
#include <catch2/catch.hpp>
#include <random>

#include "engine/clobber_agent.hpp"
#include "new_session.hpp"
#include "random_position.hpp"

using namespace gametree;

namespace {

template <int W>
bool moverWins(const Clobber<W>& p) {
    ClobberSolver<W> solver(std::size_t{16} << 20);
    return solver.wins(p);
}

AgentSettings timedEngine(int ms) {
    AgentSettings s;
    s.algorithm = Algorithm::Engine;
    s.heuristic = kDefaultEngineHeuristic;
    s.depth = kMaxSearchDepth;
    s.timeMs = ms;
    return s;
}

// A seeded 6x5 position of `discs` discs that its mover wins and that a fresh
// solver needs more than minNodes to prove.
Clobber<1> hardWin(int discs, uint64_t minNodes, uint32_t seed) {
    std::mt19937 rng(seed);
    for (int tries = 0; tries < 200; ++tries) {
        const Clobber<1> p = randomPosition<1>(6, 5, discs, rng);
        if (p.result() != Result::Ongoing) continue;
        ClobberSolver<1> solver(std::size_t{16} << 20);
        const SolveResult r = solver.solve(p);
        if (r.solved && r.moverWins && r.nodes > minNodes) return p;
    }
    FAIL("no such position");
    return randomPosition<1>(6, 5, discs, rng);
}

} // namespace

TEST_CASE("A win the engine proved is found again from its kept table at its next move",
          "[engine-memory]") {
    const Clobber<1> start = hardWin(24, 5'000, 5);
    INFO(clobberText(start, true));
    // Ample time: the solver proves the win within its share.
    const AgentSettings s = timedEngine(10'000);
    ClobberEngineMemory<1> memory{EngineMemorySizes{}};
    Clobber<1> pos = start;
    const MoveReport first = think(pos, s, {}, {}, &memory);
    REQUIRE(first.provenWin);
    pos.make(first.move);
    typename Clobber<1>::Moves replies;
    pos.generate(replies);
    REQUIRE(replies.size() > 0);
    // Every reply of the opponent: the proof of the move covered them all.
    for (const ClobberMove reply : replies) {
        Clobber<1> next = pos;
        next.make(reply);
        if (next.result() != Result::Ongoing) continue;
        Clobber<1> fresh = next;
        const MoveReport again = think(next, s, {}, {}, &memory);
        const MoveReport anew = think(fresh, s);
        CHECK(again.provenWin);
        CHECK(anew.provenWin);
        // A handful of table hits against a search.
        CHECK(again.nodes < 100);
        CHECK(anew.nodes > again.nodes);
        next.make(again.move);
        CHECK((next.result() != Result::Ongoing || !moverWins(next)));
    }
}

TEST_CASE("The engine knows the positions that follow its own proven win", "[engine-memory]") {
    const Clobber<1> start = hardWin(24, 5'000, 5);
    const AgentSettings s = timedEngine(10'000);
    ClobberEngineMemory<1> memory{EngineMemorySizes{}};
    Clobber<1> pos = start;
    CHECK_FALSE(memory.followsProvenWin(pos));
    const MoveReport won = think(pos, s, {}, {}, &memory);
    REQUIRE(won.provenWin);
    REQUIRE(memory.afterProvenWin);
    Clobber<1> after = start;
    after.make(won.move);
    CHECK(*memory.afterProvenWin == after);
    CHECK_FALSE(memory.followsProvenWin(start));
    CHECK_FALSE(memory.followsProvenWin(after)); // the opponent's turn, not a reply
    typename Clobber<1>::Moves replies;
    after.generate(replies);
    for (const ClobberMove r : replies) {
        Clobber<1> next = after;
        next.make(r);
        CHECK(memory.followsProvenWin(next));
    }
    // Two moves on from a reply is not a reply.
    Clobber<1> later = after;
    later.make(replies[0]);
    typename Clobber<1>::Moves ours;
    later.generate(ours);
    if (!ours.empty()) {
        later.make(ours[0]);
        typename Clobber<1>::Moves theirs;
        later.generate(theirs);
        if (!theirs.empty()) {
            later.make(theirs[0]);
            CHECK_FALSE(memory.followsProvenWin(later));
        }
    }
    // A move that is not a proven win forgets it: the 6x5 start is not
    // proven within 50 ms by anything but the book, which proves it lost.
    Clobber<1> open = std::get<Clobber<1>>(startClobber(6, 5));
    AgentSettings noBook = timedEngine(50);
    noBook.useBook = false;
    const MoveReport searched = think(open, noBook, {}, {}, &memory);
    CHECK_FALSE(searched.provenWin);
    CHECK_FALSE(memory.afterProvenWin);
}

TEST_CASE("A book's move is instant: it spends none of the move's time", "[engine-memory]") {
    // 4x5 has a proof book: its start is won for Black, and the book holds
    // White's replies with their answers, so the move costs no search, and
    // nothing is proved ahead with the time it leaves (a person waits for
    // none of it).
    Clobber<1> pos = std::get<Clobber<1>>(startClobber(4, 5));
    const AgentSettings s = timedEngine(5'000);
    ClobberEngineMemory<1> memory{EngineMemorySizes{}};
    const MoveReport book = think(pos, s, {}, {}, &memory);
    REQUIRE(book.provenWin);
    REQUIRE(probeBook(pos));
    CHECK(book.source == MoveSource::Book);
    CHECK(book.nodes == 0);
    CHECK(memory.solver.nodes() == 0);
    CHECK(book.seconds < 1.0);
    // The move the book holds, and the opponent's position after it lost.
    CHECK(book.move == probeBook(pos)->move);
    pos.make(book.move);
    ClobberSolver<1> anew(std::size_t{16} << 20);
    const SolveResult after = anew.solve(pos);
    REQUIRE(after.solved);
    CHECK_FALSE(after.moverWins);
}

TEST_CASE("The search's kept table is searched on, not cleared", "[engine-memory]") {
    std::mt19937 rng(11);
    Clobber<1> pos = randomPosition<1>(6, 5, 26, rng);
    REQUIRE(pos.result() == Result::Ongoing);
    auto eval = [](const Clobber<1>& p, Side me) {
        return evaluate(p, kDefaultEngineHeuristic, me);
    };
    SearchLimits limits;
    limits.algorithm = Algorithm::Engine;
    limits.depth = 6;
    TranspositionTable table(std::size_t{16} << 20);
    limits.keptTable = &table;
    const auto first = searchMove(pos, limits, eval, {});
    const auto second = searchMove(pos, limits, eval, {});
    limits.keptTable = nullptr;
    const auto fresh = searchMove(pos, limits, eval, {});
    CHECK(first.nodes == fresh.nodes); // an empty kept table is a fresh one
    CHECK(first.move == fresh.move);
    CHECK(second.nodes * 2 < first.nodes);
    CHECK(pos.isLegal(second.move));
}

TEST_CASE("A session keeps the engine's tables between moves until a new game", "[engine-memory]") {
    const Clobber<1> start = hardWin(24, 5'000, 7);
    auto session = ::session("clobber");
    REQUIRE(session->setPosition(clobberText(start, true)).empty());
    SessionSettings s;
    s.algorithm = "engine";
    s.depth = kMaxSearchDepth;
    s.timeMs = 10'000;
    s.keepTables = true;
    REQUIRE(session->prepare(s).empty());
    const SessionSearch first = session->search(s);
    REQUIRE(first.error.empty());
    REQUIRE(first.provenWin);
    const SessionSearch again = session->search(s);
    CHECK(again.provenWin);
    CHECK(again.nodes < 100);
    CHECK(again.nodes < first.nodes);
    // A new game forgets: the same position proves with the first count.
    REQUIRE(session->newGame({6, 5}).empty());
    REQUIRE(session->setPosition(clobberText(start, true)).empty());
    const SessionSearch anew = session->search(s);
    CHECK(anew.provenWin);
    CHECK(anew.nodes == first.nodes);
    // Without keepTables every search starts afresh.
    s.keepTables = false;
    CHECK(session->search(s).nodes == first.nodes);
    CHECK(session->search(s).nodes == first.nodes);
}

TEST_CASE("With kept tables the engine never gives a proven win away", "[engine-memory]") {
    std::mt19937 rng(3);
    int games = 0;
    for (int tries = 0; games < 6 && tries < 400; ++tries) {
        Clobber<1> pos = randomPosition<1>(6, 5, 20, rng);
        if (pos.result() != Result::Ongoing || !moverWins(pos)) continue;
        ++games;
        INFO(clobberText(pos, true));
        const Side engine = pos.sideToMove();
        ClobberEngineMemory<1> memory{EngineMemorySizes{}};
        std::mt19937 replies{uint32_t(tries)};
        while (pos.result() == Result::Ongoing) {
            if (pos.sideToMove() == engine) {
                const MoveReport r = think(pos, timedEngine(20), {}, {}, &memory);
                REQUIRE(r.hasMove);
                REQUIRE(pos.isLegal(r.move));
                pos.make(r.move);
                CHECK((pos.result() != Result::Ongoing || !moverWins(pos)));
            } else {
                typename Clobber<1>::Moves moves;
                pos.generate(moves);
                pos.make(moves[replies() % moves.size()]);
            }
        }
        CHECK(pos.sideToMove() != engine); // the engine moved last and won
    }
    CHECK(games == 6);
}

TEST_CASE("Engine memory: one board width at a time, made afresh past its store's limit",
          "[engine-memory]") {
    EngineMemorySizes sizes;
    sizes.solverTableBytes = std::size_t{1} << 20;
    sizes.searchTableBytes = std::size_t{1} << 20;
    sizes.maxStoreBytes = 1; // any value at all is past it
    EngineMemory memory(sizes);
    std::mt19937 rng(2);
    const Clobber<1> p = randomPosition<1>(4, 5, 14, rng);
    const SolveResult solved = memory.of<1>().solver.solve(p);
    REQUIRE(solved.nodes > 0);
    REQUIRE(memory.of<1>().solver.nodes() == 0); // past the limit: made afresh
    memory.of<1>().solver.solve(p);
    CHECK(memory.of<1>().solver.nodes() == 0);
    sizes.maxStoreBytes = std::size_t{512} << 20;
    memory.setSizes(sizes);
    memory.of<1>().solver.solve(p);
    CHECK(memory.of<1>().solver.nodes() == solved.nodes); // kept below the limit
    // Another width replaces it.
    ClobberEngineMemory<2>& wide = memory.of<2>();
    CHECK(wide.solver.nodes() == 0);
}
