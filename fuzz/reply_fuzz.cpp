// The referee's reading of a player's reply: the position it printed on
// standard output, judged against the position it was given, and the lines
// it printed on standard error (its move line, its node count). The first
// byte picks the game and how many plies of its start to play first; the
// rest is the reply, also read as the player's standard error.
#include <algorithm>

#include "fuzz_common.hpp"
#include "referee.hpp"

using namespace gametree;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
    fuzz::Bytes in{data, size};
    const uint8_t pick = in.next();
    auto s = makeSession(fuzz::gameName(pick));
    NewGameOptions start;
    if (s->info().name == "halma")
        start.rows = start.cols = 8;
    else if (s->info().name == "clobber")
        start.rows = 3, start.cols = 4;
    s->newGame(start);
    for (int ply = 0; ply < (pick / 3) % 4; ++ply) {
        const auto legal = s->legalMoves();
        if (legal.empty()) break;
        s->play(legal[std::size_t(ply) % legal.size()]);
    }
    const std::string reply(reinterpret_cast<const char*>(data) + in.at, size - in.at);

    cli::ChildResult r;
    r.out = reply;
    r.err = reply;
    r.seconds = 0.5;
    const cli::Verdict v = cli::judge(*s, r, 10);
    fuzz::require(v.move.empty() != v.why.empty(), "a verdict is a move or a reason, not both");
    if (!v.move.empty()) {
        const auto legal = s->legalMoves();
        fuzz::require(std::find(legal.begin(), legal.end(), v.move) != legal.end(),
                      "the referee accepted an illegal move", v.move);
        // The reply is the position after that move.
        auto after = makeSession(s->info().name);
        after->setPosition(s->position(true), s->board().k);
        after->play(v.move);
        auto echoed = makeSession(s->info().name);
        const std::string error = echoed->setPosition(reply.find("turn") == std::string::npos
                                                          ? reply + "\nturn: " + after->board().turn
                                                          : reply,
                                                      s->board().k);
        if (error.empty())
            fuzz::require(echoed->board().cells == after->board().cells,
                          "the accepted reply is not the position after the move", reply);
    }
    const char mover = s->board().turn;
    const std::string line = cli::refereeMoveLine(r, mover, v.move.empty() ? "a1" : v.move);
    fuzz::require(line.find('\n') == std::string::npos, "a move line spans lines", line);
    cli::reportedNodes(r);
    const std::string tail = cli::stderrTail(r);
    for (const char c : tail)
        fuzz::require(c == '\n' || c == '\t' || static_cast<unsigned char>(c) >= 0x20,
                      "a control character in the log", tail);
    return 0;
}
