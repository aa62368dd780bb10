// A split proof's merge step (core/proof/proof_jobs.hpp), run here round by round
// with a few jobs solved each round, as scripts/prove.sh does with BATCH:
// the result equals a direct solve, and while the root is open the progress
// it reports (the open first move, how many positions after it are proven)
// agrees with proofs of those positions made on their own.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <set>
#include <sstream>
#include <string>

#include "games/clobber/clobber_text.hpp"
#include "proof/proof_jobs.hpp"
#include "proof/proof_tree.hpp"
#include "solver/clobber_solver.hpp"

using namespace gametree;

namespace {

struct Round {
    ProveStatus status;
    std::size_t expectedProven = 0, expectedReplies = 0;
};

// The open part measured independently: each distinct position after the
// open move (after the root, if the opponent moves there) proven on its own,
// two plies (one) nearer its jobs.
Round checkRound(const Clobber<1>& root, int depth, Side prover, const JobResults& results,
                 int lookahead) {
    Round r{advanceProof(root, depth, prover, results, lookahead)};
    if (r.status.winner) return r;
    Clobber<1> open = root;
    int below = depth - 1;
    if (root.sideToMove() == prover) {
        const auto m = parseMoveName(r.status.openMove, root.rows(), root.cols());
        REQUIRE(m.has_value());
        REQUIRE(root.isLegal(*m));
        open.make(*m);
        below = depth - 2;
    } else {
        CHECK(r.status.openMove.empty());
    }
    const ProofFrame frame(root.rows(), root.cols());
    // The open line starts with the open first move and its counts, and
    // leads down to a job still to run.
    const auto& line = r.status.openLine;
    REQUIRE_FALSE(line.empty());
    if (root.sideToMove() == prover) {
        CHECK(line.front().move == r.status.openMove);
        CHECK(line.front().byProver);
        CHECK(line.front().replies == r.status.openReplies);
        CHECK(line.front().repliesProven == r.status.openRepliesProven);
        std::set<uint64_t> refuted;
        for (const std::string& name : r.status.refutedRootMoves) {
            Clobber<1> q = root;
            q.make(*parseMoveName(name, root.rows(), root.cols()));
            refuted.insert(frame.key(q).key);
        }
        CHECK(line.front().refutedBefore == refuted.size());
    }
    Clobber<1> end = root;
    for (const auto& step : line) {
        CHECK(step.byProver == (end.sideToMove() == prover));
        const auto m = parseMoveName(step.move, root.rows(), root.cols());
        REQUIRE(m.has_value());
        REQUIRE(end.isLegal(*m));
        end.make(*m);
    }
    CHECK(int(line.size()) == depth);
    bool listed = false;
    for (const Clobber<1>& job : r.status.pending)
        listed |= frame.key(job).key == frame.key(end).key;
    CHECK(listed);
    std::set<uint64_t> seen;
    Clobber<1>::Moves moves;
    open.generate(moves);
    for (const ClobberMove m : moves) {
        Clobber<1> next = open;
        next.make(m);
        if (!seen.insert(frame.key(next).key).second) continue;
        ++r.expectedReplies;
        const ProveStatus s = advanceProof(next, below, prover, results);
        r.expectedProven += s.winner == prover;
    }
    return r;
}

// Runs the proof of the start of a board to the end, batch jobs a round;
// returns the winner and checks every round's progress on the way. jobsRun,
// if given, gets the number of jobs solved.
Side proveInRounds(int rows, int cols, int depth, Side prover, std::size_t batch, int lookahead = 1,
                   std::size_t* jobsRun = nullptr) {
    const Clobber<1> root = Clobber<1>::start(rows, cols);
    JobResults results{ProofFrame(rows, cols)};
    std::size_t rounds = 0, partial = 0;
    std::size_t lastProven = 0;
    std::string lastMove;
    for (;;) {
        const Round r = checkRound(root, depth, prover, results, lookahead);
        if (r.status.winner) {
            CHECK(r.status.pending.empty());
            CHECK(r.status.openMove.empty());
            INFO(rows << "x" << cols << ", " << rounds << " rounds");
            CHECK(rounds > 2);
            CHECK(partial > 0); // some round had a part of the open move proven
            return *r.status.winner;
        }
        INFO(rows << "x" << cols << ", round " << rounds << ", open " << r.status.openMove);
        CHECK(r.status.openReplies == r.expectedReplies);
        CHECK(r.status.openRepliesProven == r.expectedProven);
        CHECK(r.status.openRepliesProven < r.status.openReplies);
        for (const std::string& refuted : r.status.refutedRootMoves)
            CHECK(refuted != r.status.openMove);
        // On the same open move, what is proven stays proven.
        if (r.status.openMove == lastMove) CHECK(r.status.openRepliesProven >= lastProven);
        lastMove = r.status.openMove;
        lastProven = r.status.openRepliesProven;
        partial += r.status.openRepliesProven > 0;
        REQUIRE_FALSE(r.status.pending.empty());
        const std::size_t n = std::min(batch, r.status.pending.size());
        for (std::size_t i = 0; i < n; ++i) {
            const Clobber<1>& job = r.status.pending[i];
            auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{16} << 20);
            const SolveResult s = solver->solve(job);
            results.add({job, s.moverWins, s.move, s.nodes, 0});
            if (jobsRun) ++*jobsRun;
        }
        ++rounds;
    }
}

Side directWinner(int rows, int cols) {
    ClobberSolver<1> solver(std::size_t{64} << 20);
    const Clobber<1> start = Clobber<1>::start(rows, cols);
    return solver.solve(start).moverWins ? start.sideToMove() : opponent(start.sideToMove());
}

} // namespace

TEST_CASE("a split proof merged round by round: its result and the progress it reports",
          "[proof]") {
    SECTION("4x5, Black proving at its own first move") {
        CHECK(proveInRounds(4, 5, 3, Side::First, 4) == directWinner(4, 5));
    }
    SECTION("5x5, White proving: the opponent moves at the root") {
        CHECK(proveInRounds(5, 5, 2, Side::Second, 3) == directWinner(5, 5));
    }
}

TEST_CASE("a split proof tries first the reply that refuted the candidate before", "[proof]") {
    // 4x5 to depth 4 with Black proving: the jobs lie under White's nodes. At
    // each round, at every Black node two plies in where exactly one
    // candidate is refuted, by exactly one reply, the open candidate's first
    // job is that reply when it is legal there and still to run.
    const Clobber<1> root = Clobber<1>::start(4, 5);
    const ProofFrame frame(4, 5);
    JobResults results{frame};
    std::size_t checked = 0;
    for (int round = 0; round < 400; ++round) {
        const ProveStatus st = advanceProof(root, 4, Side::First, results);
        if (st.winner) break;
        Clobber<1> first = root;
        first.make(*parseMoveName(st.openMove, 4, 5));
        Clobber<1>::Moves replies;
        first.generate(replies);
        for (const ClobberMove w : replies) {
            Clobber<1> q = first;
            q.make(w);
            const ProveStatus sub = advanceProof(q, 2, Side::First, results);
            if (sub.winner || sub.refutedRootMoves.size() != 1 || sub.pending.empty()) continue;
            Clobber<1> refuted = q;
            refuted.make(*parseMoveName(sub.refutedRootMoves[0], 4, 5));
            std::vector<ClobberMove> losing;
            Clobber<1>::Moves ys;
            refuted.generate(ys);
            for (const ClobberMove y : ys) {
                Clobber<1> job = refuted;
                job.make(y);
                if (const JobResult* r = results.find(job); r && !r->moverWins) losing.push_back(y);
            }
            if (losing.size() != 1) continue;
            Clobber<1> open = q;
            open.make(*parseMoveName(sub.openMove, 4, 5));
            if (!open.isLegal(losing[0])) continue;
            Clobber<1> killerJob = open;
            killerJob.make(losing[0]);
            if (results.find(killerJob)) continue; // already run
            INFO(proofLine(q) << " refuted " << sub.refutedRootMoves[0] << " open "
                              << sub.openMove);
            CHECK(frame.key(sub.pending.front()).key == frame.key(killerJob).key);
            ++checked;
        }
        const Clobber<1>& job = st.pending.front();
        auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{16} << 20);
        const SolveResult s = solver->solve(job);
        results.add({job, s.moverWins, s.move, s.nodes, 0});
    }
    CHECK(checked > 3);
}

TEST_CASE("a split proof with lookahead: the same result, and every job of the plain list",
          "[proof]") {
    // 4x5 to depth 4, Black proving, and 5x5 to depth 3, White proving: the
    // prover's nodes two plies above the jobs are where lookahead acts.
    struct Case {
        int rows, cols, depth;
        Side prover;
    };
    for (const Case c : {Case{4, 5, 4, Side::First}, Case{5, 5, 3, Side::Second}}) {
        INFO(c.rows << "x" << c.cols << " to depth " << c.depth);
        // Where the prover is right its candidates often hold, and a probe is
        // then a job spent in vain: 423 jobs against 394 on 4x5, 179 against
        // 176 on 5x5 (the case below is where lookahead pays).
        CHECK(proveInRounds(c.rows, c.cols, c.depth, c.prover, 4, 4) ==
              directWinner(c.rows, c.cols));

        // Round by round, one job a round: the list with lookahead holds every
        // job of the plain list (a probe may come earlier), and its extra jobs
        // too have no result yet; the open move and its progress are the same.
        const Clobber<1> root = Clobber<1>::start(c.rows, c.cols);
        const ProofFrame frame(c.rows, c.cols);
        JobResults results{frame};
        std::size_t roundsWithProbes = 0;
        for (int round = 0; round < 300; ++round) {
            const ProveStatus one = advanceProof(root, c.depth, c.prover, results, 1);
            const ProveStatus four = advanceProof(root, c.depth, c.prover, results, 4);
            REQUIRE(one.winner == four.winner);
            if (one.winner) break;
            CHECK(one.openMove == four.openMove);
            CHECK(one.openRepliesProven == four.openRepliesProven);
            std::set<uint64_t> listed;
            for (const Clobber<1>& job : four.pending) {
                CHECK_FALSE(results.find(job));
                CHECK(listed.insert(frame.key(job).key).second);
            }
            for (const Clobber<1>& job : one.pending) CHECK(listed.count(frame.key(job).key) == 1);
            roundsWithProbes += four.pending.size() > one.pending.size();
            const Clobber<1>& job = four.pending.front();
            auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{16} << 20);
            const SolveResult s = solver->solve(job);
            results.add({job, s.moverWins, s.move, s.nodes, 0});
        }
        CHECK(roundsWithProbes > 3);
    }
}

namespace {
// Jobs run, batch at a time, until the root of the start is decided.
std::size_t jobsToDecide(int rows, int cols, int depth, Side prover, std::size_t batch,
                         int lookahead, Side& winner) {
    const Clobber<1> root = Clobber<1>::start(rows, cols);
    JobResults results{ProofFrame(rows, cols)};
    std::size_t jobs = 0;
    for (;;) {
        const ProveStatus st = advanceProof(root, depth, prover, results, lookahead);
        if (st.winner) {
            winner = *st.winner;
            return jobs;
        }
        const std::size_t n = std::min(batch, st.pending.size());
        for (std::size_t i = 0; i < n; ++i, ++jobs) {
            const Clobber<1>& job = st.pending[i];
            auto solver = std::make_unique<ClobberSolver<1>>(std::size_t{1} << 20);
            const SolveResult s = solver->solve(job);
            results.add({job, s.moverWins, s.move, s.nodes, 0});
        }
    }
}
} // namespace

TEST_CASE("lookahead: a wrong prover's candidates fall in fewer jobs", "[proof]") {
    // 4x6 is lost for Black, who moves first; proven with Black as the
    // prover, every candidate falls, as on 6x6 so far. In batches of four,
    // listing the next three candidates' likeliest refutations beside the open
    // one's saves 43% of the jobs (1,036 against 1,816).
    Side plainWinner = Side::First, aheadWinner = Side::First;
    const std::size_t plain = jobsToDecide(4, 6, 4, Side::First, 4, 1, plainWinner);
    const std::size_t ahead = jobsToDecide(4, 6, 4, Side::First, 4, 4, aheadWinner);
    CHECK(plainWinner == Side::Second);
    CHECK(aheadWinner == Side::Second);
    CHECK(3 * ahead < 2 * plain);
}

namespace {

JobResults readResults(const std::string& text, std::string& error, int rows = 2, int cols = 3) {
    JobResults results{ProofFrame(rows, cols)};
    std::istringstream in(text);
    error.clear();
    results.read(in, error);
    return results;
}

} // namespace

TEST_CASE("a result line is exactly its five fields", "[proof]") {
    std::string error;
    REQUIRE(parseJobResultLine("BW_/_WB:B win a2b2 12 0.500", error));
    REQUIRE(parseJobResultLine("BW_/_WB:W loss - 12 0.500", error));
    for (const char* bad : {
             "BW_/_WB:B win a2b2 12 0.500 junk",                  // a field after the fifth
             "BW_/_WB:B win a2b2 12 0.500BW_/_WB:W loss - 3 0.1", // two lines run together
             "BW_/_WB:B win a2b2 12",                             // cut short
             "BW_/_WB:B win a2b2 12 0.",                          // cut in its seconds
             "BW_/_WB:B win a2b2 +12 0.5",                        // not plain digits
             "BW_/_WB:B win a2b2 12 1e3",
             "BW_/_WB:B  win a2b2 12 0.5", // two spaces
             " BW_/_WB:B win a2b2 12 0.5",
             "BW_/_WB:W loss a2b2 12 0.5", // a loss names no move
             "BW_/_WB:B draw - 12 0.5",
         }) {
        INFO(bad);
        CHECK_FALSE(parseJobResultLine(bad, error));
    }
}

TEST_CASE("a result appended to a line without its newline is counted as malformed, not lost",
          "[proof]") {
    std::string error;
    // The first line's writer was killed before its newline; the next result
    // was appended to it. Neither is taken silently: the pair is one
    // malformed line.
    const JobResults r = readResults(
        "BW_/_WB:B win a2b2 12 0.500\nBW_/__B:B win a2b2 12 0.5BW_/_WB:W loss - 3 0.100\n", error);
    CHECK(error.empty());
    CHECK(r.size() == 1);
    CHECK(r.skipped() == 1);
}

TEST_CASE("two results of one position that disagree are a contradiction, not the last word",
          "[proof]") {
    std::string error;
    // The same position twice, and its colour-swapped image (the same key).
    const std::string win = "BW_/_WB:B win a2b2 12 0.500";
    const std::string loss = "BW_/_WB:B loss - 12 0.500";
    const std::string swappedLoss = "WB_/_BW:W loss - 3 0.100";
    JobResults r = readResults(win + "\n" + win + "\n" + loss + "\n" + swappedLoss + "\n", error);
    CHECK(error.empty());
    REQUIRE(r.conflicts().size() == 2);
    const ResultConflict& c = r.conflicts()[0];
    CHECK(c.position == "BW_/_WB:B");
    CHECK(c.firstLine == 1);
    CHECK(c.secondLine == 3);
    CHECK(c.first == win);
    CHECK(c.second == loss);
    CHECK(r.conflicts()[1].secondLine == 4);
    // The first result stands until the contradiction is settled.
    std::string why;
    CHECK(r.find(*parseProofLine("BW_/_WB:B", why))->moverWins);
    // The same result twice, even with another winning move, is none.
    CHECK(readResults(win + "\nBW_/_WB:B win c1b1 5 0.1\n", error).conflicts().empty());
}

TEST_CASE("lines a recheck rejected are passed over, wherever they stand", "[proof]") {
    // `prove --recheck` never rewrites results.txt (a job may be appending
    // to it): it records the wrong lines apart, and a read passes them over,
    // so the contradiction is settled and the true line stands.
    std::string error;
    const std::string win = "BW_/_WB:B win a2b2 12 0.500";
    const std::string loss = "BW_/_WB:B loss - 12 0.500";
    const std::string other = "BW_/__B:B win a2b2 3 0.100";
    const std::string text = loss + "\n" + win + "\n" + other + "\n" + loss + "\n";
    REQUIRE(readResults(text, error).conflicts().size() == 1);
    JobResults r{ProofFrame(2, 3)};
    r.setRejected({loss});
    std::istringstream in(text);
    REQUIRE(r.read(in, error));
    CHECK(r.conflicts().empty());
    CHECK(r.rejected() == 2);
    CHECK(r.skipped() == 0);
    CHECK(r.size() == 2);
    std::string why;
    CHECK(r.find(*parseProofLine("BW_/_WB:B", why))->moverWins);
    // A line is matched whole: another loss line of the position is not
    // passed over, and contradicts again.
    JobResults again{ProofFrame(2, 3)};
    again.setRejected({loss});
    std::istringstream in2(win + "\nBW_/_WB:B loss - 13 0.500\n");
    REQUIRE(again.read(in2, error));
    CHECK(again.conflicts().size() == 1);
    CHECK(again.rejected() == 0);
}

TEST_CASE("results: a line too long to be one, or too much in all, is an error", "[proof]") {
    std::string error;
    readResults(std::string(5000, '\0'), error);
    CHECK(error.find("longer than 1024 bytes") != std::string::npos);
    JobResults results{ProofFrame(2, 3)};
    std::string text;
    for (int i = 0; i < 100; ++i) text += "BW_/_WB:B win a2b2 12 0.500\n";
    std::istringstream in(text);
    CHECK_FALSE(results.read(in, error, 1000));
    CHECK(error == "more than 1000 bytes");
    // A result of another board stops the read, and names the line, briefly.
    readResults("BWB/WBW/BWB:B loss - 1 0.1\n", error);
    CHECK(error.find("a result of another board") != std::string::npos);
}

TEST_CASE("proof.conf: each of root, depth and prover once, in range, nothing else", "[proof]") {
    std::string error;
    const std::string root = "root BWB/WBW:B\n";
    const auto c = parseProveConfig(root + "depth 3\nprover W\n", error);
    REQUIRE(c);
    CHECK(c->depth == 3);
    CHECK(c->prover == Side::Second);
    CHECK(proofLine(c->root) == "BWB/WBW:B");
    CHECK(parseProveConfig(proveConfigText(*c), error));
    CHECK(parseProveConfig("# a comment\n\n" + root + "depth 40\nprover B", error));
    const std::pair<std::string, std::string> bad[] = {
        {root + "depth 4294967298\nprover B\n", "line 2: depth: 4294967298 is out of range 1..40"},
        {root + "depth 2abc\nprover B\n", "line 2: depth: '2abc' is not a whole number"},
        {root + "depth 41\nprover B\n", "line 2: depth: 41 is out of range 1..40"},
        {root + "depth 99999999999\nprover B\n", "99999999999 is out of range 1..40"},
        {root + "depth 0\nprover B\n", "0 is out of range 1..40"},
        {root + "depth 3\ndepth 4\nprover B\n", "line 3: depth given a second time"},
        {root + "depth 3\nprover X\n", "line 3: prover: expected B or W"},
        {root + "depth 3\n", "no prover line"},
        {root + "depth 3\nprover B\nspeed 9\n", "line 4: unknown name 'speed'"},
        {root + "depth  3\nprover B\n", "line 2: depth: ' 3' is not a whole number"},
        {"root BWBWBWBW/BWBWBWBW/BWBWBWBW/BWBWBWBW/BWBWBWBW/BWBWBWBW:B\ndepth 3\nprover B\n",
         "at most 40 squares"},
    };
    for (const auto& [text, message] : bad) {
        INFO(text);
        CHECK_FALSE(parseProveConfig(text, error));
        CHECK(error.find(message) != std::string::npos);
    }
}
