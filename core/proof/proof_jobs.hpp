// A proof split into independent jobs (`gametree prove`): the proof tree of a
// root (core/proof/proof_tree.hpp) is grown to a fixed depth, and each position at
// that depth is a job, one `gametree solve --job` run, whose result is one
// line. The runs are GNU parallel's business, on one machine or many; this
// file only turns the results so far into the next jobs, or into a proof.
//
// The prover is the side the proof tries to show wins. At the prover's nodes
// one candidate move is open at a time, in a fixed order (fewest replies
// left to the opponent first); at the opponent's nodes every reply is, the
// likeliest refutations first (replies that refuted the candidates tried
// before at the same node, then those that refuted most candidates at that
// ply anywhere), so that jobs.txt lists them first and a refuted candidate
// costs few jobs. When a candidate is refuted (the opponent wins after it),
// the next one opens, with its own jobs; when every candidate is refuted the
// opponent wins there. The root is decided when its value follows from the
// results.
//
// The tree is not stored: it follows from the root, the depth and the results
// (a position's depth is the number of discs it lost), so a run is resumed by
// computing it again, and a finished job is never run twice.
#pragma once

#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "proof/proof_tree.hpp"

namespace gametree {

// A job's answer: does the side to move win its position, with which move.
struct JobResult {
    Clobber<1> position;
    bool moverWins = false;
    ClobberMove move{}; // when the mover wins
    uint64_t nodes = 0;
    double seconds = 0;
};

// "BWB/WBW:B win a1a2 12345 0.52": the job's position, the result for its
// mover, the winning move or '-', nodes and seconds.
std::string jobResultLine(const JobResult& r);
// Exactly those five fields, separated by single spaces: the move legal in
// the position (for a win) or '-' (for a loss), the nodes and the seconds
// plain decimal numbers (core/base/plain_number.hpp). Anything else, such as
// two lines run together or a field after the fifth, is malformed.
std::optional<JobResult> parseJobResultLine(std::string_view line, std::string& error);

// The limits of a results file: the whole, and one line (a result line is
// under 150 bytes; a longer one means the file holds something else).
inline constexpr std::size_t kMaxResultsBytes = std::size_t{256} << 20;
inline constexpr std::size_t kMaxResultLineBytes = 1024;

// Two results of one position (the same key: the same position, or its
// symmetric or colour-swapped image) that disagree on who wins.
struct ResultConflict {
    std::string position;      // the first line's position
    std::size_t firstLine = 0; // line numbers, from 1
    std::size_t secondLine = 0;
    std::string first, second; // the lines
};

class JobResults {
  public:
    explicit JobResults(const ProofFrame& frame) : frame_(frame) {}
    // Reads result lines. Malformed lines (a run killed while writing) are
    // skipped and counted; the same result twice counts once. Results of
    // other boards, a line longer than kMaxResultLineBytes or more than
    // maxBytes in all are errors (false, the reason in error). Results that
    // contradict an earlier one are kept aside (conflicts()): the earlier
    // one stays, and the caller decides.
    bool read(std::istream& in, std::string& error, std::size_t maxBytes = kMaxResultsBytes);
    // Lines that read() passes over as if they were not there (counted by
    // rejected()): those `prove --recheck` found wrong, which it records
    // apart instead of rewriting the results file, so that no line another
    // process appends meanwhile is lost. A line is matched whole: the same
    // text is the same false claim wherever it stands.
    void setRejected(std::set<std::string, std::less<>> lines) {
        rejectedLines_ = std::move(lines);
    }
    // Adds a result; false (and nothing changes) if it contradicts one there.
    bool add(const JobResult& r);
    const JobResult* find(const Clobber<1>& pos) const;
    // The stored winning move of a result, for pos (any image of its position).
    ClobberMove moveFor(const JobResult& r, const Clobber<1>& pos) const;
    std::size_t size() const { return byKey_.size(); }
    std::size_t skipped() const { return skipped_; }
    std::size_t rejected() const { return rejected_; }
    const std::vector<ResultConflict>& conflicts() const { return conflicts_; }
    double seconds() const;

  private:
    ProofFrame frame_;
    std::map<uint64_t, JobResult> byKey_;
    std::map<uint64_t, std::pair<std::size_t, std::string>> lineOf_; // where each was read
    std::vector<ResultConflict> conflicts_;
    std::set<std::string, std::less<>> rejectedLines_;
    std::size_t skipped_ = 0, rejected_ = 0;
};

// DIR/proof.conf of a split proof: the root, the depth of the jobs and the
// prover, one "name value" a line (a single space between them), each name
// once; empty lines and lines that start with '#' are skipped. Any number of
// "try POSITION MOVE" lines name a prover's move to try first at a position
// of the tree (or an image of it under the board's symmetries): a winning move a
// complete solve found, so that the proof does not spend jobs refuting the
// candidates its own order would try before it.
inline constexpr int kProveMaxDepth = 40;
inline constexpr std::size_t kMaxProveConfigBytes = std::size_t{64} << 10;
struct ProveTry {
    Clobber<1> position{1, 1};
    ClobberMove move{};
};
struct ProveConfig {
    Clobber<1> root{1, 1};
    int depth = 0;
    Side prover = Side::First;
    std::vector<ProveTry> tries;
};
// The configuration in text, or nothing with the reason ("line 2: depth: 41
// is out of range 1..40"). The root is a board of at most kProofMaxSquares
// squares; that it has a move is the caller's check.
std::optional<ProveConfig> parseProveConfig(std::string_view text, std::string& error);
std::string proveConfigText(const ProveConfig& c);

struct ProveStatus {
    std::optional<Side> winner;      // once the root is decided
    std::vector<Clobber<1>> pending; // jobs still to run, each position once
    std::size_t jobsUsed = 0;        // results the tree uses so far
    std::vector<std::string> refutedRootMoves;
    // While pending: the prover's first move now tried (empty if the
    // opponent moves at the root), and of the distinct positions after it
    // (after the root), how many the results prove won for the prover.
    std::string openMove;
    std::size_t openReplies = 0, openRepliesProven = 0;
    // The line the proof works on, from the root down to the jobs: at each
    // prover's node the open candidate, at each opponent's node the first
    // reply still open (its likeliest refutation first). For a prover's
    // move, how many distinct candidates before it are refuted, and how many
    // of the distinct positions after it are won for the prover, of how many.
    struct OpenStep {
        std::string move;
        bool byProver = false;
        std::size_t refutedBefore = 0, replies = 0, repliesProven = 0;
    };
    std::vector<OpenStep> openLine;
    std::optional<ProofTree> proof; // once the root is decided
};

// The state of the proof of root to the given depth (in plies) for prover.
// lookahead: how many candidates of a prover's node, the open one and the
// next ones, have their likeliest refutation listed first (1: the open one's
// replies alone). tries: moves of the prover tried first where their
// positions are met (ProveConfig).
ProveStatus advanceProof(const Clobber<1>& root, int depth, Side prover, const JobResults& results,
                         int lookahead = 1, const std::vector<ProveTry>& tries = {});

} // namespace gametree
