#include "agent_options.hpp"

#include <algorithm>

#include "search/agent.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

// Every game's heuristic names: the option is checked against these when it
// is parsed, and against the game's own once the game is known.
std::vector<std::string> heuristicNames() {
    std::vector<std::string> names;
    for (const GameInfo* g : games())
        for (const HeuristicInfo& h : g->heuristics)
            if (std::find(names.begin(), names.end(), h.name) == names.end())
                names.emplace_back(h.name);
    return names;
}

std::vector<std::string> algorithmNames() {
    return {kAlgorithmNames.begin(), kAlgorithmNames.end()};
}

void addSide(CLI::App& app, SideOptions& s, const std::string& prefix, const std::string& who) {
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
                   "Heuristic of " + who +
                       " (see 'gametree heuristics --game G'; by default the game's own)")
        ->check(CLI::IsMember(heuristicNames()))
        ->type_name("NAME");
    app.add_option("--" + prefix + "time-ms", s.timeMs,
                   "Time per move of " + who +
                       " in milliseconds, engine only (default 1000 when no depth is given)")
        ->check(wholeNumberIn(1, 3'600'000))
        ->type_name("MS");
}

// "--white-heuristic" when the side's own option was given, else "--heuristic".
std::string optionName(Side side, bool own, const char* name) {
    return std::string("--") + (own ? (side == Side::First ? "black-" : "white-") : "") + name;
}

} // namespace

void addAgentOptions(CLI::App& app, AgentOptions& o, bool perSide) {
    addSide(app, o.both, "", perSide ? "both sides" : "the side to move");
    app.add_option("--table-mb", o.tableMb,
                   "Transposition table of the engine in MiB, 1..4096 (default 16); exit 4 if it "
                   "does not fit in memory")
        ->check(wholeNumberIn(1, 4096))
        ->type_name("MB");
    strictFlag(app, "--no-book", o.noBook,
               "Clobber's engine: leave the proof books out and search (as on a board without "
               "one)");
    if (perSide) {
        addSide(app, o.black, "black-", "Black (overrides the option for both)");
        addSide(app, o.white, "white-", "White (overrides the option for both)");
    }
}

SessionSettings resolve(const AgentOptions& o, Side side, const GameInfo& game) {
    const SideOptions& own = side == Side::First ? o.black : o.white;
    auto pick = [&](auto member) { return own.*member ? own.*member : o.both.*member; };
    SessionSettings s;
    if (const auto a = pick(&SideOptions::algorithm)) s.algorithm = *a;
    const bool engine = s.algorithm == algorithmName(Algorithm::Engine);
    if (const auto h = pick(&SideOptions::heuristic))
        s.heuristic = *h;
    else
        s.heuristic = engine ? game.defaultEngineHeuristic : game.defaultHeuristic;
    const auto depth = pick(&SideOptions::depth);
    const auto time = pick(&SideOptions::timeMs);
    if (depth) s.depth = *depth;
    if (engine) {
        if (time) s.timeMs = *time;
        if (!depth && !time) s.timeMs = 1000;
        if (!depth) s.depth = kMaxSearchDepth;
    }
    s.tableMb = o.tableMb;
    s.useBook = !o.noBook;
    return s;
}

std::optional<std::string> conflict(const AgentOptions& o, const GameInfo& game) {
    if (o.noBook) {
        if (auto e = noBookConflict(game)) return e;
        const auto engine = algorithmName(Algorithm::Engine);
        if (resolve(o, Side::First, game).algorithm != engine &&
            resolve(o, Side::Second, game).algorithm != engine)
            return std::string("--no-book turns the engine's proof books off: it needs "
                               "--algorithm engine");
    }
    for (Side side : {Side::First, Side::Second}) {
        const SideOptions& own = side == Side::First ? o.black : o.white;
        const bool timed = own.timeMs || o.both.timeMs;
        const SessionSettings s = resolve(o, side, game);
        if (timed && s.algorithm != algorithmName(Algorithm::Engine))
            return optionName(side, own.timeMs.has_value(), "time-ms") +
                   " (a time per move) needs the engine: add --algorithm engine";
        bool known = false;
        for (const HeuristicInfo& h : game.heuristics) known |= h.name == s.heuristic;
        if (!known) {
            std::string names;
            for (const HeuristicInfo& h : game.heuristics)
                names += (names.empty() ? "" : ", ") + std::string(h.name);
            return optionName(side, own.heuristic.has_value(), "heuristic") + ": '" + s.heuristic +
                   "' is not a heuristic of " + std::string(game.name) + " (expected " + names +
                   ")";
        }
    }
    return std::nullopt;
}

std::optional<std::string> noBookConflict(const GameInfo& game) {
    if (game.name == "clobber") return std::nullopt;
    return "--no-book: " + std::string(game.name) + " has no proof books (only clobber has)";
}

} // namespace gametree::cli
