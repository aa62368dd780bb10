// `gametree prove`: a proof split into independent jobs in a directory,
// grown, solved job by job (or by `solve --job` under GNU parallel), merged
// and resumed; and `solve --job`, one job's result line.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <unistd.h>

#include "commands.hpp"
#include "file_io.hpp"
#include "game_io.hpp"
#include "games/clobber/clobber_text.hpp"
#include "proof/proof_jobs.hpp"
#include "search/agent.hpp"
#include "solver/clobber_solver.hpp"
#include "validators.hpp"

namespace gametree::cli {

int runJob(const std::string& line, int tableMb, const std::string& tableFile, int rootOrder,
           int threads) {
    std::string error;
    if (line.empty()) error = "an empty position (expected a one-line position like BW/WB:B)";
    const auto pos = line.empty() ? std::nullopt : parseProofLine(line, error);
    if (!pos) {
        std::cerr << "gametree solve: --job: " << error << '\n';
        return kExitUsage;
    }
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t(tableMb) << 20);
    solver->setRootOrder(rootOrder);
    if (threads > 0) solver->setThreads(threads);
    // A table of positions proved by earlier jobs: every entry is a proven
    // result about a position, whatever job proved it, so a job may start
    // from it. A file that is not such a table, of another size, or damaged
    // (its checksum) is an error rather than a silent fresh start, and never
    // used.
    if (!tableFile.empty() && std::filesystem::exists(tableFile)) {
        std::ifstream in;
        std::string problem =
            openToRead(tableFile, std::numeric_limits<std::size_t>::max(), "table file", in);
        if (problem.empty()) problem = solver->loadTable(in, tableFile);
        if (!problem.empty()) {
            std::cerr << "gametree solve: --table-file: " << problem << '\n';
            return kExitUsage;
        }
    }
    const SolveResult r = solver->solve(*pos);
    if (!tableFile.empty()) {
        // Replaced atomically: a job killed while saving leaves the previous
        // table whole.
        if (const std::string problem =
                writeFileWith(tableFile, [&](std::ostream& out) { return solver->saveTable(out); });
            !problem.empty()) {
            std::cerr << "gametree solve: --table-file: " << problem << '\n';
            return kExitOutput;
        }
    }
    JobResult out{*pos, r.moverWins, r.move, r.nodes, r.seconds};
    std::cout << jobResultLine(out) << std::endl;
    return kExitOk;
}

namespace {

namespace fs = std::filesystem;

// The result lines that earlier rechecks found wrong (DIR/rejected.txt),
// which a run passes over in results.txt; false with the reason in error.
bool readRejected(const fs::path& file, std::set<std::string, std::less<>>& lines,
                  std::string& error) {
    std::error_code ec;
    if (!fs::exists(file, ec)) return true;
    std::string text;
    if (!(error = regularFileError(file.string(), "file of rejected results")).empty() ||
        !(error = readFile(file.string(), kMaxResultsBytes, "file of rejected results", text))
             .empty())
        return false;
    for (std::size_t at = 0; at < text.size();) {
        std::size_t end = text.find('\n', at);
        if (end == std::string::npos) end = text.size();
        if (end > at) lines.emplace(text, at, end - at);
        at = end + 1;
    }
    return true;
}

// DIR/results.txt read, with its limits, passing over the lines of
// DIR/rejected.txt; false with the reason in error.
bool readResults(const fs::path& dir, JobResults& results, std::string& error) {
    const fs::path file = dir / "results.txt";
    std::set<std::string, std::less<>> rejected;
    if (!readRejected(dir / "rejected.txt", rejected, error)) return false;
    results.setRejected(std::move(rejected));
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(file, ec)) && !fs::exists(file, ec)) return true;
    if (error = regularFileError(file.string(), "results file"); !error.empty()) return false;
    std::ifstream in;
    error = openToRead(file.string(), kMaxResultsBytes, "results file", in);
    if (error.empty() && !results.read(in, error)) error = file.string() + ": " + error;
    return error.empty();
}

// Solves each position of the contradictory results again, with a fresh
// solver, and keeps of its lines those that agree (a win's move must win:
// the position after it is solved too); the others are appended to
// DIR/rejected.txt, and where no line of a position agrees, the fresh result
// is appended to DIR/results.txt. Neither file is rewritten: a line that a
// job appends to results.txt meanwhile, through a descriptor it opened before
// (`solve --job ... >> DIR/results.txt` takes no lock), lands in the file
// the next run reads. Prints what it settled; false with the reason in error.
bool recheck(const fs::path& dir, const ProofFrame& frame, const JobResults& results, int tableMb,
             std::string& error) {
    const fs::path file = dir / "results.txt", rejectedFile = dir / "rejected.txt";
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t(tableMb) << 20);
    struct Truth {
        JobResult fresh{Clobber<1>(1, 1)};
        std::size_t kept = 0, rejected = 0;
    };
    std::map<uint64_t, Truth> truths;
    for (const ResultConflict& c : results.conflicts()) {
        std::string why;
        const Clobber<1> pos = *parseProofLine(c.position, why);
        const uint64_t key = frame.key(pos).key;
        if (truths.count(key)) continue;
        const SolveResult r = solver->solve(pos);
        truths[key].fresh = {pos, r.moverWins, r.move, r.nodes, r.seconds};
    }
    std::set<std::string, std::less<>> before;
    if (!readRejected(rejectedFile, before, error)) return false;
    std::string text;
    if (error = readFile(file.string(), kMaxResultsBytes, "results file", text); !error.empty())
        return false;
    std::string rejected, fresh;
    std::set<std::string, std::less<>> found; // each wrong line once in rejected.txt
    for (std::size_t at = 0; at < text.size();) {
        std::size_t end = text.find('\n', at);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(at, end - at);
        at = end + 1;
        if (before.count(line)) continue;
        std::string why;
        const auto r = parseJobResultLine(line, why);
        const auto truth = r ? truths.find(frame.key(r->position).key) : truths.end();
        if (truth == truths.end()) continue;
        bool agrees = r->moverWins == truth->second.fresh.moverWins;
        if (agrees && r->moverWins) {
            Clobber<1> after = r->position;
            after.make(r->move);
            agrees = !solver->solve(after).moverWins;
        }
        ++(agrees ? truth->second.kept : truth->second.rejected);
        if (!agrees && found.insert(line).second) rejected += line + "\n";
    }
    for (auto& [key, truth] : truths)
        if (!truth.kept) fresh += jobResultLine(truth.fresh) + "\n";
    // The rejected lines first: a run stopped in between finds the position
    // without a result, and lists its job again.
    if (!rejected.empty() && !(error = appendText(rejectedFile.string(), rejected)).empty())
        return false;
    if (!fresh.empty() && !(error = appendText(file.string(), fresh)).empty()) return false;
    for (const auto& [key, truth] : truths)
        std::cout << "Rechecked " << proofLine(truth.fresh.position) << ": its mover "
                  << (truth.fresh.moverWins ? "wins" : "loses") << " (" << truth.fresh.nodes
                  << " nodes); " << truth.kept << (truth.kept == 1 ? " line" : " lines")
                  << " kept, " << truth.rejected << " rejected in " << rejectedFile.string()
                  << '\n';
    return true;
}

} // namespace

Command addProve(CLI::App& root) {
    struct Options {
        std::string dir;
        int depth = 0;
        std::string prover;
        int lookahead = 1;
        bool recheck = false;
        int tableMb = 256;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "prove", "Split the proof of a Clobber position into solve jobs, and merge their results");
    app->footer(
        "The first run reads the root position on standard input and writes DIR/proof.conf. "
        "Every run reads DIR/results.txt (the lines of `gametree solve --job`), writes the jobs "
        "still needed to DIR/jobs.txt, one position a line, and once the root is decided the "
        "proof to DIR/proof.gtp (check it with verify-proof). A run holds the lock DIR/.lock: "
        "a second run on the directory is refused (exit 6). Results that contradict each other "
        "stop it (exit 1) until --recheck settles them.\n"
        "Run the jobs with GNU parallel: scripts/prove.sh DIR does all rounds, e.g.\n"
        "  gametree start --rows 5 --cols 5 | gametree prove runs/5x5 --depth 4\n"
        "  scripts/prove.sh runs/5x5 --sshloginfile hosts.txt");
    app->add_option("dir", o->dir, "The proof's directory")->required();
    app->add_option("--depth", o->depth, "Plies from the root to the jobs (first run; default 4)")
        ->check(wholeNumberIn(1, kProveMaxDepth));
    app->add_option("--prover", o->prover,
                    "The side the proof tries to show wins: B or W (first run; default the "
                    "side to move)")
        ->check(CLI::IsMember({"B", "W"}));
    app->add_option("--lookahead", o->lookahead,
                    "Candidates of a prover's node probed at once: the likeliest refutation of "
                    "each of the next K-1 is listed after the open one's (only the order of "
                    "jobs.txt changes; set it to the number of jobs a round runs; default 1)")
        ->check(wholeNumberIn(1, 1000));
    strictFlag(*app, "--recheck", o->recheck,
               "Solve again each position that results.txt gives two different results, keep "
               "the lines that agree and move the others to DIR/rejected.txt");
    app->add_option("--table-mb", o->tableMb,
                    "With --recheck: the solver's table in MiB (default 256)")
        ->check(wholeNumberIn(1, 16384));
    return {
        app, [o] {
            if (o->dir.empty()) {
                std::cerr << "gametree prove: DIR: an empty name; give the proof's directory\n";
                return kExitUsage;
            }
            const fs::path dir(o->dir), conf = dir / "proof.conf";
            std::string error;
            std::optional<DirectoryLock> lock;
            bool busy = false;
            std::error_code ec;
            // A root given again on standard input (not a terminal) must be
            // the proof's: another root is an error, never silently ignored.
            std::optional<Clobber<1>> givenRoot;
            if (fs::exists(conf, ec) && !::isatty(0)) {
                std::string text;
                if (!readInputText(std::cin, text)) {
                    std::cerr << "gametree prove: the root on standard input: more than 1 MiB "
                                 "of text, and a board is at most 16 rows of 16 items\n";
                    return kExitUsage;
                }
                if (text.find_first_not_of(" \t\r\n") != std::string::npos) {
                    ClobberParse parsed = parseClobber(text);
                    const auto* pos =
                        parsed.position ? std::get_if<Clobber<1>>(&*parsed.position) : nullptr;
                    if (!pos) {
                        std::cerr << "gametree prove: the root on standard input: "
                                  << (parsed.error ? parsed.error->describe()
                                                   : std::string("not a board of a proof"))
                                  << " (standard input, when it is not a terminal, is read "
                                     "for the root: give </dev/null to give none)\n";
                        return kExitUsage;
                    }
                    givenRoot = *pos;
                }
            }
            if (!fs::exists(conf, ec)) {
                std::string text;
                if (!readInputText(std::cin, text)) {
                    std::cerr << "gametree prove: the root on standard input: more than 1 MiB "
                                 "of text, and a board is at most 26 rows of 26 items\n";
                    return kExitUsage;
                }
                ClobberParse parsed = parseClobber(text);
                if (!parsed.position) {
                    std::cerr << "gametree prove: the root on standard input: "
                              << parsed.error->describe() << '\n';
                    return kExitUsage;
                }
                const auto* pos = std::get_if<Clobber<1>>(&*parsed.position);
                if (!pos || !ProofFrame::fits(pos->rows(), pos->cols())) {
                    std::cerr << "gametree prove: a proof holds boards of at most "
                              << kProofMaxSquares << " squares\n";
                    return kExitUsage;
                }
                if (!pos->hasMove()) {
                    std::cerr << "gametree prove: the root has no move: "
                              << sideSymbol(pos->sideToMove())
                              << ", to move, has lost already, and there is nothing to prove\n";
                    return kExitUsage;
                }
                fs::create_directories(dir, ec);
                if (lock = DirectoryLock::take(o->dir, error, &busy); !lock) {
                    std::cerr << "gametree prove: " << error << '\n';
                    return busy ? kExitBusy : 1;
                }
                // Another run may have made it while this one read the root,
                // which must then be that run's.
                givenRoot = *pos;
                if (!fs::exists(conf, ec)) {
                    ProveConfig c;
                    c.root = *pos;
                    c.depth = o->depth ? o->depth : 4;
                    c.prover = o->prover.empty() ? pos->sideToMove()
                                                 : (o->prover == "B" ? Side::First : Side::Second);
                    if (const std::string problem = writeFile(conf.string(), proveConfigText(c));
                        !problem.empty()) {
                        std::cerr << "gametree prove: " << problem << '\n';
                        return 1;
                    }
                }
            }
            if (!lock && !(lock = DirectoryLock::take(o->dir, error, &busy))) {
                std::cerr << "gametree prove: " << error << '\n';
                return busy ? kExitBusy : 1;
            }
            removeTemporaries(o->dir, {"proof.conf", "jobs.txt", "proof.gtp", "results.txt"});
            std::string text;
            error = regularFileError(conf.string(), "proof.conf");
            if (error.empty())
                error = readFile(conf.string(), kMaxProveConfigBytes, "proof.conf", text);
            if (!error.empty()) {
                std::cerr << "gametree prove: " << error << '\n';
                return kExitUsage;
            }
            const auto config = parseProveConfig(text, error);
            if (!config) {
                std::cerr << "gametree prove: " << conf.string() << ": " << error << '\n';
                return kExitUsage;
            }
            const char prover = sideSymbol(config->prover);
            if ((o->depth && o->depth != config->depth) ||
                (!o->prover.empty() && o->prover[0] != prover)) {
                std::cerr << "gametree prove: " << conf.string()
                          << " was made with other options (depth " << config->depth << ", prover "
                          << prover << ")\n";
                return kExitUsage;
            }
            if (givenRoot && proofLine(*givenRoot) != proofLine(config->root)) {
                std::cerr << "gametree prove: the root on standard input, " << proofLine(*givenRoot)
                          << ", is not the root of " << conf.string() << ", "
                          << proofLine(config->root)
                          << "; give another directory for another root\n";
                return kExitUsage;
            }
            const Clobber<1>& rootPos = config->root;
            if (!rootPos.hasMove()) {
                std::cerr << "gametree prove: " << conf.string()
                          << ": the root has no move, and there is nothing to prove\n";
                return kExitUsage;
            }
            const ProofFrame frame(rootPos.rows(), rootPos.cols());
            const fs::path resultsFile = dir / "results.txt";
            JobResults results(frame);
            if (!readResults(dir, results, error)) {
                std::cerr << "gametree prove: " << error << '\n';
                return kExitUsage;
            }
            // A line cut short by a killed writer must not swallow the next.
            if (error = endWithNewline(resultsFile.string()); !error.empty()) {
                std::cerr << "gametree prove: " << error << '\n';
                return 1;
            }
            if (!results.conflicts().empty() && o->recheck) {
                if (!recheck(dir, frame, results, o->tableMb, error)) {
                    std::cerr << "gametree prove: --recheck: " << error << '\n';
                    return 1;
                }
                results = JobResults(frame);
                if (!readResults(dir, results, error)) {
                    std::cerr << "gametree prove: " << error << '\n';
                    return kExitUsage;
                }
            } else if (o->recheck) {
                std::cout << "Recheck: no contradictory results\n";
            }
            if (!results.conflicts().empty()) {
                for (const ResultConflict& c : results.conflicts())
                    std::cerr << "gametree prove: " << resultsFile.string()
                              << ": contradictory results for " << c.position << ":\n  line "
                              << c.firstLine << ": " << c.first << "\n  line " << c.secondLine
                              << ": " << c.second << '\n';
                std::cerr << "gametree prove: solve them again with `gametree prove " << o->dir
                          << " --recheck`\n";
                return 1;
            }
            const ProveStatus st = advanceProof(rootPos, config->depth, config->prover, results,
                                                o->lookahead, config->tries);
            // The proof before the empty list of jobs: a run that stops in
            // between leaves the jobs of the open root, never an empty list
            // without a proof.
            const std::string proofPath = (dir / "proof.gtp").string();
            if (st.winner) {
                if (error = writeFile(proofPath, st.proof->serialize()); !error.empty()) {
                    std::cerr << "gametree prove: " << error << '\n';
                    return 1;
                }
            }
            std::string jobs;
            for (const Clobber<1>& p : st.pending) jobs += proofLine(p) + "\n";
            if (error = writeFile((dir / "jobs.txt").string(), jobs); !error.empty()) {
                std::cerr << "gametree prove: " << error << '\n';
                return 1;
            }
            std::cout << "Results: " << results.size() << " (" << st.jobsUsed
                      << " used by the tree, " << fixed(results.seconds(), 1) << " s of solving";
            if (results.skipped())
                std::cout << ", " << results.skipped() << " malformed lines skipped";
            if (results.rejected())
                std::cout << ", " << results.rejected() << " rejected lines passed over";
            std::cout << ")\nRefuted first moves:";
            for (const std::string& m : st.refutedRootMoves) std::cout << ' ' << m;
            std::cout << (st.refutedRootMoves.empty() ? " none\n" : "\n");
            if (!st.winner) {
                if (!st.openMove.empty()) std::cout << "Open first move: " << st.openMove << ", ";
                std::cout << st.openRepliesProven << " of " << st.openReplies
                          << (st.openMove.empty() ? " first moves" : " replies") << " proven for "
                          << prover << '\n';
                if (!st.openLine.empty()) {
                    // Where the work is: the candidate open at each of the
                    // prover's nodes, the reply open at each of the opponent's.
                    std::cout << "Open line:";
                    for (const ProveStatus::OpenStep& step : st.openLine) {
                        std::cout << ' ' << step.move;
                        if (step.byProver)
                            std::cout << " (" << step.refutedBefore << " refuted before it, "
                                      << step.repliesProven << " of " << step.replies
                                      << " replies proven)";
                    }
                    std::cout << '\n';
                }
                std::cout << "Pending: " << st.pending.size() << " jobs in "
                          << (dir / "jobs.txt").string() << '\n';
                return kExitOk;
            }
            std::cout << "Proven: " << sideSymbol(*st.winner) << " wins; proof in " << proofPath
                      << " (" << st.proof->size() << " entries)\n";
            return kExitOk;
        }};
}

} // namespace gametree::cli
