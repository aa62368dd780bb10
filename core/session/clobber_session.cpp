// Clobber behind the engine facade: its traits for BasicSession.
#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>

#include "engine/clobber_agent.hpp"
#include "session/basic_session.hpp"
#include "session/game_list.hpp"

namespace gametree {

namespace {

struct ClobberTraits {
    using Position = AnyClobber;
    using Move = ClobberMove;
    using Heuristic = ClobberHeuristic;

    static const GameInfo& info() { return clobberInfo(); }

    static std::optional<Position> start(const NewGameOptions& o, std::string& error) {
        const int rows = o.rows ? o.rows : info().defaultRows;
        const int cols = o.cols ? o.cols : info().defaultCols;
        if (auto e = clobberSizeError(rows, cols)) {
            error = *e;
            return std::nullopt;
        }
        return startClobber(rows, cols);
    }
    static std::optional<Position> parse(std::string_view text, std::string& error, int) {
        ClobberParse parsed = parseClobber(text);
        if (!parsed.position) error = parsed.error->describe();
        return std::move(parsed.position);
    }

    template <int W>
    static std::string text(const Clobber<W>& p, bool withTurn) {
        return clobberText(p, withTurn);
    }
    template <int W>
    static char cell(const Clobber<W>& p, int sq) {
        return p.discs(Side::First).test(sq) ? 'B' : p.discs(Side::Second).test(sq) ? 'W' : '_';
    }
    template <int W>
    static std::string moveName(const Clobber<W>& p, Move m) {
        return gametree::moveName(m, p.cols());
    }
    template <int W>
    static bool wellFormedMove(const Clobber<W>& p, std::string_view text) {
        return parseMoveName(text, p.rows(), p.cols()).has_value();
    }
    template <int W>
    static std::vector<int> path(const Clobber<W>&, Move m) {
        return {m.from, m.to};
    }
    template <int W>
    static void extras(const Clobber<W>&, SessionBoard&) {}

    static std::optional<Heuristic> findHeuristic(std::string_view name) {
        return findClobberHeuristic(name);
    }

    using Memory = EngineMemory;

    template <int W>
    static MoveReport think(Clobber<W>& p, const SearchLimits& limits, Heuristic h,
                            const ProgressFn& progress, const IterationFn& onIteration,
                            Memory* memory = nullptr) {
        AgentSettings s;
        s.algorithm = limits.algorithm;
        s.depth = limits.depth;
        s.heuristic = h;
        s.timeMs = limits.timeMs;
        s.tableBytes = limits.tableBytes;
        s.useBook = limits.useBook;
        if (memory && s.algorithm == Algorithm::Engine) {
            // Making the kept tables, the first time, is part of the move.
            s.start = std::chrono::steady_clock::now();
            return gametree::think(p, s, progress, onIteration, &prepare(p, limits, *memory));
        }
        return gametree::think(p, s, progress, onIteration);
    }

    // The tables the engine keeps for p's board, made now if they are not
    // yet; a new search table size makes them afresh.
    template <int W>
    static ClobberEngineMemory<W>& prepare(const Clobber<W>&, const SearchLimits& limits,
                                           Memory& memory) {
        if (memory.sizes().searchTableBytes != limits.tableBytes) {
            EngineMemorySizes sizes = memory.sizes();
            sizes.searchTableBytes = limits.tableBytes;
            memory.setSizes(sizes);
        }
        return memory.of<W>();
    }

    // A proof book's answer, if it has one.
    template <int W>
    static std::optional<SessionSolve> fromBook(const Clobber<W>& p) {
        const auto book = probeBook(p);
        if (!book) return std::nullopt;
        SessionSolve out;
        const Side winner = book->moverWins ? p.sideToMove() : opponent(p.sideToMove());
        out.result = std::string(1, sideSymbol(winner));
        if (book->moverWins) out.move = gametree::moveName(book->move, p.cols());
        return out;
    }

    static SessionSolve answer(const SolveResult& r, Side mover, int cols) {
        SessionSolve out;
        out.nodes = r.nodes;
        out.seconds = r.seconds;
        out.tableBytes = r.tableBytes;
        if (!r.solved) {
            out.proven = false;
            return out;
        }
        const Side winner = r.moverWins ? mover : opponent(mover);
        out.result = std::string(1, sideSymbol(winner));
        if (r.hasMove) out.move = gametree::moveName(r.move, cols);
        return out;
    }

    // The books, then the engine's kept solver within timeMs (0: no limit).
    static constexpr bool kKeepsSolver = true;
    template <int W>
    static SessionSolve solveKept(const Clobber<W>& p, Memory& memory, int timeMs,
                                  const GameSession::Progress& progress) {
        if (auto book = fromBook(p)) return *book;
        ClobberSolver<W>& solver = memory.of<W>().solver;
        solver.setTimeLimit(timeMs > 0 ? timeMs / 1000.0 : 0);
        const SolveResult r = solver.solve(p, [&](const SolveProgress& pr) {
            if (progress) progress(pr.nodes, 0, pr.seconds);
        });
        solver.setTimeLimit(0);
        return answer(r, p.sideToMove(), p.cols());
    }

    template <int W>
    static SessionSolve solve(const Clobber<W>& p, int tableMb, int timeMs, bool useBook,
                              int rootOrder, int threads, const GameSession::Progress& progress) {
        static_assert(kSolveRootOrder == ClobberRootOrder<W>::kDefaultDepth);
        // core/proof/proof_book.hpp: proven, instant
        if (const auto book = useBook ? probeBook(p) : std::nullopt) {
            SessionSolve out;
            const Side winner = book->moverWins ? p.sideToMove() : opponent(p.sideToMove());
            out.result = std::string(1, sideSymbol(winner));
            if (book->moverWins) out.move = gametree::moveName(book->move, p.cols());
            out.source = "book";
            out.book = std::string(book->book);
            return out;
        }
        // The limit counts from here: a large table takes a while to clear.
        const auto started = std::chrono::steady_clock::now();
        auto solver = std::make_unique<ClobberSolver<W>>(std::size_t(tableMb) << 20);
        solver->setRootOrder(rootOrder);
        if (threads > 0) solver->setThreads(threads);
        if (timeMs > 0)
            solver->setTimeLimit(std::max(1, timeMs - int(secondsSince(started) * 1000)) / 1000.0);
        const SolveResult r = solver->solve(p, [&](const SolveProgress& pr) {
            if (progress) progress(pr.nodes, 0, pr.seconds);
        });
        return answer(r, p.sideToMove(), p.cols());
    }

    template <int W>
    static SessionProofNode proofNode(const Clobber<W>& p, const Clobber<W>* parent) {
        SessionProofNode out;
        if constexpr (W == 1) {
            const auto node = bookNode(p, parent);
            if (!node) return out;
            const Side mover = p.sideToMove();
            const auto name = [&](ClobberMove m) { return gametree::moveName(m, p.cols()); };
            out.book = std::string(node->book);
            switch (node->kind) {
            case BookNode::Kind::Winner:
                out.kind = "winner";
                out.winner = std::string(1, sideSymbol(mover));
                out.move = name(node->move);
                out.leaf = !node->expanded;
                break;
            case BookNode::Kind::Loser:
                out.kind = "loser";
                out.winner = std::string(1, sideSymbol(opponent(mover)));
                for (const BookReply& r : node->replies)
                    out.replies.push_back({name(r.reply), name(r.answer), !r.expanded});
                break;
            case BookNode::Kind::Leaf:
                out.kind = "leaf";
                out.winner = std::string(1, sideSymbol(opponent(mover)));
                break;
            }
        }
        return out;
    }
};

} // namespace

const GameInfo& clobberInfo() {
    static const GameInfo info{
        "clobber",
        "BW_",
        kClobberHeuristics,
        heuristicName(kDefaultClobberHeuristic),
        heuristicName(kDefaultEngineHeuristic),
        6,
        5,
        "from and to squares like b2b3",
        true,
    };
    return info;
}

std::unique_ptr<GameSession> makeClobberSession() {
    return std::make_unique<BasicSession<ClobberTraits>>(startClobber(6, 5));
}

} // namespace gametree
