// Halma behind the engine facade: its traits for BasicSession.
#include <memory>

#include "games/halma/halma_heuristics.hpp"
#include "games/halma/halma_text.hpp"
#include "session/basic_session.hpp"
#include "session/game_list.hpp"

namespace gametree {

namespace {

struct HalmaTraits {
    using Position = std::variant<Halma>;
    using Move = HalmaMove;
    using Heuristic = HalmaHeuristic;

    static const GameInfo& info() { return halmaInfo(); }

    static std::optional<Position> start(const NewGameOptions& o, std::string& error) {
        const int rows = o.rows ? o.rows : info().defaultRows;
        const int cols = o.cols ? o.cols : rows;
        if (auto e = halmaSizeError(rows, cols)) {
            error = *e;
            return std::nullopt;
        }
        return Halma::start(rows);
    }
    static std::optional<Position> parse(std::string_view text, std::string& error, int) {
        HalmaParse parsed = parseHalma(text);
        if (!parsed.position) {
            error = parsed.error->describe();
            return std::nullopt;
        }
        return std::move(*parsed.position);
    }

    static std::string text(const Halma& p, bool withTurn) { return halmaText(p, withTurn); }
    static char cell(const Halma& p, int sq) {
        return p.pieces(Side::First).test(sq) ? 'B' : p.pieces(Side::Second).test(sq) ? 'W' : '_';
    }
    static std::string moveName(const Halma& p, Move m) { return gametree::moveName(m, p.cols()); }
    static bool wellFormedMove(const Halma& p, std::string_view text) {
        return parseHalmaMove(text, p.size()).has_value();
    }
    static std::vector<int> path(const Halma& p, Move m) { return p.jumpPath(m); }
    static void extras(const Halma& p, SessionBoard& b) {
        b.plies = p.plies();
        b.drawPlies = p.plyLimit();
        for (int r = p.rows() - 1; r >= 0; --r) {
            for (int c = 0; c < p.cols(); ++c) {
                const int sq = r * p.cols() + c;
                b.camps += p.camp(Side::First).test(sq)    ? 'B'
                           : p.camp(Side::Second).test(sq) ? 'W'
                                                           : '.';
            }
        }
    }

    static std::optional<Heuristic> findHeuristic(std::string_view name) {
        return findHalmaHeuristic(name);
    }

    static MoveReportOf<Move> think(Halma& p, const SearchLimits& limits, Heuristic h,
                                    const ProgressFn& progress,
                                    const IterationFnOf<Move>& onIteration) {
        const auto started = std::chrono::steady_clock::now();
        auto eval = [h](const Halma& q, Side me) { return evaluate(q, h, me); };
        auto report = searchMove(p, limits, eval, progress, 0, onIteration);
        report.seconds = secondsSince(started);
        return report;
    }

    // Never called: GameInfo::hasSolver is false, and BasicSession says so.
    static SessionSolve solve(const Halma&, int, int, bool, int, int,
                              const GameSession::Progress&) {
        SessionSolve out;
        out.error = "there is no exact solver for halma";
        return out;
    }
};

} // namespace

const GameInfo& halmaInfo() {
    static const GameInfo info{
        "halma",
        "BW_",
        kHalmaHeuristics,
        heuristicName(kDefaultHalmaHeuristic),
        heuristicName(kDefaultHalmaHeuristic),
        16,
        16,
        "from and to squares like a1c3",
        false,
    };
    return info;
}

std::unique_ptr<GameSession> makeHalmaSession() {
    return std::make_unique<BasicSession<HalmaTraits>>(Halma::start(16));
}

} // namespace gametree
