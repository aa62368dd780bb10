// The book of every first move (core/proof/first_moves_book.hpp): joined from
// a proof of the start and refutations on a small board, what the join
// refuses, and the shipped 6x6 one answering at once after every first move
// in each orientation, along every refutation, with instant engine moves.
#include <catch2/catch.hpp>

#include <chrono>
#include <set>
#include <unordered_set>

#include "games/clobber/clobber_text.hpp"
#include "proof/first_moves_book.hpp"
#include "proof/proof_book.hpp"
#include "proof/proof_build.hpp"
#include "session/session.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

// The distinct positions one ply from the start (up to symmetry).
std::vector<Clobber<1>> firstMoves(const Clobber<1>& start) {
    std::unordered_set<uint64_t> seen;
    std::vector<Clobber<1>> out;
    positionsAt(start, 1, ProofFrame(start.rows(), start.cols()), seen, out);
    return out;
}

ProofTree proofOf(const Clobber<1>& root) {
    BookOptions o;
    o.tableBytes = o.leafTableBytes = std::size_t{16} << 20;
    std::string error;
    auto tree = buildProofBook(root, o, error);
    INFO(error);
    REQUIRE(tree.has_value());
    return std::move(*tree);
}

} // namespace

TEST_CASE("the book of first moves joins refutations, and refuses what proves no first move",
          "[proof]") {
    // 5x5: White, the second player, wins; every first move has a refutation.
    const Clobber<1> start = Clobber<1>::start(5, 5);
    ClobberSolver<1> solver(std::size_t{64} << 20);
    std::vector<ProofTree> refutations;
    std::optional<ProofTree> blunder; // a reply after which Black wins
    for (const Clobber<1>& after : firstMoves(start)) {
        const SolveResult r = solver.solve(after);
        REQUIRE(r.solved);
        REQUIRE(r.moverWins);
        Clobber<1> refuted = after;
        refuted.make(r.move);
        refutations.push_back(proofOf(refuted));
        if (blunder) continue;
        Clobber<1>::Moves replies;
        after.generate(replies);
        for (const ClobberMove m : replies) {
            Clobber<1> next = after;
            next.make(m);
            if (solver.solve(next).moverWins) {
                blunder = proofOf(next);
                break;
            }
        }
    }
    REQUIRE(refutations.size() >= 4);
    std::string error;
    const auto joined = joinFirstMoves(refutations, error);
    INFO(error);
    REQUIRE(joined.has_value());
    CHECK(joined->fullPlies() == 1);
    CHECK(joined->root() == start);
    const ProofWalk w = walkProof(*joined);
    CHECK(w.error == "");
    CHECK(w.roots == refutations.size());
    // Every first move, in every orientation, is answered by its reply.
    Clobber<1>::Moves moves;
    start.generate(moves);
    for (const ClobberMove m : moves) {
        Clobber<1> after = start;
        after.make(m);
        const auto e = joined->find(after);
        REQUIRE(e.has_value());
        Clobber<1> next = after;
        next.make(e->move);
        CHECK_FALSE(solver.solve(next).moverWins);
    }
    // The shipped proof of the start (a loss for Black, every first move
    // answered) is a book of first moves on its own, and joins with them.
    const ProofTree* shipped = bookFor(5, 5);
    REQUIRE(shipped != nullptr);
    CHECK(joinFirstMoves({*shipped}, error).has_value());
    std::vector<ProofTree> both = refutations;
    both.push_back(*shipped);
    CHECK(joinFirstMoves(both, error).has_value());

    // Refused, each with its reason: a first move left without a proof...
    std::vector<ProofTree> missing(refutations.begin() + 1, refutations.end());
    CHECK_FALSE(joinFirstMoves(missing, error).has_value());
    CHECK(error.starts_with("the proofs leave a first move unproven: no answer to "));
    // ...a proof two plies in that the reply's side loses...
    REQUIRE(blunder.has_value());
    std::vector<ProofTree> withBlunder = refutations;
    withBlunder.push_back(*blunder);
    CHECK_FALSE(joinFirstMoves(withBlunder, error).has_value());
    CHECK(error.ends_with("the reply's side does not win it, so it refutes nothing"));
    // ...a proof three plies in, one of another board, and an opening book.
    Clobber<1> deeper = refutations.front().root();
    Clobber<1>::Moves answers;
    deeper.generate(answers);
    deeper.make(answers[0]);
    std::vector<ProofTree> tooDeep = refutations;
    tooDeep.push_back(proofOf(deeper));
    CHECK_FALSE(joinFirstMoves(tooDeep, error).has_value());
    CHECK(error.ends_with("is not the start, nor one or two plies from it"));
    std::vector<ProofTree> otherBoard = refutations;
    otherBoard.push_back(*bookFor(4, 5));
    CHECK_FALSE(joinFirstMoves(otherBoard, error).has_value());
    CHECK(error.find("is of another board than the first, 5x5") != std::string::npos);
    CHECK_FALSE(joinFirstMoves({*joined}, error).has_value());
    CHECK(error.find("is not a proof of its root") != std::string::npos);
}

TEST_CASE("6x6: after every first move the books answer at once, and the proof view walks every "
          "refutation",
          "[proof]") {
    const ProofTree* book = nullptr;
    for (const ProofTree* b : openingBooksFor(6, 6))
        if (bookName(*b) == "clobber-6x6-first-moves") book = b;
    REQUIRE(book != nullptr);
    CHECK(walkProof(*book).error == "");
    auto session = makeSession("clobber");
    REQUIRE(session->newGame({6, 6, 0}) == "");
    const std::vector<std::string> firsts = session->legalMoves();
    REQUIRE(firsts.size() == 60);
    int won = 0, lost = 0, walked = 0;
    for (const std::string& first : firsts) {
        INFO(first);
        REQUIRE(session->newGame({6, 6, 0}) == "");
        REQUIRE(session->play(first) == "");
        const SessionSolve afterFirst = session->solve(16);
        REQUIRE(afterFirst.proven);
        CHECK(afterFirst.source == "book");
        CHECK(afterFirst.nodes == 0);
        const SessionProofNode node = session->proofNode();
        if (afterFirst.result == "B") {
            // e1e2's class: White to move loses, each reply answered.
            CHECK(node.kind == "loser");
            CHECK(node.winner == "B");
            ++won;
            continue;
        }
        ++lost;
        CHECK(afterFirst.result == "W");
        REQUIRE(node.kind == "winner");
        CHECK(node.winner == "W");
        CHECK(node.move == afterFirst.move);
        // The refutation: the reply, every answer of Black's, and White's
        // winning move after each, in the first move's own orientation.
        REQUIRE(session->play(node.move) == "");
        const SessionProofNode refuted = session->proofNode();
        REQUIRE(refuted.kind == "loser");
        CHECK(refuted.replies.size() == session->legalMoves().size());
        for (const SessionProofReply& answer : refuted.replies) {
            INFO(answer.move);
            REQUIRE(session->play(answer.move) == "");
            const SessionProofNode winner = session->proofNode();
            CHECK(winner.kind == "winner");
            CHECK(winner.move == answer.answer);
            const SessionSolve solved = session->solve(16);
            CHECK(solved.result == "W");
            CHECK(solved.nodes == 0);
            CHECK(solved.move == answer.answer);
            REQUIRE(session->undo());
            ++walked;
        }
    }
    CHECK(won == 4);
    CHECK(lost == 56);
    CHECK(walked > 56 * 40);
}

TEST_CASE("a move from a book is instant at any time a move, with the tables kept", "[proof]") {
    // The strongest level: 5 s a move, the engine's tables kept between moves.
    SessionSettings engine;
    engine.algorithm = "engine";
    engine.depth = 64;
    engine.timeMs = 5000;
    engine.keepTables = true;
    for (const char* first : {"", "d6e6"}) {
        auto session = makeSession("clobber");
        REQUIRE(session->newGame({6, 6, 0}) == "");
        if (*first) REQUIRE(session->play(first) == "");
        for (int move = 0; move < 2; ++move) {
            const auto before = std::chrono::steady_clock::now();
            const SessionSearch r = session->search(engine);
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - before).count();
            INFO(first << " move " << move << ": " << r.move);
            REQUIRE(r.error == "");
            CHECK(r.source == "book");
            CHECK(r.book.starts_with("clobber-6x6"));
            CHECK(r.nodes == 0);
            CHECK(r.provenWin);
            // No search and no waiting out the clock: far under the 5 s.
            CHECK(seconds < 1.0);
            REQUIRE(session->play(r.move) == "");
            // The opponent's reply: the first legal move.
            REQUIRE(session->play(session->legalMoves().front()) == "");
        }
    }
}
