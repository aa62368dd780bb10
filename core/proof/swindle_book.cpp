#include "proof/swindle_book.hpp"

#include <algorithm>
#include <cstring>

#include "base/byte_order.hpp"
#include "proof/proof_book.hpp"

namespace gametree {

namespace {

constexpr char kSwindleMagic[8] = {'G', 'T', 'S', 'W', 'N', 'D', 'L', 1};
constexpr std::size_t kSwindleHeader = 24;

} // namespace

std::optional<SwindleEntry> SwindleBook::find(const Clobber<1>& pos) const {
    // A key is taken with the board turned so that it has at least as many
    // rows as columns (core/proof/proof_key.hpp), so the turned board's positions
    // have the same keys, through a frame of their own.
    const bool turned = pos.rows() == cols() && pos.cols() == rows() && rows() != cols();
    if (!turned && (pos.rows() != rows() || pos.cols() != cols())) return std::nullopt;
    const ProofFrame& frame = turned ? turned_ : frame_;
    const ProofFrame::Key k = frame.key(pos);
    const auto it = std::lower_bound(keys_.begin(), keys_.end(), k.key);
    if (it == keys_.end() || *it != k.key) return std::nullopt;
    const uint16_t v = values_[std::size_t(it - keys_.begin())];
    return SwindleEntry{frame.unpackMove(k, uint8_t(v & 0xFF)), v >> 8};
}

void SwindleBook::add(const Clobber<1>& pos, ClobberMove move, int winningReplies) {
    const ProofFrame::Key k = frame_.key(pos);
    addRaw(k.key, uint16_t(frame_.packMove(k, move) | std::min(winningReplies, 255) << 8));
}

void SwindleBook::addRaw(uint64_t key, uint16_t value) {
    // Kept sorted as it grows: books hold some thousands of entries.
    const auto it = std::lower_bound(keys_.begin(), keys_.end(), key);
    if (it != keys_.end() && *it == key) return;
    values_.insert(values_.begin() + (it - keys_.begin()), value);
    keys_.insert(it, key);
}

std::string SwindleBook::serialize() const {
    std::string out(kSwindleMagic, sizeof kSwindleMagic);
    putLittleEndian<uint8_t>(out, uint8_t(rows()));
    putLittleEndian<uint8_t>(out, uint8_t(cols()));
    putLittleEndian<uint8_t>(out, uint8_t(fullPlies_));
    putLittleEndian<uint8_t>(out, uint8_t(maxWinning_));
    putLittleEndian<uint32_t>(out, lostPositions_);
    putLittleEndian<uint32_t>(out, uint32_t(keys_.size()));
    putLittleEndian<uint32_t>(out, 0);
    for (uint64_t k : keys_) putLittleEndian<uint64_t>(out, k);
    for (uint16_t v : values_) putLittleEndian<uint16_t>(out, v);
    return out;
}

std::optional<SwindleBook> SwindleBook::parse(std::string_view in, std::string& error) {
    if (in.size() < kSwindleHeader ||
        std::memcmp(in.data(), kSwindleMagic, sizeof kSwindleMagic) != 0) {
        error = "not a swindle book (no GTSWNDL header)";
        return std::nullopt;
    }
    const int rows = getLittleEndian<uint8_t>(in, 8), cols = getLittleEndian<uint8_t>(in, 9);
    if (rows < 1 || cols < 1 || !ProofFrame::fits(rows, cols)) {
        error =
            "bad swindle book header: board " + std::to_string(rows) + "x" + std::to_string(cols);
        return std::nullopt;
    }
    const uint32_t n = getLittleEndian<uint32_t>(in, 16);
    if (getLittleEndian<uint32_t>(in, 20) != 0) {
        error = "bad swindle book header: bytes 20-23 are not 0";
        return std::nullopt;
    }
    if (in.size() != kSwindleHeader + 10 * std::size_t(n)) {
        error = "swindle book has " + std::to_string(in.size()) + " bytes, its header says " +
                std::to_string(kSwindleHeader + 10 * std::size_t(n));
        return std::nullopt;
    }
    SwindleBook b(rows, cols, getLittleEndian<uint8_t>(in, 10), getLittleEndian<uint8_t>(in, 11));
    b.lostPositions_ = getLittleEndian<uint32_t>(in, 12);
    b.keys_.resize(n);
    b.values_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        b.keys_[i] = getLittleEndian<uint64_t>(in, kSwindleHeader + 8 * i);
        b.values_[i] = getLittleEndian<uint16_t>(in, kSwindleHeader + 8 * std::size_t(n) + 2 * i);
        if (i && b.keys_[i] <= b.keys_[i - 1]) {
            error = "swindle book keys out of order at entry " + std::to_string(i);
            return std::nullopt;
        }
    }
    if (n > b.lostPositions_) {
        error = "swindle book has " + std::to_string(n) + " entries for " +
                std::to_string(b.lostPositions_) + " lost positions";
        return std::nullopt;
    }
    return b;
}

std::optional<SwindleBook> SwindleBook::merge(const std::vector<SwindleBook>& parts,
                                              std::string& error) {
    if (parts.empty()) {
        error = "no parts to join";
        return std::nullopt;
    }
    const SwindleBook& first = parts.front();
    SwindleBook out(first.rows(), first.cols(), first.fullPlies(), first.maxWinning());
    for (const SwindleBook& p : parts) {
        if (p.rows() != first.rows() || p.cols() != first.cols() ||
            p.fullPlies() != first.fullPlies() || p.maxWinning() != first.maxWinning()) {
            error = "the parts differ in board, plies or most winning replies";
            return std::nullopt;
        }
        out.lostPositions_ += p.lostPositions_;
        for (std::size_t i = 0; i < p.keys_.size(); ++i) out.addRaw(p.keys_[i], p.values_[i]);
    }
    return out;
}

std::span<const SwindleBook> swindleBooks() {
    static const std::vector<SwindleBook> books = [] {
        std::vector<SwindleBook> out;
        for (const EmbeddedBook& b : embeddedBooks()) {
            std::string error;
            const std::string_view bytes(reinterpret_cast<const char*>(b.bytes.data()),
                                         b.bytes.size());
            if (auto book = SwindleBook::parse(bytes, error)) out.push_back(std::move(*book));
        }
        return out;
    }();
    return books;
}

std::optional<SwindleEntry> probeSwindleBook(const Clobber<1>& pos) {
    for (const SwindleBook& b : swindleBooks())
        if (auto e = b.find(pos); e && pos.isLegal(e->move)) return e;
    return std::nullopt;
}

} // namespace gametree
