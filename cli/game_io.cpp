#include "game_io.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <unistd.h>

#include "validators.hpp"

namespace gametree::cli {

const char* const kRules =
    "Games (--game, default clobber):\n"
    "  clobber    Rectangular board 1x1 to 26x26 (256 squares at most), full at the start in "
    "chessboard colours. A move\n"
    "             takes one of your discs onto an orthogonally adjacent square holding an\n"
    "             opponent's disc, which is removed. The side to move with no move loses.\n"
    "             Board items B, W, _. Moves a1b1: from-square then to-square.\n"
    "  halma      16x16 (19 pieces a side), 10x10 (15) or 8x8 (10); Black's camp is the\n"
    "             bottom-left corner, White's the top-right. A move steps to one of the 8\n"
    "             neighbouring empty squares, or jumps over an adjacent piece onto the empty\n"
    "             square beyond, and may chain jumps. A piece in its goal camp stays in it. Fill\n"
    "             the opponent's camp, with at least one piece of your own there, to win; the\n"
    "             same position a third time, or no winner within a ply limit, is a draw.\n"
    "             Board items B, W, _. Moves a1c3: from-square then to-square.\n"
    "  tictactoe  m x n up to 7x7, k in a row wins (--k; default 3 up to 3x3, else 4); a full\n"
    "             board without a line is a draw. Board items X, O, _. Moves: a square, b2.\n"
    "Board text: one line per row, top row first, items separated by spaces, then an optional\n"
    "line 'turn: B' (or W, X, O). Without it the first player (Black, X) moves. Squares:\n"
    "columns a, b, c... from the left, rows 1, 2, 3... from the bottom.\n"
    "Without a command, 'play' runs: gametree --depth 3 < board.txt";

const char* const kExitCodes =
    "Exit codes: 0 done; 2 bad options or malformed input; 3 (move) the side to move has no\n"
    "move; 4 out of memory (a smaller --table-mb may fit); 5 standard output could not be\n"
    "written (a full disk, a closed descriptor); 6 (prove) another run holds the directory.";

std::string outOfMemoryLine(const char* command, const std::string& error) {
    return std::string("gametree ") + command + ": " + error + "; try a smaller --table-mb";
}

namespace {

std::vector<std::string> gameNames() {
    std::vector<std::string> names;
    for (const GameInfo* g : games()) names.emplace_back(g->name);
    return names;
}

} // namespace

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

void addGameOptions(CLI::App& app, GameOptions& o) {
    app.add_option("-g,--game", o.game,
                   "The game: " + CLI::detail::join(gameNames(), ", ") + " (default clobber)")
        ->check(CLI::IsMember(gameNames()))
        ->type_name("GAME");
    app.add_option("--k", o.k,
                   "tictactoe: marks in a row that win, 1..7 (default 3 up to 3x3, else 4)")
        ->check(wholeNumberIn(1, 7))
        ->type_name("K");
}

std::string gameOptionsError(const GameOptions& o) {
    if (o.k && o.game != "tictactoe") return "--k is for tictactoe only, not " + o.game;
    return {};
}

namespace {

// More than any board needs (26 rows of 26 items, however generously
// spaced), and little enough to read at once.
constexpr std::size_t kMaxInput = std::size_t{1} << 20;

std::string readAtMost(std::istream& in, std::size_t limit) {
    std::string text(limit, '\0');
    in.read(text.data(), std::streamsize(limit));
    text.resize(std::size_t(in.gcount()));
    return text;
}

} // namespace

bool readInputText(std::istream& in, std::string& text) {
    text = readAtMost(in, kMaxInput + 1);
    if (text.size() <= kMaxInput) return true;
    text.resize(kMaxInput);
    return false;
}

namespace {

// Whether a parse error "line L, column C: ..." lies before (line, column).
bool errorBefore(const std::string& error, int line, int column) {
    int l = 0, c = 0;
    if (std::sscanf(error.c_str(), "line %d, column %d:", &l, &c) != 2) return false;
    return l < line || (l == line && c < column);
}

} // namespace

std::unique_ptr<GameSession> readPosition(const GameOptions& o, std::istream& in,
                                          std::ostream& err) {
    // Someone who types `gametree` alone would otherwise face a silent wait.
    if (&in == &std::cin && isatty(STDIN_FILENO))
        err << "gametree: reading a board from standard input (end it with Ctrl-D; see --help)"
            << std::endl;
    std::string text = readAtMost(in, kMaxInput + 1);
    auto session = makeSession(o.game);
    if (text.size() <= kMaxInput) {
        const std::string error = session->setPosition(text, o.k);
        if (error.empty()) return session;
        err << "gametree: malformed board on standard input: " << error << '\n';
        return nullptr;
    }
    // Too long to be a board. Say so, unless the first megabyte already
    // shows a mistake, which is the more useful message ("line 1, column 1:
    // unknown symbol 'x'"). Only whole items are kept, so the parse of what
    // was read gives the same errors as the whole text would, up to the cut.
    const std::size_t cut = text.find_last_of(" \t\n", kMaxInput - 1);
    text.resize(cut == std::string::npos ? 0 : cut + 1);
    const std::size_t lastNewline = text.rfind('\n');
    const int cutLine = 1 + int(std::count(text.begin(), text.end(), '\n'));
    const int cutColumn =
        1 + int(lastNewline == std::string::npos ? text.size() : text.size() - lastNewline - 1);
    const std::string error = text.find_first_not_of(" \t\r\n\v\f") == std::string::npos
                                  ? std::string()
                                  : session->setPosition(text, o.k);
    err << "gametree: malformed board on standard input: "
        << (errorBefore(error, cutLine, cutColumn)
                ? error
                : "more than 1 MiB of text, and a board is at most 26 rows of 26 items")
        << '\n';
    return nullptr;
}

std::string moveLine(char mover, const SessionSearch& r, bool engine) {
    std::string line = std::string(1, mover) + ' ' + r.move + " value=" + std::to_string(r.value) +
                       " nodes=" + std::to_string(r.nodes) + " time=" + fixed(r.seconds, 3) + "s";
    if (engine) {
        line += " source=" + r.source + (r.book.empty() ? "" : ":" + r.book);
        line += " depth=" + std::to_string(r.depth);
        if (r.proven) line += r.provenWin ? " proven=win" : " proven=loss";
    }
    return line;
}

std::string totalLine(uint64_t nodes, double seconds) {
    return "Visited nodes: " + std::to_string(nodes) + ", time: " + fixed(seconds, 3) + " s";
}

std::string resultLine(int rounds, const std::string& result) {
    return "Rounds: " + std::to_string(rounds) +
           ", Winner: " + (result == "draw" ? "none (draw)" : result);
}

std::string resultOf(const GameSession& s) {
    const SessionBoard b = s.board();
    return b.result;
}

} // namespace gametree::cli
