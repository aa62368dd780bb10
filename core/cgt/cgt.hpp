// Combinatorial game theory for short partizan games: canonical forms, sums,
// negatives and comparison (Conway, "On Numbers and Games"; Siegel,
// "Combinatorial Game Theory", chapter II).
//
// A game is {Left options | Right options}. Every game equals exactly one
// canonical form (no dominated and no reversible options), so canonical games
// are interned and two games are equal exactly when their ids are. Black is
// Left, White is Right. The solver uses this to replace a small Clobber region
// by its value, which usually has far fewer options than the region has moves.
//
// The solver asks these questions millions of times, so the store is laid
// out for it: the options of all games in one array, the index an open-
// addressing table chained through the games, the outcome of each game in the
// game itself, and comparisons remembered in a fixed-size cache that forgets
// (a forgotten comparison is worked out again) instead of a table that grows.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "base/flat_map.hpp"

namespace gametree {

class GameStore {
  public:
    using Id = uint32_t;

    // leqCacheBytes: the memory of the comparison cache. Small on purpose:
    // most comparisons are of new sums, which the cache cannot know, and a
    // cache that stays in the processor's own cache (1 MiB) answers the rest
    // sooner than one of 8 MiB that forgets less; the solver ran some 7%
    // faster on the engine's short solves and 4-6% on the proof's jobs
    // (docs/performance.md, "Tried and not kept").
    explicit GameStore(std::size_t leqCacheBytes = std::size_t{1} << 20);

    Id zero() const { return 0; }
    // The canonical form of {left | right}; the options must be canonical.
    Id make(std::vector<Id> left, std::vector<Id> right);
    Id add(Id a, Id b);
    Id negate(Id g);
    // a <= b in the partial order of games.
    bool leq(Id a, Id b);

    // Does Left (Black) win moving first? Right (White)? Known once per game.
    bool leftWinsFirst(Id g) { return outcome(g) & kLeftWins; }
    bool rightWinsFirst(Id g) { return outcome(g) & kRightWins; }

    // Valid until the next game is made (the options live in one array).
    std::span<const Id> left(Id g) const {
        return {pool_.data() + nodes_[g].start, nodes_[g].nLeft};
    }
    std::span<const Id> right(Id g) const {
        return {pool_.data() + nodes_[g].start + nodes_[g].nLeft, nodes_[g].nRight};
    }
    // A hash of g's form, built from its options' hashes and not from ids:
    // ids number games in the order a store meets them, so they differ
    // between processes, while a canonical form is the same everywhere.
    // Keys that outlive the process (a solver table saved to a file) are
    // made from this.
    uint64_t formHash(Id g) const { return nodes_[g].form; }
    std::size_t size() const { return nodes_.size(); }
    // Memory held, for reports.
    std::size_t bytes() const;

  private:
    static constexpr uint8_t kLeftWins = 1, kRightWins = 2, kOutcomeKnown = 4;
    static constexpr Id kNone = ~Id{0};

    struct Node {
        uint32_t start = 0; // left options at pool_[start], then the right ones
        uint16_t nLeft = 0, nRight = 0;
        Id next = kNone;     // the next game in the same index bucket
        Id negative = kNone; // kNone until known
        uint64_t hash = 0;   // of the option ids, for the index
        uint64_t form = 0;   // of the options' forms (formHash)
        uint8_t outcome = 0; // kLeftWins | kRightWins, valid with kOutcomeKnown
    };

    // Interns {left | right} as given (both sorted), canonical or not.
    Id intern(const std::vector<Id>& left, const std::vector<Id>& right);
    bool sameOptions(Id g, const std::vector<Id>& left, const std::vector<Id>& right) const;
    void growIndex();
    void removeDominated(std::vector<Id>& options, bool forLeft);
    uint8_t outcome(Id g);
    bool leqUncached(Id a, Id b);
    void growLeq();

    std::vector<Id> pool_;
    std::vector<Node> nodes_;
    std::vector<Id> index_; // content hash -> first game, chained by Node::next
    // Comparison cache: a packed (a, b) pair with the answer in the top bit.
    std::vector<uint64_t> leq_;
    std::size_t leqMax_ = 0;    // slots it may grow to
    std::size_t leqStored_ = 0; // answers stored since it last grew
    FlatMap<Id> sum_;
};

} // namespace gametree
