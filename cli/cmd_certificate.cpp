// `gametree certificate`: a proof file as a text certificate that a short
// independent program checks (tools/check_certificate.py), its leaves for
// outside solvers, a Graphviz picture of its top, and an optimal game: the
// winner's proven moves against the loser's longest resistance.
#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>

#include "commands.hpp"
#include "file_io.hpp"
#include "game_io.hpp"
#include "games/clobber/clobber_text.hpp"
#include "proof/proof_certificate.hpp"
#include "solver/clobber_solver.hpp"
#include "validators.hpp"

namespace gametree::cli {

namespace {

using Kind = CertificateNode::Kind;

// One move of the optimal game, with why it was chosen.
struct GameMove {
    ClobberMove move;
    std::string why; // for the loser's moves: what made it the longest resistance
};

// The winner's proven moves against the loser's longest resistance, from the
// root to the end of the game (docs/formats.md, "The 6x6 certificate"). At
// each of the loser's nodes inside the proof, the reply with the most
// distinct leaves below it; among replies tied on that (at the proof's last
// level every reply has one leaf), and at every node of the loser past the
// proof's leaves, the reply after which a fresh solver (tableMb) takes the
// most nodes to prove the winner's win. Remaining ties go to the first reply
// in move-generation order. The winner plays the proof's move inside the
// proof and the move of that solve past it. proofPlies is set to the plies
// played inside the proof (to the leaf). Nothing if a solve finds no win for
// the winner (the proof would be wrong), with the reason in error.
std::optional<std::vector<GameMove>> optimalGame(const ProofCertificate& c, int tableMb,
                                                 bool progress, std::string& error,
                                                 std::size_t& proofPlies) {
    const std::vector<std::size_t> below = leavesBelow(c);
    Clobber<1> pos = c.nodes[0].pos;
    const ProofFrame frame(pos.rows(), pos.cols());
    // The certificate's nodes keep the positions as the walk first reached
    // them, which may be the game's position turned or mirrored: a move of the
    // game is matched to a node's child by the proof key of where it leads.
    constexpr uint32_t kNone = ~uint32_t{0};
    const auto childAfter = [&](uint32_t at, ClobberMove m) {
        Clobber<1> next = pos;
        next.make(m);
        const uint64_t key = frame.key(next).key;
        for (const uint32_t j : c.nodes[at].next)
            if (frame.key(c.nodes[j].pos).key == key) return j;
        return kNone;
    };
    // Of the loser's replies, the one after which a fresh solve takes the most
    // nodes, with that solve's winning move and its nodes.
    struct Hardest {
        ClobberMove reply{}, answer{};
        uint64_t nodes = 0;
    };
    const auto hardest = [&](const std::vector<ClobberMove>& replies) -> std::optional<Hardest> {
        Hardest h;
        for (std::size_t k = 0; k < replies.size(); ++k) {
            Clobber<1> next = pos;
            next.make(replies[k]);
            auto solver = std::make_unique<ClobberSolver<1>>(std::size_t(tableMb) << 20);
            const SolveResult r = solver->solve(next);
            if (!r.moverWins || !r.hasMove) {
                error = "the solver finds no win after " + moveName(replies[k], pos.cols()) +
                        " in " + proofLine(pos);
                return std::nullopt;
            }
            if (k == 0 || r.nodes > h.nodes) h = {replies[k], r.move, r.nodes};
        }
        return h;
    };
    const auto replies = [](std::size_t n) {
        return std::to_string(n) + (n == 1 ? " reply" : " replies");
    };
    std::vector<GameMove> game;
    uint32_t node = 0;          // the game's node in the proof, until a leaf; then kNone
    ClobberMove solvedAnswer{}; // past the proof: the winner's next move
    while (true) {
        if (node != kNone && c.nodes[node].kind == Kind::Leaf)
            node = kNone, proofPlies = game.size();
        Clobber<1>::Moves moves;
        pos.generate(moves);
        if (moves.empty()) break;
        GameMove chosen{moves[0], {}};
        if (node != kNone && c.nodes[node].kind == Kind::Win) {
            const uint32_t to = c.nodes[node].next[0];
            const auto m = std::find_if(moves.begin(), moves.end(),
                                        [&](ClobberMove m) { return childAfter(node, m) == to; });
            if (m == moves.end()) {
                error = "the game left the proof at " + proofLine(pos);
                return std::nullopt;
            }
            chosen.move = *m;
            node = to;
        } else if (node != kNone) {
            // The replies with the most leaves below, in move order.
            std::vector<ClobberMove> most;
            std::size_t leaves = 0;
            for (const ClobberMove m : moves) {
                const uint32_t j = childAfter(node, m);
                if (j == kNone) {
                    error = "the proof has no answer to " + moveName(m, pos.cols()) + " at " +
                            proofLine(pos);
                    return std::nullopt;
                }
                if (most.empty() || below[j] > leaves) most.clear(), leaves = below[j];
                if (below[j] == leaves) most.push_back(m);
            }
            chosen.move = most[0];
            chosen.why = std::to_string(leaves) + " of " + std::to_string(below[node]) +
                         " leaves below, the most of " + replies(moves.size());
            if (most.size() > 1) {
                const auto h = hardest(most);
                if (!h) return std::nullopt;
                chosen.move = h->reply;
                chosen.why = replies(most.size()) + " of " + std::to_string(moves.size()) +
                             " with " + std::to_string(leaves) +
                             (leaves == 1 ? " leaf" : " leaves") + " below; refuted in " +
                             std::to_string(h->nodes) + " solver nodes, the most of them";
            }
            node = childAfter(node, chosen.move);
        } else if (pos.sideToMove() == c.winner) {
            chosen.move = solvedAnswer;
        } else {
            const auto h = hardest(std::vector<ClobberMove>(moves.begin(), moves.end()));
            if (!h) return std::nullopt;
            chosen.move = h->reply, solvedAnswer = h->answer;
            chosen.why = "refuted in " + std::to_string(h->nodes) + " solver nodes, the most of " +
                         replies(moves.size());
        }
        if (progress)
            std::cerr << "ply " << game.size() + 1 << ": " << moveName(chosen.move, pos.cols())
                      << (chosen.why.empty() ? std::string() : " (" + chosen.why + ")")
                      << std::endl;
        game.push_back(chosen);
        pos.make(chosen.move);
    }
    if (node != kNone) proofPlies = game.size(); // the game ended inside the proof
    return game;
}

// The game as a record (docs/formats.md, "Game records and share links").
std::string gameRecord(const ProofCertificate& c, const std::vector<GameMove>& game,
                       std::size_t proofPlies, const std::string& command, int tableMb) {
    const Clobber<1>& root = c.nodes[0].pos;
    const std::string winner = c.winner == Side::First ? "Black" : "White";
    const std::string loser = c.winner == Side::First ? "White" : "Black";
    const std::string mb = std::to_string(tableMb);
    std::string s = "# An optimal game of " + std::to_string(root.rows()) + "x" +
                    std::to_string(root.cols()) + " Clobber: " + winner +
                    "'s proven moves against " + loser + "'s longest resistance.\n";
    const std::string inside = std::to_string(proofPlies), past = std::to_string(proofPlies + 1);
    s += "# Plies 1-" + inside + " are inside the proof: " + winner + " plays the proof's move, " +
         loser + " the reply\n";
    s += "# with the most distinct leaves of the proof below it. From ply " + past +
         " on, past the\n";
    s += "# proof's leaf, " + loser + " plays the reply after which a fresh solver (" + mb +
         " MiB table)\n";
    s += "# takes the most nodes to prove " + winner + "'s win, and " + winner +
         " the move that solve\n";
    s += "# found; ties on leaves inside the proof are broken the same way, and any\n";
    s += "# tie left by the first reply in move-generation order.\n";
    s += "# Made by: " + command + "\n";
    s += "game: clobber\n" + clobberText(root, true) + "moves:\n";
    // One ply a line, "1. e1e2" and "1... d4d3", each loser's move after a
    // comment line on why it was chosen.
    for (std::size_t i = 0; i < game.size(); ++i) {
        const std::string ply = std::to_string(i / 2 + 1) + (i % 2 ? "... " : ". ") +
                                moveName(game[i].move, root.cols());
        if (!game[i].why.empty()) s += "# " + ply + ": " + game[i].why + "\n";
        s += ply + "\n";
    }
    s += "# " + loser + " has no move: " + winner + " wins after " + std::to_string(game.size()) +
         " plies.\n";
    return s;
}

// The leaves of a certificate solved again, each within a node budget, with
// one table for all: the first leaf its mover is proven to win (the proof is
// wrong there), or how many were proven lost and how many the budget left
// unsolved.
struct LeafCheck {
    std::optional<Clobber<1>> won;
    std::size_t lost = 0, unsolved = 0;
};

LeafCheck checkLeaves(const ProofCertificate& c, uint64_t nodeBudget, int tableMb) {
    LeafCheck check;
    auto solver = std::make_unique<ClobberSolver<1>>(std::size_t(tableMb) << 20);
    for (const CertificateNode& n : c.nodes) {
        if (n.kind != Kind::Leaf) continue;
        const SolveResult r = solver->solve(n.pos, {}, nodeBudget);
        if (!r.solved) {
            ++check.unsolved;
        } else if (r.moverWins) {
            check.won = n.pos;
            return check;
        } else {
            ++check.lost;
        }
    }
    return check;
}

} // namespace

Command addCertificate(CLI::App& root) {
    struct Options {
        std::string file, out, leaves, leavesMcgs, dot, game;
        int dotDepth = 2;
        int tableMb = 64;
        int leafNodes = 2'000;
        bool progress = false;
    };
    auto o = std::make_shared<Options>();
    CLI::App* app = root.add_subcommand(
        "certificate", "Write a proof as a text certificate, its leaves, a picture or a game");
    app->footer("Writes the proof of a proof file (a book of one board's start, or a proof of "
                "`prove`) as a text certificate, one line a node, that "
                "tools/check_certificate.py checks without this program (docs/formats.md, "
                "\"The 6x6 certificate\"). Without --out and the other outputs, the "
                "certificate goes to standard output. Every leaf is first solved again within "
                "--leaf-nodes: a leaf its mover wins makes the proof WRONG (exit 1, nothing "
                "written), and the leaves the budget leaves unsolved are counted (`gametree "
                "verify-proof` solves them all). Exit 1 if the proof is incomplete or wrong; "
                "the outputs are checked before any work (exit 2).\n"
                "  gametree certificate data/proof/6x6/proof.gtp --out certificate.txt "
                "--leaves-mcgs leaves-mcgs.txt\n"
                "  gametree certificate data/proof/6x6/proof.gtp --dot top.dot && dot -Tsvg "
                "top.dot -o top.svg");
    app->add_option("file", o->file, "The proof file")->required();
    CLI::Option* out = app->add_option("--out", o->out, "Write the certificate to this file");
    CLI::Option* leaves =
        app->add_option("--leaves", o->leaves,
                        "Write the leaves to this file, one position line each (as `verify-proof "
                        "--list-leaves` prints them)");
    CLI::Option* leavesMcgs =
        app->add_option("--leaves-mcgs", o->leavesMcgs,
                        "Write the leaves to this file in MCGS's input format, each with the "
                        "expected result, a loss for its mover");
    CLI::Option* dot = app->add_option(
        "--dot", o->dot, "Write a Graphviz picture of the top of the proof to this file");
    app->add_option("--dot-depth", o->dotDepth,
                    "Plies from the root that --dot draws, 1..8 (default 2)")
        ->check(wholeNumberIn(1, 8));
    CLI::Option* game =
        app->add_option("--game", o->game,
                        "Write an optimal game to this file, as a game record: the winner's "
                        "proven moves against the loser's longest resistance, solved past the "
                        "proof's leaves");
    app->add_option("--table-mb", o->tableMb,
                    "The table of the leaves' solves and of each solve of --game, in MiB, "
                    "1..16384 (default 64)")
        ->check(wholeNumberIn(1, 16384));
    app->add_option("--leaf-nodes", o->leafNodes,
                    "Solve each leaf again within this many nodes first, 0..2,000,000,000 "
                    "(default 2,000; 0: none): a leaf its mover is proven to win is an error")
        ->check(wholeNumberIn(0, 2'000'000'000));
    strictFlag(*app, "--progress", o->progress, "With --game: one line on stderr per move");
    const std::vector<std::pair<CLI::Option*, std::string*>> outputs{{out, &o->out},
                                                                     {leaves, &o->leaves},
                                                                     {leavesMcgs, &o->leavesMcgs},
                                                                     {dot, &o->dot},
                                                                     {game, &o->game}};
    return {app, [o, outputs] {
                // Every output is checked before any work: a name, a place it
                // can be written, not the proof itself, not another output.
                for (std::size_t i = 0; i < outputs.size(); ++i) {
                    const auto& [option, path] = outputs[i];
                    if (!option->count()) continue;
                    std::string problem = writableFileError(*path);
                    if (problem.empty() && (*path == o->file || sameFile(*path, o->file)))
                        problem = *path + " is the proof file it reads";
                    for (std::size_t j = 0; j < i && problem.empty(); ++j)
                        if (outputs[j].first->count() &&
                            (*outputs[j].second == *path || sameFile(*outputs[j].second, *path)))
                            problem =
                                *path + " is given to " + outputs[j].first->get_name() + " too";
                    if (!problem.empty()) {
                        std::cerr << "gametree certificate: " << option->get_name() << ": "
                                  << problem << '\n';
                        return kExitUsage;
                    }
                }
                std::string bytes, error;
                if (const std::string problem =
                        readFile(o->file, kMaxProofFileBytes, "proof", bytes, kProofFileMagic);
                    !problem.empty()) {
                    std::cerr << "gametree certificate: " << problem << '\n';
                    return kExitUsage;
                }
                const auto tree = ProofTree::parse(bytes, error);
                if (!tree) {
                    std::cerr << "gametree certificate: " << o->file << ": " << error << '\n';
                    return kExitUsage;
                }
                if (tree->fullPlies()) {
                    std::cerr << "gametree certificate: " << o->file
                              << ": an opening book holds the proofs of many positions; a "
                                 "certificate is the proof of one root\n";
                    return kExitUsage;
                }
                const ProofCertificate c = certificateOf(*tree);
                if (!c.error.empty()) {
                    std::cout << "Proof: INCOMPLETE: " << c.error;
                    return 1;
                }
                LeafCheck check;
                check.unsolved = c.leaves;
                if (o->leafNodes) check = checkLeaves(c, uint64_t(o->leafNodes), o->tableMb);
                if (check.won) {
                    std::cout << "Proof: WRONG: the mover wins this leaf:\n"
                              << clobberText(*check.won, true);
                    return 1;
                }
                const auto write = [](const std::string& path, const std::string& text) {
                    const std::string problem = writeFile(path, text);
                    if (problem.empty()) return true;
                    std::cerr << "gametree certificate: " << problem << '\n';
                    return false;
                };
                bool anyFile = false;
                for (const auto& output : outputs) anyFile |= output.first->count() > 0;
                if (!anyFile) std::cout << certificateText(c);
                if (!o->out.empty() && !write(o->out, certificateText(c))) return 1;
                if (!o->leaves.empty() && !write(o->leaves, certificateLeaves(c))) return 1;
                if (!o->leavesMcgs.empty()) {
                    const std::string title =
                        "The " + std::to_string(c.leaves) + " leaves of the proof that " +
                        (c.winner == Side::First ? "Black" : "White") + " wins " +
                        proofLine(c.nodes[0].pos) +
                        " (gametree certificate --leaves-mcgs): each is lost for its side to "
                        "move, the result after each grid";
                    if (!write(o->leavesMcgs, certificateLeavesMcgs(c, title))) return 1;
                }
                if (!o->dot.empty() && !write(o->dot, certificateDot(c, o->dotDepth))) return 1;
                if (!o->game.empty()) {
                    std::size_t proofPlies = 0;
                    const auto played = optimalGame(c, o->tableMb, o->progress, error, proofPlies);
                    if (!played) {
                        std::cout << "Proof: WRONG: " << error << '\n';
                        return 1;
                    }
                    const std::string command = "gametree certificate " + o->file + " --game " +
                                                o->game + " --table-mb " +
                                                std::to_string(o->tableMb);
                    if (!write(o->game, gameRecord(c, *played, proofPlies, command, o->tableMb)))
                        return 1;
                }
                // What the leaves rest on, said where the summary goes: on
                // standard output beside it, on standard error when the
                // certificate itself is there.
                std::ostream& report = anyFile ? std::cout : std::cerr;
                if (anyFile)
                    std::cout << "Certificate: " << (c.winner == Side::First ? "B" : "W")
                              << " wins " << proofLine(c.nodes[0].pos) << "; " << c.wins << " won, "
                              << c.losses << " lost, " << c.leaves << " leaves\n";
                report << "Leaves: " << check.lost << " of " << c.leaves
                       << " solved again, lost for their mover";
                if (o->leafNodes) report << " (each within " << o->leafNodes << " nodes)";
                if (check.unsolved)
                    report << "; " << check.unsolved
                           << " not solved again here: `gametree verify-proof " << o->file
                           << "` solves them all";
                report << '\n';
                return kExitOk;
            }};
}

} // namespace gametree::cli
