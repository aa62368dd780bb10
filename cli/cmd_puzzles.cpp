// `gametree puzzles`: puzzles with one proven answer from engine games
// (core/bench/clobber_puzzles.hpp), one line of JSON each.
#include <algorithm>
#include <iostream>
#include <memory>

#include "bench/clobber_puzzles.hpp"
#include "bench/clobber_tournament.hpp"
#include "commands.hpp"
#include "file_io.hpp"
#include "game_io.hpp"
#include "validators.hpp"

namespace gametree::cli {

Command addPuzzles(CLI::App& root) {
    struct Options {
        PuzzleOptions puzzles;
        std::string black = "engine:6", white = "engine:6";
        int tableMb = 256;
        std::string prefix;
        std::string out;
    };
    auto o = std::make_shared<Options>();
    PuzzleOptions& p = o->puzzles;
    CLI::App* app = root.add_subcommand(
        "puzzles", "Make Clobber puzzles with one proven answer from engine games");
    app->footer(
        "Plays --games engine games from seeded random openings and looks at each position "
        "of --min-discs..--max-discs discs: a puzzle is a position whose side to move wins "
        "with exactly one move, the solver proving that move wins and every other move loses. "
        "Its solution goes on while the winner's move stays the only winning one, against the "
        "defence that leaves the winner the fewest winning moves; each wrong move is stored "
        "with the opponent's winning answer. Difficulty 1..5: one, plus one for each of "
        "alpha-beta at depths 2, 4 and 6 that misses the move, plus one if a fresh solver "
        "needs 20,000 nodes or more to prove the position. One line of JSON a puzzle "
        "(docs/formats.md, \"Puzzles\"); progress on stderr.\n"
        "Example: gametree puzzles --rows 6 --cols 5 --games 40 --count 80 --out 6x5.jsonl");
    app->add_option("--rows", p.rows, "Rows of the board (default 6)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
    app->add_option("--cols", p.cols, "Columns of the board (default 5)")
        ->check(wholeNumberIn(1, kClobberMaxSide));
    app->add_option("--games", p.games, "Engine games to look through, 1..10000 (default 20)")
        ->check(wholeNumberIn(1, 10000));
    app->add_option("--plies", p.openingPlies,
                    "Seeded random plies before each game, as `gametree opening` (default 4)")
        ->check(wholeNumberIn(0, 64));
    app->add_option("--seed", p.seed, "Seed of the openings (default 1)")->check(anyUnsigned64());
    app->add_option("--black", o->black,
                    "Black in the games, as a tournament agent (default engine:6, the engine at "
                    "depth 6: the games are the same every run)");
    app->add_option("--white", o->white, "White in the games (default engine:6)");
    app->add_option("--min-discs", p.minDiscs, "Positions of at least this many discs (default 6)")
        ->check(wholeNumberIn(1, 256));
    app->add_option("--max-discs", p.maxDiscs,
                    "Positions of at most this many discs, where proofs reach (default 26)")
        ->check(wholeNumberIn(1, 256));
    app->add_option("--min-moves", p.minMoves,
                    "The side to move has at least this many moves (default 3)")
        ->check(wholeNumberIn(1, 1000));
    app->add_option("--node-limit", p.nodeLimit,
                    "Each solve's node limit; a position not proven within it is passed by "
                    "(default 2,000,000)")
        ->check(wholeNumberIn(1000, 2'000'000'000));
    app->add_option("--max-steps", p.maxSteps,
                    "The winner's moves in a solution at most, 1..20 (default 5)")
        ->check(wholeNumberIn(1, 20));
    app->add_option("--per-game", p.perGame, "Puzzles from one game at most, 1..100 (default 3)")
        ->check(wholeNumberIn(1, 100));
    app->add_option("--count", p.count, "Stop after this many puzzles (default: all found)")
        ->check(wholeNumberIn(1, 100000));
    app->add_option("--table-mb", o->tableMb, "The solver's table in MiB (default 256)")
        ->check(wholeNumberIn(1, 16384));
    app->add_option("--id-prefix", o->prefix,
                    "Each puzzle's id is this and its number (default ROWSxCOLS-): printable "
                    "ASCII other than \" and \\, at most 64 characters");
    CLI::Option* out = app->add_option(
        "--out", o->out,
        "Write the puzzles to this file (default: standard output); checked before the games");
    return {app, [o, out] {
                PuzzleOptions& p = o->puzzles;
                std::string error;
                // The id goes into a JSON string as it is: no character that
                // would need escaping there.
                if (o->prefix.size() > 64 ||
                    std::any_of(o->prefix.begin(), o->prefix.end(), [](char c) {
                        return c < ' ' || c > '~' || c == '"' || c == '\\';
                    })) {
                    std::cerr << "gametree puzzles: --id-prefix: " << quotedText(o->prefix)
                              << " is not an id: use at most 64 printable ASCII characters "
                                 "other than \" and \\\n";
                    return kExitUsage;
                }
                if (out->count()) {
                    if (const std::string problem = writableFileError(o->out); !problem.empty()) {
                        std::cerr << "gametree puzzles: --out: " << problem << '\n';
                        return kExitUsage;
                    }
                }
                const auto black = parseAgent(o->black, error);
                if (!black) {
                    std::cerr << "gametree puzzles: --black: " << error << '\n';
                    return kExitUsage;
                }
                const auto white = parseAgent(o->white, error);
                if (!white) {
                    std::cerr << "gametree puzzles: --white: " << error << '\n';
                    return kExitUsage;
                }
                if (p.minDiscs > p.maxDiscs) {
                    std::cerr << "gametree puzzles: --min-discs is above --max-discs\n";
                    return kExitUsage;
                }
                p.black = black->settings;
                p.white = white->settings;
                p.tableBytes = std::size_t(o->tableMb) << 20;
                const std::string prefix =
                    o->prefix.empty() ? std::to_string(p.rows) + "x" + std::to_string(p.cols) + "-"
                                      : o->prefix;
                std::vector<Puzzle> puzzles;
                try {
                    puzzles = findPuzzles(p, [](const PuzzleProgress& pr) {
                        std::cerr << "games " << pr.games << ", positions " << pr.positions
                                  << ", puzzles " << pr.found << '\n';
                    });
                } catch (const std::bad_alloc&) {
                    std::cerr << "gametree puzzles: out of memory: the solver's table of "
                              << o->tableMb << " MiB did not fit; try a smaller --table-mb\n";
                    return kExitOutOfMemory;
                }
                std::string text;
                for (std::size_t i = 0; i < puzzles.size(); ++i)
                    text += puzzleJson(puzzles[i], prefix + std::to_string(i + 1), p.rows, p.cols) +
                            '\n';
                if (!out->count()) {
                    std::cout << text << std::flush;
                    return std::cout ? kExitOk : kExitOutput;
                }
                if (const std::string problem = writeFile(o->out, text); !problem.empty()) {
                    std::cerr << "gametree puzzles: " << problem << '\n';
                    return 1;
                }
                std::cerr << "Puzzles: " << puzzles.size() << " to " << o->out << '\n';
                return kExitOk;
            }};
}

} // namespace gametree::cli
