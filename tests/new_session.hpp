// A facade session of a game the test knows exists, failing the test if not.
#pragma once

#include <catch2/catch.hpp>
#include <memory>

#include "session/session.hpp"

inline std::unique_ptr<gametree::GameSession> session(const char* game) {
    auto s = gametree::makeSession(game);
    REQUIRE(s);
    return s;
}
