// The values of small Clobber regions, for the exact solver: each region of
// a few discs is replaced by its canonical game value (core/cgt/cgt.hpp), worked
// out once from the values of what its moves leave, and remembered.
#pragma once

#include <cstdint>
#include <vector>

#include "base/flat_map.hpp"
#include "cgt/cgt.hpp"
#include "games/clobber/clobber.hpp"
#include "games/clobber/clobber_regions.hpp"

namespace gametree {

template <int W>
class RegionValues {
  public:
    using P = Clobber<W>;
    using BB = Bits<W>;
    using Id = GameStore::Id;

    GameStore& games() { return games_; }

    // The canonical value of a small live region, Black being Left. Keyed up
    // to rotation and reflection, which keep the game as it is, and colour
    // swap, which negates it: a fifth of the regions to evaluate on 4x6.
    //
    // Every small part of every child is looked up here, so a first memo
    // keyed on the region as it lies (one Zobrist term per disc) comes
    // before the one keyed up to symmetry (sixteen).
    Id valueOf(const P& pos, const BB& mask) {
        const uint64_t near = translatedKey(pos, mask);
        if (const Id* known = seen_.find(near)) return *known;
        const RegionKey rk = regionKey(pos, mask);
        Id value;
        if (const Id* known = values_.find(rk.key))
            value = *known;
        else if (const Id* known = values_.find(rk.swapped))
            value = games_.negate(*known);
        else
            value = computeValue(pos, mask, rk.key);
        seen_.insert(near, value);
        return value;
    }

  private:
    Id computeValue(const P& pos, const BB& mask, uint64_t key) {
        P alone = pos;
        alone.keepOnly(mask);
        std::vector<Id> options[2];
        for (Side s : {Side::First, Side::Second}) {
            alone.setSideToMove(s);
            typename P::Moves moves;
            alone.generate(moves);
            for (const ClobberMove m : moves) {
                P child = alone;
                child.make(m);
                BB rest = mask;
                rest.reset(m.from);
                Id v = games_.zero();
                forEachComponent(child, rest, [&](const BB& part) {
                    if (isLive(child, part)) v = games_.add(v, valueOf(child, part));
                });
                options[index(s)].push_back(v);
            }
        }
        const Id value = games_.make(std::move(options[0]), std::move(options[1]));
        values_.insert(key, value);
        return value;
    }

    GameStore games_;
    FlatMap<Id> values_; // small region (regionKey) -> value
    FlatMap<Id> seen_;   // small region (translatedKey) -> value
};

} // namespace gametree
