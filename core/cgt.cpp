#include "cgt.hpp"

#include <algorithm>

namespace gametree {

namespace {

void sortUnique(std::vector<GameStore::Id>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

uint64_t hashOptions(const std::vector<GameStore::Id>& left,
                     const std::vector<GameStore::Id>& right) {
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    auto mixIn = [&h](uint64_t v) {
        h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
        h *= 0xBF58476D1CE4E5B9ULL;
    };
    for (auto id : left) mixIn(id);
    mixIn(0xFFFFFFFFu);
    for (auto id : right) mixIn(id);
    return h;
}

uint64_t pairKey(GameStore::Id a, GameStore::Id b) { return (uint64_t(a) << 32) | b; }

constexpr GameStore::Id kNone = ~GameStore::Id{0};

} // namespace

GameStore::GameStore() { intern({}, {}); } // id 0 is zero, { | }

GameStore::Id GameStore::intern(std::vector<Id> left, std::vector<Id> right) {
    sortUnique(left);
    sortUnique(right);
    const uint64_t h = hashOptions(left, right);
    std::vector<Id>& bucket = index_[h];
    for (Id id : bucket)
        if (nodes_[id].left == left && nodes_[id].right == right) return id;
    const Id id = Id(nodes_.size());
    nodes_.push_back({std::move(left), std::move(right)});
    negative_.push_back(kNone);
    outcome_.push_back(-1);
    bucket.push_back(id);
    return id;
}

bool GameStore::leq(Id a, Id b) {
    if (a == b) return true;
    const uint64_t key = pairKey(a, b);
    if (const bool* known = leq_.find(key)) return *known;
    // a <= b unless some Left option of a is >= b, or some Right option of b is <= a.
    bool result = true;
    const std::vector<Id> aLeft = nodes_[a].left;
    for (Id x : aLeft) {
        if (leq(b, x)) {
            result = false;
            break;
        }
    }
    if (result) {
        const std::vector<Id> bRight = nodes_[b].right;
        for (Id y : bRight) {
            if (leq(y, a)) {
                result = false;
                break;
            }
        }
    }
    leq_.insert(key, result);
    return result;
}

bool GameStore::removeDominated(std::vector<Id>& options, bool forLeft) {
    bool removed = false;
    for (std::size_t i = 0; i < options.size();) {
        bool dominated = false;
        for (std::size_t j = 0; j < options.size() && !dominated; ++j) {
            if (i == j) continue;
            dominated = forLeft ? leq(options[i], options[j]) : leq(options[j], options[i]);
        }
        if (dominated) {
            options.erase(options.begin() + std::ptrdiff_t(i));
            removed = true;
        } else {
            ++i;
        }
    }
    return removed;
}

GameStore::Id GameStore::make(std::vector<Id> left, std::vector<Id> right) {
    sortUnique(left);
    sortUnique(right);
    for (;;) {
        removeDominated(left, true);
        removeDominated(right, false);
        const Id g = intern(left, right);
        bool changed = false;
        // A Left option x is reversible when Right can answer it with some
        // x^R <= g; then x may be replaced by the Left options of x^R.
        for (std::size_t i = 0; i < left.size() && !changed; ++i) {
            const std::vector<Id> xRight = nodes_[left[i]].right;
            for (Id xr : xRight) {
                if (leq(xr, g)) {
                    const std::vector<Id> bypass = nodes_[xr].left;
                    left.erase(left.begin() + std::ptrdiff_t(i));
                    left.insert(left.end(), bypass.begin(), bypass.end());
                    changed = true;
                    break;
                }
            }
        }
        for (std::size_t i = 0; i < right.size() && !changed; ++i) {
            const std::vector<Id> xLeft = nodes_[right[i]].left;
            for (Id xl : xLeft) {
                if (leq(g, xl)) {
                    const std::vector<Id> bypass = nodes_[xl].right;
                    right.erase(right.begin() + std::ptrdiff_t(i));
                    right.insert(right.end(), bypass.begin(), bypass.end());
                    changed = true;
                    break;
                }
            }
        }
        if (!changed) return g;
        sortUnique(left);
        sortUnique(right);
    }
}

GameStore::Id GameStore::add(Id a, Id b) {
    if (a == 0) return b;
    if (b == 0) return a;
    if (a > b) std::swap(a, b);
    const uint64_t key = pairKey(a, b);
    if (const Id* known = sum_.find(key)) return *known;
    const Node na = nodes_[a], nb = nodes_[b];
    std::vector<Id> left, right;
    for (Id x : na.left) left.push_back(add(x, b));
    for (Id x : nb.left) left.push_back(add(a, x));
    for (Id x : na.right) right.push_back(add(x, b));
    for (Id x : nb.right) right.push_back(add(a, x));
    const Id s = make(std::move(left), std::move(right));
    sum_.insert(key, s);
    return s;
}

int GameStore::outcome(Id g) {
    if (outcome_[g] < 0) outcome_[g] = int8_t((leq(g, 0) ? 0 : 1) | (leq(0, g) ? 0 : 2));
    return outcome_[g];
}

GameStore::Id GameStore::negate(Id g) {
    if (g == 0) return 0;
    if (negative_[g] != kNone) return negative_[g];
    const Node n = nodes_[g];
    std::vector<Id> left, right;
    for (Id x : n.right) left.push_back(negate(x));
    for (Id x : n.left) right.push_back(negate(x));
    const Id neg = make(std::move(left), std::move(right));
    negative_[g] = neg;
    negative_[neg] = g;
    return neg;
}

} // namespace gametree
