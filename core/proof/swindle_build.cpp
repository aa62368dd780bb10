#include "proof/swindle_build.hpp"

#include <chrono>
#include <memory>
#include <unordered_set>
#include <vector>

#include "games/clobber/clobber_text.hpp"
#include "proof/proof_book.hpp"
#include "proof/proof_build.hpp"
#include "solver/clobber_swindle.hpp"

namespace gametree {

namespace {

// Who wins pos, a position `plies` from the start, as the shipped books
// prove it, or nothing. Besides what probeBook answers: an opening book
// that answers its winners' errors has an entry after every losing move of
// a root its mover wins, and one after every move of a root its mover loses
// (the proof of that root), so a position one ply past its roots with no
// entry follows a winning move, and is lost. Those are most of the lost
// positions there, and each would otherwise take a solve of 27 discs on 6x5.
std::optional<bool> moverWinsByBooks(const Clobber<1>& pos, int plies) {
    if (const auto answer = probeBook(pos)) return answer->moverWins;
    const ProofTree* opening = openingBookFor(pos.rows(), pos.cols());
    if (opening && opening->answersErrors() && plies == opening->fullPlies() + 1) return false;
    return std::nullopt;
}

} // namespace

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
    // A part of a split build: every parts-th position, from the part-th;
    // each part finds out which of its own are lost.
    std::vector<Clobber<1>> mine;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Clobber<1>& pos = all[i];
        if (i % std::size_t(options.parts) != std::size_t(options.part - 1) || !pos.hasMove())
            continue;
        const auto known = moverWinsByBooks(pos, options.fullPlies);
        if (!(known ? *known : solver->wins(pos))) mine.push_back(pos);
    }
    SwindleBook book(start.rows(), start.cols(), options.fullPlies, options.maxWinning);
    book.setLostPositions(uint32_t(mine.size()));
    progress.positions = mine.size();
    for (const Clobber<1>& pos : mine) {
        const auto choice = swindleMove(*solver, pos, {0, 0, options.maxWinning});
        if (choice && choice->winningReplies == 0) {
            // A move that no reply answers: the position was not lost.
            error = "the books call " + proofLine(pos) + " lost, but " +
                    moveName(choice->move, pos.cols()) + " wins it";
            return std::nullopt;
        }
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
