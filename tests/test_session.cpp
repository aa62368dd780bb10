// The engine facade (core/session/session.hpp) for every game: the game list, new
// games and bad sizes, board text in and out, moves by name with undo, the
// path of a Halma jump chain, searches that match the core's, the referee's
// judgement of a reply, and every error as a message rather than a crash.
#include <catch2/catch.hpp>

#include "engine/clobber_agent.hpp"
#include "new_session.hpp"
#include "session/session.hpp"

using namespace gametree;

TEST_CASE("the facade lists clobber, halma and tictactoe and refuses other names", "[session]") {
    std::vector<std::string> names;
    for (const GameInfo* g : games()) names.emplace_back(g->name);
    CHECK(names == std::vector<std::string>{"clobber", "halma", "tictactoe"});
    CHECK(makeSession("chess") == nullptr);
    CHECK(findGame("chess") == nullptr);
    CHECK(unknownGameMessage("chess") ==
          "unknown game 'chess': expected clobber, halma or tictactoe");
    for (const GameInfo* g : games()) {
        CHECK(g->heuristics.size() >= 3);
        auto s = session(std::string(g->name).c_str());
        CHECK(s->info().name == g->name);
        // The defaults name heuristics of the game itself.
        bool plain = false, engine = false;
        for (const HeuristicInfo& h : g->heuristics) {
            plain |= h.name == g->defaultHeuristic;
            engine |= h.name == g->defaultEngineHeuristic;
        }
        CHECK(plain);
        CHECK(engine);
        const SessionBoard b = s->board();
        CHECK(b.rows == g->defaultRows);
        CHECK(b.cols == g->defaultCols);
        CHECK(b.cells.size() == std::size_t(b.rows * b.cols));
        CHECK(b.turn == g->symbols[0]);
    }
}

TEST_CASE("new games check their size", "[session]") {
    auto c = session("clobber");
    CHECK(c->newGame({27, 3, 0}).find("impossible board size 27x3") != std::string::npos);
    CHECK(c->newGame({2, 26, 0}).empty());
    CHECK(c->newGame({17, 17, 0}).find("impossible board size 17x17") != std::string::npos);
    CHECK(c->newGame({3, 4, 0}).empty());
    CHECK(c->position(false) == "B W B W\nW B W B\nB W B W\n");
    auto h = session("halma");
    CHECK(h->newGame({9, 9, 0}) == "Halma boards are 8x8, 10x10 or 16x16; got 9x9");
    CHECK(h->newGame({8, 10, 0}) == "Halma boards are 8x8, 10x10 or 16x16; got 8x10");
    CHECK(h->newGame({10, 0, 0}).empty());
    const SessionBoard hb = h->board();
    CHECK(hb.cols == 10);
    CHECK(std::count(hb.cells.begin(), hb.cells.end(), 'B') == 15);
    CHECK(std::count(hb.camps.begin(), hb.camps.end(), 'W') == 15);
    CHECK(hb.drawPlies == 300);
    auto t = session("tictactoe");
    CHECK(t->newGame({3, 3, 4}).find("impossible line length k=4") != std::string::npos);
    CHECK(t->newGame({8, 3, 0}).find("impossible board size 8x3") != std::string::npos);
    CHECK(t->newGame({4, 5, 0}).empty());
    CHECK(t->board().k == 4);
    CHECK(t->newGame({2, 2, 0}).empty());
    CHECK(t->board().k == 2);
}

TEST_CASE("moves by name play, undo and refuse what is not legal", "[session]") {
    auto t = session("tictactoe");
    CHECK(t->play("b2").empty());
    CHECK(t->board().cells == "____X____");
    CHECK(t->board().turn == 'O');
    CHECK(t->play("b2") == "illegal move 'b2' for O");
    CHECK(t->play("d1") == "malformed move 'd1': expected a square like b2");
    CHECK(t->play("a1b1").find("malformed") == 0);
    CHECK(t->undo());
    CHECK(!t->undo());
    CHECK(t->board().cells == "_________");

    auto h = session("halma");
    REQUIRE(h->newGame({8, 8, 0}).empty());
    const std::string start = h->position(true);
    CHECK(h->play("a1e5").find("illegal move 'a1e5' for B") == 0);
    CHECK(h->play("c2d3").empty());
    CHECK(h->play("h5g4").empty());
    // a1 over b2 to c3, then over d3 to e3: one move, two jumps.
    CHECK(h->path("a1e3") == std::vector<std::string>{"a1", "c3", "e3"});
    CHECK(h->path("a1a1").empty());
    CHECK(h->play("a1e3").empty());
    CHECK(h->board().plies == 3);
    while (h->undo()) {
    }
    CHECK(h->position(true) == start);
}

TEST_CASE("board text round-trips and bad text is refused with its line", "[session]") {
    auto t = session("tictactoe");
    CHECK(t->setPosition("X _ _\n_ O _\n_ _ X\nturn: O\n").empty());
    CHECK(t->position(true) == "X _ _\n_ O _\n_ _ X\nturn: O\n");
    CHECK(t->setPosition("X X _\n_ _ _\n_ _ _\n").find("impossible position: X to move") == 0);
    CHECK(t->setPosition("X X X\nO O O\n_ _ _\nturn: X\n").find("both X and O") !=
          std::string::npos);
    CHECK(t->setPosition("X _ B\n").find("line 1, column 5: unknown symbol 'B'") == 0);
    // A board of another size takes that size's k; an explicit k wins.
    CHECK(t->setPosition("_ _ _ _\n_ _ _ _\n_ _ _ _\n_ _ _ _\n").empty());
    CHECK(t->board().k == 4);
    CHECK(t->setPosition("_ _ _ _\n_ _ _ _\n_ _ _ _\n_ _ _ _\n", 3).empty());
    CHECK(t->board().k == 3);
    CHECK(t->setPosition("X _ _ _\n_ _ _ _\n_ _ _ _\n_ _ _ _\nturn: O\n").empty());
    CHECK(t->board().k == 3); // the same size keeps the current k

    auto h = session("halma");
    CHECK(h->setPosition("B W\nW B\n").find("Halma boards are 8x8, 10x10 or 16x16") !=
          std::string::npos);
    CHECK(h->board().rows == 16); // unchanged
}

TEST_CASE("a facade search is the core's search", "[session]") {
    auto c = session("clobber");
    REQUIRE(c->newGame({4, 5, 0}).empty());
    SessionSettings s;
    s.algorithm = "alphabeta";
    s.depth = 4;
    s.heuristic = "live";
    const SessionSearch r = c->search(s);
    REQUIRE(r.error.empty());
    AnyClobber pos = startClobber(4, 5);
    AgentSettings a;
    a.depth = 4;
    a.heuristic = ClobberHeuristic::Live;
    const MoveReport m = think(pos, a);
    CHECK(r.move == moveName(m.move, 5));
    CHECK(r.nodes == m.nodes);
    CHECK(r.value == m.value);

    auto t = session("tictactoe");
    s.algorithm = "minimax";
    s.depth = 9;
    s.heuristic = "";
    const SessionSearch full = t->search(s);
    CHECK(full.value == 0);
    CHECK(full.nodes == 549946); // every node of the game tree
    const SessionSolve solved = t->solve(16);
    CHECK(solved.result == "draw");

    s.heuristic = "live";
    CHECK(t->search(s).error ==
          "unknown heuristic 'live' for tictactoe: expected one of lines, threats, center");
    s.heuristic = "";
    s.algorithm = "oracle";
    CHECK(t->search(s).error.find("unknown algorithm 'oracle'") == 0);
    s.algorithm = "engine";
    s.depth = 0;
    CHECK(t->search(s).error == "depth 0 out of range 1..64");
    CHECK(session("halma")->solve(16).error == "there is no exact solver for halma");
    uint64_t leaves = 0;
    CHECK(t->perft(65, leaves) == "perft depth must be 0..64");
}

TEST_CASE("the referee finds the move behind a reply, or says what is wrong", "[session]") {
    auto h = session("halma");
    REQUIRE(h->newGame({8, 8, 0}).empty());
    auto child = session("halma");
    REQUIRE(child->setPosition(h->position(true)).empty());
    REQUIRE(child->play("b3c4").empty());
    CHECK(h->judgeReply(child->position(true)).move == "b3c4");
    CHECK(h->judgeReply(child->position(false)).move == "b3c4"); // no turn line is fine
    CHECK(h->judgeReply(h->position(true)).why.find("turn line gives the move to B") !=
          std::string::npos);
    REQUIRE(child->play("h5g4").empty());
    CHECK(h->judgeReply(child->position(false)).why ==
          "illegal move (reply is not one legal move from the position)");
    CHECK(h->judgeReply("B W\n").why.find("malformed reply (") == 0);
    auto t = session("tictactoe");
    const std::string tall = "X _ _\n_ _ _\n_ _ _\n_ _ _\nturn: O\n";
    CHECK(t->judgeReply(tall).why.find("a 4x3 board; the game is on 3x3") != std::string::npos);
}

TEST_CASE("finished games report their result by symbol", "[session]") {
    auto t = session("tictactoe");
    REQUIRE(t->setPosition("X X X\nO O _\n_ _ _\nturn: O\n").empty());
    CHECK(t->board().result == "X");
    CHECK(t->board().line == "###......"); // the winning line, top row first
    CHECK(t->legalMoves().empty());
    CHECK(t->search({}).error == "game over: there is no move to search");
    REQUIRE(t->setPosition("X O X\nX O O\nO X X\nturn: O\n").empty());
    CHECK(t->board().result == "draw");
    CHECK(t->board().line.empty());
    CHECK(t->result() == Result::Draw);
    auto c = session("clobber");
    REQUIRE(c->setPosition("B _ W\nturn: W\n").empty());
    CHECK(c->board().result == "B");
}

TEST_CASE("the proof node names the winner's move, answers every reply, and finds a leaf",
          "[session][book]") {
    auto c = session("clobber");
    REQUIRE(c->newGame({6, 6, 0}).empty());
    SessionProofNode n = c->proofNode();
    CHECK(n.kind == "winner");
    CHECK(n.book == "clobber-6x6");
    CHECK(n.winner == "B");
    CHECK(n.move == "e1e2");
    CHECK(!n.leaf);
    const SessionSolve solved = c->solve(16);
    CHECK(solved.source == "book");
    CHECK(solved.book == "clobber-6x6");
    CHECK(solved.move == "e1e2");

    // An image of e1e2 (the reflection in the other diagonal): every reply of
    // White's is answered by a legal move in this orientation, the answer the
    // book's own, and the node after it says whether the proof goes on.
    REQUIRE(c->play("f2e2").empty());
    n = c->proofNode();
    CHECK(n.kind == "loser");
    CHECK(n.winner == "B");
    REQUIRE(n.replies.size() == c->legalMoves().size());
    for (const SessionProofReply& r : n.replies) {
        REQUIRE(c->play(r.move).empty());
        const SessionProofNode w = c->proofNode();
        CHECK(w.kind == "winner");
        CHECK(w.move == r.answer);
        CHECK(w.leaf == r.leaf);
        CHECK(c->solve(16).move == r.answer);
        REQUIRE(c->play(r.answer).empty());
        CHECK(c->proofNode().kind == (r.leaf ? "leaf" : "loser"));
        REQUIRE(c->undo());
        REQUIRE(c->undo());
    }

    // Down the first replies to a leaf (White to move, 31 discs): it is one
    // only through the move that led to it; below it no proof holds.
    std::string leafText;
    for (int ply = 0; ply < 8 && leafText.empty(); ++ply) {
        n = c->proofNode();
        if (n.kind == "leaf")
            leafText = c->position(true);
        else
            REQUIRE(c->play(n.kind == "winner" ? n.move : n.replies.front().move).empty());
    }
    REQUIRE(!leafText.empty());
    CHECK(c->proofNode().winner == "B");
    CHECK(c->proofNode().replies.empty());
    REQUIRE(c->play(c->legalMoves().front()).empty());
    CHECK(c->proofNode().kind.empty());
    REQUIRE(c->undo());
    CHECK(c->proofNode().kind == "leaf");
    REQUIRE(c->setPosition(leafText).empty());
    CHECK(c->proofNode().kind.empty());

    // 5x6 uses the 6x5 book turned a quarter: the moves are 5x6's own.
    REQUIRE(c->newGame({5, 6, 0}).empty());
    n = c->proofNode();
    CHECK(n.kind == "loser");
    CHECK(n.book == "clobber-6x5");
    CHECK(n.winner == "W");
    REQUIRE(n.replies.size() == c->legalMoves().size());
    for (const SessionProofReply& r : n.replies) {
        REQUIRE(c->play(r.move).empty());
        CHECK(c->play(r.answer).empty());
        REQUIRE(c->undo());
        REQUIRE(c->undo());
    }

    // Off the books, and in the other games, no proof.
    REQUIRE(c->newGame({7, 7, 0}).empty());
    CHECK(c->proofNode().kind.empty());
    CHECK(c->solve(16, {}, 1).source == "search");
    CHECK(session("halma")->proofNode().kind.empty());
    CHECK(session("tictactoe")->proofNode().kind.empty());
}
