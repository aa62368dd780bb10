// Embind bindings: a thin adapter from JavaScript values to the engine
// facade (core/session/session.hpp). Every argument from JavaScript is checked
// here, and every error goes back as a value; nothing throws across.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "bench/clobber_bench.hpp"
#include "engine/clobber_agent.hpp"
#include "proof/proof_book.hpp"
#include "session/session.hpp"

using emscripten::val;
using namespace gametree;

namespace {

bool isInteger(const val& v) { return val::global("Number").call<bool>("isInteger", v); }
bool isString(const val& v) { return v.typeOf().as<std::string>() == "string"; }
bool isFunction(const val& v) { return v.typeOf().as<std::string>() == "function"; }

val errorObject(const std::string& message) {
    val o = val::object();
    o.set("ok", false);
    o.set("error", message);
    return o;
}

val stringArray(const std::vector<std::string>& items) {
    val a = val::array();
    for (const std::string& s : items) a.call<void>("push", s);
    return a;
}

std::string version() { return "gametree 0.1.0"; }

// A proof book fetched by the page (proof/proof_book.hpp, addBook): its name
// and its bytes, a Uint8Array. Returns an error message, or ''.
std::string addProofBook(std::string name, val bytes) {
    if (!bytes.instanceof (val::global("Uint8Array")))
        return "addBook: the bytes must be a Uint8Array";
    const std::vector<uint8_t> data = emscripten::convertJSArrayToNumberVector<uint8_t>(bytes);
    return addBook(name, std::string_view(reinterpret_cast<const char*>(data.data()), data.size()));
}

val heuristicList(std::span<const HeuristicInfo> list) {
    val a = val::array();
    for (const HeuristicInfo& h : list) {
        val o = val::object();
        o.set("name", std::string(h.name));
        o.set("description", std::string(h.description));
        o.set("adaptive", h.adaptive);
        a.call<void>("push", o);
    }
    return a;
}

// Every game with what the page needs to set it up.
val gameList() {
    val a = val::array();
    for (const GameInfo* g : gametree::games()) {
        val o = val::object();
        o.set("name", std::string(g->name));
        o.set("symbols", std::string(g->symbols));
        o.set("heuristics", heuristicList(g->heuristics));
        o.set("defaultHeuristic", std::string(g->defaultHeuristic));
        o.set("defaultEngineHeuristic", std::string(g->defaultEngineHeuristic));
        o.set("defaultRows", g->defaultRows);
        o.set("defaultCols", g->defaultCols);
        o.set("moveSyntax", std::string(g->moveSyntax));
        o.set("hasSolver", g->hasSolver);
        a.call<void>("push", o);
    }
    return a;
}

val algorithms() {
    return stringArray(std::vector<std::string>(kAlgorithmNames.begin(), kAlgorithmNames.end()));
}

// Clobber's, for pages that know one game only.
val heuristics() { return heuristicList(kClobberHeuristics); }

std::string defaultHeuristic() { return std::string(heuristicName(kDefaultClobberHeuristic)); }
std::string defaultEngineHeuristic() { return std::string(heuristicName(kDefaultEngineHeuristic)); }

val bench() {
    const BenchReport r = runBench();
    val o = val::object();
    o.set("ok", true);
    o.set("nodes", double(r.nodes));
    o.set("seconds", r.seconds);
    o.set("nodesPerSecond", r.nodesPerSecond());
    return o;
}

// Reads an optional integer field; returns false with an error if it is set
// but not an integer.
bool readInt(const val& settings, const char* key, int& out, std::string& error) {
    const val v = settings[key];
    if (v.isUndefined() || v.isNull()) return true;
    if (!isInteger(v)) {
        error = std::string("settings.") + key + " must be an integer";
        return false;
    }
    out = v.as<int>();
    return true;
}

bool readBool(const val& settings, const char* key, bool& out, std::string& error) {
    const val v = settings[key];
    if (v.isUndefined() || v.isNull()) return true;
    if (v.typeOf().as<std::string>() != "boolean") {
        error = std::string("settings.") + key + " must be true or false";
        return false;
    }
    out = v.as<bool>();
    return true;
}

bool readString(const val& settings, const char* key, std::string& out, std::string& error) {
    const val v = settings[key];
    if (v.isUndefined() || v.isNull()) return true;
    if (!isString(v)) {
        error = std::string("settings.") + key + " must be a string";
        return false;
    }
    out = v.as<std::string>();
    return true;
}

// A WebAssembly heap holds at most 2 GiB (and size_t has 32 bits): a larger
// table is refused here rather than wrapping around to a tiny one.
constexpr int kMaxTableMb = 2048;
std::string tableTooLarge(int mb) {
    return "a table of " + std::to_string(mb) +
           " MiB does not fit in the WebAssembly heap (at most " + std::to_string(kMaxTableMb) +
           " MiB)";
}

// A search trace (GameSession::trace) for the page's tree view, as plain
// arrays: one entry per node in visit order, numbers in typed arrays (copied
// out of the module's memory), moves as numbers into `names`, each distinct
// move's name once. Fields as in `gametree tree --format json` (docs/cli.md, "tree"), by
// column instead of by node.
template <class T>
val typedCopy(const std::vector<T>& v) {
    return val(emscripten::typed_memory_view(v.size(), v.data())).call<val>("slice");
}

val traceObject(GameSession& session, val settings, val maxNodes, val onProgress) {
    if (settings.isUndefined() || settings.isNull()) settings = val::object();
    if (settings.typeOf().as<std::string>() != "object")
        return errorObject("settings must be an object");
    SessionSettings s;
    s.depth = 3;
    std::string error;
    if (!readString(settings, "algorithm", s.algorithm, error) ||
        !readInt(settings, "depth", s.depth, error) ||
        !readString(settings, "heuristic", s.heuristic, error) ||
        !readString(settings, "ordering", s.ordering, error))
        return errorObject(error);
    int cap = int(SearchTrace<int>::kDefaultMaxNodes);
    if (!maxNodes.isUndefined() && !maxNodes.isNull()) {
        if (!isInteger(maxNodes)) return errorObject("maxNodes must be an integer");
        cap = maxNodes.as<int>();
        if (cap < 1)
            return errorObject("the node cap must be 1.." + std::to_string(kMaxTraceNodes));
    }
    // The nodes searched every 65,536, recorded or not, for a long search's
    // progress.
    GameSession::Progress progress;
    if (isFunction(onProgress))
        progress = [&](uint64_t nodes, int, double seconds) {
            val p = val::object();
            p.set("nodes", double(nodes));
            p.set("seconds", seconds);
            onProgress(p);
        };
    const SessionTrace t = session.trace(s, std::size_t(cap), progress);
    if (!t.error.empty()) return errorObject(t.error);
    val o = val::object();
    o.set("ok", true);
    o.set("algorithm", t.algorithm);
    o.set("ordering", t.ordering);
    o.set("heuristic", t.heuristic);
    o.set("depth", t.depth);
    o.set("searched", double(t.searched));
    o.set("recorded", double(t.size()));
    o.set("maxNodes", double(t.maxNodes));
    o.set("truncated", t.truncated);
    val perPly = val::array();
    for (const uint64_t n : t.searchedPerPly) perPly.call<void>("push", double(n));
    o.set("searchedPerPly", perPly);
    o.set("infinity", kInfinity);
    o.set("value", t.rootValue);
    o.set("best", t.best);
    o.set("pv", stringArray(t.pv));
    val nodes = val::object();
    nodes.set("parent", typedCopy(t.parent));
    nodes.set("moveId", typedCopy(t.moveId));
    nodes.set("ply", typedCopy(t.ply));
    nodes.set("kind", typedCopy(t.kind));
    nodes.set("max", typedCopy(t.maximizing));
    nodes.set("alpha", typedCopy(t.alpha));
    nodes.set("beta", typedCopy(t.beta));
    nodes.set("alphaOut", typedCopy(t.alphaOut));
    nodes.set("betaOut", typedCopy(t.betaOut));
    nodes.set("value", typedCopy(t.value));
    nodes.set("pv", typedCopy(t.onPv));
    nodes.set("prunedBegin", typedCopy(t.prunedBegin));
    nodes.set("prunedCount", typedCopy(t.prunedCount));
    o.set("nodes", nodes);
    o.set("prunedId", typedCopy(t.prunedId));
    o.set("names", stringArray(t.names));
    return o;
}

class Session {
  public:
    Session() : s_(makeSession("clobber")) {}

    std::string game() const { return std::string(s_->info().name); }
    // Switches to the named game at its default start; an error for an unknown name.
    std::string setGame(val name) {
        if (!isString(name)) return "the game must be a string";
        const std::string n = name.as<std::string>();
        if (n == game()) return {};
        auto next = makeSession(n);
        if (!next) return unknownGameMessage(n);
        s_ = std::move(next);
        return {};
    }
    std::string newGame(val rows, val cols) { return newGameK(rows, cols, val::undefined()); }
    std::string newGameK(val rows, val cols, val k) {
        if (!isInteger(rows) || !isInteger(cols)) return "rows and cols must be integers";
        if (!k.isUndefined() && !k.isNull() && !isInteger(k)) return "k must be an integer";
        const int line = k.isUndefined() || k.isNull() ? 0 : k.as<int>();
        if (line < 0) return "k must be positive";
        return s_->newGame({rows.as<int>(), cols.as<int>(), line});
    }
    std::string setPosition(val text) { return setPositionK(text, val::undefined()); }
    std::string setPositionK(val text, val k) {
        if (!isString(text)) return "the position must be a string of board text";
        if (!k.isUndefined() && !k.isNull() && (!isInteger(k) || k.as<int>() < 1))
            return "k must be a positive integer";
        return s_->setPosition(text.as<std::string>(),
                               k.isUndefined() || k.isNull() ? 0 : k.as<int>());
    }
    std::string position() const { return s_->position(true); }
    val board() const {
        const SessionBoard b = s_->board();
        val o = val::object();
        o.set("rows", b.rows);
        o.set("cols", b.cols);
        o.set("cells", b.cells);
        o.set("turn", std::string(1, b.turn));
        o.set("result", b.result);
        o.set("k", b.k);
        o.set("plies", b.plies);
        o.set("drawPlies", b.drawPlies);
        o.set("camps", b.camps);
        o.set("line", b.line);
        return o;
    }
    val legalMoves() const { return stringArray(s_->legalMoves()); }
    val path(val move) const {
        if (!isString(move)) return val::array();
        return stringArray(s_->path(move.as<std::string>()));
    }
    std::string play(val move) {
        if (!isString(move))
            return "the move must be a string like " +
                   std::string(s_->info().moveSyntax.substr(s_->info().moveSyntax.rfind(' ') + 1));
        return s_->play(move.as<std::string>());
    }
    bool undo() { return s_->undo(); }

    val search(val settings, val onProgress) {
        if (settings.isUndefined() || settings.isNull()) settings = val::object();
        if (settings.typeOf().as<std::string>() != "object")
            return errorObject("settings must be an object");
        SessionSettings s;
        std::string error;
        if (!readString(settings, "algorithm", s.algorithm, error) ||
            !readInt(settings, "depth", s.depth, error) ||
            !readString(settings, "heuristic", s.heuristic, error) ||
            !readInt(settings, "timeMs", s.timeMs, error) ||
            !readInt(settings, "tableMb", s.tableMb, error) ||
            !readBool(settings, "keepTables", s.keepTables, error))
            return errorObject(error);
        if (s.tableMb > kMaxTableMb) return errorObject(tableTooLarge(s.tableMb));
        const bool report = isFunction(onProgress);
        // Node counts every 65,536 nodes; at the end of each engine iteration
        // one more report with `iteration: true` and that iteration's result.
        const SessionSearch r = s_->search(
            s,
            [&](uint64_t nodes, int depth, double seconds) {
                if (!report) return;
                val p = val::object();
                p.set("nodes", double(nodes));
                p.set("depth", depth);
                p.set("seconds", seconds);
                onProgress(p);
            },
            [&](const SessionIteration& it) {
                if (!report) return;
                val p = val::object();
                p.set("nodes", double(it.nodes));
                p.set("depth", it.depth);
                p.set("seconds", it.seconds);
                p.set("iteration", true);
                p.set("value", it.value);
                p.set("move", it.pv.empty() ? std::string() : it.pv.front());
                p.set("pv", stringArray(it.pv));
                onProgress(p);
            });
        if (!r.error.empty()) return errorObject(r.error);
        val o = val::object();
        o.set("ok", true);
        o.set("move", r.move);
        o.set("value", r.value);
        o.set("nodes", double(r.nodes));
        o.set("seconds", r.seconds);
        o.set("depth", r.depth);
        o.set("proven", r.proven);
        o.set("provenWin", r.provenWin);
        o.set("source", r.source);
        o.set("book", r.book);
        o.set("pv", stringArray(r.pv));
        return o;
    }

    val solve(val tableMb, val onProgress) {
        return solveWithin(tableMb, onProgress, val(0), val::undefined(), val::undefined());
    }
    // timeMs > 0: the solver gives up after about that long (proven: false).
    // threads (GameSession::solve): 0 or none, the solver without threads;
    // 1 or more, that many (the threaded module runs them; the other, one).
    // books false: the solver searches what a proof book would answer (to
    // measure it).
    val solveWithin(val tableMb, val onProgress, val timeMs, val threads, val books) {
        int mb = 256;
        if (!tableMb.isUndefined() && !tableMb.isNull()) {
            if (!isInteger(tableMb)) return errorObject("tableMb must be an integer");
            mb = tableMb.as<int>();
            if (mb > kMaxTableMb) return errorObject(tableTooLarge(mb));
        }
        int ms = 0;
        if (!timeMs.isUndefined() && !timeMs.isNull()) {
            if (!isInteger(timeMs)) return errorObject("timeMs must be an integer");
            ms = timeMs.as<int>();
        }
        int n = 0;
        if (!threads.isUndefined() && !threads.isNull()) {
            if (!isInteger(threads) || threads.as<int>() < 0 ||
                threads.as<int>() > kMaxSolveThreads)
                return errorObject("threads must be an integer from 0 to " +
                                   std::to_string(kMaxSolveThreads));
            n = threads.as<int>();
        }
        if (!books.isUndefined() && !books.isNull() && !books.isTrue() && !books.isFalse())
            return errorObject("books must be true or false");
        return solveObject(
            s_->solve(mb, solverProgress(onProgress), ms, !books.isFalse(), kSolveRootOrder, n));
    }

    // The same with the solver the session keeps from one call to the next
    // (GameSession::solveKept): a game's review solves its positions one
    // after another, each from what the others proved.
    val solveKept(val timeMs, val onProgress) {
        if (!isInteger(timeMs) || timeMs.as<int>() < 0)
            return errorObject("timeMs must be an integer >= 0");
        return solveObject(s_->solveKept(timeMs.as<int>(), solverProgress(onProgress)));
    }

    static GameSession::Progress solverProgress(val onProgress) {
        if (!isFunction(onProgress)) return {};
        return [onProgress](uint64_t nodes, int, double seconds) {
            val p = val::object();
            p.set("nodes", double(nodes));
            p.set("seconds", seconds);
            onProgress(p);
        };
    }

    static val solveObject(const SessionSolve& r) {
        if (!r.error.empty()) return errorObject(r.error);
        val o = val::object();
        o.set("ok", true);
        o.set("proven", r.proven);
        o.set("result", r.result);
        // "winner" for pages written before draws existed.
        o.set("winner", r.result == "draw" ? std::string() : r.result);
        o.set("move", r.move);
        o.set("source", r.source);
        o.set("book", r.book);
        o.set("nodes", double(r.nodes));
        o.set("seconds", r.seconds);
        o.set("tableBytes", double(r.tableBytes));
        return o;
    }

    // The position's place in a proof book (GameSession::proofNode):
    // {inProof, kind, book, winner, move, leaf, replies: [{move, answer, leaf}]}.
    val proofNode() const {
        const SessionProofNode n = s_->proofNode();
        val o = val::object();
        o.set("inProof", !n.kind.empty());
        o.set("kind", n.kind);
        o.set("book", n.book);
        o.set("winner", n.winner);
        o.set("move", n.move);
        o.set("leaf", n.leaf);
        val replies = val::array();
        for (const SessionProofReply& r : n.replies) {
            val x = val::object();
            x.set("move", r.move);
            x.set("answer", r.answer);
            x.set("leaf", r.leaf);
            replies.call<void>("push", x);
        }
        o.set("replies", replies);
        return o;
    }

    val perft(val depth) {
        if (!isInteger(depth)) return errorObject("depth must be an integer");
        uint64_t leaves = 0;
        const std::string error = s_->perft(depth.as<int>(), leaves);
        if (!error.empty()) return errorObject(error);
        val o = val::object();
        o.set("ok", true);
        o.set("leaves", double(leaves));
        return o;
    }

    val trace(val settings, val maxNodes) {
        return traceObject(*s_, settings, maxNodes, val::undefined());
    }
    val traceWithProgress(val settings, val maxNodes, val onProgress) {
        return traceObject(*s_, settings, maxNodes, onProgress);
    }

  private:
    std::unique_ptr<GameSession> s_;
};

} // namespace

EMSCRIPTEN_BINDINGS(gametree) {
    emscripten::function("version", &version);
    emscripten::function("addBook", &addProofBook);
    emscripten::function("games", &gameList);
    emscripten::function("algorithms", &algorithms);
    emscripten::function("heuristics", &heuristics);
    emscripten::function("defaultHeuristic", &defaultHeuristic);
    emscripten::function("defaultEngineHeuristic", &defaultEngineHeuristic);
    emscripten::function("bench", &bench);
    emscripten::class_<Session>("Session")
        .constructor<>()
        .function("game", &Session::game)
        .function("setGame", &Session::setGame)
        .function("newGame", &Session::newGame)
        .function("newGame", &Session::newGameK)
        .function("setPosition", &Session::setPosition)
        .function("setPosition", &Session::setPositionK)
        .function("path", &Session::path)
        .function("position", &Session::position)
        .function("board", &Session::board)
        .function("legalMoves", &Session::legalMoves)
        .function("play", &Session::play)
        .function("undo", &Session::undo)
        .function("search", &Session::search)
        .function("solve", &Session::solve)
        .function("solve", &Session::solveWithin)
        .function("proofNode", &Session::proofNode)
        .function("perft", &Session::perft)
        .function("solveKept", &Session::solveKept)
        .function("trace", &Session::trace)
        .function("trace", &Session::traceWithProgress);
}
