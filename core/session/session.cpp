#include "session/session.hpp"

#include <array>

#include "session/game_list.hpp"

namespace gametree {

namespace {

struct Entry {
    const GameInfo& (*info)();
    std::unique_ptr<GameSession> (*make)();
};

const std::array<Entry, 3> kGames{{
    {clobberInfo, makeClobberSession},
    {halmaInfo, makeHalmaSession},
    {ticTacToeInfo, makeTicTacToeSession},
}};

} // namespace

std::span<const GameInfo* const> games() {
    static const std::array<const GameInfo*, kGames.size()> infos = [] {
        std::array<const GameInfo*, kGames.size()> out{};
        for (std::size_t i = 0; i < kGames.size(); ++i) out[i] = &kGames[i].info();
        return out;
    }();
    return infos;
}

const GameInfo* findGame(std::string_view name) {
    for (const GameInfo* g : games())
        if (g->name == name) return g;
    return nullptr;
}

std::unique_ptr<GameSession> makeSession(std::string_view game) {
    for (const Entry& e : kGames)
        if (e.info().name == game) return e.make();
    return nullptr;
}

std::string unknownGameMessage(std::string_view name) {
    std::string known;
    const auto all = games();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i > 0) known += i + 1 == all.size() ? " or " : ", ";
        known += all[i]->name;
    }
    return "unknown game '" + std::string(name) + "': expected " + known;
}

} // namespace gametree
