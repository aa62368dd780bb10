#include "proof/proof_tree.hpp"

#include <algorithm>
#include <cstring>
#include <unordered_set>

#include "base/byte_order.hpp"
#include "base/plain_number.hpp"
#include "games/clobber/clobber_text.hpp"

namespace gametree {

namespace {

constexpr char kMagic[8] = {'G', 'T', 'P', 'R', 'O', 'O', 'F', 1};
constexpr std::size_t kHeader = 40;
constexpr int kAnswersErrorsBit = 0x80;           // in byte 11, beside the full-width plies
constexpr uint16_t kHintsAfterErrorsBit = 0x8000; // in bytes 38-39, beside the hint budget
constexpr uint16_t kExpandedBit = 1 << 8;

} // namespace

std::optional<ProofMove> ProofTree::find(const Clobber<1>& pos) const {
    if (pos.rows() != root_.rows() || pos.cols() != root_.cols()) return std::nullopt;
    const ProofFrame::Key k = frame_.key(pos);
    std::size_t i = std::size_t(
        std::lower_bound(keys_.begin(), keys_.begin() + long(sorted_), k.key) - keys_.begin());
    if (i == sorted_ || keys_[i] != k.key) {
        i = std::size_t(std::find(keys_.begin() + long(sorted_), keys_.end(), k.key) -
                        keys_.begin());
        if (i == keys_.size()) return std::nullopt;
    }
    return ProofMove{frame_.unpackMove(k, uint8_t(values_[i] & 0xFF)),
                     (values_[i] & kExpandedBit) != 0};
}

void ProofTree::add(const Clobber<1>& pos, ClobberMove move, bool expanded) {
    const ProofFrame::Key k = frame_.key(pos);
    const uint16_t value = uint16_t(frame_.packMove(k, move) | (expanded ? kExpandedBit : 0));
    auto sortedEnd = keys_.begin() + long(sorted_);
    if (auto it = std::lower_bound(keys_.begin(), sortedEnd, k.key);
        it != sortedEnd && *it == k.key) {
        values_[std::size_t(it - keys_.begin())] = value;
        return;
    }
    if (auto it = std::find(sortedEnd, keys_.end(), k.key); it != keys_.end()) {
        values_[std::size_t(it - keys_.begin())] = value;
        return;
    }
    keys_.push_back(k.key);
    values_.push_back(value);
    // Keep the unsorted tail short, so that finds stay quick while a tree grows.
    if (keys_.size() - sorted_ > 256) sort();
}

void ProofTree::addRaw(uint64_t key, uint16_t value) {
    auto sortedEnd = keys_.begin() + long(sorted_);
    auto it = std::lower_bound(keys_.begin(), sortedEnd, key);
    if (it == sortedEnd || *it != key) it = std::find(sortedEnd, keys_.end(), key);
    if (it != keys_.end() && *it == key) {
        uint16_t& kept = values_[std::size_t(it - keys_.begin())];
        if ((kept & ~kExpandedBit) == (value & ~kExpandedBit)) kept |= value & kExpandedBit;
        return;
    }
    keys_.push_back(key);
    values_.push_back(value);
    if (keys_.size() - sorted_ > 256) sort();
}

void ProofTree::sort() {
    std::vector<std::size_t> order(keys_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return keys_[a] < keys_[b]; });
    std::vector<uint64_t> keys(order.size());
    std::vector<uint16_t> values(order.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        keys[i] = keys_[order[i]], values[i] = values_[order[i]];
    keys_ = std::move(keys);
    values_ = std::move(values);
    sorted_ = keys_.size();
}

std::string ProofTree::serialize() const {
    ProofTree t = *this;
    t.sort();
    std::string out(kMagic, sizeof kMagic);
    putLittleEndian<uint8_t>(out, uint8_t(root_.rows()));
    putLittleEndian<uint8_t>(out, uint8_t(root_.cols()));
    putLittleEndian<uint8_t>(out, uint8_t(index(root_.sideToMove())));
    putLittleEndian<uint8_t>(out, uint8_t(fullPlies_ | (answersErrors_ ? kAnswersErrorsBit : 0)));
    putLittleEndian<uint32_t>(out, uint32_t(t.keys_.size()));
    putLittleEndian<uint64_t>(out, root_.discs(Side::First).w[0]);
    putLittleEndian<uint64_t>(out, root_.discs(Side::Second).w[0]);
    putLittleEndian<uint32_t>(out, leafBudget_);
    putLittleEndian<uint8_t>(out, uint8_t(leafDiscs_));
    putLittleEndian<uint8_t>(out, uint8_t(reachDiscs_));
    putLittleEndian<uint16_t>(
        out, uint16_t(hintNodes_ / 1000 | (hintsAfterErrorsOnly_ ? kHintsAfterErrorsBit : 0)));
    for (uint64_t k : t.keys_) putLittleEndian<uint64_t>(out, k);
    for (uint16_t v : t.values_) putLittleEndian<uint16_t>(out, v);
    return out;
}

std::optional<ProofTree> ProofTree::parse(std::string_view in, std::string& error) {
    if (in.size() < 7 || std::memcmp(in.data(), kMagic, 7) != 0) {
        error = "not a proof file (no GTPROOF header)";
        return std::nullopt;
    }
    if (in.size() < 8 || in[7] != kMagic[7]) {
        error = in.size() < 8 ? "proof file cut short: 7 bytes, in its 40-byte header"
                              : "a proof file of format version " +
                                    std::to_string(getLittleEndian<uint8_t>(in, 7)) +
                                    ", not 1: written by another gametree";
        return std::nullopt;
    }
    if (in.size() < kHeader) {
        error =
            "proof file cut short: " + std::to_string(in.size()) + " bytes, in its 40-byte header";
        return std::nullopt;
    }
    const int rows = getLittleEndian<uint8_t>(in, 8), cols = getLittleEndian<uint8_t>(in, 9);
    const int stm = getLittleEndian<uint8_t>(in, 10),
              fullPlies = getLittleEndian<uint8_t>(in, 11) & ~kAnswersErrorsBit;
    const bool answersErrors = getLittleEndian<uint8_t>(in, 11) & kAnswersErrorsBit;
    const uint32_t n = getLittleEndian<uint32_t>(in, 12);
    if (rows < 1 || cols < 1 || !ProofFrame::fits(rows, cols)) {
        error = "bad proof header: board " + std::to_string(rows) + "x" + std::to_string(cols) +
                " (expected at most " + std::to_string(kProofMaxSquares) + " squares)";
        return std::nullopt;
    }
    if (stm > 1) {
        error = "bad proof header: side to move " + std::to_string(stm) +
                " (expected 0 for Black or 1 for White)";
        return std::nullopt;
    }
    if (fullPlies > kProofMaxFullPlies) {
        error = "bad proof header: " + std::to_string(fullPlies) + " full-width plies (at most " +
                std::to_string(kProofMaxFullPlies) + ")";
        return std::nullopt;
    }
    if (in.size() != kHeader + 10 * std::size_t(n)) {
        error = "proof file has " + std::to_string(in.size()) + " bytes, its header says " +
                std::to_string(kHeader + 10 * std::size_t(n));
        return std::nullopt;
    }
    const uint64_t black = getLittleEndian<uint64_t>(in, 16),
                   white = getLittleEndian<uint64_t>(in, 24);
    const uint64_t board = rows * cols == 64 ? ~uint64_t{0} : (uint64_t{1} << (rows * cols)) - 1;
    if ((black & white) || ((black | white) & ~board)) {
        error = "bad proof header: the root's discs overlap or leave the board";
        return std::nullopt;
    }
    Clobber<1> root(rows, cols);
    for (int sq = 0; sq < rows * cols; ++sq) {
        if (black >> sq & 1) root.put(sq, Side::First);
        if (white >> sq & 1) root.put(sq, Side::Second);
    }
    root.setSideToMove(stm ? Side::Second : Side::First);
    const int leafDiscs = getLittleEndian<uint8_t>(in, 36),
              reachDiscs = getLittleEndian<uint8_t>(in, 37);
    if (reachDiscs > leafDiscs || leafDiscs > rows * cols) {
        error = "bad proof header: leaf discs " + std::to_string(leafDiscs) + ", reach discs " +
                std::to_string(reachDiscs);
        return std::nullopt;
    }
    if (answersErrors && !fullPlies) {
        error = "bad proof header: only an opening book answers errors at its roots";
        return std::nullopt;
    }
    const uint16_t hints = getLittleEndian<uint16_t>(in, 38);
    const bool hintsAfterErrorsOnly = hints & kHintsAfterErrorsBit;
    const uint32_t hintNodes = uint32_t(hints & ~kHintsAfterErrorsBit) * 1000;
    if (hintsAfterErrorsOnly && (!answersErrors || !hintNodes)) {
        error = "bad proof header: hints only after the answers to errors, in a book without "
                "hints or answers";
        return std::nullopt;
    }
    ProofTree t(root, getLittleEndian<uint32_t>(in, 32), fullPlies, leafDiscs, reachDiscs,
                hintNodes, answersErrors, hintsAfterErrorsOnly);
    t.keys_.resize(n);
    t.values_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        t.keys_[i] = getLittleEndian<uint64_t>(in, kHeader + 8 * i);
        t.values_[i] = getLittleEndian<uint16_t>(in, kHeader + 8 * std::size_t(n) + 2 * i);
        if (i && t.keys_[i] <= t.keys_[i - 1]) {
            error = "proof file keys are not strictly ascending at entry " + std::to_string(i);
            return std::nullopt;
        }
        if (t.values_[i] & ~uint16_t(0xFF | kExpandedBit)) {
            error = "proof file entry " + std::to_string(i) + " has bits 9-15 set";
            return std::nullopt;
        }
    }
    t.sorted_ = n;
    return t;
}

namespace {

struct Walker {
    const ProofTree& tree;
    ProofWalk out;
    std::unordered_set<uint64_t> seenWinner, seenLoser, seenFull;

    // A position of the opening book's full-width plies: its own proof from
    // fullPlies on, every move before that.
    bool full(const Clobber<1>& pos, int ply) {
        if (!seenFull.insert(tree.frame().key(pos).key).second) return true;
        if (ply == tree.fullPlies()) {
            ++out.roots;
            if (!tree.contains(pos)) return loser(pos, ply);
            return winner(pos, ply) && (!tree.answersErrors() || errors(pos, ply));
        }
        Clobber<1>::Moves moves;
        pos.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            if (!full(next, ply + 1)) return false;
        }
        return true;
    }

    // The answered errors of a root's winner: every move with an entry after
    // it (a move that keeps the win leads to a position without one).
    bool errors(const Clobber<1>& root, int ply) {
        Clobber<1>::Moves moves;
        root.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = root;
            next.make(m);
            if (!tree.contains(next)) continue;
            ++out.errorsAnswered;
            if (!winner(next, ply + 1)) return false;
        }
        return true;
    }

    // Returns false at the first flaw, described in out.error.
    bool winner(const Clobber<1>& pos, int ply) {
        if (!seenWinner.insert(tree.frame().key(pos).key).second) return true;
        ++out.winnerNodes;
        const std::optional<ProofMove> e = tree.find(pos);
        if (!pos.isLegal(e->move)) {
            out.error = "the stored move of this position is not legal:\n" + clobberText(pos, true);
            return false;
        }
        Clobber<1> next = pos;
        next.make(e->move);
        if (e->expanded) return loser(next, ply + 1);
        if (seenLoser.insert(tree.frame().key(next).key).second) {
            out.leaves.push_back(next);
            out.deepestLeaf = std::max(out.deepestLeaf, ply + 1);
        }
        return true;
    }

    bool loser(const Clobber<1>& pos, int ply) {
        if (!seenLoser.insert(tree.frame().key(pos).key).second) return true;
        ++out.loserNodes;
        Clobber<1>::Moves moves;
        pos.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            if (!tree.contains(next)) {
                out.error = "no answer to " + moveName(m, pos.cols()) + " in this position:\n" +
                            clobberText(pos, true);
                return false;
            }
            if (!winner(next, ply + 1)) return false;
        }
        return true;
    }
};

} // namespace

ProofWalk walkProof(const ProofTree& tree) {
    Walker w{tree, {}, {}, {}, {}};
    const Clobber<1>& root = tree.root();
    const bool rootWins = tree.contains(root);
    w.out.winner = rootWins ? root.sideToMove() : opponent(root.sideToMove());
    if (!rootWins && tree.size() == 0) {
        w.out.error = "the proof is empty";
        return w.out;
    }
    w.full(root, 0);
    if (!w.out.error.empty()) w.out.leaves.clear();
    return w.out;
}

std::string proofLine(const Clobber<1>& pos) {
    std::string s;
    for (int r = pos.rows() - 1; r >= 0; --r) {
        for (int c = 0; c < pos.cols(); ++c) {
            const int sq = r * pos.cols() + c;
            s += pos.discs(Side::First).test(sq)    ? 'B'
                 : pos.discs(Side::Second).test(sq) ? 'W'
                                                    : '_';
        }
        s += r ? '/' : ':';
    }
    s += sideSymbol(pos.sideToMove());
    return s;
}

std::optional<Clobber<1>> parseProofLine(std::string_view text, std::string& error) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos || colon + 2 != text.size() ||
        (text.back() != 'B' && text.back() != 'W')) {
        error = "expected rows separated by '/', then ':B' or ':W': " + quotedText(text);
        return std::nullopt;
    }
    std::vector<std::string_view> lines;
    std::string_view cells = text.substr(0, colon);
    for (std::size_t at = 0;;) {
        const std::size_t slash = cells.find('/', at);
        lines.push_back(cells.substr(at, slash - at));
        if (slash == std::string_view::npos) break;
        at = slash + 1;
    }
    const int rows = int(lines.size()), cols = int(lines[0].size());
    if (cols < 1 || rows * cols > 64 || rows > kClobberMaxSide || cols > kClobberMaxSide) {
        error = "board " + std::to_string(rows) + "x" + std::to_string(cols) +
                " is not one of at most 64 squares: " + quotedText(text);
        return std::nullopt;
    }
    Clobber<1> pos(rows, cols);
    for (int line = 0; line < rows; ++line) {
        if (int(lines[std::size_t(line)].size()) != cols) {
            error = "rows of different lengths: " + quotedText(text);
            return std::nullopt;
        }
        for (int c = 0; c < cols; ++c) {
            const char ch = lines[std::size_t(line)][std::size_t(c)];
            const int sq = (rows - 1 - line) * cols + c;
            if (ch == 'B')
                pos.put(sq, Side::First);
            else if (ch == 'W')
                pos.put(sq, Side::Second);
            else if (ch != '_') {
                error = std::string("unexpected '") + ch + "' in " + quotedText(text);
                return std::nullopt;
            }
        }
    }
    pos.setSideToMove(text.back() == 'W' ? Side::Second : Side::First);
    return pos;
}

} // namespace gametree
