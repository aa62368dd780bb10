// The swindle book (core/proof/swindle_book.hpp, core/proof/swindle_build.hpp): built on
// 4x5, each lost position three plies from the start counted again here move by
// move with fresh solves; the file's round trip, its damage refused, split
// builds joined; and the shipped 6x5 books (two and three plies in) sampled,
// and played by the engine.
#include <catch2/catch.hpp>
#include <random>
#include <unordered_set>

#include "engine/clobber_agent.hpp"
#include "games/clobber/clobber_text.hpp"
#include "proof/proof_book.hpp"
#include "proof/proof_build.hpp"
#include "proof/swindle_build.hpp"
#include "reply_count.hpp"

using namespace gametree;

namespace {

// One solver for every check (its table changes no answer, only the time).
bool bookMoverWins(const Clobber<1>& p) {
    if (!p.hasMove()) return false;
    static ClobberSolver<1> solver(std::size_t{16} << 20);
    return solver.wins(p);
}

// The opponent's winning replies after m.
int winningReplies(const Clobber<1>& pos, ClobberMove m) {
    return countReplies(pos, m, bookMoverWins).first;
}

std::vector<Clobber<1>> positionsAtPlies(const Clobber<1>& start, int plies) {
    std::unordered_set<uint64_t> seen;
    std::vector<Clobber<1>> out;
    positionsAt(start, plies, ProofFrame(start.rows(), start.cols()), seen, out);
    return out;
}

// A position turned a quarter: rows x cols becomes cols x rows.
Clobber<1> transposed(const Clobber<1>& pos) {
    Clobber<1> t(pos.cols(), pos.rows());
    for (int sq = 0; sq < pos.squares(); ++sq)
        for (Side s : {Side::First, Side::Second})
            if (pos.discs(s).test(sq)) t.put((sq % pos.cols()) * pos.rows() + sq / pos.cols(), s);
    t.setSideToMove(pos.sideToMove());
    return t;
}

SwindleBook build45(int maxWinning, int part = 1, int parts = 1) {
    SwindleOptions o;
    o.maxWinning = maxWinning;
    o.part = part;
    o.parts = parts;
    o.tableBytes = std::size_t{16} << 20;
    std::string error;
    auto book = buildSwindleBook(Clobber<1>::start(4, 5), o, error);
    INFO(error);
    REQUIRE(book);
    return std::move(*book);
}

} // namespace

TEST_CASE("a swindle book holds the fewest winning replies of each lost opening",
          "[swindle][book]") {
    // 3 plies on 4x5: positions lost for their mover with several moves each.
    SwindleOptions o;
    o.fullPlies = 3;
    o.maxWinning = 2;
    o.tableBytes = std::size_t{16} << 20;
    std::string error;
    const auto book = buildSwindleBook(Clobber<1>::start(4, 5), o, error);
    REQUIRE(book);
    int lost = 0, withEntry = 0, withoutEntry = 0;
    for (const Clobber<1>& pos : positionsAtPlies(Clobber<1>::start(4, 5), 3)) {
        if (bookMoverWins(pos) || !pos.hasMove()) {
            CHECK_FALSE(book->find(pos)); // only lost positions have entries
            continue;
        }
        ++lost;
        INFO(clobberText(pos, true));
        Clobber<1>::Moves moves;
        pos.generate(moves);
        int fewest = 1000;
        for (const ClobberMove m : moves) fewest = std::min(fewest, winningReplies(pos, m));
        const auto entry = book->find(pos);
        if (fewest > o.maxWinning) {
            CHECK_FALSE(entry);
            ++withoutEntry;
            continue;
        }
        REQUIRE(entry);
        ++withEntry;
        CHECK(pos.isLegal(entry->move));
        CHECK(entry->winningReplies == fewest);
        CHECK(winningReplies(pos, entry->move) == fewest);
        // The same entry found from the board turned a quarter.
        const Clobber<1> turned = transposed(pos);
        const auto again = book->find(turned);
        REQUIRE(again);
        CHECK(turned.isLegal(again->move));
        CHECK(winningReplies(turned, again->move) == fewest);
    }
    CHECK(book->lostPositions() == uint32_t(lost));
    CHECK(book->size() == std::size_t(withEntry));
    // The cap matters on this board: some lost positions have no entry.
    CHECK(withEntry > 0);
    CHECK(withoutEntry > 0);
}

TEST_CASE("a swindle book survives its file, split builds join, damage is refused",
          "[swindle][book]") {
    const SwindleBook whole = build45(5);
    REQUIRE(whole.size() > 0);
    std::string error;
    const std::string bytes = whole.serialize();
    CHECK(bytes.size() == 24 + 10 * whole.size());
    const auto read = SwindleBook::parse(bytes, error);
    REQUIRE(read);
    CHECK(read->serialize() == bytes);
    CHECK(read->lostPositions() == whole.lostPositions());

    const auto joined = SwindleBook::merge({build45(5, 1, 2), build45(5, 2, 2)}, error);
    REQUIRE(joined);
    CHECK(joined->serialize() == bytes);
    CHECK_FALSE(SwindleBook::merge({build45(5, 1, 2), build45(4, 2, 2)}, error));
    CHECK(error.find("differ") != std::string::npos);

    CHECK_FALSE(SwindleBook::parse(bytes.substr(0, bytes.size() - 1), error));
    CHECK(error.find("bytes") != std::string::npos);
    std::string proof = bytes;
    proof[2] = 'P';
    CHECK_FALSE(SwindleBook::parse(proof, error));
    CHECK(error.find("not a swindle book") != std::string::npos);
    // The header's last four bytes are 0: a file that is read is the file
    // that would be written (fuzz_proof_file found one that was not).
    std::string reserved = bytes;
    reserved[20] = 9;
    CHECK_FALSE(SwindleBook::parse(reserved, error));
    CHECK(error == "bad swindle book header: bytes 20-23 are not 0");
    if (whole.size() > 1) {
        std::string swapped = bytes; // the first two keys out of order
        for (int k = 0; k < 8; ++k)
            std::swap(swapped[std::size_t(24 + k)], swapped[std::size_t(32 + k)]);
        CHECK_FALSE(SwindleBook::parse(swapped, error));
        CHECK(error.find("out of order") != std::string::npos);
    }
}

TEST_CASE("the shipped 6x5 swindle book: lost openings, the move it names counted",
          "[swindle][book][shipped]") {
    const Clobber<1> start = Clobber<1>::start(6, 5);
    std::vector<Clobber<1>> lost;
    for (const Clobber<1>& pos : positionsAtPlies(start, 2)) {
        const auto proof = probeBook(pos);
        REQUIRE(proof); // the opening book proves every two-ply position
        if (!proof->moverWins) lost.push_back(pos);
    }
    const auto books = swindleBooks();
    const auto it = std::find_if(books.begin(), books.end(), [](const SwindleBook& b) {
        return b.rows() == 6 && b.cols() == 5 && b.fullPlies() == 2;
    });
    REQUIRE(it != books.end());
    CHECK(it->lostPositions() == lost.size());
    CHECK(it->fullPlies() == 2);
    std::size_t found = 0;
    for (const Clobber<1>& pos : lost) found += probeSwindleBook(pos).has_value();
    CHECK(found == it->size());
    CHECK(found * 2 > lost.size()); // most lost openings have a swindle (290 of 442)

    // A sample: the named move leaves exactly the stored number of winning
    // replies, each checked by the opening book or a solve of 26 discs.
    std::mt19937 rng(5);
    std::shuffle(lost.begin(), lost.end(), rng);
    int checked = 0;
    for (const Clobber<1>& pos : lost) {
        const auto entry = probeSwindleBook(pos);
        if (!entry) continue;
        INFO(clobberText(pos, true));
        CHECK(entry->winningReplies <= it->maxWinning());
        CHECK(winningReplies(pos, entry->move) == entry->winningReplies);
        if (++checked == 2) break;
    }
    CHECK(checked == 2);
}

TEST_CASE("the shipped 6x5 swindle book three plies in: after a winning move of a won opening",
          "[swindle][book][shipped]") {
    const auto books = swindleBooks();
    const auto it = std::find_if(books.begin(), books.end(), [](const SwindleBook& b) {
        return b.rows() == 6 && b.cols() == 5 && b.fullPlies() == 3;
    });
    REQUIRE(it != books.end());
    // The lost positions three plies in: after each move of a won two-ply
    // opening that keeps the win (the opening book has no entry after it).
    const ProofTree* opening = openingBookFor(6, 5);
    REQUIRE(opening != nullptr);
    std::vector<Clobber<1>> lost;
    std::unordered_set<uint64_t> seen;
    const ProofFrame frame(6, 5);
    for (const Clobber<1>& root : positionsAtPlies(Clobber<1>::start(6, 5), 2)) {
        const auto proof = probeBook(root);
        REQUIRE(proof);
        if (!proof->moverWins) continue;
        Clobber<1>::Moves moves;
        root.generate(moves);
        for (const ClobberMove m : moves) {
            Clobber<1> next = root;
            next.make(m);
            if (!opening->contains(next) && seen.insert(frame.key(next).key).second)
                lost.push_back(next);
        }
    }
    CHECK(it->lostPositions() == lost.size());
    std::size_t found = 0;
    for (const Clobber<1>& pos : lost) found += probeSwindleBook(pos).has_value();
    CHECK(found == it->size());
    CHECK(found * 2 > lost.size());
    // A seeded sample: the stored count is the named move's, each reply
    // settled by a solve of 25 discs.
    std::mt19937 rng(9);
    std::shuffle(lost.begin(), lost.end(), rng);
    int checked = 0;
    for (const Clobber<1>& pos : lost) {
        const auto entry = probeSwindleBook(pos);
        if (!entry) continue;
        INFO(clobberText(pos, true));
        CHECK(winningReplies(pos, entry->move) == entry->winningReplies);
        if (++checked == 4) break;
    }
    CHECK(checked == 4);
}

TEST_CASE("the engine plays the swindle book's move in a lost opening", "[swindle][engine]") {
    const Clobber<1> start = Clobber<1>::start(6, 5);
    int played = 0;
    for (const Clobber<1>& pos : positionsAtPlies(start, 2)) {
        const auto entry = probeSwindleBook(pos);
        if (!entry) continue;
        for (const bool turn : {false, true}) {
            const Clobber<1> p = turn ? transposed(pos) : pos;
            const auto e = probeSwindleBook(p);
            REQUIRE(e);
            AgentSettings s;
            s.algorithm = Algorithm::Engine;
            s.depth = kMaxSearchDepth;
            s.timeMs = 100;
            Clobber<1> copy = p;
            const MoveReport r = think(copy, s);
            CHECK(r.move == e->move);
            CHECK(r.proven);
            CHECK_FALSE(r.provenWin);
        }
        if (++played == 5) break;
    }
    CHECK(played == 5);
}
