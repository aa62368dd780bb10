// The shipped proof books checked in full: every leaf of every book proven
// lost by the solver (the complete proof, its own CTest, book_proof_complete,
// since the 6x5 book's 5,204 leaves take about a minute), and at every
// position of a book where the winner moves, the engine's move through the
// session, as the page asks for it, is a proven win.
#include <catch2/catch.hpp>

#include <memory>
#include <set>

#include "games/clobber/clobber_text.hpp"
#include "proof/proof_book.hpp"
#include "proof/proof_tree.hpp"
#include "proof/swindle_book.hpp"
#include "session/session.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

// Every position of a book where the winner moves, each once (up to the
// book's symmetries), in the order of a walk from the root.
struct WinnerNodes {
    const ProofTree& book;
    std::set<uint64_t> seen;
    std::vector<Clobber<1>> out;

    void winner(const Clobber<1>& pos) {
        if (!seen.insert(book.frame().key(pos).key).second) return;
        out.push_back(pos);
        const auto e = book.find(pos);
        REQUIRE(e.has_value()); // walkProof has checked it; a failure here is a bug of the walk
        Clobber<1> next = pos;
        next.make(e->move);
        if (e->expanded) loser(next);
    }
    void loser(const Clobber<1>& pos) {
        Clobber<1>::Moves moves;
        pos.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            winner(next);
        }
    }
};

std::vector<Clobber<1>> winnerNodes(const ProofTree& book) {
    WinnerNodes w{book, {}, {}};
    if (book.contains(book.root()))
        w.winner(book.root());
    else
        w.loser(book.root());
    return std::move(w.out);
}

} // namespace

TEST_CASE("every leaf of every shipped book is proven lost: the proofs are complete",
          "[.][book-complete]") {
    // One solver for all the leaves of a book, taken in the walk's order, so
    // that neighbouring leaves (often a few moves apart) share its table: the
    // 6x5 book's 5,204 leaves take about 37 million nodes this way, against
    // some 95 million solved one by one with fresh tables.
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{256} << 20);
    std::size_t books = 0;
    for (const ProofTree& b : proofBooks()) {
        const ProofWalk w = walkProof(b);
        INFO(b.root().rows() << "x" << b.root().cols());
        REQUIRE(w.error == "");
        REQUIRE(w.leaves.size() > 0);
        ++books;
        // The 6x6 proof's 2,016 leaves take some 3 core-hours: they are
        // checked by verify-proof (docs/clobber-6x6.md), not here.
        if (b.leafBudget() == 0) continue;
        uint64_t nodes = 0;
        std::size_t lost = 0;
        for (const Clobber<1>& leaf : w.leaves) {
            const SolveResult r = solver->solve(leaf);
            nodes += r.nodes;
            INFO(proofLine(leaf));
            REQUIRE(r.solved);
            CHECK_FALSE(r.moverWins);
            lost += !r.moverWins;
        }
        CHECK(lost == w.leaves.size());
        WARN(b.root().rows() << "x" << b.root().cols() << ": " << w.leaves.size()
                             << " leaves proven lost in " << nodes << " nodes");
    }
    CHECK(books == embeddedBooks().size() - openingBooks().size() - swindleBooks().size());
}

TEST_CASE("at every winner's position of every book the engine, asked as the page asks, plays "
          "a proven winning move",
          "[proof]") {
    REQUIRE(bookFor(6, 5) != nullptr);
    // The page's engine: a time per move, the default table.
    SessionSettings engine;
    engine.algorithm = "engine";
    engine.depth = 64;
    engine.timeMs = 100;
    engine.tableMb = 16;
    auto session = makeSession("clobber");
    ClobberSolver<1> solver(std::size_t{64} << 20);
    for (const ProofTree& b : proofBooks()) {
        const std::vector<Clobber<1>> nodes = winnerNodes(b);
        INFO(b.root().rows() << "x" << b.root().cols());
        CHECK(nodes.size() == b.size()); // every entry is reached from the root
        std::size_t bookMoves = 0, otherWins = 0;
        for (const Clobber<1>& pos : nodes) {
            INFO(proofLine(pos));
            REQUIRE(session->setPosition(clobberText(pos, true)) == "");
            const SessionSearch r = session->search(engine);
            REQUIRE(r.error == "");
            CHECK(r.provenWin);
            const auto e = b.find(pos);
            REQUIRE(e.has_value());
            if (r.move == moveName(e->move, pos.cols())) {
                ++bookMoves;
                continue;
            }
            // Another move: it must leave the opponent lost, by the book or
            // by a solve.
            Clobber<1> next = pos;
            const auto move = parseMoveName(r.move, pos.rows(), pos.cols());
            REQUIRE(move.has_value());
            next.make(*move);
            const auto answer = probeBook(next);
            const bool lost = answer ? !answer->moverWins : !solver.solve(next).moverWins;
            CHECK(lost);
            otherWins += lost;
        }
        CHECK(bookMoves + otherWins == nodes.size());
    }
}
