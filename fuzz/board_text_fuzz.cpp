// Each game's board text: whatever the parser accepts prints as text that
// it accepts again, as the same position, printed the same way. The first
// byte picks the game (0 clobber, 1 halma, 2 tictactoe, modulo 3).
#include "fuzz_common.hpp"

using namespace gametree;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const char* game = fuzz::gameName(data[0]);
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    auto first = makeSession(game);
    if (!first->setPosition(text).empty()) return 0;
    for (const bool withTurn : {true, false}) {
        const std::string printed = first->position(withTurn);
        auto again = makeSession(game);
        // Without a turn line the first player moves, which may not be so.
        const std::string error = again->setPosition(printed, first->board().k);
        if (!withTurn && first->sideToMove() != Side::First) continue;
        fuzz::require(error.empty(), "printed text does not parse", printed + "\n" + error);
        fuzz::require(again->position(withTurn) == printed, "parse(print(x)) prints differently",
                      printed + "\n" + again->position(withTurn));
        fuzz::require(again->board().cells == first->board().cells, "the cells changed", printed);
        fuzz::require(again->legalMoves() == first->legalMoves(), "the legal moves changed",
                      printed);
    }
    return 0;
}
