// The engine facade: one game in progress, of any of the games, and
// everything a front end asks of it, in plain values. The command-line program
// and the WebAssembly bindings are thin adapters over this interface; no
// exception leaves it, errors come back as messages.
//
// This is the edge of the engine, so it is a virtual interface: behind it
// each game runs fully specialised, inlined search code.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "base/game.hpp"
#include "base/heuristic_info.hpp"
#include "session/session_trace.hpp"

namespace gametree {

// What a front end shows about a game before any position exists.
struct GameInfo {
    std::string_view name;    // "clobber", "halma", "tictactoe"
    std::string_view symbols; // first and second player, then empty: "BW_", "XO_"
    std::span<const HeuristicInfo> heuristics;
    std::string_view defaultHeuristic;       // of minimax and alpha-beta
    std::string_view defaultEngineHeuristic; // of the engine
    int defaultRows, defaultCols;
    std::string_view moveSyntax; // for error messages: "from and to squares like b2b3"
    bool hasSolver;              // whether solve() can prove results
};

// The games, in the order front ends list them; the first is the default.
std::span<const GameInfo* const> games();
const GameInfo* findGame(std::string_view name);

// The size of a new game; 0 asks for the game's default. k is the line length
// of tic-tac-toe (see defaultTicTacToeK).
struct NewGameOptions {
    int rows = 0, cols = 0, k = 0;
};

struct SessionBoard {
    int rows = 0, cols = 0;
    std::string cells; // rows * cols symbols of GameInfo::symbols, top row first
    char turn = 0;     // the side to move's symbol
    // "" while the game goes on; else the winner's symbol, or "draw".
    std::string result;
    int k = 0;     // tic-tac-toe: marks in a row to win
    int plies = 0; // halma: plies played (a draw comes at drawPlies)
    int drawPlies = 0;
    // halma: each square's camp like cells: 'B' Black's home, 'W' White's, '.' none
    std::string camps;
    // tic-tac-toe, once won: like cells, '#' on the winner's lines, '.' elsewhere
    std::string line;
};

struct SessionSearch {
    std::string error; // empty on success
    // The error is a table (or other memory) that could not be allocated:
    // try again with a smaller table.
    bool outOfMemory = false;
    std::string move;
    int value = 0;
    uint64_t nodes = 0;
    double seconds = 0;
    int depth = 0;
    bool proven = false;
    bool provenWin = false;
    std::vector<std::string> pv;
    // Where the move came from: "book", a proof book's entry, named in book
    // (no search; a swindle book has no name); "solver", the exact solver;
    // "search", the search.
    std::string source = "search";
    std::string book;
};

struct SessionSolve {
    std::string error;
    bool proven = true;       // false when the time limit stopped the solver first
    bool outOfMemory = false; // as in SessionSearch
    std::string result;       // when proven: the winner's symbol, or "draw"
    std::string move;         // when proven: a best move (a winning one when the mover wins)
    // Where the answer came from: "book", a proof book shipped with the
    // program (core/proof/proof_book.hpp), named in book ("clobber-6x6"), with
    // no search; or "search", the solver.
    std::string source = "search";
    std::string book;
    uint64_t nodes = 0;
    double seconds = 0;
    std::size_t tableBytes = 0;
};

// A position's place in a proof book's tree (core/proof/proof_book.hpp), for
// a front end that shows the proof. Only Clobber's boards with a book have
// one; kind is empty elsewhere.
struct SessionProofReply {
    std::string move;   // a move of the loser
    std::string answer; // the winner's answer to it, from the proof
    bool leaf = false;  // after answer: a leaf of the proof (else the proof goes on)
};
struct SessionProofNode {
    // "winner": the mover wins with move; "loser": the mover loses, and replies
    // answers each of its moves; "leaf": the mover loses, a leaf of the proof
    // (proven by a solve when the proof was built; its replies are not
    // stored); empty: the position is in no proof.
    std::string kind;
    std::string book;                       // the book's name, "clobber-6x6"
    std::string winner;                     // the winner's symbol
    std::string move;                       // "winner": the winning move
    bool leaf = false;                      // "winner": the position after move is a leaf
    std::vector<SessionProofReply> replies; // "loser": each legal move, answered
};

// Search settings from a front end, by name; checked by search().
struct SessionSettings {
    std::string algorithm = "alphabeta";
    int depth = 4;
    std::string heuristic; // empty: the default of the algorithm
    int timeMs = 0;
    int tableMb = 16;
    // trace() only: the order alpha-beta searches its moves in, "generation"
    // or "engine" (killers and history, core/search/move_ordering.hpp).
    std::string ordering = "generation";
    // Clobber's engine: play from the proof books (core/proof/proof_book.hpp)
    // first; off, it searches as on a board without a book.
    bool useBook = true;
    // Clobber's engine: keep the solver and the search's table between the
    // moves of this game (core/engine/clobber_engine_memory.hpp) until newGame, as
    // chess engines do; off, every search starts afresh and its move depends
    // on the position and settings alone.
    bool keepTables = false;
};

// How a reply position relates to the current one, for a referee.
struct ReplyJudgement {
    std::string move; // the legal move that leads to the reply, if one does
    std::string why;  // otherwise what is wrong with it
};

// An iteration the engine finished while it searches: its depth, value
// (from the mover's side), the nodes and seconds so far and its principal
// variation, the first move of which the engine would play now.
struct SessionIteration {
    int depth = 0;
    int value = 0;
    uint64_t nodes = 0;
    double seconds = 0;
    std::vector<std::string> pv;
};

// Clobber's solver orders the root's moves by a search this deep by default
// (ClobberRootOrder::kDefaultDepth).
inline constexpr int kSolveRootOrder = 6;
inline constexpr int kMaxSolveRootOrder = 12;
// The most threads a solve may use; defaultSolveThreads is one per core.
inline constexpr int kMaxSolveThreads = 256;
inline int defaultSolveThreads() {
    return std::clamp(int(std::thread::hardware_concurrency()), 1, kMaxSolveThreads);
}

class GameSession {
  public:
    // Nodes so far, the depth under way (0 for a solver) and seconds.
    using Progress = std::function<void(uint64_t nodes, int depth, double seconds)>;
    // Called at the end of each of the engine's iterations (not for minimax
    // and alpha-beta, which do not deepen step by step).
    using Iteration = std::function<void(const SessionIteration&)>;

    virtual ~GameSession() = default;
    virtual const GameInfo& info() const = 0;

    // Each returns an error message, empty on success.
    virtual std::string newGame(const NewGameOptions& options) = 0;
    // k: tic-tac-toe's line length; 0 keeps the current one for a board of
    // the same size, else takes the size's default.
    virtual std::string setPosition(const std::string& text, int k = 0) = 0;
    virtual std::string play(const std::string& move) = 0;

    // The board text, with its turn line if asked.
    virtual std::string position(bool withTurn = true) const = 0;
    virtual SessionBoard board() const = 0;
    virtual Side sideToMove() const = 0;
    virtual Result result() const = 0;
    virtual std::vector<std::string> legalMoves() const = 0;
    // The squares a legal move passes through, its start and end included
    // (a Halma jump chain); empty for a move that is not legal.
    virtual std::vector<std::string> path(const std::string& move) const = 0;
    virtual bool undo() = 0;

    virtual SessionSearch search(const SessionSettings& settings, const Progress& progress = {},
                                 const Iteration& onIteration = {}) = 0;
    // With keepTables, makes the tables the engine keeps between moves now,
    // outside any move's time (a UCI engine's isready); else nothing. An
    // error message (such as a table that does not fit), or empty.
    virtual std::string prepare(const SessionSettings& settings) = 0;
    // timeMs > 0 stops the solver after about that long, unproven (then
    // proven is false and result and move are empty). useBook false makes
    // the solver search a position a proof book answers (to measure it).
    // rootOrder (Clobber): the depth of the short search that orders the
    // root's moves (core/solver/clobber_root_order.hpp), 0..kMaxSolveRootOrder,
    // 0 for the solver's own order. threads (Clobber, 0..kMaxSolveThreads):
    // 1 or more, the solver's threads (ClobberSolver::setThreads), whose
    // number changes the nodes and the time but never the result or the
    // move; 0, the solver without threads, whose move is the first winner its
    // search met.
    virtual SessionSolve solve(int tableMb, const Progress& progress = {}, int timeMs = 0,
                               bool useBook = true, int rootOrder = kSolveRootOrder,
                               int threads = 0) = 0;
    // The position's place in a proof book; the move that led to it (the
    // last one played) tells a leaf of the proof.
    virtual SessionProofNode proofNode() const = 0;
    // The same solve with the solver the session keeps between calls (Clobber:
    // the engine's, core/engine/clobber_engine_memory.hpp, until newGame), so
    // that many positions of one game prove from what the others proved, as a
    // game's review does; what a stopped solve proved stays too. The books
    // answer first; the solver orders the root as every other node. Games
    // without kept tables solve afresh.
    virtual SessionSolve solveKept(int timeMs, const Progress& progress = {}) = 0;
    // Minimax or alpha-beta on the position, recording the tree it walks, at
    // most maxNodes (1..kMaxTraceNodes) nodes of it (core/session/session_trace.hpp);
    // `progress` hears the nodes searched (the depth is 0) as a search's does.
    virtual SessionTrace trace(const SessionSettings& settings, std::size_t maxNodes,
                               const Progress& progress = {}) = 0;
    // Leaves at the depth, or an error for a depth outside 0..64.
    virtual std::string perft(int depth, uint64_t& leaves) = 0;
    // The leaves below each legal move.
    virtual std::string divide(int depth, std::vector<std::pair<std::string, uint64_t>>& out) = 0;
    // Which legal move turns the position into the one in `text`.
    virtual ReplyJudgement judgeReply(const std::string& text) const = 0;
};

// A session of the named game at its default start, or nullptr for an
// unknown name.
std::unique_ptr<GameSession> makeSession(std::string_view game);

// "unknown game 'x': expected clobber, halma or tictactoe"
std::string unknownGameMessage(std::string_view name);

// The symbol of a side in a game: 'B'/'W' or 'X'/'O'.
inline char sideSymbol(const GameInfo& g, Side s) { return g.symbols[std::size_t(index(s))]; }

} // namespace gametree
