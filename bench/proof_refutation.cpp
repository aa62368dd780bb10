// Which reply refutes a first move of a split proof, and by which jobs:
// for the prover's first move M of `gametree prove DIR` (depth 4), the
// opponent's reply after which every answer of the prover has a reply whose
// job is a loss for the prover. Prints the reply, then one line per answer:
// the answer, the reply, the job's line, its nodes and seconds; exit 1 if
// the results do not refute M. The job lines can be solved again with
// `gametree solve --job LINE` (docs/performance.md, "The 6x6 proof").
// With a fifth argument, also writes there the refutation as a certificate
// (docs/formats.md, "The 6x6 certificate") rooted after M and the reply, its
// leaves the losing jobs, for tools/check_certificate.py --moves 'M REPLY'.
// With a sixth, writes there the same refutation as a proof file (the
// format of proof.gtp, rooted after M and the reply, White the winner, each
// of Black's answers an entry with White's move and a leaf after it), which
// `gametree book --extend` grows and `gametree book --first-moves` joins.
// Build: g++ -O2 -std=c++20 -Icore bench/proof_refutation.cpp
//          build/release/core/libgametree_core.a -o build/proof_refutation
// Run:   build/proof_refutation data/proof/6x6 6 6 b2b3 [CERTIFICATE [PROOF]]
#include <cstdlib>
#include <fstream>
#include <iostream>

#include "games/clobber/clobber_text.hpp"
#include "proof/proof_jobs.hpp"
#include "proof/proof_tree.hpp"

using namespace gametree;

int main(int argc, char** argv) {
    if (argc < 5 || argc > 7) {
        std::cerr << "usage: proof_refutation DIR ROWS COLS MOVE [CERTIFICATE [PROOF]]\n";
        return 2;
    }
    const int rows = std::atoi(argv[2]), cols = std::atoi(argv[3]);
    const std::string first = argv[4];
    const Clobber<1> root = Clobber<1>::start(rows, cols);
    JobResults results{ProofFrame(rows, cols)};
    std::ifstream in(std::string(argv[1]) + "/results.txt");
    std::string error;
    if (!in || !results.read(in, error)) {
        std::cerr << "proof_refutation: cannot read the results: " << error << '\n';
        return 2;
    }
    auto movesOf = [](const Clobber<1>& p) {
        Clobber<1>::Moves m;
        p.generate(m);
        return m;
    };
    for (const ClobberMove a : movesOf(root)) {
        if (moveName(a, cols) != first) continue;
        Clobber<1> p1 = root;
        p1.make(a);
        for (const ClobberMove b : movesOf(p1)) {
            Clobber<1> p2 = p1;
            p2.make(b);
            std::vector<std::string> lines, nodes;
            ProofTree proof(p2);
            for (const ClobberMove c : movesOf(p2)) {
                Clobber<1> p3 = p2;
                p3.make(c);
                for (const ClobberMove d : movesOf(p3)) {
                    Clobber<1> p4 = p3;
                    p4.make(d);
                    const JobResult* r = results.find(p4);
                    if (r && !r->moverWins) {
                        lines.push_back(moveName(c, cols) + " " + moveName(d, cols) + " " +
                                        proofLine(r->position) + " " + std::to_string(r->nodes) +
                                        " " + std::to_string(r->seconds));
                        nodes.push_back(proofLine(p3) + " " + moveName(d, cols) + "\n" +
                                        proofLine(p4) + " leaf\n");
                        proof.add(p3, d, false);
                        break;
                    }
                }
                if (lines.empty() || lines.back().rfind(moveName(c, cols) + " ", 0) != 0) break;
            }
            if (lines.size() != movesOf(p2).size()) continue;
            std::cout << first << " " << moveName(b, cols) << ": every one of the " << lines.size()
                      << " answers refuted\n";
            for (const std::string& l : lines) std::cout << l << '\n';
            if (argc >= 6) {
                std::ofstream out(argv[5]);
                out << "clobber-certificate 1 " << rows << "x" << cols << " white-wins\n"
                    << "# White wins " << rows << "x" << cols << " Clobber after " << first << " "
                    << moveName(b, cols) << ", from the first position below, Black to move.\n"
                    << "# Drawn from the jobs of " << argv[1] << " by bench/proof_refutation.cpp:\n"
                    << "# each answer of Black's, White's move, and the job that proved it\n"
                    << "# lost for Black (a leaf). " << lines.size() << " won, 1 lost, "
                    << lines.size() << " leaves.\n"
                    << proofLine(p2) << " -\n";
                for (const std::string& n : nodes) out << n;
                if (!out.flush()) {
                    std::cerr << "proof_refutation: cannot write " << argv[5] << '\n';
                    return 2;
                }
            }
            if (argc == 7) {
                proof.sort();
                std::ofstream out(argv[6], std::ios::binary);
                if (!(out << proof.serialize()) || !out.flush()) {
                    std::cerr << "proof_refutation: cannot write " << argv[6] << '\n';
                    return 2;
                }
            }
            return 0;
        }
    }
    std::cout << first << " is not refuted by these results\n";
    return 1;
}
