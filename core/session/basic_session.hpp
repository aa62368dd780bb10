// The GameSession of one game, written once for every game. A game plugs in
// through a traits class that says how to parse, print and name its moves,
// how to search it, and what its board looks like:
//
//   using Position   a std::variant of the game's position types (Clobber has
//                    one per bitboard width), visited once per call
//   using Move       the move type, shared by every alternative
//   using Heuristic  the game's heuristic enum
//   static const GameInfo& info()
//   start(options, error), parse(text, error, k) -> std::optional<Position>
//   text(p, withTurn), cell(p, square), moveName(p, m), wellFormedMove(p, text)
//   path(p, m), extras(p, board), findHeuristic(name),
//   think(p, limits, h, progress, onIteration)
//   optionally: using Memory, what the engine may keep between the moves of
//               a game (SessionSettings::keepTables), with clear(), and
//               think(p, limits, h, progress, onIteration, Memory*)
//   solve(p, tableMb, timeMs, useBook, rootOrder, progress)
//   optionally: proofNode(p, parent), the position's place in a proof book
//               (parent: the position before the last move, or null)
//   optionally: kKeepsSolver, and solveKept(p, Memory&, timeMs, progress),
//               a solve with the solver kept in Memory
#pragma once

#include <chrono>
#include <concepts>
#include <new>
#include <variant>

#include "base/board_text.hpp"
#include "base/zeroed_memory.hpp"
#include "search/agent.hpp"
#include "search/perft.hpp"
#include "session/session.hpp"

namespace gametree {

inline constexpr int kMaxPerftDepth = 64;

namespace detail {
struct NoMemory {
    void clear() {}
};
template <class Traits>
struct MemoryOf {
    using type = NoMemory;
};
template <class Traits>
requires requires { typename Traits::Memory; }
struct MemoryOf<Traits> {
    using type = typename Traits::Memory;
};

template <class Traits, class P>
concept ShowsProofs = requires(const P& p) {
    { Traits::proofNode(p, &p) } -> std::same_as<SessionProofNode>;
};
// Traits::proofNode where the game has it (a template, so that the call is
// only looked up for such a game).
template <class Traits, class P>
SessionProofNode proofNodeOf(const P& p, const P* parent) {
    if constexpr (ShowsProofs<Traits, P>) {
        return Traits::proofNode(p, parent);
    } else {
        return {};
    }
}
} // namespace detail

template <class Traits>
class BasicSession final : public GameSession {
  public:
    using Position = typename Traits::Position;
    using Move = typename Traits::Move;

    explicit BasicSession(Position start) : pos_(std::move(start)) {}

    const GameInfo& info() const override { return Traits::info(); }

    std::string newGame(const NewGameOptions& options) override {
        std::string error;
        auto p = Traits::start(options, error);
        if (!p) return error;
        pos_ = std::move(*p);
        history_.clear();
        memory_.clear();
        return {};
    }

    std::string setPosition(const std::string& text, int k) override {
        std::string error;
        auto p = Traits::parse(text, error, k);
        if (!p) return error;
        // Without an explicit k, a board of the current size keeps the current k.
        const SessionBoard now = board();
        if (!k && now.k && sameSize(*p, now.rows, now.cols)) p = Traits::parse(text, error, now.k);
        if (!p) return error;
        pos_ = std::move(*p);
        history_.clear();
        return {};
    }

    std::string play(const std::string& text) override {
        return visit([&](auto& p) -> std::string {
            if (const auto m = findLegal(p, text)) {
                p.make(*m);
                history_.push_back(*m);
                return {};
            }
            if (!Traits::wellFormedMove(p, text))
                return "malformed move '" + text + "': expected " + std::string(info().moveSyntax);
            if (p.result() != Result::Ongoing)
                return "illegal move '" + text + "': the game is over";
            return "illegal move '" + text + "' for " +
                   std::string(1, sideSymbol(info(), p.sideToMove()));
        });
    }

    std::string position(bool withTurn) const override {
        return visit([&](const auto& p) { return Traits::text(p, withTurn); });
    }

    SessionBoard board() const override {
        return visit([&](const auto& p) {
            SessionBoard b;
            b.rows = p.rows();
            b.cols = p.cols();
            for (int r = p.rows() - 1; r >= 0; --r)
                for (int c = 0; c < p.cols(); ++c) b.cells += Traits::cell(p, r * p.cols() + c);
            b.turn = sideSymbol(info(), p.sideToMove());
            b.result = resultText(p.result());
            Traits::extras(p, b);
            return b;
        });
    }

    Side sideToMove() const override {
        return visit([](const auto& p) { return p.sideToMove(); });
    }
    Result result() const override {
        return visit([](const auto& p) { return p.result(); });
    }

    std::vector<std::string> legalMoves() const override {
        return visit([&](const auto& p) {
            std::vector<std::string> out;
            for (const Move m : movesOf(p)) out.push_back(Traits::moveName(p, m));
            return out;
        });
    }

    std::vector<std::string> path(const std::string& text) const override {
        return visit([&](const auto& p) {
            std::vector<std::string> out;
            if (const auto m = findLegal(p, text))
                for (const int sq : Traits::path(p, *m)) out.push_back(squareText(p, sq));
            return out;
        });
    }

    bool undo() override {
        if (history_.empty()) return false;
        visit([&](auto& p) { p.unmake(history_.back()); });
        history_.pop_back();
        return true;
    }

    SessionSearch search(const SessionSettings& s, const Progress& progress,
                         const Iteration& onIteration) override {
        SessionSearch out;
        SearchLimits limits;
        typename Traits::Heuristic heuristic{};
        out.error = check(s, limits, heuristic);
        if (!out.error.empty()) return out;
        if (result() != Result::Ongoing) {
            out.error = "game over: there is no move to search";
            return out;
        }
        const auto started = std::chrono::steady_clock::now();
        const ProgressFn onNodes = [&](uint64_t nodes, int depth) {
            if (progress) progress(nodes, depth, secondsSince(started));
        };
        return visit([&](auto& p) {
            // The PV's moves by name; p is back at the root when an iteration ends.
            IterationFnOf<Move> onIter;
            if (onIteration)
                onIter = [&](const IterationReportOf<Move>& it) {
                    SessionIteration i{it.depth, it.value, it.nodes, secondsSince(started), {}};
                    for (const Move m : it.pv) i.pv.push_back(Traits::moveName(p, m));
                    onIteration(i);
                };
            decltype(Traits::think(p, limits, heuristic, onNodes, onIter)) r;
            try {
                if constexpr (!std::is_same_v<Memory, detail::NoMemory>) {
                    if (s.keepTables) {
                        r = Traits::think(p, limits, heuristic, onNodes, onIter, &memory_);
                    } else {
                        r = Traits::think(p, limits, heuristic, onNodes, onIter);
                    }
                } else {
                    r = Traits::think(p, limits, heuristic, onNodes, onIter);
                }
            } catch (const std::bad_alloc& e) {
                out.error = outOfMemoryMessage(e);
                out.outOfMemory = true;
                return out;
            }
            out.move = Traits::moveName(p, r.move);
            out.value = r.value;
            out.nodes = r.nodes;
            out.seconds = r.seconds;
            out.depth = r.depth;
            out.proven = r.proven;
            out.provenWin = r.provenWin;
            out.source = r.source == MoveSource::Book     ? "book"
                         : r.source == MoveSource::Solver ? "solver"
                                                          : "search";
            out.book = std::string(r.book);
            for (const Move m : r.pv) out.pv.push_back(Traits::moveName(p, m));
            return out;
        });
    }

    std::string prepare(const SessionSettings& s) override {
        if constexpr (std::is_same_v<Memory, detail::NoMemory>) {
            return {};
        } else {
            SearchLimits limits;
            typename Traits::Heuristic heuristic{};
            if (std::string error = check(s, limits, heuristic); !error.empty()) return error;
            if (!s.keepTables || limits.algorithm != Algorithm::Engine) return {};
            try {
                visit([&](auto& p) { Traits::prepare(p, limits, memory_); });
            } catch (const std::bad_alloc& e) {
                return outOfMemoryMessage(e);
            }
            return {};
        }
    }

    SessionTrace trace(const SessionSettings& s, std::size_t maxNodes,
                       const Progress& progress) override {
        SessionTrace out;
        SearchLimits limits;
        typename Traits::Heuristic heuristic{};
        out.error = check(s, limits, heuristic);
        if (out.error.empty() && limits.algorithm == Algorithm::Engine) out.error = kNoEngineTrace;
        const auto order = parseMoveOrder(s.ordering);
        if (out.error.empty() && !order)
            out.error = "unknown ordering '" + s.ordering + "': expected generation or engine";
        if (out.error.empty() && order == MoveOrder::Engine &&
            limits.algorithm == Algorithm::Minimax)
            out.error = "the engine's ordering is for alphabeta: minimax searches every move, "
                        "whatever their order";
        if (out.error.empty() && (maxNodes < 1 || maxNodes > kMaxTraceNodes))
            out.error = "the node cap must be 1.." + std::to_string(kMaxTraceNodes);
        if (!out.error.empty()) return out;
        out.algorithm = algorithmName(limits.algorithm);
        out.ordering = moveOrderName(*order);
        out.heuristic = s.heuristic.empty() ? std::string(info().defaultHeuristic) : s.heuristic;
        out.depth = limits.depth;
        visit([&](auto& p) {
            using P = std::decay_t<decltype(p)>;
            auto eval = [heuristic](const P& q, Side me) { return evaluate(q, heuristic, me); };
            SearchTrace<Move> recorded(maxNodes);
            const auto started = std::chrono::steady_clock::now();
            std::function<void(uint64_t)> onNodes;
            if (progress)
                onNodes = [&](uint64_t nodes) { progress(nodes, 0, secondsSince(started)); };
            const auto r = tracedSearch(p, limits.algorithm, limits.depth, eval, recorded, *order,
                                        std::move(onNodes));
            fillSessionTrace(out, recorded, r, [&](Move m) { return Traits::moveName(p, m); });
        });
        return out;
    }

    SessionSolve solve(int tableMb, const Progress& progress, int timeMs, bool useBook,
                       int rootOrder, int threads) override {
        if (!info().hasSolver) {
            SessionSolve out;
            out.error = "there is no exact solver for " + std::string(info().name);
            return out;
        }
        if (tableMb < 1 || tableMb > 16384) {
            SessionSolve out;
            out.error = "table size must be 1..16384 MiB";
            return out;
        }
        if (timeMs < 0) {
            SessionSolve out;
            out.error = "the solver's time limit must be >= 0 ms";
            return out;
        }
        if (rootOrder < 0 || rootOrder > kMaxSolveRootOrder) {
            SessionSolve out;
            out.error = "the root order's depth must be 0.." + std::to_string(kMaxSolveRootOrder);
            return out;
        }
        if (threads < 0 || threads > kMaxSolveThreads) {
            SessionSolve out;
            out.error =
                "the solver's threads must be 0 (none) or 1.." + std::to_string(kMaxSolveThreads);
            return out;
        }
        return visit([&](auto& p) {
            try {
                return Traits::solve(p, tableMb, timeMs, useBook, rootOrder, threads, progress);
            } catch (const std::bad_alloc& e) {
                SessionSolve out;
                out.error = outOfMemoryMessage(e);
                out.outOfMemory = true;
                return out;
            }
        });
    }

    SessionProofNode proofNode() const override {
        return visit([&](const auto& p) {
            using P = std::decay_t<decltype(p)>;
            if constexpr (detail::ShowsProofs<Traits, P>) {
                if (history_.empty()) return detail::proofNodeOf<Traits>(p, (const P*)nullptr);
                P parent = p;
                parent.unmake(history_.back());
                return detail::proofNodeOf<Traits>(p, &parent);
            } else {
                return SessionProofNode{};
            }
        });
    }

    SessionSolve solveKept(int timeMs, const Progress& progress) override {
        if constexpr (requires { Traits::kKeepsSolver; }) {
            if (timeMs < 0) return solve(256, progress, timeMs, true, 0, 0);
            return visit([&](auto& p) {
                try {
                    return Traits::solveKept(p, memory_, timeMs, progress);
                } catch (const std::bad_alloc& e) {
                    SessionSolve out;
                    out.error = outOfMemoryMessage(e);
                    out.outOfMemory = true;
                    return out;
                }
            });
        } else {
            return solve(256, progress, timeMs, true, 0, 0);
        }
    }

    std::string perft(int depth, uint64_t& leaves) override {
        if (auto e = perftDepthError(depth)) return *e;
        leaves = visit([&](auto& p) { return gametree::perft(p, depth); });
        return {};
    }

    std::string divide(int depth, std::vector<std::pair<std::string, uint64_t>>& out) override {
        if (auto e = perftDepthError(depth)) return *e;
        out.clear();
        if (depth == 0) return {};
        visit([&](auto& p) {
            for (const Move m : movesOf(p)) {
                p.make(m);
                out.emplace_back(Traits::moveName(p, m), gametree::perft(p, depth - 1));
                p.unmake(m);
            }
        });
        return {};
    }

    ReplyJudgement judgeReply(const std::string& text) const override {
        ReplyJudgement j;
        std::string error;
        // A reply without a turn line is read as handing the move over, as
        // it must: tic-tac-toe checks the marks against the side to move, and
        // would refuse X's reply read with X still to move.
        const bool turnGiven = hasTurnLine(text);
        const std::string withTurn =
            turnGiven ? text
                      : text + "\nturn: " + sideSymbol(info(), opponent(sideToMove())) + "\n";
        const auto reply = Traits::parse(withTurn, error, board().k);
        if (!reply) {
            j.why = "malformed reply (" + error + ")";
            return j;
        }
        return visit([&](const auto& p) {
            using P = std::decay_t<decltype(p)>;
            const std::string size = sizeText(p.rows(), p.cols());
            const P* r = std::get_if<P>(&*reply);
            const std::string replySize =
                std::visit([](const auto& q) { return sizeText(q.rows(), q.cols()); }, *reply);
            if (!r || replySize != size) {
                j.why = "malformed reply (a " + replySize + " board; the game is on " + size + ")";
                return j;
            }
            // A reply without a turn line is fine; one that keeps the turn is not.
            if (turnGiven && r->sideToMove() == p.sideToMove()) {
                j.why = std::string("malformed reply (its turn line gives the move to ") +
                        sideSymbol(info(), p.sideToMove()) + ", who has just moved)";
                return j;
            }
            P child = p;
            for (const Move m : movesOf(p)) {
                child.make(m);
                const bool same = sameBoard(child, *r);
                child.unmake(m);
                if (same) {
                    j.move = Traits::moveName(p, m);
                    return j;
                }
            }
            j.why = "illegal move (reply is not one legal move from the position)";
            return j;
        });
    }

    // The position itself, for front ends that need the game's own type.
    const Position& raw() const { return pos_; }

  private:
    template <class F>
    decltype(auto) visit(F&& f) {
        return std::visit(std::forward<F>(f), pos_);
    }
    template <class F>
    decltype(auto) visit(F&& f) const {
        return std::visit(std::forward<F>(f), pos_);
    }

    template <class P>
    static typename P::Moves movesOf(const P& p) {
        typename P::Moves moves;
        if (p.result() == Result::Ongoing) p.generate(moves);
        return moves;
    }

    template <class P>
    static std::optional<Move> findLegal(const P& p, const std::string& text) {
        for (const Move m : movesOf(p))
            if (Traits::moveName(p, m) == text) return m;
        return std::nullopt;
    }

    template <class P>
    static bool sameBoard(const P& a, const P& b) {
        for (int sq = 0; sq < a.rows() * a.cols(); ++sq)
            if (Traits::cell(a, sq) != Traits::cell(b, sq)) return false;
        return true;
    }

    template <class P>
    static std::string squareText(const P& p, int sq) {
        return std::string(1, char('a' + sq % p.cols())) + std::to_string(sq / p.cols() + 1);
    }

    static bool sameSize(const Position& p, int rows, int cols) {
        return std::visit([&](const auto& q) { return q.rows() == rows && q.cols() == cols; }, p);
    }

    static std::string sizeText(int rows, int cols) {
        return std::to_string(rows) + "x" + std::to_string(cols);
    }

    std::string resultText(Result r) const {
        switch (r) {
        case Result::Ongoing:
            return {};
        case Result::Draw:
            return "draw";
        case Result::FirstWins:
            return std::string(1, info().symbols[0]);
        case Result::SecondWins:
            return std::string(1, info().symbols[1]);
        }
        return {};
    }

    // "out of memory: could not allocate the 4096 MiB transposition table"
    static std::string outOfMemoryMessage(const std::bad_alloc& e) {
        return std::string("out of memory: ") +
               (dynamic_cast<const TableAllocationError*>(&e) ? e.what() : "an allocation failed");
    }

    static std::optional<std::string> perftDepthError(int depth) {
        if (depth < 0 || depth > kMaxPerftDepth)
            return "perft depth must be 0.." + std::to_string(kMaxPerftDepth);
        return std::nullopt;
    }

    // Checks the settings and resolves the names; an error message or empty.
    std::string check(const SessionSettings& s, SearchLimits& limits,
                      typename Traits::Heuristic& heuristic) const {
        const auto algorithm = parseAlgorithm(s.algorithm);
        if (!algorithm)
            return "unknown algorithm '" + s.algorithm + "': expected minimax, alphabeta or engine";
        limits.algorithm = *algorithm;
        if (s.depth < 1 || s.depth > kMaxSearchDepth)
            return "depth " + std::to_string(s.depth) + " out of range 1.." +
                   std::to_string(kMaxSearchDepth);
        limits.depth = s.depth;
        std::string name = s.heuristic;
        if (name.empty())
            name = *algorithm == Algorithm::Engine ? info().defaultEngineHeuristic
                                                   : info().defaultHeuristic;
        const auto h = Traits::findHeuristic(name);
        if (!h) {
            std::string known;
            for (const HeuristicInfo& i : info().heuristics)
                known += (known.empty() ? "" : ", ") + std::string(i.name);
            return "unknown heuristic '" + name + "' for " + std::string(info().name) +
                   ": expected one of " + known;
        }
        heuristic = *h;
        if (s.timeMs < 0 || s.tableMb < 1 || s.tableMb > 4096)
            return "time must be >= 0 ms and the table 1..4096 MiB";
        limits.timeMs = *algorithm == Algorithm::Engine ? s.timeMs : 0;
        limits.tableBytes = std::size_t(s.tableMb) << 20;
        limits.useBook = s.useBook;
        return {};
    }

    using Memory = typename detail::MemoryOf<Traits>::type;

    Position pos_;
    std::vector<Move> history_;
    Memory memory_; // kept between moves until a new game (keepTables)
};

} // namespace gametree
