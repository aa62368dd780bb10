#include "swindle_build.hpp"

#include <chrono>
#include <memory>
#include <unordered_set>
#include <vector>

#include "clobber_swindle.hpp"
#include "proof_book.hpp"
#include "proof_build.hpp"

namespace gametree {

std::optional<SwindleBook> buildSwindleBook(const Clobber<1>& start, const SwindleOptions& options,
                                            std::string& error) {
    if (!ProofFrame::fits(start.rows(), start.cols())) {
        error = "a swindle book holds boards of at most " + std::to_string(kProofMaxSquares) +
                " squares";
        return std::nullopt;
    }
    if (options.parts < 1 || options.part < 1 || options.part > options.parts) {
        error = "a swindle book is built in parts 1/N to N/N";
        return std::nullopt;
    }
    if (options.fullPlies < 0 || options.fullPlies > kProofMaxFullPlies || options.maxWinning < 1 ||
        options.maxWinning > 255) {
        error = "a swindle book has 0 to " + std::to_string(kProofMaxFullPlies) +
                " full-width plies and at most 1 to 255 winning replies";
        return std::nullopt;
    }
    const auto started = std::chrono::steady_clock::now();
    auto solver = std::make_unique<ClobberSolver<1>>(options.tableBytes);
    SwindleProgress progress;
    std::unordered_set<uint64_t> seen;
    std::vector<Clobber<1>> all;
    positionsAt(start, options.fullPlies, ProofFrame(start.rows(), start.cols()), seen, all);
    std::vector<Clobber<1>> lost;
    for (const Clobber<1>& pos : all) {
        if (!pos.hasMove()) continue;
        bool moverWins;
        if (const auto book = probeBook(pos)) {
            moverWins = book->moverWins;
        } else {
            moverWins = solver->wins(pos);
        }
        if (!moverWins) lost.push_back(pos);
    }
    SwindleBook book(start.rows(), start.cols(), options.fullPlies, options.maxWinning);
    std::vector<Clobber<1>> mine;
    for (std::size_t i = 0; i < lost.size(); ++i)
        if (i % std::size_t(options.parts) == std::size_t(options.part - 1))
            mine.push_back(lost[i]);
    book.setLostPositions(uint32_t(mine.size()));
    progress.positions = mine.size();
    for (const Clobber<1>& pos : mine) {
        const auto choice = swindleMove(*solver, pos, {0, 0, options.maxWinning});
        if (choice) book.add(pos, choice->move, choice->winningReplies);
        ++progress.done;
        progress.entries = book.size();
        progress.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (options.progress) options.progress(progress);
    }
    return book;
}

} // namespace gametree
