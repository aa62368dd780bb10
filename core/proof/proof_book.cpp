#include "proof/proof_book.hpp"

#include <algorithm>
#include <deque>
#include <vector>

namespace gametree {

namespace {

// The embedded books parsed, proofs of the start (fullPlies 0) first.
struct ParsedBooks {
    std::vector<ProofTree> all;
    std::vector<std::string_view> names; // of all's books, without ".book"
    std::size_t proofs = 0;
};

const ParsedBooks& parsedBooks() {
    static const ParsedBooks books = [] {
        ParsedBooks out;
        for (int opening : {0, 1})
            for (const EmbeddedBook& b : embeddedBooks()) {
                std::string error;
                const std::string_view bytes(reinterpret_cast<const char*>(b.bytes.data()),
                                             b.bytes.size());
                auto tree = ProofTree::parse(bytes, error);
                if (tree && (tree->fullPlies() > 0) == bool(opening)) {
                    out.all.push_back(std::move(*tree));
                    std::string_view name = b.name;
                    if (name.ends_with(".book")) name.remove_suffix(5);
                    out.names.push_back(name);
                }
            }
        out.proofs = std::size_t(std::count_if(out.all.begin(), out.all.end(),
                                               [](const ProofTree& t) { return !t.fullPlies(); }));
        return out;
    }();
    return books;
}

// The books addBook added, with their names; a deque, so that the pointers
// bookFor hands out stay valid as books are added.
struct AddedBooks {
    std::deque<ProofTree> trees;
    std::deque<std::string> names;
};

AddedBooks& addedBooks() {
    static AddedBooks books;
    return books;
}

bool sameBoard(const ProofTree& t, int rows, int cols) {
    const int r = t.root().rows(), c = t.root().cols();
    return (r == rows && c == cols) || (r == cols && c == rows);
}

} // namespace

std::span<const ProofTree> proofBooks() {
    const ParsedBooks& b = parsedBooks();
    return std::span<const ProofTree>(b.all).first(b.proofs);
}

std::span<const ProofTree> openingBooks() {
    const ParsedBooks& b = parsedBooks();
    return std::span<const ProofTree>(b.all).subspan(b.proofs);
}

std::string_view bookName(const ProofTree& book) {
    const ParsedBooks& b = parsedBooks();
    for (std::size_t i = 0; i < b.all.size(); ++i)
        if (&b.all[i] == &book) return b.names[i];
    const AddedBooks& added = addedBooks();
    for (std::size_t i = 0; i < added.trees.size(); ++i)
        if (&added.trees[i] == &book) return added.names[i];
    return {};
}

std::string addBook(std::string_view name, std::string_view bytes) {
    std::string error;
    auto tree = ProofTree::parse(bytes, error);
    if (!tree) return "book " + std::string(name) + ": " + error;
    const Clobber<1>& root = tree->root();
    // The start with either side to move: where both sides are odd the
    // colours differ, and White moving first is a board of its own.
    Clobber<1> start = Clobber<1>::start(root.rows(), root.cols());
    start.setSideToMove(root.sideToMove());
    if (root != start)
        return "book " + std::string(name) +
               ": not a book of a board's start position (its proof, or an opening book)";
    AddedBooks& added = addedBooks();
    for (std::size_t i = 0; i < added.trees.size(); ++i)
        if (added.names[i] == name) {
            added.trees[i] = std::move(*tree);
            return {};
        }
    added.trees.push_back(std::move(*tree));
    added.names.emplace_back(name);
    return {};
}

std::vector<const ProofTree*> booksFor(int rows, int cols) {
    std::vector<const ProofTree*> out;
    for (const ProofTree& t : proofBooks())
        if (sameBoard(t, rows, cols)) out.push_back(&t);
    for (const ProofTree& t : addedBooks().trees)
        if (!t.fullPlies() && sameBoard(t, rows, cols)) out.push_back(&t);
    std::stable_sort(out.begin(), out.end(),
                     [](const ProofTree* a, const ProofTree* b) { return a->size() < b->size(); });
    return out;
}

const ProofTree* bookFor(int rows, int cols) {
    const auto books = booksFor(rows, cols);
    return books.empty() ? nullptr : books.back();
}

std::vector<const ProofTree*> openingBooksFor(int rows, int cols) {
    std::vector<const ProofTree*> out;
    for (const ProofTree& t : openingBooks())
        if (sameBoard(t, rows, cols)) out.push_back(&t);
    for (const ProofTree& t : addedBooks().trees)
        if (t.fullPlies() && sameBoard(t, rows, cols)) out.push_back(&t);
    std::stable_sort(out.begin(), out.end(),
                     [](const ProofTree* a, const ProofTree* b) { return a->size() < b->size(); });
    return out;
}

const ProofTree* openingBookFor(int rows, int cols) {
    const auto books = openingBooksFor(rows, cols);
    return books.empty() ? nullptr : books.front();
}

std::vector<const ProofTree*> allBooksFor(int rows, int cols) {
    std::vector<const ProofTree*> out = booksFor(rows, cols);
    for (const ProofTree* t : openingBooksFor(rows, cols)) out.push_back(t);
    return out;
}

namespace {

// pos reflected in its diagonal: a rows x cols board becomes cols x rows.
Clobber<1> transposed(const Clobber<1>& pos) {
    Clobber<1> t(pos.cols(), pos.rows());
    for (int sq = 0; sq < pos.squares(); ++sq) {
        const int r = sq / pos.cols(), c = sq % pos.cols();
        for (Side s : {Side::First, Side::Second})
            if (pos.discs(s).test(sq)) t.put(c * pos.rows() + r, s);
    }
    t.setSideToMove(pos.sideToMove());
    return t;
}

ClobberMove transposedMove(ClobberMove m, int rows, int cols) {
    auto flip = [&](int sq) { return uint8_t((sq % cols) * rows + sq / cols); };
    return {flip(m.from), flip(m.to)};
}

std::optional<BookAnswer> probe(const ProofTree& book, const Clobber<1>& pos) {
    if (const auto e = book.find(pos); e && pos.isLegal(e->move))
        return BookAnswer{true, e->move, bookName(book)};
    Clobber<1>::Moves moves;
    pos.generate(moves);
    if (moves.empty()) return std::nullopt;
    for (const ClobberMove m : moves) {
        Clobber<1> next = pos;
        next.make(m);
        if (!book.contains(next)) return std::nullopt;
    }
    return BookAnswer{false, {}, bookName(book)};
}

std::optional<BookAnswer> probeOne(const ProofTree* book, const Clobber<1>& pos) {
    if (!book) return std::nullopt;
    if (book->root().rows() == pos.rows() && book->root().cols() == pos.cols())
        return probe(*book, pos);
    auto answer = probe(*book, transposed(pos));
    if (answer && answer->moverWins)
        answer->move = transposedMove(answer->move, pos.cols(), pos.rows());
    return answer;
}

// The entry of pos with a legal move, or nothing.
std::optional<ProofMove> legalEntry(const ProofTree& book, const Clobber<1>& pos) {
    const auto e = book.find(pos);
    if (e && pos.isLegal(e->move)) return e;
    return std::nullopt;
}

// bookNode in one book of pos's own orientation.
std::optional<BookNode> nodeIn(const ProofTree& book, const Clobber<1>& pos,
                               const Clobber<1>* parent) {
    BookNode node;
    node.book = bookName(book);
    if (const auto e = legalEntry(book, pos)) {
        node.kind = BookNode::Kind::Winner;
        node.move = e->move;
        node.expanded = e->expanded;
        return node;
    }
    Clobber<1>::Moves moves;
    pos.generate(moves);
    if (!moves.empty()) {
        node.kind = BookNode::Kind::Loser;
        for (const ClobberMove m : moves) {
            Clobber<1> next = pos;
            next.make(m);
            const auto e = legalEntry(book, next);
            if (!e) {
                node.replies.clear();
                break;
            }
            node.replies.push_back({m, e->move, e->expanded});
        }
        if (!node.replies.empty()) return node;
    }
    // A leaf: the position the parent's winning move leads to (up to the
    // board's symmetries), when the book holds no replies after it.
    if (parent && parent->rows() == pos.rows() && parent->cols() == pos.cols()) {
        if (const auto e = legalEntry(book, *parent); e && !e->expanded) {
            Clobber<1> after = *parent;
            after.make(e->move);
            if (book.frame().key(after).key == book.frame().key(pos).key &&
                after.sideToMove() == pos.sideToMove()) {
                node.kind = BookNode::Kind::Leaf;
                return node;
            }
        }
    }
    return std::nullopt;
}

std::optional<BookNode> nodeOne(const ProofTree* book, const Clobber<1>& pos,
                                const Clobber<1>* parent) {
    if (!book) return std::nullopt;
    if (book->root().rows() == pos.rows() && book->root().cols() == pos.cols())
        return nodeIn(*book, pos, parent);
    const Clobber<1> before = parent ? transposed(*parent) : Clobber<1>(1, 1);
    auto node = nodeIn(*book, transposed(pos), parent ? &before : nullptr);
    if (!node) return node;
    const auto back = [&](ClobberMove m) { return transposedMove(m, pos.cols(), pos.rows()); };
    node->move = back(node->move);
    for (BookReply& r : node->replies) r.reply = back(r.reply), r.answer = back(r.answer);
    return node;
}

} // namespace

std::optional<BookAnswer> probeBook(const Clobber<1>& pos) {
    // The smallest proof that holds pos answers, so that a position of the
    // 6x6 proof is named as the proof's, one of a refutation as the book of
    // first moves', and one below their leaves as the deep book's.
    for (const ProofTree* book : allBooksFor(pos.rows(), pos.cols()))
        if (auto answer = probeOne(book, pos)) return answer;
    return std::nullopt;
}

std::optional<BookNode> bookNode(const Clobber<1>& pos, const Clobber<1>* parent) {
    // As probeBook, the smallest proof that holds pos; but at a leaf of one
    // proof, a larger one (a deep book) that goes on below it.
    std::optional<BookNode> leaf;
    for (const ProofTree* book : allBooksFor(pos.rows(), pos.cols())) {
        auto node = nodeOne(book, pos, parent);
        if (node && node->kind != BookNode::Kind::Leaf) return node;
        if (node && !leaf) leaf = std::move(node);
    }
    return leaf;
}

uint32_t bookLeafBudget(int rows, int cols) {
    // The largest: a proof without a budget (the 6x6 one, its leaves solved
    // by long searches) leaves the engine's budget to the deep book below it.
    uint32_t budget = 0;
    for (const ProofTree* book : allBooksFor(rows, cols))
        budget = std::max(budget, book->leafBudget());
    return budget;
}

} // namespace gametree
