// The result lines of a split proof (DIR/results.txt, core/proof/proof_jobs.hpp)
// as `gametree prove` reads them. The first byte picks the board; the rest is
// the file. Whatever it holds: no crash; a line the parser accepts prints
// (jobResultLine) as a line it accepts again as the same result, printed the
// same; the results kept are each one line's, and a contradiction names two
// lines that do disagree.
#include <sstream>

#include "fuzz_common.hpp"
#include "proof/proof_jobs.hpp"

using namespace gametree;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    static const int kBoards[][2] = {{2, 3}, {3, 2}, {4, 5}, {5, 5}, {1, 4}, {6, 6}};
    const auto& board = kBoards[data[0] % 6];
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);

    // Each line on its own.
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        std::string error;
        const auto r = parseJobResultLine(line, error);
        if (!r) {
            fuzz::require(!error.empty(), "a refused line without a reason", line);
            continue;
        }
        const std::string printed = jobResultLine(*r);
        const auto again = parseJobResultLine(printed, error);
        fuzz::require(again.has_value(), "a printed result line does not parse", printed);
        fuzz::require(jobResultLine(*again) == printed, "parse(print(x)) prints differently",
                      printed);
        fuzz::require(again->moverWins == r->moverWins && again->nodes == r->nodes &&
                          proofLine(again->position) == proofLine(r->position) &&
                          (!r->moverWins || again->move == r->move),
                      "the result changed in print", printed);
        fuzz::require(!r->moverWins || r->position.isLegal(r->move), "an illegal winning move",
                      line);
    }

    // The whole file, as prove reads it, with a small limit too.
    for (const std::size_t limit : {kMaxResultsBytes, std::size_t{200}}) {
        JobResults results{ProofFrame(board[0], board[1])};
        std::istringstream in(text);
        std::string error;
        const bool ok = results.read(in, error, limit);
        fuzz::require(ok == error.empty(), "read's answer and its error disagree", error);
        fuzz::require(results.size() <= text.size() / 16 + 1, "more results than lines");
        for (const ResultConflict& c : results.conflicts()) {
            std::string why;
            const auto a = parseJobResultLine(c.first, why);
            const auto b = parseJobResultLine(c.second, why);
            fuzz::require(a && b && a->moverWins != b->moverWins && c.firstLine < c.secondLine,
                          "a contradiction of lines that agree", c.first + "\n" + c.second);
            fuzz::require(results.find(a->position) &&
                              results.find(a->position)->moverWins == a->moverWins,
                          "the first of contradicting results is not the one kept", c.first);
        }
    }
    return 0;
}
