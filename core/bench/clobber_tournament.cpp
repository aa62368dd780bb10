#include "bench/clobber_tournament.hpp"

#include <algorithm>
#include <cmath>

#include "base/plain_number.hpp"

namespace gametree {

std::optional<Agent> parseAgent(std::string_view text, std::string& error) {
    Agent agent;
    agent.name = std::string(text);
    const std::string named = "agent " + quotedText(text);
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t colon = text.find(':', start);
        parts.push_back(text.substr(start, colon - start));
        if (colon == std::string_view::npos) break;
        start = colon + 1;
    }
    if (parts.size() < 2 || parts.size() > 3) {
        error = named + ": expected ALGORITHM:LIMIT[:HEURISTIC]";
        return std::nullopt;
    }
    const auto algorithm = parseAlgorithm(parts[0]);
    if (!algorithm) {
        error = named + ": unknown algorithm " + quotedText(parts[0]) +
                " (minimax, alphabeta or engine)";
        return std::nullopt;
    }
    agent.settings.algorithm = *algorithm;
    if (*algorithm == Algorithm::Engine) agent.settings.heuristic = kDefaultEngineHeuristic;
    std::string_view limit = parts[1];
    std::string why;
    if (limit.size() > 2 && limit.substr(limit.size() - 2) == "ms") {
        if (*algorithm != Algorithm::Engine) {
            error = named + ": a time limit like 100ms needs the engine (engine:100ms)";
            return std::nullopt;
        }
        const auto ms =
            parseWholeNumber<int>(limit.substr(0, limit.size() - 2), 1, kMaxMoveTimeMs, &why);
        if (!ms) {
            error = named + ": the time per move in ms: " + why;
            return std::nullopt;
        }
        agent.settings.timeMs = *ms;
        agent.settings.depth = kMaxSearchDepth;
    } else {
        const auto depth = parseWholeNumber<int>(limit, 1, kMaxSearchDepth, &why);
        if (!depth) {
            error = named + ": the limit must be a depth, 1.." + std::to_string(kMaxSearchDepth) +
                    ", or a time like 100ms (" + why + ")";
            return std::nullopt;
        }
        agent.settings.depth = *depth;
    }
    if (parts.size() == 3) {
        const auto h = findClobberHeuristic(parts[2]);
        if (!h) {
            error = named + ": unknown heuristic " + quotedText(parts[2]);
            return std::nullopt;
        }
        agent.settings.heuristic = *h;
    }
    return agent;
}

std::vector<AnyClobber> randomOpenings(int rows, int cols, int count, int plies, uint64_t seed) {
    std::vector<AnyClobber> out;
    std::vector<uint64_t> seen;
    uint64_t state = seed;
    // Small boards have few distinct openings; stop looking after many repeats.
    for (int tries = 0; int(out.size()) < count && tries < 100 * count; ++tries) {
        AnyClobber pos = startClobber(rows, cols);
        const uint64_t hash = std::visit(
            [&](auto& p) {
                for (int i = 0; i < plies; ++i) {
                    typename std::decay_t<decltype(p)>::Moves moves;
                    p.generate(moves);
                    if (moves.empty()) break;
                    p.make(moves[zobrist::splitmix64(state) % moves.size()]);
                }
                return p.hash();
            },
            pos);
        if (std::find(seen.begin(), seen.end(), hash) != seen.end()) continue;
        seen.push_back(hash);
        out.push_back(std::move(pos));
    }
    return out;
}

std::pair<double, double> wilsonInterval(int wins, int games) {
    if (games == 0) return {0, 1};
    const double z = 1.959964, n = games, p = wins / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Side playGame(AnyClobber pos, const AgentSettings& black, const AgentSettings& white, int* rounds) {
    int played = 0;
    for (;;) {
        const bool over =
            std::visit([](const auto& p) { return p.result() != Result::Ongoing; }, pos);
        if (over) break;
        const Side mover = std::visit([](const auto& p) { return p.sideToMove(); }, pos);
        const MoveReport r = think(pos, mover == Side::First ? black : white);
        std::visit([&](auto& p) { p.make(r.move); }, pos);
        ++played;
    }
    if (rounds) *rounds = played;
    // The side to move has no move and has lost.
    return opponent(std::visit([](const auto& p) { return p.sideToMove(); }, pos));
}

std::vector<PairResult> runTournament(const std::vector<Agent>& agents,
                                      const std::vector<AnyClobber>& openings,
                                      const std::function<void(const PairResult&)>& onGame) {
    std::vector<PairResult> results;
    for (std::size_t a = 0; a < agents.size(); ++a) {
        for (std::size_t b = a + 1; b < agents.size(); ++b) {
            PairResult r;
            r.a = int(a);
            r.b = int(b);
            for (const AnyClobber& opening : openings) {
                for (int colour = 0; colour < 2; ++colour) {
                    // Agent a plays the side to move of the opening first, then the other.
                    const Side mover =
                        std::visit([](const auto& p) { return p.sideToMove(); }, opening);
                    const Side aSide = colour == 0 ? mover : opponent(mover);
                    const AgentSettings& sa = agents[a].settings;
                    const AgentSettings& sb = agents[b].settings;
                    const Side winner = aSide == Side::First ? playGame(opening, sa, sb)
                                                             : playGame(opening, sb, sa);
                    ++r.games;
                    r.winsA += winner == aSide;
                    if (onGame) onGame(r);
                }
            }
            results.push_back(r);
        }
    }
    return results;
}

} // namespace gametree
