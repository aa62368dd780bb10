// Tic-tac-toe behind the engine facade: its traits for BasicSession.
#include <cstdlib>
#include <memory>

#include "games/tictactoe/tictactoe_heuristics.hpp"
#include "games/tictactoe/tictactoe_text.hpp"
#include "session/basic_session.hpp"
#include "session/game_list.hpp"

namespace gametree {

namespace {

struct TicTacToeTraits {
    using Position = std::variant<TicTacToe>;
    using Move = TicTacToeMove;
    using Heuristic = TicTacToeHeuristic;

    static const GameInfo& info() { return ticTacToeInfo(); }

    static std::optional<Position> start(const NewGameOptions& o, std::string& error) {
        const int rows = o.rows ? o.rows : info().defaultRows;
        const int cols = o.cols ? o.cols : info().defaultCols;
        const int k = o.k ? o.k : defaultTicTacToeK(rows, cols);
        if (auto e = ticTacToeSizeError(rows, cols, k)) {
            error = *e;
            return std::nullopt;
        }
        return TicTacToe(rows, cols, k);
    }
    static std::optional<Position> parse(std::string_view text, std::string& error, int k) {
        TicTacToeParse parsed = parseTicTacToe(text, k);
        if (!parsed.position) {
            error = parsed.error;
            return std::nullopt;
        }
        return *parsed.position;
    }

    static std::string text(const TicTacToe& p, bool withTurn) {
        return ticTacToeText(p, withTurn);
    }
    static char cell(const TicTacToe& p, int sq) {
        return p.marks(Side::First).test(sq) ? 'X' : p.marks(Side::Second).test(sq) ? 'O' : '_';
    }
    static std::string moveName(const TicTacToe& p, Move m) { return ticTacToeMoveName(p, m); }
    static bool wellFormedMove(const TicTacToe& p, std::string_view text) {
        return parseTicTacToeMove(p, text).has_value();
    }
    static std::vector<int> path(const TicTacToe&, Move m) { return {m.square}; }
    static void extras(const TicTacToe& p, SessionBoard& b) {
        b.k = p.k();
        const Result r = p.result();
        if (r != Result::FirstWins && r != Result::SecondWins) return;
        const auto line = p.lineSquares(r == Result::FirstWins ? Side::First : Side::Second);
        for (int row = p.rows() - 1; row >= 0; --row)
            for (int c = 0; c < p.cols(); ++c) b.line += line.test(row * p.cols() + c) ? '#' : '.';
    }

    static std::optional<Heuristic> findHeuristic(std::string_view name) {
        return findTicTacToeHeuristic(name);
    }

    static MoveReportOf<Move> think(TicTacToe& p, const SearchLimits& limits, Heuristic h,
                                    const ProgressFn& progress,
                                    const IterationFnOf<Move>& onIteration) {
        const auto started = std::chrono::steady_clock::now();
        auto eval = [h](const TicTacToe& q, Side me) { return evaluate(q, h, me); };
        auto report = searchMove(p, limits, eval, progress, 0, onIteration);
        report.seconds = secondsSince(started);
        return report;
    }

    // Searched to the end of every line, the engine's value is exact.
    // With a time limit the search may stop short of the end of every line:
    // then the result is not proven.
    static SessionSolve solve(TicTacToe& p, int tableMb, int timeMs, bool /*useBook: none*/,
                              int /*rootOrder: Clobber's*/, int /*threads: one*/,
                              const GameSession::Progress& progress) {
        SearchLimits limits;
        limits.algorithm = Algorithm::Engine;
        limits.depth = p.empty().count() + 1;
        limits.timeMs = timeMs;
        limits.tableBytes = std::size_t(tableMb) << 20;
        const auto started = std::chrono::steady_clock::now();
        auto eval = [](const TicTacToe&, Side) { return 0; }; // never reached: leaves are ends
        const auto r = searchMove(p, limits, eval, [&](uint64_t nodes, int) {
            if (progress) progress(nodes, 0, secondsSince(started));
        });
        SessionSolve out;
        out.nodes = r.nodes;
        out.seconds = secondsSince(started);
        out.tableBytes = limits.tableBytes;
        // The engine stops deepening at the full depth or at a result proven
        // within its horizon; short of both, the clock stopped it.
        const bool provenWithin = isDecisive(r.value) && kWin - std::abs(r.value) <= r.depth;
        if (r.depth < limits.depth && !provenWithin) {
            out.proven = false;
            return out;
        }
        const Side mover = p.sideToMove();
        const char symbols[2] = {'X', 'O'};
        if (r.value == 0)
            out.result = "draw";
        else
            out.result = std::string(1, symbols[index(r.value > 0 ? mover : opponent(mover))]);
        if (r.hasMove) out.move = moveName(p, r.move);
        return out;
    }
};

} // namespace

const GameInfo& ticTacToeInfo() {
    static const GameInfo info{
        "tictactoe", "XO_", kTicTacToeHeuristics, "threats", "threats",
        3,           3,     "a square like b2",   true,
    };
    return info;
}

std::unique_ptr<GameSession> makeTicTacToeSession() {
    return std::make_unique<BasicSession<TicTacToeTraits>>(TicTacToe(3, 3, 3));
}

} // namespace gametree
