// `gametree solve-bench`: the solver on a fixed set of 6x6 openings, each
// with a fresh table and a cap, as a Markdown table (core/bench/solver_bench.hpp).
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <stdexcept>

#include "bench/solver_bench.hpp"
#include "commands.hpp"
#include "game_io.hpp"
#include "solver/solver_threads.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

// The process's largest resident set so far, in MiB.
long peakMiB() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

// The median of values where an unsolved position counts as above every
// solved one; "> cap" when the median position is unsolved.
template <class T>
std::string median(std::vector<std::pair<bool, T>> v, const std::string& unit, int decimals) {
    std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first : a.second < b.second;
    });
    auto show = [&](const std::pair<bool, T>& x) {
        return x.first ? fixed(double(x.second), decimals) + unit : std::string("over the cap");
    };
    const std::size_t n = v.size();
    if (n == 0) return "-";
    if (n % 2) return show(v[n / 2]);
    if (!v[n / 2].first) return show(v[n / 2]);
    return fixed((double(v[n / 2 - 1].second) + double(v[n / 2].second)) / 2, decimals) + unit;
}

} // namespace

Command addSolveBench(CLI::App& root) {
    struct Options {
        std::string set;
        int tableMb = 1024;
        double timeCap = 60;
        uint64_t nodeCap = 0;
        int from = 1, count = 0;
        bool list = false;
        bool wall = false;
        std::string method = "ab";
        int leafDiscs = 20;
        uint64_t budget = 0;
        int rootOrder = kSolveRootOrder;
        std::string tableFile;
        int traceDepth = -1;
        int threads = 0; // not given: the solver without threads
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "solve-bench", "Solve a fixed set of 6x6 Clobber openings, each under a cap, as a table");
    app->footer("Sets: 6x6-first (the 15 first moves that differ after symmetry), 6x6-replies "
                "(every reply to a1a2 and to c3c4). Each position gets a fresh table. Prints one "
                "Markdown row per position, then the number solved and the medians (an unsolved "
                "position counts as above the cap). The cap counts processor time unless "
                "--wall.\nExample: nice -n 10 gametree solve-bench "
                "--set 6x6-first --time-cap 60");
    app->add_option("--set", o->set,
                    "Which positions: 6x6-first, 6x6-replies, or stdin (one position read from "
                    "standard input, never answered from a proof book)")
        ->required();
    app->add_option("--method", o->method,
                    "The search: ab (the depth-first solver, default) or dfpn (proof-number "
                    "search, the depth-first solver at its leaves)")
        ->check(CLI::IsMember({"ab", "dfpn"}));
    app->add_option("--leaf-discs", o->leafDiscs,
                    "dfpn: positions of at most this many discs go to the depth-first solver "
                    "(default 20)")
        ->check(wholeNumberIn(0, 256));
    app->add_option("--budget", o->budget,
                    "dfpn: nodes the depth-first solver may spend on a new position before "
                    "df-pn expands it, 0 for none (default 0)")
        ->check(anyUnsigned64());
    app->add_option("--root-order", o->rootOrder,
                    "ab: the depth of the short search that orders the root's moves, 0 for the "
                    "solver's own order (default " +
                        std::to_string(kSolveRootOrder) + ")")
        ->check(wholeNumberIn(0, kMaxSolveRootOrder));
    app->add_option("--trace-depth", o->traceDepth,
                    "ab: print on standard error each move searched at depths 0 to D, with its "
                    "nodes and, if it failed, the move that refuted it (where a proof's nodes go)")
        ->check(wholeNumberIn(0, 8));
    app->add_option("--threads", o->threads,
                    "ab: solve on N threads that share the table, as solve --threads; the results "
                    "and moves are the same "
                    "with any number, and the processor-time cap counts every thread's time")
        ->check(wholeNumberIn(1, kMaxSolveThreads));
    app->add_option("--table-mb", o->tableMb, "Table of solved positions in MiB (default 1024)")
        ->check(wholeNumberIn(1, 16384));
    app->add_option("--time-cap", o->timeCap,
                    "Processor seconds per position, 0 for none (default 60)")
        ->check(secondsIn(0, 1e6));
    strictFlag(*app, "--wall", o->wall, "The time cap counts wall-clock seconds instead");
    app->add_option("--node-cap", o->nodeCap, "Nodes per position, 0 for none (default 0)")
        ->check(anyUnsigned64());
    app->add_option("--table-file", o->tableFile,
                    "Start each position from the table saved in this file, if there is one, "
                    "and save the table there after it (the file is as large as the table)");
    app->add_option("--from", o->from, "First position to run, from 1 (default 1)")
        ->check(wholeNumberIn(1, 10000));
    app->add_option("--count", o->count, "How many positions to run (default all)")
        ->check(wholeNumberIn(0, 10000));
    strictFlag(*app, "--list", o->list, "Print the positions (name, then the board) instead");
    return {app, [o] {
                std::vector<SolveBenchPosition> all;
                if (o->set == "stdin") {
                    std::string text;
                    if (!readInputText(std::cin, text)) {
                        std::cerr << "gametree solve-bench: the position on standard input: more "
                                     "than 1 MiB of text, and a board is at most 26 rows of 26 "
                                     "items\n";
                        return kExitUsage;
                    }
                    ClobberParse parsed = parseClobber(text);
                    if (!parsed.position) {
                        std::cerr << "gametree solve-bench: the position on standard input: "
                                  << parsed.error->describe() << '\n';
                        return kExitUsage;
                    }
                    all.push_back({"stdin", *parsed.position});
                } else {
                    all = solveBenchSet(o->set);
                }
                if (all.empty()) {
                    std::cerr << "gametree solve-bench: unknown set '" << o->set
                              << "' (6x6-first, 6x6-replies or stdin)\n";
                    return kExitUsage;
                }
                if (o->from > int(all.size())) {
                    std::cerr << "gametree solve-bench: set " << o->set << " has only "
                              << all.size() << " positions (asked to start at " << o->from << ")\n";
                    return kExitUsage;
                }
                const std::size_t first = std::size_t(o->from - 1);
                const std::size_t n = o->count ? std::min(std::size_t(o->count), all.size() - first)
                                               : all.size() - first;
                const std::vector<SolveBenchPosition> positions(
                    all.begin() + std::ptrdiff_t(first), all.begin() + std::ptrdiff_t(first + n));
                if (o->list) {
                    int i = int(first);
                    for (const SolveBenchPosition& p : positions)
                        std::cout << "# " << ++i << " " << p.name << "\n"
                                  << clobberText(p.position, true);
                    return kExitOk;
                }
                SolveBenchLimits limits;
                limits.tableBytes = std::size_t(o->tableMb) << 20;
                limits.timeCap = o->timeCap;
                limits.nodeCap = o->nodeCap;
                limits.cpuTime = !o->wall;
                limits.method = o->method == "dfpn" ? SolveBenchLimits::Method::Dfpn
                                                    : SolveBenchLimits::Method::DepthFirst;
                limits.leafDiscs = o->leafDiscs;
                limits.budget = o->budget;
                limits.rootOrder = o->rootOrder;
                limits.tableFile = o->tableFile;
                limits.threads = o->threads;
                if (o->threads > 1 && limits.method != SolveBenchLimits::Method::DepthFirst) {
                    std::cerr << "gametree solve-bench: --threads runs the depth-first solver "
                                 "(--method ab)\n";
                    return kExitUsage;
                }
                if (o->traceDepth >= 0) {
                    if (limits.method != SolveBenchLimits::Method::DepthFirst) {
                        std::cerr << "gametree solve-bench: --trace-depth traces the depth-first "
                                     "solver only (--method ab)\n";
                        return kExitUsage;
                    }
                    limits.traceDepth = o->traceDepth;
                    limits.trace = [](const std::string& line) { std::cerr << line << '\n'; };
                }
                std::cout
                    << "| # | moves | result | nodes | CPU time | wall time | store | peak RSS |\n"
                    << "|---|---|---|---|---|---|---|---|\n"
                    << std::flush;
                std::vector<SolveBenchLine> lines;
                try {
                    lines = runSolveBench(positions, limits, [&](const SolveBenchLine& l) {
                        const Side winner = l.moverWins ? l.mover : opponent(l.mover);
                        std::string result = "not solved";
                        if (l.solved)
                            result = std::string(winner == Side::First ? "Black" : "White") +
                                     " wins" + (l.moverWins ? " with " + l.move : "");
                        std::cout << "| " << int(first) + l.index << " | " << l.name << " | "
                                  << result << " | " << l.nodes << " | " << fixed(l.cpuSeconds, 1)
                                  << " s | " << fixed(l.seconds, 1) << " s | "
                                  << (l.storeBytes >> 20) << " MiB | " << peakMiB() << " MiB |"
                                  << std::endl;
                    });
                } catch (const ThreadStartError& e) {
                    std::cerr << "gametree solve-bench: " << e.what() << "; try fewer --threads\n";
                    return kExitOutOfMemory;
                } catch (const std::runtime_error& e) {
                    std::cerr << "gametree solve-bench: " << e.what() << '\n';
                    return kExitUsage;
                }
                int solved = 0;
                std::vector<std::pair<bool, uint64_t>> nodes;
                std::vector<std::pair<bool, double>> seconds, wall;
                for (const SolveBenchLine& l : lines) {
                    solved += l.solved;
                    nodes.push_back({l.solved, l.nodes});
                    seconds.push_back({l.solved, l.cpuSeconds});
                    wall.push_back({l.solved, l.seconds});
                }
                std::cout << "\nSolved: " << solved << " of " << lines.size() << "\n"
                          << "Median nodes: " << median(nodes, "", 0) << "\n"
                          << "Median CPU time: " << median(seconds, " s", 1) << "\n"
                          << "Median wall time: " << median(wall, " s", 1) << "\n"
                          << "Peak RSS: " << peakMiB() << " MiB\n";
                return kExitOk;
            }};
}

} // namespace gametree::cli
