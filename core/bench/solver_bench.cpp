#include "bench/solver_bench.hpp"

#include <algorithm>
#include <filesystem>
#include <memory>
#include <stdexcept>

#include "solver/clobber_dfpn.hpp"
#include "solver/clobber_solver.hpp"

namespace gametree {

namespace {

// The square sq lands on under symmetry s of a rows x cols board, or -1 when
// s does not fit the board (a quarter turn of a rectangle).
int image(int s, int sq, int rows, int cols) {
    const int r = sq / cols, c = sq % cols;
    const int rr = rows - 1 - r, cc = cols - 1 - c;
    int tr = 0, tc = 0;
    switch (s) {
    case 0:
        tr = r, tc = c;
        break;
    case 1:
        tr = r, tc = cc;
        break;
    case 2:
        tr = rr, tc = c;
        break;
    case 3:
        tr = rr, tc = cc;
        break;
    case 4:
        tr = c, tc = r;
        break;
    case 5:
        tr = c, tc = rr;
        break;
    case 6:
        tr = cc, tc = r;
        break;
    default:
        tr = cc, tc = rr;
        break;
    }
    if (s >= 4 && rows != cols) return -1;
    return tr * cols + tc;
}

template <int W>
bool keepsStart(const Clobber<W>& start, int s) {
    const int rows = start.rows(), cols = start.cols();
    for (int sq = 0; sq < rows * cols; ++sq) {
        const int to = image(s, sq, rows, cols);
        if (to < 0) return false;
        if (start.discs(Side::First).test(sq) != start.discs(Side::First).test(to)) return false;
    }
    return true;
}

template <int W>
std::vector<ClobberMove> distinctMoves(const Clobber<W>& start) {
    const int rows = start.rows(), cols = start.cols();
    std::vector<int> symmetries;
    for (int s = 0; s < 8; ++s)
        if (keepsStart(start, s)) symmetries.push_back(s);
    typename Clobber<W>::Moves moves;
    start.generate(moves);
    std::vector<ClobberMove> kept;
    for (const ClobberMove m : moves) {
        bool seen = false;
        for (const int s : symmetries) {
            const ClobberMove t{uint8_t(image(s, m.from, rows, cols)),
                                uint8_t(image(s, m.to, rows, cols))};
            seen |= std::find(kept.begin(), kept.end(), t) != kept.end();
        }
        if (!seen) kept.push_back(m);
    }
    return kept;
}

template <int W>
void addReplies(Clobber<W> p, const std::string& name, std::vector<SolveBenchPosition>& out) {
    typename Clobber<W>::Moves replies;
    p.generate(replies);
    for (const ClobberMove r : replies) {
        Clobber<W> q = p;
        q.make(r);
        out.push_back({name + " " + moveName(r, p.cols()), q});
    }
}

} // namespace

std::vector<ClobberMove> distinctFirstMoves(int rows, int cols) {
    return std::visit([](const auto& p) { return distinctMoves(p); }, startClobber(rows, cols));
}

std::vector<SolveBenchPosition> solveBenchSet(std::string_view set) {
    std::vector<SolveBenchPosition> out;
    const AnyClobber start = startClobber(6, 6);
    std::visit(
        [&](const auto& p) {
            if (set == "6x6-first") {
                for (const ClobberMove m : distinctMoves(p)) {
                    auto q = p;
                    q.make(m);
                    out.push_back({moveName(m, p.cols()), q});
                }
            } else if (set == "6x6-replies") {
                for (const char* first : kSolveBenchCandidates) {
                    auto q = p;
                    q.make(*parseMoveName(first, p.rows(), p.cols()));
                    addReplies(q, first, out);
                }
            }
        },
        start);
    return out;
}

std::vector<SolveBenchLine>
runSolveBench(const std::vector<SolveBenchPosition>& positions, const SolveBenchLimits& limits,
              const std::function<void(const SolveBenchLine&)>& report) {
    std::vector<SolveBenchLine> lines;
    for (const SolveBenchPosition& bp : positions) {
        SolveBenchLine line;
        line.index = int(lines.size()) + 1;
        line.name = bp.name;
        std::visit(
            [&](const auto& p) {
                constexpr int W = std::decay_t<decltype(p)>::BB::kWords;
                // A fresh solver each time: no position profits from another's
                // table, unless they share a table file.
                SolveResult r;
                auto run = [&](auto& solver, auto&& solve) {
                    const std::string& file = limits.tableFile;
                    if (!file.empty() && std::filesystem::exists(file))
                        if (const std::string error = solver.loadTable(file); !error.empty())
                            throw std::runtime_error(error);
                    solver.setTimeLimit(limits.timeCap, limits.cpuTime);
                    r = solve();
                    line.storeBytes = solver.storeBytes();
                    // What an unfinished solve proved is as true as the rest.
                    if (!file.empty() && !solver.saveTable(file))
                        throw std::runtime_error("cannot write " + file);
                };
                if (limits.method == SolveBenchLimits::Method::Dfpn) {
                    auto solver = std::make_unique<ClobberDfpn<W>>(limits.tableBytes,
                                                                   limits.leafDiscs, limits.budget);
                    run(*solver, [&] { return solver->solve(p, limits.nodeCap); });
                } else {
                    auto solver = std::make_unique<ClobberSolver<W>>(limits.tableBytes);
                    solver->setRootOrder(limits.rootOrder);
                    if (limits.threads > 0) solver->setThreads(limits.threads);
                    if (limits.trace)
                        solver->setTrace(limits.traceDepth, [&](const SolveTraceLine& t) {
                            std::string line =
                                std::string(std::size_t(2 * t.depth), ' ') + "d" +
                                std::to_string(t.depth) + " " + moveName(t.move, p.cols()) +
                                " nodes " + std::to_string(t.nodes) + (t.wins ? " wins" : " fails");
                            if (t.refuted)
                                line += ", refuted by " + moveName(t.refutation, p.cols());
                            limits.trace(line);
                        });
                    run(*solver, [&] { return solver->solve(p, {}, limits.nodeCap); });
                }
                line.mover = p.sideToMove();
                line.solved = r.solved;
                line.moverWins = r.moverWins;
                if (r.hasMove) line.move = moveName(r.move, p.cols());
                line.nodes = r.nodes;
                line.seconds = r.seconds;
                line.cpuSeconds = r.cpuSeconds;
            },
            bp.position);
        lines.push_back(line);
        if (report) report(line);
    }
    return lines;
}

} // namespace gametree
