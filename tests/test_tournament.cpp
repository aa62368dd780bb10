// The tournament's parts: agents read from text, the seeded openings (which
// `gametree opening` prints one by one, so they must not depend on how many
// are asked for), Wilson intervals, and games that a perfect player wins.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>

#include "bench/clobber_tournament.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

int discs(const AnyClobber& pos) {
    return std::visit([](const auto& p) { return int(p.occupied().count()); }, pos);
}
Side mover(const AnyClobber& pos) {
    return std::visit([](const auto& p) { return p.sideToMove(); }, pos);
}
uint64_t hashOf(const AnyClobber& pos) {
    return std::visit([](const auto& p) { return p.hash(); }, pos);
}
bool moverWins(const AnyClobber& pos) {
    return std::visit(
        [](const auto& p) {
            ClobberSolver<std::decay_t<decltype(p)>::BB::kWords> solver(std::size_t{1} << 20);
            const SolveResult r = solver.solve(p);
            REQUIRE(r.solved);
            return r.moverWins;
        },
        pos);
}

} // namespace

TEST_CASE("agents are read from ALGORITHM:LIMIT[:HEURISTIC] or refused with the reason",
          "[tournament]") {
    std::string error;
    const auto engine = parseAgent("engine:100ms", error);
    REQUIRE(engine);
    CHECK(engine->settings.algorithm == Algorithm::Engine);
    CHECK(engine->settings.timeMs == 100);
    CHECK(engine->settings.heuristic == kDefaultEngineHeuristic);
    const auto ab = parseAgent("alphabeta:4:groups", error);
    REQUIRE(ab);
    CHECK(ab->settings.algorithm == Algorithm::AlphaBeta);
    CHECK(ab->settings.depth == 4);
    CHECK(ab->settings.timeMs == 0);
    CHECK(ab->settings.heuristic == *findClobberHeuristic("groups"));
    CHECK(ab->name == "alphabeta:4:groups");

    const std::pair<const char*, const char*> bad[] = {
        {"alphabeta", "expected ALGORITHM:LIMIT[:HEURISTIC]"},
        {"alphabeta:4:groups:x", "expected ALGORITHM:LIMIT[:HEURISTIC]"},
        {"nonsense:2", "unknown algorithm 'nonsense'"},
        {"alphabeta:0", "a depth, 1..64, or a time like 100ms (0 is out of range 1..64)"},
        {"alphabeta:65", "a depth, 1..64"},
        {"alphabeta:4x", "a depth, 1..64"},
        {"alphabeta:+3", "a depth, 1..64"},
        {"alphabeta:100ms", "needs the engine"},
        // A time is plain digits in the range of --time-ms, never a wrapped
        // or cut-down number, and a bad one is not "needs the engine".
        {"engine:0ms", "the time per move in ms: 0 is out of range 1..3600000"},
        {"engine:3600001ms", "the time per move in ms: 3600001 is out of range 1..3600000"},
        {"engine:2147483648ms", "the time per move in ms: 2147483648 is out of range"},
        {"engine:99999999999999999999ms", "out of range 1..3600000"},
        {"engine:+5ms", "'+5' is not a whole number"},
        {"engine: 5ms", "is not a whole number"},
        {"alphabeta:4:nope", "unknown heuristic 'nope'"},
        {"engine:\r1ms", "agent 'engine:\\x0d1ms'"},
    };
    for (const auto& [text, reason] : bad) {
        error.clear();
        INFO(text);
        CHECK_FALSE(parseAgent(text, error));
        CHECK(error.find(reason) != std::string::npos);
    }
}

TEST_CASE("openings are distinct, seeded, and the first N do not depend on how many are asked",
          "[tournament]") {
    for (const auto& [rows, cols, plies] : {std::tuple{6, 5, 2}, {6, 6, 4}, {8, 8, 3}, {4, 4, 6}}) {
        INFO(rows << "x" << cols << ", " << plies << " plies");
        const auto many = randomOpenings(rows, cols, 30, plies, 7);
        REQUIRE(many.size() == 30);
        std::set<uint64_t> hashes;
        for (const AnyClobber& pos : many) {
            // Every ply captures one disc; the first player moves after an even number.
            CHECK(discs(pos) == rows * cols - plies);
            CHECK(mover(pos) == (plies % 2 == 0 ? Side::First : Side::Second));
            hashes.insert(hashOf(pos));
        }
        CHECK(hashes.size() == many.size());
        const auto few = randomOpenings(rows, cols, 5, plies, 7);
        REQUIRE(few.size() == 5);
        for (std::size_t i = 0; i < few.size(); ++i) CHECK(hashOf(few[i]) == hashOf(many[i]));
        const auto again = randomOpenings(rows, cols, 30, plies, 7);
        for (std::size_t i = 0; i < many.size(); ++i) CHECK(hashOf(again[i]) == hashOf(many[i]));
        const auto other = randomOpenings(rows, cols, 30, plies, 8);
        int same = 0;
        for (std::size_t i = 0; i < many.size(); ++i) same += hashOf(other[i]) == hashOf(many[i]);
        CHECK(same < 30);
    }
    // A board with fewer openings than asked gives all it has, once each.
    CHECK(randomOpenings(1, 2, 5, 1, 1).size() == 1);
    CHECK(randomOpenings(2, 2, 10, 1, 1).size() == 4);
}

TEST_CASE("Wilson intervals hold the rate, mirror each other and match the closed form at 0 "
          "and n",
          "[tournament]") {
    const double z = 1.959964;
    for (int n : {1, 10, 40, 400}) {
        const auto [lo, hi] = wilsonInterval(n, n);
        CHECK(hi == Approx(1.0));
        CHECK(lo == Approx(n / (n + z * z)));
        for (int k = 0; k <= n; ++k) {
            const auto [a, b] = wilsonInterval(k, n);
            const auto [c, d] = wilsonInterval(n - k, n);
            CHECK(a <= double(k) / n + 1e-12); // up to rounding
            CHECK(double(k) / n <= b + 1e-12);
            CHECK(a == Approx(1 - d).margin(1e-12));
            CHECK(b == Approx(1 - c).margin(1e-12));
        }
    }
    const auto none = wilsonInterval(0, 0);
    CHECK(none.first == 0);
    CHECK(none.second == 1);
    // More games, a narrower interval around the same rate.
    const auto small = wilsonInterval(37, 40), large = wilsonInterval(370, 400);
    CHECK(large.second - large.first < small.second - small.first);
}

TEST_CASE("a perfect player wins every game it can, and the tournament counts them",
          "[tournament]") {
    // Alpha-beta to depth 9 sees every 3x3 game to its end: perfect play.
    std::string error;
    const Agent perfect = *parseAgent("alphabeta:9", error);
    const Agent weak = *parseAgent("alphabeta:1:center", error);
    const auto openings = randomOpenings(3, 3, 8, 1, 3);
    REQUIRE(openings.size() == 8);
    int winnable = 0; // games the perfect player starts on the winning side
    for (const AnyClobber& opening : openings) {
        const Side winning = moverWins(opening) ? mover(opening) : opponent(mover(opening));
        const AgentSettings& black = winning == Side::First ? perfect.settings : weak.settings;
        const AgentSettings& white = winning == Side::First ? weak.settings : perfect.settings;
        int rounds = -1;
        CHECK(playGame(opening, black, white, &rounds) == winning);
        CHECK(rounds >= 1);
        CHECK(rounds <= discs(opening) - 1);
        ++winnable;
    }
    const auto results = runTournament({perfect, weak}, openings);
    REQUIRE(results.size() == 1);
    CHECK(results[0].a == 0);
    CHECK(results[0].b == 1);
    CHECK(results[0].games == 16);
    // Of each opening's two games the perfect player wins at least the one on the winning side.
    CHECK(results[0].winsA >= winnable);
    // Three agents make three pairs.
    const Agent third = *parseAgent("minimax:2", error);
    CHECK(runTournament({perfect, weak, third}, {openings[0]}).size() == 3);
}
