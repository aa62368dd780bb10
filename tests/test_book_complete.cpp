// The shipped proof books checked in full: every leaf of every book proven
// lost by the solver (the complete proof, its own CTest, book_proof_complete,
// since the 6x5 book's 5,204 leaves take about a minute; a seeded sample of a
// deep book's leaves), and at every
// position of a book where the winner moves (a seeded sample of a deep
// book's), the engine's move through the session, as the page asks for it,
// is a proven win.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <random>
#include <set>
#include <unordered_set>

#include "games/clobber/clobber_text.hpp"
#include "proof/proof_book.hpp"
#include "proof/proof_build.hpp"
#include "proof/proof_tree.hpp"
#include "proof/swindle_book.hpp"
#include "session/session.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

// Books of at most kFullCheck winner's positions are checked at every one;
// larger ones at kSample of them.
constexpr std::size_t kFullCheck = 4000;
constexpr std::size_t kSample = 300;
// Books of at most kFullLeaves leaves have every one solved; larger ones
// kSampleLeaves of them.
constexpr std::size_t kFullLeaves = 20000;
constexpr std::size_t kSampleLeaves = 2000;

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
    // A book of first moves (fullPlies 1) proves each position one ply in.
    std::unordered_set<uint64_t> seen;
    std::vector<Clobber<1>> roots;
    positionsAt(book.root(), book.fullPlies(), book.frame(), seen, roots);
    for (const Clobber<1>& root : roots) {
        if (book.contains(root))
            w.winner(root);
        else
            w.loser(root);
    }
    return std::move(w.out);
}

// The books checked here: the proofs of a board's start, and the books of
// its first moves (one full-width ply, core/proof/first_moves_book.hpp); the
// 6x5 opening book has tests of its own (test_opening_book.cpp).
std::vector<const ProofTree*> checkedBooks() {
    std::vector<const ProofTree*> out;
    for (const ProofTree& b : proofBooks()) out.push_back(&b);
    for (const ProofTree& b : openingBooks())
        if (b.fullPlies() == 1) out.push_back(&b);
    return out;
}

// The long run (scripts/test.sh --long) checks every leaf and position of
// every book, the deep ones too.
bool fullCheck() { return std::getenv("GAMETREE_FULL_BOOKS") != nullptr; }

} // namespace

TEST_CASE("every leaf of every shipped book is proven lost: the proofs are complete",
          "[.][book-complete]") {
    // One solver for all the leaves of a book, taken in the walk's order, so
    // that neighbouring leaves (often a few moves apart) share its table: the
    // 6x5 book's 5,204 leaves take about 37 million nodes this way, against
    // some 95 million solved one by one with fresh tables.
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{256} << 20);
    std::size_t books = 0;
    for (const ProofTree* book : checkedBooks()) {
        const ProofTree& b = *book;
        const ProofWalk w = walkProof(b);
        INFO(b.root().rows() << "x" << b.root().cols());
        REQUIRE(w.error == "");
        REQUIRE(w.leaves.size() > 0);
        ++books;
        // The 6x6 proof's 2,016 leaves take some 3 core-hours: they are
        // checked by verify-proof (docs/clobber-6x6.md), not here.
        if (b.leafBudget() == 0) continue;
        // A deep book's leaves (the 6x6 one has some hundred thousand, an
        // hour and more of solving) are checked on a seeded sample.
        std::vector<Clobber<1>> leaves = w.leaves;
        if (leaves.size() > kFullLeaves && !fullCheck()) {
            std::shuffle(leaves.begin(), leaves.end(), std::mt19937_64(2026));
            leaves.erase(leaves.begin() + kSampleLeaves, leaves.end());
        }
        uint64_t nodes = 0;
        std::size_t lost = 0;
        for (const Clobber<1>& leaf : leaves) {
            const SolveResult r = solver->solve(leaf);
            nodes += r.nodes;
            INFO(proofLine(leaf));
            REQUIRE(r.solved);
            CHECK_FALSE(r.moverWins);
            lost += !r.moverWins;
        }
        CHECK(lost == leaves.size());
        WARN(b.root().rows() << "x" << b.root().cols() << ": " << leaves.size() << " of "
                             << w.leaves.size() << " leaves proven lost in " << nodes << " nodes");
    }
    CHECK(books == checkedBooks().size());
    CHECK(books >= embeddedBooks().size() - openingBooks().size() - swindleBooks().size());
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
    for (const ProofTree* book : checkedBooks()) {
        const ProofTree& b = *book;
        std::vector<Clobber<1>> nodes = winnerNodes(b);
        INFO(b.root().rows() << "x" << b.root().cols());
        CHECK(nodes.size() == b.size()); // every entry is reached from the root
        // A deep book (the 6x6 one has some hundred thousand positions, at
        // 100 ms each) is checked on a seeded sample; the others in full.
        if (nodes.size() > kFullCheck && !fullCheck()) {
            std::shuffle(nodes.begin(), nodes.end(), std::mt19937_64(2026));
            nodes.erase(nodes.begin() + kSample, nodes.end());
        }
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
