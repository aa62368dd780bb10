// The engine facade driven by arbitrary bytes: a new game of any size, then
// moves by index or by (often malformed) name, undo, small searches of each
// algorithm, and the exact solver where the position is small enough to
// solve in milliseconds. Nothing may crash, and the facade's answers must
// agree with one another.
#include <algorithm>

#include "fuzz_common.hpp"

using namespace gametree;

namespace {

std::size_t discs(const SessionBoard& b) {
    return std::size_t(
        std::count_if(b.cells.begin(), b.cells.end(), [](char c) { return c != '_'; }));
}

// Small enough for the solver to answer at once.
bool smallEnough(const GameSession& s) {
    const SessionBoard b = s.board();
    if (s.info().name == "clobber") return discs(b) <= 12;
    if (s.info().name == "tictactoe") return b.cells.size() - discs(b) <= 9;
    return true; // halma has no solver: solve() returns an error at once
}

void checkSearch(GameSession& s, const SessionSettings& settings) {
    const std::vector<std::string> legal = s.legalMoves();
    const SessionSearch r = s.search(settings);
    if (s.result() != Result::Ongoing) {
        fuzz::require(!r.error.empty(), "a search of a finished game did not fail");
        return;
    }
    fuzz::require(r.error.empty(), "a search failed", r.error);
    fuzz::require(std::find(legal.begin(), legal.end(), r.move) != legal.end(),
                  "the search chose an illegal move", r.move + "\n" + s.position(true));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
    fuzz::Bytes in{data, size};
    const uint8_t gameByte = in.next();
    auto s = makeSession(fuzz::gameName(gameByte));
    const bool halma = s->info().name == "halma";
    NewGameOptions board;
    board.rows = halma ? 8 : 1 + in.next() % 5;
    board.cols = halma ? 8 : 1 + in.next() % 5;
    if (s->info().name == "tictactoe") board.k = in.next() % 5; // 0: the default
    if (!s->newGame(board).empty()) return 0;
    for (int steps = 0; steps < 32 && !in.empty(); ++steps) {
        const uint8_t op = in.next();
        const std::string before = s->position(true);
        switch (op % 8) {
        case 0: { // a legal move by index, then undo and redo it
            const auto legal = s->legalMoves();
            if (legal.empty()) break;
            const std::string move = legal[in.next() % legal.size()];
            fuzz::require(!s->path(move).empty(), "a legal move has no path", move);
            fuzz::require(s->play(move).empty(), "a legal move was refused", move);
            const std::string after = s->position(true);
            fuzz::require(s->undo(), "undo after a move failed");
            fuzz::require(s->position(true) == before, "undo did not restore the position");
            // The referee recognises the move from the position it leads to.
            const ReplyJudgement j = s->judgeReply(after);
            fuzz::require(j.move == move, "judgeReply did not find the move", move + " " + j.why);
            fuzz::require(s->play(move).empty(), "replaying a move failed", move);
            break;
        }
        case 1: { // a name that is probably no move at all
            const std::string name = in.text(in.next() % 7);
            if (!s->play(name).empty())
                fuzz::require(s->position(true) == before, "a refused move changed the position");
            break;
        }
        case 2:
            s->undo();
            break;
        case 3:
        case 4:
        case 5: { // a small search of each algorithm
            SessionSettings settings;
            settings.algorithm = op % 8 == 3 ? "minimax" : op % 8 == 4 ? "alphabeta" : "engine";
            // Deep enough for every part of each search, shallow enough for
            // thousands of inputs a second under the sanitizers.
            settings.depth = 1 + in.next() % (halma || op % 8 == 3 ? 2 : 3);
            settings.tableMb = 1;
            checkSearch(*s, settings);
            fuzz::require(s->position(true) == before, "a search changed the position");
            break;
        }
        case 6: // the solver, on small positions only
            if (smallEnough(*s)) {
                const SessionSolve r = s->solve(1);
                fuzz::require(r.error.empty() == s->info().hasSolver, "solve", r.error);
            }
            break;
        case 7: { // the position's text reads back as itself
            auto copy = makeSession(s->info().name);
            fuzz::require(copy->setPosition(before, s->board().k).empty(), "text does not parse",
                          before);
            fuzz::require(copy->position(true) == before, "text reads back differently", before);
            break;
        }
        }
    }
    return 0;
}
