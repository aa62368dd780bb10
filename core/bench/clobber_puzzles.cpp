#include "bench/clobber_puzzles.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <set>
#include <tuple>
#include <variant>

#include "bench/clobber_tournament.hpp"
#include "games/clobber/clobber_text.hpp"
#include "solver/clobber_solver.hpp"

namespace gametree {

namespace {

// The weak searches whose misses grade a puzzle.
constexpr int kMissDepths[] = {2, 4, 6};
constexpr std::size_t kFreshTableBytes = std::size_t{16} << 20;

template <int W>
class Finder {
  public:
    using P = Clobber<W>;

    explicit Finder(const PuzzleOptions& o) : o_(o), solver_(o.tableBytes) {}

    // The puzzle at `pos`, if it is one.
    std::optional<Puzzle> puzzleAt(const P& start) {
        P pos = start;
        const int discs = pos.occupied().count();
        if (discs < o_.minDiscs || discs > o_.maxDiscs || pos.result() != Result::Ongoing)
            return std::nullopt;
        if (pos.countMoves() < o_.minMoves) return std::nullopt;
        if (outcome(pos, nullptr) != 1) return std::nullopt;
        Moves first = classify(pos);
        if (!first.known || first.wins.size() != 1) return std::nullopt;

        Puzzle puzzle;
        puzzle.position = clobberText(start, true);
        puzzle.discs = discs;
        puzzle.legalMoves = pos.countMoves();
        Moves here = std::move(first);
        for (int step = 0;; ++step) {
            const ClobberMove win = here.wins.front();
            puzzle.line.push_back(name(win));
            auto& wrong = puzzle.wrong.emplace_back();
            for (const auto& [m, answer] : here.losing) wrong.emplace_back(name(m), name(answer));
            pos.make(win);
            if (pos.result() != Result::Ongoing || step + 1 >= o_.maxSteps) break;
            // The defence: the reply that leaves the winner the fewest winning
            // moves (one: the solution goes on), the first such as generated.
            std::optional<std::pair<ClobberMove, Moves>> best;
            typename P::Moves replies;
            pos.generate(replies);
            for (const ClobberMove r : replies) {
                pos.make(r);
                Moves after = pos.result() == Result::Ongoing ? classify(pos) : Moves{};
                pos.unmake(r);
                if (!after.known || after.wins.empty()) continue;
                if (!best || after.wins.size() < best->second.wins.size())
                    best.emplace(r, std::move(after));
                if (best->second.wins.size() == 1) break;
            }
            if (!best || best->second.wins.size() != 1) break;
            // A winner's move with no other move to choose is no question.
            pos.make(best->first);
            const bool choice = pos.countMoves() >= 2;
            pos.unmake(best->first);
            if (!choice) break;
            puzzle.line.push_back(name(best->first));
            pos.make(best->first);
            here = std::move(best->second);
        }
        grade(start, puzzle);
        return puzzle;
    }

  private:
    struct Moves {
        bool known = true;
        std::vector<ClobberMove> wins;                           // stops at the second
        std::vector<std::pair<ClobberMove, ClobberMove>> losing; // with the answer that wins
    };

    std::string name(ClobberMove m) const { return moveName(m, o_.cols); }

    // 1: the side to move wins (and *win is a winning move), 0: it loses,
    // -1: not proven within the node limit.
    int outcome(const P& p, ClobberMove* win) {
        if (p.result() != Result::Ongoing) return 0; // no move: lost
        const SolveResult r = solver_.solve(p, {}, o_.nodeLimit);
        if (!r.solved) return -1;
        if (r.moverWins && win) *win = r.move;
        return r.moverWins ? 1 : 0;
    }

    // The winning moves of p (up to two) and, while there is at most one,
    // every losing move with the opponent's winning answer.
    Moves classify(P& p) {
        Moves out;
        typename P::Moves moves;
        p.generate(moves);
        for (const ClobberMove m : moves) {
            p.make(m);
            ClobberMove answer{};
            const int o = outcome(p, &answer);
            p.unmake(m);
            if (o < 0) {
                out.known = false;
                return out;
            }
            if (o == 0) {
                out.wins.push_back(m);
                if (out.wins.size() >= 2) return out;
            } else {
                out.losing.emplace_back(m, answer);
            }
        }
        return out;
    }

    // The measures: the weak searches that miss the move, a fresh proof's nodes.
    void grade(const P& start, Puzzle& puzzle) {
        for (const int depth : kMissDepths) {
            AnyClobber pos = start;
            AgentSettings s;
            s.algorithm = Algorithm::AlphaBeta;
            s.depth = depth;
            const MoveReport r = think(pos, s);
            if (name(r.move) != puzzle.line.front())
                puzzle.missedBy.push_back("alphabeta:" + std::to_string(depth));
        }
        ClobberSolver<W> fresh(kFreshTableBytes);
        puzzle.solverNodes = fresh.solve(start).nodes;
        puzzle.difficulty =
            1 + int(puzzle.missedBy.size()) + (puzzle.solverNodes >= kHardPuzzleNodes ? 1 : 0);
    }

    const PuzzleOptions& o_;
    ClobberSolver<W> solver_;
};

// One finder a board width, made when first needed (a run has one board).
template <class P>
struct WidthOf;
template <int W>
struct WidthOf<Clobber<W>> {
    static constexpr int value = W;
};

class Finders {
  public:
    explicit Finders(const PuzzleOptions& o) : o_(o) {}
    template <int W>
    Finder<W>& of() {
        auto& slot = std::get<std::unique_ptr<Finder<W>>>(finders_);
        if (!slot) slot = std::make_unique<Finder<W>>(o_);
        return *slot;
    }

  private:
    const PuzzleOptions& o_;
    std::tuple<std::unique_ptr<Finder<1>>, std::unique_ptr<Finder<2>>, std::unique_ptr<Finder<4>>>
        finders_;
};

} // namespace

std::vector<Puzzle> findPuzzles(const PuzzleOptions& o,
                                const std::function<void(const PuzzleProgress&)>& progress) {
    std::vector<Puzzle> out;
    std::set<std::string> seen;
    PuzzleProgress done;
    const auto openings = randomOpenings(o.rows, o.cols, o.games, o.openingPlies, o.seed);
    Finders finders(o);
    for (std::size_t g = 0; g < openings.size(); ++g) {
        // The game: every position, in order.
        std::vector<AnyClobber> positions;
        AnyClobber pos = openings[g];
        for (;;) {
            positions.push_back(pos);
            const auto [over, mover] = std::visit(
                [](const auto& p) {
                    return std::pair{p.result() != Result::Ongoing, p.sideToMove()};
                },
                pos);
            if (over) break;
            const MoveReport r = think(pos, mover == Side::First ? o.black : o.white);
            std::visit([&](auto& p) { p.make(r.move); }, pos);
        }
        int fromGame = 0;
        for (std::size_t ply = 0; ply < positions.size() && fromGame < o.perGame; ++ply) {
            ++done.positions;
            std::optional<Puzzle> puzzle = std::visit(
                [&](const auto& p) -> std::optional<Puzzle> {
                    constexpr int W = WidthOf<std::decay_t<decltype(p)>>::value;
                    return finders.template of<W>().puzzleAt(p);
                },
                positions[ply]);
            if (!puzzle || !seen.insert(puzzle->position).second) continue;
            puzzle->game = int(g);
            puzzle->ply = int(ply);
            out.push_back(std::move(*puzzle));
            ++fromGame;
            ++done.found;
            if (o.count && int(out.size()) >= o.count) break;
        }
        done.games = int(g) + 1;
        if (progress) progress(done);
        if (o.count && int(out.size()) >= o.count) break;
    }
    return out;
}

std::string packedRows(const AnyClobber& pos) {
    const std::string text = clobberText(pos, false);
    std::string rows;
    std::size_t run = 0;
    auto flush = [&] {
        if (run) rows += std::to_string(run);
        run = 0;
    };
    for (const char c : text) {
        if (c == '_') {
            ++run;
        } else if (c == 'B' || c == 'W') {
            flush();
            rows += c;
        } else if (c == '\n') {
            flush();
            rows += '-';
        }
    }
    flush();
    while (!rows.empty() && rows.back() == '-') rows.pop_back();
    return rows;
}

std::string puzzleJson(const Puzzle& p, const std::string& id, int rows, int cols) {
    const ClobberParse parsed = parseClobber(p.position);
    const AnyClobber& pos = *parsed.position;
    const bool black = std::visit([](const auto& q) { return q.sideToMove() == Side::First; }, pos);
    // A list of strings, each quoted (moves and ids hold no character JSON escapes).
    auto list = [](std::string& j, const std::vector<std::string>& items) {
        j += '[';
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i) j += ',';
            j += '"';
            j += items[i];
            j += '"';
        }
        j += ']';
    };
    std::string j = "{\"id\":\"";
    j += id;
    j += "\",\"rows\":";
    j += std::to_string(rows);
    j += ",\"cols\":";
    j += std::to_string(cols);
    j += ",\"board\":\"";
    j += packedRows(pos);
    j += "\",\"turn\":\"";
    j += black ? 'B' : 'W';
    j += "\",\"line\":";
    list(j, p.line);
    j += ",\"wrong\":[";
    for (std::size_t s = 0; s < p.wrong.size(); ++s) {
        if (s) j += ',';
        std::vector<std::string> pairs;
        for (const auto& [move, answer] : p.wrong[s]) pairs.push_back(move + answer);
        list(j, pairs);
    }
    j += "],\"difficulty\":";
    j += std::to_string(p.difficulty);
    j += ",\"nodes\":";
    j += std::to_string(p.solverNodes);
    j += ",\"missedBy\":";
    list(j, p.missedBy);
    j += ",\"discs\":";
    j += std::to_string(p.discs);
    j += ",\"game\":";
    j += std::to_string(p.game);
    j += ",\"ply\":";
    j += std::to_string(p.ply);
    j += '}';
    return j;
}

} // namespace gametree
