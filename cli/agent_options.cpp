#include "agent_options.hpp"

#include "validators.hpp"

namespace gametree::cli {

namespace {

std::vector<std::string> heuristicNames() {
    std::vector<std::string> names;
    for (const HeuristicInfo& h : kClobberHeuristics) names.emplace_back(h.name);
    return names;
}

std::vector<std::string> algorithmNames() {
    return {kAlgorithmNames.begin(), kAlgorithmNames.end()};
}

void addSide(CLI::App& app, SideOptions& s, const std::string& prefix, const std::string& who) {
    const std::string heuristics = CLI::detail::join(heuristicNames(), "|");
    app.add_option("--" + prefix + "algorithm", s.algorithm,
                   "Search of " + who + ": minimax, alphabeta or engine (default alphabeta)")
        ->check(CLI::IsMember(algorithmNames()))
        ->type_name("ALGO");
    app.add_option("--" + prefix + "depth", s.depth,
                   "Search depth of " + who + " in plies, 1.." + std::to_string(kMaxSearchDepth) +
                       " (default 4; for the engine the deepest iteration)")
        ->check(wholeNumberIn(1, kMaxSearchDepth))
        ->type_name("D");
    app.add_option("--" + prefix + "heuristic", s.heuristic,
                   "Heuristic of " + who + " (see 'gametree heuristics'; default " +
                       std::string(heuristicName(kDefaultClobberHeuristic)) + ", " +
                       std::string(heuristicName(kDefaultEngineHeuristic)) + " for the engine)")
        ->check(CLI::IsMember(heuristicNames()))
        ->type_name("NAME");
    app.add_option("--" + prefix + "time-ms", s.timeMs,
                   "Time per move of " + who +
                       " in milliseconds, engine only (default 1000 when no depth is given)")
        ->check(wholeNumberIn(1, 3'600'000))
        ->type_name("MS");
}

} // namespace

void addAgentOptions(CLI::App& app, AgentOptions& o, bool perSide) {
    addSide(app, o.both, "", perSide ? "both sides" : "the side to move");
    app.add_option("--table-mb", o.tableMb,
                   "Transposition table of the engine in MiB, 1..4096 (default 16)")
        ->check(wholeNumberIn(1, 4096))
        ->type_name("MB");
    if (perSide) {
        addSide(app, o.black, "black-", "Black (overrides the option for both)");
        addSide(app, o.white, "white-", "White (overrides the option for both)");
    }
}

AgentSettings resolve(const AgentOptions& o, Side side) {
    const SideOptions& own = side == Side::First ? o.black : o.white;
    auto pick = [&](auto member) { return own.*member ? own.*member : o.both.*member; };
    AgentSettings s;
    if (const auto a = pick(&SideOptions::algorithm)) s.algorithm = *parseAlgorithm(*a);
    if (const auto h = pick(&SideOptions::heuristic))
        s.heuristic = *findClobberHeuristic(*h);
    else if (s.algorithm == Algorithm::Engine)
        s.heuristic = kDefaultEngineHeuristic;
    const auto depth = pick(&SideOptions::depth);
    const auto time = pick(&SideOptions::timeMs);
    if (depth) s.depth = *depth;
    if (s.algorithm == Algorithm::Engine) {
        if (time) s.timeMs = *time;
        if (!depth && !time) s.timeMs = 1000;
        if (!depth) s.depth = kMaxSearchDepth;
    }
    s.tableBytes = std::size_t(o.tableMb) << 20;
    return s;
}

std::optional<std::string> conflict(const AgentOptions& o) {
    for (Side side : {Side::First, Side::Second}) {
        const SideOptions& own = side == Side::First ? o.black : o.white;
        const bool timed = own.timeMs || o.both.timeMs;
        if (timed && resolve(o, side).algorithm != Algorithm::Engine)
            return std::string("a time per move (--") +
                   (own.timeMs ? (side == Side::First ? "black-" : "white-") : "") +
                   "time-ms) needs the engine: add --algorithm engine";
    }
    return std::nullopt;
}

std::string describe(const AgentSettings& s) {
    std::string out = std::string(algorithmName(s.algorithm)) + " depth " + std::to_string(s.depth);
    if (s.timeMs) out += " time " + std::to_string(s.timeMs) + "ms";
    return out + " heuristic " + std::string(heuristicName(s.heuristic));
}

} // namespace gametree::cli
