// `uci`: the Clobber engine as a UCI engine, one process for a whole match,
// speaking the protocol and the FEN of Fairy-Stockfish's Clobber variants
// (cli/clobber_fen.hpp), so that the two can be played against each other by
// the same referee (bench/fsf_match.py) or by any UCI front end. The engine
// keeps its tables between the moves of a game (core/engine/clobber_engine_memory.hpp)
// until `ucinewgame`, as Fairy-Stockfish keeps its hash table.
//
// The search runs on the thread that reads the commands: `go` answers with
// `bestmove` before the next command is read, so `go infinite` and `stop`
// have nothing to act on and are refused (`info string error: ...`).
#include <algorithm>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "base/plain_number.hpp"
#include "clobber_fen.hpp"
#include "commands.hpp"
#include "game_io.hpp"
#include "search/agent.hpp"

namespace gametree::cli {

namespace {

struct Variant {
    const char* name;
    int rows, cols;
};
// Fairy-Stockfish's names (clobber8 is defined in bench/clobber8.ini).
constexpr Variant kVariants[] = {{"clobber", 6, 5}, {"clobber8", 8, 8}, {"clobber10", 10, 10}};

class UciEngine {
  public:
    explicit UciEngine(std::ostream& out) : out_(out), session_(makeSession("clobber")) {
        newGame();
    }

    // Handles one line; false after `quit`.
    bool handle(const std::string& line) {
        std::istringstream in(line);
        std::string command;
        in >> command;
        if (command.empty()) return true;
        if (command == "quit") return false;
        if (command == "uci")
            identify();
        else if (command == "isready")
            ready();
        else if (command == "ucinewgame")
            newGame();
        else if (command == "setoption")
            setOption(in);
        else if (command == "position")
            position(in);
        else if (command == "go")
            go(in);
        else if (command == "d")
            show();
        else if (command == "stop" || command == "ponderhit")
            error(quotedText(command) +
                  ": the search is not running (go answers before reading on)");
        else
            error("unknown command " + quotedText(command) +
                  ": expected uci, isready, setoption, ucinewgame, position, go, d or quit");
        return true;
    }

  private:
    void say(const std::string& line) { out_ << line << std::endl; }
    void error(const std::string& what) { say("info string error: " + what); }

    void identify() {
        say("id name gametree 0.1.0");
        say("id author the gametree developers");
        say("option name UCI_Variant type combo default clobber var clobber var clobber8 var "
            "clobber10");
        say("option name Hash type spin default 16 min 1 max 4096");
        say("option name KeepTables type check default true");
        say("option name OwnBook type check default true");
        std::string heuristics = "option name Heuristic type combo default " +
                                 std::string(session_->info().defaultEngineHeuristic);
        for (const HeuristicInfo& h : session_->info().heuristics)
            heuristics += " var " + std::string(h.name);
        say(heuristics);
        say("uciok");
    }

    // The tables the engine keeps are made here, outside any move's time.
    void ready() {
        SessionSettings s = settings_;
        s.algorithm = "engine";
        if (const std::string problem = session_->prepare(s); !problem.empty()) error(problem);
        say("readyok");
    }

    // A new game forgets the engine's tables; a position command does not.
    void newGame() {
        session_->newGame({variant_.rows, variant_.cols});
        startText_ = session_->position(true);
        hasPosition_ = true;
    }

    // setoption name <id> [value <x>]; names are case-insensitive in UCI.
    void setOption(std::istringstream& in) {
        std::string word, name, value;
        in >> word;
        if (word != "name") return error("setoption: expected 'setoption name <id> value <x>'");
        bool inValue = false;
        while (in >> word) {
            if (word == "value" && !inValue) {
                inValue = true;
                continue;
            }
            std::string& to = inValue ? value : name;
            to += (to.empty() ? "" : " ") + word;
        }
        std::string key = name;
        std::transform(key.begin(), key.end(), key.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        if (key == "uci_variant") {
            for (const Variant& v : kVariants) {
                if (value == v.name) {
                    variant_ = v;
                    newGame();
                    return;
                }
            }
            return error("UCI_Variant " + quotedText(value) +
                         ": expected clobber, clobber8 or clobber10");
        }
        if (key == "hash") {
            std::string why;
            const auto mb = parseWholeNumber<int>(value, 1, 4096, &why);
            if (!mb) return error("Hash: " + why + " (expected a whole number of MiB)");
            settings_.tableMb = *mb;
            return;
        }
        if (key == "heuristic") {
            for (const HeuristicInfo& h : session_->info().heuristics) {
                if (value == h.name) {
                    settings_.heuristic = value;
                    return;
                }
            }
            return error("Heuristic " + quotedText(value) + ": see `gametree heuristics`");
        }
        if (key == "keeptables" || key == "ownbook") {
            if (value != "true" && value != "false")
                return error(quotedText(name) + " " + quotedText(value) +
                             ": expected true or false");
            (key == "keeptables" ? settings_.keepTables : settings_.useBook) = value == "true";
            return;
        }
        // Fairy-Stockfish's own options (Threads, VariantPath...) are set by
        // front ends that speak to both engines: not an error, but said.
        say("info string option " + quotedText(name) +
            " ignored: gametree has UCI_Variant, Hash, "
            "KeepTables and OwnBook");
    }

    // position (startpos | fen <fen>) [moves <m>...]
    void position(std::istringstream& in) {
        std::string word;
        in >> word;
        std::string text, fen;
        if (word == "startpos") {
            text = startText_;
            in >> word;
        } else if (word == "fen") {
            while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
            std::string problem;
            const auto board = boardTextFromFen(fen, problem);
            if (!board) {
                hasPosition_ = false;
                return error(problem);
            }
            text = *board;
        } else {
            hasPosition_ = false;
            return error("position: expected 'startpos' or 'fen <fen>', not " + quotedText(word));
        }
        if (std::string problem = session_->setPosition(text); !problem.empty()) {
            hasPosition_ = false;
            // The board text is made here from the FEN: its line and column
            // would mean nothing to the sender, so the FEN is named instead.
            if (!fen.empty()) {
                if (problem.rfind("line ", 0) == 0 && problem.find(": ") != std::string::npos)
                    problem.erase(0, problem.find(": ") + 2);
                return error("FEN " + quotedText(fen) + ": " + problem);
            }
            return error("position: " + problem);
        }
        hasPosition_ = true;
        if (word != "moves") return;
        while (in >> word) {
            if (const std::string problem = session_->play(word); !problem.empty()) {
                hasPosition_ = false;
                return error("position: move " + quotedText(word) + ": " + problem);
            }
        }
    }

    void show() {
        if (!hasPosition_) return error("no position");
        std::istringstream text(session_->position(true));
        for (std::string line; std::getline(text, line);) say("info string " + line);
        say("info string fen " + fenFromBoardText(session_->position(true)));
    }

    // The move's time from the clock: what is left spread over some 20 more
    // moves, plus most of the increment, and never more than half of it.
    static int clockMs(long long left, long long increment, int movesToGo) {
        if (left <= 0) return 1;
        const long long share = left / std::max(1, movesToGo) + increment * 3 / 4;
        return int(std::clamp<long long>(std::min(share, left / 2) - 5, 1, 1'000'000'000));
    }

    // go [movetime <ms>] [depth <d>] [wtime <ms> btime <ms> [winc <ms>] [binc <ms>] [movestogo
    // <n>]]: each number plain decimal digits in its range (core/base/plain_number.hpp).
    void go(std::istringstream& in) {
        long long movetime = -1, times[2] = {-1, -1}, incs[2] = {0, 0};
        int depth = 0, movesToGo = 20;
        constexpr long long kMaxMs = 1'000'000'000;
        std::string word;
        while (in >> word) {
            if (word == "infinite" || word == "ponder" || word == "searchmoves" ||
                word == "nodes" || word == "mate") {
                error("go " + word + " is not supported: give movetime, depth or the clock");
                return say("bestmove (none)");
            }
            const bool ms = word == "movetime" || word == "wtime" || word == "btime" ||
                            word == "winc" || word == "binc";
            if (!ms && word != "depth" && word != "movestogo") {
                error("go: unknown parameter " + quotedText(word));
                return say("bestmove (none)");
            }
            std::string text, why;
            in >> text;
            const long long lo = word == "depth" || word == "movestogo" ? 1 : 0;
            const long long hi = word == "depth"       ? kMaxSearchDepth
                                 : word == "movestogo" ? 1000
                                                       : kMaxMs;
            const auto number = parseWholeNumber<long long>(text, lo, hi, &why);
            if (!number) {
                error("go " + word + ": " + why);
                return say("bestmove (none)");
            }
            if (word == "movetime")
                movetime = *number;
            else if (word == "depth")
                depth = int(*number);
            else if (word == "wtime" || word == "btime")
                times[word[0] == 'b'] = *number;
            else if (word == "winc" || word == "binc")
                incs[word[0] == 'b'] = *number;
            else
                movesToGo = int(*number);
        }
        if (!hasPosition_) {
            error("go: no position (the last position command failed)");
            return say("bestmove (none)");
        }
        if (session_->result() != Result::Ongoing) return say("bestmove (none)");
        SessionSettings s = settings_;
        s.algorithm = "engine";
        // The first player is Fairy-Stockfish's white: its clock is wtime.
        const int me = session_->sideToMove() == Side::First ? 0 : 1;
        if (depth > 0 && movetime < 0 && times[me] < 0) {
            // A fixed depth is searched afresh, so that it gives the same
            // move and nodes as `gametree move --depth`.
            s.depth = std::max(1, depth);
            s.timeMs = 0;
            s.keepTables = false;
        } else {
            s.depth = depth > 0 ? depth : kMaxSearchDepth;
            s.timeMs = movetime >= 0    ? int(std::clamp<long long>(movetime, 1, 1'000'000'000))
                       : times[me] >= 0 ? clockMs(times[me], incs[me], movesToGo)
                                        : 1000;
        }
        auto onIteration = [&](const SessionIteration& it) {
            std::string line = "info depth " + std::to_string(it.depth) + " score " +
                               score(it.value) + " nodes " + std::to_string(it.nodes) + " time " +
                               std::to_string(int(it.seconds * 1000)) + " pv";
            for (const std::string& m : it.pv) line += " " + m;
            say(line);
        };
        const std::string before = session_->position(true);
        SessionSearch r = session_->search(s, {}, onIteration);
        if (!r.error.empty() && r.outOfMemory) {
            // The position has legal moves: a move still comes, from the
            // smallest table, made afresh (the kept ones are let go).
            error(r.error + "; searching again with a 1 MiB table");
            if (session_->position(true) != before) session_->setPosition(before);
            s.tableMb = 1;
            s.keepTables = false;
            r = session_->search(s, {}, onIteration);
        }
        if (!r.error.empty()) {
            error(r.error);
            const std::vector<std::string> moves = session_->legalMoves();
            if (moves.empty()) return say("bestmove (none)");
            error("no search could be made: playing the first legal move");
            return say("bestmove " + moves.front());
        }
        std::string line = "info depth " + std::to_string(r.depth) + " score " + score(r.value) +
                           " nodes " + std::to_string(r.nodes) + " time " +
                           std::to_string(int(r.seconds * 1000)) + " pv";
        for (const std::string& m : r.pv) line += " " + m;
        say(line);
        if (r.proven) say(r.provenWin ? "info string proven win" : "info string proven loss");
        say("bestmove " + r.move);
    }

    // A won game within the horizon as mate in moves; a proof without a
    // length (the solver's, or a book's) as 100000 (with an `info string
    // proven` line); heuristic values as they are.
    static std::string score(int value) {
        if (!isDecisive(value)) return "cp " + std::to_string(value);
        const int plies = kWin - std::abs(value);
        if (plies >= kMaxPly) return value > 0 ? "cp 100000" : "cp -100000";
        const int moves = (plies + 1) / 2;
        return "mate " + std::to_string(value > 0 ? moves : -moves);
    }

    std::ostream& out_;
    std::unique_ptr<GameSession> session_;
    Variant variant_ = kVariants[0];
    std::string startText_; // the variant's start, as board text
    SessionSettings settings_ = [] {
        SessionSettings s;
        s.keepTables = true;
        return s;
    }();
    bool hasPosition_ = false;
};

// The longest command line read: far more than any position with its moves
// (10x10, a whole game: some 600 bytes).
constexpr std::size_t kMaxUciLine = std::size_t{64} << 10;

enum class LineRead { Line, TooLong, End };

// The next line of in, without its newline; a longer one than kMaxUciLine
// is read to its end and dropped, never held.
LineRead readLine(std::istream& in, std::string& line) {
    line.clear();
    bool tooLong = false;
    bool any = false;
    for (int c; (c = in.get()) != std::char_traits<char>::eof();) {
        any = true;
        if (c == '\n') return tooLong ? LineRead::TooLong : LineRead::Line;
        if (line.size() < kMaxUciLine)
            line.push_back(char(c));
        else
            tooLong = true;
    }
    if (tooLong) return LineRead::TooLong;
    return any ? LineRead::Line : LineRead::End;
}

} // namespace

Command addUci(CLI::App& root) {
    CLI::App* app = root.add_subcommand(
        "uci", "Clobber's engine as a UCI engine on standard input and output, with the FEN and "
               "variants of Fairy-Stockfish (clobber, clobber8, clobber10)");
    app->footer(
        "Commands: uci, isready, setoption name UCI_Variant|Hash|KeepTables|OwnBook|Heuristic "
        "value X, "
        "ucinewgame, position (startpos | fen F) [moves M...], go (movetime MS | depth D | wtime "
        "MS btime MS [winc MS] [binc MS] [movestogo N]), d (the board), quit. The engine keeps its "
        "tables between the moves of a game until ucinewgame (KeepTables); a go with only a "
        "depth searches afresh, like `gametree move --depth`. Errors are 'info string error: "
        "...' lines; the engine goes on.");
    return {app, [] {
                UciEngine engine(std::cout);
                for (std::string line;;) {
                    const LineRead got = readLine(std::cin, line);
                    if (got == LineRead::End) break;
                    if (got == LineRead::TooLong) {
                        std::cout << "info string error: a line of more than " << kMaxUciLine
                                  << " bytes, ignored" << std::endl;
                        continue;
                    }
                    if (!line.empty() && line.back() == '\r') line.pop_back();
                    if (!engine.handle(line)) break;
                }
                return kExitOk;
            }};
}

} // namespace gametree::cli
