// A proof extended below its leaves (core/proof/proof_build.hpp,
// extendProofBook): the shipped 5x5 book, whose leaves the engine's solver
// proves within 200,000 nodes, grown down to leaves it proves within 2,000,
// whole and in parts joined by mergeBooks.
#include <catch2/catch.hpp>

#include "games/clobber/clobber_text.hpp"
#include "proof/proof_book.hpp"
#include "proof/proof_build.hpp"
#include "proof/proof_tree.hpp"
#include "proof_bytes.hpp"

using namespace gametree;

namespace {

constexpr uint32_t kSmallBudget = 2'000;

BookOptions extendOptions(int part = 1, int parts = 1) {
    BookOptions o;
    o.leafNodes = kSmallBudget;
    o.tableBytes = std::size_t{64} << 20;
    o.part = part;
    o.parts = parts;
    return o;
}

// The winner's positions of a proof, by a walk of its own moves.
void winnerPositions(const ProofTree& t, const Clobber<1>& pos, std::vector<Clobber<1>>& out) {
    const auto e = t.find(pos);
    REQUIRE(e.has_value());
    out.push_back(pos);
    if (!e->expanded) return;
    Clobber<1> next = pos;
    next.make(e->move);
    Clobber<1>::Moves replies;
    next.generate(replies);
    for (const ClobberMove r : replies) {
        Clobber<1> after = next;
        after.make(r);
        winnerPositions(t, after, out);
    }
}

// Every check an extended book must pass: a complete proof of the same
// winner, every move of the base kept, and its leaves within the small
// budget: every one of them (all), or nearly all. A solver's nodes depend on
// how a position lies on the board, and a position two parts grew under
// different images of it may reach a leaf in the joined book as the image
// the budget was not checked on.
void checkExtended(const ProofTree& base, const ProofTree& ext, bool all) {
    const ProofWalk before = walkProof(base), after = walkProof(ext);
    REQUIRE(after.error == "");
    CHECK(after.winner == before.winner);
    CHECK(ext.leafBudget() == kSmallBudget);
    CHECK(after.leaves.size() > before.leaves.size());
    std::vector<Clobber<1>> winners;
    const Clobber<1> root = base.root();
    if (before.winner == root.sideToMove()) {
        winnerPositions(base, root, winners);
    } else {
        Clobber<1>::Moves moves;
        root.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> p = root;
            p.make(m);
            winnerPositions(base, p, winners);
        }
    }
    for (const Clobber<1>& p : winners) {
        INFO(proofLine(p));
        const auto mine = ext.find(p);
        REQUIRE(mine.has_value());
        CHECK(mine->move == base.find(p)->move);
    }
    std::size_t within = 0;
    for (const Clobber<1>& leaf : after.leaves) {
        INFO(proofLine(leaf));
        const bool small = provenLostWithin(leaf, kSmallBudget, std::size_t{16} << 20);
        if (all) CHECK(small);
        within += small;
    }
    CHECK(within * 100 >= after.leaves.size() * 99);
}

} // namespace

TEST_CASE("a proof extended below its leaves keeps its moves and ends at leaves within the new "
          "budget, whole or in parts",
          "[proof]") {
    const ProofTree* base = bookFor(5, 5);
    REQUIRE(base != nullptr);
    std::string error;
    const auto whole = extendProofBook(*base, extendOptions(), error);
    REQUIRE(whole.has_value());
    checkExtended(*base, *whole, true);
    // It survives its file.
    const auto again = ProofTree::parse(whole->serialize(), error);
    REQUIRE(again.has_value());
    CHECK(again->leafBudget() == kSmallBudget);
    CHECK(walkProof(*again).leaves.size() == walkProof(*whole).leaves.size());

    // Three parts, each growing every third leaf: joined, a complete proof
    // too (where two parts grew the same position, the first one's move and
    // its subtree are kept), and each part alone grows fewer leaves.
    std::vector<ProofTree> parts;
    for (int k = 1; k <= 3; ++k) {
        auto part = extendProofBook(*base, extendOptions(k, 3), error);
        REQUIRE(part.has_value());
        CHECK(part->size() < whole->size());
        parts.push_back(std::move(*part));
    }
    const auto joined = mergeBooks(parts, error);
    REQUIRE(joined.has_value());
    checkExtended(*base, *joined, false);
    // Only what the walk from the root meets is kept.
    CHECK(walkProof(*joined).winnerNodes == joined->size());
    // And every leaf proven lost.
    for (const Clobber<1>& leaf : walkProof(*joined).leaves)
        CHECK(provenLostWithin(leaf, 0, std::size_t{16} << 20));
}

TEST_CASE("extending a proof: what is refused", "[proof]") {
    const ProofTree* base = bookFor(5, 5);
    REQUIRE(base != nullptr);
    std::string error;
    BookOptions none = extendOptions();
    none.leafNodes = 0;
    CHECK_FALSE(extendProofBook(*base, none, error));
    CHECK(error.find("needs a leaf budget") != std::string::npos);
    CHECK_FALSE(extendProofBook(*base, extendOptions(4, 3), error));
    CHECK(error.find("parts 1/N to N/N") != std::string::npos);
    // A proof with a reply's answer missing.
    const std::string bytes = base->serialize();
    const auto holed = ProofTree::parse(withoutEntry(bytes, base->size(), 3), error);
    REQUIRE(holed.has_value());
    CHECK_FALSE(extendProofBook(*holed, extendOptions(), error));
    CHECK(error.find("not complete") != std::string::npos);
    // An opening book is the proof of many roots, not of its own.
    const ProofTree* openings = openingBookFor(6, 5);
    REQUIRE(openings != nullptr);
    CHECK_FALSE(extendProofBook(*openings, extendOptions(), error));
    CHECK(error.find("not an opening book") != std::string::npos);
}

TEST_CASE("joining books marks a position expanded when one of them holds its move expanded, "
          "and leaves out what the walk from the root no longer meets",
          "[proof]") {
    const Clobber<1> start = Clobber<1>::start(2, 3);
    Clobber<1>::Moves moves;
    start.generate(moves);
    REQUIRE(moves.size() >= 2);
    ProofTree leaf(start), grown(start), other(start);
    leaf.add(start, moves[0], false);
    grown.add(start, moves[0], true);
    other.add(start, moves[1], true);
    std::string error;
    const auto a = mergeBooks({leaf, grown}, error);
    REQUIRE(a.has_value());
    CHECK(a->find(start)->expanded);
    CHECK(a->find(start)->move == moves[0]);
    // Another move is not joined: the first book's entry stays as it was,
    // and the other's entries below its move, which no walk from the root
    // meets now, are left out.
    Clobber<1> below = start;
    below.make(moves[1]);
    Clobber<1>::Moves replies;
    below.generate(replies);
    REQUIRE(!replies.empty());
    below.make(replies[0]);
    Clobber<1>::Moves answers;
    below.generate(answers);
    REQUIRE(!answers.empty());
    other.add(below, answers[0], false);
    const auto b = mergeBooks({leaf, other}, error);
    REQUIRE(b.has_value());
    CHECK_FALSE(b->find(start)->expanded);
    CHECK(b->find(start)->move == moves[0]);
    CHECK_FALSE(b->contains(below));
    CHECK(b->size() == 1);
}
