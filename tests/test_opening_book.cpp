// Opening books: the proof tree of every position a few plies from the start,
// cut off at a disc count (core/proof/proof_build.hpp, fullPlies > 0). Built here
// on 4x5 and checked against direct solves; the shipped 6x5 book checked by
// its structure, a sample of its leaves, and the engine and "who wins?"
// answering from it.
#include <catch2/catch.hpp>

#include <memory>
#include <random>
#include <set>

#include "engine/clobber_agent.hpp"
#include "games/clobber/clobber_text.hpp"
#include "proof/proof_book.hpp"
#include "proof/proof_build.hpp"
#include "proof/proof_tree.hpp"
#include "proof/swindle_book.hpp"
#include "proof_bytes.hpp"
#include "session/session.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

// The positions plies moves from the start, each once up to symmetry.
std::vector<Clobber<1>> distinctAfter(const Clobber<1>& start, int plies) {
    const ProofFrame frame(start.rows(), start.cols());
    std::vector<Clobber<1>> level{start};
    for (int ply = 0; ply < plies; ++ply) {
        std::set<uint64_t> seen;
        std::vector<Clobber<1>> next;
        for (const Clobber<1>& p : level) {
            Clobber<1>::Moves moves;
            p.generate(moves);
            for (const ClobberMove m : moves) {
                Clobber<1> q = p;
                q.make(m);
                if (seen.insert(frame.key(q).key).second) next.push_back(q);
            }
        }
        level = std::move(next);
    }
    return level;
}

std::vector<uint64_t> keysOf(const ProofTree& tree) {
    std::vector<uint64_t> keys;
    tree.forEachEntry([&](uint64_t key, uint16_t) { keys.push_back(key); });
    return keys;
}

int discs(const Clobber<1>& p) {
    return p.discs(Side::First).count() + p.discs(Side::Second).count();
}

} // namespace

TEST_CASE("an opening book proves every position two plies from the 4x5 start", "[proof]") {
    BookOptions o;
    o.fullPlies = 2;
    o.leafDiscs = 16;
    o.reachDiscs = 13;
    o.leafNodes = 300; // small enough that some positions of 16 discs are expanded
    o.tableBytes = std::size_t{64} << 20;
    std::string error;
    const Clobber<1> start = Clobber<1>::start(4, 5);
    const auto book = buildProofBook(start, o, error);
    REQUIRE(book.has_value());
    CHECK(book->fullPlies() == 2);
    CHECK(book->leafDiscs() == 16);
    CHECK(book->reachDiscs() == 13);

    const ProofWalk w = walkProof(*book);
    REQUIRE(w.error == "");
    const std::vector<Clobber<1>> roots = distinctAfter(start, 2);
    CHECK(w.roots == roots.size());
    // Each position two plies in: an entry exactly when a direct solve finds
    // its mover winning.
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{64} << 20);
    std::size_t won = 0;
    for (const Clobber<1>& r : roots) {
        INFO(proofLine(r));
        const bool wins = solver->solve(r).moverWins;
        CHECK(book->contains(r) == wins);
        won += wins;
    }
    CHECK(won > 0);
    CHECK(won < roots.size()); // both kinds, so both halves of the walk are exercised
    // Every leaf at the cut or below, and lost; above the reach, proven lost
    // within the budget. The budget made the tree go deeper than the cut.
    int deeper = 0;
    for (const Clobber<1>& leaf : w.leaves) {
        INFO(proofLine(leaf));
        CHECK(discs(leaf) <= 16);
        if (discs(leaf) > 13) CHECK(provenLostWithin(leaf, 300, std::size_t{16} << 20));
        CHECK_FALSE(solver->solve(leaf).moverWins);
        deeper += discs(leaf) < 15;
    }
    CHECK(deeper > 0);

    // The header keeps what kind of book it is.
    const std::string bytes = book->serialize();
    const auto again = ProofTree::parse(bytes, error);
    REQUIRE(again.has_value());
    CHECK(again->fullPlies() == 2);
    CHECK(again->leafDiscs() == 16);
    CHECK(again->reachDiscs() == 13);
    CHECK(walkProof(*again).leaves.size() == w.leaves.size());
    std::string bad = bytes;
    bad[11] = char(kProofMaxFullPlies + 1);
    CHECK_FALSE(ProofTree::parse(bad, error));
    CHECK(error.find("full-width plies") != std::string::npos);

    // An entry cut out: some position two plies in, or some reply below it,
    // is left without an answer.
    const std::size_t n = book->size();
    int rejected = 0, tried = 0;
    for (std::size_t i = 0; i < n; i += n / 9) {
        const auto tree = ProofTree::parse(withoutEntry(bytes, n, i), error);
        REQUIRE(tree.has_value());
        const ProofWalk walk = walkProof(*tree);
        ++tried;
        rejected += walk.error.find("no answer") != std::string::npos;
    }
    CHECK(rejected == tried);
}

TEST_CASE("an opening book's hints: the winning move after each reply at a leaf that a small "
          "solver does not prove",
          "[proof]") {
    BookOptions o;
    o.fullPlies = 1;
    o.leafDiscs = 18;
    o.reachDiscs = 15;
    o.leafNodes = 0;
    o.hintNodes = 1000;
    o.tableBytes = std::size_t{64} << 20;
    std::string error;
    const auto book = buildProofBook(Clobber<1>::start(4, 5), o, error);
    REQUIRE(book.has_value());
    CHECK(book->hintNodes() == 1000);
    const ProofWalk w = walkProof(*book);
    REQUIRE(w.error == "");
    CHECK(book->size() > w.winnerNodes); // hints: entries outside the walked proof
    // After every reply at every leaf above the reach, the winner's move is
    // either stored (and wins, by a solve) or proven within the budget.
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{64} << 20);
    std::size_t hinted = 0, found = 0;
    for (const Clobber<1>& leaf : w.leaves) {
        if (discs(leaf) <= 15) continue;
        Clobber<1>::Moves moves;
        leaf.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = leaf;
            next.make(m);
            INFO(proofLine(next));
            if (const auto e = book->find(next)) {
                Clobber<1> after = next;
                after.make(e->move);
                CHECK_FALSE(solver->solve(after).moverWins);
                ++hinted;
            } else {
                CHECK(provenWonWithin(next, 1000, kPastBookTableBytes));
                ++found;
            }
        }
    }
    CHECK(hinted > 0);
    CHECK(found > 0);
    std::string bytes = book->serialize();
    const auto again = ProofTree::parse(bytes, error);
    REQUIRE(again.has_value());
    CHECK(again->hintNodes() == 1000);
}

TEST_CASE("an opening book that answers errors: every losing move of a root's winner leads "
          "to a winning entry for the opponent",
          "[proof]") {
    BookOptions o;
    o.fullPlies = 2;
    o.leafDiscs = 16;
    o.leafNodes = 0;
    o.tableBytes = std::size_t{64} << 20;
    const Clobber<1> start = Clobber<1>::start(4, 5);
    std::string error;
    const auto plain = buildProofBook(start, o, error);
    o.answerErrors = true;
    const auto book = buildProofBook(start, o, error);
    REQUIRE(plain.has_value());
    REQUIRE(book.has_value());
    CHECK_FALSE(plain->answersErrors());
    CHECK(book->answersErrors());
    const ProofWalk w = walkProof(*book);
    REQUIRE(w.error == "");
    // The walk takes in the answers and the trees below them, so
    // verify-proof solves their leaves too.
    CHECK(w.errorsAnswered > 100);
    CHECK(walkProof(*plain).errorsAnswered == 0);

    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{64} << 20);
    int answered = 0, newToThisBook = 0;
    for (const Clobber<1>& root : distinctAfter(start, 2)) {
        if (!solver->solve(root).moverWins) continue;
        Clobber<1>::Moves moves;
        root.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = root;
            next.make(m);
            if (!solver->solve(next).moverWins) continue; // m keeps the win
            INFO(proofLine(next));
            const auto e = book->find(next);
            REQUIRE(e.has_value());
            Clobber<1> after = next;
            after.make(e->move);
            CHECK_FALSE(solver->solve(after).moverWins); // the answer wins
            ++answered;
            newToThisBook += !plain->contains(next);
        }
    }
    CHECK(answered > 100);
    CHECK(newToThisBook > 100); // what the plain book lacks

    // The header keeps it; only an opening book may say so.
    std::string bytes = book->serialize();
    const auto again = ProofTree::parse(bytes, error);
    REQUIRE(again.has_value());
    CHECK(again->answersErrors());
    CHECK(again->fullPlies() == 2);
    bytes[11] = char(0x80);
    CHECK_FALSE(ProofTree::parse(bytes, error));
    CHECK(error.find("only an opening book answers errors") != std::string::npos);
    BookOptions proofOfStart;
    proofOfStart.answerErrors = true;
    CHECK_FALSE(buildProofBook(start, proofOfStart, error));
    CHECK(error.find("only an opening book") != std::string::npos);
    // Parts built with and without it are not joined.
    CHECK_FALSE(mergeBooks({*plain, *book}, error));
    CHECK(error.find("errors answered") != std::string::npos);
}

// On 4x6 (some 20 s in a Release build: hidden from the discovered tests,
// run by tests/CMakeLists.txt with the long ones), where the answers to the
// errors one ply in leave leaves of 21 discs, with replies that a small
// solver does not always prove within 1,000 nodes; on 4x5 every such reply
// is proven within that.
TEST_CASE("an opening book's hints only below the answers to errors", "[.][hints-after-errors]") {
    BookOptions o;
    o.fullPlies = 1;
    o.leafDiscs = 21;
    o.leafNodes = 0;
    o.answerErrors = true;
    o.hintNodes = 1000;
    o.tableBytes = std::size_t{64} << 20;
    const Clobber<1> start = Clobber<1>::start(4, 6);
    std::string error;
    const auto everywhere = buildProofBook(start, o, error);
    o.hintsAfterErrorsOnly = true;
    const auto book = buildProofBook(start, o, error);
    REQUIRE(everywhere.has_value());
    REQUIRE(book.has_value());
    CHECK(book->hintsAfterErrorsOnly());
    CHECK_FALSE(everywhere->hintsAfterErrorsOnly());
    const ProofWalk w = walkProof(*book);
    REQUIRE(w.error == "");
    // Fewer entries than with hints everywhere, more than the walk's.
    CHECK(book->size() < everywhere->size());
    CHECK(book->size() > w.winnerNodes);
    // Below every answer to an error: each reply at its leaf has a winning
    // entry or is proven within the hint budget.
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{64} << 20);
    std::size_t hinted = 0, found = 0;
    for (const Clobber<1>& root : distinctAfter(start, 1)) {
        if (!solver->solve(root).moverWins) continue;
        Clobber<1>::Moves moves;
        root.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> answered = root;
            answered.make(m);
            const auto e = book->find(answered);
            if (!e || e->expanded) continue; // m keeps the win, or no leaf below at once
            Clobber<1> leaf = answered;
            leaf.make(e->move);
            Clobber<1>::Moves replies;
            leaf.generate(replies);
            for (const ClobberMove r : replies) {
                Clobber<1> next = leaf;
                next.make(r);
                INFO(proofLine(next));
                if (const auto h = book->find(next)) {
                    Clobber<1> after = next;
                    after.make(h->move);
                    CHECK_FALSE(solver->solve(after).moverWins);
                    ++hinted;
                } else {
                    CHECK(provenWonWithin(next, 1000, kPastBookTableBytes));
                    ++found;
                }
            }
        }
    }
    CHECK(hinted > 0);
    CHECK(found > 0);
    // The same hints added to the book built without them: the same
    // positions get entries, whole or in two parts joined with the book.
    BookOptions plainOptions = o;
    plainOptions.hintNodes = 0;
    plainOptions.hintsAfterErrorsOnly = false;
    const auto plain = buildProofBook(start, plainOptions, error);
    REQUIRE(plain.has_value());
    const auto added = addBookHints(*plain, o, error);
    REQUIRE(added.has_value());
    CHECK(keysOf(*added) == keysOf(*book));
    CHECK(added->hintNodes() == 1000);
    CHECK(added->hintsAfterErrorsOnly());
    std::vector<ProofTree> joined{*plain};
    for (int k = 1; k <= 2; ++k) {
        BookOptions part = o;
        part.part = k;
        part.parts = 2;
        const auto hints = addBookHints(*plain, part, error);
        REQUIRE(hints.has_value());
        CHECK(hints->size() < book->size() - plain->size()); // its part only
        joined.push_back(*hints);
    }
    const auto merged = mergeBooks(joined, error);
    REQUIRE(merged.has_value());
    CHECK(keysOf(*merged) == keysOf(*book));
    CHECK(merged->hintsAfterErrorsOnly());
    CHECK(walkProof(*merged).error == "");
    // The flag survives the file; mixed parts and a flag without hints or
    // answers are refused.
    const auto again = ProofTree::parse(book->serialize(), error);
    REQUIRE(again.has_value());
    CHECK(again->hintsAfterErrorsOnly());
    CHECK(again->hintNodes() == 1000);
    CHECK_FALSE(mergeBooks({*everywhere, *book}, error));
    CHECK(error.find("hints") != std::string::npos);
    BookOptions noHints = o;
    noHints.hintNodes = 0;
    CHECK_FALSE(buildProofBook(start, noHints, error));
    CHECK(error.find("need hints and the answers") != std::string::npos);
    std::string bytes = everywhere->serialize();
    bytes[39] = char(uint8_t(bytes[39]) | 0x80);
    bytes[11] = char(uint8_t(bytes[11]) & 0x7F); // no answers, but the flag
    CHECK_FALSE(ProofTree::parse(bytes, error));
    CHECK(error.find("hints only after the answers to errors") != std::string::npos);
}

TEST_CASE("hints added to a built book: what is refused", "[proof]") {
    const Clobber<1> start = Clobber<1>::start(4, 5);
    BookOptions o;
    o.fullPlies = 1;
    o.leafDiscs = 16;
    o.leafNodes = 0;
    o.tableBytes = std::size_t{16} << 20;
    std::string error;
    const auto plain = buildProofBook(start, o, error);
    REQUIRE(plain.has_value());
    BookOptions h;
    h.tableBytes = o.tableBytes;
    CHECK_FALSE(addBookHints(*plain, h, error)); // no budget
    CHECK(error.find("a hint budget is a multiple of 1000") != std::string::npos);
    h.hintNodes = 1500;
    CHECK_FALSE(addBookHints(*plain, h, error));
    CHECK(error.find("a hint budget is a multiple of 1000") != std::string::npos);
    h.hintNodes = 1000;
    h.hintsAfterErrorsOnly = true; // the book answers no errors
    CHECK_FALSE(addBookHints(*plain, h, error));
    CHECK(error.find("need a book with the answers") != std::string::npos);
    h.hintsAfterErrorsOnly = false;
    h.part = 3;
    h.parts = 2;
    CHECK_FALSE(addBookHints(*plain, h, error));
    CHECK(error.find("parts 1/N to N/N") != std::string::npos);
    h.part = 1;
    h.parts = 1;
    const auto hinted = addBookHints(*plain, h, error);
    REQUIRE(hinted.has_value());
    CHECK(hinted->size() >= plain->size());
    CHECK(hinted->hintNodes() == 1000);
    CHECK_FALSE(addBookHints(*hinted, h, error)); // hints twice
    CHECK(error.find("has hints already") != std::string::npos);
    // Hint parts of another budget do not join.
    BookOptions other = h;
    other.hintNodes = 2000;
    const auto otherHints = addBookHints(*plain, other, error);
    REQUIRE(otherHints.has_value());
    CHECK_FALSE(mergeBooks({*plain, *hinted, *otherHints}, error));
    CHECK(error.find("hints") != std::string::npos);
    // A book the walk cannot follow (an entry of its proof gone).
    ProofTree broken(plain->root(), plain->leafBudget(), plain->fullPlies(), plain->leafDiscs(),
                     plain->reachDiscs());
    bool skipped = false;
    plain->forEachEntry([&](uint64_t key, uint16_t value) {
        if (!skipped && (value & 0x100)) {
            skipped = true; // an expanded entry's
            return;
        }
        broken.addRaw(key, value);
    });
    broken.sort();
    REQUIRE(skipped);
    CHECK_FALSE(addBookHints(broken, h, error));
    CHECK(error.find("the book has no move at a winner's position") != std::string::npos);
}

TEST_CASE("the shipped 6x5 opening book: every position two plies in, answered at once",
          "[proof]") {
    const ProofTree* book = openingBookFor(6, 5);
    REQUIRE(book != nullptr);
    REQUIRE(openingBookFor(5, 6) == book);
    CHECK(proofBooks().size() + openingBooks().size() + swindleBooks().size() ==
          embeddedBooks().size());
    CHECK(book->fullPlies() == 2);
    const ProofWalk w = walkProof(*book);
    REQUIRE(w.error == "");
    const Clobber<1> start = Clobber<1>::start(6, 5);
    CHECK(w.roots == distinctAfter(start, 2).size());
    for (const Clobber<1>& leaf : w.leaves) CHECK(discs(leaf) <= book->leafDiscs());

    // A seeded sample of leaves, each proven lost by a fresh solver.
    std::vector<Clobber<1>> leaves = w.leaves;
    std::shuffle(leaves.begin(), leaves.end(), std::mt19937_64(2026));
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{64} << 20);
    for (std::size_t i = 0; i < 4; ++i) {
        INFO(proofLine(leaves[i]));
        CHECK_FALSE(solver->solve(leaves[i]).moverWins);
    }

    // Its roots' winners' errors answered: at a seeded sample of won roots,
    // every move either has an entry after it whose move wins, or keeps the
    // win (the position after it lost for the opponent, by a solve).
    CHECK(book->answersErrors());
    std::vector<Clobber<1>> roots = distinctAfter(start, 2);
    std::shuffle(roots.begin(), roots.end(), std::mt19937_64(14));
    int wonRoots = 0, answered = 0;
    for (std::size_t i = 0; i < roots.size() && wonRoots < 2; ++i) {
        if (!book->contains(roots[i])) continue; // lost for its mover
        ++wonRoots;
        Clobber<1>::Moves moves;
        roots[i].generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = roots[i];
            next.make(m);
            INFO(proofLine(next));
            if (const auto e = book->find(next)) {
                next.make(e->move);
                CHECK_FALSE(solver->solve(next).moverWins);
                ++answered;
            } else {
                CHECK_FALSE(solver->solve(next).moverWins);
            }
        }
    }
    CHECK(answered > 10);

    // Seeded games from two random plies: the side the book proves winning
    // plays its move at once (depth 2, no search), as long as the book
    // answers, and "who wins?" answers with no node; the other side plays at
    // random. Past the book the engine proves every move it plays, and wins.
    std::mt19937_64 rng(65);
    AgentSettings s;
    s.algorithm = Algorithm::Engine;
    s.depth = 2;
    for (int game = 0; game < 8; ++game) {
        Clobber<1> p = start;
        // A random move of p (generate appends, so a fresh list each time).
        auto randomMove = [&] {
            Clobber<1>::Moves moves;
            p.generate(moves);
            p.make(moves[rng() % moves.size()]);
        };
        randomMove();
        randomMove();
        const auto first = probeBook(p);
        REQUIRE(first.has_value());
        const Side winner = first->moverWins ? p.sideToMove() : opponent(p.sideToMove());
        auto session = makeSession("clobber");
        REQUIRE(session->setPosition(clobberText(p, true)) == "");
        const SessionSolve solved = session->solve(16);
        CHECK(solved.result == std::string(1, sideSymbol(winner)));
        CHECK(solved.nodes == 0);
        int bookMoves = 0;
        while (const auto answer = probeBook(p)) {
            INFO(proofLine(p));
            if (p.sideToMove() == winner) {
                REQUIRE(answer->moverWins);
                const MoveReport r = think(p, s);
                CHECK(r.move == answer->move);
                CHECK(r.provenWin);
                CHECK(r.nodes == 0);
                p.make(r.move);
                ++bookMoves;
            } else {
                CHECK_FALSE(answer->moverWins);
                randomMove();
            }
        }
        // Down to the cut: at least the winner's move at 27 or 28 discs.
        CHECK(bookMoves >= 1);
        CHECK(discs(p) <= 26);
        while (p.hasMove()) {
            INFO(proofLine(p));
            if (p.sideToMove() == winner) {
                const MoveReport r = think(p, s);
                CHECK(r.provenWin);
                p.make(r.move);
            } else {
                randomMove();
            }
        }
        CHECK(p.sideToMove() == opponent(winner)); // to move with no move: lost
    }
}
