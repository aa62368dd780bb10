#include "proof/proof_jobs.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <istream>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include "base/plain_number.hpp"
#include "games/clobber/clobber_text.hpp"

namespace gametree {

std::string jobResultLine(const JobResult& r) {
    char tail[64];
    std::snprintf(tail, sizeof tail, " %llu %.3f", static_cast<unsigned long long>(r.nodes),
                  r.seconds);
    return proofLine(r.position) + (r.moverWins ? " win " : " loss ") +
           (r.moverWins ? moveName(r.move, r.position.cols()) : "-") + tail;
}

std::optional<JobResult> parseJobResultLine(std::string_view line, std::string& error) {
    auto malformed = [&](const std::string& why) {
        error = "malformed result line " + quotedText(line) + ": " + why;
        return std::nullopt;
    };
    std::vector<std::string_view> fields;
    for (std::size_t at = 0;;) {
        const std::size_t space = line.find(' ', at);
        fields.push_back(line.substr(at, space - at));
        if (space == std::string_view::npos) break;
        at = space + 1;
    }
    if (fields.size() != 5)
        return malformed("expected 5 fields separated by single spaces, not " +
                         std::to_string(fields.size()));
    const std::string_view result = fields[1], move = fields[2];
    if (result != "win" && result != "loss") return malformed("expected win or loss");
    JobResult r{Clobber<1>(1, 1)};
    std::string why;
    const auto nodes =
        parseWholeNumber<uint64_t>(fields[3], 0, std::numeric_limits<uint64_t>::max(), &why);
    if (!nodes) return malformed("nodes: " + why);
    const auto seconds = parsePlainDecimal(fields[4], 0, 1e12, &why);
    if (!seconds) return malformed("seconds: " + why);
    auto p = parseProofLine(fields[0], error);
    if (!p) return std::nullopt;
    r.position = *p;
    r.nodes = *nodes;
    r.seconds = *seconds;
    r.moverWins = result == "win";
    if (r.moverWins) {
        const auto m = parseMoveName(move, p->rows(), p->cols());
        if (!m || !p->isLegal(*m)) {
            error = "result line with an illegal move: " + quotedText(line);
            return std::nullopt;
        }
        r.move = *m;
    } else if (move != "-") {
        return malformed("a loss has no move ('-')");
    }
    return r;
}

bool JobResults::read(std::istream& in, std::string& error, std::size_t maxBytes) {
    std::vector<char> buffer(kMaxResultLineBytes + 1);
    std::size_t total = 0;
    for (std::size_t number = 1;; ++number) {
        in.getline(buffer.data(), std::streamsize(buffer.size()));
        const std::size_t got = std::size_t(in.gcount());
        if (in.bad()) {
            error = "a read failed at line " + std::to_string(number);
            return false;
        }
        if (in.fail() && !in.eof()) {
            error = "line " + std::to_string(number) + " is longer than " +
                    std::to_string(kMaxResultLineBytes) + " bytes: not a file of result lines";
            return false;
        }
        if (got == 0 && in.eof()) break;
        total += got;
        if (total > maxBytes) {
            error = "more than " + std::to_string(maxBytes) + " bytes";
            return false;
        }
        std::string_view line(buffer.data(), std::strlen(buffer.data()));
        // A NUL inside the line ends the C string early: malformed.
        if (line.size() + (in.eof() ? 0 : 1) != got) {
            ++skipped_;
        } else if (rejectedLines_.count(line)) {
            ++rejected_;
        } else if (!line.empty()) {
            std::string why;
            const auto r = parseJobResultLine(line, why);
            if (!r) {
                ++skipped_;
            } else {
                const int rows = r->position.rows(), cols = r->position.cols();
                if (rows != frame_.rows() || cols != frame_.cols()) {
                    error = "a result of another board: " + quotedText(line);
                    return false;
                }
                const uint64_t key = frame_.key(r->position).key;
                if (add(*r)) {
                    lineOf_.try_emplace(key, number, std::string(line));
                } else {
                    const auto& [firstNumber, firstText] = lineOf_.at(key);
                    conflicts_.push_back({proofLine(byKey_.at(key).position), firstNumber, number,
                                          firstText, std::string(line)});
                }
            }
        }
        if (in.eof()) break;
    }
    return true;
}

bool JobResults::add(const JobResult& r) {
    const auto [it, added] = byKey_.try_emplace(frame_.key(r.position).key, r);
    return added || it->second.moverWins == r.moverWins;
}

const JobResult* JobResults::find(const Clobber<1>& pos) const {
    const auto it = byKey_.find(frame_.key(pos).key);
    return it == byKey_.end() ? nullptr : &it->second;
}

ClobberMove JobResults::moveFor(const JobResult& r, const Clobber<1>& pos) const {
    return frame_.unpackMove(frame_.key(pos), frame_.packMove(frame_.key(r.position), r.move));
}

double JobResults::seconds() const {
    double s = 0;
    for (const auto& [key, r] : byKey_) s += r.seconds;
    return s;
}

namespace {

enum class Value : uint8_t { MoverWins, MoverLoses, Pending };

struct Known {
    Value value;
    uint8_t move; // packed (ProofFrame::packMove) when the mover wins
};

// A reply that refuted earlier candidates of a prover's node, and how many.
struct Killer {
    ClobberMove move;
    uint32_t count;
};

struct Prover {
    Prover(const Clobber<1>& r, int d, Side s, const JobResults& res, int look,
           const std::vector<ProveTry>& t)
        : root(r), depth(d), prover(s), results(res), lookahead(look), tries(t) {}
    const Clobber<1>& root;
    int depth;
    Side prover;
    const JobResults& results;
    int lookahead; // candidates probed at once at a prover's node (see lookAhead)
    const std::vector<ProveTry>& tries;
    ProofFrame frame{root.rows(), root.cols()};
    int rootDiscs = root.occupied().count();
    std::unordered_map<uint64_t, Known> memo;
    std::unordered_set<uint64_t> pendingKeys;
    ProveStatus out;
    // Replies that refuted a candidate, by ply and move: how many times. The
    // second pass orders by the first pass's counts (history, read-only
    // there: a pass's order must not change under its own results).
    std::map<std::tuple<int, uint8_t, uint8_t>, uint32_t> history, found;

    int ply(const Clobber<1>& pos) const { return rootDiscs - pos.occupied().count(); }

    Value eval(const Clobber<1>& pos, const std::vector<Killer>& killers = {}) {
        const ProofFrame::Key k = frame.key(pos);
        if (const auto it = memo.find(k.key); it != memo.end()) return it->second.value;
        const Known known = compute(pos, k, killers);
        memo.emplace(k.key, known);
        return known.value;
    }

    // The moves of pos in the order they are tried. At the prover's nodes,
    // the candidates: a move of tries first, then fewest replies left to
    // the opponent. At the
    // opponent's, the replies most likely to refute first, so that a
    // refuted candidate costs few jobs: those that refuted the candidates
    // tried before this one at the same node (killers, most often first),
    // then those that refuted most candidates at this ply elsewhere in the
    // tree (history, from a first pass), then the order of generation.
    std::vector<ClobberMove> order(const Clobber<1>& pos,
                                   const std::vector<Killer>& killers) const {
        Clobber<1>::Moves moves;
        pos.generate(moves);
        const bool proverMoves = pos.sideToMove() == prover;
        // A try's move, turned with its position into pos's own frame.
        std::optional<ClobberMove> tried;
        if (proverMoves && !tries.empty()) {
            const ProofFrame::Key k = frame.key(pos);
            for (const ProveTry& t : tries) {
                const ProofFrame::Key tk = frame.key(t.position);
                if (tk.key == k.key && t.position.sideToMove() == pos.sideToMove())
                    tried = frame.unpackMove(k, frame.packMove(tk, t.move));
            }
        }
        std::vector<std::pair<int64_t, ClobberMove>> ranked;
        for (const ClobberMove m : moves) {
            int64_t rank = 0;
            if (proverMoves) {
                Clobber<1> next = pos;
                next.make(m);
                rank = tried == m ? -1 : next.countMoves();
            } else {
                const auto killer = std::find_if(killers.begin(), killers.end(),
                                                 [&](const Killer& k) { return k.move == m; });
                const auto h = history.find({ply(pos), m.from, m.to});
                rank = killer != killers.end() ? -(int64_t{1} << 40) - killer->count
                                               : -int64_t(h == history.end() ? 0 : h->second);
            }
            ranked.emplace_back(rank, m);
        }
        std::stable_sort(ranked.begin(), ranked.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<ClobberMove> out;
        for (const auto& [rank, m] : ranked) out.push_back(m);
        return out;
    }

    Value known(const Clobber<1>& pos) const {
        const auto it = memo.find(frame.key(pos).key);
        return it == memo.end() ? Value::Pending : it->second.value;
    }

    // How far the root's open part is: the prover's open first move (if the
    // prover moves there) and how many of the distinct positions after it
    // (after the root, if the opponent moves there) are won for the prover.
    void measureOpenPart() {
        Clobber<1> open = root;
        if (root.sideToMove() == prover) {
            for (const ClobberMove m : order(root, {})) {
                Clobber<1> next = root;
                next.make(m);
                if (known(next) != Value::Pending) continue; // refuted: the next one was tried
                out.openMove = moveName(m, root.cols());
                open = next;
                break;
            }
            if (out.openMove.empty()) return;
        }
        countReplies(open, out.openReplies, out.openRepliesProven);
    }

    // Of the distinct positions after pos's moves, how many there are and
    // how many the results prove won for the prover (lost for their mover).
    void countReplies(const Clobber<1>& pos, std::size_t& replies, std::size_t& proven) const {
        std::unordered_set<uint64_t> seen;
        Clobber<1>::Moves moves;
        pos.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            if (!seen.insert(frame.key(next).key).second) continue;
            ++replies;
            proven += known(next) == Value::MoverWins;
        }
    }

    // Counts the refutation of a refuted candidate (next, the position after
    // it) among the killers of its node, most frequent first.
    void noteRefutation(std::vector<Killer>& refutations, const Clobber<1>& next) const {
        const ProofFrame::Key nk = frame.key(next);
        const ClobberMove r = frame.unpackMove(nk, memo.at(nk.key).move);
        auto it = std::find_if(refutations.begin(), refutations.end(),
                               [&](const Killer& x) { return x.move == r; });
        if (it == refutations.end())
            refutations.push_back({r, 1});
        else
            ++it->count;
        std::stable_sort(refutations.begin(), refutations.end(),
                         [](const Killer& a, const Killer& b) { return a.count > b.count; });
    }

    // The open line (ProveStatus::openLine), walked down the values found:
    // the prover's candidates in their order, the opponent's replies in the
    // order compute gave them, with the same killers.
    void measureOpenLine() {
        Clobber<1> pos = root;
        std::vector<Killer> killers;
        while (ply(pos) < depth && known(pos) == Value::Pending) {
            const bool proverMoves = pos.sideToMove() == prover;
            std::vector<Killer> refutations;
            std::unordered_set<uint64_t> refuted;
            std::optional<ClobberMove> open;
            for (const ClobberMove m : order(pos, killers)) {
                Clobber<1> next = pos;
                next.make(m);
                const Value v = known(next);
                if (v == Value::Pending) {
                    open = m;
                    break;
                }
                if (proverMoves && v == Value::MoverWins) {
                    refuted.insert(frame.key(next).key);
                    noteRefutation(refutations, next);
                }
            }
            if (!open) return;
            ProveStatus::OpenStep step{moveName(*open, pos.cols()), proverMoves};
            pos.make(*open);
            if (proverMoves) {
                step.refutedBefore = refuted.size();
                countReplies(pos, step.replies, step.repliesProven);
            }
            out.openLine.push_back(step);
            killers = std::move(refutations);
        }
    }

    Known compute(const Clobber<1>& pos, const ProofFrame::Key& k,
                  const std::vector<Killer>& killers) {
        if (!pos.hasMove()) return {Value::MoverLoses, 0};
        if (ply(pos) >= depth) {
            if (const JobResult* r = results.find(pos)) {
                ++out.jobsUsed;
                if (!r->moverWins) return {Value::MoverLoses, 0};
                return {Value::MoverWins, frame.packMove(k, results.moveFor(*r, pos))};
            }
            if (pendingKeys.insert(k.key).second) out.pending.push_back(pos);
            return {Value::Pending, 0};
        }
        const bool proverMoves = pos.sideToMove() == prover;
        bool pending = false;
        std::vector<Killer> refutations; // of this node's candidates so far
        const std::vector<ClobberMove> moves = order(pos, killers);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const ClobberMove m = moves[i];
            Clobber<1> next = pos;
            next.make(m);
            const std::size_t listed = out.pending.size();
            const Value v = eval(next, refutations);
            if (v == Value::MoverLoses) {
                if (!proverMoves) ++found[{ply(pos), m.from, m.to}];
                return {Value::MoverWins, frame.packMove(k, m)};
            }
            if (v == Value::Pending) {
                if (proverMoves) { // one candidate at a time
                    lookAhead(pos, moves, i, refutations, listed);
                    return {Value::Pending, 0};
                }
                pending = true;
            } else if (proverMoves) {
                // Refuted: its refutation is tried first at the next candidate.
                noteRefutation(refutations, next);
                if (ply(pos) == 0) out.refutedRootMoves.push_back(moveName(m, pos.cols()));
            }
        }
        return {pending ? Value::Pending : Value::MoverLoses, 0};
    }

    // Most candidates of a prover's node are refuted, nearly always by the
    // first reply tried (a killer), yet jobs.txt listed all the open
    // candidate's replies before anything else: a batch of N jobs ran the
    // refutation and N - 1 replies that a refuted candidate no longer needs.
    // So while the open candidate's likeliest refutation is still to run, the
    // likeliest refutations of the next lookahead - 1 candidates (those not
    // refuted yet) are listed right after it: a batch probes several
    // candidates at once, and each next candidate opens with its first job
    // done. Once the open candidate survives its first reply it probably
    // holds, and its own replies come first again. The values are unchanged:
    // a probe is not in the tree until its candidate opens.
    void lookAhead(const Clobber<1>& pos, const std::vector<ClobberMove>& moves, std::size_t open,
                   const std::vector<Killer>& refutations, std::size_t listed) {
        if (lookahead <= 1 || ply(pos) + 2 != depth) return;
        // The likeliest refutation of candidate j: its job, or nullopt when
        // none is needed (the opponent has no reply, so the candidate wins;
        // or the reply leaves the prover no move, so it refutes).
        auto likeliest = [&](std::size_t j) -> std::optional<Clobber<1>> {
            Clobber<1> job = pos;
            job.make(moves[j]);
            if (!job.hasMove()) return std::nullopt;
            job.make(order(job, refutations).front());
            if (!job.hasMove()) return std::nullopt;
            return job;
        };
        const auto first = likeliest(open);
        if (!first || results.find(*first)) return;
        std::vector<Clobber<1>> probes;
        int probed = 1;
        for (std::size_t j = open + 1; j < moves.size() && probed < lookahead; ++j) {
            const auto job = likeliest(j);
            if (!job) continue;
            const JobResult* known = results.find(*job);
            if (known && !known->moverWins) continue; // refuted already
            ++probed;
            if (!known && pendingKeys.insert(frame.key(*job).key).second) probes.push_back(*job);
        }
        const std::size_t at = std::min(listed + 1, out.pending.size());
        out.pending.insert(out.pending.begin() + std::ptrdiff_t(at), probes.begin(), probes.end());
    }

    // The decided tree as a proof: the winner's move at its nodes, every
    // reply at the loser's, down to the jobs (or to the ends of games).
    void winnerNode(ProofTree& tree, const Clobber<1>& pos) {
        if (tree.contains(pos)) return;
        const ProofFrame::Key k = frame.key(pos);
        const ClobberMove m = frame.unpackMove(k, memo.at(k.key).move);
        Clobber<1> next = pos;
        next.make(m);
        const bool expanded = ply(next) < depth && next.hasMove();
        tree.add(pos, m, expanded);
        if (expanded) loserNode(tree, next);
    }
    void loserNode(ProofTree& tree, const Clobber<1>& pos) {
        Clobber<1>::Moves moves;
        pos.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            winnerNode(tree, next);
        }
    }
};

} // namespace

ProveStatus advanceProof(const Clobber<1>& root, int depth, Side prover, const JobResults& results,
                         int lookahead, const std::vector<ProveTry>& tries) {
    // Two passes: the same values, but the second tries each opponent's
    // node's replies in the order the first pass's refutations suggest.
    Prover first(root, depth, prover, results, 1, tries);
    first.eval(root);
    Prover p(root, depth, prover, results, lookahead, tries);
    p.history = std::move(first.found);
    const Value v = p.eval(root);
    if (v == Value::Pending) {
        p.measureOpenPart();
        p.measureOpenLine();
    }
    if (v != Value::Pending) {
        const bool rootWins = v == Value::MoverWins;
        p.out.winner = rootWins ? root.sideToMove() : opponent(root.sideToMove());
        p.out.pending.clear();
        ProofTree tree(root);
        if (rootWins)
            p.winnerNode(tree, root);
        else
            p.loserNode(tree, root);
        tree.sort();
        p.out.proof = std::move(tree);
    }
    return std::move(p.out);
}

std::optional<ProveConfig> parseProveConfig(std::string_view text, std::string& error) {
    ProveConfig c;
    bool seen[3] = {false, false, false}; // root, depth, prover
    std::size_t number = 0;
    for (std::size_t at = 0; at < text.size();) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(at, end - at);
        at = end + 1;
        ++number;
        if (line.empty() || line[0] == '#') continue;
        const std::string where = "line " + std::to_string(number) + ": ";
        const std::size_t space = line.find(' ');
        if (space == std::string_view::npos) {
            error = where + "expected 'name value', not " + quotedText(line);
            return std::nullopt;
        }
        const std::string_view name = line.substr(0, space), value = line.substr(space + 1);
        if (name == "try") {
            // POSITION MOVE: the move must be legal there.
            const std::size_t gap = value.find(' ');
            std::string why;
            const auto pos = parseProofLine(value.substr(0, gap), why);
            if (!pos) {
                error = where + "try: " + why;
                return std::nullopt;
            }
            const std::string_view move =
                gap == std::string_view::npos ? std::string_view() : value.substr(gap + 1);
            const auto m = parseMoveName(move, pos->rows(), pos->cols());
            if (!m || !pos->isLegal(*m)) {
                error = where + "try: " + quotedText(move) + " is not a legal move there";
                return std::nullopt;
            }
            c.tries.push_back({*pos, *m});
            continue;
        }
        const int which = name == "root" ? 0 : name == "depth" ? 1 : name == "prover" ? 2 : -1;
        if (which < 0) {
            error =
                where + "unknown name " + quotedText(name) + " (expected root, depth, prover, try)";
            return std::nullopt;
        }
        if (seen[which]) {
            error = where + std::string(name) + " given a second time";
            return std::nullopt;
        }
        seen[which] = true;
        std::string why;
        if (which == 0) {
            const auto root = parseProofLine(value, why);
            if (!root) {
                error = where + "root: " + why;
                return std::nullopt;
            }
            if (!ProofFrame::fits(root->rows(), root->cols())) {
                error = where + "root: a proof holds boards of at most " +
                        std::to_string(kProofMaxSquares) + " squares";
                return std::nullopt;
            }
            c.root = *root;
        } else if (which == 1) {
            const auto depth = parseWholeNumber<int>(value, 1, kProveMaxDepth, &why);
            if (!depth) {
                error = where + "depth: " + why;
                return std::nullopt;
            }
            c.depth = *depth;
        } else {
            if (value != "B" && value != "W") {
                error = where + "prover: expected B or W, not " + quotedText(value);
                return std::nullopt;
            }
            c.prover = value == "B" ? Side::First : Side::Second;
        }
    }
    for (int i = 0; i < 3; ++i)
        if (!seen[i]) {
            error = std::string("no ") + (i == 0 ? "root" : i == 1 ? "depth" : "prover") + " line";
            return std::nullopt;
        }
    return c;
}

std::string proveConfigText(const ProveConfig& c) {
    std::string text = "root " + proofLine(c.root) + "\ndepth " + std::to_string(c.depth) +
                       "\nprover " + (c.prover == Side::First ? "B" : "W") + "\n";
    for (const ProveTry& t : c.tries)
        text += "try " + proofLine(t.position) + " " + moveName(t.move, t.position.cols()) + "\n";
    return text;
}

} // namespace gametree
