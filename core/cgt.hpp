// Combinatorial game theory for short partizan games: canonical forms, sums,
// negatives and comparison (Conway, "On Numbers and Games"; Siegel,
// "Combinatorial Game Theory", chapter II).
//
// A game is {Left options | Right options}. Every game equals exactly one
// canonical form (no dominated and no reversible options), so canonical games
// are interned and two games are equal exactly when their ids are. Black is
// Left, White is Right. The solver uses this to replace a small Clobber region
// by its value, which usually has far fewer options than the region has moves.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "flat_map.hpp"

namespace gametree {

class GameStore {
  public:
    using Id = uint32_t;

    GameStore();

    Id zero() const { return 0; }
    // The canonical form of {left | right}; the options must be canonical.
    Id make(std::vector<Id> left, std::vector<Id> right);
    Id add(Id a, Id b);
    Id negate(Id g);
    // a <= b in the partial order of games.
    bool leq(Id a, Id b);

    // Does Left (Black) win moving first? Right (White)? Cached per game,
    // since the solver asks at every node.
    bool leftWinsFirst(Id g) { return outcome(g) & 1; }
    bool rightWinsFirst(Id g) { return outcome(g) & 2; }

    const std::vector<Id>& left(Id g) const { return nodes_[g].left; }
    const std::vector<Id>& right(Id g) const { return nodes_[g].right; }
    std::size_t size() const { return nodes_.size(); }

  private:
    struct Node {
        std::vector<Id> left, right;
    };
    // Interns {left | right} as given (both sorted), canonical or not.
    Id intern(std::vector<Id> left, std::vector<Id> right);
    bool removeDominated(std::vector<Id>& options, bool forLeft);
    int outcome(Id g);

    std::vector<Node> nodes_;
    std::unordered_map<uint64_t, std::vector<Id>> index_; // content hash -> ids
    FlatMap<bool> leq_;
    FlatMap<Id> sum_;
    std::vector<Id> negative_;    // per game, kNone until known
    std::vector<int8_t> outcome_; // per game: bit 0 Left wins first, bit 1 Right; -1 unknown
};

} // namespace gametree
