#include "clobber_session.hpp"

#include <chrono>
#include <memory>

#include "perft.hpp"

namespace gametree {

ClobberSession::ClobberSession() : pos_(startClobber(6, 5)) {}

std::string ClobberSession::newGame(int rows, int cols) {
    if (auto e = clobberSizeError(rows, cols)) return *e;
    pos_ = startClobber(rows, cols);
    history_.clear();
    return {};
}

std::string ClobberSession::setPosition(const std::string& text) {
    ClobberParse parsed = parseClobber(text);
    if (!parsed.position) return parsed.error->describe();
    pos_ = std::move(*parsed.position);
    history_.clear();
    return {};
}

std::string ClobberSession::position() const { return clobberText(pos_, true); }

SessionBoard ClobberSession::board() const {
    return std::visit(
        [](const auto& p) {
            SessionBoard b;
            b.rows = p.rows();
            b.cols = p.cols();
            for (int r = p.rows() - 1; r >= 0; --r) {
                for (int c = 0; c < p.cols(); ++c) {
                    const int sq = r * p.cols() + c;
                    b.cells += p.discs(Side::First).test(sq)    ? 'B'
                               : p.discs(Side::Second).test(sq) ? 'W'
                                                                : '_';
                }
            }
            b.turn = sideSymbol(p.sideToMove());
            const Result r = p.result();
            if (r != Result::Ongoing) b.winner = r == Result::FirstWins ? 'B' : 'W';
            return b;
        },
        pos_);
}

std::vector<std::string> ClobberSession::legalMoves() const {
    return std::visit(
        [](const auto& p) {
            std::vector<std::string> out;
            typename std::decay_t<decltype(p)>::Moves moves;
            if (p.result() == Result::Ongoing) p.generate(moves);
            for (const ClobberMove m : moves) out.push_back(moveName(m, p.cols()));
            return out;
        },
        pos_);
}

std::string ClobberSession::play(const std::string& text) {
    return std::visit(
        [&](auto& p) -> std::string {
            const auto m = parseMoveName(text, p.rows(), p.cols());
            if (!m) return "malformed move '" + text + "': expected from and to squares like b2b3";
            typename std::decay_t<decltype(p)>::Moves moves;
            if (p.result() == Result::Ongoing) p.generate(moves);
            for (const ClobberMove legal : moves) {
                if (legal == *m) {
                    p.make(legal);
                    history_.push_back(legal);
                    return {};
                }
            }
            return "illegal move '" + text + "' for " + std::string(1, sideSymbol(p.sideToMove()));
        },
        pos_);
}

bool ClobberSession::undo() {
    if (history_.empty()) return false;
    std::visit([&](auto& p) { p.unmake(history_.back()); }, pos_);
    history_.pop_back();
    return true;
}

SessionSearch ClobberSession::search(const SessionSettings& s, const Progress& progress) {
    SessionSearch out;
    AgentSettings a;
    const auto algorithm = parseAlgorithm(s.algorithm);
    if (!algorithm) {
        out.error =
            "unknown algorithm '" + s.algorithm + "': expected minimax, alphabeta or engine";
        return out;
    }
    a.algorithm = *algorithm;
    if (s.depth < 1 || s.depth > kMaxSearchDepth) {
        out.error = "depth " + std::to_string(s.depth) + " out of range 1.." +
                    std::to_string(kMaxSearchDepth);
        return out;
    }
    a.depth = s.depth;
    if (a.algorithm == Algorithm::Engine) a.heuristic = kDefaultEngineHeuristic;
    if (!s.heuristic.empty()) {
        const auto h = findClobberHeuristic(s.heuristic);
        if (!h) {
            out.error = "unknown heuristic '" + s.heuristic + "'";
            return out;
        }
        a.heuristic = *h;
    }
    if (s.timeMs < 0 || s.tableMb < 1 || s.tableMb > 1024) {
        out.error = "time must be >= 0 ms and the table 1..1024 MiB";
        return out;
    }
    a.timeMs = *algorithm == Algorithm::Engine ? s.timeMs : 0;
    a.tableBytes = std::size_t(s.tableMb) << 20;
    if (std::visit([](const auto& p) { return p.result() != Result::Ongoing; }, pos_)) {
        out.error = "game over: there is no move to search";
        return out;
    }
    const auto started = std::chrono::steady_clock::now();
    auto onNodes = [&](uint64_t nodes, int depth) {
        if (progress)
            progress(
                nodes, depth,
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
    };
    const MoveReport r = think(pos_, a, onNodes);
    const int cols = std::visit([](const auto& p) { return p.cols(); }, pos_);
    out.move = moveName(r.move, cols);
    out.value = r.value;
    out.nodes = r.nodes;
    out.seconds = r.seconds;
    out.depth = r.depth;
    out.proven = r.proven;
    out.provenWin = r.provenWin;
    for (const ClobberMove m : r.pv) out.pv.push_back(moveName(m, cols));
    return out;
}

SessionSolve ClobberSession::solve(int tableMb, const Progress& progress) {
    SessionSolve out;
    if (tableMb < 1 || tableMb > 4096) {
        out.error = "table size must be 1..4096 MiB";
        return out;
    }
    return std::visit(
        [&](const auto& p) {
            constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
            auto solver = std::make_unique<ClobberSolver<W>>(std::size_t(tableMb) << 20);
            const SolveResult r = solver->solve(p, [&](const SolveProgress& pr) {
                if (progress) progress(pr.nodes, 0, pr.seconds);
            });
            const Side winner = r.moverWins ? p.sideToMove() : opponent(p.sideToMove());
            out.winner = sideSymbol(winner);
            if (r.hasMove) out.move = moveName(r.move, p.cols());
            out.nodes = r.nodes;
            out.seconds = r.seconds;
            out.tableBytes = r.tableBytes;
            return out;
        },
        pos_);
}

std::string ClobberSession::perft(int depth, uint64_t& leaves) {
    if (depth < 0 || depth > 12) return "perft depth must be 0..12";
    leaves = std::visit([&](auto& p) { return gametree::perft(p, depth); }, pos_);
    return {};
}

} // namespace gametree
