// The agent (core/engine/clobber_agent.hpp): repeatable games, and the engine's
// proven results against exhaustive search.
#include <catch2/catch.hpp>

#include "engine/clobber_agent.hpp"
#include "reference_clobber.hpp"

using namespace gametree;

namespace {

template <class P>
bool pvIsLegal(P p, const std::vector<ClobberMove>& pv) {
    for (const ClobberMove m : pv) {
        typename P::Moves list;
        p.generate(list);
        if (std::find(list.begin(), list.end(), m) == list.end()) return false;
        p.make(m);
    }
    return true;
}

} // namespace

TEST_CASE("the same settings always give the same game", "[agent]") {
    auto play = [](Algorithm a) {
        AnyClobber pos = startClobber(5, 5);
        AgentSettings s;
        s.algorithm = a;
        s.depth = 3;
        std::string moves;
        uint64_t nodes = 0;
        while (std::visit([](auto& p) { return p.result() == Result::Ongoing; }, pos)) {
            const MoveReport r = think(pos, s);
            nodes += r.nodes;
            moves += moveName(r.move, 5) + " ";
            std::visit([&](auto& p) { p.make(r.move); }, pos);
        }
        return moves + std::to_string(nodes);
    };
    CHECK(play(Algorithm::AlphaBeta) == play(Algorithm::AlphaBeta));
    CHECK(play(Algorithm::Engine) == play(Algorithm::Engine));
}

TEST_CASE("the engine's decisive values agree with exhaustive search, its lines are legal",
          "[engine]") {
    std::mt19937 rng(9);
    for (int i = 0; i < 60; ++i) {
        const std::string text = ref::randomText(rng, 3 + int(rng() % 3), 3 + int(rng() % 3), 30);
        const ref::Board b = ref::fromText(text);
        auto pos = parseClobber(text).position.value();
        AgentSettings s;
        s.algorithm = Algorithm::Engine;
        s.depth = 30; // deep enough to see every game on these boards to its end
        const MoveReport r = think(pos, s);
        INFO(text);
        const bool moverWins = ref::wins(b);
        if (!r.hasMove) {
            CHECK(ref::moves(b).empty());
            continue;
        }
        CHECK(isDecisive(r.value));
        CHECK((r.value > 0) == moverWins);
        std::visit([&](auto& p) { CHECK(pvIsLegal(p, r.pv)); }, pos);
    }
}
