// Proof trees: exact keys under the board's symmetries, the file format, the
// walk that checks a proof, and the shipped proof books (complete proofs, the
// engine and "who wins?" answering from them).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "engine/clobber_agent.hpp"
#include "proof/proof_book.hpp"
#include "proof/proof_build.hpp"
#include "proof/proof_tree.hpp"
#include "proof/swindle_book.hpp"
#include "proof_bytes.hpp"
#include "session/session.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

Clobber<1> randomPosition(std::mt19937_64& rng, int rows, int cols) {
    Clobber<1> p(rows, cols);
    for (int sq = 0; sq < rows * cols; ++sq) {
        const unsigned cell = unsigned(rng() % 3);
        if (cell) p.put(sq, cell == 1 ? Side::First : Side::Second);
    }
    p.setSideToMove(rng() % 2 ? Side::Second : Side::First);
    return p;
}

// The position under one of the eight symmetries of the square (turning
// rows x cols into cols x rows when transposing), optionally colour-swapped
// with the other side to move: all of them must share a key.
Clobber<1> image(const Clobber<1>& p, int t, bool swap) {
    const bool transpose = t & 4;
    const int rows = transpose ? p.cols() : p.rows(), cols = transpose ? p.rows() : p.cols();
    Clobber<1> q(rows, cols);
    for (int sq = 0; sq < p.squares(); ++sq) {
        int r = sq / p.cols(), c = sq % p.cols();
        if (transpose) std::swap(r, c);
        if (t & 1) r = rows - 1 - r;
        if (t & 2) c = cols - 1 - c;
        for (Side s : {Side::First, Side::Second})
            if (p.discs(s).test(sq)) q.put(r * cols + c, swap ? opponent(s) : s);
    }
    q.setSideToMove(swap ? opponent(p.sideToMove()) : p.sideToMove());
    return q;
}

// Every distinct image of p, as text: positions with the same key must have
// the same set, and positions with different keys different sets.
std::set<std::string> images(const Clobber<1>& p) {
    std::set<std::string> out;
    for (int t = 0; t < 8; ++t)
        for (bool swap : {false, true}) out.insert(proofLine(image(p, t, swap)));
    return out;
}

const ProofTree& book(int rows, int cols) {
    const ProofTree* b = bookFor(rows, cols);
    REQUIRE(b != nullptr);
    return *b;
}

} // namespace

TEST_CASE("proof keys are exact and shared by symmetric and colour-swapped positions", "[proof]") {
    std::mt19937_64 rng(12);
    for (auto [rows, cols] : {std::pair{3, 3}, {2, 3}, {3, 2}, {4, 5}, {6, 5}, {5, 8}}) {
        const ProofFrame frame(rows, cols), turned(cols, rows);
        std::map<uint64_t, std::set<std::string>> seen;
        for (int i = 0; i < 3000; ++i) {
            Clobber<1> p = randomPosition(rng, rows, cols);
            if (rows * cols <= 6) p.keepOnly(Bits<1>::firstN(int(rng() % 7)));
            const uint64_t key = frame.key(p).key;
            const auto [it, fresh] = seen.emplace(key, images(p));
            INFO(proofLine(p));
            CHECK(it->second == images(p)); // same key: the same position up to symmetry
            for (int t = 0; t < 8; ++t) {
                for (bool swap : {false, true}) {
                    const Clobber<1> q = image(p, t, swap);
                    const ProofFrame& f = q.rows() == rows ? frame : turned;
                    CHECK(f.key(q).key == key);
                }
            }
            // A move packed under one image names the matching move in another.
            Clobber<1>::Moves moves;
            p.generate(moves);
            for (const ClobberMove m : moves) {
                const ProofFrame::Key k = frame.key(p);
                CHECK(frame.unpackMove(k, frame.packMove(k, m)) == m);
            }
        }
        // Distinct sets of images never share a key.
        std::set<std::set<std::string>> classes;
        for (const auto& [key, set] : seen) classes.insert(set);
        CHECK(classes.size() == seen.size());
    }
}

TEST_CASE("a proof tree round-trips through its file format and finds moves in any image",
          "[proof]") {
    std::mt19937_64 rng(5);
    const Clobber<1> root = Clobber<1>::start(4, 5);
    ProofTree tree(root, 1234);
    std::vector<std::pair<Clobber<1>, ClobberMove>> added;
    for (int i = 0; i < 600; ++i) {
        Clobber<1> p = randomPosition(rng, 4, 5);
        Clobber<1>::Moves moves;
        p.generate(moves);
        if (moves.empty() || tree.contains(p)) continue;
        const ClobberMove m = moves[rng() % moves.size()];
        tree.add(p, m, i % 2);
        added.emplace_back(p, m);
    }
    std::string error;
    const auto back = ProofTree::parse(tree.serialize(), error);
    REQUIRE(back.has_value());
    CHECK(back->size() == added.size());
    CHECK(back->leafBudget() == 1234);
    CHECK(back->root() == root);
    CHECK(tree.serialize().size() == 40 + 10 * added.size());
    for (const auto& [p, m] : added) {
        // The mirrored, colour-swapped position finds the mirrored move.
        const Clobber<1> q = image(p, 3, true);
        const auto e = back->find(q);
        REQUIRE(e.has_value());
        Clobber<1> a = p, b = q;
        a.make(m);
        b.make(e->move);
        CHECK(back->frame().key(a).key == back->frame().key(b).key);
    }
    std::string bytes = tree.serialize();
    bytes.pop_back();
    CHECK_FALSE(ProofTree::parse(bytes, error).has_value());
    CHECK(error.find("bytes") != std::string::npos);
    CHECK_FALSE(ProofTree::parse("GTPROOF", error).has_value());
}

TEST_CASE("one-line positions round-trip and bad ones are refused", "[proof]") {
    std::mt19937_64 rng(9);
    for (int i = 0; i < 200; ++i) {
        const Clobber<1> p = randomPosition(rng, 1 + int(rng() % 8), 1 + int(rng() % 8));
        std::string error;
        const auto back = parseProofLine(proofLine(p), error);
        REQUIRE(back.has_value());
        CHECK(*back == p);
    }
    std::string error;
    CHECK_FALSE(parseProofLine("BW/WB", error));
    CHECK_FALSE(parseProofLine("BW/W:B", error));
    CHECK(error.find("lengths") != std::string::npos);
    CHECK_FALSE(parseProofLine("BX/WB:B", error));
}

TEST_CASE("every shipped book is a complete proof whose leaves the solver proves", "[proof]") {
    // Every book parsed: the proofs of start positions, opening books, and
    // swindle books (core/proof/swindle_book.hpp).
    REQUIRE(proofBooks().size() + openingBooks().size() + swindleBooks().size() ==
            embeddedBooks().size());
    REQUIRE(bookFor(4, 6) != nullptr);
    REQUIRE(bookFor(5, 5) != nullptr);
    REQUIRE(bookFor(4, 7) != nullptr);
    for (const ProofTree& b : proofBooks()) {
        const ProofWalk w = walkProof(b);
        INFO(b.root().rows() << "x" << b.root().cols());
        REQUIRE(w.error == "");
        CHECK(w.leaves.size() > 0);
        // Who wins, from a direct solve of the start (quick on every board
        // but 6x5, whose result the book's own leaves establish).
        if (b.root().squares() <= 20) {
            ClobberSolver<1> solver(std::size_t{64} << 20);
            const SolveResult r = solver.solve(b.root());
            CHECK(r.moverWins == (w.winner == b.root().sideToMove()));
        }
        // A seeded sample of leaves, each proven lost by a fresh solver with
        // the engine's table within the book's leaf budget. A proof without
        // a budget (the 6x6 proof, whose leaves take up to 41.6 million nodes)
        // has its leaves checked by verify-proof and its certificate's
        // checker instead.
        if (b.leafBudget() == 0) continue;
        std::vector<Clobber<1>> leaves = w.leaves;
        std::shuffle(leaves.begin(), leaves.end(), std::mt19937_64(2026));
        const std::size_t sample = std::min<std::size_t>(leaves.size(), 12);
        for (std::size_t i = 0; i < sample; ++i) {
            INFO(proofLine(leaves[i]));
            CHECK(provenLostWithin(leaves[i], b.leafBudget(), std::size_t{16} << 20));
        }
    }
}

TEST_CASE("a proof with a reply removed or a winning move changed is rejected", "[proof]") {
    const ProofTree& b = book(5, 5);
    std::string error;
    const std::string bytes = b.serialize();
    // Drop each entry in turn: the walk misses a reply every time.
    const std::size_t n = b.size();
    for (std::size_t i = 0; i < n; i += 7) {
        const auto tree = ProofTree::parse(withoutEntry(bytes, n, i), error);
        REQUIRE(tree.has_value());
        CHECK(walkProof(*tree).error.find("no answer") != std::string::npos);
    }
    // Change a winning move to another legal move: either the walk fails, or
    // a leaf becomes one its mover wins.
    const Clobber<1> root = b.root();
    Clobber<1>::Moves firstMoves;
    root.generate(firstMoves);
    int rejected = 0, tried = 0;
    ClobberSolver<1> solver(std::size_t{64} << 20);
    for (const ClobberMove first : firstMoves) {
        if (tried == 3) break; // three changed moves keep the test quick
        Clobber<1> w = root;
        w.make(first);
        const auto e = b.find(w);
        REQUIRE(e.has_value());
        Clobber<1>::Moves moves;
        w.generate(moves);
        for (const ClobberMove other : moves) {
            // Another winning move would be no error; a losing one must be caught.
            Clobber<1> after = w;
            after.make(other);
            if (other == e->move || !solver.solve(after).moverWins) continue;
            ProofTree changed = b;
            changed.add(w, other, e->expanded);
            const ProofWalk walk = walkProof(changed);
            bool caught = !walk.error.empty();
            for (const Clobber<1>& leaf : walk.leaves)
                if (!caught) caught = solver.solve(leaf).moverWins;
            CHECK(caught);
            rejected += caught;
            ++tried;
            break;
        }
    }
    CHECK(tried > 0);
    CHECK(rejected == tried);
}

TEST_CASE("the engine plays the book's move and who-wins answers from the book", "[proof]") {
    for (const ProofTree& b : proofBooks()) {
        const Clobber<1> root = b.root();
        Clobber<1>::Moves moves;
        root.generate(moves);
        const ProofWalk w = walkProof(b);
        // The first two plies of the book: the engine at every winner's node
        // plays the book's move; session solve answers with no search.
        for (const ClobberMove m : moves) {
            Clobber<1> p = root;
            if (w.winner != root.sideToMove()) p.make(m);
            const auto e = b.find(p);
            REQUIRE(e.has_value());
            AgentSettings s;
            s.algorithm = Algorithm::Engine;
            s.depth = 2;
            const MoveReport r = think(p, s);
            CHECK(r.move == e->move);
            CHECK(r.provenWin);
            if (w.winner == root.sideToMove()) break;
        }
        auto session = makeSession("clobber");
        REQUIRE(session->setPosition(clobberText(root, true)) == "");
        const SessionSolve solved = session->solve(16);
        CHECK(solved.result == std::string(1, sideSymbol(w.winner)));
        CHECK(solved.nodes == 0);
    }
    // A board turned a quarter uses the same book: 5x6 answers from 6x5's,
    // 6x4 from 4x6's and 7x4 (a first-player win) from 4x7's, whose move
    // turned with the board must win too.
    auto session = makeSession("clobber");
    REQUIRE(session->newGame({6, 4, 0}) == "");
    const SessionSolve turned = session->solve(16);
    CHECK(turned.result == "W");
    CHECK(turned.nodes == 0);
    REQUIRE(session->newGame({7, 4, 0}) == "");
    const SessionSolve tall = session->solve(16);
    CHECK(tall.result == "B");
    CHECK(tall.nodes == 0);
    REQUIRE(session->play(tall.move) == "");
    const SessionSolve reply = session->solve(16);
    CHECK(reply.result == "B"); // White to move, lost: the book has every reply
}

// Each test case runs in a process of its own (catch_discover_tests), so the
// book added here answers in this one only.
TEST_CASE("a book added at run time answers where a smaller proof of its board ends", "[proof]") {
    // Refused, with the reason: bytes that are not a book, and a proof that
    // is not of a board's start.
    CHECK(addBook("clobber-4x5-deep", "not a book").starts_with("book clobber-4x5-deep: "));
    const ProofTree* embedded = bookFor(4, 5);
    REQUIRE(embedded != nullptr);
    BookOptions o;
    o.leafNodes = 20; // far deeper than the shipped book's leaves
    o.tableBytes = o.leafTableBytes = std::size_t{16} << 20;
    std::string error;
    const Clobber<1> start = Clobber<1>::start(4, 5);
    const auto first = embedded->find(start); // Black wins 4x5
    REQUIRE(first.has_value());
    Clobber<1> moved = start;
    moved.make(first->move);
    const auto notStart = buildProofBook(moved, o, error);
    REQUIRE(notStart.has_value());
    CHECK(addBook("x", notStart->serialize()) ==
          "book x: not a book of a board's start position (its proof, or an opening book)");
    CHECK(bookFor(4, 5) == embedded);

    // Grown from the shipped proof, as the 6x6 deep book is: the same moves
    // where the proof has them.
    const auto deep = extendProofBook(*embedded, o, error);
    INFO(error);
    REQUIRE(deep.has_value());
    REQUIRE(deep->size() > embedded->size());
    CHECK(addBook("clobber-4x5-deep", deep->serialize()) == "");
    const ProofTree* chosen = bookFor(4, 5);
    REQUIRE(chosen != embedded);
    CHECK(chosen->size() == deep->size());
    CHECK(bookName(*chosen) == "clobber-4x5-deep");
    CHECK(booksFor(4, 5) == std::vector<const ProofTree*>{embedded, chosen});
    // The start, which the shipped proof holds, is answered from it.
    REQUIRE(probeBook(start).has_value());
    CHECK(probeBook(start)->book == "clobber-4x5");
    // Positions two plies in that the shipped book does not hold: the added
    // book answers them at once with its move.
    Clobber<1> after = start;
    after.make(deep->find(start)->move);
    Clobber<1>::Moves replies;
    after.generate(replies);
    int answered = 0;
    for (const ClobberMove r : replies) {
        Clobber<1> p = after;
        p.make(r);
        const auto e = deep->find(p);
        REQUIRE(e.has_value());
        if (embedded->contains(p)) continue;
        const auto a = probeBook(p);
        REQUIRE(a.has_value());
        CHECK(a->book == "clobber-4x5-deep");
        CHECK(a->moverWins);
        CHECK(a->move == e->move);
        ++answered;
    }
    CHECK(answered > 0);
    // The shipped proof's leaf (after its first move) is a node of the added
    // book's, whose replies go on below it.
    CHECK(deep->find(start)->move == first->move);
    const auto leaf = bookNode(moved, &start);
    REQUIRE(leaf.has_value());
    CHECK(leaf->kind == BookNode::Kind::Loser);
    CHECK(leaf->book == "clobber-4x5-deep");
    CHECK(leaf->replies.size() == replies.size());
    // And the board turned a quarter: its start from the shipped proof, a
    // position two plies in from the added book.
    auto session = makeSession("clobber");
    REQUIRE(session->newGame({5, 4, 0}) == "");
    const SessionSolve atStart = session->solve(16);
    CHECK(atStart.book == "clobber-4x5");
    REQUIRE(session->play(atStart.move) == "");
    REQUIRE(session->play(session->legalMoves().front()) == "");
    const SessionSolve solved = session->solve(16);
    CHECK(solved.source == "book");
    CHECK(solved.book == "clobber-4x5-deep");
}

TEST_CASE("the engine as White wins 6x5 from the start against seeded random Black moves",
          "[proof]") {
    if (!bookFor(6, 5)) {
        WARN("no 6x5 book in data/book");
        return;
    }
    // Every Black move at every Black turn is answered by the book down to
    // its leaves (the walk above); past them the engine proves its moves with
    // the solver within the book's leaf budget. Six seeded games check that
    // the whole line holds together.
    std::mt19937_64 rng(30);
    for (int game = 0; game < 6; ++game) {
        Clobber<1> p = Clobber<1>::start(6, 5);
        AgentSettings white;
        white.algorithm = Algorithm::Engine;
        white.depth = 4;
        while (p.hasMove()) {
            if (p.sideToMove() == Side::First) {
                Clobber<1>::Moves moves;
                p.generate(moves);
                p.make(moves[rng() % moves.size()]);
            } else {
                const MoveReport r = think(p, white);
                INFO(proofLine(p));
                REQUIRE(r.hasMove);
                CHECK(r.provenWin);
                p.make(r.move);
            }
        }
        CHECK(p.sideToMove() == Side::First); // Black to move and no move: White won
    }
}

// Just past the 6x5 proof book's end (a reply to one of its leaves), the
// engine's fresh solver proves the winner's move in some 42,000 nodes. On a
// busy machine the clock gave it a few thousand, and the engine lost a
// proven win; the promised nodes no longer depend on the clock. Here the
// clock leaves the solver no time at all (a share of 1e-9 of the move: its
// limit is the 1 ms floor), as a very slow machine would.
TEST_CASE("past a book's end the engine gets the nodes the book promised, whatever the clock",
          "[proof]") {
    std::string error;
    const Clobber<1> pos = *parseProofLine("W_W_W/BBBBB/WWBBW/B__WB/BWWWW/__B_B:W", error);
    REQUIRE_FALSE(probeBook(pos));
    const int timeMs = 100;
    const uint64_t promised = bookPromisedNodes(bookLeafBudget(6, 5), timeMs);
    CHECK(promised == 60'000);
    ClobberSolver<1> alone(kPastBookTableBytes);
    const SolveResult truth = alone.solve(pos);
    REQUIRE(truth.moverWins);
    REQUIRE(truth.nodes > 5'000);
    REQUIRE(truth.nodes < promised);
    auto wins = [](const Clobber<1>& p, ClobberMove m) {
        Clobber<1> after = p;
        after.make(m);
        ClobberSolver<1> check(std::size_t{16} << 20);
        return !check.solve(after).moverWins;
    };
    BookSolve tried;
    const auto fresh = bookMove<1>(pos, timeMs, &tried, nullptr, 1e-9);
    REQUIRE(fresh);
    CHECK(fresh->provenWin);
    CHECK(tried.ran);
    CHECK(tried.solved);
    CHECK(fresh->nodes == truth.nodes); // the same solve, clock or no clock
    CHECK(wins(pos, fresh->move));
    // The solver the engine keeps between moves gets them too.
    ClobberSolver<1> kept(kPastBookTableBytes);
    const auto fromKept = bookMove(pos, timeMs, &tried, &kept, 1e-9);
    REQUIRE(fromKept);
    CHECK(fromKept->provenWin);
    CHECK(wins(pos, fromKept->move));
    // Beyond the promise the clock counts again: a position the promise does
    // not cover is not searched without end.
    CHECK(bookPromisedNodes(200'000, 10) == 6'000);
    CHECK(bookPromisedNodes(200'000, 0) == 200'000);
}

TEST_CASE("a damaged proof header is named for what it is", "[proof]") {
    ProofTree tree(Clobber<1>::start(4, 5));
    tree.add(Clobber<1>::start(4, 5), *parseMoveName("a1a2", 4, 5), false);
    const std::string bytes = tree.serialize();
    std::string error;
    for (const std::size_t n : {std::size_t{8}, std::size_t{16}, std::size_t{39}}) {
        CHECK_FALSE(ProofTree::parse(bytes.substr(0, n), error));
        CHECK(error ==
              "proof file cut short: " + std::to_string(n) + " bytes, in its 40-byte header");
    }
    CHECK_FALSE(ProofTree::parse(bytes.substr(0, 5), error));
    CHECK(error == "not a proof file (no GTPROOF header)");
    std::string side = bytes;
    side[10] = 2;
    CHECK_FALSE(ProofTree::parse(side, error));
    CHECK(error == "bad proof header: side to move 2 (expected 0 for Black or 1 for White)");
    std::string version = bytes;
    version[7] = 2;
    CHECK_FALSE(ProofTree::parse(version, error));
    CHECK(error.find("format version 2") != std::string::npos);
    std::string board = bytes;
    board[8] = 9;
    CHECK_FALSE(ProofTree::parse(board, error));
    CHECK(error == "bad proof header: board 9x5 (expected at most 40 squares)");
    // An entry's bits 9-15 are 0.
    std::string entry = bytes;
    entry[40 + 8 + 1] = char(entry[40 + 8 + 1] | 0x02);
    CHECK_FALSE(ProofTree::parse(entry, error));
    CHECK(error == "proof file entry 0 has bits 9-15 set");
    CHECK(ProofTree::parse(bytes, error));
}
