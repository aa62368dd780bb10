// `gametree prove`: a proof split into independent jobs in a directory,
// grown, solved job by job (or by `solve --job` under GNU parallel), merged
// and resumed; and `solve --job`, one job's result line.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "file_io.hpp"
#include "game_io.hpp"
#include "games/clobber/clobber_text.hpp"
#include "proof/proof_jobs.hpp"
#include "search/agent.hpp"
#include "solver/clobber_solver.hpp"
#include "validators.hpp"

namespace gametree::cli {

int runJob(const std::string& line, int tableMb, const std::string& tableFile, int rootOrder) {
    std::string error;
    const auto pos = parseProofLine(line, error);
    if (!pos) {
        std::cerr << "gametree solve: --job: " << error << '\n';
        return kExitUsage;
    }
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t(tableMb) << 20);
    solver->setRootOrder(rootOrder);
    // A table of positions proved by earlier jobs: every entry is a proven
    // result about a position, whatever job proved it, so a job may start
    // from it. A file that is not such a table, or of another size, is an
    // error rather than a silent fresh start.
    if (!tableFile.empty() && std::filesystem::exists(tableFile))
        if (const std::string problem = solver->loadTable(tableFile); !problem.empty()) {
            std::cerr << "gametree solve: --table-file: " << problem << '\n';
            return kExitUsage;
        }
    const SolveResult r = solver->solve(*pos);
    if (!tableFile.empty()) {
        // Written beside it and renamed over it, so that a job killed while
        // saving leaves the previous table whole.
        const std::string part = tableFile + ".part";
        std::error_code ec;
        if (!solver->saveTable(part) || (std::filesystem::rename(part, tableFile, ec), ec)) {
            std::cerr << "gametree solve: --table-file: cannot write " << tableFile << '\n';
            std::filesystem::remove(part, ec);
            return kExitOutput;
        }
    }
    JobResult out{*pos, r.moverWins, r.move, r.nodes, r.seconds};
    std::cout << jobResultLine(out) << std::endl;
    return kExitOk;
}

namespace {

// DIR/proof.conf: the root, the depth and the prover, one "name value" a line.
struct ProveConfig {
    std::string root;
    int depth = 0;
    char prover = 0;
};

std::optional<ProveConfig> readConfig(const std::string& path, std::string& error) {
    std::ifstream in(path);
    ProveConfig c;
    std::string name, value;
    while (in >> name >> value) {
        if (name == "root") c.root = value;
        if (name == "depth") c.depth = std::atoi(value.c_str());
        if (name == "prover") c.prover = value[0];
    }
    if (c.root.empty() || c.depth < 1 || (c.prover != 'B' && c.prover != 'W')) {
        error = path + " lacks a root, a depth of at least 1 or a prover B or W";
        return std::nullopt;
    }
    return c;
}

} // namespace

Command addProve(CLI::App& root) {
    struct Options {
        std::string dir;
        int depth = 0;
        std::string prover;
        int lookahead = 1;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "prove", "Split the proof of a Clobber position into solve jobs, and merge their results");
    app->footer(
        "The first run reads the root position on standard input and writes DIR/proof.conf. "
        "Every run reads DIR/results.txt (the lines of `gametree solve --job`), writes the jobs "
        "still needed to DIR/jobs.txt, one position a line, and once the root is decided the "
        "proof to DIR/proof.gtp (check it with verify-proof).\n"
        "Run the jobs with GNU parallel: scripts/prove.sh DIR does all rounds, e.g.\n"
        "  gametree start --rows 5 --cols 5 | gametree prove runs/5x5 --depth 4\n"
        "  scripts/prove.sh runs/5x5 --sshloginfile hosts.txt");
    app->add_option("dir", o->dir, "The proof's directory")->required();
    app->add_option("--depth", o->depth, "Plies from the root to the jobs (first run; default 4)")
        ->check(wholeNumberIn(1, 40));
    app->add_option("--prover", o->prover,
                    "The side the proof tries to show wins: B or W (first run; default the "
                    "side to move)")
        ->check(CLI::IsMember({"B", "W"}));
    app->add_option("--lookahead", o->lookahead,
                    "Candidates of a prover's node probed at once: the likeliest refutation of "
                    "each of the next K-1 is listed after the open one's (only the order of "
                    "jobs.txt changes; set it to the number of jobs a round runs; default 1)")
        ->check(wholeNumberIn(1, 1000));
    return {
        app, [o] {
            namespace fs = std::filesystem;
            const fs::path dir(o->dir), conf = dir / "proof.conf";
            std::string error;
            if (!fs::exists(conf)) {
                std::ostringstream text;
                text << std::cin.rdbuf();
                ClobberParse parsed = parseClobber(text.str());
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
                std::error_code ec;
                fs::create_directories(dir, ec);
                const char prover =
                    o->prover.empty() ? sideSymbol(pos->sideToMove()) : o->prover[0];
                const std::string c = "root " + proofLine(*pos) + "\ndepth " +
                                      std::to_string(o->depth ? o->depth : 4) + "\nprover " +
                                      prover + "\n";
                if (!writeFile(conf.string(), c)) {
                    std::cerr << "gametree prove: cannot write " << conf.string() << '\n';
                    return 1;
                }
            }
            const auto config = readConfig(conf.string(), error);
            if (!config) {
                std::cerr << "gametree prove: " << error << '\n';
                return kExitUsage;
            }
            if ((o->depth && o->depth != config->depth) ||
                (!o->prover.empty() && o->prover[0] != config->prover)) {
                std::cerr << "gametree prove: " << conf.string()
                          << " was made with other options (depth " << config->depth << ", prover "
                          << config->prover << ")\n";
                return kExitUsage;
            }
            const auto rootPos = parseProofLine(config->root, error);
            if (!rootPos || !ProofFrame::fits(rootPos->rows(), rootPos->cols())) {
                std::cerr << "gametree prove: " << conf.string() << ": bad root " << error << '\n';
                return kExitUsage;
            }
            JobResults results(ProofFrame(rootPos->rows(), rootPos->cols()));
            if (std::ifstream in(dir / "results.txt"); in && !results.read(in, error)) {
                std::cerr << "gametree prove: results.txt: " << error << '\n';
                return kExitUsage;
            }
            const ProveStatus st = advanceProof(*rootPos, config->depth,
                                                config->prover == 'B' ? Side::First : Side::Second,
                                                results, o->lookahead);
            std::string jobs;
            for (const Clobber<1>& p : st.pending) jobs += proofLine(p) + "\n";
            if (!writeFile((dir / "jobs.txt").string(), jobs)) {
                std::cerr << "gametree prove: cannot write jobs.txt\n";
                return 1;
            }
            std::cout << "Results: " << results.size() << " (" << st.jobsUsed
                      << " used by the tree, " << fixed(results.seconds(), 1) << " s of solving";
            if (results.skipped())
                std::cout << ", " << results.skipped() << " malformed lines skipped";
            std::cout << ")\nRefuted first moves:";
            for (const std::string& m : st.refutedRootMoves) std::cout << ' ' << m;
            std::cout << (st.refutedRootMoves.empty() ? " none\n" : "\n");
            if (!st.winner) {
                if (!st.openMove.empty()) std::cout << "Open first move: " << st.openMove << ", ";
                std::cout << st.openRepliesProven << " of " << st.openReplies
                          << (st.openMove.empty() ? " first moves" : " replies") << " proven for "
                          << config->prover << '\n';
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
            const std::string proofPath = (dir / "proof.gtp").string();
            if (!writeFile(proofPath, st.proof->serialize())) {
                std::cerr << "gametree prove: cannot write " << proofPath << '\n';
                return 1;
            }
            std::cout << "Proven: " << sideSymbol(*st.winner) << " wins; proof in " << proofPath
                      << " (" << st.proof->size() << " entries)\n";
            return kExitOk;
        }};
}

} // namespace gametree::cli
