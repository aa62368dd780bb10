// The games the facade knows, each defined in its own <game>_session.cpp. A
// plain list rather than self-registering static objects, which a static
// library linked into WebAssembly could silently drop.
#pragma once

#include <memory>

#include "session/session.hpp"

namespace gametree {

const GameInfo& clobberInfo();
std::unique_ptr<GameSession> makeClobberSession();

const GameInfo& halmaInfo();
std::unique_ptr<GameSession> makeHalmaSession();

const GameInfo& ticTacToeInfo();
std::unique_ptr<GameSession> makeTicTacToeSession();

} // namespace gametree
