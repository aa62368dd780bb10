// Replays a split proof (`gametree prove DIR`) from its root with the
// results it already has, as scripts/prove.sh runs it: each round takes the
// first BATCH jobs of the list, looks up their results, and merges again.
// It counts the jobs and the seconds of solving each refuted first move took,
// for a given lookahead (advanceProof), so that job orders can be compared on
// the real results without solving anything. A job the results lack counts as
// a win for the prover (which can only delay a refutation) and is counted
// apart. Stops when the root is decided or the first move open in the
// results (the one being proven now) opens.
// Build: g++ -O2 -std=c++20 -Icore bench/proof_replay.cpp
//          build/release/core/libgametree_core.a -o build/proof_replay
// Run:   build/proof_replay data/proof/6x6 BATCH LOOKAHEAD [SLOTS]
// With SLOTS (default 2), it also adds up the rounds' wall time as GNU
// parallel runs them on that many job slots (each job to the first free
// slot, the round over when its last job ends), from the jobs' own seconds;
// and as it would be with all of a round's jobs started at once (parallel -j
// BATCH), sharing the cores: the longer of the round's total over the cores
// and its longest job.
#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

#include "games/clobber/clobber_text.hpp"
#include "proof/proof_jobs.hpp"
#include "proof/proof_tree.hpp"

using namespace gametree;

int main(int argc, char** argv) {
    if (argc != 4 && argc != 5) {
        std::cerr << "usage: proof_replay DIR BATCH LOOKAHEAD [SLOTS]\n";
        return 2;
    }
    const std::string dir = argv[1];
    const int batch = std::atoi(argv[2]), lookahead = std::atoi(argv[3]);
    const int slots = argc == 5 ? std::max(1, std::atoi(argv[4])) : 2;
    std::ifstream conf(dir + "/proof.conf");
    std::string word, rootLine, error;
    int depth = 0;
    char proverChar = 0;
    while (conf >> word) {
        if (word == "root") conf >> rootLine;
        if (word == "depth") conf >> depth;
        if (word == "prover") conf >> proverChar;
    }
    const auto root = parseProofLine(rootLine, error);
    if (!root) {
        std::cerr << "proof_replay: " << error << '\n';
        return 2;
    }
    const Side prover = proverChar == 'B' ? Side::First : Side::Second;
    const ProofFrame frame(root->rows(), root->cols());
    JobResults all{frame}, known{frame};
    std::ifstream in(dir + "/results.txt");
    if (!all.read(in, error)) {
        std::cerr << "proof_replay: " << error << '\n';
        return 2;
    }
    const ProveStatus now = advanceProof(*root, depth, prover, all);
    std::size_t jobs = 0, missing = 0, refuted = 0, rounds = 0;
    double seconds = 0, wall = 0, shared = 0;
    for (;;) {
        const ProveStatus st = advanceProof(*root, depth, prover, known, lookahead);
        ++rounds;
        while (refuted < st.refutedRootMoves.size()) {
            std::cout << st.refutedRootMoves[refuted++] << " refuted after " << jobs << " jobs, "
                      << std::size_t(seconds) << " s (" << missing << " not in the results)\n";
        }
        if (st.winner || st.pending.empty() || st.openMove == now.openMove) break;
        std::vector<double> slotEnds(std::size_t(slots), 0.0);
        double roundSum = 0, roundLongest = 0;
        for (int i = 0; i < batch && i < int(st.pending.size()); ++i) {
            const Clobber<1>& pos = st.pending[std::size_t(i)];
            ++jobs;
            if (const JobResult* r = all.find(pos)) {
                *std::min_element(slotEnds.begin(), slotEnds.end()) += r->seconds;
                roundSum += r->seconds;
                roundLongest = std::max(roundLongest, r->seconds);
                JobResult copy = *r;
                copy.position = pos;
                copy.move = all.moveFor(*r, pos);
                known.add(copy);
                seconds += r->seconds;
            } else {
                ++missing;
                Clobber<1>::Moves moves;
                pos.generate(moves);
                JobResult fake{pos};
                fake.moverWins = pos.sideToMove() == prover;
                if (fake.moverWins) fake.move = moves[0];
                known.add(fake);
            }
        }
        wall += *std::max_element(slotEnds.begin(), slotEnds.end());
        shared += std::max(roundSum / slots, roundLongest);
    }
    std::cout << "batch " << batch << ", lookahead " << lookahead << ": " << rounds << " rounds, "
              << jobs << " jobs, " << std::size_t(seconds) << " s, " << std::size_t(wall)
              << " s of wall time on " << slots << " slots (" << std::size_t(shared)
              << " s with every job of a round started at once), " << missing
              << " not in the results; open: " << now.openMove << '\n';
}
